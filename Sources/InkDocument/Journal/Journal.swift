import Foundation

/// The crash-recovery journal: an append-only file per open document that lets a killed
/// Inkstone get its unsaved ink back.
///
/// Where: `$XDG_STATE_HOME/inkstone/journal/` (default `~/.local/state/inkstone/journal/`),
/// never a cache folder, which desktop cleaners wipe. One file per running document, named
/// `<unix seconds>-<pid>-<random hex>.journal`, mode 0600 in a 0700 folder.
///
/// Layout (all integers little-endian):
///
///     file    = magic version record*
///     magic   = "INKJRNL" 0x00                     8 bytes
///     version = u32                                 1, or 2 for a journal whose base is a file
///     record  = length:u32 crc:u32 body             body is `length` bytes, length >= 1
///     crc     = CRC-32 (IEEE, as in zip and PNG) of the 4 length bytes followed by the body
///     body    = kind:u8 payload
///
/// Record kinds (the JSON is that of the journal's own record types, `Journal.RecordV1`, with
/// members sorted; never of the engine's types, so changing `Stroke` or `Edit` cannot change
/// or break a journal; `JournalRecordGuardTests` flags engine fields the records lack):
///
/// - 1 header, always first: JSON of `RecordV1.Header` (writer's pid, its start time and the
///   boot id, so a reused pid is not taken for the writer; the document's path; creation time
///   in seconds since 2001-01-01; `unsavedBase`, true when the base is work in no file, such
///   as a recovered document; `name`, added within version 1, the name the window showed for a
///   document in no `.inkstone` file that came from files, such as an annotated PDF's;
///   `inputs`, added within version 1, those files' absolute paths; `lastEditPage` and
///   `lastEditArea`, added within version 1, where an unsaved base was last changed;
///   `savedFile`, added within version 1, the version of the document's file the work was
///   last in step with).
/// - 2 base: the whole document as it was opened. `block(json) u32(strokes) points* u32(images)
///   (block(key) block(bytes))*`, where json is `RecordV1.Document` (every stroke's `points`
///   and the `images` written empty), `points` is `u32(n)` then n × (x, y, pressure) as f64 for
///   each stroke in page order, and `block(x)` is `u32(byte count) x`. Images are stored as read
///   (raw bytes). A later base record replaces the document (the app may re-base after a reload).
/// (A stroke record may also hold `kind`, `tilts` and `angles`, its nib as in the document file.)
/// - 3 edit: one committed `Edit`: `block(json) u32(strokes) points*` as above, json being
///   `RecordV1.Edit`. Undo is journaled as the inverse edit and redo as the edit again, so
///   replay is a plain left fold of `Document.apply` over the edits. The change kinds are
///   `add`, `remove`, `insertPage`, `removePage` and (the area eraser's, added later within
///   version 1, which changes nothing for journals without it) `replace`, whose points are
///   those of its `removed` strokes, then those of its `added` strokes; and `movePage` (the
///   page overview's reordering, added later within version 1 alike: `{"to":N}`, no points);
///   and `images` (placed images changed, with strokes in the same step: `RecordV1.ImageChange`,
///   added later within version 1 alike), whose points are those of its `removedStrokes`, then
///   of its `addedStrokes`, followed by the bytes of every image key it names, written as a base
///   record's images are. A page record may hold `images`, its placed images (`Page.images`,
///   added within version 1: an older reader recovers the page without them).
///   An undo step of several edits (a selection moved onto another page: a `replace` or an
///   `images` on each page) is journaled as its edits one after another, and its undo as their
///   inverses, last first: nothing new in the records.
///   And `text` (a text box placed, changed or removed, with the ink it swaps in the same step;
///   added later within version 1 alike: `JournalRecordV1+Text.swift`), whose points are those
///   of its `inkRemoved` strokes, then of its `inkAdded`; a page's `texts` ride in base records.
///   Image bytes are journaled once since the last base (`Journal.HeldBytes`, added later within
///   version 1 alike; an older reader refuses these records as malformed and recovers what came
///   before them): `imagesShared`, an `images` change that leaves out the bytes of the keys in its
///   `shared` member, bytes the journal holds (in the base, the file it refers to, or an earlier
///   record: a placed image moved again and again); and an `insertPage` whose page shows images
///   the journal does not hold (a dropped or pasted image page, a deleted page brought back)
///   carries their bytes after its points, as a base record's images are written.
///
/// - 4 file base (version 2 only): the document is the saved `.inkstone` file named in the JSON
///   of `RecordV2.BaseFile`: its `path`, `size` in bytes, `modified` time (nanoseconds since
///   1970) and `crc32` (zlib's) of all its bytes; none of its strokes. Written for a document
///   just opened from or saved to that file, so a journal never copies a notebook that is
///   already on disk. Replay reads the file and applies the edits after the record to it; when
///   the file is missing or its size or checksum differ (a new time alone, as after a copy, is
///   no change), the journal cannot be recovered: it is named with the reason and left where it
///   is (`JournalError.baseChanged`), to be offered again should the file come back. A journal
///   with no change after such a base holds nothing unsaved and is deleted as any other, without
///   the file being read (replay reads it last, and only for changes to recover).
///   Like a base record, a later one replaces the document.
///
/// Writing: `JournalWriter` encodes, writes and syncs on its own serial queue (the caller
/// hands values over and goes on), so the app's main thread never waits for the disk. Each
/// record is written as soon as it is encoded (a crash of the app loses nothing); the app
/// flushes (syncs) half a second after a change and looks at the outcome on a later loop pass.
/// A journal that replaces another (after a save, an open, a recovery) deletes it only once
/// its own first records are on disk.
///
/// Versions: `version` names the record types. Version 2 adds record kind 4 and changes
/// nothing else; journals without a file base are still written as version 1, so an Inkstone
/// before version 2 recovers them, and refuses (as newer) only those that refer to a file.
/// A change to what a record holds is a new version whose reader keeps reading the older ones
/// with their own record types (`RecordV1`, `RecordV2`); a reader refuses versions above its
/// own. Version 1 is the shape journals had when they still encoded the engine types
/// directly, so those read unchanged; `Tests/Golden/journal-v1.journal` is one, and
/// `GoldenFileTests` must keep reading it.
///
/// Reading stops at the first record that is incomplete or fails its CRC; everything before
/// it is kept. A record that runs past the end of the file, or damage followed by nothing but
/// zero bytes, is a *torn tail* (the writer was killed mid-write: expected, nothing flushed is
/// lost). Damage with more data after it is *damaged*: the records after it are lost.
/// An unknown record kind or a payload that does not decode also stops replay as damage.
///
/// Ownership: the writer holds an exclusive `flock` on its journal; an Inkstone that finds a
/// journal at start claims it with the same lock before offering it (`JournalClaim`), so a
/// journal is offered by one Inkstone at a time, and the kernel drops the lock when its holder
/// dies. A journal may be deleted only when its whole content (base and edits) is in a file or
/// was discarded by the person: one whose base was saved and that holds no change is deleted at
/// start; one the app cannot use (not a journal, no pages) is renamed `NAME.journal.unusable`.
public enum Journal {
    /// The first 8 bytes of every journal.
    static let magic: [UInt8] = Array("INKJRNL".utf8) + [0]
    /// The format version this code writes: records are `RecordV1`'s, and the file base of
    /// `RecordV2`. It reads versions 1 and 2.
    static let version: UInt32 = 2
    /// Bytes before the first record: magic and version.
    static let prefixLength = 12
    /// Bytes before a record's body: length and CRC.
    static let frameOverhead = 8
    /// A journal file's name ends with this.
    static let fileExtension = "journal"

    /// What a record holds.
    enum RecordKind: UInt8 {
        case header = 1
        case base = 2
        case edit = 3
        /// Version 2: the base is a saved file (`RecordV2.BaseFile`), not a copy of it.
        case baseFile = 4
    }
}
