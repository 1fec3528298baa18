import Foundation
import InkGeometry
import InkInterface
import Testing

/// The palette's width slider with the pen on the rig: a drag along it picks a width the
/// presets do not have, and the next stroke is that wide at full pressure.
@Suite struct WidthSliderEndToEndTests {
    @Test func aPenDragOnThePalettesSliderPicksAnyWidth() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        let pen = Point(500, 500)
        rig.send(.stylus, "in", HoverTests.hover(pen.x, pen.y), "down 3")
        let palette = Popup(kind: .palette, anchor: pen, rightHanded: true, within: MarkingMenuEndToEndTests.canvas, palette: .standard)
        let slider = try #require(palette.slots.first { $0.item == .widthSlider }?.frame)
        // The knob (6 px, in the ink colour) on the track.
        let knob = slider.minX + Popup.sliderInset + (slider.width - 2 * Popup.sliderInset) * WidthSteps.sliderFraction(of: 6)
        s.expectPixels("the palette's slider") { $0.isDark(Int(knob), Int(slider.maxY - 10)) }
        rig.send(.stylus, "up 3")
        let track = slider.width - 2 * Popup.sliderInset
        let start = slider.minX + Popup.sliderInset, end = start + track * WidthSteps.sliderFraction(of: 40)
        var lines = ["in", PenRig.move(start, slider.center.y, pressure: 0), PenRig.move(start, slider.center.y, pressure: 0.5), "down 1"]
        for i in 1...10 { lines.append(PenRig.move(start + (end - start) * Double(i) / 10, slider.center.y, pressure: 0.5)) }
        lines += ["up 1", PenRig.move(end, slider.center.y, pressure: 0), "out"]
        s.waitForAck(afterRig: rig, .stylus, lines)
        s.screenshot("width-slider")
        // The palette stayed open for a colour; Escape closes it (a tap outside would not draw).
        s.client.key("Escape")
        s.expectPixels("the palette closed") { $0.pixel(Int(slider.center.x), Int(slider.center.y)) == paperWhite }
        // The whole stroke handled first: a snapshot taken while the pen passed x 300 would cut
        // the stroke's round end there (a chord of it, narrower than the stroke).
        s.waitForAck(afterRig: rig, .stylus, PenRig.stroke(from: (200, 200), to: (400, 200), pressure: 1, leave: true))
        guard let snap = s.expectPixels("a 40 px stroke", { $0.isDark(300, 200) && $0.isDark(300, 218) }) else { return }
        let width = snap.inkWidth(column: 300, from: 150, to: 250, ink: PenRigTests.black)
        s.check(abs(width - 40) < 1.5, "the stroke is \(width) px wide, the slider gave 40")
    }
}
