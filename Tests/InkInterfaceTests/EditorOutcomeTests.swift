/// Every entry point of the editor returns one `Outcome`: what to repaint and what the platform
/// must carry out. Nothing waits in a mailbox: an answer, a choice, a changed preference or a
/// committed change comes out of the very call that caused it, once.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport

@Suite struct EditorOutcomeTests {
    let escape = KeyChord(.escape)
    let enter = KeyChord(.enter)

    @Test func answeringAPromptYieldsTheAnswerOnce() {
        var editor = Editor.fresh()
        let asked = editor.ask(Prompt(topic: .closeUnsaved, message: "Save?", choices: ["Save", "Don't Save", "Cancel"], escapeChoice: 2))
        #expect(asked.effects.isEmpty)
        #expect(asked.damage.window == editor.windowFrame)
        let answered = editor.handle(escape)
        #expect(answered.effects == [.promptAnswered(.closeUnsaved, choice: 2)])
        #expect(editor.prompt == nil)
        #expect(editor.handle(escape).effects.isEmpty, "handed out once")
    }

    @Test func tappingAnAnswerYieldsIt() throws {
        var editor = Editor.fresh()
        _ = editor.ask(Prompt(topic: .overwrite, message: "Replace?", choices: ["Replace", "Cancel"], escapeChoice: 1))
        let prompt = try #require(editor.prompt)
        let replace = prompt.choiceFrames(in: editor.canvasFrame, measure: UniformTextMeasure())[0].center
        var outcome = editor.handle(InputEvent(action: .press(.primary), device: Devices.mouse, position: replace))
        outcome.formUnion(editor.handle(InputEvent(action: .release(.primary), device: Devices.mouse, position: replace, buttons: .primary)))
        #expect(outcome.effects == [.promptAnswered(.overwrite, choice: 0)])
    }

    @Test func theChoosersChoiceComesOutOfTheKeyThatConfirmedIt() throws {
        let scratch = try TemporaryFolder("outcome")
        let folder = scratch.path
        var editor = Editor.fresh()
        _ = editor.openChooser(.save, folder: folder, name: "notes.inkstone")
        let confirmed = editor.handle(enter)
        #expect(confirmed.effects == [.fileChosen(.save, path: folder + "/notes.inkstone")])
        #expect(editor.chooser == nil)
    }

    @Test func fileKeysAreHandedOnAsRequests() {
        var editor = Editor.fresh()
        #expect(editor.handle(KeyChord(.character("s"), .control)).effects == [.fileRequest(.save)])
        #expect(editor.handle(KeyChord(.character("s"), [.control, .shift])).effects == [.fileRequest(.saveAs)])
        #expect(editor.handle(KeyChord(.character("o"), .control)).effects == [.fileRequest(.open)])
        #expect(editor.handle(KeyChord(.character("e"), .control)).effects == [.fileRequest(.exportPages)])
        #expect(editor.handle(KeyChord(.character("w"), .control)).effects == [.fileRequest(.close)])
        #expect(editor.handle(KeyChord(.character("n"), .control)).effects == [.fileRequest(.newWindow)])
        #expect(editor.handle(KeyChord(.character("q"), .control)).effects == [.fileRequest(.quit)])
        #expect(editor.handle(KeyChord(.character("s"))).effects.isEmpty, "without Ctrl it is no file command")
    }

    @Test func noFileRequestWhileAPromptIsUp() {
        var editor = Editor.fresh()
        _ = editor.ask(Prompt(topic: .recovery, message: "Recover?", choices: ["Recover", "Discard"], escapeChoice: 0))
        #expect(editor.handle(KeyChord(.character("s"), .control)).effects.isEmpty)
        #expect(editor.prompt != nil)
    }

    @Test func commandsCountAsChangesAndGoToTheJournal() throws {
        var editor = Editor.fresh()
        editor.line(y: 300)
        let count = editor.changeCount
        let stroke = try #require(editor.document.pages[0].strokes.first)
        let cleared = editor.run(.clearPage)
        #expect(cleared.effects == [.documentChanged, .recordEdits([Edit(page: 0, change: .remove([PlacedStroke(index: 0, stroke: stroke)]))])])
        #expect(editor.changeCount == count + 1)
        #expect(editor.run(.clearPage).isEmpty, "nothing left to clear: nothing to do")
        #expect(editor.run(.selectTool(.eraser)).effects.isEmpty, "a tool is no change of the document")
    }

    @Test func anotherDocumentIsAChangeButNotAnEdit() {
        var editor = Editor.fresh()
        editor.line(y: 300)
        let replaced = editor.replaceDocument(Document())
        #expect(replaced.effects == [.documentChanged])
        #expect(replaced.damage.window == editor.windowFrame)
    }

    @Test func viewAndTimeChangeOnlyPixels() {
        var editor = Editor.fresh()
        #expect(editor.resize(to: Size(900, 700)).effects.isEmpty)
        #expect(editor.showNotice("Saved").effects.isEmpty)
        #expect(editor.advance(to: 10 * Notice.duration).effects.isEmpty)
        #expect(editor.handleRelease(KeyChord(.character(" "))).effects.isEmpty)
        let scrolled = editor.view(.scroll(by: Point(0, -60)))
        #expect(scrolled.effects.isEmpty)
        #expect(scrolled.damage.window == editor.windowFrame)
    }
}
