import Foundation
import Glibc
import InkDocument
import InkRender
import InkWorkflow

/// The real files behind the document workflow: documents and images read with
/// `DocumentImport`, saved atomically with `DocumentFile`, pages exported with `DocumentExporter`.
@MainActor
final class DiskFiles: DocumentFiles {
    private let environment: [String: String]
    /// The pages' exports, on a thread of their own (the event loop polls it).
    let exports: PageExportQueue

    init(environment: [String: String], exports: PageExportQueue) {
        self.environment = environment
        self.exports = exports
    }

    func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Reads the file only when its size is one of theirs. A file that cannot be read is
    /// not taken for one of them: writing over it is then asked first, as for any file.
    func holdsOneOf(_ path: String, _ contents: [String: Data]) -> Bool {
        guard let size = FileVersion(path: path)?.size, contents.values.contains(where: { Int64($0.count) == size }),
              let data = try? FileBytes.read(path) else { return false }
        return contents.values.contains(data)
    }

    func load(_ path: String) throws -> (document: Document, imageOrigins: [String: String]) {
        let (document, origins) = try DocumentImport.load(from: [path], pdf: .poppler)
        return (document, origins)
    }

    func load(_ paths: [String], passwords: [String: String]) throws -> (document: Document, imageOrigins: [String: String]) {
        try DocumentImport.load(from: paths, pdf: .poppler, passwords: passwords)
    }

    func unlockPDFs(in document: inout Document, trying password: String?) -> Int {
        DocumentImport.lockedPDFs(in: &document, reader: .poppler, trying: password)
    }

    func save(_ document: Document, to path: String) throws {
        try DocumentFile.save(document, to: URL(fileURLWithPath: path))
    }

    func version(of path: String) -> FileVersion? { FileVersion(path: path) }
    func unkeptParts(of path: String) -> [String] { DocumentFile.unkeptParts(at: URL(fileURLWithPath: path)) }

    func startPageExport(_ document: Document, to folder: String, inputs: [String], replacing: [String]) -> Bool {
        // Nothing is written over an input (nor through a link to one).
        exports.start(document, to: URL(fileURLWithPath: folder), inputs: FileIdentity.of(inputs: inputs),
                      replacing: replacing.map { URL(fileURLWithPath: $0) })
    }

    func startPDFExport(_ document: Document, to file: String, inputs: [String]) -> Bool {
        exports.start(document, to: URL(fileURLWithPath: file), as: .pdf, inputs: FileIdentity.of(inputs: inputs))
    }

    func cancelPageExport() { exports.cancel() }

    var homeFolder: String { environment["HOME"] ?? FileManager.default.currentDirectoryPath }

    /// The desktop's recently used files (`RecentlyUsed`); nil when the desktop asks for none.
    var recentlyUsed: RecentlyUsed?

    func markUsed(_ paths: [String]) { recentlyUsed?.add(paths) }

    func recentFiles() -> [String] { recentlyUsed?.read() ?? [] }
}
