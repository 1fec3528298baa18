import Foundation
import InkDocument
import InkGeometry
import InkInterface

/// Keeps the open document safe: journals every committed change for crash recovery (in
/// $XDG_STATE_HOME, never a cache folder), offers recovery at start, saves atomically, and
/// retires a journal only when its whole content is in a file or the person discarded it
/// (D2's "nothing lost"). When journaling fails (no folder, no permission, a full disk) it
/// says so through `takeNews()` and retries until it works again.
@MainActor
final class DocumentKeeper {
    private let store: JournalStore
    let clock: any WorkflowClock
    private(set) var writer: JournalWriter?
    /// Recoverable journals found at start, claimed by this process, newest first; the first is offered.
    private(set) var offers: [JournalClaim]
    /// Journals whose work lives on only in them until the journal taking it over is on disk:
    /// kept claimed, then deleted (a damaged one kept aside, `JournalClaim.keepAside`).
    private var heldClaims: [(claim: JournalClaim, damaged: Bool)] = []
    /// What was wrong with journals found at start (unusable, newer), to be said once
    /// (`takeStartProblems`, DocumentKeeper+News.swift).
    var startProblems: [JournalProblem]
    /// When the journal must next be flushed (within a second of a change).
    var flushDeadline: Date?
    /// When a failed journal is next tried again.
    private(set) var retryDeadline: Date?
    /// The `.inkstone` file the document lives in, if any.
    var path: String?
    /// The version of `path` this window last read or wrote (nil: none known): a save finds
    /// whether another window or program saved it since (`DocumentWorkflow.save(to:)`), and
    /// each new journal carries it (`JournalHeader.savedFile`) so that recovered work does too.
    var fileVersion: FileVersion?
    /// The document's name when it is in no `.inkstone` file but came from files (an annotated
    /// PDF, an image folder): written into each new journal, so that a recovery can name it.
    var name: String?
    /// The files the document was opened from when it is in no `.inkstone` file (absolute):
    /// written into each new journal with `name`, so that a recovery comes back at their
    /// remembered view and never exports over them.
    var inputs: [String] = []
    /// Why journaling does not work now, if it does not: in full (with paths) and in short
    /// (the system's reason, for the window).
    private(set) var problem: String?
    private(set) var shortProblem: String?
    /// The last failure was not the disk's (an edit could not be encoded): the journal no
    /// longer follows the document until it is re-based.
    private var journalBehind = false
    /// The problem last told to the person (`takeNews`, DocumentKeeper+News.swift).
    var toldProblem: String?
    /// Whether the current journal's base is work in no file (recovered).
    private var unsavedBase = false
    /// Where the document's work was last changed, as far as this run knows (the recovered
    /// work's last change, then each change recorded): written into a journal begun over an
    /// unsaved base, so that its recovery before a change of its own comes back there.
    private var lastEdit: JournalHeader.LastEdit?
    /// Whether changes were recorded since the current journal started.
    var changed = false
    /// The newest draft of the text box being edited, not queued yet (`recordDraft`).
    var pendingDraft: Edit?
    /// Journals the current one replaces, deleted once its first flush is on disk.
    private var superseded: [String] = []
    /// When to look whether a background flush is done (while one runs).
    private(set) var collectDeadline: Date?

    /// When to look whether the saved file the journal's base refers to is still as it was
    /// (while there are changes the file does not hold).
    private(set) var baseCheckDeadline: Date?

    /// How often a running background flush is looked at.
    static let collectInterval: TimeInterval = 0.05
    /// How often the file a journal's base refers to is looked at while there are changes.
    static let baseCheckInterval: TimeInterval = 2

    /// How often a failed journal is tried again.
    static let retryInterval: TimeInterval = 2

    init(environment: [String: String], path: String?, clock: any WorkflowClock) {
        store = JournalStore(environment: environment)
        self.path = path
        self.clock = clock
        // Journals without unsaved work are deleted; the others are claimed and offered.
        (offers, startProblems) = store.claimRecoverable()
    }

