import Foundation
import InkDocument
import Testing

/// `inkstone upgrade FILE...` on the real binary: version-1, version-2 and version-3 documents
/// are rewritten as version 4 (the same document, the same mode), current ones are left alone,
/// and a file that cannot be read or written is named, exit status 1, and left as it was.
@Suite struct UpgradeCommandTests {
    typealias Scratch = ExportCommandTests.Scratch

    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// Copies a golden file into the scratch folder, with `mode`.
    static func copy(_ name: String, to s: Scratch, mode: mode_t = 0o644) throws -> String {
        let path = s.path + "/" + name
        try FileManager.default.copyItem(atPath: golden.appendingPathComponent(name).path, toPath: path)
        chmod(path, mode)
        return path
    }

    static func header(_ path: String) -> String {
        String(decoding: (FileManager.default.contents(atPath: path) ?? Data()).prefix(18), as: UTF8.self)
    }

    @Test func olderDocumentsAreRewrittenAsVersionFourAndCurrentOnesSkipped() throws {
        let s = try Scratch()
        let v1 = try Self.copy("document-v1.inkstone", to: s, mode: 0o640)
        let v2 = try Self.copy("document-v2.inkstone", to: s)
        let v3 = try Self.copy("document-v3.inkstone", to: s)
        let files = [v1, v2, v3]
        let before = try files.map { try DocumentFile.load(from: URL(fileURLWithPath: $0)) }
        let r = try runInkstone(["upgrade"] + files, environment: s.environment)
        #expect(r.status == 0, "\(r.output)")
        #expect(r.output == "\(v1): upgraded from version 1 to version 4\n\(v2): upgraded from version 2 to version 4\n"
                + "\(v3): upgraded from version 3 to version 4\n")
        for (file, document) in zip(files, before) {
            #expect(Self.header(file) == "INKSTONEversion 4\n", "\(file)")
            #expect(try DocumentFile.load(from: URL(fileURLWithPath: file)) == document, "\(file)")
        }
        let mode = (try FileManager.default.attributesOfItem(atPath: v1)[.posixPermissions] as? Int) ?? 0
        #expect(mode == 0o640, "the mode is kept: \(String(mode, radix: 8))")
        #expect(s.names("").filter { $0.contains(".tmp-") }.isEmpty)

        let upgraded = FileManager.default.contents(atPath: v1)
        let again = try runInkstone(["upgrade", v1], environment: s.environment)
        #expect(again.status == 0)
        #expect(again.output == "\(v1): already version 4, left as it was\n")
        #expect(FileManager.default.contents(atPath: v1) == upgraded)
    }

    @Test func garbageIsRefusedNamedAndLeftAsItWas() throws {
        let s = try Scratch()
        let v1 = try Self.copy("document-v1.inkstone", to: s)
        let garbage = s.path + "/garbage.inkstone"
        let bytes = Data("INKSTONEversion 1\nnot sections at all".utf8)
        try bytes.write(to: URL(fileURLWithPath: garbage))
        let missing = s.path + "/missing.inkstone"
        let r = try runInkstone(["upgrade", garbage, v1, missing], environment: s.environment)
        #expect(r.status == 1)
        let lines = r.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("inkstone: \(garbage): not upgraded, left as it was: The file is cut short") }, "\(r.output)")
        #expect(lines.contains { $0.hasPrefix("inkstone: \(missing): not upgraded, left as it was: Cannot read") }, "\(r.output)")
        #expect(lines.contains("\(v1): upgraded from version 1 to version 4"), "the others are still done: \(r.output)")
        #expect(FileManager.default.contents(atPath: garbage) == bytes)
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test func usageErrorsExitTwo() throws {
        let s = try Scratch()
        for args in [["upgrade"], ["upgrade", "--force", "x.inkstone"]] {
            let r = try runInkstone(args, environment: s.environment)
            #expect(r.status == 2, "\(args)")
            #expect(r.output.contains("Usage:"), "\(r.output)")
        }
        let help = try runInkstone(["--help"], environment: s.environment)
        #expect(help.output.contains("inkstone upgrade FILE.inkstone..."))
    }

    /// A folder where nothing can be written (a read-only bind mount, since root ignores
    /// permission bits): exit status 1, the file named, its bytes as they were.
    @Test func aReadOnlyFolderFailsCleanly() throws {
        let s = try Scratch()
        let folder = try s.mkdir("ro")
        let v1 = folder + "/old.inkstone"
        try FileManager.default.copyItem(atPath: Self.golden.appendingPathComponent("document-v1.inkstone").path, toPath: v1)
        let before = FileManager.default.contents(atPath: v1)
        let flags = getuid() == 0 ? "-m" : "-r -m"
        let script = "unshare \(flags) sh -c \"mount --bind '\(folder)' '\(folder)' && mount -o remount,ro,bind '\(folder)'"
            + " && exec \\\"\\$INKSTONE\\\" upgrade '\(v1)'\""
        let r = try ExportSafetyTests.shell(s, script)
        #expect(r.status == 1, "\(r.output)")
        #expect(r.output.hasPrefix("inkstone: \(v1): not upgraded, left as it was:"), "\(r.output)")
        #expect(r.output.split(separator: "\n").count == 1, "\(r.output)")
        #expect(FileManager.default.contents(atPath: v1) == before)
        #expect(s.names("ro") == ["old.inkstone"])
    }
}
