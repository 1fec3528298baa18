import Foundation

extension Journal {
    /// What journal format version 2 adds to version 1 (whose records, `RecordV1`, it keeps
    /// unchanged): the file base, record kind 4, that refers to the saved document file
    /// instead of holding the document.
    enum RecordV2 {
        /// The JSON of a file base record (kind 4): `{"crc32":C,"modified":NS,"path":P,"size":N}`.
        struct BaseFile: Codable, Equatable {
            var path: String
            var size: Int64
            /// Nanoseconds since 1970-01-01 UTC.
            var modified: Int64
            var crc32: UInt32
            enum CodingKeys: String, CodingKey { case path, size, modified, crc32 }

            init(_ file: JournalBaseFile) {
                path = file.path; size = file.size; modified = file.modified; crc32 = file.crc32
            }

            var value: JournalBaseFile { JournalBaseFile(path: path, size: size, modified: modified, crc32: crc32) }
        }
    }
}

extension Journal.Packing {
    static func encode(_ file: JournalBaseFile) throws -> Data {
        try jsonEncoder().encode(Journal.RecordV2.BaseFile(file))
    }

    static func decodeBaseFile(_ payload: Data) throws -> JournalBaseFile {
        try decodeJSON(Journal.RecordV2.BaseFile.self, from: payload).value
    }
}
