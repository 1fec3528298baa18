/// A journal damaged in its middle (not a crash's torn end), without X: the changes up to the
/// damage are recovered, the notice says that those after it could not be read (not that "the
/// very last one was cut off by the crash"), and the journal is kept aside, never deleted; one
/// whose first record is damaged is kept and said too. Before, both were deleted: the second
/// silently.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry
import InkInput
import InkInterface
@testable import InkWorkflow

@Suite(.serialized) @MainActor struct DamagedJournalRecoveryTests {
    /// A journal a dead process left: a base and three strokes added, each flushed; its path and
    /// the file's length after each record.
    static func leaveJournal(in state: StateFolder) throws -> (path: String, ends: [Int], documents: [Document]) {
        let store = JournalStore(environment: state.environment)
        let dead = JournalProcess(pid: try RecoveryTests.deadPID(), start: nil, bootID: nil)
        let writer = try store.create(for: nil, writer: dead, unsavedBase: true)
        var live = OpenTests.other()
        writer.begin(with: live)
        try writer.flush()
        var ends = [Self.size(writer.path)], documents = [live]
        for y in [100.0, 200, 300] {
            let stroke = Stroke(id: live.makeStrokeID(), points: [StrokePoint(Point(10, y), pressure: 0.5), StrokePoint(Point(90, y), pressure: 0.5)],
                                color: InkColor(rgb: 0x1d1d22), outline: OutlineOptions(width: 3))
            let edit = Edit(page: 0, change: .add([PlacedStroke(index: live.pages[0].strokes.count, stroke: stroke)]))
            live.apply(edit)
            writer.append(edit)
            try writer.flush()
            ends.append(Self.size(writer.path))
            documents.append(live)
        }
        writer.setAside()
        return (writer.path, ends, documents)
    }

    static func size(_ path: String) -> Int { ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0 }

    static func flip(_ path: String, at offset: Int) throws {
        var data = try Data(contentsOf: URL(fileURLWithPath: path))
        data[data.startIndex + offset] ^= 0xFF
        try data.write(to: URL(fileURLWithPath: path))
    }

    @Test func aJournalDamagedInTheMiddleIsRecoveredUpToItSaidAndKept() throws {
        let state = try StateFolder()
        let (path, ends, documents) = try Self.leaveJournal(in: state)
        try Self.flip(path, at: ends[1] + Journal.frameOverhead + 3)   // the second stroke's record
        var s = Session(state: state)
        #expect(s.editor.prompt?.topic == .recovery)
        s.answer(0)   // Recover
        // Not renamed before the new journal holds the work: a crash in between would have
        // left it only in a file never offered again.
        #expect(FileManager.default.fileExists(atPath: path) && !FileManager.default.fileExists(atPath: path + ".unusable"))
        s.settleJournal()
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(s.editor.document == documents[1], "the changes before the damage")
        let notice = try #require(s.editor.notice)
        #expect(notice.text.contains("damaged") && notice.text.contains("could not be read") && !notice.text.contains("cut off by the crash"), "\(notice.text)")
        #expect(notice.until == nil, "it stays until tapped")
        #expect(FileManager.default.fileExists(atPath: path + ".unusable"), "kept aside")
        #expect(notice.text.contains(path + ".unusable"))
        s.show(s.workflow.terminate(&s.editor))
        s.workflow.finish()
        #expect(FileManager.default.fileExists(atPath: path + ".unusable"), "still there after the window closed")
        #expect(!state.journals.contains((path as NSString).lastPathComponent), "never offered again")
    }

    @Test func aJournalWhoseFirstRecordIsDamagedIsKeptAndSaid() throws {
        let state = try StateFolder()
        let (path, ends, _) = try Self.leaveJournal(in: state)
        try Self.flip(path, at: ends[0] - 5)   // inside the base record
        let s = Session(state: state)
        #expect(s.editor.prompt == nil, "nothing to recover")
        #expect(FileManager.default.fileExists(atPath: path + ".unusable"))
        #expect(s.editor.notice?.text.contains("cannot be recovered") == true, "\(s.editor.notice?.text ?? "no notice")")
    }

    /// Two journals that cannot be used: one notice names both (a notice each replaced the one
    /// before, and only the last was seen).
    @Test func twoUnusableJournalsAreSaidInOneNotice() throws {
        let state = try StateFolder()
        var kept: [String] = []
        for _ in 0..<2 {
            let (path, ends, _) = try Self.leaveJournal(in: state)
            try Self.flip(path, at: ends[0] - 5)
            kept.append((path as NSString).lastPathComponent + ".unusable")
        }
        let s = Session(state: state)
        let text = s.editor.notice?.text ?? ""
        #expect(kept.allSatisfy { text.contains($0) }, "\(text)")
    }
}
