import Foundation
import InkGeometry
import InkInput
import InkInterface
import Testing

/// The marking menu at the pen on the pen rig: flicks with the menu open and before it shows,
/// hover that chooses nothing, and its placement for both hands and at a corner (by pixels).
@Suite struct MarkingMenuEndToEndTests {
    static let window = Size(1024, 720)
    static var canvas: Rect { ToolbarGeometry.layout.canvasFrame(windowSize: window) }

    /// Whether every item of `menu` shows (its target is not paper) in `snap`.
    static func shows(_ menu: MarkingMenu, _ snap: Snapshot) -> Bool {
        menu.slots.allSatisfy { s in snap.pixel(Int(s.center.x) + 20, Int(s.center.y)) != paperWhite }
    }

    /// The point `length` px from `from` in the direction of `item` as laid out in `menu`.
    static func flickEnd(_ menu: MarkingMenu, toward item: MenuItem, from: Point, length: Double = 80) throws -> Point {
        let slot = try #require(menu.slots.first { $0.item == item })
        let d = slot.center - menu.center
        return from + d * (length / d.length)
    }

    @Test func aFlickWithTheMenuOpenChooses() throws {
        let rig = try PenRig()
        let s = try PenButtonTests.session(rig)
        let pen = Point(600, 450)
        rig.send(.stylus, "in", HoverTests.hover(pen.x, pen.y), "down 3", "up 3")
        let menu = MarkingMenu.shown(pen: pen, rightHanded: true, within: Self.canvas)
        s.expectPixels("the menu") { Self.shows(menu, $0) }
        // A mark from the pen toward the eraser, short of the item itself.
        let end = try Self.flickEnd(menu, toward: .tool(.eraser), from: pen)
        rig.send(.stylus, PenRig.stroke(from: (pen.x, pen.y), to: (end.x, end.y), pressure: 0.5, steps: 8))
        s.expectPixels("the menu gone") { snap in menu.slots.allSatisfy { snap.pixel(Int($0.center.x) + 20, Int($0.center.y)) == paperWhite } }
        // The mark drew nothing, and the pen is now an eraser: its preview is a ring.
        rig.send(.stylus, HoverTests.hover(400, 300))
        s.expectPixels("the eraser's ring") { $0.pixel(400, 300) == paperWhite && $0.count(row: 300, from: 380, to: 420) { $0 != paperWhite } >= 2 }
    }

    @Test func aFlickBeforeTheMenuShowsChoosesWithoutIt() throws {
        let rig = try PenRig()
        let s = try PenButtonTests.session(rig)
        rig.send(.stylus, PenRig.stroke(from: (300, 200), to: (300, 500), pressure: 0.6))
        s.expectPixels("a stroke") { $0.isDark(300, 350) }
        let pen = Point(600, 450)
        let menu = MarkingMenu.shown(pen: pen, rightHanded: true, within: Self.canvas)
        let end = try Self.flickEnd(menu, toward: .tool(.eraser), from: pen)
        // Press the upper button, flick toward the eraser while hovering, release: no menu ever needed.
        var lines = ["in", HoverTests.hover(pen.x, pen.y), "down 3"]
        for i in 1...6 { let t = Double(i) / 6; lines.append(HoverTests.hover(pen.x + (end.x - pen.x) * t, pen.y + (end.y - pen.y) * t)) }
        lines.append("up 3")
        s.waitForAck(afterRig: rig, .stylus, lines)
        // A menu the click opened would sit around where the button was released.
        let atRelease = MarkingMenu.shown(pen: end, rightHanded: true, within: Self.canvas)
        s.check(s.snapshot().map { snap in (menu.slots + atRelease.slots).allSatisfy { snap.pixel(Int($0.center.x) + 20, Int($0.center.y)) == paperWhite } } ?? false,
                "the click that ended the flick opened the menu")
        // The pen is now the eraser: a stroke across the line takes it away.
        rig.send(.stylus, PenRig.stroke(from: (250, 350), to: (350, 350), pressure: 0.5, steps: 10))
        s.expectPixels("the flick took the eraser, which erased the stroke") { $0.pixel(300, 350) == paperWhite }
    }

    @Test func hoveringOverEveryItemChoosesNothing() throws {
        let rig = try PenRig()
        let s = try PenButtonTests.session(rig)
        let pen = Point(600, 450)
        let before = try #require(s.snapshot())
        rig.send(.stylus, "in", HoverTests.hover(pen.x, pen.y), "down 3", "up 3")
        let menu = MarkingMenu.shown(pen: pen, rightHanded: true, within: Self.canvas)
        s.expectPixels("the menu") { Self.shows(menu, $0) }
        rig.send(.stylus, menu.slots.flatMap { [HoverTests.hover($0.center.x, $0.center.y), HoverTests.hover($0.center.x + 5, $0.center.y - 5)] } + ["out"])
        // The pen away for the grace time cancels the menu; nothing was chosen: the window is as before.
        s.expectPixels("the window exactly as before") { $0.pixels == before.pixels }
    }

    @Test(arguments: [("right", Point(600, 450)), ("left", Point(500, 450)), ("right", Point(80, 20)), ("left", Point(1010, 710))])
    func theMenuSitsAwayFromTheWritingHandAndInsideTheWindow(hand: String, pen: Point) throws {
        let rig = try PenRig()
        let s = try PenButtonTests.session(rig, prefs: [("handedness", hand)])
        let rightHanded = hand == "right"
        let canvas = ToolbarLayout(windowSize: Self.window, side: rightHanded ? .left : .right).canvasFrame(windowSize: Self.window)
        rig.send(.stylus, "in", HoverTests.hover(pen.x, pen.y), "down 3", "up 3")
        let menu = MarkingMenu.shown(pen: pen, rightHanded: rightHanded, within: canvas)
        guard let snap = s.expectPixels("the menu", { Self.shows(menu, $0) }) else { return }
        s.screenshot("menu-\(hand)-\(Int(pen.x))-\(Int(pen.y))")
        // Every item whole inside the window.
        for slot in menu.slots {
            s.check(canvas.insetBy(-0.5).contains(Point(slot.bounds.minX, slot.bounds.minY)) && slot.bounds.maxX <= canvas.maxX + 0.5
                    && slot.bounds.maxY <= canvas.maxY + 0.5, "\(slot.item) sticks out: \(slot.bounds)")
        }
        if canvas.insetBy(200).contains(pen) {
            // Away from the hand, by the pixels: the menu's ink lies on the side away from the hand.
            var away = 0, handSide = 0
            for y in stride(from: Int(pen.y) - 220, to: Int(pen.y) + 60, by: 3) {
                for x in stride(from: Int(pen.x) - 240, to: Int(pen.x) + 240, by: 3) where snap.pixel(x, y) != paperWhite && abs(x - Int(pen.x)) > 12 {
                    if (x < Int(pen.x)) == rightHanded { away += 1 } else { handSide += 1 }
                }
            }
            s.check(away > 3 * handSide, "menu pixels: \(away) away from the hand, \(handSide) on its side")
        }
    }
}
