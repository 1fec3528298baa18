import InkGeometry
import Foundation
import InkDocument
import InkInterface

/// Opening and saving: the file commands and what the choosers chose (exporting:
/// `DocumentWorkflow+Export`).
extension DocumentWorkflow {
    /// Ctrl+S saves (asking where when the document has no file), Ctrl+Shift+S saves as,
    /// Ctrl+O opens, Ctrl+E exports; nothing while the desktop's chooser is up.
    func fileCommand(_ request: FileRequest, _ editor: inout Editor) -> Outcome {
        guard chooser?.isWaiting != true else { return .none }
        closeAfterSave = nil
        switch request {
        case .save where documentPath != nil:
            return save(to: documentPath ?? defaultSavePath(), &editor)
        case .save, .saveAs:
            let suggested = defaultSavePath()
            let folder = (suggested as NSString).deletingLastPathComponent, name = (suggested as NSString).lastPathComponent
            // The desktop's chooser when there is one, else the app's own.
            if chooser?.save(.save, title: tr("Save As"), currentName: name, folder: folder) == true { return .none }
            return editor.openChooser(.save, folder: folder, name: name)
        case .open:
            let folder = documentPath.map { ($0 as NSString).deletingLastPathComponent } ?? sourceFolder ?? files.homeFolder
            if chooser?.open(title: tr("Open"), folder: folder) == true { return .none }
            return editor.openChooser(.open, folder: folder, recent: files.recentFiles())
        case .exportPages:
            return exportPages(&editor)
        case .exportPDF:
            return askWhereToExportPDF(&editor)
        case .close:
            guard hasUnsavedChanges(editor) else { return closeDocument(&editor) }
            return editor.ask(Prompt(topic: .closeDocumentUnsaved, message: tr("Save changes before closing?"),
                                     detail: tr("Your changes to %@ will be lost if you don't save them.", title),
                                     choices: [tr("Save"), tr("Don't Save"), tr("Cancel")], escapeChoice: 2))
        case .insertImage:
            let folder = documentPath.map { ($0 as NSString).deletingLastPathComponent } ?? sourceFolder ?? files.homeFolder
            return editor.openChooser(.insertImage, folder: folder, recent: files.recentFiles())
        case .newWindow:
            return Outcome(effects: [.openNewWindow])
        case .quit:
            return quitRequested(&editor)
        }
    }

    /// Ctrl+W: the document goes (its journal with it: nothing of it is left unsaved or was
    /// discarded), and a blank untitled one takes its place in the window.
    func closeDocument(_ editor: inout Editor) -> Outcome {
        let blank = Document()
        stateKeeper?.leave(editor, documentKey: documentKey)
        // The choosers open where the closed document was (the folder just worked in).
        if let path = documentPath { openedFolder = (path as NSString).deletingLastPathComponent }
        openedKey = nil
        openedInputs = []
        forgetExports()
        fileVersion = nil
        imageOrigins = [:]
        keeper.path = nil
        keeper.name = nil
        keeper.inputs = []
        title = tr("Untitled")
        let outcome = editor.replaceDocument(blank)
        markSaved(editor)
        keeper.start(with: blank)
        titleChanged = true
        return outcome
    }

