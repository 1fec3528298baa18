import Foundation
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport
import Testing

/// The canvas's scrollbars on the pen rig: the pen hovering at the canvas's edge shows the
/// bar (on the right for the right hand, on the left for the left hand), and dragging its
/// thumb with the pen moves the view (by pixels, against the editor's own geometry).
@Suite struct ScrollbarEndToEndTests {
    static let desk: UInt32 = 0xe4e4e9

    /// Whether the bar's thumb is drawn (darker than the desk at its middle).
    static func thumbShows(_ bar: Scrollbars.Bar, _ snap: Snapshot) -> Bool {
        let c = bar.thumb.center
        return snap.isDark(Int(c.x), Int(c.y), limit: 0xb0)
    }

    @Test func draggingTheThumbWithThePenMovesTheView() throws {
        let rig = try PenRig()
        let (folder, paths) = try PageOverviewTests.pages()
        defer { withExtendedLifetime(folder) {} }
        let window = Size(1024, 720)
        var e = try PageOverviewTests.editor(paths, window: window)
        let s = try PageOverviewTests.session(rig, paths, window: window)
        let bar = try #require(e.scrollbars.vertical)
        #expect(bar.track.maxX == e.canvasFrame.maxX)
        let probe = Point(e.canvasFrame.center.x, e.canvasFrame.minY + 300)
        s.expectPixels("page 1 at the probe") { close($0.pixel(Int(probe.x), Int(probe.y)), PageOverviewTests.colours[0], tolerance: 12) }
        rig.send(.stylus, "in", HoverTests.hover(bar.thumb.center.x, bar.thumb.center.y))
        s.expectPixels("the bar under the hovering pen") { Self.thumbShows(bar, $0) }
        s.screenshot("scrollbar-right")
        // The pen drags the thumb 120 px down; the editor here does the same.
        let from = bar.thumb.center, to = from + Point(0, 120)
        rig.send(.stylus, PenRig.stroke(from: (from.x, from.y), to: (to.x, to.y), pressure: 0.5, steps: 12))
        let pen = DeviceRef(id: 2, kind: .pen)
        for (action, at, buttons) in [(InputEvent.Action.motion, from, ButtonSet()), (.press(.primary), from, [.primary]),
                                      (.motion, to, [.primary]), (.release(.primary), to, [])] as [(InputEvent.Action, Point, ButtonSet)] {
            _ = e.handle(InputEvent(action: action, device: pen, position: at, buttons: buttons))
        }
        #expect(e.viewport.origin.y < -300, "the view moved down the document: \(e.viewport.origin.y)")
        let page = e.page(atWindow: probe)
        let inside = e.layout.frames[page].map { e.viewport.toWindow($0).contains(probe) } ?? false
        let expected = inside ? PageOverviewTests.colours[page] : 0xe4e4e9
        #expect(page >= 1)
        s.expectPixels("page \(page + 1) at the probe after the drag") { close($0.pixel(Int(probe.x), Int(probe.y)), expected, tolerance: 12) }
        s.expectPixels("nothing drawn along the drag") { snap in
            (0...12).allSatisfy { i in !snap.isDark(Int(from.x) - 40, Int(from.y) + i * 10, limit: 0x40) }
        }
    }

    @Test(arguments: [("right", Size(1024, 720)), ("left", Size(1024, 720)), ("right", Size(400, 300)), ("left", Size(400, 300))])
    func theBarsLook(hand: String, window: Size) throws {
        let rig = try PenRig()
        let (folder, paths) = try PageOverviewTests.pages()
        defer { withExtendedLifetime(folder) {} }
        let e = try PageOverviewTests.editor(paths, window: window, rightHanded: hand == "right")
        let s = try PageOverviewTests.session(rig, paths, window: window, hand: hand)
        let bar = try #require(e.scrollbars.vertical)
        #expect(hand == "right" ? bar.track.maxX == e.canvasFrame.maxX : bar.track.minX == e.canvasFrame.minX)
        s.expectPixels("no bar before the pen comes") { !Self.thumbShows(bar, $0) }
        rig.send(.stylus, "in", HoverTests.hover(bar.thumb.center.x, bar.thumb.center.y))
        s.expectPixels("the bar under the hovering pen") { Self.thumbShows(bar, $0) }
        s.screenshot("scrollbar-\(hand)-\(Int(window.width))x\(Int(window.height))")
    }
}
