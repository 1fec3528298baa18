/// Test support for the document workflow: documents in memory instead of files, a clock the
/// test moves, a desktop chooser that records what it was asked, and a folder of its own for
/// the journals (they are real files: the journal is part of what is tested).
import Foundation
import InkDocument
import InkGeometry
import InkInput
import InkInterface
@testable import InkWorkflow
import InkTestSupport

struct FakeFileError: Error, CustomStringConvertible {
    var description: String
}

/// Documents kept in memory by path; other paths can be marked as taken.
@MainActor final class FakeFiles: DocumentFiles {
    var documents: [String: Document] = [:]
    var taken: Set<String> = []
    var saves: [String] = []
    /// When set, every save fails with this.
    var saveFailure: FakeFileError?
    var exports: [String] = []
    let homeFolder = "/home/ink"
    /// When set, saves are also written as real files (a journal may refer to them).
    var writesFiles = false

    func exists(_ path: String) -> Bool { documents[path] != nil || taken.contains(path) }

    /// The bytes of files on the fake disk, where a test needs them (`holdsOneOf`).
    var bytes: [String: Data] = [:]

    func holdsOneOf(_ path: String, _ contents: [String: Data]) -> Bool {
        bytes[path].map { data in contents.values.contains(data) } ?? false
    }

    func load(_ path: String) throws -> (document: Document, imageOrigins: [String: String]) {
        try load([path], passwords: [:])
    }

    /// Documents that open only with a password, by path.
    var passwords: [String: String] = [:]

    func load(_ paths: [String], passwords given: [String: String]) throws -> (document: Document, imageOrigins: [String: String]) {
        var pages: [Page] = []
        var images: [String: Data] = [:]
        for path in paths {
            if let needed = passwords[path], given[path] != needed {
                throw ImportError.passwordNeeded(path: path, wrongPassword: given[path] != nil)
            }
            guard let document = documents[path] else { throw FakeFileError(description: "no such file") }
            pages += document.pages
            images.merge(document.images) { a, _ in a }
        }
        return (Document(pages: pages, images: images), [:])
    }

    /// Encrypted PDFs a document may hold, by image key: the password that opens each.
    var lockedPDFs: [String: String] = [:]

    func unlockPDFs(in document: inout Document, trying password: String?) -> Int {
        var locked = 0
        for (key, needed) in lockedPDFs where document.images[key] != nil && document.pdfPasswords[key] != needed {
            if password == needed { document.pdfPasswords[key] = needed } else { locked += 1 }
        }
        return locked
    }

    /// The version of each file (`version(of:)`); a save makes a new one, as an atomic write does.
    var versions: [String: FileVersion] = [:]
    private var nextInode: UInt64 = 1

    func version(of path: String) -> FileVersion? { versions[path] }
    /// What each file holds that this Inkstone cannot keep (`DocumentFiles.unkeptParts`).
    var unkept: [String: [String]] = [:]
    func unkeptParts(of path: String) -> [String] { unkept[path] ?? [] }

    /// Another window or program saves `document` to `path`.
    func changeElsewhere(_ path: String, to document: Document) {
        documents[path] = document
        newVersion(path)
    }

    private func newVersion(_ path: String) {
        nextInode += 1
        versions[path] = FileVersion(device: 1, inode: nextInode, size: 1, modified: 0)
    }

    func save(_ document: Document, to path: String) throws {
        if let saveFailure { throw saveFailure }
        documents[path] = document
        newVersion(path)
        saves.append(path)
        if writesFiles { try DocumentFile.save(document, to: URL(fileURLWithPath: path)) }
    }

    /// The PDFs exported, by file.
    var pdfExports: [String] = []

    func startPDFExport(_ document: Document, to file: String, inputs: [String]) -> Bool {
        pdfExports.append(file)
        taken.insert(file)
        newVersion(file)   // written (atomically: a new file) by the time it ends
        return true
    }

    /// How many times the export under way was asked to stop.
    var exportsCancelled = 0

    func cancelPageExport() { exportsCancelled += 1 }

    /// What `markUsed` was told, in order.
    var used: [String] = []

    func markUsed(_ paths: [String]) { used += paths }

    /// What `recentFiles` answers.
    var recent: [String] = []

    func recentFiles() -> [String] { recent }

    /// What each page export was to replace (`startPageExport`'s `replacing`), in order.
    var replaced: [[String]] = []
    /// What each page export was told never to write over (`startPageExport`'s `inputs`).
    var pageExportInputs: [[String]] = []

    func startPageExport(_ document: Document, to folder: String, inputs: [String], replacing: [String]) -> Bool {
        exports.append(folder)
        replaced.append(replacing)
        pageExportInputs.append(inputs)
        taken.insert(folder)
        if versions[folder] == nil { newVersion(folder) }
        // Written (atomically: new files) by the time it ends; the earlier ones past the end go.
        let written = PageFileNames.names(count: document.pages.count).map { folder + "/" + $0 }
        for path in written { newVersion(path) }
        for path in replacing where !written.contains(path) { versions[path] = nil }
        return true
    }

