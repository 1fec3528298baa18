import InkDocument
import InkPreferences

/// What one call into the engine produced: the pixels to repaint and, in order, what the
/// platform must carry out. Every entry point of the `Editor` (input, keys, time, commands,
/// preferences, resizing) returns one; nothing is left in a mailbox to be polled afterwards.
/// The document workflow (`InkWorkflow`) takes the effects about documents and hands on the
/// ones only the platform can do (the title, a chooser, quitting).
public struct Outcome: Sendable, Equatable {
    /// What to repaint.
    public var damage: Damage
    /// What to carry out, in the order it happened.
    public var effects: [Effect]
    /// Only the stroke in progress changed (a drawing motion that took the editor's drawing
    /// route): the scene is the one last built but for its pages and stroke, so the platform
    /// may bring the scene it kept up to date (`Editor.update(_:)`, `KeptScene`) instead of
    /// building `Editor.scene`.
    public var strokeOnly = false

    public init(damage: Damage = .none, effects: [Effect] = []) {
        self.damage = damage; self.effects = effects
    }

    /// Made where asked, not kept: a static `let` is reached through its once-token on every
    /// use (`swift_once`: a call and a cold line), and the event path asks for it several times.
    public static var none: Outcome { Outcome() }

    /// Nothing to repaint and nothing to do.
    public var isEmpty: Bool { damage.isEmpty && effects.isEmpty }

    /// This outcome followed by `later`: the damage joined, the effects in order.
    public mutating func formUnion(_ later: Outcome) {
        damage.formUnion(later.damage)
        effects += later.effects
    }

    /// This outcome followed by more damage.
    public mutating func formUnion(_ later: Damage) {
        damage.formUnion(later)
    }
}

/// One thing the platform (or the document workflow on its behalf) must do after a call into
/// the engine.
public enum Effect: Sendable, Equatable {
    // From the editor.

    /// The document changed (an edit, undo, redo, another document): whether there are
    /// unsaved changes may have changed, so the title follows.
    case documentChanged
    /// The crash-recovery journal restarts from this document before the edits that follow
    /// (every stroke id was reassigned).
    case restartJournal(Document)
    /// Committed changes for the crash-recovery journal, in order (an undo adds the inverse).
    case recordEdits([Edit])
    /// The text box being edited as typed so far, for the crash-recovery journal only (no undo
    /// step; the page gets the box when it is finished): a `text` edit from the box as the
    /// journal last held it. The journal keeps the newest and writes it with its next flush.
    case recordDraft(Edit)
    /// The person changed a preference: write these to the preferences file.
    case savePreferences(Preferences)
    /// The prompt about `topic` was answered with the choice at `choice`.
    case promptAnswered(Prompt.Topic, choice: Int)
    /// What was typed in a prompt's hidden field (a password), answered with its first
    /// choice; comes just before that `promptAnswered`.
    case secretGiven(String)
    /// The app's own file chooser chose a path.
    case fileChosen(FileChooser.Mode, path: String)
    /// A file command was asked for (Ctrl+S, Ctrl+Shift+S, Ctrl+O, Ctrl+E, Ctrl+W, Ctrl+N, Ctrl+Q).
    case fileRequest(FileRequest)

    // From the document workflow, for the platform.

    /// The window's title.
    case setTitle(String)
    /// A line for standard error.
    case report(String)
    /// End the app (the workflow has made sure nothing is lost).
    case quit
    /// Open another window on a new blank document (as `inkstone --new` does).
    case openNewWindow
    /// Open these files in another window (as `inkstone FILE...` does): what the window was
    /// started with, when recovered work took its place (`DocumentWorkflow.recover`).
    case openInNewWindow([String])
    /// Fullscreen on or off (the Document menu's entry; F11 is the platform's own).
    case toggleFullscreen
    /// Offer these strokes to other apps and Inkstones as the clipboard (a copy or a cut) or as
    /// the primary selection (the last lasso selection).
    case offerStrokes(ClipboardStrokes, ClipboardSelection)
    /// Fetch the clipboard's content and hand it back (`Editor.paste`, `Editor.pasteImage`).
    case pasteRequested
    /// Offer this text (selected in the box being edited) to other apps as the clipboard.
    case offerText(String, ClipboardSelection)
    /// Fetch the clipboard's text and hand it back (`Editor.pasteText`).
    case pasteTextRequested
}

/// A file command from the keyboard.
public enum FileRequest: Hashable, Sendable {
    /// Save to the document's file (or ask where, when it has none).
    case save
    /// Ask where to save.
    case saveAs
    /// Ask what to open.
    case open
    /// Export the pages as PNG images beside the document.
    case exportPages
    /// Ask where, then export the document there as one PDF (the pages at their true size,
    /// the ink as vectors, a PDF's pages as their own vectors and text).
    case exportPDF
    /// Close the document (asking first about unsaved changes): a blank one takes its place.
    case close
    /// A new blank document in a window of its own; this one stays as it is.
    case newWindow
    /// Quit, asking first about unsaved changes (as the window's close button does).
    case quit
    /// Ask (with the app's own chooser) for an image file to place on the page.
    case insertImage
}
