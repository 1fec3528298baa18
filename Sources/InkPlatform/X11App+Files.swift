import Foundation
import InkDocument
import InkInput
import InkInterface
import InkRender

extension X11App {
    /// Ctrl+S saves, Ctrl+Shift+S saves as, Ctrl+O opens, Ctrl+E exports (not while the
    /// desktop's chooser is up).
    func fileCommand(_ request: FileRequest) {
        guard portal?.isWaiting != true else { return }
        switch request {
        case .save, .saveAs:
            if request == .saveAs || keeper.path == nil {
                let suggested = defaultSavePath()
                let folder = (suggested as NSString).deletingLastPathComponent, name = (suggested as NSString).lastPathComponent
                // The desktop's chooser when a portal runs, else the app's own.
                if portal?.save(title: "Save As", currentName: name, folder: folder, parentWindow: windowID) != true {
                    show(editor.openChooser(.save, folder: folder, name: name))
                }
            } else {
                save(to: keeper.path ?? defaultSavePath())
            }
        case .exportPages:
            exportPages()
        case .open:
            let folder = keeper.path.map { ($0 as NSString).deletingLastPathComponent } ?? sourceFolder
                ?? ProcessInfo.processInfo.environment["HOME"] ?? "/"
            if portal?.open(title: "Open", folder: folder, parentWindow: windowID) != true {
                show(editor.openChooser(.open, folder: folder))
            }
        }
    }

    /// Ctrl+E: the pages as PNG images in a folder beside the document ("NAME pages"), each at
    /// its image's own resolution, named in page order.
    func exportPages() {
        let stem = (defaultSavePath() as NSString).deletingPathExtension
        let base = keeper.path.map { ($0 as NSString).deletingPathExtension } ?? stem
        let folder = Self.freeName(beside: base + " pages")
        do {
            // The document's own file is never an output (nor is anything through a link).
            let inputs = FileIdentity.of(inputs: [keeper.path].compactMap { $0 })
            let files = try DocumentExporter.exportPNG(editor.document, to: URL(fileURLWithPath: folder), inputs: inputs)
            let note = marginInkWarning(editor.document.pagesWithInkPastTheEdge).map { "; \($0)" } ?? ""
            show(editor.showNotice("Exported \(files.count) page\(files.count == 1 ? "" : "s") to \(folder)\(note)"))
        } catch {
            show(editor.showNotice("Not exported: \(error)"))
        }
    }

    /// Saves atomically; the title and journal follow. Returns whether it worked.
    @discardableResult
    func save(to path: String) -> Bool {
        do {
            try keeper.save(editor.document, to: path)
            savedChangeCount = editor.changeCount
            title = (path as NSString).lastPathComponent
            updateTitle()
            show(editor.showNotice("Saved as \(path)"))
            return true
        } catch {
            fputs("inkstone: not saved: \(error)\n", stderr)
            show(editor.showNotice("Not saved: \(error)"))
            return false
        }
    }

    /// Where a document without a file is saved: beside the images it came from, else in the
    /// home folder; never over an existing file.
    func defaultSavePath() -> String {
        let base = keeper.path.map { ($0 as NSString).deletingLastPathComponent } ?? sourceFolder
            ?? (ProcessInfo.processInfo.environment["HOME"] ?? FileManager.default.currentDirectoryPath)
        let stem = title.hasSuffix(".inkstone") ? String(title.dropLast(9)) : (title as NSString).deletingPathExtension
        return Self.freeName(beside: (base as NSString).appendingPathComponent((stem.isEmpty ? "Untitled" : stem) + ".inkstone"))
    }

    /// `path` if nothing is there, else "name 2.inkstone", "name 3.inkstone"…
    /// Anything at a name counts, a dangling symbolic link too.
    static func freeName(beside path: String) -> String {
        func taken(_ p: String) -> Bool { var info = stat(); return lstat(p, &info) == 0 }
        guard taken(path) else { return path }
        let stem = (path as NSString).deletingPathExtension, ext = (path as NSString).pathExtension
        func candidate(_ n: Int) -> String { ext.isEmpty ? "\(path) \(n)" : "\(stem) \(n).\(ext)" }
        var n = 2
        while taken(candidate(n)) { n += 1 }
        return candidate(n)
    }

    /// The window's close button: asks first when there are unsaved changes.
    func closeRequested() {
        guard editor.changeCount != savedChangeCount else {
            cleanExit = true
            running = false
            return
        }
        show(editor.ask(Prompt(topic: .closeUnsaved, message: "Save changes before closing?",
                               detail: "Your changes to \(title) will be lost if you don't save them.",
                               choices: ["Save", "Don't Save", "Cancel"], escapeChoice: 2)))
    }

