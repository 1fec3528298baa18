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
            guard let plural else { return String(cString: dgettext(domain, singular)) }
            return String(cString: dngettext(domain, singular, plural, UInt(max(0, count))))
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
