import InkDocument
import InkGeometry
import InkPreferences

extension X11App {
    /// How the app is started.
    public struct Options: Sendable {
        public var size: Size
        /// The document's name for the title ("Untitled", a file or folder name).
        public var title: String
        /// The document to show (a blank canvas, or pages opened from the command line).
        public var document: Document
        /// The `.inkstone` file it was read from, if any: where Ctrl+S saves.
        public var documentPath: String?
        /// The folder the opened images came from (where a first save goes).
        public var sourceFolder: String?
        /// Log every decoded input event to standard error.
        public var debugInput: Bool
        /// Record the pen strokes as a trace into this file (`--record-trace`).
        public var recordTrace: String?
        /// Where the preferences live ($XDG_CONFIG_HOME/inkstone/preferences.json).
        public var preferences: PreferencesStore
        /// The file each of the document's images came from, by key (`DocumentImport.load`).
        public var imageOrigins: [String: String] = [:]
        /// Ask what to open once the window is up (the desktop's chooser, else the app's own).
        public var openChooser = false
        /// The command line's inputs when a PDF among them needs a password: the window opens
        /// on a blank canvas and asks for it.
        public var lockedInputs: [String] = []
        /// Which document the command line named (`StateKeeper.key(for:)`), to go back to
        /// where it was looked at last; nil for a new one.
        public var documentKey: String?
        /// Whether `document` is exactly what `documentPath` holds (not when `--dpi` changed it).
        public var documentIsFileContent = true
        /// The files the command line named and the window opened (absolute paths; not those
        /// waiting for a PDF's password), and its `--dpi`: what a new window opens when
        /// recovered work takes this one (`Effect.openInNewWindow`).
        public var inputs: [String] = []
        public var dpi: Double?
        /// Why the files the command line named could not be opened (the window then shows a
        /// blank canvas and says this until tapped: started from the desktop, there is no
        /// terminal to read it in).
        public var openProblem: String?
        public init(size: Size = Size(1024, 720), title: String = tr("Untitled"), document: Document = Document(),
                    documentPath: String? = nil, sourceFolder: String? = nil, debugInput: Bool = false, preferences: PreferencesStore) {
            self.size = size; self.title = title; self.document = document; self.documentPath = documentPath
            self.sourceFolder = sourceFolder
            self.debugInput = debugInput; self.preferences = preferences
        }
    }

    /// Why the app could not start.
    public enum StartError: Error, CustomStringConvertible {
        case noXInput2
        case noWindow
        case outOfMemory
        public var description: String {
            switch self {
            case .noXInput2: return tr("the X server does not support XInput 2.2")
            case .noWindow: return tr("cannot create a window")
            case .outOfMemory: return tr("cannot allocate the canvas")
            }
        }
    }
}
