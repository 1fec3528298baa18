/// What is remembered between runs, through the store: a start takes up the tools, the hint
/// and the opened document's view; the end writes them over what another run wrote meanwhile;
/// a document left for another has its view noted and the one opened gets its own back. The
/// state file: written atomically, read back the same, and a broken one named once and replaced.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport
@testable import InkWorkflow

/// A store in memory: what was saved, or a problem to report.
final class MemoryStore: StateStore, @unchecked Sendable {
    var state = RememberedState()
    var problem: String?
    var saves = 0
    func load() -> StateLoad { StateLoad(state: state, problem: problem) }
    func save(_ state: RememberedState) throws {
        self.state = state
        saves += 1
    }
}

@Suite(.serialized) @MainActor struct StateKeeperTests {
    static func pages(_ n: Int = 5) -> Document { Document(pages: (0..<n).map { _ in Page(blankSize: Size(400, 300)) }) }

    @Test func toolsHintAndViewGoToTheStoreAndComeBack() {
        let store = MemoryStore()
        var editor = Editor(document: Self.pages(), windowSize: Size(800, 700))
        let keeper = StateKeeper(store: store)
        _ = keeper.begin(&editor, documentKey: "/docs/a.pdf")
        #expect(editor.showsHint == false, "a document with pages shows no hint")
        _ = editor.run(.selectTool(.pencil), for: .mouse)
        _ = editor.run(.selectColor(2), for: .mouse)
        _ = editor.handle(KeyChord(.pageDown))
        _ = editor.handle(KeyChord(.pageDown))
        _ = editor.handle(KeyChord(.character("+"), .control))
        try? keeper.finish(editor, documentKey: "/docs/a.pdf")
        #expect(store.saves == 1)
        #expect(store.state.view(of: "/docs/a.pdf")?.page == 2)

        var next = Editor(document: Self.pages(), windowSize: Size(800, 700))
        _ = StateKeeper(store: store).begin(&next, documentKey: "/docs/a.pdf")
        #expect(next.toolState(for: .mouse) == editor.toolState(for: .mouse))
        #expect(next.viewport == editor.viewport)
        #expect(next.currentPage == 2)

        var other = Editor(document: Self.pages(), windowSize: Size(800, 700))
        let home = other.viewport
        _ = StateKeeper(store: store).begin(&other, documentKey: "/docs/b.pdf")
        #expect(other.viewport == home, "another document starts at its start")
    }

    @Test func theEndWritesOverWhatAnotherRunWroteMeanwhile() throws {
        let store = MemoryStore()
        var editor = Editor(document: Self.pages(), windowSize: Size(800, 700))
        let keeper = StateKeeper(store: store)
        _ = keeper.begin(&editor, documentKey: "/docs/mine.pdf")
        var theirs = RememberedState()
        theirs.remember(DocumentView(key: "/docs/theirs.pdf", page: 1, x: 0, y: 0, zoom: 1))
        store.state = theirs
        try keeper.finish(editor, documentKey: "/docs/mine.pdf")
        #expect(store.state.documents.map(\.key) == ["/docs/mine.pdf", "/docs/theirs.pdf"])
    }

    @Test func aProblemIsReportedAndTheStartIsAFirstStart() {
        let store = MemoryStore()
        store.problem = "broken"
        let keeper = StateKeeper(store: store)
        #expect(keeper.problem == "broken")
        var editor = Editor(windowSize: Size(800, 700))
        _ = keeper.begin(&editor, documentKey: nil)
        #expect(editor.showsHint)
    }

    @Test func openingAnotherDocumentNotesTheViewAndRestoresTheNewOnes() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        files.documents["/docs/a.inkstone"] = Self.pages()
        files.documents["/docs/b.inkstone"] = Self.pages(3)
        let store = MemoryStore()
        var s = Session(state: state, files: files, document: Self.pages(), path: "/docs/a.inkstone")
        s.workflow.stateKeeper = StateKeeper(store: store)
        _ = s.workflow.stateKeeper?.begin(&s.editor, documentKey: s.workflow.documentKey)
        s.show(s.editor.handle(KeyChord(.pageDown)))
        s.show(s.editor.handle(KeyChord(.pageDown)))
        let onA = s.editor.viewport
        s.show(s.workflow.chosen(.open, "/docs/b.inkstone", &s.editor))
        #expect(s.workflow.documentKey == "/docs/b.inkstone")
        #expect(s.editor.viewIsHome)
        s.show(s.editor.handle(KeyChord(.pageDown)))
        s.show(s.workflow.chosen(.open, "/docs/a.inkstone", &s.editor))
        #expect(s.editor.viewport == onA, "back where it was")
        try s.workflow.stateKeeper?.finish(s.editor, documentKey: s.workflow.documentKey)
        #expect(store.state.documents.map(\.key) == ["/docs/a.inkstone", "/docs/b.inkstone"])
        #expect(store.state.view(of: "/docs/b.inkstone")?.page == 1)
    }

    @Test func theKeyOfInputsIsTheirAbsolutePaths() {
        let cwd = FileManager.default.currentDirectoryPath
        #expect(StateKeeper.key(for: []) == nil)
        #expect(StateKeeper.key(for: ["/a/../b/c.pdf"]) == "/b/c.pdf")
        #expect(StateKeeper.key(for: ["x.png", "/y.png"]) == "\(cwd)/x.png\n/y.png")
    }
}

