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
        enum CodingKeys: String, CodingKey {
            case pid, processStart, bootID, documentPath, created, unsavedBase, name, inputs, lastEditPage, lastEditArea
        }
    }
}
