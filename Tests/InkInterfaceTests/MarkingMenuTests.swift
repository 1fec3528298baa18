/// The marking menu's geometry: above the pen and away from the writing hand, never over the
/// tip, whole inside the window at every corner and in tiny windows; flicks by direction.
import InkGeometry
import InkInput
@testable import InkInterface
import Testing

@Suite struct MarkingMenuTests {
    static let canvas = Rect(x: 56, y: 0, width: 968, height: 720)
    static let pen = Point(600, 450)

    static func inside(_ m: MarkingMenu, _ r: Rect) -> Bool {
        m.slots.allSatisfy { $0.bounds.minX >= r.minX - 0.5 && $0.bounds.maxX <= r.maxX + 0.5 && $0.bounds.minY >= r.minY - 0.5 && $0.bounds.maxY <= r.maxY + 0.5 }
    }

    @Test func eightLabelledTargetsOfAtLeastFortyPixels() {
        let m = MarkingMenu(pen: Self.pen, rightHanded: true, within: Self.canvas)
        #expect(m.slots.map(\.item) == MenuItem.main)
        #expect((6...8).contains(m.slots.count))
        for s in m.slots { #expect(s.frame.width >= 40 && s.frame.height >= 40) }
        // Targets never overlap one another.
        for (i, a) in m.slots.enumerated() { for b in m.slots[(i + 1)...] { #expect(a.center.distance(to: b.center) >= 2 * MarkingMenu.itemRadius) } }
    }

    @Test(arguments: [true, false])
    func itemsLieAboveThePenAndAwayFromTheWritingHand(rightHanded: Bool) {
        let m = MarkingMenu(pen: Self.pen, rightHanded: rightHanded, within: Self.canvas)
        let meanX = m.slots.map(\.center.x).reduce(0, +) / Double(m.slots.count)
        let meanY = m.slots.map(\.center.y).reduce(0, +) / Double(m.slots.count)
        #expect(rightHanded ? meanX < Self.pen.x - 60 : meanX > Self.pen.x + 60)
        #expect(meanY < Self.pen.y - 40)
        // None on the hand's side below the pen.
        for s in m.slots where s.center.y > Self.pen.y {
            #expect(rightHanded ? s.center.x < Self.pen.x : s.center.x > Self.pen.x)
        }
        #expect(m.slots.allSatisfy { !$0.frame.insetBy(-8).contains(Self.pen) }, "covers the pen tip")
        #expect(Self.inside(m, Self.canvas))
    }

    @Test(arguments: [(true, Point(70, 14)), (true, Point(1015, 14)), (true, Point(70, 712)), (true, Point(1015, 712)),
                      (false, Point(70, 14)), (false, Point(1015, 14)), (false, Point(70, 712)), (false, Point(1015, 712))])
    func atEveryCornerTheMenuStaysWholeAndOffTheTip(rightHanded: Bool, pen: Point) {
        let m = MarkingMenu(pen: pen, rightHanded: rightHanded, within: Self.canvas)
        #expect(Self.inside(m, Self.canvas), "\(m.slots.map(\.bounds))")
        #expect(m.center.distance(to: pen) < 200, "it stays next to the pen")
        #expect(m.slots.allSatisfy { !$0.frame.insetBy(-8).contains(pen) })
    }

    @Test(arguments: [Size(420, 320), Size(300, 260), Size(240, 240)])
    func inTinyWindowsItTightensAndShiftsToStayInside(size: Size) {
        let canvas = Rect(x: 0, y: 0, width: size.width, height: size.height)
        for rightHanded in [true, false] {
            for pen in [Point(10, 10), canvas.center, Point(size.width - 5, size.height - 5)] {
                let m = MarkingMenu(pen: pen, rightHanded: rightHanded, within: canvas)
                #expect(Self.inside(m, canvas), "pen \(pen) in \(size)")
                #expect(m.slots.allSatisfy { $0.frame.width >= 40 })
                for (i, a) in m.slots.enumerated() { for b in m.slots[(i + 1)...] { #expect(a.center.distance(to: b.center) >= 52) } }
            }
        }
    }

    @Test func aFlickChoosesByDirectionFromAnywhere() throws {
        let m = MarkingMenu(pen: Self.pen, rightHanded: true, within: Self.canvas)
        let origin = Point(300, 300)
        for s in m.slots {
            let dir = Point(s.center.x - m.center.x, s.center.y - m.center.y)
            let end = origin + dir * (60 / dir.length)
            #expect(m.item(forMark: origin, to: end) == s.item)
        }
        let eraser = try #require(m.slots.first { $0.item == .tool(.eraser) })
        let dir = Point(eraser.center.x - m.center.x, eraser.center.y - m.center.y)
        #expect(m.item(forMark: origin, to: origin + dir * (20 / dir.length)) == nil, "too short")
        #expect(m.item(forMark: origin, to: origin + dir * (-60 / dir.length)) == nil, "away from every item")
    }

    @Test func aTapFindsTheItemUnderIt() {
        let m = MarkingMenu(pen: Self.pen, rightHanded: false, within: Self.canvas)
        for s in m.slots { #expect(m.item(at: s.center) == s.item) }
        #expect(m.item(at: Self.pen) == nil)
    }

    @Test func theSecondRingsHoldColoursAndSizes() {
        let colours = MarkingMenu(ring: .colors, pen: Self.pen, rightHanded: true, within: Self.canvas)
        #expect(colours.slots.map(\.item) == Palette.standard.colors.indices.map { .color($0) } + Palette.standard.widths.indices.map { .width($0) })
        let sizes = MarkingMenu(ring: .sizes, pen: Self.pen, rightHanded: true, within: Self.canvas)
        #expect(sizes.slots.map(\.item) == Palette.standard.widths.indices.map { .width($0) })
        #expect(Self.inside(colours, Self.canvas) && Self.inside(sizes, Self.canvas))
    }
}

/// The marking menu in the editor: Escape, a tap outside and the pen leaving cancel; hover
/// highlights without choosing; a tap on Colour opens the ring of colours at the same place.
@Suite struct EditorMenuTests {
    static func withMenu() -> Editor {
        var editor = Editor.fresh()
        _ = editor.openMenu(at: Point(500, 450))
        return editor
    }

    @Test func escapeTapOutsideAndThePenAwayCancel() {
        var a = Self.withMenu()
        _ = a.handle(KeyChord(.escape))
        #expect(a.menu == nil)
        var b = Self.withMenu()
        _ = b.press(Point(780, 100), Devices.pen, pressure: 0.5)
        _ = b.release(Point(780, 100), Devices.pen)
        #expect(b.menu == nil)
        #expect(b.document.pages[0].strokes.isEmpty, "the cancelling tap drew nothing")
        var c = Self.withMenu()
        _ = c.handle(InputEvent(action: .proximityOut, device: Devices.pen, position: .zero))
        #expect(c.menu != nil, "a pen that lifts a little keeps its menu")
        _ = c.advance(to: Editor.popupGraceMs)
        #expect(c.menu == nil, "the pen away for the grace time cancels")
    }

    @Test func hoverHighlightsButNeverChooses() throws {
        var editor = Self.withMenu()
        let menu = try #require(editor.menu)
        for slot in menu.slots {
            _ = editor.hover(slot.center, Devices.pen)
            #expect(editor.hoveredMenuItem == slot.item)
        }
        #expect(editor.menu == menu)
        #expect(editor.toolState(for: .pen) == ToolState())
        #expect(!editor.history.canUndo)
    }

    @Test func tappingColourOpensTheColourRingThenAColourIsChosen() throws {
        var editor = Self.withMenu()
        let colour = try #require(editor.menu?.slots.first { $0.item == .colors })
        _ = editor.press(colour.center, Devices.pen, pressure: 0.5)
        _ = editor.release(colour.center, Devices.pen)
        #expect(editor.menu?.ring == .colors)
        #expect(editor.menu?.pen == Point(500, 450))
        let red = try #require(editor.menu?.slots.first { $0.item == .color(2) })
        _ = editor.press(red.center, Devices.pen, pressure: 0.5)
        _ = editor.release(red.center, Devices.pen)
        #expect(editor.menu == nil)
        #expect(editor.toolState(for: .pen).colorIndex == 2)
    }
}
