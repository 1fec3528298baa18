import Foundation
import InkInterface

/// Keeps what is remembered between runs (`RememberedState`) for one window: at start it gives
/// the editor the remembered tools and hint and the opened document's view; when another
/// document replaces it, and at the end, it notes the view; it writes the tools, the hint and
/// the views noted over whatever another Inkstone wrote meanwhile, at the end and as they
/// change (`note`: 1.5 s after a change, the hint's dismissal at once), so a killed app keeps them.
///
/// The writes while the app runs go on a queue of the keeper's own (`StateKeeper+Writes`): a
/// file write and its sync never hold up the event loop, whose caller may be drawing.
@MainActor
public final class StateKeeper {
    let store: any StateStore
    /// Loads, merges and saves in the order the writes were asked for.
    let writer = DispatchQueue(label: "inkstone.remembered", qos: .utility)
    /// Why the last write on the queue failed, until it is said.
    let failure = WriteFailure()
    /// What was remembered at start.
    public internal(set) var state: RememberedState
    /// Why the remembered state could not be used, to say once (nil when all is well).
    public let problem: String?
    /// The views noted in this run, the most recent first.
    private(set) var views: [DocumentView] = []
    /// The editor's `rememberedGeneration` last looked at, and what was last written (or taken up).
    var seenGeneration = -1
    var written: RememberedSnapshot?
    /// When the changes noted are to be written, if any are waiting.
    public internal(set) var writeDeadline: Date?

    public init(store: any StateStore) {
        self.store = store
        let loaded = store.load()
        state = loaded.state
        problem = loaded.problem
    }

    /// At start: the remembered tools and hint, and the view of the document `key`, if one
    /// was remembered.
    public func begin(_ editor: inout Editor, documentKey key: String?) -> Outcome {
        var outcome = editor.restore(state)
        outcome.formUnion(arrive(&editor, documentKey: key))
        written = snapshot(editor, documentKey: key)
        seenGeneration = editor.rememberedGeneration
        return outcome
    }

    /// Notes where the document `key` is being looked at (before another replaces it), keeping
    /// the notebook it was saved as (`DocumentView.savedAs`), or noting `savedAs` when given.
    public func leave(_ editor: Editor, documentKey key: String?, savedAs: String? = nil) {
        guard let key else { return }
        var view = editor.documentView(key: key)
        view.savedAs = savedAs ?? state.view(of: key)?.savedAs
        views.removeAll { $0.key == key }
        views.insert(view, at: 0)
        state.remember(view)
    }

    /// The `.inkstone` file the PDF or images `key` were last saved as, if one was noted.
    public func notebook(savedFrom key: String?) -> String? { key.flatMap(state.view(of:))?.savedAs }

    /// Whether a view of the document `key` is remembered.
    public func remembersView(of key: String?) -> Bool { key.flatMap(state.view(of:)) != nil }

    /// A document `key` is shown: its remembered view, if any.
    public func arrive(_ editor: inout Editor, documentKey key: String?) -> Outcome {
        guard let key, let view = state.view(of: key) else { return .none }
        return editor.restoreView(view)
    }

    /// At the end: notes the document's view and writes what is remembered, after any write
    /// under way, and returns once it is written (or throws why not). An earlier write's
    /// failure not said yet is superseded by this one, whichever way it went.
    public func finish(_ editor: Editor, documentKey key: String?) throws {
        let write = prepareWrite(editor, documentKey: key)
        let result = writer.sync { Result { try write() } }
        _ = try? failure.take()
        try result.get()
    }
}

extension StateKeeper {
    /// Which document paths name, for remembering its view: the absolute paths, one a line.
    public nonisolated static func key(for paths: [String]) -> String? {
        guard !paths.isEmpty else { return nil }
        return paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }.joined(separator: "\n")
    }
}
