/// The marking menu's labels: a label wider than its round target ("Highlighter", "Document")
/// sits on a tag of the target's own fill rather than running across the target's edge onto
/// whatever lies behind the menu.
import Testing
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport
@testable import InkRender

@Suite struct MarkingMenuLabelTests {
    @Test func everyLabelLiesOnTheTargetsFill() throws {
        let h = RenderHarness(width: 800, height: 600)
        h.show(h.editor.handle(InputEvent(action: .press(.secondary), device: h.mouse, position: Point(450, 350))))
        h.show(h.editor.handle(InputEvent(action: .release(.secondary), device: h.mouse, position: Point(450, 350), buttons: .secondary)))
        let menu = try #require(h.editor.menu)
        var checked = 0
        for slot in menu.slots {
            let c = slot.center
            let label = slot.item.title(in: h.editor.palette)
            let w = TextPainter.width(label, size: 9.5, bold: true, on: h.renderer.frame.context)
            // The label's middle row (its baseline is 17 px under the centre, 9.5 px bold type).
            let row = Int(c.y + 13)
            checked += 1
            // Just past each end of the label: the target's fill (0xfbfbfd), not the paper behind the menu.
            for x in [Int((c.x - w / 2 - 2).rounded(.down)), Int((c.x + w / 2 + 2).rounded(.up))] {
                #expect(channelDistance(h.pixel(x, row), 0xfbfbfd) <= 2 && h.pixel(x, row) != 0xffffff,
                        "\(label): the label's end at x \(x) lies on \(String(h.pixel(x, row), radix: 16))")
            }
        }
        #expect(checked >= 6, "labels found: \(checked)")
    }
}
