import CX11
import InkInput

/// Key presses through an X input method (XIM: the local one for dead keys and Compose, or an
/// IBus/fcitx server; without one, XLookupString until one appears), turned into engine key
/// chords and preedit text. Needs the locale set (`setlocale(LC_ALL, "")`, the executable's
/// first act) for Xutf8LookupString to give UTF-8.
@MainActor
final class Keyboard {
    private let display: XDisplay
    private let window: Window
    private var im: XIM?
    private var ic: XIC?
    /// Whether an input method server is being waited for (XRegisterIMInstantiateCallback).
    private var waitingForIM = false
    /// The text the input method composes (XIMPreeditCallbacks), as it stands.
    private var preedit = Preedit()
    /// Told of each change of the preedit (nil: none any more).
    var preeditChanged: (Preedit?) -> Void = { _ in }

    init(display: XDisplay, window: Window) {
        self.display = display
        self.window = window
        XSetLocaleModifiers("")
        // Held keys repeat as presses only, so a held space is one press and one release.
        var supported: Int32 = 0
        XkbSetDetectableAutoRepeat(display.pointer, 1, &supported)
        openInputMethod()
    }

    isolated deinit {
        if waitingForIM { XUnregisterIMInstantiateCallback(display.pointer, nil, nil, nil, imAppeared, clientData) }
        if let ic { XDestroyIC(ic) }
        if let im { XCloseIM(im) }
    }

    private var clientData: XPointer { Unmanaged.passUnretained(self).toOpaque().assumingMemoryBound(to: CChar.self) }

    /// Opens the input method and an input context on the window; when none can be opened
    /// (the IM server named by XMODIFIERS is not running yet), waits for one to appear.
    private func openInputMethod() {
        guard let im = XOpenIM(display.pointer, nil, nil, nil) else {
            waitForInputMethod()
            return
        }
        self.im = im
        inkstone_im_on_destroy(im, clientData, imDestroyed)
        ic = inkstone_create_ic_preedit(im, window, clientData, preeditStarted, preeditDone, preeditDrawn, preeditCaret)
            ?? inkstone_create_ic(im, window)
        if let ic {
            inkstone_ic_select_filter_events(display.pointer, ic, window)
            XSetICFocus(ic)
        }
    }

    private func waitForInputMethod() {
        guard !waitingForIM else { return }
        waitingForIM = XRegisterIMInstantiateCallback(display.pointer, nil, nil, nil, imAppeared, clientData) != 0
    }

    /// The IM server went away: its IM and context are gone with it (never destroyed here);
    /// keys go through XLookupString until a server comes back.
    fileprivate func inputMethodDestroyed() {
        im = nil
        ic = nil
        spot = nil
        pendingSpot = nil
        clearPreedit()
        waitForInputMethod()
    }

    fileprivate func inputMethodAppeared() {
        guard im == nil else { return }
        if waitingForIM {
            XUnregisterIMInstantiateCallback(display.pointer, nil, nil, nil, imAppeared, clientData)
            waitingForIM = false
        }
        openInputMethod()
    }

    fileprivate func preeditDraw(first: Int, length: Int, text: String?, emphasis: [Bool], caret: Int) {
        preedit.replace(first: first, length: length, with: text, emphasis: emphasis, caret: caret)
        preeditChanged(preedit.text.isEmpty ? nil : preedit)
    }

    fileprivate func preeditMoved(to caret: Int) {
        preedit.caret = max(0, min(caret, preedit.text.count))
        if !preedit.text.isEmpty { preeditChanged(preedit) }
    }

    fileprivate func clearPreedit() {
        guard !preedit.text.isEmpty else { return }
        preedit = Preedit()
        preeditChanged(nil)
    }

    /// The caret's foot last told to the input method (window pixels), and the one to tell it next.
    private var spot: (x: Int16, y: Int16)?
    private var pendingSpot: (x: Int16, y: Int16)?

    /// Notes where the caret of the field being typed into is (its foot, in window pixels), for
    /// the input method to show its candidate window there (`sendSpot`).
    func setSpot(x: Double, y: Double) {
        guard ic != nil, x.isFinite, y.isFinite else { return }
        let p = (x: Int16(clamping: Int(x.rounded())), y: Int16(clamping: Int(y.rounded())))
        if let spot, spot == p { pendingSpot = nil; return }
        pendingSpot = p
    }

