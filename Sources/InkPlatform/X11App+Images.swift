import Foundation
import InkInterface

extension X11App {
    /// A page image that cannot be decoded is drawn as a tinted page: say once, in the window
    /// and on standard error, which page and file it is and why.
    func reportUnshownImages() {
        guard let failures = imageCache?.takeFailures(), !failures.isEmpty else { return }
        for failure in failures {
            let pages = editor.document.pages.indices.filter { editor.document.pages[$0].imageKey == failure.key }.map { String($0 + 1) }
            let which = pages.isEmpty ? "An image" : "Page\(pages.count == 1 ? "" : "s") \(pages.joined(separator: ", "))"
            let origin = workflow.imageOrigins[failure.key].map { "cannot read \($0): " } ?? ""
            let line = "\(which) cannot be shown: \(origin)\(failure.reason)"
            fputs("inkstone: \(line)\n", stderr)
            show(editor.showNotice(line))
        }
    }
}
