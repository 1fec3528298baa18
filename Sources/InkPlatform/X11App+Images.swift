import InkGeometry
import Foundation
import InkInterface

extension X11App {
    /// A page image that cannot be decoded is drawn as a tinted page (an image placed on a page
    /// as a grey box): say once, in the window
    /// and on standard error, which page and file it is and why.
    func reportUnshownImages() {
        guard let failures = imageCache?.takeFailures(), !failures.isEmpty else { return }
        for failure in failures {
            let pages = editor.document.pages.indices.filter { editor.document.pages[$0].imageKey == failure.key }.map { String($0 + 1) }
            let placed = editor.document.pages.indices.filter { editor.document.pages[$0].images.contains { $0.key == failure.key } }
                .map { String($0 + 1) }
            let origin = workflow.imageOrigins[failure.key].map { tr("cannot read %@: ", $0) } ?? ""
            let line = !pages.isEmpty
                ? trn("Page %2$@ cannot be shown: %3$@", "Pages %2$@ cannot be shown: %3$@", pages.count, pages.joined(separator: ", "), origin + failure.reason)
                : placed.isEmpty ? tr("An image cannot be shown: %@", origin + failure.reason)
                : trn("An image placed on page %2$@ cannot be shown: %3$@", "An image placed on pages %2$@ cannot be shown: %3$@", placed.count,
                      placed.joined(separator: ", "), origin + failure.reason)
            printError("inkstone: \(line)")
            show(editor.showNotice(line))
        }
    }
}