    /// Saves atomically; the title and the journal follow (a fresh journal for the saved state).
    /// A save to the document's own file that another window or program saved since this one
    /// read or wrote it asks first (`replacingChanges`: the person said Replace).
    func save(to path: String, replacingChanges: Bool = false, _ editor: inout Editor) -> Outcome {
        // Over a file holding a newer Inkstone's additions (read past, not kept): asked first,
        // Save as… first (before, saving dropped them without a word).
        if path == keeper.path, let onDisk = files.version(of: path), onDisk != unkeptChecked {
            let parts = files.unkeptParts(of: path)
            if !parts.isEmpty {
                let name = (path as NSString).lastPathComponent
                return editor.ask(Prompt(topic: .dropNewerParts, message: tr("%@ was saved by a newer Inkstone", name),
                                         detail: tr("It holds parts this Inkstone cannot keep (%@): saving over it drops them. Save as a new file to keep it whole.",
                                                    parts.joined(separator: tr(", "))),
                                         choices: [tr("Save as…"), tr("Save Anyway"), tr("Cancel")], escapeChoice: 2))
            }
            unkeptChecked = onDisk
        }
        if !replacingChanges, path == keeper.path, let known = fileVersion, let now = files.version(of: path), now != known {
            let name = (path as NSString).lastPathComponent
            return editor.ask(Prompt(topic: .replaceChanged, message: tr("%@ changed since it was opened", name),
                                     detail: tr("Another window or program saved %@ after Inkstone opened it here. Saving now replaces that version with this one.", name),
                                     choices: [tr("Replace"), tr("Save as…"), tr("Cancel")], escapeChoice: 2))
        }
        let inPlace = path == keeper.path
        do {
            try files.save(editor.document, to: path)
            // A PDF's or images' first save: opening them again offers this notebook.
            if keeper.path == nil, let inputs = openedKey { stateKeeper?.leave(editor, documentKey: inputs, savedAs: path) }
            files.markUsed([path])
            fileVersion = files.version(of: path)
            unkeptChecked = fileVersion   // written by this Inkstone: nothing it cannot keep
            keeper.path = path
            title = (path as NSString).lastPathComponent
            keeper.name = title
            keeper.start(with: editor.document)
            markSaved(editor)
            titleChanged = true
            return editor.showNotice(inPlace ? tr("Saved %@", path) : tr("Saved as %@", path))
        } catch {
            var outcome = editor.showNotice(tr("Not saved: %@", "\(error)"))
            outcome.effects.insert(.report("inkstone: " + tr("not saved: %@", "\(error)")), at: 0)
            return outcome
        }
    }

    /// Where a document without a file is saved: beside the images it came from, else in the
    /// home folder; never over an existing file.
    public func defaultSavePath() -> String {
        let base = documentPath.map { ($0 as NSString).deletingLastPathComponent } ?? sourceFolder ?? files.homeFolder
        let stem = title.hasSuffix(".inkstone") ? String(title.dropLast(9)) : (title as NSString).deletingPathExtension
        return freeName(beside: (base as NSString).appendingPathComponent((stem.isEmpty ? tr("Untitled") : stem) + ".inkstone"))
    }

    /// `path` if nothing is there, else "name 2.inkstone", "name 3.inkstone"…
    /// Anything at a name counts, a dangling symbolic link too, and so does each of `skipping`.
    func freeName(beside path: String, skipping: [String] = []) -> String {
        let files = files
        let taken = { files.exists($0) || skipping.contains($0) }
        guard taken(path) else { return path }
        let stem = (path as NSString).deletingPathExtension, ext = (path as NSString).pathExtension
        func candidate(_ n: Int) -> String { ext.isEmpty ? "\(path) \(n)" : "\(stem) \(n).\(ext)" }
        var n = 2
        while taken(candidate(n)) { n += 1 }
        return candidate(n)
    }

    /// Acts on what a file chooser chose: open it, or save or export a PDF there. From the desktop's dialog
    /// (`byDesktop`), a name it returned as it is was checked by it before replacing a file;
    /// when the app changed the name (`nameChanged`: it added `.inkstone`), the app asks itself.
    public func chosen(_ mode: FileChooser.Mode, _ path: String, byDesktop: Bool = false, nameChanged: Bool = false,
                       _ editor: inout Editor) -> Outcome {
        switch mode {
        case .save, .exportPDF:
            if mode == .exportPDF, isExportInput(path, of: editor.document) { return notExportedOverInput(path, &editor) }
            // Asked unless the desktop's dialog asked, or it is the file itself (saving in place,
            // exporting again to this window's own last export).
            let own = mode == .save ? path == documentPath : isOwnUnchangedExport(path)
            guard !byDesktop || nameChanged, files.exists(path), !own else { return write(mode, to: path, &editor) }
            pendingOverwrite = (path, mode)
            let name = (path as NSString).lastPathComponent
            let detail = !nameChanged ? tr("A file with this name already exists in %@.", (path as NSString).deletingLastPathComponent)
                : mode == .exportPDF ? tr("Inkstone adds .pdf to the name, and that file already exists.")
                : tr("Inkstone adds .inkstone to the name, and that file already exists.")
            return editor.ask(Prompt(topic: .overwrite, message: tr("Replace %@?", name), detail: detail,
                                     choices: [tr("Replace"), tr("Cancel")], escapeChoice: 1))
        case .open:
            // As a close asks: Save first (Enter), Don't Save, Cancel.
            guard !hasUnsavedChanges(editor) else {
                pendingOpen = path
                return editor.ask(Prompt(topic: .openUnsaved, message: tr("Save changes before opening another document?"),
                                         detail: tr("Your changes to %@ will be lost if you don't save them.", title),
                                         choices: [tr("Save"), tr("Don't Save"), tr("Cancel")], escapeChoice: 2))
            }
            return open(path, &editor)
        case .insertImage:
            return insertImage(path, &editor)
        }
    }

