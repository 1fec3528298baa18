import CXTest
import Foundation
import InkDocument
import Testing

/// Accepted input never crashes the app: a document whose next stroke id is 2^64−2 takes
/// stroke after stroke, a recovered journal at the very end of the id space too, and a journal
/// without pages is refused with a message naming why (kept aside, not offered). The inputs
/// are the kept corpus's (Tests/Corpus).
@Suite struct StrokeIDLimitTests {
    static func drawThree(_ s: AppSession) {
        for y in [300.0, 380, 460] {
            s.client.drag(s.window, through: DrawingTests.line(450, y, 600, y + 10))
            s.expectPixels("the stroke at \(y)") { $0.isDark(525, Int(y) + 5) }
        }
        #expect(s.app.poll() == nil, "the app still runs: \(s.log)")
    }

    @Test func aDocumentAtTheEndOfTheIDSpaceTakesStrokes() throws {
        let scratch = try ExportCommandTests.Scratch()
        let path = scratch.path + "/late.inkstone"
        let source = Journals.corpus("../documents/next-stroke-id-max-minus-1.inkstone")
        try FileManager.default.copyItem(atPath: source, toPath: path)
        let s = try AppSession(arguments: [path], environment: ["XDG_STATE_HOME": scratch.path + "/state"])
        Self.drawThree(s)
        // And it saves: the reassigned ids are a valid file.
        s.client.key("s", with: ["Control_L"])
        s.check(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME") == "late.inkstone — Inkstone" }, "not saved: \(s.log)")
        let saved = try DocumentImport.document(from: [path])
        #expect(saved.pages.flatMap(\.strokes).count == 4)
    }

    @Test func craftedJournalsAreRefusedClearlyOrRecoverAndTakeStrokes() throws {
        let scratch = try ExportCommandTests.Scratch()
        let state = scratch.path + "/state"
        try FileManager.default.createDirectory(atPath: Journals.folder(state), withIntermediateDirectories: true)
        for name in ["zero-pages.journal", "next-stroke-id-max.journal"] {
            try FileManager.default.copyItem(atPath: Journals.corpus(name), toPath: Journals.folder(state) + "/" + name)
        }
        let s = try AppSession(environment: ["XDG_STATE_HOME": state])
        s.check(s.log.contains("zero-pages.journal cannot be recovered: its document has no pages"), "no clear message: \(s.log)")
        s.check(Journals.files(state).contains("zero-pages.journal.unusable"), "not kept aside: \(Journals.files(state))")
        s.expectPixels("the recovery prompt, and a notice naming the refused journal") { Journals.showsPrompt($0) }
        s.screenshot("refused-journal")
        s.client.click(s.window, Journals.recover.x, Journals.recover.y)
        s.expectPixels("the prompt gone, the notice naming the refused journal still there") { !Journals.showsPrompt($0) && Journals.showsNotice($0) }
        Self.drawThree(s)
    }
}