    /// Acts on what the file chooser chose: open it, or save there. From the desktop's dialog
    /// (`fromPortal`), a name it returned as it is was checked by it before replacing a file;
    /// when the app changed the name (`nameChanged`: it added `.inkstone`), the app asks itself.
    func chosen(_ mode: FileChooser.Mode, _ path: String, fromPortal: Bool = false, nameChanged: Bool = false) {
        switch mode {
        case .save:
            var info = stat()
            if !fromPortal || nameChanged, lstat(path, &info) == 0, path != keeper.path {
                pendingOverwrite = path
                let name = (path as NSString).lastPathComponent
                let detail = nameChanged
                    ? "Inkstone adds .inkstone to the name, and that file already exists."
                    : "A file with this name already exists in \((path as NSString).deletingLastPathComponent)."
                show(editor.ask(Prompt(topic: .overwrite, message: "Replace \(name)?", detail: detail,
                                       choices: ["Replace", "Cancel"], escapeChoice: 1)))
            } else {
                save(to: path)
            }
        case .open:
            guard editor.changeCount == savedChangeCount else {
                pendingOpen = path
                show(editor.ask(Prompt(topic: .discardForOpen, message: "Open another document?",
                                       detail: "Your unsaved changes to \(title) will be lost.",
                                       choices: ["Discard and Open", "Cancel"], escapeChoice: 1)))
                return
            }
            open(path)
        }
    }

    /// Replaces the document with what `path` holds; a problem is said, nothing half-loaded shown.
    func open(_ path: String) {
        do {
            let (document, origins) = try DocumentImport.load(from: [path])
            let url = URL(fileURLWithPath: path)
            imageOrigins = origins
            keeper.path = DocumentImport.isInkstoneDocument(path) ? path : nil
            title = url.lastPathComponent
            openedFolder = url.deletingLastPathComponent().path
            show(editor.replaceDocument(document))
            savedChangeCount = editor.changeCount
            keeper.start(with: document)
            updateTitle()
        } catch {
            show(editor.showNotice("Not opened: \(error)"))
        }
    }

    /// A page image that cannot be decoded is drawn as a tinted page: say once, in the window
    /// and on standard error, which page and file it is and why.
    func reportUnshownImages() {
        guard let failures = imageCache?.takeFailures(), !failures.isEmpty else { return }
        for failure in failures {
            let pages = editor.document.pages.indices.filter { editor.document.pages[$0].imageKey == failure.key }.map { String($0 + 1) }
            let which = pages.isEmpty ? "An image" : "Page\(pages.count == 1 ? "" : "s") \(pages.joined(separator: ", "))"
            let origin = imageOrigins[failure.key].map { "cannot read \($0): " } ?? ""
            let line = "\(which) cannot be shown: \(origin)\(failure.reason)"
            fputs("inkstone: \(line)\n", stderr)
            show(editor.showNotice(line))
        }
    }

    /// Acts on a prompt's answer.
    func answered(_ topic: Prompt.Topic, _ choice: Int) {
        switch (topic, choice) {
        case (.recovery, 0):
            do {
                // Unsaved changes to the document open now stay in its journal for the next start.
                guard let recovery = try keeper.recoverOffered(keepCurrent: editor.changeCount != savedChangeCount) else { return }
                imageOrigins = [:]
                title = recovery.documentPath.map { ($0 as NSString).lastPathComponent } ?? "Recovered"
                show(editor.replaceDocument(recovery.document))
                savedChangeCount = -1  // recovered work is not saved yet
                updateTitle()
                if recovery.tornTail || recovery.damaged {
                    show(editor.showNotice("Recovered all complete changes; the very last one was cut off by the crash."))
                }
            } catch {
                fputs("inkstone: could not recover: \(error)\n", stderr)
                show(editor.showNotice("Could not recover: \(error)"))
            }
        case (.recovery, _):
            keeper.discardOffered()
        case (.closeUnsaved, 0):
            if save(to: keeper.path ?? defaultSavePath()) { cleanExit = true; running = false }
        case (.closeUnsaved, 1):
            cleanExit = true
            running = false
        case (.overwrite, 0):
            if let path = pendingOverwrite { save(to: path) }
            pendingOverwrite = nil
        case (.discardForOpen, 0):
            if let path = pendingOpen { open(path) }
            pendingOpen = nil
        default:
            break
        }
        if topic == .recovery, let next = keeper.recoveryPrompt { show(editor.ask(next)) }
    }
}