    /// Saves the document to `path`, or (`.exportPDF`) exports it there as a PDF.
    func write(_ mode: FileChooser.Mode, to path: String, _ editor: inout Editor) -> Outcome {
        guard mode != .exportPDF else { return exportPDF(to: path, &editor) }
        // Saved where a close's Save asked: the close goes on.
        return saveGoingOn(to: path, &editor)
    }

    /// Places the image file at `path` on the page as an object (`Editor.placeImage`); a file
    /// that is no image is said and changes nothing.
    func insertImage(_ path: String, _ editor: inout Editor) -> Outcome {
        do {
            let (document, _) = try files.load(path)
            guard document.pages.count == 1, let key = document.pages[0].imageKey, let bytes = document.images[key] else {
                return editor.showNotice(tr("Not inserted: %@ is not a PNG or JPEG image", (path as NSString).lastPathComponent), about: .clipboard)
            }
            return editor.placeImage(bytes: bytes)
        } catch {
            return editor.showNotice(tr("Not inserted: %@", "\(error)"), about: .clipboard)
        }
    }

    /// What the desktop's chooser chose, carried out (see `chosen`).
    public func desktopChose(_ mode: FileChooser.Mode, _ path: String, nameChanged: Bool, _ editor: inout Editor) -> Outcome {
        carryOut(chosen(mode, path, byDesktop: true, nameChanged: nameChanged, &editor), &editor)
    }

    /// Replaces the document with what `path` holds; a problem is said, nothing half-loaded shown.
    func open(_ path: String, _ editor: inout Editor) -> Outcome {
        do {
            let (document, origins) = try files.load(path)
            return adopt(document, origins: origins, from: [path], &editor)
        } catch ImportError.passwordNeeded(let locked, _) {
            return askPassword(LockedOpen(paths: [path], passwords: [:], locked: locked, wrong: false), &editor)
        } catch {
            return editor.showNotice(tr("Not opened: %@", "\(error)"))
        }
    }

    /// Shows a document read from `paths` in place of the one open (saved: nothing changed yet).
    func adopt(_ document: Document, origins: [String: String], from paths: [String], _ editor: inout Editor) -> Outcome {
        let url = URL(fileURLWithPath: paths.first ?? "")
        stateKeeper?.leave(editor, documentKey: documentKey)
        openedKey = StateKeeper.key(for: paths)
        openedInputs = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        forgetExports()
        files.markUsed(openedInputs)
        imageOrigins = origins
        keeper.path = paths.count == 1 && DocumentImport.isInkstoneDocument(url.path) ? url.path : nil
        fileVersion = keeper.path.flatMap { files.version(of: $0) }
        title = Self.name(of: paths)
        keeper.name = title
        keeper.inputs = openedInputs
        openedFolder = url.deletingLastPathComponent().path
        var outcome = editor.replaceDocument(document)
        outcome.formUnion(stateKeeper?.arrive(&editor, documentKey: documentKey) ?? .none)
        markSaved(editor)
        keeper.start(with: document)
        titleChanged = true
        outcome.formUnion(offerSavedNotebook(&editor))
        return outcome
    }
}
