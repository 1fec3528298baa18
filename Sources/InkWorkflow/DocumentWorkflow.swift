import InkGeometry
import Foundation
import InkDocument
import InkInterface

/// The life of the open document, without X: opening, saving, saving as, closing with unsaved
/// changes, recovering the work of a crashed run and keeping its journal until the work is in
/// a file or discarded. It takes the editor's `Outcome`s, carries out the effects about
/// documents (journal edits, prompt answers, chosen files, file commands) and hands on the
/// damage and what only the platform can do (`.setTitle`, `.savePreferences`, `.report`,
/// `.quit`). Files, time and the desktop's chooser come through small protocols.
@MainActor
public final class DocumentWorkflow {
    /// What the app was started with.
    public struct Setup: Sendable {
        /// The document's name for the title ("Untitled", a file or folder name).
        public var title: String
        /// The `.inkstone` file it was read from, if any: where Ctrl+S saves.
        public var documentPath: String?
        /// The folder the opened images came from (where a first save goes).
        public var sourceFolder: String?
        /// The file each of the document's images came from, by key.
        public var imageOrigins: [String: String]
        /// The process environment (where journals live: `XDG_STATE_HOME`, `HOME`).
        public var environment: [String: String]
        /// Whether the document is exactly what `documentPath` holds (false when the command
        /// line changed it while opening, as `--dpi` does): only then does the journal refer
        /// to the file instead of copying the document.
        public var documentIsFileContent = true
        /// What the command line named when one of its PDFs needs a password: `begin` asks for
        /// it in the window and opens them then (empty: nothing waits).
        public var lockedInputs: [String]
        /// What the command line named and the document was opened from (absolute paths;
        /// empty: a new document): opened again in a window of its own when recovered work of
        /// another document takes this window.
        public var inputs: [String]

        public init(title: String = tr("Untitled"), documentPath: String? = nil, sourceFolder: String? = nil,
                    imageOrigins: [String: String] = [:], environment: [String: String], lockedInputs: [String] = [],
                    documentIsFileContent: Bool = true, inputs: [String] = []) {
            self.title = title; self.documentPath = documentPath; self.sourceFolder = sourceFolder
            self.imageOrigins = imageOrigins; self.environment = environment; self.lockedInputs = lockedInputs
            self.documentIsFileContent = documentIsFileContent; self.inputs = inputs
        }
    }

    let files: any DocumentFiles
    let chooser: (any SystemChooser)?
    let keeper: DocumentKeeper
    /// The document's name, shown in the title.
    public internal(set) var title: String
    /// The editor's change count when the document was last saved or opened (-1: never, as
    /// for recovered work).
    var savedChangeCount = 0
    /// The document's state when it was last saved or opened (nil: none, as for recovered work):
    /// undo or redo back to it leaves nothing unsaved (`DocumentMark`).
    var savedMark: DocumentMark? = DocumentMark(history: 0, step: 0)
    /// Whether leaving now loses nothing (saved, or the person chose to discard).
    public internal(set) var cleanExit = false
    /// The file each page image came from (by key), to name it when it cannot be shown.
    public internal(set) var imageOrigins: [String: String]
    let startFolder: String?
    /// The folder of the last document opened with a chooser.
    var openedFolder: String?
    /// A save or an export waiting for "Replace?", an open waiting for "Discard changes?".
    var pendingOverwrite: (path: String, mode: FileChooser.Mode)?
    /// The export under way (`DocumentWorkflow+Export`): where it writes (a folder of PNGs or
    /// a PDF), what the notice at its end adds (ink past a page's edge), and whether it is a PDF.
    var pageExport: (folder: String, note: String, isPDF: Bool)?
    /// The PDF this window last exported the document to and its version then: Export PDF
    /// suggests it again, and replaces it without asking while it is still that file (not
    /// changed or replaced since). Forgotten when another document takes the window.
    var exportedPDF: (path: String, version: FileVersion?)?
    /// The folder of PNG pages this window last exported the document to, and what it wrote
    /// there: Ctrl+E writes over it while nobody changed that. Forgotten with `exportedPDF`.
    var exportedPages: ExportedPages?
    var pendingOpen: String?
    /// The version of the document's file this window last read or wrote (nil: none known):
    /// a save finds whether another window or program saved it since (`save(to:)`). Kept by
    /// the keeper, whose journals carry it for a recovery.
    var fileVersion: FileVersion? {
        get { keeper.fileVersion }
        set { keeper.fileVersion = newValue }
    }
    /// A close whose Save waits: for the "changed since it was opened" question (Replace), or
    /// for the chooser to say where (a document with no file, or Save as…). It goes on once the
    /// document is saved; Cancel, a failed save or any other file command forgets it.
    var closeAfterSave: CloseStep?
    /// The version of the document's file last found to hold nothing this Inkstone cannot write
    /// back, or whose such parts the person agreed to drop (`save(to:)` asks otherwise).
    var unkeptChecked: FileVersion?
    /// What waits for the document to be saved: the window's close, the document's, or
    /// another document's opening in its place.
    enum CloseStep { case quit, closeDocument, open(String) }
    /// An open waiting for a PDF's password, and what was typed for it.
    var pendingLocked: LockedOpen?
    /// Recovered work waiting for its PDF's password before it is shown.
    var pendingRecovery: TakenRecovery?
    var typedPassword: String?
    /// The title must be said again once the current call is done.
    var titleChanged = false
    /// What is remembered between runs: views of documents are noted here as they are left.
    public var stateKeeper: StateKeeper?
    /// Which inputs the document was opened from (`StateKeeper.key(for:)`), when not a `.inkstone` file.
    public var openedKey: String?
    /// The files the document shown was opened from as it is (the command line's, an open's,
    /// or those recovered work was opened from; empty for a new document or a closed one).
    var openedInputs: [String]

