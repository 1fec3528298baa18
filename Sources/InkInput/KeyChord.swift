/// A key press, platform-neutral.
public struct KeyChord: Hashable, Sendable {
    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let shift = Modifiers(rawValue: 1)
        public static let control = Modifiers(rawValue: 2)
        public static let alt = Modifiers(rawValue: 4)
    }

    public enum Key: Hashable, Sendable {
        /// A printable key, lower-cased ("z", "y", "+", ",").
        case character(String)
        case escape, delete, pageUp, pageDown, backspace, enter
        /// Tab; with Shift, back (focus moves between a prompt's or chooser's parts).
        case tab
        /// The arrows, Home and End (moving a text box's caret).
        case left, right, up, down, home, end
        /// The Menu key (beside the right Ctrl): the marking menu, as Shift+F10 does.
        case menu
        /// A function key, F1 to F12 (F11 is the platform's: fullscreen).
        case function(Int)
    }

    public var key: Key
    public var modifiers: Modifiers
    /// What the key types, as the input method gives it (Shift, Caps Lock, AltGr and dead keys
    /// applied: "A", "!", "é"); nil when the platform does not say, or the key types nothing.
    /// Text fields use it; shortcuts match `key`.
    public var text: String?
    /// The key's Latin letter or sign ("z") when the active keyboard layout types another
    /// script with it ("я" on a Russian layout): shortcuts match it too, so Ctrl+Z undoes on
    /// any layout. Nil when `key` is already Latin or no layout gives the key a Latin one.
    public var latin: String?
    public init(_ key: Key, _ modifiers: Modifiers = [], text: String? = nil, latin: String? = nil) {
        self.key = key; self.modifiers = modifiers; self.text = text; self.latin = latin
    }

    /// Whether this press is `key`, on the active layout or on the key's Latin level.
    public func isKey(_ key: Key) -> Bool {
        self.key == key || latin.map { Key.character($0) == key } == true
    }
}