    /// Whether the input method is composing (its preedit is not empty).
    var isComposing: Bool { !preedit.text.isEmpty }
    /// Whether the composition is to be dropped at the next quiet moment (`sendSpot`).
    private var resetPending = false

    /// Drops what the input method is composing (the field it was composed for went away: the
    /// box was finished by a tap outside, another tool): at the next quiet moment the context
    /// is reset, and what it gives back is not typed anywhere.
    func cancelComposition() {
        guard isComposing else { return }
        resetPending = true
        clearPreedit()
    }

    /// Resets the context when asked (`cancelComposition`), then tells the input method the
    /// caret's new place, if it moved. Called when the event loop
    /// has nothing left to handle, never amid an exchange with the input method (its callbacks,
    /// a key it is composing): setting the context's values waits for the server's answer,
    /// and a server in the middle of a synchronous exchange (uim-xim's) then stops answering
    /// the keys that follow.
    func sendSpot() {
        if resetPending, let ic {
            resetPending = false
            if let dropped = Xutf8ResetIC(ic) { XFree(dropped) }
        }
        guard let p = pendingSpot else { return }
        pendingSpot = nil
        guard let ic else { return }
        spot = inkstone_ic_set_spot(ic, p.x, p.y) != 0 ? p : nil
    }

    /// Whether a key press is F11, the desktop's fullscreen key (the window's, not the editor's).
    func isFullscreenKey(_ event: inout XEvent) -> Bool {
        XLookupKeysym(&event.xkey, 0) == KeySym(XK_F11)
    }

    func chord(_ event: inout XEvent) -> KeyChord? {
        var keysym: KeySym = 0
        let typed = lookUp(&event, &keysym)
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
        case XK_Tab: return KeyChord(.tab, mods)
        case XK_ISO_Left_Tab: return KeyChord(.tab, mods.union(.shift))
        case XK_Left, XK_KP_Left: return KeyChord(.left, mods)
        case XK_Right, XK_KP_Right: return KeyChord(.right, mods)
        case XK_Up, XK_KP_Up: return KeyChord(.up, mods)
        case XK_Down, XK_KP_Down: return KeyChord(.down, mods)
        case XK_Home, XK_KP_Home: return KeyChord(.home, mods)
        case XK_End, XK_KP_End: return KeyChord(.end, mods)
        case XK_Menu: return KeyChord(.menu, mods)
        case XK_F1...XK_F12: return KeyChord(.function(Int(Int32(keysym) - XK_F1) + 1), mods)
        default: break
        }
        if let latin = Self.latin(keysym) {
            return KeyChord(.character(latin), mods, text: typed)
        }
        // Another script's key ("я" on a Russian layout) keeps its Latin level for shortcuts.
        let latin = event.xkey.keycode == 0 ? nil : latinLevel(of: event.xkey)
        // A key beyond ASCII ("é" on a French layout, text an IM commits): known by what it types.
        guard let typed else { return latin.map { KeyChord(.character($0), mods, latin: nil) } }
        return KeyChord(.character(typed.lowercased()), mods, text: typed, latin: latin)
    }

    /// The text a key types, through the input context (UTF-8) or, without one, XLookupString
    /// (Latin-1); `keysym` is set to the key's symbol on the active layout.
    private func lookUp(_ event: inout XEvent, _ keysym: inout KeySym) -> String? {
        var buffer = [CChar](repeating: 0, count: 64)
        if let ic, event.type == KeyPress {
            var status: Int32 = 0
            var count = Xutf8LookupString(ic, &event.xkey, &buffer, Int32(buffer.count - 1), &keysym, &status)
            if status == XBufferOverflow {
                // A long commit (a converted phrase): read it again with room for it.
                buffer = [CChar](repeating: 0, count: Int(count) + 1)
                count = Xutf8LookupString(ic, &event.xkey, &buffer, Int32(buffer.count - 1), &keysym, &status)
            }
            if status != XLookupChars && status != XLookupBoth { count = 0 }
            // A commit ends the composition.
            if count > 0 { clearPreedit() }
            return Self.text(buffer.prefix(Int(max(0, count))).map { UInt8(bitPattern: $0) })
        }
        // Without an input context: the locale's encoding (UTF-8 here; Latin-1 in the C locale).
        let count = XLookupString(&event.xkey, &buffer, Int32(buffer.count - 1), &keysym, nil)
        let bytes = buffer.prefix(Int(max(0, count))).map { UInt8(bitPattern: $0) }
        if String(validating: bytes, as: UTF8.self) != nil { return Self.text(bytes) }
        return Self.text(Array(String(bytes.map { Character(Unicode.Scalar($0)) }).utf8))
    }

    /// The lower-case Latin character of a keysym (its printable ASCII range), or nil.
    private static func latin(_ keysym: KeySym) -> String? {
        guard keysym >= 0x20, keysym <= 0x7e, let scalar = Unicode.Scalar(UInt32(keysym)) else { return nil }
        return String(Character(scalar)).lowercased()
    }

    /// The Latin character the key has on another group (layout) of the keymap, first group
    /// first: "z" for the key typing "я" with the layouts us,ru.
    private func latinLevel(of key: XKeyEvent) -> String? {
        let current = inkstone_group_of_state(key.state)
        for group in 0..<4 where group != Int(current) {
            let keysym = XkbKeycodeToKeysym(display.pointer, KeyCode(key.keycode), Int32(group), 0)
            if keysym == 0 { continue }
            if let latin = Self.latin(keysym) { return latin }
        }
        return nil
    }

    /// The printable text of UTF-8 `bytes`, or nil when there is none (control characters are
    /// not text).
    private static func text(_ bytes: [UInt8]) -> String? {
        guard !bytes.isEmpty else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f }) else { return nil }
        return text
    }
}