    /// Starts journaling `document`; journals of earlier runs are claimed, to be offered by `begin`.
    public init(setup: Setup, document: Document, files: any DocumentFiles, clock: any WorkflowClock = SystemClock(),
                chooser: (any SystemChooser)? = nil) {
        self.files = files
        self.chooser = chooser
        title = setup.title
        openedInputs = setup.inputs
        files.markUsed(setup.inputs)
        imageOrigins = setup.imageOrigins
        startFolder = setup.sourceFolder
        keeper = DocumentKeeper(environment: setup.environment, path: setup.documentPath, clock: clock)
        // Named after files (a PDF, an image folder) even before it is saved: the journal says so.
        if setup.documentPath != nil || setup.sourceFolder != nil || !setup.imageOrigins.isEmpty { keeper.name = setup.title }
        keeper.inputs = setup.inputs
        keeper.fileVersion = setup.documentPath.flatMap { files.version(of: $0) }
        keeper.start(with: document, isFileContent: setup.documentIsFileContent)
        if let locked = setup.lockedInputs.first {
            pendingLocked = LockedOpen(paths: setup.lockedInputs, passwords: [:], locked: locked, wrong: false)
        }
    }

    /// The `.inkstone` file the document lives in, if any.
    public var documentPath: String? { keeper.path }
    var sourceFolder: String? { openedFolder ?? startFolder }
    /// Which document this is, for remembering where it was looked at: its `.inkstone` file,
    /// else the inputs it was opened from (nil for a new one).
    public var documentKey: String? { keeper.path.flatMap { StateKeeper.key(for: [$0]) } ?? openedKey }

    /// Whether the document has changes no file holds.
    public func hasUnsavedChanges(_ editor: Editor) -> Bool {
        editor.changeCount != savedChangeCount && (editor.documentMark == nil || editor.documentMark != savedMark)
    }

    /// What a file holds now is the document as it is (saved, opened, a new one).
    func markSaved(_ editor: Editor) {
        savedChangeCount = editor.changeCount
        savedMark = editor.documentMark
    }

    /// The document is recovered work no file holds, whatever is undone.
    func markRecoveredUnsaved() {
        savedChangeCount = -1
        savedMark = nil
    }

    /// "*name — Inkstone" while there are unsaved changes, "name — Inkstone" otherwise.
    public func windowTitle(_ editor: Editor) -> String {
        "\(hasUnsavedChanges(editor) ? "*" : "")\(title) — Inkstone"
    }

    /// At start: offers the newest work a crashed run left (a prompt), if any, and says what
    /// is wrong with the journal or with journals found at start.
    public func begin(_ editor: inout Editor) -> Outcome {
        var outcome = keeper.recoveryPrompt.map { editor.ask($0) } ?? .none
        if outcome.isEmpty, let locked = pendingLocked { outcome = askPassword(locked, &editor) }
        if outcome.isEmpty { outcome = offerSavedNotebook(&editor) }
        outcome.formUnion(journalNews(&editor))
        return outcome
    }

