/// Truncation: every proper prefix of a valid file is refused as cut short, at its length,
/// without crashing.
import Foundation
import Testing
import InkDocument

@Suite struct DocumentFileTruncationTests {
    @Test func everyPrefixIsRefusedAsTruncated() throws {
        let file = try DocumentFileSamples.file
        #expect(file.count > 500)
        var wrong: [Int] = []
        for length in 0..<file.count {
            let error = DocumentFileSamples.error { _ = try DocumentFile.decode(file.prefix(length)) }
            guard case .truncated(_, let at)? = error, at == length else { wrong.append(length); continue }
        }
        #expect(wrong.isEmpty)
    }

    @Test func theMessageSaysWhere() throws {
        let file = try DocumentFileSamples.file
        let error = DocumentFileSamples.error { _ = try DocumentFile.decode(file.prefix(file.count - 20)) }
        #expect(error == .truncated(part: "section 4 (IMAG)", atByte: file.count - 20))
        #expect(error?.description.contains("section 4 (IMAG)") == true)
    }

    /// An empty file read "cut short: it ends at byte 0, in the header".
    @Test func anEmptyFileIsSaidToBeEmpty() {
        let error = DocumentFileSamples.error { _ = try DocumentFile.decode(Data()) }
        if case .truncated(_, let at)? = error { #expect(at == 0) } else { Issue.record("not cut short: \(String(describing: error))") }
        #expect(error?.description == "The file is empty (0 bytes), so it was probably not saved or copied completely.")
    }

    @Test func aPrefixOfASliceIsReadRelativeToItsStart() throws {
        let file = try DocumentFileSamples.file
        let padded = Data([1, 2, 3]) + file
        #expect(try DocumentFile.decode(padded.dropFirst(3)) == DocumentFileSamples.document)
    }
}
