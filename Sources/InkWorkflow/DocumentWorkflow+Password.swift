import InkGeometry
import Foundation
import InkDocument
import InkInterface

/// Encrypted PDFs: the window asks for the password (a prompt with a hidden field); a wrong
/// one is said and asked for again; Cancel leaves the PDF unopened (the document shown stays).
/// One dropped between pages is asked for the same way, then inserted where it was dropped.
extension DocumentWorkflow {
    /// Files to open once a PDF among them gets its password.
    struct LockedOpen: Sendable {
        /// What is being opened (the command line's inputs, or one file).
        var paths: [String]
        /// The passwords given so far, by the path of the PDF they open.
        var passwords: [String: String]
        /// The PDF asking now.
        var locked: String
        /// Whether the last password given for it was wrong.
        var wrong: Bool
        /// Where the files' pages go once opened (a drop between pages); nil: they replace
        /// the document (an open).
        var insertAt: Int? = nil
    }

    /// Asks for the password of `locked.locked`.
    func askPassword(_ locked: LockedOpen, _ editor: inout Editor) -> Outcome {
        pendingLocked = locked
        let name = (locked.locked as NSString).lastPathComponent
        let detail = locked.wrong ? tr("That password is wrong. Type the password of %@ and press Enter.", name)
                                  : tr("%@ is protected. Type its password and press Enter.", name)
        return editor.ask(Prompt(topic: .password, message: locked.wrong ? tr("Wrong password") : tr("Password needed"),
                                 detail: detail, choices: [locked.insertAt == nil ? tr("Open") : tr("Insert"), tr("Cancel")],
                                 escapeChoice: 1, secret: ""))
    }

    /// Opens what waited for a password, now that one was typed; asks again when it (or
    /// another PDF among the files) still needs one.
    func openLocked(_ locked: LockedOpen, _ editor: inout Editor) -> Outcome {
        pendingLocked = nil
        do {
            let (document, origins) = try files.load(locked.paths, passwords: locked.passwords)
            guard let slot = locked.insertAt else { return adopt(document, origins: origins, from: locked.paths, &editor) }
            return insert(document, origins: origins, at: slot, &editor).outcome
        } catch ImportError.passwordNeeded(let path, let wrong) {
            var again = locked
            again.locked = path
            again.wrong = wrong
            return askPassword(again, &editor)
        } catch {
            var outcome = editor.showNotice(locked.insertAt == nil ? tr("Not opened: %@", "\(error)") : tr("Not inserted: %@", "\(error)"))
            outcome.effects.insert(.report("inkstone: \(error)"), at: 0)
            return outcome
        }
    }
}
