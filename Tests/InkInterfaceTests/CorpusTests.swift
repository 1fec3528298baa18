/// The kept corpus of malformed journals and documents (Tests/Corpus/journals, documents):
/// every file is either refused with a clear message, or opens into a document that takes new
/// strokes (and undo, redo) without trapping, with unique stroke ids. Every file has its line
/// in the folder's README, and every README line its file.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface

@Suite struct CorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus")

    static func files(_ kind: String, _ ext: String) -> [String] {
        let dir = corpus.appendingPathComponent(kind).path
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix("." + ext) }.sorted()
    }

    /// A refusal must say what is wrong, never the system's vague fallback.
    func checkMessage(_ error: Error, _ name: String) {
        let text = "\(error)"
        #expect(text.count > 12, "\(name): \(text)")
        #expect(!text.contains("could not be completed"), "\(name): \(text)")
    }

    /// Draws three strokes, undoes and redoes them: nothing traps, ids stay unique, and the
    /// document can be saved before and after.
    func takesStrokes(_ document: Document, _ name: String) {
        saves(document, "\(name) as opened")
        var editor = Editor(document: document, windowSize: Size(800, 700))
        _ = editor.showStart()
        let page = editor.currentPage
        let before = editor.document.pages[page].strokes.count
        for y in [300.0, 340, 380] { editor.line(y: y) }
        #expect(editor.document.pages[page].strokes.count == before + 3, "\(name)")
        let ids = editor.document.pages.flatMap(\.strokes).map(\.id.raw)
        #expect(Set(ids).count == ids.count, "\(name): ids \(ids)")
        for _ in 0..<3 { _ = editor.handle(KeyChord(.character("z"), .control)) }
        // Reassigning ids (at the end of the id space) starts the undo history over.
        #expect((before...before + 1).contains(editor.document.pages[page].strokes.count), "\(name): undone")
        for _ in 0..<3 { _ = editor.handle(KeyChord(.character("y"), .control)) }
        #expect(editor.document.pages[page].strokes.count == before + 3, "\(name): redone")
        editor.line(y: 420)
        let after = editor.document.pages.flatMap(\.strokes).map(\.id.raw)
        #expect(Set(after).count == after.count, "\(name): ids \(after)")
        saves(editor.document, "\(name) after drawing")
    }

    func saves(_ document: Document, _ what: String) {
        do { _ = try DocumentFile.encode(document) } catch { Issue.record("\(what) cannot be saved: \(error)") }
    }

    @Test func everyDocumentIsRefusedClearlyOrTakesStrokes() throws {
        let names = Self.files("documents", "inkstone")
        #expect(names.count >= 5)
        for name in names {
            let path = Self.corpus.appendingPathComponent("documents/\(name)").path
            do {
                takesStrokes(try DocumentImport.document(from: [path]), name)
            } catch {
                checkMessage(error, name)
            }
        }
    }

    @Test func everyJournalIsRefusedClearlyOrTakesStrokes() throws {
        let names = Self.files("journals", "journal")
        #expect(names.count >= 10)
        for name in names {
            let path = Self.corpus.appendingPathComponent("journals/\(name)").path
            do {
                let replay = try JournalReplay(contentsOf: path)
                guard let document = replay.document else {
                    checkMessage(JournalError.nothingToRecover(path: path), name)
                    continue
                }
                takesStrokes(document, name)
            } catch {
                checkMessage(error, name)
            }
        }
    }

    @Test(arguments: [("documents", "inkstone"), ("journals", "journal")])
    func everyFileHasItsReadmeLineAndEveryLineItsFile(kind: String, ext: String) throws {
        let readme = try String(contentsOf: Self.corpus.appendingPathComponent("\(kind)/README.md"), encoding: .utf8)
        let listed = readme.split(separator: "\n").filter { $0.hasPrefix("- `") }
            .compactMap { $0.dropFirst(3).split(separator: "`").first.map(String.init) }
        #expect(Set(listed) == Set(Self.files(kind, ext)))
    }
}
