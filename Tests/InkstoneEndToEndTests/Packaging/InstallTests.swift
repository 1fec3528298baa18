import Foundation
import InkTestSupport
import Testing

/// `make install` and `make uninstall` into a temporary DESTDIR (no root), checked file by file,
/// with the desktop's own validators run on what was installed. The binary is the debug build
/// under test (BINARY=…): a static release build is `make deb`'s to check.
@Suite(.serialized) struct InstallTests {
    let folder: TemporaryFolder
    var destdir: String { folder.path + "/root" }
    var prefix: String { destdir + "/usr/local" }

    init() throws {
        folder = try TemporaryFolder("install")
    }

    func install() throws {
        let r = try Packaging.shell("make --no-print-directory install PREFIX=/usr/local DESTDIR=\"\(destdir)\" BINARY=\"$INKSTONE\"")
        try #require(r.status == 0, "make install failed:\n\(r.output)")
    }

    /// The installed binary finds its translations under the prefix ($PREFIX/share/locale).
    @Test func theInstalledBinaryIsTranslated() throws {
        try install()
        let help = try Packaging.shell("LANG=C.UTF-8 LC_ALL= LANGUAGE=ja \"\(prefix)/bin/inkstone\" --help")
        #expect(help.status == 0)
        #expect(help.output.contains("ペンを第一に考えたスケッチと注釈のアプリ。"), "\(help.output)")
        let zh = try Packaging.shell("LANG=C.UTF-8 LC_ALL= LANGUAGE=zh_CN \"\(prefix)/bin/inkstone\" --help")
        #expect(zh.output.contains("以笔为先的速写与批注应用。"), "\(zh.output)")
    }