// The input method's callbacks: C functions, given the Keyboard as their client data; all run
// on the main thread, inside XFilterEvent or an X call of the event loop. The client data
// crosses into the main actor as an address.

private func keyboard(_ address: UInt) -> Keyboard? {
    UnsafeRawPointer(bitPattern: address).map { Unmanaged<Keyboard>.fromOpaque($0).takeUnretainedValue() }
}

private let imAppeared: XIDProc = { _, client, _ in
    let address = UInt(bitPattern: client)
    MainActor.assumeIsolated { keyboard(address)?.inputMethodAppeared() }
}

private let imDestroyed: XIMProc = { _, client, _ in
    let address = UInt(bitPattern: client)
    MainActor.assumeIsolated { keyboard(address)?.inputMethodDestroyed() }
}

private let preeditStarted: XIMProc = { _, _, _ in }

private let preeditDone: XIMProc = { _, client, _ in
    let address = UInt(bitPattern: client)
    MainActor.assumeIsolated { keyboard(address)?.clearPreedit() }
}

private let preeditDrawn: XIMProc = { _, client, data in
    guard let data else { return }
    let draw = UnsafeMutableRawPointer(data).assumingMemoryBound(to: XIMPreeditDrawCallbackStruct.self).pointee
    var inserted: String?
    var marks: [Bool] = []
    if let text = draw.text?.pointee {
        if text.encoding_is_wchar == 0, let bytes = text.string.multi_byte { inserted = String(cString: bytes) }
        // The segment being converted: reverse or highlight feedback (per character).
        if let feedback = text.feedback {
            let highlight = XIMFeedback(XIMReverse | XIMHighlight)
            marks = (0..<Int(text.length)).map { feedback[$0] & highlight != 0 }
        }
    }
    let address = UInt(bitPattern: client)
    let first = Int(draw.chg_first), length = Int(draw.chg_length), caret = Int(draw.caret)
    let text = inserted, emphasis = marks
    MainActor.assumeIsolated {
        keyboard(address)?.preeditDraw(first: first, length: length, text: text, emphasis: emphasis, caret: caret)
    }
}

private let preeditCaret: XIMProc = { _, client, data in
    guard let data else { return }
    let position = Int(UnsafeMutableRawPointer(data).assumingMemoryBound(to: XIMPreeditCaretCallbackStruct.self).pointee.position)
    let address = UInt(bitPattern: client)
    MainActor.assumeIsolated { keyboard(address)?.preeditMoved(to: position) }
}
