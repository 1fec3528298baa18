import Foundation
import InkTestSupport

/// What the packaging tests share: the repository, a shell to run `make` and the validators
/// in, and the install tree `make install` must make.
enum Packaging {
    /// The repository's top folder (where the Makefile is).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let appID = "org.inkstone.Inkstone"
    static let iconSizes = [16, 22, 24, 32, 48, 64, 128, 256, 512]

    /// Runs a shell command line in the repository with `$INKSTONE` naming the binary under
    /// test; returns its status and combined output.
    static func shell(_ script: String, environment extra: [String: String] = [:], timeout: Double = 300) throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-shell-\(UUID().uuidString).log").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        var env = ProcessInfo.processInfo.environment
        env["INKSTONE"] = try inkstoneBinaryPath()
        // A make running the tests must not hand its jobs and flags to this one.
        for key in ["MAKEFLAGS", "MFLAGS", "MAKELEVEL"] { env.removeValue(forKey: key) }
        for (k, v) in extra { env[k] = v }
        let child = try ChildProcess(path: "/bin/sh", arguments: ["-c", "cd \"\(root)\" && " + script], environment: env, output: log)
        let status = child.wait(timeout: timeout)
        child.stop()
        return (status ?? -1, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
    }

    /// The version `inkstone --version` prints ("0.1.0").
    static func version() throws -> String {
        let r = try runInkstone(["--version"])
        return String(r.output.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst("inkstone ".count))
    }

    /// Every file `make install` puts under PREFIX (relative to it), with its mode.
    /// The translations in po/ (issue 18).
    static let languages = ["ja", "zh_CN"]

    static func installTree(zsh: String = "share/zsh/site-functions") -> [String: Int] {
        var files: [String: Int] = [
            "bin/inkstone": 0o755,
            "share/applications/\(appID).desktop": 0o644,
            "share/metainfo/\(appID).metainfo.xml": 0o644,
            "share/mime/packages/\(appID).xml": 0o644,
            "share/thumbnailers/\(appID).thumbnailer": 0o644,
            "share/icons/hicolor/scalable/apps/\(appID).svg": 0o644,
            "share/icons/hicolor/symbolic/apps/\(appID)-symbolic.svg": 0o644,
            "share/man/man1/inkstone.1.gz": 0o644,
            "share/bash-completion/completions/inkstone": 0o644,
            "\(zsh)/_inkstone": 0o644,
        ]
        for size in iconSizes { files["share/icons/hicolor/\(size)x\(size)/apps/\(appID).png"] = 0o644 }
        for language in languages { files["share/locale/\(language)/LC_MESSAGES/inkstone.mo"] = 0o644 }
        return files
    }

    /// The regular files under `folder`, relative to it, with their permission bits.
    static func files(under folder: String) -> [String: Int] {
        var found: [String: Int] = [:]
        guard let walk = FileManager.default.enumerator(atPath: folder) else { return found }
        for case let name as String in walk {
            var info = stat()
            guard lstat(folder + "/" + name, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { continue }
            found[name] = Int(info.st_mode & 0o7777)
        }
        return found
    }

    /// A PNG file's width and height from its header.
    static func pngSize(_ path: String) -> (width: Int, height: Int)? {
        guard let data = FileManager.default.contents(atPath: path), data.count >= 24,
              data.prefix(8) == Data([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) else { return nil }
        let bytes = [UInt8](data[16..<24])
        let width = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }, height = bytes[4..<8].reduce(0) { $0 << 8 | Int($1) }
        return (width, height)
    }

    /// The `key=value` lines of one group of a desktop-entry-style file.
    static func group(_ name: String, in text: String) -> [String: String] {
        var values: [String: String] = [:]
        var inside = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("[") { inside = line == "[\(name)]"; continue }
            guard inside, let eq = line.firstIndex(of: "=") else { continue }
            values[String(line[..<eq])] = String(line[line.index(after: eq)...])
        }
        return values
    }
}