    @Test func installPutsEveryFileInPlaceAndUninstallTakesThemAway() throws {
        try install()
        let installed = Packaging.files(under: prefix)
        let expected = Packaging.installTree()
        #expect(Set(installed.keys) == Set(expected.keys),
                "missing: \(Set(expected.keys).subtracting(installed.keys).sorted()), unexpected: \(Set(installed.keys).subtracting(expected.keys).sorted())")
        for (name, mode) in expected { #expect(installed[name] == mode, "\(name): mode \(String(installed[name] ?? 0, radix: 8))") }
        // Nothing outside PREFIX.
        #expect(Packaging.files(under: destdir).keys.allSatisfy { $0.hasPrefix("usr/local/") })

        // The installed binary is the one under test and runs.
        let version = try Packaging.shell("\"\(prefix)/bin/inkstone\" --version")
        let wanted = "inkstone \(try Packaging.version())\n", binary = try inkstoneBinaryPath()
        #expect(version.status == 0 && version.output == wanted, "\(version.output)")
        #expect(FileManager.default.contentsEqual(atPath: prefix + "/bin/inkstone", andPath: binary))

        // PNG icons at their sizes, rendered from the SVG.
        for size in Packaging.iconSizes {
            let path = prefix + "/share/icons/hicolor/\(size)x\(size)/apps/\(Packaging.appID).png"
            let got = Packaging.pngSize(path)
            #expect(got?.width == size && got?.height == size, "\(path): \(String(describing: got))")
        }
        #expect(FileManager.default.contentsEqual(atPath: prefix + "/share/icons/hicolor/scalable/apps/\(Packaging.appID).svg",
                                                  andPath: Packaging.root + "/assets/inkstone.svg"))

        // The man page renders without a warning and names every command.
        let man = try Packaging.shell("MANWIDTH=80 man --warnings -l \"\(prefix)/share/man/man1/inkstone.1.gz\" 2>&1 >/dev/null; MANWIDTH=80 man -l \"\(prefix)/share/man/man1/inkstone.1.gz\" 2>/dev/null")
        #expect(man.status == 0)
        for word in ["prefs list", "export INPUT", "thumbnail INPUT", "upgrade FILE", "--new", "--open-chooser", "--size", "XDG_CONFIG_HOME", "FILES", "ENVIRONMENT", "KEYS", "Ctrl+Z", "Ctrl+G", "LANGUAGE", "XMODIFIERS"] {
            #expect(man.output.contains(word), "the man page lacks \(word)")
        }
        #expect(!man.output.contains("warning"), "\(man.output.prefix(2000))")

        let uninstall = try Packaging.shell("make --no-print-directory uninstall PREFIX=/usr/local DESTDIR=\"\(destdir)\" BINARY=\"$INKSTONE\"")
        #expect(uninstall.status == 0, "\(uninstall.output)")
        #expect(Packaging.files(under: destdir).isEmpty, "left behind: \(Packaging.files(under: destdir).keys.sorted())")
    }

    @Test func theValidatorsPassTheInstalledFiles() throws {
        try install()
        let share = prefix + "/share"
        let desktop = try Packaging.shell("desktop-file-validate \"\(share)/applications/\(Packaging.appID).desktop\"")
        #expect(desktop.status == 0 && desktop.output.isEmpty, "desktop-file-validate:\n\(desktop.output)")
        let appstream = try Packaging.shell("appstreamcli validate --no-net \"\(share)/metainfo/\(Packaging.appID).metainfo.xml\"")
        #expect(appstream.status == 0, "appstreamcli validate:\n\(appstream.output)")
        let xml = try Packaging.shell("xmllint --noout \"\(share)/mime/packages/\(Packaging.appID).xml\" \"\(share)/icons/hicolor/scalable/apps/\(Packaging.appID).svg\" \"\(share)/icons/hicolor/symbolic/apps/\(Packaging.appID)-symbolic.svg\"")
        #expect(xml.status == 0 && xml.output.isEmpty, "xmllint:\n\(xml.output)")
        // shared-mime-info compiles the type: the glob and the magic.
        let mime = try Packaging.shell("update-mime-database \"\(share)/mime\" && cat \"\(share)/mime/globs2\" && strings \"\(share)/mime/magic\"")
        #expect(mime.status == 0, "\(mime.output)")
        #expect(mime.output.contains("application/x-inkstone:*.inkstone"), "\(mime.output)")
        #expect(mime.output.contains("[60:application/x-inkstone]") && mime.output.contains("INKSTONE"), "\(mime.output)")
    }

    @Test func theDesktopKnowsTheFileTypeByNameAndByContent() throws {
        try install()
        let share = prefix + "/share"
        let home = folder.path + "/data-home"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        // GLib (as file managers use it) with the installed tree on XDG_DATA_DIRS.
        let script = """
            export XDG_DATA_HOME="\(home)" XDG_DATA_DIRS="\(share):/usr/share"
            update-mime-database "\(share)/mime" && /usr/bin/python3 -c '
            import gi
            gi.require_version("Gio", "2.0")
            from gi.repository import Gio
            print(Gio.content_type_guess("notes.inkstone", None)[0])
            print(Gio.content_type_guess(None, b"INKSTONEversion 1\\n")[0])
            print(Gio.content_type_get_description("application/x-inkstone"))
            '
            """
        let r = try Packaging.shell(script)
        #expect(r.status == 0, "\(r.output)")
        #expect(r.output == "application/x-inkstone\napplication/x-inkstone\nInkstone document\n", "\(r.output)")
    }

    @Test func theDesktopEntryOpensTheTypesAndOffersTwoActions() throws {
        let text = try String(contentsOfFile: Packaging.root + "/packaging/\(Packaging.appID).desktop", encoding: .utf8)
        let entry = Packaging.group("Desktop Entry", in: text)
        #expect(entry["Icon"] == Packaging.appID)
        #expect(entry["Exec"] == "inkstone %F")
        #expect(Set(entry["MimeType"]?.split(separator: ";").map(String.init) ?? []) == ["application/x-inkstone", "image/png", "image/jpeg", "application/pdf"])
        let actions = entry["Actions"]?.split(separator: ";").map(String.init) ?? []
        #expect((1...4).contains(actions.count), "Q1: at most four actions, not \(actions)")
        let execs = actions.map { Packaging.group("Desktop Action \($0)", in: text) }
        #expect(execs.map { $0["Name"] ?? "" } == ["New Sketch", "Annotate PDF or Images…"])
        #expect(execs.map { $0["Exec"] ?? "" } == ["inkstone --new", "inkstone --open-chooser"])
        #expect(execs.allSatisfy { !($0["Name"] ?? "").contains("Inkstone") }, "Q1: no app name in an action's title")
        // The thumbnailer runs the thumbnail command for the type.
        let thumbnailer = Packaging.group("Thumbnailer Entry", in: try String(contentsOfFile: Packaging.root + "/packaging/\(Packaging.appID).thumbnailer", encoding: .utf8))
        #expect(thumbnailer["Exec"] == "inkstone thumbnail %i %o --size %s")
        #expect(thumbnailer["MimeType"] == "application/x-inkstone;")
    }

    @Test func theInstalledThumbnailerMakesAThumbnailAsAFileManagerWould() throws {
        try install()
        let entry = Packaging.group("Thumbnailer Entry", in: try String(
            contentsOfFile: prefix + "/share/thumbnailers/\(Packaging.appID).thumbnailer", encoding: .utf8))
        let doc = folder.path + "/notes.inkstone", out = folder.path + "/thumb.png"
        try FileManager.default.copyItem(atPath: Packaging.root + "/Tests/Golden/document-v1.inkstone", toPath: doc)
        // %i the input, %o the output, %s the size, with the installed binary first on PATH.
        let command = (entry["Exec"] ?? "").replacingOccurrences(of: "%i", with: "'\(doc)'")
            .replacingOccurrences(of: "%o", with: "'\(out)'").replacingOccurrences(of: "%s", with: "128")
        let r = try Packaging.shell("PATH=\"\(prefix)/bin:$PATH\" \(command)")
        #expect(r.status == 0, "\(command): \(r.output)")
        let size = Packaging.pngSize(out)
        #expect(size.map { max($0.width, $0.height) } == 128, "\(String(describing: size))")
    }

    @Test func theLicenceIsGPL3OrLaterEverywhere() throws {
        let licence = try String(contentsOfFile: Packaging.root + "/LICENSE", encoding: .utf8)
        #expect(licence.contains("GNU GENERAL PUBLIC LICENSE") && licence.contains("Version 3, 29 June 2007"))
        #expect(licence == (try? String(contentsOfFile: "/usr/share/common-licenses/GPL-3", encoding: .utf8)) ?? licence)
        let metainfo = try String(contentsOfFile: Packaging.root + "/packaging/\(Packaging.appID).metainfo.xml", encoding: .utf8)
        #expect(metainfo.contains("<project_license>GPL-3.0-or-later</project_license>"))
        let copyright = try String(contentsOfFile: Packaging.root + "/packaging/debian/copyright", encoding: .utf8)
        #expect(copyright.contains("License: GPL-3.0-or-later") && copyright.contains("/usr/share/common-licenses/GPL-3"))
    }

    @Test func theCompletionsOfferCommandsOptionsAndPreferenceKeys() throws {
        try install()
        let bin = prefix + "/bin", completions = prefix + "/share/bash-completion/completions/inkstone"
        func complete(_ words: [String]) throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let script = """
                PATH="\(bin):$PATH" XDG_CONFIG_HOME="\(folder.path)/config" bash -c '. /usr/share/bash-completion/bash_completion; . "\(completions)"
                COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
                _inkstone; printf "%s\\n" "${COMPREPLY[@]}"'
                """
            let r = try Packaging.shell(script)
            #expect(r.status == 0, "\(r.output)")
            return r.output.split(separator: "\n").map(String.init)
        }
        #expect(try complete(["inkstone", "--"]).contains("--open-chooser"))
        #expect(try complete(["inkstone", "pre"]) == ["prefs"])
        #expect(try complete(["inkstone", "upg"]) == ["upgrade"])
        #expect(try Set(complete(["inkstone", "prefs", ""])) == ["list", "get", "set", "reset"])
        let keys = try complete(["inkstone", "prefs", "get", ""])
        #expect(keys.contains("handedness") && keys.contains("pen.pressure-curve"), "\(keys)")
        #expect(try complete(["inkstone", "thumbnail", "a.inkstone", "b.png", "--"]) == ["--size"])
        let zsh = try Packaging.shell("zsh -n \"\(prefix)/share/zsh/site-functions/_inkstone\"")
        #expect(zsh.status == 0 && zsh.output.isEmpty, "\(zsh.output)")
    }
}
