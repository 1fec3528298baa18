/// Ctrl+Q, Ctrl+W and Ctrl+N without X: Ctrl+Q is the close button (quits at once when nothing
/// would be lost, else asks); Ctrl+W closes the document for a blank one, asking first the
/// same way; Ctrl+N asks the platform for a new window and leaves this document alone.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport
@testable import InkWorkflow

@Suite(.serialized) @MainActor struct DocumentKeysTests {
    @Test func ctrlQIsTheCloseButton() throws {
        let state = try StateFolder()
        var s = Session(state: state)
        s.key("q")
        #expect(s.platform.contains(.quit))
        var unsaved = Session(state: state)
        unsaved.draw()
        unsaved.key("q")
        #expect(unsaved.editor.prompt?.topic == .closeUnsaved)
        #expect(!unsaved.platform.contains(.quit))
        unsaved.answer(1)   // Don't Save
        #expect(unsaved.platform.contains(.quit))
    }

    @Test func ctrlWWithNothingUnsavedGivesABlankUntitledDocument() throws {
        let state = try StateFolder()
        var s = Session(state: state, document: Self.inked(), title: "Plan.inkstone", path: "/docs/Plan.inkstone")
        s.key("w")
        #expect(s.editor.prompt == nil)
        #expect(s.editor.document.pages.count == 1 && s.editor.document.pages[0].strokes.isEmpty)
        #expect(s.title == "Untitled — Inkstone")
        #expect(s.workflow.documentPath == nil, "Ctrl+S no longer saves over Plan.inkstone")
        #expect(!s.platform.contains(.quit))
        #expect(!s.workflow.hasUnsavedChanges(s.editor))
    }

    @Test func ctrlWAsksAboutUnsavedWork() throws {
        let state = try StateFolder()
        var s = Session(state: state, path: "/docs/Plan.inkstone")
        s.draw()
        s.key("w")
        #expect(s.editor.prompt?.topic == .closeDocumentUnsaved)
        #expect(s.editor.prompt?.choices == ["Save", "Don't Save", "Cancel"])
        s.answer(2)   // Cancel
        #expect(s.editor.document.pages[0].strokes.count == 1)
        s.key("w")
        s.answer(0)   // Save, then close
        #expect(s.files.saves == ["/docs/Plan.inkstone"])
        #expect(s.editor.document.pages[0].strokes.isEmpty)
        #expect(s.title == "Untitled — Inkstone")
        s.draw()
        s.key("w")
        s.answer(1)   // Don't Save
        #expect(s.files.saves == ["/docs/Plan.inkstone"])
        #expect(s.editor.document.pages[0].strokes.isEmpty)
        #expect(!s.platform.contains(.quit))
        // The discarded work is not offered again: its journal went with it (once the new
        // journal is on disk).
        s.settleJournal()
        s.workflow.finish()
        #expect(state.journals.count <= 1)
    }

    @Test func ctrlNAsksForANewWindowAndChangesNothingHere() throws {
        let state = try StateFolder()
        var s = Session(state: state)
        s.draw()
        s.key("n")
        #expect(s.platform.contains(.openNewWindow))
        #expect(s.editor.prompt == nil)
        #expect(s.editor.document.pages[0].strokes.count == 1)
        #expect(s.workflow.hasUnsavedChanges(s.editor))
    }

    static func inked() -> Document {
        let points = [StrokePoint(Point(10, 10), pressure: 0.5), StrokePoint(Point(90, 40), pressure: 0.5)]
        return Document(pages: [Page(strokes: [Stroke(id: StrokeID(1), points: points, color: InkColor(rgb: 0), outline: OutlineOptions(width: 3))])],
                        images: [:], nextStrokeID: 2)
    }
}
