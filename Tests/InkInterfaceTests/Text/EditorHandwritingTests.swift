/// Writing into a text box with the pen (S1): the strokes are ink on the page while the box
/// stays still, no candidates show while the pen writes, they show after a pause, and a tap
/// on one replaces the ink with the text, one undo step.
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

/// Reads one stroke as 一 and two as 十 (then 干), anything else as 口.
struct CountingRecognizer: HandwritingRecognizer {
    var languageName: String { "Test" }
    func candidates(forCharacter strokes: [[Point]], limit: Int) -> [String] {
        switch strokes.count {
        case 1: return ["一", "ー"]
        case 2: return ["十", "干"]
        default: return ["口"]
        }
    }
}

@Suite struct EditorHandwritingTests {
    /// A pen with the text tool, a box placed at (300, 200), the counting recogniser.
    static func boxForThePen() -> Editor {
        var editor = Editor.fresh()
        editor.handwritingRecognizer = CountingRecognizer()
        _ = editor.run(.selectTool(.text), for: .pen)
        _ = editor.press(Point(300, 200), Devices.pen); _ = editor.release(Point(300, 200), Devices.pen)
        return editor
    }

    /// 十 written in the box: a stroke across, one down.
    static func writeTen(_ editor: inout Editor) {
        editor.stroke([Point(305, 210), Point(320, 210), Point(335, 210)], Devices.pen, pressure: 0.6)
        editor.stroke([Point(320, 195), Point(320, 215), Point(320, 235)], Devices.pen, pressure: 0.6)
    }

    @Test func thePensInkInTheBoxIsReadAndAcceptingReplacesItWithTheText() throws {
        var editor = Self.boxForThePen()
        let frame = try #require(editor.scene.textEdit?.frame)
        Self.writeTen(&editor)
        #expect(editor.document.pages[0].strokes.count == 2, "the ink stays until a reading is accepted")
        #expect(editor.scene.textEdit?.frame == frame, "the box stays still while the pen writes")
        #expect(editor.scene.textEdit?.candidates.isEmpty == true, "no candidates while the pen writes")
        _ = editor.advance(to: editor.now + 1000)
        let view = try #require(editor.scene.textEdit)
        #expect(view.candidates == ["十", "干"])
        #expect(view.candidateFrames.allSatisfy { $0.height >= 44 && $0.minY >= view.frame.maxY }, "pen-sized, under the box")
        let steps = editor.history.undoStack.count
        _ = editor.press(view.candidateFrames[0].center, Devices.pen); _ = editor.release(view.candidateFrames[0].center, Devices.pen)
        #expect(editor.document.pages[0].strokes.isEmpty)
        #expect(editor.document.pages[0].texts.map(\.text) == ["十"])
        #expect(editor.history.undoStack.count == steps + 1, "one undo step")
        #expect(editor.isEditingText, "the box stays open for more")
        _ = editor.run(.undo)
        #expect(editor.document.pages[0].strokes.count == 2, "undo brings the ink back")
        #expect(editor.document.pages[0].texts.isEmpty)
    }

    @Test func theCandidatesGoWhileThePenWritesAgainAndTheInkStaysWhenNoneIsTaken() throws {
        var editor = Self.boxForThePen()
        editor.stroke([Point(305, 210), Point(320, 210), Point(335, 210)], Devices.pen, pressure: 0.6)
        _ = editor.advance(to: editor.now + 1000)
        #expect(editor.scene.textEdit?.candidates == ["一", "ー"])
        _ = editor.press(Point(320, 195), Devices.pen)
        #expect(editor.scene.textEdit?.candidates.isEmpty == true, "hidden as soon as the pen touches")
        _ = editor.drag(Point(320, 215), Devices.pen); _ = editor.release(Point(320, 235), Devices.pen)
        _ = editor.advance(to: editor.now + 1000)
        #expect(editor.scene.textEdit?.candidates.first == "十", "both strokes read together")
        _ = editor.handle(KeyChord(.escape))
        #expect(editor.document.pages[0].strokes.count == 2, "not accepted: the ink stays")
        #expect(editor.document.pages[0].texts.isEmpty)
    }

    @Test func withoutARecogniserThePenStillWritesInTheBox() {
        var editor = Self.boxForThePen()
        editor.handwritingRecognizer = nil
        Self.writeTen(&editor)
        _ = editor.advance(to: editor.now + 1000)
        #expect(editor.document.pages[0].strokes.count == 2)
        #expect(editor.scene.textEdit?.candidates.isEmpty == true)
    }
}
