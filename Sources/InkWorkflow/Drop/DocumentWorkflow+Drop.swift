import Foundation
import InkDocument
import InkGeometry
import InkInterface

/// Files dropped on the window (XDND, or any other way of dropping a `text/uri-list`).
///
/// - Images (PNG, JPEG), PDFs and folders of them are inserted as pages where they were
///   dropped (`Editor.dropSlot`: before the page under the pointer when dropped on its upper
///   half, after it on its lower half), several files in the order given, as one undo step.
/// - One `.inkstone` document opens, as Open does (asking first about unsaved changes): a
///   notebook of its own, with its ink, is not pages of this one.
/// - On the endless canvas there is no place between pages: a canvas without ink gives way to
///   the dropped files, as if they were opened; one with ink keeps it and says so.
/// - A file that cannot be read is named in one notice and nothing changes; URIs that are not
///   files on this computer are left out, and said to be.
/// - While a question is open (a prompt, a file chooser) a drop is refused.
extension DocumentWorkflow {
    /// The file name extensions a drop takes (in any case).
    static let droppableExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "inkstone"]

    /// Whether a drop of `list` would be taken: it names at least one file of a kind Inkstone
    /// reads (by its extension).
    public static func accepts(_ list: URIList) -> Bool {
        list.paths.contains { path in
            let ext = (path as NSString).pathExtension.lowercased()
            return droppableExtensions.contains(ext)
        }
    }

    /// A drag carrying `list` hovers at `point` (window coordinates): whether it would be taken,
    /// and the editor's drop line, shown where pages would go.
    public func dragHovers(_ list: URIList, at point: Point, _ editor: inout Editor) -> (accepted: Bool, outcome: Outcome) {
        let opens = list.paths.contains(where: DocumentImport.isInkstoneDocument)
        // An .inkstone document is dropped alone (see `take`).
        let accepted = Self.accepts(list) && !isAsking(editor) && !(opens && list.paths.count > 1)
        return (accepted, editor.dragHover(at: point, insertsPages: accepted && !opens))
    }

    /// The drag left the window (or was given up): the drop line goes.
    public func dragLeft(_ editor: inout Editor) -> Outcome {
        editor.dragHover(at: nil, insertsPages: false)
    }

    /// Files dropped at `point` (window coordinates): inserted, opened, or refused with a
    /// notice. Returns whether the drop was taken (for the drag source) and what to show.
    public func dropped(_ list: URIList, at point: Point, _ editor: inout Editor) -> (taken: Bool, outcome: Outcome) {
        var outcome = dragLeft(&editor)
        let result = take(list, at: point, &editor)
        outcome.formUnion(result.outcome)
        if !list.ignored.isEmpty && result.taken {
            let n = list.ignored.count
            outcome.formUnion(editor.showNotice(trn("Left out %d dropped item that is not a file on this computer", "Left out %d dropped items that are not a file on this computer", n)))
        }
        return (result.taken, carryOut(outcome, &editor))
    }

    /// A question is open (a prompt, a file chooser, the desktop's chooser): a drop waits for it.
    private func isAsking(_ editor: Editor) -> Bool {
        editor.prompt != nil || editor.chooser != nil || chooser?.isWaiting == true
    }

    private func take(_ list: URIList, at point: Point, _ editor: inout Editor) -> (taken: Bool, outcome: Outcome) {
        let paths = list.paths
        guard !isAsking(editor) else { return (false, editor.showNotice(tr("Not dropped: answer the open question first"))) }
        guard !paths.isEmpty else {
            return (false, editor.showNotice(tr("Nothing dropped: only files on this computer can be dropped")))
        }
        if let saved = paths.first(where: DocumentImport.isInkstoneDocument) {
            guard paths.count == 1 else {
                return (false, editor.showNotice(tr("Not dropped: an .inkstone document opens on its own, drop it alone")))
            }
            return (true, chosen(.open, saved, &editor))
        }
        guard let slot = editor.dropSlot(at: point) else { return dropOnCanvas(paths, &editor) }
        do {
            let (document, origins) = try files.load(paths, passwords: [:])
            return insert(document, origins: origins, at: slot, &editor)
        } catch ImportError.passwordNeeded(let locked, _) {
            // Taken: inserted once the password is given (the prompt says so).
            return (true, askPassword(LockedOpen(paths: paths, passwords: [:], locked: locked, wrong: false, insertAt: slot), &editor))
        } catch {
            return (false, editor.showNotice(tr("Not inserted: %@", "\(error)")))
        }
    }

    /// Puts a read document's pages at `slot`; not taken while a gesture works on a page (the
    /// pages wait, and the editor says so).
    func insert(_ document: Document, origins: [String: String], at slot: Int, _ editor: inout Editor) -> (taken: Bool, outcome: Outcome) {
        let before = editor.document.pages.count
        let (outcome, renamed) = editor.insertPages(of: document, at: slot)
        guard editor.document.pages.count > before else { return (false, outcome) }
        for (key, origin) in origins { imageOrigins[renamed[key] ?? key] = origin }
        return (true, outcome)
    }

    /// A drop on the endless canvas: the files open in its place when it holds no ink.
    private func dropOnCanvas(_ paths: [String], _ editor: inout Editor) -> (taken: Bool, outcome: Outcome) {
        guard editor.document.pages.allSatisfy({ $0.strokes.isEmpty }) else {
            return (false, editor.showNotice(tr("Not inserted: a sketch on the endless canvas has no pages to put them between (Ctrl+N opens a new window to drop them on)")))
        }
        do {
            let (document, origins) = try files.load(paths, passwords: [:])
            return (true, adopt(document, origins: origins, from: paths, &editor))
        } catch ImportError.passwordNeeded(let locked, _) {
            return (true, askPassword(LockedOpen(paths: paths, passwords: [:], locked: locked, wrong: false), &editor))
        } catch {
            return (false, editor.showNotice(tr("Not opened: %@", "\(error)")))
        }
    }
}
