/// The one way a string the person sees gets translated. Every module reaches it (it sits at
/// the root of the engine's modules); the engine stays pure Swift: the executable installs, at
/// start, a translator backed by gettext (`dgettext`/`dngettext` of the "inkstone" domain), and
/// without one every string is shown as written (English).
///
/// Write `tr("Save as…")` for a plain string, `tr("Could not save %@: %@", name, reason)` for one
/// with values (`%@` in order, or `%1$@`, `%2$@` where a translation reorders them) and
/// `trn("%d page", "%d pages", count)` for one that depends on a number (`%d` is the number).
/// Only string literals go inside: `po/inkstone.pot` is extracted from these calls
/// (`make pot`), and a test checks every call's string is in it.
public enum Translation {
    /// Looks up `singular` (with `plural` and `count` for a plural); returns it unchanged when
    /// there is no translation.
    public typealias Translator = @Sendable (_ singular: String, _ plural: String?, _ count: Int) -> String

    /// Set once at start, before any thread but the main one runs; read from anywhere after.
    nonisolated(unsafe) private static var translator: Translator?

    /// Installs the translator (the executable, at start).
    public static func install(_ translator: @escaping Translator) {
        self.translator = translator
    }

    /// The translation of `singular` (or of its plural form for `count`).
    public static func lookup(_ singular: String, plural: String? = nil, count: Int = 1) -> String {
        if let translator { return translator(singular, plural, count) }
        return plural != nil && count != 1 ? plural ?? singular : singular
    }

    /// `format` with each `%@` replaced by the next of `values` and each `%N$@` by the Nth;
    /// `%d` and `%N$d` too, so a plural's number and named values can be mixed; `%%` is `%`.
    public static func fill(_ format: String, _ values: [String]) -> String {
        guard format.contains("%") else { return format }
        var out = "", next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            var cursor = rest.index(after: percent)
            guard cursor < rest.endIndex else { out += "%"; rest = rest[cursor...]; break }
            if rest[cursor] == "%" { out += "%"; rest = rest[rest.index(after: cursor)...]; continue }
            var digits = ""
            while cursor < rest.endIndex, let d = rest[cursor].wholeNumberValue, d >= 0 { digits.append(rest[cursor]); cursor = rest.index(after: cursor) }
            var index = next
            if !digits.isEmpty, cursor < rest.endIndex, rest[cursor] == "$", let n = Int(digits), n >= 1 {
                index = n - 1
                cursor = rest.index(after: cursor)
            } else if !digits.isEmpty {
                // Digits not followed by "$" are not a position: keep them as written.
                out += "%" + digits
                rest = rest[cursor...]
                continue
            }
            if cursor < rest.endIndex, rest[cursor] == "@" || rest[cursor] == "d", values.indices.contains(index) {
                out += values[index]
                if digits.isEmpty { next += 1 }
                rest = rest[rest.index(after: cursor)...]
            } else {
                out += "%" + digits
                rest = rest[cursor...]
            }
        }
        return out + rest
    }
}

/// The translation of a string the person sees; `values` fill its `%@` (see `Translation`).
public func tr(_ text: String, _ values: String...) -> String {
    Translation.fill(Translation.lookup(text), values)
}

/// The translation of a string with a number in it, in the plural form the language uses for
/// `count`; `%d` is the number, `values` fill its `%@` after it (`%2$@` …).
public func trn(_ singular: String, _ plural: String, _ count: Int, _ values: String...) -> String {
    Translation.fill(Translation.lookup(singular, plural: plural, count: count), [String(count)] + values)
}
