/// The marking menu's labels: a label wider than its round target ("Highlighter", "Document")
/// sits on a tag of the target's own fill rather than running across the target's edge onto
/// whatever lies behind the menu; measured as Pango draws them, in English, Japanese and
/// Chinese, no label runs into its neighbour's label or target.
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

    @Test(arguments: ["", "ja", "zh_CN"])
    func noLabelRunsIntoItsNeighbour(language: String) throws {
        let catalog = language.isEmpty ? [:] : try Catalog.translations(language)
        let measure = PangoTextMeasure.shared
        let width: (MenuItem) -> Double = { item in
            let title = item.title(in: .standard)
            return measure.width(catalog[title].flatMap { $0.isEmpty ? nil : $0 } ?? title, MarkingMenu.labelStyle)
        }
        let canvas = Rect(x: 56, y: 0, width: 968, height: 680)
        for ring in [MarkingMenu.Ring.main, .colors, .document] {
            for rightHanded in [true, false] {
                for pen in [canvas.center, Point(200, 600), Point(900, 120)] {
                    let m = MarkingMenu(ring: ring, pen: pen, rightHanded: rightHanded, within: canvas, labelWidth: width)
                    for a in m.slots {
                        // The tag as the painter lays it: the text's width and 5 px each side, 15 px tall.
                        let w = width(a.item)
                        let tag = Rect(x: a.center.x - w / 2 - 5, y: a.center.y + 6, width: w + 10, height: 15)
                        for b in m.slots where b.item != a.item {
                            let other = Rect(x: b.center.x - width(b.item) / 2 - 5, y: b.center.y + 6, width: width(b.item) + 10, height: 15)
                            #expect(!tag.intersects(other), "\(language) \(ring) at \(pen): \(a.item)'s label meets \(b.item)'s")
                            let near = Point(min(max(b.center.x, tag.minX), tag.maxX), min(max(b.center.y, tag.minY), tag.maxY))
                            #expect(near.distance(to: b.center) >= MarkingMenu.itemRadius,
                                    "\(language) \(ring) at \(pen): \(a.item)'s label runs into \(b.item)'s target")
                        }
                    }
                }
            }
        }
    }
}
