import Foundation
import InkGeometry

extension Journal {
    /// The image bytes a journal holds since its last base, by key: the base's images (the
    /// document's, or those of the saved file it refers to) and the bytes of every record after
    /// it. The writer and the replay keep the same account, record by record, so a record may
    /// refer to bytes held here instead of carrying them again (a placed image moved a hundred
    /// times journals its bytes once), and a record that needs bytes no longer in the document
    /// (an undone image, an undone page) finds them here.
    ///
    /// Bytes are held by key and compared by content: other bytes under a key the journal holds
    /// are journaled again (and replace the held ones from that record on).
    struct HeldBytes: Sendable {
        private var bytes: [String: Data]

        init(_ images: [String: Data] = [:]) { bytes = images }

        subscript(key: String) -> Data? { bytes[key] }

        /// Whether exactly `data` is held under `key`.
        func holds(_ key: String, _ data: Data) -> Bool {
            guard let held = bytes[key], held.count == data.count else { return false }
            return held == data
        }

        /// Holds what a record carries from now on.
        mutating func add(_ images: [String: Data]) {
            for (key, data) in images { bytes[key] = data }
        }

        /// The part of `images` the journal does not hold yet.
        func unheld(_ images: [String: Data]) -> [String: Data] {
            images.filter { !holds($0.key, $0.value) }
        }
    }

    /// An edit record as read: the edit, the bytes its record carries beside an image change's
    /// (those of a page it inserts), and the keys whose bytes it leaves to the journal.
    struct ReadEdit: Sendable {
        var edit: Edit
        /// The bytes of the images an inserted page shows (its background, its placed images).
        var pageBytes: [String: Data] = [:]
        /// Keys an `imagesShared` record names without their bytes.
        var shared: [String] = []
    }
}

extension Journal.HeldBytes {
    /// Applies a read edit to `document`, with the bytes it leaves to the journal taken from
    /// those held, and holds the bytes it carries. Throws when it refers to bytes the journal
    /// does not hold (the record is then damaged: replay stops before it). Returns the page
    /// area it touched (`Document.apply`'s).
    @discardableResult
    mutating func apply(_ read: Journal.ReadEdit, to document: inout Document) throws -> Rect {
        var edit = read.edit
        if case .images(var change) = edit.change {
            for key in read.shared where change.bytes[key] == nil {
                guard let data = bytes[key] else { throw JournalError.malformedRecord(tr("an image change refers to bytes the journal does not hold")) }
                change.bytes[key] = data
            }
            add(change.bytes)
            edit.change = .images(change)
        }
        if case .insertPage(let page) = edit.change {
            add(read.pageBytes)
            // The page's images: carried by the record, else held since the base.
            for key in page.shownImageKeys where document.images[key] == nil {
                if let data = bytes[key] { document.images[key] = data }
            }
            for (key, data) in read.pageBytes { document.images[key] = data }
        }
        return document.apply(edit)
    }
}

extension Page {
    /// The keys of every image the page shows: its background's and its placed images'.
    var shownImageKeys: Set<String> {
        var keys = Set(images.map(\.key))
        if let key = embeddedKey { keys.insert(key) }
        return keys
    }
}
