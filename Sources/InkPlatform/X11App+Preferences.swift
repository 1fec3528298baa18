import Foundation
import InkGeometry
import InkInterface
import InkPreferences

extension X11App {
    /// Reads the preferences file and applies it; a broken file is reported in the window and
    /// left as it is. At start the defaults are used meanwhile; later (the file changed while
    /// the app runs: being edited by hand, perhaps saved half-written) the preferences in use stay.
    func loadPreferences(atStart: Bool) {
        let result = options.preferences.load()
        guard atStart || result.preferences != editor.preferences || result.problem != nil else { return }
        var outcome = Outcome()
        if let problem = result.problem {
            log("inkstone: \(problem)")
            if atStart { outcome = editor.apply(result.preferences) }
            outcome.formUnion(editor.showNotice(atStart
                ? tr("Your preferences could not be read, so Inkstone uses the defaults; the file is left as it is.")
                : tr("Your preferences file could not be read; the preferences in use stay as they were.")))
        } else {
            outcome = editor.apply(result.preferences)
        }
        if !atStart { show(outcome) }
        drawingPriority.follow(editor.preferences.drawingPriority)
        followInterfaceScale()
    }

    /// Saves preferences changed in the window; says where an unusable file it replaced was
    /// kept. Preferences that could not be written are written at the next change or when
    /// the app ends (`PreferencesSaver`, `savePendingPreferences`).
    func savePreferences(_ preferences: Preferences) {
        do {
            if let kept = try preferencesSaver.save(preferences) {
                show(editor.showNotice(tr("Preferences saved; the unreadable preferences file is kept as %@.", kept.lastPathComponent)))
            }
        } catch {
            show(editor.showNotice(tr("Could not save preferences: %@. Inkstone tries again when it ends.", "\(error)")))
        }
    }

    /// At the end: preferences a save could not write are tried once more; a failure is logged.
    func savePendingPreferences() {
        do { try preferencesSaver.saveAgain() } catch { log("inkstone: " + tr("could not save preferences: %@", "\(error)")) }
    }
}
