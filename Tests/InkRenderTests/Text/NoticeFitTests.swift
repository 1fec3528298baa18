import Testing
import InkGeometry
import InkInterface
@testable import InkRender

/// A notice too long for one line wraps at its full size inside its card: a file that could
/// not be opened ("Not opened: cannot read /…/Lecture notes week 10.inkstone: the file is cut
/// short: …") drew one line of 9 px type in a card made for two (the card took 16 px a line,
/// the painter's lines are 17 px apart between 12 px margins).
@Suite struct NoticeFitTests {
    static let long = "Not opened: cannot read /home/ink/Lecture notes week 10.inkstone: the file is cut short: it ends at byte 0, "
        + "in the header, so it was probably not saved or copied completely."

    @Test(arguments: [(1024, 720), (400, 300)])
    func aLongNoticeWrapsAtItsFullSize(width: Int, height: Int) throws {
        let canvas = Rect(x: 56, y: 0, width: Double(width) - 56, height: Double(height) - 40)
        let frame = Notice.frame(canvas: canvas, text: Self.long, measure: PangoTextMeasure.shared)
        let surface = try #require(ImageSurface(width: width, height: height))
        let area = OverlayPainter.paintNotice(Self.long, frame: frame, on: surface.context)
        // One line of the notice's type at its full size, as Pango lays it out.
        let line = TextPainter.draw("Ag", in: Rect(x: 0, y: 0, width: 200, height: 40), size: 12.5, color: 0, on: surface.context).height
        let lines = (area.height / line).rounded()
        #expect(lines >= 2, "wrapped: \(area) in \(frame)")
        #expect(abs(area.height - lines * line) <= 1, "at 12.5 px, not shrunk: \(area) in \(frame), a line \(line)")
        #expect(area.minY >= frame.minY && area.maxY <= frame.maxY, "inside its card: \(area) in \(frame)")
    }

    @Test func aShortOneKeepsItsOneLineCard() {
        let canvas = Rect(x: 56, y: 0, width: 968, height: 680)
        #expect(Notice.frame(canvas: canvas, text: "Saved.", measure: PangoTextMeasure.shared).height == 36)
    }
}
