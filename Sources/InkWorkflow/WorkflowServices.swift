import Foundation
import InkDocument
import InkInterface

/// The files the document workflow reads and writes, as it needs them: the platform gives the
/// real ones (`DiskFiles` in InkPlatform), tests a fake in memory.
@MainActor
public protocol DocumentFiles: AnyObject {
    /// Whether anything is at `path` (a dangling symbolic link too).
    func exists(_ path: String) -> Bool
    /// Whether the file at `path` is byte for byte one of `contents` (the PDFs and images a
    /// document holds: the file its pages were made from); false when there is none there or
    /// it cannot be read.
    func holdsOneOf(_ path: String, _ contents: [String: Data]) -> Bool
    /// Reads a document (an `.inkstone` file, an image, a folder of images) and where each of
    /// its images came from, by key.
    func load(_ path: String) throws -> (document: Document, imageOrigins: [String: String])
    /// Reads several inputs into one document (images, PDFs, folders, as on the command line),
    /// encrypted PDFs with the passwords given by their paths; throws
    /// `ImportError.passwordNeeded` for one that needs a password it was not given.
    func load(_ paths: [String], passwords: [String: String]) throws -> (document: Document, imageOrigins: [String: String])
    /// How many encrypted PDFs `document` holds that none of its passwords opens; `password`,
    /// when given, is tried on each and kept for those it opens (`DocumentImport.lockedPDFs`).
    func unlockPDFs(in document: inout Document, trying password: String?) -> Int
    /// Writes a document to `path` atomically.
    func save(_ document: Document, to path: String) throws
    /// Which version of the file at `path` is on disk (nil: none), to see a save by another
    /// window or program before replacing it.
    func version(of path: String) -> FileVersion?
    /// What the `.inkstone` file at `path` holds that this Inkstone cannot write back (a newer
    /// Inkstone's additions: `DocumentFile.unkeptParts`), to ask before saving over it.
    func unkeptParts(of path: String) -> [String]
    /// Starts writing the pages as PNG images into `folder` (made when missing), never over one
    /// of `inputs`, in the background; what it comes to reaches
    /// `DocumentWorkflow.pageExport(_:_:)`. `replacing`: the files an earlier export wrote
    /// there, removed once the new pages are in place unless a new page took the name. False
    /// when an export is already under way.
    func startPageExport(_ document: Document, to folder: String, inputs: [String], replacing: [String]) -> Bool
    /// Starts writing the document as one PDF `file` (never over one of `inputs`) in the
    /// background, as `startPageExport` does; false when an export is already under way.
    func startPDFExport(_ document: Document, to file: String, inputs: [String]) -> Bool
    /// Stops the export under way (`startPageExport`), keeping none of its files: its end
    /// reaches `DocumentWorkflow.pageExport(_:_:)` as `.cancelled`.
    func cancelPageExport()
    /// The person's home folder (where a document without a folder is saved).
    var homeFolder: String { get }
    /// Tells the desktop that the person used these files (opened or saved them here): its
    /// list of recently used files offers them again (the file manager's and choosers' Recent).
    func markUsed(_ paths: [String])
    /// The desktop's recently used files, most recent first (absolute paths of files there now;
    /// none when the desktop keeps no such list or asks for none).
    func recentFiles() -> [String]
}

extension DocumentFiles {
    /// One input without passwords, through `load(_:)`; what cannot be read so is an error.
    public func load(_ paths: [String], passwords: [String: String]) throws -> (document: Document, imageOrigins: [String: String]) {
        guard paths.count == 1, passwords.isEmpty else { throw ImportError.passwordNeeded(path: paths.first ?? "", wrongPassword: !passwords.isEmpty) }
        return try load(paths[0])
    }
}

/// The time, for the journal's deadlines (flush within a second, retry after a failure).
public protocol WorkflowClock: Sendable {
    var now: Date { get }
}

/// The wall clock.
public struct SystemClock: WorkflowClock {
    public init() {}
    public var now: Date { Date() }
}

/// The desktop's own file chooser, when there is one (the portal): it answers later, through
/// `DocumentWorkflow.chosen(_:_:byDesktop:nameChanged:_:)`. Without one, or when it cannot be
/// asked, the workflow opens the app's own chooser in the editor.
@MainActor
public protocol SystemChooser: AnyObject {
    /// A dialog is up and not answered yet: file commands wait.
    var isWaiting: Bool { get }
    /// Asks for a file to open; false when the chooser could not be asked.
    func open(title: String, folder: String) -> Bool
    /// Asks where to save (`mode` `.save`) or to export a PDF (`.exportPDF`); false when the
    /// chooser could not be asked.
    func save(_ mode: FileChooser.Mode, title: String, currentName: String, folder: String) -> Bool
}