    /// Carries out an outcome of the editor: the document's effects here, in order (answers
    /// and file commands may ask the editor again; what that yields is carried out too). Returns
    /// the damage and the effects for the platform, with any news about the journal.
    public func carryOut(_ outcome: Outcome, _ editor: inout Editor) -> Outcome {
        // Most events (every pen motion) have no effects and nothing new about the journal:
        // passed on as they are, a drawing motion's `strokeOnly` kept. Any other result is
        // built anew, without it (the editor may have changed here).
        if outcome.effects.isEmpty, !titleChanged, !keeper.hasNews { return outcome }
        var result = Outcome(damage: outcome.damage)
        var effects = outcome.effects
        var next = 0
        while next < effects.count {
            let effect = effects[next]
            next += 1
            var more = Outcome.none
            switch effect {
            case .documentChanged: titleChanged = true
            case .restartJournal(let base): keeper.rebase(base)
            case .recordEdits(let edits): keeper.record(edits, images: editor.document.images)
            case .recordDraft(let draft): keeper.recordDraft(draft)
            case .promptAnswered(let topic, let choice): more = answered(topic, choice, &editor)
            case .secretGiven(let secret): typedPassword = secret
            case .fileChosen(let mode, let path): more = chosen(mode, path, &editor)
            case .fileRequest(let request): more = fileCommand(request, &editor)
            case .savePreferences, .setTitle, .report, .quit, .openNewWindow, .openInNewWindow, .toggleFullscreen: result.effects.append(effect)
            case .offerStrokes, .pasteRequested, .offerText, .pasteTextRequested: result.effects.append(effect)
            }
            result.damage.formUnion(more.damage)
            effects += more.effects
        }
        result.formUnion(journalNews(&editor))
        if titleChanged {
            titleChanged = false
            result.effects.append(.setTitle(windowTitle(editor)))
        }
        return result
    }

    /// The window's close button: asks first when there are unsaved changes, else quits.
    public func closeRequested(_ editor: inout Editor) -> Outcome {
        carryOut(quitRequested(&editor), &editor)
    }

    /// The close button's and Ctrl+Q's question, or the quit when there is nothing to lose.
    func quitRequested(_ editor: inout Editor, exportStopped: Bool = false) -> Outcome {
        // An export under way would be stopped and leave nothing: asked first.
        if let running = pageExport, !exportStopped {
            return editor.ask(Prompt(topic: .quitDuringExport, message: tr("Stop exporting the pages and quit?"),
                                     detail: tr("The pages being written to %@ will not be kept.", running.folder),
                                     choices: [tr("Quit"), tr("Cancel")], escapeChoice: 1))
        }
        guard hasUnsavedChanges(editor) else {
            cleanExit = true
            return Outcome(effects: [.quit])
        }
        return editor.ask(Prompt(topic: .closeUnsaved, message: tr("Save changes before closing?"),
                                 detail: tr("Your changes to %@ will be lost if you don't save them.", title),
                                 choices: [tr("Save"), tr("Don't Save"), tr("Cancel")], escapeChoice: 2))
    }

    /// Asked to end (logout, kill): nothing to ask about then. Unsaved work is flushed to the
    /// journal and offered at the next start.
    public func terminate(_ editor: inout Editor) -> Outcome {
        if keeper.baseCheckDeadline != nil { keeper.checkBase(against: editor.document) }
        keeper.flushNow()
        let news = journalNews(&editor)
        cleanExit = !hasUnsavedChanges(editor)
        return news
    }

    /// At exit: a clean exit retires the journal (its work is saved or was discarded); else it
    /// stays for the next start.
    public func finish() {
        if cleanExit { keeper.retire() }
    }

    /// Writes what the journal holds at once (the event loop cannot go on).
    public func flushJournal() {
        keeper.flushNow()
    }

    /// The X server went away: writes the journal and says where the work is.
    public func connectionLost() -> String {
        keeper.flushNow()
        if let problem = keeper.problem {
            return "inkstone: " + tr("lost the connection to the X server; crash protection is off: %@", problem)
        }
        return "inkstone: " + tr("lost the connection to the X server; unsaved work is in the journal and is offered at the next start")
    }
}
