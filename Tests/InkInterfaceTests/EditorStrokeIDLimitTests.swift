/// At the end of the stroke id space the editor reassigns every id instead of trapping: its
/// undo history starts over and the journal is handed the renumbered document as a new base,
/// so base plus edits is still exactly the document.
import Testing
import InkDocument
import InkGeometry
import InkInterface

@Suite struct EditorStrokeIDLimitTests {
    @Test func theSecondStrokeAfterTheLastIDReassignsAndTheJournalFollows() {
        let start = Document(pages: [Page()], images: [:], nextStrokeID: UInt64.max - 1)
        var editor = Editor(document: start, windowSize: testWindow)
        _ = editor.showStart()
        var effects = editor.lineEffects(y: 200)
        #expect(!effects.contains { if case .restartJournal = $0 { true } else { false } })
        var replayed = start
        for effect in effects { if case .recordEdits(let edits) = effect { for edit in edits { replayed.apply(edit) } } }
        effects = editor.lineEffects(y: 260)   // trapped here: nextStrokeID += 1 past UInt64.max
        let bases = effects.compactMap { if case .restartJournal(let base) = $0 { base } else { nil } }
        #expect(bases.count == 1, "the renumbered document is the journal's new base")
        replayed = bases.first ?? replayed
        for effect in effects { if case .recordEdits(let edits) = effect { for edit in edits { replayed.apply(edit) } } }
        #expect(replayed.pages == editor.document.pages)
        #expect(editor.document.pages[0].strokes.map(\.id.raw) == [1, 2])
        editor.line(y: 320)
        #expect(editor.document.pages[0].strokes.map(\.id.raw) == [1, 2, 3])
    }
}

@Suite struct StandingNoticeTests {
    @Test func aStandingNoticeOutlivesTimeAndPassingNoticesUntilFixed() {
        var editor = Editor.fresh()
        _ = editor.advance(to: 1_000)
        _ = editor.setStandingNotice("Crash protection is off")
        _ = editor.advance(to: 1_000 + 10 * Notice.duration)
        #expect(editor.notice?.text == "Crash protection is off")
        _ = editor.showNotice("Saved")
        #expect(editor.notice?.text == "Saved")
        _ = editor.advance(to: 1_000 + 12 * Notice.duration)
        #expect(editor.notice?.text == "Crash protection is off", "back after the passing notice")
        _ = editor.setStandingNotice(nil)
        #expect(editor.notice == nil)
        #expect(editor.nextDeadline == nil)
    }
}
