import InkInterface
import InkPortal
import InkWorkflow

/// The desktop portal's file chooser as the document workflow asks for it: its dialogs sit
/// on the app's window.
@MainActor
final class DesktopChooser: SystemChooser {
    let portal: PortalFileChooser
    let parentWindow: UInt

    init(portal: PortalFileChooser, parentWindow: UInt) {
        self.portal = portal; self.parentWindow = parentWindow
    }

    var isWaiting: Bool { portal.isWaiting }

    func open(title: String, folder: String) -> Bool {
        portal.open(title: title, folder: folder, parentWindow: parentWindow)
    }

    func save(_ mode: FileChooser.Mode, title: String, currentName: String, folder: String) -> Bool {
        portal.save(mode, title: title, currentName: currentName, folder: folder, parentWindow: parentWindow)
    }
}
