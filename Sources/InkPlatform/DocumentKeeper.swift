import Foundation
import InkDocument
import InkInterface

/// Keeps the open document safe: journals every committed change for crash recovery (in
/// $XDG_STATE_HOME, never a cache folder), offers recovery at start, saves atomically, and
/// retires the journal on a save or a clean exit (D2's "nothing lost").
@MainActor
final class DocumentKeeper {
    private let store: JournalStore
    private var writer: JournalWriter?
    /// Recoverable journals found at start, newest first; the first is offered.
    private(set) var offers: [JournalSummary]
    /// When the journal must next be flushed (within a second of a change).
    private(set) var flushDeadline: Date?
    /// The `.inkstone` file the document lives in, if any.
    var path: String?
    /// Why journaling stopped, if it did (said once in the window).
    private(set) var problem: String?

    init(environment: [String: String], path: String?) {
        store = JournalStore(environment: environment)
        self.path = path
        // A journal without changes holds nothing that was not in a file already: not worth asking.
        let found = store.recoverable()
        for empty in found where empty.editCount == 0 { store.retire(empty.path) }
        offers = found.filter { $0.editCount > 0 }
    }

    /// Starts journaling a document (after opening, recovering or saving it).
    func start(with document: Document) {
        writer?.retire()
        do {
            let w = try store.create(for: path)
            w.begin(with: document)
            try w.flush()
            writer = w
        } catch {
            writer = nil
            problem = "Unsaved work cannot be protected: \(error)"
        }
    }

    /// Queues committed changes; they reach the disk within half a second.
    func record(_ edits: [Edit]) {
        guard let writer, !edits.isEmpty else { return }
        for edit in edits { writer.append(edit) }
        if flushDeadline == nil { flushDeadline = Date().addingTimeInterval(0.5) }
    }

    /// Writes what is queued (called when `flushDeadline` passes).
    func flush() {
        flushDeadline = nil
        do { try writer?.flush() } catch { problem = "Unsaved work could not be written to the journal: \(error)" }
    }

    /// The offered recovery, taken: the recovered document and its file, if any.
    func recoverOffered() throws -> Recovery? {
        guard let offer = offers.first else { return nil }
        let recovery = try store.recover(offer)
        store.retire(offer.path)
        offers.removeFirst()
        return recovery
    }

    /// The offered recovery, declined: its journal is deleted.
    func discardOffered() {
        guard let offer = offers.first else { return }
        store.retire(offer.path)
        offers.removeFirst()
    }

    /// Saves to `path` atomically and starts a fresh journal for the saved state.
    func save(_ document: Document, to path: String) throws {
        try DocumentFile.save(document, to: URL(fileURLWithPath: path))
        self.path = path
        start(with: document)
    }

    /// A clean exit: nothing needs recovering.
    func retire() {
        writer?.retire()
        writer = nil
    }

    /// The prompt offering the newest recoverable work.
    var recoveryPrompt: Prompt? {
        guard let offer = offers.first else { return nil }
        let name = offer.documentPath.map { ($0 as NSString).lastPathComponent } ?? "an untitled document"
        return Prompt(topic: .recovery, message: "Recover unsaved work?",
                      detail: "Inkstone ended before \(name) was saved (\(offer.editCount) change\(offer.editCount == 1 ? "" : "s"), \(offer.strokeCount) stroke\(offer.strokeCount == 1 ? "" : "s")).",
                      choices: ["Recover", "Discard"], escapeChoice: 0)
    }
}
