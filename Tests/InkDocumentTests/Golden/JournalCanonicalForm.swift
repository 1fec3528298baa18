/// A journal's records in a form that two writers of the same content agree on byte for byte.
///
/// Journals written before the records had their own types (`Journal.RecordV1`) put JSON
/// object members in whatever order the encoder chose, which differs from run to run; so
/// comparing such a journal with today's output compares each record's JSON as a value
/// (re-serialised with sorted keys) and every other byte (kinds, the packed points, image
/// bytes, the file prefix) exactly.
import Foundation
@testable import InkDocument

enum JournalCanonicalForm {
    struct Record: Equatable {
        var kind: UInt8
        /// The record's JSON, re-serialised with sorted keys.
        var json: Data
        /// The bytes after the JSON block (packed points, images); empty for the header.
        var rest: Data
    }

    /// The prefix (magic and version) and every record, in order. Throws if the journal does
    /// not parse to its end.
    static func of(_ journal: Data) throws -> (prefix: Data, records: [Record]) {
        var records: [Record] = []
        var offset = Journal.prefixLength
        while offset < journal.count {
            guard case .record(let frame) = Journal.readFrame(in: journal, at: offset) else {
                throw JournalError.malformedRecord("no complete record at \(offset)")
            }
            if frame.kind == Journal.RecordKind.header.rawValue {
                records.append(Record(kind: frame.kind, json: try sorted(frame.payload), rest: Data()))
            } else {
                var input = Journal.ByteReader(frame.payload)
                let json = try input.block()
                records.append(Record(kind: frame.kind, json: try sorted(json), rest: Data(frame.payload.dropFirst(input.offset))))
            }
            offset = frame.end
        }
        return (Data(journal.prefix(Journal.prefixLength)), records)
    }

    private static func sorted(_ json: Data) throws -> Data {
        try JSONSerialization.data(withJSONObject: try JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed]),
                                   options: [.sortedKeys, .fragmentsAllowed])
    }
}
