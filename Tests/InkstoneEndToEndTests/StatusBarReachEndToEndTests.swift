import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkRender
import InkTestSupport
import Testing

/// The status bar on the real app: its buttons are pen targets 40 px tall (a pen tap 3 px
/// under the bar's top edge, which was canvas when the bar was 28 px tall, chooses the lasso
/// and opens the page overview), for both hands at 400x300; there the page button leaves the
/// tool in hand its whole name; and after a pasted image the bar names the lasso in hand.
@Suite struct StatusBarReachEndToEndTests {
    /// The status bar's own grey.
    static let barGrey: UInt32 = 0xf3f3f6
    static let pressedFill: UInt32 = 0xcfd9f2

    /// The pixels of `r` (window coordinates) in `snap`, row by row.
    static func pixels(_ snap: Snapshot, _ r: Rect) -> [UInt32] {
        var out: [UInt32] = []
        for y in Int(r.minY)..<Int(r.maxY) { for x in Int(r.minX)..<Int(r.maxX) { out.append(snap.pixel(x, y)) } }
        return out
    }

    /// Six flat pages at 400x300 for `hand`, with the editor the app runs (for its geometry).
    static func paged(_ rig: PenRig, hand: String) throws -> (TemporaryFolder, Editor, AppSession) {
        let (folder, paths) = try PageOverviewTests.pages(count: 6)
        let window = Size(400, 300)
        var e = try PageOverviewTests.editor(paths, window: window, rightHanded: hand == "right")
        e.textMeasure = PangoTextMeasure.shared
        let s = try PageOverviewTests.session(rig, paths, window: window, hand: hand)
        let corner = Point(e.toolbar.statusText.minX + 3, e.toolbar.statusBar.maxY - 3)
        s.expectPixels("the status bar") { close($0.pixel(Int(corner.x), Int(corner.y)), barGrey, tolerance: 2) }
        return (folder, e, s)
    }

    @Test(arguments: ["right", "left"])
    func atFourHundredByThreeHundredThePenHitsTheBarsButtonsAtTheirTopEdge(hand: String) throws {
        let rig = try PenRig()
        var (folder, e, s) = try Self.paged(rig, hand: hand)
        defer { withExtendedLifetime(folder) {} }
        s.screenshot("status-bar-400x300-\(hand)")
        let lasso = try #require(e.toolbar.frame(of: .tool(.lasso)))
        #expect(lasso.height >= 40 && lasso.width >= 40)
        let top = lasso.minY + 3
        #expect(top < 300 - 28, "the tap lands where the old 28 px bar left canvas")
        rig.send(.stylus, PenRigTests.tap(lasso.center.x, top))
        guard s.expectPixels("the lasso in hand, lit in the bar", { snap in
            close(snap.pixel(Int(lasso.minX) + 5, Int(lasso.center.y)), Self.pressedFill, tolerance: 4)
        }) != nil else { return }
        s.screenshot("status-bar-400x300-\(hand)-lasso")
        _ = e.run(.selectTool(.lasso))
        let button = try #require(e.pageButtonFrame, "the page button shows at 400 px")
        #expect(button.height >= 40)
        rig.send(.stylus, PenRigTests.tap(button.center.x, button.minY + 3))
        _ = e.toggleOverview()
        let layout = try #require(e.overviewLayout)
        s.expectPixels("the overview, opened from the page button's top edge (the button lit)") { snap in
            PageOverviewTests.shows([0, 1, 2], layout, snap) && close(snap.pixel(Int(button.minX) + 3, Int(button.center.y)), 0xdbe6fd, tolerance: 3)
        }
        s.screenshot("status-bar-400x300-\(hand)-overview")
    }

    /// With the highlighter (the longest tool name) in hand at 400x300 and six pages, the tool's
    /// name shows whole before the page button, and no text runs under it.
    @Test func atFourHundredPixelsTheToolsNameShowsWholeBeforeThePageButton() throws {
        let rig = try PenRig()
        var (folder, e, s) = try Self.paged(rig, hand: "right")
        defer { withExtendedLifetime(folder) {} }
        s.client.move(s.window, 200, 120)  // keyboard focus follows the pointer
        s.waitForAck { s.client.key("h") }
        _ = e.run(.selectTool(.highlighter))
        let button = try #require(e.pageButtonFrame)
        let text = e.toolbar.statusText
        let left = text.minX + Scene.StatusBar.iconRoom
        let name = PangoTextMeasure.shared.width(Tool.highlighter.title, Scene.StatusBar.indicatorTextStyle)
        let rows = Int(text.center.y) - 6...Int(text.center.y) + 6
        let inked: (Snapshot, Int) -> Bool = { snap, x in rows.contains { snap.isDark(x, $0, limit: 0x90) } }
        guard let snap = s.expectPixels("the highlighter named in the bar", { snap in
            let last = (Int(left)..<Int(button.minX) - 1).last { inked(snap, $0) } ?? 0
            return Double(last) >= left + name - 3
        }) else {
            s.screenshot("status-bar-400x300-highlighter-failed")
            return
        }
        s.screenshot("status-bar-400x300-highlighter")
        let last = (Int(left)..<Int(button.minX) - 1).last { inked(snap, $0) } ?? 0
        #expect(Double(last) < button.minX - 4, "text up to \(last), the page button from \(button.minX)")
    }

    /// A PNG pasted with Ctrl+V is placed with the lasso in hand: the bar's indicator says so at
    /// once (it is the bar drawn for the lasso chosen with its key).
    @Test func afterPastingAnImageTheBarNamesTheLassoInHand() throws {
        let s = try AppSession()
        let bar = ToolbarGeometry.layout.statusText
        let file = try ClipboardEndToEndTests.png(width: 200, height: 120, rgb: 0xd02020)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let xclip = try Xclip.serve(display: s.server.display, type: "image/png", file: file)
        defer { xclip.stop() }
        #expect(Xclip.waitForOffer(display: s.server.display, type: "image/png"))
        guard let before = s.expectPixels("the bar", { close($0.pixel(Int(bar.minX) + 3, Int(bar.maxY) - 3), Self.barGrey, tolerance: 2) }) else { return }
        ClipboardEndToEndTests.ctrl(s, "v", at: (600, 400))
        guard let pasted = s.expectPixels("the image placed", { close($0.pixel(600, 400), 0xd02020, tolerance: 30) }) else { return }
        s.screenshot("status-bar-after-paste")
        #expect(Self.pixels(pasted, bar) != Self.pixels(before, bar), "the bar still shows the tool it showed before the paste")
        // The bar as it is drawn for the lasso chosen with L (after P: a real change).
        s.waitForAck { s.client.key("p") }
        s.waitForAck { s.client.key("l") }
        s.expectPixels("the bar drawn for the lasso is the one shown after the paste") { Self.pixels($0, bar) == Self.pixels(pasted, bar) }
    }
}