@Suite struct StateFileTests {
    @Test func itLivesBesideTheJournalsInTheStateHome() {
        #expect(StateFile(environment: ["XDG_STATE_HOME": "/s"]).url.path == "/s/inkstone/state.json")
        #expect(StateFile(environment: ["HOME": "/h"]).url.path == "/h/.local/state/inkstone/state.json")
        #expect(StateFile(environment: ["HOME": "/h", "XDG_STATE_HOME": "relative"]).url.path == "/h/.local/state/inkstone/state.json")
    }

    @Test func whatIsSavedIsReadBackAndNothingIsLeftBeside() throws {
        let folder = try TemporaryFolder("state")
        let file = StateFile(environment: ["XDG_STATE_HOME": folder.path])
        #expect(file.load().state == RememberedState())
        #expect(file.load().problem == nil, "no file is no problem")
        var state = RememberedState()
        state.hintDismissed = true
        state.devices["pen"] = RememberedTools(ToolState(tool: .pencil))
        state.remember(DocumentView(key: "/a.pdf", page: 2, x: 3, y: 4, zoom: 1.25))
        try file.save(state)
        try file.save(state)
        let loaded = file.load()
        #expect(loaded.state == state)
        #expect(loaded.problem == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/inkstone") == ["state.json"])
    }

    @Test func aBrokenFileIsNamedAndTheNextSaveReplacesIt() throws {
        let folder = try TemporaryFolder("state")
        let file = StateFile(environment: ["XDG_STATE_HOME": folder.path])
        try FileManager.default.createDirectory(atPath: folder.path + "/inkstone", withIntermediateDirectories: true)
        for broken in ["{\"devices\": 7}", "\u{0}\u{1}garbage", ""] {
            try Data(broken.utf8).write(to: file.url)
            let loaded = file.load()
            #expect(loaded.state == RememberedState())
            let problem = try #require(loaded.problem)
            #expect(problem.contains(file.url.path) && problem.contains("replaces"))
        }
        try file.save(RememberedState())
        #expect(file.load().problem == nil)
    }

    @Test func anUnreadableFileIsNamed() throws {
        let folder = try TemporaryFolder("state")
        let file = StateFile(environment: ["XDG_STATE_HOME": folder.path])
        // A folder where the file should be: it cannot be read (root reads any mode).
        try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: true)
        let problem = file.load().problem
        #expect(problem?.contains("cannot be read") == true)
        // The reason in words, not Foundation's error domain and number.
        #expect(problem?.contains("it is a folder") == true, "\(problem ?? "")")
        #expect(problem?.contains("NSCocoaErrorDomain") == false, "\(problem ?? "")")
        // A folder cannot be replaced by the next save: the message does not promise it.
        #expect(problem?.contains("replaces the file") == false, "\(problem ?? "")")
        #expect(problem?.contains("until it is moved away") == true, "\(problem ?? "")")
    }

    /// A file that cannot be read for another reason (no permission, as root cannot be
    /// refused: a broken encoding here) is still replaced by the next save, as the message says.
    @Test func aBrokenFileIsSaidToBeReplaced() throws {
        let folder = try TemporaryFolder("state")
        let file = StateFile(environment: ["XDG_STATE_HOME": folder.path])
        try FileManager.default.createDirectory(atPath: folder.path + "/inkstone", withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: file.url)
        let problem = try #require(file.load().problem)
        #expect(problem.contains("replaces the file") && !problem.contains("moved away"), "\(problem)")
    }

    /// A file far larger than any remembered state (200 documents' views take ~40 kB) is
    /// refused before it is read, and named.
    @Test func anEnormousFileIsRefusedUnread() throws {
        let folder = try TemporaryFolder("state")
        let file = StateFile(environment: ["XDG_STATE_HOME": folder.path])
        try FileManager.default.createDirectory(atPath: folder.path + "/inkstone", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: file.url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file.url)
        try handle.truncate(atOffset: UInt64(StateFile.largest) + 1)   // sparse: no disk used
        try handle.close()
        let loaded = file.load()
        #expect(loaded.state == RememberedState())
        let problem = try #require(loaded.problem)
        #expect(problem.contains("larger than 16 MB") && problem.contains(file.url.path), "\(problem)")
    }
}
