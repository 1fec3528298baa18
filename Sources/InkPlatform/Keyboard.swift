import CX11
import InkInput

/// Key presses through an X input method, turned into engine key chords.
@MainActor
final class Keyboard {
    private let im: XIM?
    private let ic: XIC?

    init(display: XDisplay, window: Window) {
        XSetLocaleModifiers("")
        // Held keys repeat as presses only, so a held space is one press and one release.
        var supported: Int32 = 0
        XkbSetDetectableAutoRepeat(display.pointer, 1, &supported)
        im = XOpenIM(display.pointer, nil, nil, nil)
        ic = im.flatMap { inkstone_create_ic($0, window) }
    }

    isolated deinit {
        if let ic { XDestroyIC(ic) }
        if let im { XCloseIM(im) }
    }

    /// Whether a key press is F11, the desktop's fullscreen key (the window's, not the editor's).
    func isFullscreenKey(_ event: inout XEvent) -> Bool {
        XLookupKeysym(&event.xkey, 0) == KeySym(XK_F11)
    }

    func chord(_ event: inout XEvent) -> KeyChord? {
        var keysym: KeySym = 0
        var buffer = [CChar](repeating: 0, count: 32)
        var count: Int32 = 0
        if let ic, event.type == KeyPress {
            var status: Int32 = 0
            count = Xutf8LookupString(ic, &event.xkey, &buffer, Int32(buffer.count - 1), &keysym, &status)
            if status != XLookupChars && status != XLookupBoth { count = 0 }
        } else {
            count = XLookupString(&event.xkey, &buffer, Int32(buffer.count - 1), &keysym, nil)
        }
        let typed = Self.text(buffer, count: count)
        var mods = KeyChord.Modifiers()
        let state = event.xkey.state
        if state & UInt32(ShiftMask) != 0 { mods.insert(.shift) }
        if state & UInt32(ControlMask) != 0 { mods.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { mods.insert(.alt) }
        switch Int32(keysym) {
        case XK_Escape: return KeyChord(.escape, mods)
        case XK_Delete: return KeyChord(.delete, mods)
        case XK_Page_Up: return KeyChord(.pageUp, mods)
        case XK_Page_Down: return KeyChord(.pageDown, mods)
        case XK_BackSpace: return KeyChord(.backspace, mods)
        case XK_Return, XK_KP_Enter: return KeyChord(.enter, mods)
        case XK_Left, XK_KP_Left: return KeyChord(.left, mods)
        case XK_Right, XK_KP_Right: return KeyChord(.right, mods)
        case XK_Up, XK_KP_Up: return KeyChord(.up, mods)
        case XK_Down, XK_KP_Down: return KeyChord(.down, mods)
        case XK_Home, XK_KP_Home: return KeyChord(.home, mods)
        case XK_End, XK_KP_End: return KeyChord(.end, mods)
        default: break
        }
        if keysym >= 0x20, keysym <= 0x7e, let scalar = Unicode.Scalar(UInt32(keysym)) {
            return KeyChord(.character(String(Character(scalar)).lowercased()), mods, text: typed)
        }
        // A key beyond ASCII ("é" on a French layout): known by what it types.
        guard let typed else { return nil }
        return KeyChord(.character(typed.lowercased()), mods, text: typed)
    }

    /// The printable text of the first `count` bytes of `buffer` (UTF-8), or nil when there
    /// is none (control characters are not text).
    private static func text(_ buffer: [CChar], count: Int32) -> String? {
        guard count > 0, Int(count) <= buffer.count else { return nil }
        let text = String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f }) else { return nil }
        return text
    }
}
