/// The colour picker's geometry: where the square, the hue bar, the preview and OK are, what a
/// position there sets, mirrored for the left hand, pen-sized targets, and a fit in 400x300.
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import Testing

@Suite struct ColorPickerTests {
    static let canvas = Rect(x: 56, y: 0, width: 744, height: 676)

    static func picker(_ color: UInt32 = 0x1f5fd6, rightHanded: Bool = true, anchor: Point = Point(500, 400),
                       within bounds: Rect = canvas) -> ColorPicker {
        ColorPicker(color: InkColor(rgb: color), tool: .pen, kind: .pen, anchor: anchor, rightHanded: rightHanded, within: bounds)
    }

    @Test func itStartsAtTheColourAndItsMarksSitThere() {
        let p = Self.picker(0xff0000)
        #expect(p.color == InkColor(rgb: 0xff0000) && p.original == InkColor(rgb: 0xff0000))
        // Red: full saturation and value (top right of the square), hue 0 (top of the bar).
        #expect(p.squareMark == Point(p.square.maxX, p.square.minY))
        #expect(p.hueMark == p.hueBar.minY)
    }

    @Test func theSquareGivesSaturationAcrossAndValueUp() {
        var p = Self.picker(0xff0000)
        p.setSquare(at: Point(p.square.minX, p.square.minY))
        #expect(p.color.hex == "#ffffff")
        p.setSquare(at: Point(p.square.maxX, p.square.maxY))
        #expect(p.color.hex == "#000000")
        p.setSquare(at: Point(p.square.center.x, p.square.center.y))
        #expect(abs(p.hsv.saturation - 0.5) < 1e-9 && abs(p.hsv.value - 0.5) < 1e-9)
        #expect(p.color.hex == "#804040")
        // Past the edges (a drag that goes on): clamped.
        p.setSquare(at: Point(p.square.maxX + 50, p.square.minY - 50))
        #expect(p.color.hex == "#ff0000")
        #expect(p.squareMark == Point(p.square.maxX, p.square.minY))
    }

    @Test func theHueBarGoesRoundFromTopToBottom() {
        var p = Self.picker(0xff0000)
        let b = p.hueBar
        for (fraction, hex) in [(0.0, "#ff0000"), (1.0 / 3, "#00ff00"), (2.0 / 3, "#0000ff"), (0.5, "#00ffff")] {
            p.setHue(at: Point(b.center.x, b.minY + fraction * b.height))
            #expect(p.color.hex == hex)
            #expect(abs(p.hueMark - (b.minY + fraction * b.height)) < 1e-6)
        }
        p.setHue(at: Point(b.center.x, b.maxY + 40))
        #expect(p.hsv.hue < 360 && p.hsv.hue > 359.9)
        p.setHue(at: Point(b.center.x, b.minY - 40))
        #expect(p.hsv.hue == 0)
        // The hue keeps saturation and value.
        p.setSquare(at: Point(p.square.center.x, p.square.center.y))
        p.setHue(at: Point(b.center.x, b.minY + b.height / 3))
        #expect(p.color.hex == "#408040")
    }

    @Test func eachControlIsFoundWhereItIsAndNothingElse() {
        let p = Self.picker()
        #expect(p.control(at: p.square.center) == .square)
        #expect(p.control(at: p.hueBar.center) == .hueBar)
        #expect(p.control(at: p.okButton.center) == .ok)
        #expect(p.control(at: p.oldSwatch.center) == .original)
        #expect(p.control(at: p.newSwatch.center) == nil)
        #expect(p.control(at: p.label.center) == nil)
        #expect(p.control(at: Point(p.frame.minX + 2, p.frame.minY + 2)) == nil)
        #expect(p.control(at: Point(p.frame.maxX + 10, p.frame.center.y)) == nil)
        let parts = [p.square, p.hueBar, p.okButton, p.oldSwatch, p.newSwatch, p.label]
        for (i, a) in parts.enumerated() {
            #expect(p.frame.contains(a.center) && a.minX >= p.frame.minX && a.maxX <= p.frame.maxX && a.maxY <= p.frame.maxY)
            for b in parts[(i + 1)...] { #expect(!a.insetBy(0.5).intersects(b.insetBy(0.5)), "\(a) overlaps \(b)") }
        }
    }

    @Test func targetsAreLargeEnoughForThePen() {
        for bounds in [Self.canvas, Rect(x: 48, y: 0, width: 352, height: 276)] {
            let p = Self.picker(within: bounds)
            for target in [p.square, p.hueBar, p.okButton, p.oldSwatch] {
                #expect(target.width >= ColorPicker.minimumTarget && target.height >= ColorPicker.minimumTarget)
            }
            #expect(p.square.width >= 96 && p.square.width == p.square.height)
        }
    }

    @Test func itOpensAwayFromTheWritingHandAndIsMirroredForTheLeft() {
        let right = Self.picker(rightHanded: true), left = Self.picker(rightHanded: false)
        #expect(right.frame.maxX < 500 && left.frame.minX > 500)
        #expect(!right.frame.contains(Point(500, 400)) && !left.frame.contains(Point(500, 400)))
        // The hue bar and the preview on the outer side, OK on the hand's side.
        #expect(right.hueBar.maxX < right.square.minX && left.hueBar.minX > left.square.maxX)
        #expect(right.okButton.minX > right.newSwatch.maxX && left.okButton.maxX < left.newSwatch.minX)
        #expect(right.oldSwatch.maxX <= right.newSwatch.minX && left.oldSwatch.minX >= left.newSwatch.maxX)
        // Mirror images of each other about their frames' middles.
        func mirrored(_ r: Rect, _ a: ColorPicker, in b: ColorPicker) -> Rect {
            Rect(x: b.frame.minX + (a.frame.maxX - r.maxX), y: r.minY, width: r.width, height: r.height)
        }
        #expect(mirrored(right.square, right, in: left) == left.square)
        #expect(mirrored(right.hueBar, right, in: left) == left.hueBar)
        #expect(mirrored(right.okButton, right, in: left) == left.okButton)
        #expect(mirrored(right.oldSwatch, right, in: left) == left.oldSwatch)
    }

    @Test(arguments: [true, false])
    func itFitsA400x300Window(rightHanded: Bool) {
        let editor = Editor(windowSize: Size(400, 300))
        let canvas = editor.canvasFrame
        for anchor in [canvas.center, Point(canvas.minX + 10, canvas.minY + 10), Point(canvas.maxX - 10, canvas.maxY - 10)] {
            let p = Self.picker(rightHanded: rightHanded, anchor: anchor, within: canvas)
            #expect(canvas.contains(Point(p.frame.minX, p.frame.minY)) && p.frame.maxX <= canvas.maxX && p.frame.maxY <= canvas.maxY,
                    "\(p.frame) in \(canvas)")
        }
        // With room beside the pen on the side away from the hand, it stays there (a smaller
        // square) rather than cover the pen's tip.
        let pen = Point(canvas.center.x + (rightHanded ? 60 : -60), canvas.maxY - 30)
        let p = Self.picker(rightHanded: rightHanded, anchor: pen, within: canvas)
        #expect(rightHanded ? p.frame.maxX < pen.x : p.frame.minX > pen.x, "\(p.frame), pen at \(pen)")
        #expect(p.square.width >= 96 && p.square.width < 160)
    }
}
