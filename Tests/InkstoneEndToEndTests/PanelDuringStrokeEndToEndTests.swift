import Foundation
import InkGeometry
import InkInterface
import InkPreferences
import InkRender
import Testing

/// The real app, two hands: the Preferences panel opened with Ctrl+, while the mouse is still
/// drawing leaves the stroke its release: the whole line is on the page once the panel is closed,
/// and the mouse draws again (before, the panel took the release, the stroke's ink was lost and
/// nothing drew any more).
@Suite struct PanelDuringStrokeEndToEndTests {
    @Test func aStrokeUnderAPanelOpenedMidwayEndsWhole() throws {
        let s = try AppSession()
        let y = 600.0
        s.client.move(s.window, 200, y)
        s.waitForAck(after: { s.client.button(1, down: true) })
        for x in stride(from: 210.0, through: 320, by: 10) { s.client.move(s.window, x, y) }
        s.expectPixels("the first half") { $0.isDark(300, Int(y)) }
        s.client.key("comma", with: ["Control_L"])
        let layout = PanelLayout(window: Size(1024, 720), selected: BindingKey(.lower, .click), measure: PangoTextMeasure.shared)
        guard s.expectPixels("the panel", { PanelSmallWindowTests.closeShows($0, layout) }) != nil else { return }
        for x in stride(from: 330.0, through: 600, by: 10) { s.client.move(s.window, x, y) }
        s.waitForAck(after: { s.client.button(1, down: false) })
        s.client.key("Escape")
        s.expectPixels("the panel closed, the whole line there") { snap in
            !PanelSmallWindowTests.closeShows(snap, layout) && [250, 400, 500, 580].allSatisfy { snap.isDark($0, Int(y)) }
        }
        s.client.drag(s.window, through: DrawingTests.line(250, 400, 550, 400))
        s.expectPixels("the mouse draws again") { $0.isDark(400, 400) }
    }
}
