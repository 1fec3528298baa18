import CX11
import Foundation
import InkGeometry

/// The translations (gettext catalogs of the "inkstone" domain, built from `po/` by `make`):
/// found beside the binary in development (`.build/debug/locale`), else under the prefix it is
/// installed in (`$PREFIX/share/locale` for `$PREFIX/bin/inkstone`). The language comes from
/// the environment as gettext reads it (LANGUAGE, LC_ALL, LC_MESSAGES, LANG).
public enum Catalogs {
    static let domain = "inkstone"

    /// Sets the locale from the environment (text input, the title's characters, messages) and
    /// installs the engine's translator (`tr`). Call once, first thing.
    public static func start(executable: String) {
        setlocale(LC_ALL, "")
        if let folder = folder(executable: executable) { _ = bindtextdomain(domain, folder) }
        _ = bind_textdomain_codeset(domain, "UTF-8")
        Translation.install { singular, plural, count in
            // gettext answers with the pointer given when it has no translation: that one is
            // the message itself (and only valid inside the closure), so it is not read back.
            singular.withCString { one in
                guard let plural else {
                    let found = dgettext(domain, one)
                    return found.map { $0 == one ? singular : String(cString: $0) } ?? singular
                }
                return plural.withCString { many in
                    let found = dngettext(domain, one, many, UInt(max(0, count)))
                    return found.map { $0 == one ? singular : $0 == many ? plural : String(cString: $0) } ?? (count == 1 ? singular : plural)
                }
            }
        }
    }

    /// The folder holding `LANG/LC_MESSAGES/inkstone.mo`, beside or above the binary.
    static func folder(executable: String) -> String? {
        let binary = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        let candidates = [binary.appendingPathComponent("locale"),
                          binary.deletingLastPathComponent().appendingPathComponent("share/locale")]
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }?.path
    }
}
