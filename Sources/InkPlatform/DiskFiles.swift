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

    init(environment: [String: String]) {
        self.environment = environment
    }

    func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    func load(_ path: String) throws -> (document: Document, imageOrigins: [String: String]) {
        let (document, origins) = try DocumentImport.load(from: [path], pdf: .poppler)
        return (document, origins)
    }

    func load(_ paths: [String], passwords: [String: String]) throws -> (document: Document, imageOrigins: [String: String]) {
        try DocumentImport.load(from: paths, pdf: .poppler, passwords: passwords)
    }

    func save(_ document: Document, to path: String) throws {
        try DocumentFile.save(document, to: URL(fileURLWithPath: path))
    }

    func exportPages(_ document: Document, to folder: String, inputs: [String]) throws -> Int {
        // Nothing is written over an input (nor through a link to one).
        try DocumentExporter.exportPNG(document, to: URL(fileURLWithPath: folder), inputs: FileIdentity.of(inputs: inputs)).count
    }

    var homeFolder: String { environment["HOME"] ?? FileManager.default.currentDirectoryPath }
}
