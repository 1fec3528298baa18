/// Saving is all or nothing: when the file cannot be put in place, or the document cannot
/// be encoded, whatever was at the path stays as it was and no temporary file is left.
import Foundation
import Testing
import InkDocument
import InkTestSupport

@Suite struct DocumentFileAtomicSaveTests {
    @Test func aFailedRenameLeavesTheOldContentAndNoTemporaryFile() throws {
        let scratch = try TemporaryFolder("file-tests")
        let folder = scratch.url
        // Tests run as root, so permissions cannot stop the save: a non-empty folder at the
        // target path makes the final rename fail instead.
        let target = folder.appendingPathComponent("notes.inkstone")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        let old = target.appendingPathComponent("old")
        try Data("old content".utf8).write(to: old)

        #expect(throws: FileSaveError.self) { try DocumentFile.save(DocumentFileSamples.document, to: target) }
        #expect(try Data(contentsOf: old) == Data("old content".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.inkstone"])
    }

    @Test func aDocumentThatCannotBeEncodedLeavesTheOldFile() throws {
        let scratch = try TemporaryFolder("file-tests")
        let folder = scratch.url
        let target = folder.appendingPathComponent("notes.inkstone")
        try DocumentFile.save(DocumentFileSamples.document, to: target)
        let before = try Data(contentsOf: target)

        var broken = DocumentFileSamples.document
        broken.images = [:]
        #expect(throws: DocumentFileError.self) { try DocumentFile.save(broken, to: target) }
        #expect(try Data(contentsOf: target) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.inkstone"])
    }

    @Test func savingOverAnExistingFileReplacesIt() throws {
        let scratch = try TemporaryFolder("file-tests")
        let folder = scratch.url
        let target = folder.appendingPathComponent("notes.inkstone")
        try Data("an older save".utf8).write(to: target)
        try DocumentFile.save(DocumentFileSamples.document, to: target)
        #expect(try DocumentFile.load(from: target) == DocumentFileSamples.document)
    }

    @Test func aFileThatCannotBeReadSaysWhyAndWhere() throws {
        let scratch = try TemporaryFolder("file-tests")
        let folder = scratch.url
        let missing = folder.appendingPathComponent("missing.inkstone")
        let error = DocumentFileSamples.error { _ = try DocumentFile.load(from: missing) }
        #expect(error == .unreadable(path: missing.path, reason: "No such file or directory"))
        #expect(error?.description == "Cannot read \(missing.path): No such file or directory.")
        #expect(DocumentFileSamples.error { _ = try DocumentFile.load(from: folder) }
                == .unreadable(path: folder.path, reason: "it is a folder"))
    }
}
