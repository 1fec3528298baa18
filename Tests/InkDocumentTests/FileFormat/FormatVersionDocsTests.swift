/// The documents that name the version a save writes (the README, the manual page, the file
/// format's description) name the one `DocumentFile.encode` writes: the manual page said
/// version 3 for a whole format version after saves became version 4.
import Foundation
import Testing
@testable import InkDocument

@Suite struct FormatVersionDocsTests {
    static func text(_ path: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test(arguments: [
        ("README.md", "Saves are file format version %d"),
        ("packaging/inkstone.1", "current file format (version %d"),
        ("docs/FILE-FORMAT.md", "Every save writes version %d"),
    ])
    func eachNamesTheVersionASaveWrites(path: String, phrase: String) throws {
        let wanted = String(format: phrase, DocumentFile.version)
        let says = try Self.text(path).replacingOccurrences(of: "\n", with: " ").contains(wanted)
        #expect(says, "\(path) does not say \"\(wanted)\"")
    }
}
