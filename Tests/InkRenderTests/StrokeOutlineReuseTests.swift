/// The stroke in progress's outline polygons are kept from one event to the next: an event
/// outlines only the pieces it added or changed, though it fills every piece its rectangles
/// meet (the pixels stay exactly those of outlining them all: `ActiveStrokeDrawingTests`).
import Foundation
import Testing
import InkGeometry
import InkInput
import InkInterface
@testable import InkRender

@Suite struct StrokeOutlineReuseTests {
    @Test(arguments: [Tool.pen, .highlighter])
    func anEventOutlinesOnlyThePiecesItChanged(_ tool: Tool) throws {
        let h = RenderHarness(width: 480, height: 480)
        h.show(h.editor.run(.selectTool(tool), for: .mouse))
        // A slow loop: short pieces, so each event's rectangles meet several older ones.
        let points = (0..<600).map { i in
            let t = Double(i) / 60
            return Point(240 + 110 * cos(t), 220 + 100 * sin(1.7 * t))
        }
        h.press(points[0])
        let (built, reused) = (h.renderer.strokeOutlines.built, h.renderer.strokeOutlines.reused)
        for p in points.dropFirst() { h.drag(p) }
        let stroke = try #require(h.editor.activeStroke)
        let events = Double(points.count - 1)
        let outlined = Double(h.renderer.strokeOutlines.built - built) / events
        let kept = Double(h.renderer.strokeOutlines.reused - reused) / events
        // Each sample adds a piece or two and replaces the provisional one or two.
        #expect(outlined <= 3, "\(outlined) pieces outlined per event, \(stroke.points.count) points")
        #expect(kept >= outlined, "\(kept) outlines kept per event, \(outlined) made")
    }
}
