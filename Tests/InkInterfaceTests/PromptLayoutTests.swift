/// A prompt's card in any canvas: in a roomy one as before (520 wide, the answers side by side at
/// the bottom right); in one too small for it (a 400x300 window at interface scale 2) the answers
/// stack and the detail keeps only the lines there is room for, so that the question and every
/// answer stay on screen and can be tapped.
import Testing
import InkGeometry
@testable import InkInterface

@Suite struct PromptLayoutTests {
    let measure = UniformTextMeasure()
    let recovery = Prompt(topic: .recovery, message: "Recover unsaved work?",
                          detail: "Inkstone ended before an untitled document was saved (2 changes, 2 strokes).",
                          choices: ["Recover", "Discard"], escapeChoice: 0)

    func inside(_ r: Rect, _ outer: Rect) -> Bool {
        r.minX >= outer.minX && r.minY >= outer.minY && r.maxX <= outer.maxX && r.maxY <= outer.maxY
    }

    @Test func aRoomyCanvasKeepsTheCardAsItWas() {
        let canvas = Rect(x: 56, y: 0, width: 1224, height: 760)
        let card = recovery.frame(in: canvas, measure: measure)
        #expect(card.width == Prompt.size.width && card.height == Prompt.size.height)
        #expect(card.center == Point(canvas.center.x.rounded(), canvas.center.y.rounded()))
        let answers = recovery.choiceFrames(in: canvas, measure: measure)
        #expect(answers.count == 2 && answers[0].maxY == answers[1].maxY && answers[0].maxX + 10 == answers[1].minX)
        #expect(answers[1].maxX == card.maxX - 16 && answers[1].maxY == card.maxY - 16)
    }

