import Foundation

/// Reads values out of the X resource database text (the root window's `RESOURCE_MANAGER`
/// property, as `xrdb` sets it), e.g. "Xft.dpi". Never traps on malformed text.
public enum XResourcesParser {
    /// The value of the resource `name` ("Xft.dpi"), the last one given, or nil.
    public static func value(_ name: String, in text: String) -> String? {
        var found: String?
        for line in text.split(whereSeparator: { $0 == "\n" }) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            if key == name { found = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces) }
        }
        return found
    }

    /// "Xft.dpi" as a number of dots per inch, when it is one (1 to 10000).
    public static func dpi(in text: String) -> Double? {
        guard let v = value("Xft.dpi", in: text).flatMap(Double.init), v.isFinite, v >= 1, v <= 10_000 else { return nil }
        return v
    }
}
