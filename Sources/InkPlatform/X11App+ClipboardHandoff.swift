import CX11
import Foundation
import Glibc
import InkGeometry

/// When the app ends, what it offers on the CLIPBOARD goes to the desktop's clipboard manager,
/// if one runs (freedesktop.org's ClipboardManager convention, as GTK and Qt apps do it):
/// CLIPBOARD_MANAGER is converted to SAVE_TARGETS with the types to keep, the manager reads
/// them from Inkstone like any app pasting, and says when it is done. So strokes copied just
/// before quitting can still be pasted (as a PNG or an SVG, or as strokes into another
/// Inkstone) after the window is gone.
extension X11App {
    /// How long the end waits for the manager at most: one that never answers delays it by this.
    static let clipboardHandoffPatience: TimeInterval = 2

    /// Hands the CLIPBOARD's offer to the clipboard manager; returns once it said it is done,
    /// or after `clipboardHandoffPatience`. Nothing to do without an offer or a manager.
    func handOffClipboard() {
        guard let clipboard, let time = clipboard.offerTime("CLIPBOARD"), let offered = clipboard.offeredTypes("CLIPBOARD") else { return }
        let dpy = display.pointer
        let manager = display.atom("CLIPBOARD_MANAGER")
        guard XGetSelectionOwner(dpy, manager) != 0 else { return }
        // The window goes at once: the person asked to quit, the hand-off is the app's business.
        XUnmapWindow(dpy, window.window)
        // The types worth keeping (not TARGETS, TIMESTAMP or MULTIPLE), as the convention asks.
        let property = display.atom("_INKSTONE_SAVE_TARGETS")
        let types = offered.map { UInt(display.atom($0)) }
        types.withUnsafeBytes { bytes in
            _ = XChangeProperty(dpy, clipboard.window, property, XA_ATOM, 32, PropModeReplace,
                                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(types.count))
        }
        XConvertSelection(dpy, manager, display.atom("SAVE_TARGETS"), property, clipboard.window, time)
        XFlush(dpy)
        let deadline = Date().addingTimeInterval(Self.clipboardHandoffPatience)
        while true {
            // Only what the transfer needs: the manager's requests (and their incremental steps)
            // are answered, its word that it is done ends the wait; the rest no longer matters.
            while XPending(dpy) > 0 {
                var event = XEvent()
                XNextEvent(dpy, &event)
                switch event.type {
                case SelectionNotify where event.xselection.selection == manager: return
                case SelectionRequest, SelectionClear: selectionEvent(&event)
                case PropertyNotify where event.xproperty.window != window.window: selectionPropertyEvent(event.xproperty)
                default: break
                }
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { break }
            var fd = pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)
            if poll(&fd, 1, Int32((left * 1000).rounded(.up))) < 0 && errno != EINTR { break }
        }
        log("inkstone: " + tr("the clipboard manager did not take the copied strokes in time; they are not kept after Inkstone ends"))
    }
}