    /// Starts journaling a document (after opening, recovering or saving it) and retires the
    /// journal before it, whose work is saved or was discarded, once the new one is on disk.
    /// `unsavedBase`: the document is in no file (recovered work). `isFileContent`: the
    /// document is what `path` holds (just opened or saved), so the journal refers to the file
    /// instead of copying it. `lastEdit`: where recovered work was last changed.
    func start(with document: Document, unsavedBase: Bool = false, lastEdit: JournalHeader.LastEdit? = nil, isFileContent: Bool = true) {
        if let old = writer {
            // Kept until the new journal holds the work: a crash in between loses nothing.
            old.setAside()
            superseded.append(old.path)
        }
        writer = nil
        pendingDraft = nil   // a draft of the document before (the box being edited went with it)
        self.unsavedBase = unsavedBase
        self.lastEdit = lastEdit
        changed = false
        baseCheckDeadline = nil
        open(with: document, isFileContent: isFileContent)
    }

    /// Queues committed changes; the journal's queue writes them to its file once encoded, and
    /// the flush syncs them to disk within half a second. `images`: the document's images after
    /// them (a page they insert takes its images' bytes from there).
    func record(_ edits: [Edit], images: [String: Data] = [:]) {
        guard let last = edits.last else { return }
        changed = true
        lastEdit = JournalHeader.LastEdit(page: last.pageWorkedOn)
        guard let writer else { return }   // the retry journals the whole document
        queueDraft()
        for edit in edits { writer.append(edit, images: images) }
        if flushDeadline == nil { flushDeadline = clock.now.addingTimeInterval(0.5) }
        if baseCheckDeadline == nil, writer.mayReferToFile {
            baseCheckDeadline = clock.now.addingTimeInterval(Self.baseCheckInterval)
        }
    }

    /// Looks whether the saved file the journal's base refers to was moved, deleted or
    /// rewritten since: if so the journal takes `document` (the document as it is now) as its
    /// base, so the changes stay recoverable without the file.
    func checkBase(against document: Document) {
        baseCheckDeadline = nil
        guard let writer, writer.referencedFileChanged else {
            if changed, writer?.mayReferToFile == true { baseCheckDeadline = clock.now.addingTimeInterval(Self.baseCheckInterval) }
            return
        }
        writer.begin(with: document)
        flush()
    }

    /// Replaces the journal's base with `document` (its stroke ids were reassigned).
    func rebase(_ document: Document) {
        changed = true
        guard let writer else { return }
        writer.begin(with: document)
        if flushDeadline == nil { flushDeadline = clock.now.addingTimeInterval(0.5) }
    }

    /// Writes what is queued, on the journal's own queue (called when `flushDeadline` passes):
    /// the main thread never waits for the disk. `collect` says how it went.
    func flush() {
        flushDeadline = nil
        guard let writer else { return }
        queueDraft()
        writer.flushInBackground()
        if collectDeadline == nil { collectDeadline = clock.now.addingTimeInterval(Self.collectInterval) }
    }

    /// Takes what came of the background flushes once they are done; until then looks again
    /// every `collectInterval`. A failure is kept for the person and retried.
    func collect() {
        collectDeadline = nil
        guard let writer else { return }
        guard let result = writer.takeFlushResult() else {
            if writer.isFlushing { collectDeadline = clock.now.addingTimeInterval(Self.collectInterval) }
            return
        }
        settle(result)
    }

    /// Writes what is queued and waits until it is on disk (at exit, and when the display
    /// is lost). A failure is kept for the person and retried.
    func flushNow() {
        flushDeadline = nil
        collectDeadline = nil
        guard let writer else { return }
        queueDraft()
        _ = writer.takeFlushResult()   // what is left of it is written again now
        settle(Result { try writer.flush() })
    }

