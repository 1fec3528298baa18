import Foundation
import InkTestSupport
import Testing

/// `packaging/build-deb.sh`, what `make deb` runs, on the debug binary under test: the
/// package's fields, Depends from the libraries really linked, its files (the install tree under
/// /usr plus the copyright and changelog), their sums and owners, and lintian with no error.
/// (`make deb` itself builds from the static release binary and also checks that `ldd` shows
/// no Swift library; the debug binary's RUNPATH to the toolchain is the one lintian tag let
/// through here.)
@Suite(.serialized) struct DebPackageTests {
    @Test func thePackageHoldsTheInstallTreeAndPassesLintian() throws {
        let folder = try TemporaryFolder("deb")
        let version = try Packaging.version()
        let build = try Packaging.shell("packaging/build-deb.sh \"\(version)\" \"$INKSTONE\" \"\(folder.path)\" --from-debug-build", timeout: 600)
        try #require(build.status == 0, "build-deb.sh failed:\n\(build.output)")
        let arch = try Packaging.shell("dpkg --print-architecture").output.trimmingCharacters(in: .whitespacesAndNewlines)
        let deb = folder.path + "/inkstone_\(version)_\(arch).deb"
        #expect(FileManager.default.fileExists(atPath: deb), "\((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])")

        // The control fields.
        func field(_ name: String) throws -> String {
            try Packaging.shell("dpkg-deb --field \"\(deb)\" \(name)").output.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let package = try field("Package"), packageVersion = try field("Version")
        let packageArch = try field("Architecture"), section = try field("Section")
        #expect(package == "inkstone")
        #expect(packageVersion == version)
        #expect(packageArch == arch)
        #expect(section == "graphics")
        let depends = try field("Depends")
        for library in ["libc6", "libcairo2", "libx11-6", "libxi6", "libjpeg62-turbo", "libdbus-1-3"] {
            #expect(depends.contains(library + " ") || depends.contains(library + ",") || depends.hasSuffix(library), "Depends lacks \(library): \(depends)")
        }
        #expect(!depends.lowercased().contains("swift"), "\(depends)")

        // The files: the install tree under /usr (zsh's completions where Debian keeps them),
        // the copyright and the changelog; all root's.
        let contents = try Packaging.shell("dpkg-deb --contents \"\(deb)\"").output
        var listed: [String: String] = [:]
        for line in contents.split(separator: "\n") where line.hasPrefix("-") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let path = parts.last, let owner = parts.dropFirst().first else { continue }
            listed[String(path.dropFirst(2))] = String(owner)
        }
        var expected = Set(Packaging.installTree(zsh: "share/zsh/vendor-completions").keys.map { "usr/" + $0 })
        expected.formUnion(["usr/share/doc/inkstone/copyright", "usr/share/doc/inkstone/changelog.gz"])
        #expect(Set(listed.keys) == expected,
                "missing: \(expected.subtracting(listed.keys).sorted()), unexpected: \(Set(listed.keys).subtracting(expected).sorted())")
        #expect(Set(listed.values) == ["root/root"], "\(listed)")

        // md5sums covers every file, and the sums are right.
        let check = try Packaging.shell("""
            set -e; d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
            dpkg-deb --raw-extract "\(deb)" "$d"
            cd "$d" && md5sum --check --quiet DEBIAN/md5sums && wc -l < DEBIAN/md5sums
            """)
        #expect(check.status == 0, "\(check.output)")
        #expect(Int(check.output.trimmingCharacters(in: .whitespacesAndNewlines)) == expected.count, "\(check.output)")
        // The copyright names the licence (DEP-5).
        let copyright = try String(contentsOfFile: Packaging.root + "/packaging/debian/copyright", encoding: .utf8)
        #expect(copyright.hasPrefix("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"))
        #expect(copyright.contains("License: GPL-3.0-or-later"))
    }
}