    /// Someone edits `path` (an exported page) in another program.
    func editElsewhere(_ path: String) { newVersion(path) }
}

/// A clock that moves only when the test says.
final class ManualClock: WorkflowClock, @unchecked Sendable {
    var now = Date(timeIntervalSince1970: 1_800_000_000)
}

/// The desktop's chooser, answering later through `desktopChose`.
@MainActor final class FakeChooser: SystemChooser {
    var isWaiting = false
    var asked: [String] = []
    func open(title: String, folder: String) -> Bool {
        asked.append("open \(folder)")
        isWaiting = true
        return true
    }
    func save(_ mode: FileChooser.Mode, title: String, currentName: String, folder: String) -> Bool {
        asked.append("\(mode == .exportPDF ? "export" : "save") \(folder)/\(currentName)")
        isWaiting = true
        return true
    }
}

/// A temporary home per test: the journal folder lives in it.
final class StateFolder {
    private let folder: TemporaryFolder
    var root: URL { folder.url }
    init() throws { folder = try TemporaryFolder("workflow") }
    var environment: [String: String] { ["HOME": root.appendingPathComponent("home").path, "XDG_STATE_HOME": root.path] }
    var journalFolder: String { root.appendingPathComponent("inkstone/journal").path }
    /// The journal files there now.
    var journals: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: journalFolder)) ?? []).filter { $0.hasSuffix(".journal") }.sorted()
    }
}

/// A workflow and its editor, with the effects the platform was handed.
@MainActor struct Session {
    let files: FakeFiles
    let clock: ManualClock
    let chooser: FakeChooser?
    let workflow: DocumentWorkflow
    var editor: Editor
    /// The platform's effects so far (titles, reports, quit, preferences), in order.
    var platform: [Effect] = []

    init(state: StateFolder, files: FakeFiles? = nil, chooser: FakeChooser? = nil, document: Document = Document(),
         title: String = "Untitled", path: String? = nil, sourceFolder: String? = nil, lockedInputs: [String] = [],
         inputs: [String] = []) {
        let files = files ?? FakeFiles()
        self.files = files
        self.chooser = chooser
        clock = ManualClock()
        editor = Editor(document: document, windowSize: Size(800, 700))
        workflow = DocumentWorkflow(setup: .init(title: title, documentPath: path, sourceFolder: sourceFolder, environment: state.environment,
                                                 lockedInputs: lockedInputs, inputs: inputs),
                                    document: document, files: files, clock: clock, chooser: chooser)
        show(workflow.begin(&editor))
    }

    /// What the platform does with an outcome: the workflow carries it out first.
    mutating func show(_ outcome: Outcome) {
        platform += workflow.carryOut(outcome, &editor).effects
    }

    mutating func key(_ character: String, _ modifiers: KeyChord.Modifiers = .control) {
        show(editor.handle(KeyChord(.character(character), modifiers)))
    }

    /// Types `text` and presses a key (Enter by default).
    mutating func type(_ text: String, then key: KeyChord.Key = .enter) {
        for c in text { show(editor.handle(KeyChord(.character(String(c))))) }
        show(editor.handle(KeyChord(key)))
    }

    /// A stroke with the mouse.
    mutating func draw(y: Double = 300) {
        for event in PointerEvents.stroke([Point(200, y), Point(300, y), Point(400, y)]) { show(editor.handle(event)) }
    }

    /// The app's own chooser chose `path` for `mode` (it closes, as when confirmed).
    mutating func chose(_ mode: FileChooser.Mode, _ path: String) {
        if editor.chooser != nil { show(editor.handle(KeyChord(.escape))) }
        show(Outcome(effects: [.fileChosen(mode, path: path)]))
    }

    /// Taps the prompt's answer at `choice`.
    mutating func answer(_ choice: Int) {
        guard let prompt = editor.prompt else { return }
        let p = prompt.choiceFrames(in: editor.canvasFrame, measure: UniformTextMeasure())[choice].center
        show(editor.handle(PointerEvents.press(p)))
        show(editor.handle(PointerEvents.release(p)))
    }

    /// The last title the platform was told.
    var title: String? {
        platform.last { if case .setTitle = $0 { true } else { false } }.flatMap { if case .setTitle(let t) = $0 { t } else { nil } }
    }

    /// Lets the journal's background work finish and the timers it set fire (on the
    /// session's clock), as the event loop would: flushes due, their results collected.
    mutating func settleJournal() {
        for _ in 0..<10 {
            workflow.keeper.waitUntilIdle()
            guard let due = [workflow.keeper.flushDeadline, workflow.keeper.collectDeadline].compactMap({ $0 }).min() else { return }
            clock.now = max(clock.now, due)
            show(workflow.fireTimers(at: clock.now, &editor))
        }
    }

    var reports: [String] { platform.compactMap { if case .report(let line) = $0 { line } else { nil } } }
}
