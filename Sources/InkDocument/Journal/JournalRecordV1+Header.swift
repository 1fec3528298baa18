import Foundation

/// Journal format version 1's header record (`Journal.RecordV1`).
extension Journal.RecordV1 {
    /// The header record (kind 1).
    struct Header: Codable, Equatable {
        var pid: Int32
        var processStart: UInt64?
        var bootID: String?
        var documentPath: String?
        /// Seconds since 2001-01-01 00:00:00 UTC.
        var created: Double
        var unsavedBase: Bool?
        /// Added within version 1: older Inkstones ignore it (and say "an untitled document").
        var name: String?
        /// Added within version 1, as `name` was.
        var inputs: [String]?
        /// Added within version 1: the page of the unsaved base's last change and the area
        /// it touched (x, y, width, height), absent for the whole page; older Inkstones
        /// ignore them (and recover such a journal at its start).
        var lastEditPage: Int?
        var lastEditArea: [Double]?
        /// Added within version 1: the version of the document's file the work was last in
        /// step with (`JournalHeader.savedFile`); older Inkstones ignore it (and save recovered
        /// work over the file without asking, as before).
        var savedFile: SavedFile?
        enum CodingKeys: String, CodingKey {
            case pid, processStart, bootID, documentPath, created, unsavedBase, name, inputs, lastEditPage, lastEditArea, savedFile
        }

        struct SavedFile: Codable, Equatable {
            var device: UInt64
            var inode: UInt64
            var size: Int64
            var modified: Int64
        }
    }
}
