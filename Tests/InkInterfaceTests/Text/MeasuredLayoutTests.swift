/// The editor lays text out with the measure it is given (`Editor.textMeasure`, the font's in
/// the app): cards, buttons and labels are as large as their text, never sized by a guess.
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkPreferences
import InkInterface
import InkTestSupport

@Suite struct MeasuredLayoutTests {
    static let narrow = UniformTextMeasure(advance: 0.3), wide = UniformTextMeasure(advance: 0.9)

    @Test func theHintCardIsAsTallAsItsMeasuredLines() throws {
        let canvas = Rect(x: 64, y: 0, width: 900, height: 700)
        // Every line fits on one line: a title, five lines, nothing more.
        let short = FirstStartHint(canvas: canvas, measure: Self.narrow)
        #expect(short.frame.height == 50 + 5 * 17 + 4)
        // A wider font: each line needs more lines, the card grows by as many.
        let long = FirstStartHint(canvas: canvas, measure: Self.wide)
        let lines = FirstStartHint.lines.map { Self.wide.lines($0, width: long.frame.width - 44, TextStyle(size: 12.5)).count }.reduce(0, +)
        #expect(lines > 5 && long.frame.height == 50 + Double(lines) * 17 + 4)
        // The editor uses its own measure.
        var editor = Editor(windowSize: Size(1000, 720))
        _ = editor.restore(RememberedState())
        editor.textMeasure = Self.narrow
        #expect(try #require(editor.firstStartHint).frame.height == short.frame.height)
    }

    /// In a small window (400x300 at interface scale 2: a 144x110 canvas) the card is too narrow
    /// for the title on one line even in smaller type ("Welco…" before): it takes two, the card
    /// and the tips a title line lower, inside the canvas; a wide card keeps one line.
    @Test func aNarrowHintCardGivesItsTitleTwoLines() {
        let measure = UniformTextMeasure(advance: 0.6)
        for canvas in [Rect(x: 56, y: 0, width: 144, height: 110), Rect(x: 0, y: 0, width: 144, height: 110)] {
            let small = FirstStartHint(canvas: canvas, measure: measure)
            #expect(small.titleLines == 2 && small.firstBaseline == 58 + FirstStartHint.titleLineHeight)
            #expect(small.frame.minX >= canvas.minX && small.frame.maxX <= canvas.maxX && small.frame.minY >= canvas.minY
                    && small.frame.maxY <= canvas.maxY, "\(small.frame) in \(canvas)")
        }
        let large = FirstStartHint(canvas: Rect(x: 64, y: 0, width: 900, height: 700), measure: measure)
        #expect(large.titleLines == 1 && large.firstBaseline == 58)
        let lines = FirstStartHint.lines.map { measure.lines($0, width: large.frame.width - 44, TextStyle(size: 12.5)).count }.reduce(0, +)
        #expect(large.frame.height == 50 + Double(lines) * 17 + 4)
    }

    @Test func tooltipsNoticesAndFeedbackAreAsWideAsTheirText() {
        let window = Rect(x: 0, y: 0, width: 1000, height: 700)
        for measure in [Self.narrow, Self.wide] {
            let tip = Tooltip(item: .undo, text: "Undo (Ctrl+Z)", control: Rect(x: 4, y: 100, width: 56, height: 56),
                              bar: Rect(x: 0, y: 0, width: 64, height: 700), window: window, measure: measure)
            #expect(tip.frame.width == measure.width("Undo (Ctrl+Z)", TextStyle(size: 12.5)) + 20)
            let text = "The preferences file was broken; the defaults are used"
            let notice = Notice.frame(canvas: window, text: text, measure: measure)
            #expect(notice.width == Swift.min(window.width - 24, measure.width(text, TextStyle(size: 12.5)) + 48))
            let feedback = Feedback(text: "Highlighter", tool: .highlighter, anchor: Point(500, 400), until: 0)
                .frame(rightHanded: true, within: window, measure: measure)
            #expect(feedback.width >= measure.width("Highlighter", TextStyle(size: 13, bold: true)) + 46)
        }
    }

    @Test func promptButtonsAndDetailLinesFollowTheMeasure() {
        let prompt = Prompt(topic: .closeUnsaved, message: "Save the changes?", detail: String(repeating: "word ", count: 40),
                            choices: ["Save", "Don't Save", "Cancel"], escapeChoice: 2)
        let canvas = Rect(x: 64, y: 0, width: 900, height: 700)
        let narrow = prompt.choiceFrames(in: canvas, measure: Self.narrow), wide = prompt.choiceFrames(in: canvas, measure: UniformTextMeasure(advance: 1.2))
        #expect(narrow.allSatisfy { $0.width == 96 })
        #expect(wide[1].width == UniformTextMeasure(advance: 1.2).width("Don't Save", TextStyle(size: 13, bold: true)) + 32)
        #expect(prompt.frame(in: canvas, measure: Self.wide).height > prompt.frame(in: canvas, measure: Self.narrow).height,
                "more detail lines in a wider font")
    }

    @Test func thePanelsHintTakesTheLinesItsFontNeeds() {
        let size = Size(1024, 720)
        let narrow = PanelLayout(window: size, selected: BindingKey(.lower, .click), measure: Self.narrow)
        let wide = PanelLayout(window: size, selected: BindingKey(.lower, .click), measure: Self.wide)
        #expect(wide.labels.filter { $0.style == .hint }.count > narrow.labels.filter { $0.style == .hint }.count)
    }
}
