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
        /// The arrows, Home and End (moving a text box's caret).
        case left, right, up, down, home, end
    }

    public var key: Key
    public var modifiers: Modifiers
    /// What the key types, as the input method gives it (Shift, Caps Lock, AltGr and dead keys
    /// applied: "A", "!", "é"); nil when the platform does not say, or the key types nothing.
    /// Text fields use it; shortcuts match `key`.
    public var text: String?
    public init(_ key: Key, _ modifiers: Modifiers = [], text: String? = nil) {
        self.key = key; self.modifiers = modifiers; self.text = text
    }
}