    /// Small canvases in interface units: a 400x300 window at interface scale 2 (144x110, right-
    /// or left-handed), two a little larger (144x122, 172x124), a 640x480 window at scale 2
    /// (264x200), a 400x300 one at scale 1 (344x260). The card, the question and every answer
    /// inside the canvas; the answers apart; the detail, where there is room for it, between the
    /// question and them.
    @Test(arguments: [Rect(x: 56, y: 0, width: 144, height: 110), Rect(x: 0, y: 0, width: 144, height: 110),
                      Rect(x: 0, y: 0, width: 144, height: 122), Rect(x: 28, y: 0, width: 172, height: 124),
                      Rect(x: 0, y: 0, width: 264, height: 200), Rect(x: 56, y: 0, width: 344, height: 260)])
    func aSmallCanvasKeepsTheQuestionAndEveryAnswerOnScreen(canvas: Rect) {
        for prompt in [recovery, Prompt(topic: .closeUnsaved, message: "Save changes?", detail: String(repeating: "A long detail. ", count: 20),
                                        choices: ["Save", "Don't Save", "Cancel"], escapeChoice: 2)] {
            let card = prompt.frame(in: canvas, measure: measure)
            let answers = prompt.choiceFrames(in: canvas, measure: measure)
            #expect(inside(card, canvas), "\(card) in \(canvas)")
            #expect(answers.count == prompt.choices.count)
            for (i, a) in answers.enumerated() {
                #expect(inside(a, card), "answer \(i) \(a) outside the card \(card)")
                #expect(a.width >= 30 && a.height == 36 && a.minY >= card.minY + 40, "answer \(i) \(a)")
                if i > 0 { #expect(!a.intersects(answers[i - 1]), "answers \(i - 1) and \(i) overlap") }
            }
            if prompt.showsDetail(in: canvas, measure: measure) {
                let detail = prompt.detailFrame(in: canvas, measure: measure)
                #expect(detail.height >= Prompt.detailLine + 16 && detail.minY >= card.minY + 40)
                #expect(detail.maxY <= (answers.map(\.minY).min() ?? card.maxY), "\(detail) runs into the answers")
            }
        }
        // Where a stack of two fits with a line of detail (all but the smallest), the recovery
        // prompt's detail shows.
        if canvas.height >= 200 { #expect(recovery.showsDetail(in: canvas, measure: measure)) }
    }

    /// A question one line of a narrow card cannot hold takes two (it was cut short with an
    /// ellipsis: "Recover unsa…" in a 400x300 window at interface scale 2), inside the card and
    /// above the answers; where a line holds it, one line as before.
    /// (The canvas of a 400x300 window at interface scale 2 is 144x110, either hand: found on
    /// screen after the first version of this test passed for taller ones only.)
    @Test(arguments: [Rect(x: 56, y: 0, width: 144, height: 110), Rect(x: 0, y: 0, width: 144, height: 110),
                      Rect(x: 0, y: 0, width: 144, height: 122), Rect(x: 28, y: 0, width: 172, height: 124)])
    func aQuestionTooLongForTheCardTakesTwoLines(canvas: Rect) {
        let card = recovery.frame(in: canvas, measure: measure)
        let question = recovery.questionFrame(in: canvas, measure: measure)
        #expect(question.twoLines)
        // (The painter wraps it, in type down to three quarters of its size where two lines need it.)
        #expect(measure.lines(recovery.message, width: question.frame.width - 16, TextStyle(size: 15 * 0.75, bold: true)).count <= 2)
        #expect(question.frame.height - 16 >= 2 * 20, "room for two lines of 15-unit type: \(question.frame)")
        #expect(inside(card, canvas) && inside(question.frame, card), "\(question.frame) in \(card) in \(canvas)")
        let answers = recovery.choiceFrames(in: canvas, measure: measure)
        #expect(answers.allSatisfy { $0.minY >= question.frame.maxY && inside($0, card) }, "\(answers) under \(question.frame)")
        let roomy = Rect(x: 56, y: 0, width: 1224, height: 760)
        #expect(!recovery.questionFrame(in: roomy, measure: measure).twoLines)
    }

    /// A password prompt's field keeps clear of the question and the answers in every canvas.
    @Test(arguments: [Rect(x: 0, y: 0, width: 144, height: 122), Rect(x: 28, y: 0, width: 172, height: 124),
                      Rect(x: 0, y: 0, width: 264, height: 200), Rect(x: 56, y: 0, width: 1224, height: 760)])
    func aPasswordFieldStaysBetweenTheQuestionAndTheAnswers(canvas: Rect) throws {
        let prompt = Prompt(topic: .password, message: "Password for notes.pdf", detail: "The file is locked.",
                            choices: ["Open", "Cancel"], escapeChoice: 1, secret: "")
        let card = prompt.frame(in: canvas, measure: measure), field = try #require(prompt.fieldFrame(in: canvas, measure: measure))
        let question = prompt.questionFrame(in: canvas, measure: measure).frame
        let answers = prompt.choiceFrames(in: canvas, measure: measure)
        #expect(field.minY >= question.maxY && inside(field, card), "\(field) under \(question) in \(card)")
        #expect(answers.allSatisfy { $0.minY >= field.maxY + 4 }, "\(answers) under \(field)")
        // Where a second line of the question would push the card further out of the canvas
        // (the field's card is taller than the smallest canvases already), it keeps one.
        if card.height > canvas.height { #expect(!prompt.questionFrame(in: canvas, measure: measure).twoLines) }
    }

    /// In a 400x300 window (its canvas 344x260) "changed since it was opened" showed its two
    /// sentences of detail as one ellipsized line above three stacked answers. Where stacking
    /// leaves the detail short and the answers' labels fit a third of the card each, they share
    /// the width and the detail gets the lines.
    @Test func answersShareTheWidthRatherThanCutTheDetail() {
        let prompt = Prompt(topic: .replaceChanged, message: "rc.inkstone changed since it was opened",
                            detail: "Another window or program saved rc.inkstone after Inkstone opened it here. Saving now replaces that version with this one.",
                            choices: ["Replace", "Save as…", "Cancel"], escapeChoice: 2)
        let canvas = Rect(x: 56, y: 0, width: 344, height: 260)
        let natural = prompt.detailLines(width: prompt.frame(in: canvas, measure: measure).width, measure: measure)
        #expect(prompt.fit(in: canvas, measure: measure).detailLines == natural, "the whole detail (\(natural) lines)")
        let card = prompt.frame(in: canvas, measure: measure), answers = prompt.choiceFrames(in: canvas, measure: measure)
        #expect(inside(card, canvas))
        for (answer, label) in zip(answers, prompt.choices) {
            #expect(inside(answer, card) && answer.height >= 36)
            #expect(measure.width(label, TextStyle(size: 13, bold: true)) + 12 <= answer.width, "\(label) fits \(answer.width)")
        }
        #expect(answers[0].minY == answers[2].minY, "side by side")
        // Where the detail fits with them stacked, they stay stacked (each the card's width).
        let tall = Rect(x: 56, y: 0, width: 344, height: 420)
        let stacked = prompt.choiceFrames(in: tall, measure: measure)
        #expect(stacked[0].maxY < stacked[1].minY)
    }

    @Test func answersStackOnlyWhereTheyDoNotFitSideBySide() {
        let wide = Rect(x: 0, y: 0, width: 400, height: 600), narrow = Rect(x: 0, y: 0, width: 200, height: 600)
        let side = recovery.choiceFrames(in: wide, measure: measure)
        #expect(side[0].minY == side[1].minY)
        let stacked = recovery.choiceFrames(in: narrow, measure: measure)
        #expect(stacked[0].maxY < stacked[1].minY && stacked[0].minX == stacked[1].minX)
    }
}
