import InkGeometry
import InkInput
@testable import InkInterface
import Testing

/// Popups stay put for a pen that lifts a little (issue 10, point 5): open until a choice,
/// Escape, a tap outside, or the pen away for longer than `Editor.popupGraceMs`.
@Suite struct EditorPopupGraceTests {
    static let at = Point(500, 400)

    static func proximity(_ isIn: Bool, _ device: DeviceRef = Devices.pen, time: UInt64) -> InputEvent {
        InputEvent(action: isIn ? .proximityIn : .proximityOut, device: device, position: at, time: time)
    }

    /// An editor with the pen hovering and a popup of `kind` ("menu" or "palette") open at it.
    static func withPopup(_ kind: String) -> Editor {
        var e = Editor.fresh()
        _ = e.handle(InputEvent(action: .motion, device: Devices.pen, position: at, time: 1000))
        _ = kind == "menu" ? e.openMenu(at: at) : e.openPopup(.palette, at: at)
        return e
    }

    @Test(arguments: ["menu", "palette"])
    func aShortLiftKeepsThePopup(kind: String) {
        var e = Self.withPopup(kind)
        _ = e.handle(Self.proximity(false, time: 1100))
        _ = e.advance(to: 1100 + Editor.popupGraceMs - 1)
        #expect(e.popupIsOpen, "a lift shorter than the grace closed the \(kind)")
        _ = e.handle(Self.proximity(true, time: 1100 + Editor.popupGraceMs - 1))
        _ = e.advance(to: 10_000)
        #expect(e.popupIsOpen, "the pen came back, yet the \(kind) closed")
        #expect((e.nextDeadline ?? .max) > 10_000, "a grace time still pending")
    }

    @Test(arguments: ["menu", "palette"])
    func aPenAwayLongerThanTheGraceClosesIt(kind: String) {
        var e = Self.withPopup(kind)
        _ = e.handle(Self.proximity(false, time: 1100))
        #expect(e.nextDeadline == 1100 + Editor.popupGraceMs)
        let damage = e.advance(to: 1100 + Editor.popupGraceMs)
        #expect(!e.popupIsOpen)
        #expect(!damage.isEmpty)
        #expect(e.hoverPreview == nil, "the pen's preview came back where the pen was")
    }

    @Test(arguments: ["menu", "palette"], [Devices.pen, Devices.mouse])
    func aTapOutsideAfterALiftClosesItAndLeavesNoInk(kind: String, device: DeviceRef) {
        var e = Self.withPopup(kind)
        _ = e.handle(Self.proximity(false, time: 1100))
        if device == Devices.pen { _ = e.handle(Self.proximity(true, time: 1300)) }
        e.stroke([Point(150, 150), Point(152, 151)], device)
        #expect(!e.popupIsOpen)
        #expect(e.strokeCount == 0, "the tap that closed the \(kind) left ink")
    }

    @Test func aWarpDoesNotKeepThePopupsOfAnAbsentPen() {
        var e = Self.withPopup("palette")
        _ = e.handle(Self.proximity(false, time: 1100))
        _ = e.handle(InputEvent(action: .motion, device: DeviceRef(id: 2, kind: .other), position: Point(300, 300), time: 1200))
        _ = e.advance(to: 1100 + Editor.popupGraceMs)
        #expect(!e.popupIsOpen)
    }
}
