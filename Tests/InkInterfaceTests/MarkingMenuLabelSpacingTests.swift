/// The marking menu's labels as measured: where they are wider than the least spacing allows
/// (Japanese "ページ全体" beside "幅に合わせる", German tool names), the arc opens wider so that no
/// label's tag runs into a neighbour's tag or target; the menu still opens above the pen and
/// away from the writing hand, and labels that fit keep the close arc.
import InkGeometry
import InkInput
@testable import InkInterface
import Testing

@Suite struct MarkingMenuLabelSpacingTests {
    static let canvas = Rect(x: 56, y: 0, width: 968, height: 720)

    /// Wide labels: 8 px a character (the English titles so measured run as wide as the Japanese).
    static let wide: @Sendable (MenuItem) -> Double = { Double($0.title(in: .standard).count) * 8 }

    /// Where two labels' tags meet (closer than 1 px), or a tag runs into another target.
    static func crowding(_ m: MarkingMenu) -> [String] {
        var found: [String] = []
        for a in m.slots {
            let tag = MarkingMenu.Slot.tag(center: a.center, labelWidth: a.labelWidth)
            for b in m.slots where b.item != a.item {
                let other = MarkingMenu.Slot.tag(center: b.center, labelWidth: b.labelWidth)
                if tag.insetBy(-1).intersects(other) { found.append("\(a.item)'s label meets \(b.item)'s") }
                let near = Point(min(max(b.center.x, tag.minX), tag.maxX), min(max(b.center.y, tag.minY), tag.maxY))
                if near.distance(to: b.center) < MarkingMenu.itemRadius { found.append("\(a.item)'s label runs into \(b.item)'s target") }
            }
        }
        return found
    }

    @Test(arguments: [MarkingMenu.Ring.main, .colors, .document])
    func wideLabelsNeverRunIntoANeighbour(ring: MarkingMenu.Ring) {
        for rightHanded in [true, false] {
            for pen in [Point(540, 450), Point(300, 600), Point(800, 200), Point(540, 700)] {
                let m = MarkingMenu(ring: ring, pen: pen, rightHanded: rightHanded, within: Self.canvas, labelWidth: Self.wide)
                #expect(Self.crowding(m).isEmpty, "\(ring) at \(pen), right-handed \(rightHanded): \(Self.crowding(m))")
                #expect(m.slots.allSatisfy { Self.canvas.insetBy(-0.5).covers($0.bounds) }, "\(ring) at \(pen): whole inside \(m.slots.map(\.bounds))")
                #expect(m.slots.allSatisfy { !$0.frame.insetBy(-8).contains(pen) }, "\(ring) at \(pen): the tip free")
            }
        }
    }

    @Test(arguments: [true, false])
    func openedWiderItStillLiesAboveThePenAwayFromTheHand(rightHanded: Bool) {
        let pen = Point(540, 450)
        let m = MarkingMenu(ring: .document, pen: pen, rightHanded: rightHanded, within: Self.canvas, labelWidth: Self.wide)
        let close = MarkingMenu(ring: .document, pen: pen, rightHanded: rightHanded, within: Self.canvas)
        #expect(m.arcSpacing > close.arcSpacing, "opened wider: \(m.arcSpacing)° against \(close.arcSpacing)°")
        // The arc's middle points up and away from the hand, unturned.
        let middle = (m.slots[0].angle + m.slots[m.slots.count - 1].angle) / 2
        #expect(middle == (rightHanded ? 140 : 40), "the arc's middle at \(middle)°")
        let meanX = m.slots.map(\.center.x).reduce(0, +) / Double(m.slots.count)
        #expect(rightHanded ? meanX < pen.x - 40 : meanX > pen.x + 40, "away from the hand: \(meanX)")
        // Flicks still choose each item by its direction.
        for s in m.slots {
            let d = Point(s.center.x - m.center.x, s.center.y - m.center.y)
            #expect(m.item(forMark: Point(300, 300), to: Point(300, 300) + d * (60 / d.length)) == s.item)
        }
    }

    @Test func labelsThatFitKeepTheCloseArc() {
        let narrow: (MenuItem) -> Double = { _ in 30 }
        for ring in [MarkingMenu.Ring.main, .colors, .document] {
            let m = MarkingMenu(ring: ring, pen: Point(540, 450), rightHanded: true, within: Self.canvas, labelWidth: narrow)
            let unmeasured = MarkingMenu(ring: ring, pen: Point(540, 450), rightHanded: true, within: Self.canvas)
            #expect(m.slots.map(\.center) == unmeasured.slots.map(\.center), "\(ring)")
        }
    }

    @Test func theEditorLaysItsMenuOutWithItsMeasure() throws {
        var editor = Editor.fresh()
        editor.textMeasure = UniformTextMeasure(advance: 1.1)
        _ = editor.openMenu(at: Point(540, 450), ring: .document)
        let m = try #require(editor.menu)
        #expect(m.slots.allSatisfy { $0.labelWidth == UniformTextMeasure(advance: 1.1).width($0.item.title(in: editor.palette), MarkingMenu.labelStyle) })
        #expect(Self.crowding(m).isEmpty, "\(Self.crowding(m))")
    }
}