    private func settle(_ result: Result<Void, Error>) {
        switch result {
        case .success:
            working()
            for path in superseded { store.retire(path) }
            superseded = []
        case .failure(let error):
            failed(tr("unsaved work could not be written to the journal (%@)", Self.reason(error)), error)
        }
    }

    /// Tries a failed journal again: writes what is queued, or starts a journal of `document`
    /// (the document as it is now) when none could be made.
    func retry(with document: Document) {
        retryDeadline = nil
        if let writer, writer.wasDeleted {
            // Deleted under us: a new journal of the whole document takes over.
            writer.setAside()
            self.writer = nil
            unsavedBase = unsavedBase || changed
            changed = false
            open(with: document, isFileContent: false)
        } else if let writer {
            // An edit that could not be encoded leaves the journal behind the document: re-base it.
            if journalBehind { writer.begin(with: document) }
            flush()
        } else {
            unsavedBase = unsavedBase || changed
            changed = false
            open(with: document, isFileContent: false)
        }
    }

    /// Ends journaling but keeps the journal: its work stays for the next start to offer
    /// (the document is being replaced while it has unsaved changes).
    func setAside() {
        writer?.setAside()
        writer = nil
    }

    /// A clean exit: the document is saved or its changes were discarded.
    func retire() {
        writer?.retire()
        writer = nil
        for path in superseded { store.retire(path) }
        superseded = []
        letGoOfHeldClaims()
    }

    // MARK: Private

    /// Creates a new journal for `document` and starts writing its base in the background
    /// (the saved file's reference when `isFileContent` and there is one, else the whole
    /// document); on failure there is none and a retry is due. A failure to write it is
    /// said when the flush is collected.
    private func open(with document: Document, isFileContent: Bool) {
        let file = isFileContent && !unsavedBase ? path : nil
        let stamp = file.flatMap(JournalBaseFile.Stamp.of)
        do {
            let w = try store.create(for: path, name: name, inputs: inputs.isEmpty ? nil : inputs, unsavedBase: unsavedBase,
                                     lastEdit: lastEdit, savedFile: fileVersion,
                                     fileBase: stamp != nil, waitForDisk: false)
            if let file, let stamp { w.begin(referencing: file, stamp: stamp, else: document) } else { w.begin(with: document) }
            writer = w
            problem = nil
            shortProblem = nil
            journalBehind = false
            retryDeadline = nil
            flush()
        } catch {
            writer = nil
            failed(tr("unsaved work cannot be protected (%@)", Self.reason(error)), error)
        }
    }

    private func working() {
        problem = nil
        shortProblem = nil
        journalBehind = false
        retryDeadline = nil
        letGoOfHeldClaims()
    }

    private func failed(_ text: String, _ error: Error) {
        problem = text
        if case .io(_, let reason)? = error as? JournalError { shortProblem = reason } else { shortProblem = nil }
        journalBehind = shortProblem == nil
        retryDeadline = clock.now.addingTimeInterval(Self.retryInterval)
    }

    private static func reason(_ error: Error) -> String {
        (error as? JournalError)?.description ?? "\(error)"
    }

    /// Takes over the offered journal's claim after its document became the open one: the
    /// old journal is kept claimed until the new one holds the work on disk, then deleted, or
    /// kept aside when `damaged` (what lies past its damage was not recovered).
    func takeOver(_ claim: JournalClaim, damaged: Bool = false) {
        heldClaims.append((claim, damaged))
    }

    private func letGoOfHeldClaims() {
        for held in heldClaims {
            if held.damaged { _ = held.claim.keepAside() } else { held.claim.retire() }
        }
        heldClaims = []
    }

    /// Waits until the journal's background work (encoding, writing) is done (tests).
    func waitUntilIdle() {
        writer?.waitUntilIdle()
    }

    /// The current journal's writer, if there is one (tests).
    var currentWriter: JournalWriter? { writer }

    /// Removes and returns the offered journal.
    func takeOffer() -> JournalClaim? {
        offers.isEmpty ? nil : offers.removeFirst()
    }
}
