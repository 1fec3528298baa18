import CX11
import Foundation
import InkGeometry
import InkInput
import InkInterface
import InkRender

/// The interface scale (HiDPI): the editor works in interface pixels, the window and the
/// renderer's layers in screen pixels. Input positions are divided by the scale on the way in;
/// the renderer draws the interface multiplied by it and the pages at the screen's resolution.
extension X11App {
    /// The scale the preference, `GDK_SCALE` and the desktop ask for now (`InterfaceScale.resolve`).
    func wantedScale() -> Double {
        InterfaceScale.resolve(preference: editor.preferences.interfaceScale,
                               gdkScale: ProcessInfo.processInfo.environment["GDK_SCALE"],
                               xsettingsDPI1024: desktopScale.xsettingsDPI1024, resourceDPI: desktopScale.resourceDPI)
    }

    /// The window became `size` screen pixels (a ConfigureNotify): the layers and the editor
    /// follow, and the whole window is drawn anew.
    func resize(to size: Size) {
        guard size != window.size, size.width >= 1, size.height >= 1 else { return }
        window.resized(to: size)
        guard renderer.resize(width: Int(size.width), height: Int(size.height), scale: interfaceScale) else { return }
        let outcome = editor.resize(to: interfaceSize(size))
        _ = renderer.render(freshScene(), damage: outcome.damage, fullInk: true)
        window.present(renderer.frame.surface, Rect(x: 0, y: 0, width: size.width, height: size.height))
        display.flush()
    }

    /// A window of `size` screen pixels as the editor sees it.
    func interfaceSize(_ size: Size) -> Size { Size(size.width / interfaceScale, size.height / interfaceScale) }

    /// An input event from the screen, in interface pixels (its position, a touch's contact size).
    func inInterface(_ input: InputEvent) -> InputEvent {
        guard interfaceScale != 1 else { return input }
        var e = input
        let s = interfaceScale
        e.position = Point(e.position.x / s, e.position.y / s)
        // A finger's contact size too (palm rejection measures it in interface pixels).
        if case .touch(let phase, var contact) = e.action, let size = contact.size {
            contact.size = Size(size.width / s, size.height / s)
            e.action = .touch(phase, contact)
        }
        return e
    }

    /// Takes the scale wanted now, if it changed: the editor lays out again for the window in
    /// interface pixels and the whole window is drawn anew.
    func followInterfaceScale() {
        let scale = wantedScale()
        guard scale != interfaceScale else { return }
        interfaceScale = scale
        // The editor lays text out as it is drawn at this scale (`PangoTextMeasure.scale`).
        editor.textMeasure = PangoTextMeasure(scale: scale)
        spotFollowed = nil   // the caret's place on screen moves with the scale
        let size = window.size
        guard renderer.resize(width: Int(size.width), height: Int(size.height), scale: scale) else { return }
        let outcome = editor.resize(to: interfaceSize(size))
        _ = renderer.render(freshScene(), damage: outcome.damage, fullInk: true)
        window.setMinimumSize(Size(400 * scale, 300 * scale))
        window.present(renderer.frame.surface, Rect(x: 0, y: 0, width: size.width, height: size.height))
        display.flush()
    }
}
