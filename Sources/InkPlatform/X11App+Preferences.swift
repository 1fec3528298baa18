import Foundation
import InkGeometry
import InkInterface

extension X11App {
    /// Reads the preferences file and applies it; a broken file is reported once in the window.
    func loadPreferences(atStart: Bool) {
        let result = options.preferences.load()
        guard atStart || result.preferences != editor.preferences || result.problem != nil else { return }
        var outcome = editor.apply(result.preferences)
        if let problem = result.problem {
            log("inkstone: \(problem)")
            let kept = result.movedAside.map { " " + tr("The broken file is kept as %@.", $0.lastPathComponent) } ?? ""
            outcome.formUnion(editor.showNotice(tr("Your preferences could not be read, so Inkstone uses the defaults.") + kept))
        }
        if !atStart { show(outcome) }
        drawingPriority.follow(editor.preferences.drawingPriority)
        followInterfaceScale()
    }
}
