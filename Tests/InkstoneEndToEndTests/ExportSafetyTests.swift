import Foundation
import InkTestSupport
import InkDocument
import InkGeometry
import Testing

/// `inkstone export` against hostile or mistaken outputs and inputs, on the real binary: an
/// output that is one of the inputs (by name, hard link or symbolic link), symbolic links
/// planted in a shared output folder, FIFOs and devices as outputs or inputs, stale temporary
/// files of killed exports, the umask, and standard output as a pipe.
@Suite struct ExportSafetyTests {
    typealias Scratch = ExportCommandTests.Scratch

    static let goodPNG = ImageCorpusTests.folder + "/good.png"
    static let goodJPEG = ImageCorpusTests.folder + "/good.jpg"

    static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// Runs a shell command line (for umask and pipes) in the scratch environment, with
    /// `$INKSTONE` naming the binary.
    static func shell(_ s: Scratch, _ script: String) throws -> (status: Int32, output: String) {
        let log = s.path + "/shell-\(UUID().uuidString).log"
        defer { try? FileManager.default.removeItem(atPath: log) }
        var env = s.environment
        env["INKSTONE"] = try inkstoneBinaryPath()
        let child = try ChildProcess(path: "/bin/sh", arguments: ["-c", script], environment: env, output: log)
        let status = child.wait(timeout: 20)
        child.stop()
        return (status ?? -1, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
    }

    @Test func anExportNeverReplacesOneOfItsInputs() throws {
        let s = try Scratch()
        let doc = s.path + "/d.inkstone"
        try ImageCorpusTests.saveDocument(images: [Self.goodPNG], to: doc)
        let before = Self.bytes(doc)

        let same = try s.run([doc, "--pdf", doc])
        #expect(same.status == 1)
        #expect(same.output == "inkstone: cannot write \(doc): it is one of the files being exported\n", "\(same.output)")
        #expect(Self.bytes(doc) == before, "the document is untouched")

        // Through a hard link and a symbolic link.
        let hard = s.path + "/hard.pdf"
        #expect(link(doc, hard) == 0)
        let viaHard = try s.run([doc, "--pdf", hard])
        #expect(viaHard.status == 1 && viaHard.output.contains("one of the files being exported"), "\(viaHard.output)")
        let soft = s.path + "/soft.pdf"
        #expect(symlink(doc, soft) == 0)
        let viaSoft = try s.run([doc, "--pdf", soft])
        #expect(viaSoft.status == 1 && viaSoft.output.contains("symbolic link"), "\(viaSoft.output)")
        #expect(Self.bytes(doc) == before, "the document is untouched")

        // A PNG export into the folder it reads: its page-001.png is an input.
        let folder = try s.mkdir("pages")
        try FileManager.default.copyItem(atPath: Self.goodJPEG, toPath: folder + "/a.jpg")
        try FileManager.default.copyItem(atPath: Self.goodPNG, toPath: folder + "/page-001.png")
        let pageBefore = Self.bytes(folder + "/page-001.png")
        let inPlace = try s.run([folder, "--png", folder])
        #expect(inPlace.status == 1)
        #expect(inPlace.output == "inkstone: cannot write \(folder)/page-001.png: it is one of the files being exported\n", "\(inPlace.output)")
        #expect(Self.bytes(folder + "/page-001.png") == pageBefore)
        #expect(s.names("pages") == ["a.jpg", "page-001.png"], "nothing else left in the folder")
    }

    @Test func linksFIFOsAndDevicesAreNeverWrittenThrough() throws {
        let s = try Scratch()
        // Another user's file, and a shared output folder where someone planted links.
        let victim = s.path + "/bashrc"
        try Data("export PATH=/usr/bin\n".utf8).write(to: URL(fileURLWithPath: victim))
        let shared = try s.mkdir("shared")
        #expect(symlink(victim, shared + "/page-001.png") == 0)
        #expect(symlink(s.path + "/nowhere", shared + "/page-002.png") == 0)
        let r = try s.run([Self.goodPNG, Self.goodJPEG, "--png", shared])
        #expect(r.status == 1)
        #expect(r.output == "inkstone: cannot write \(shared)/page-001.png: it is a symbolic link (exports never write through links)\n", "\(r.output)")
        #expect(Self.bytes(victim) == Data("export PATH=/usr/bin\n".utf8), "the linked file is untouched")
        #expect(!FileManager.default.fileExists(atPath: s.path + "/nowhere"), "a dangling link is not followed either")
        #expect(s.names("shared") == ["page-001.png", "page-002.png"], "no temporary file left")

        // A FIFO as the output: refused at once (it would block), not replaced.
        let fifo = s.path + "/out.pdf"
        #expect(mkfifo(fifo, 0o644) == 0)
        let toFIFO = try runInkstone(["export", Self.goodPNG, "--pdf", fifo], environment: s.environment, timeout: 10)
        #expect(toFIFO.status == 1)
        #expect(toFIFO.output == "inkstone: cannot write \(fifo): it is a FIFO (named pipe), not a regular file\n", "\(toFIFO.output)")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO is still there")

        // A device: refused by name (as root, /dev/full used to be replaced by a regular file).
        // Root gets a private node like /dev/full (char 1,7), so that a faulty build cannot
        // damage the machine's own (dev_t 1<<8|7 is makedev(1, 7)); others cannot replace /dev/full.
        var node = "/dev/full"
        if getuid() == 0 {
            node = s.path + "/full"
            #expect(mknod(node, S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0)
        }
        let device = try s.run([Self.goodPNG, "--pdf", node])
        #expect(device.status == 1)
        #expect(device.output == "inkstone: cannot write \(node): it is a device, not a regular file\n", "\(device.output)")
        #expect(lstat(node, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func staleTemporaryFilesOfKilledExportsAreRemoved() throws {
        let s = try Scratch()
        let out = try s.mkdir("out")
        // A finished process's PID: its temporaries are stale. This test process is alive.
        let child = try ChildProcess(path: "/bin/true", arguments: [])
        _ = child.wait(timeout: 10)
        let stale = [out + "/.page-001.png.tmp-\(child.pid)-1f2e3d", out + "/.out.pdf.tmp-\(child.pid)-abc"]
        let alive = out + "/.page-009.png.tmp-\(getpid())-77"
        for path in stale + [alive] { try Data("half".utf8).write(to: URL(fileURLWithPath: path)) }
        let r = try s.run([Self.goodPNG, "--png", out, "--pdf", out + "/out.pdf"])
        #expect(r.status == 0, "\(r.output)")
        #expect(s.names("out") == [".page-009.png.tmp-\(getpid())-77", "out.pdf", "page-001.png"])
    }

    @Test func newFilesFollowTheUmaskAndReplacedFilesKeepTheirMode() throws {
        let s = try Scratch()
        let r = try Self.shell(s, "umask 077 && \"$INKSTONE\" export '\(Self.goodPNG)' --pdf '\(s.path)/a.pdf' --png '\(s.path)/pages'")
        #expect(r.status == 0, "\(r.output)")
        #expect(Self.mode(s.path + "/a.pdf") == 0o600)
        #expect(Self.mode(s.path + "/pages/page-001.png") == 0o600)
        chmod(s.path + "/a.pdf", 0o640)
        let again = try Self.shell(s, "umask 022 && \"$INKSTONE\" export '\(Self.goodPNG)' --pdf '\(s.path)/a.pdf'")
        #expect(again.status == 0, "\(again.output)")
        #expect(Self.mode(s.path + "/a.pdf") == 0o640, "a replaced file keeps its mode")

        // The preferences file (written like a saved document, by AtomicFile).
        let prefs = s.path + "/config/inkstone/preferences.json"
        let set = try Self.shell(s, "umask 077 && \"$INKSTONE\" prefs set handedness left")
        #expect(set.status == 0, "\(set.output)")
        #expect(Self.mode(prefs) == 0o600)
        chmod(prefs, 0o644)
        _ = try Self.shell(s, "umask 077 && \"$INKSTONE\" prefs set handedness right")
        #expect(Self.mode(prefs) == 0o644, "a replaced file keeps its mode")
    }

    static func mode(_ path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    @Test func aPDFCanBeStreamedIntoAPipe() throws {
        let s = try Scratch()
        for name in ["/dev/stdout", "-"] {
            let got = s.path + "/piped.pdf"
            let r = try Self.shell(s, "\"$INKSTONE\" export '\(Self.goodPNG)' --pdf \(name) | cat > '\(got)'; exit $(( $? ))")
            #expect(r.status == 0 && r.output == "", "\(name): \(r.output)")
            let data = Self.bytes(got) ?? Data()
            #expect(data.starts(with: Data("%PDF-".utf8)), "\(name): \(data.count) bytes")
            #expect(String(decoding: data.suffix(8), as: UTF8.self).contains("%%EOF"), "\(name): the whole PDF")
        }
        // Into a file by redirection, too.
        let r = try Self.shell(s, "\"$INKSTONE\" export '\(Self.goodPNG)' --pdf - > '\(s.path)/redirected.pdf'")
        #expect(r.status == 0, "\(r.output)")
        #expect(Self.bytes(s.path + "/redirected.pdf")?.starts(with: Data("%PDF-".utf8)) == true)
        // Appended to one of its inputs: refused, the input untouched.
        let doc = s.path + "/d.inkstone"
        try ImageCorpusTests.saveDocument(images: [Self.goodPNG], to: doc)
        let before = Self.bytes(doc)
        let appended = try Self.shell(s, "\"$INKSTONE\" export '\(doc)' --pdf - >> '\(doc)'")
        #expect(appended.status == 1)
        #expect(appended.output == "inkstone: cannot write /dev/stdout: standard output is one of the files being exported\n", "\(appended.output)")
        #expect(Self.bytes(doc) == before)
    }

    @Test func fifosAsInputsAreRefusedWithoutHanging() throws {
        let s = try Scratch()
        for name in ["x.inkstone", "x.png"] {
            let fifo = s.path + "/" + name
            #expect(mkfifo(fifo, 0o644) == 0)
            let r = try runInkstone(["export", fifo, "--pdf", s.path + "/out.pdf"], environment: s.environment, timeout: 10)
            #expect(r.status == 1, "\(name) hangs or passes: \(r.status)")
            #expect(r.output == "inkstone: cannot read \(fifo): it is a FIFO (named pipe), not a regular file\n", "\(r.output)")
            // The app's start (the same reading as its Open) says so too, and exits.
            var env = s.environment
            env["DISPLAY"] = ":9999"
            let app = try runInkstone([fifo], environment: env, timeout: 10)
            #expect(app.status == 1 && app.output.contains("FIFO"), "\(name): \(app.status) \(app.output)")
        }
        // A folder holding a FIFO among its pages: the FIFO is skipped, the pages export.
        let folder = try s.mkdir("pages")
        try FileManager.default.copyItem(atPath: Self.goodPNG, toPath: folder + "/page-1.png")
        #expect(mkfifo(folder + "/page-2.png", 0o644) == 0)
        let r = try runInkstone(["export", folder, "--png", s.path + "/out"], environment: s.environment, timeout: 10)
        #expect(r.status == 0, "\(r.output)")
        #expect(s.names("out") == ["page-001.png"])
    }
}

/// A real export killed with SIGKILL while it writes: its temporary files are left (nothing
/// can run at SIGKILL), and the next export into that folder removes them.
@Suite struct KilledExportTests {
    @Test func theNextExportRemovesWhatAKilledOneLeft() throws {
        let s = try ExportCommandTests.Scratch()
        // Twenty large blank pages: long enough to be caught while writing.
        let pages = (0..<20).map { _ in Page(blankSize: Size(4000, 4000)) }
        let doc = s.path + "/big.inkstone"
        try DocumentFile.save(Document(pages: pages), to: URL(fileURLWithPath: doc))
        let out = try s.mkdir("out")
        let child = try ChildProcess(path: try inkstoneBinaryPath(), arguments: ["export", doc, "--png", out],
                                     environment: s.environment)
        let caught = waitUntil(timeout: 30) { s.names("out").contains { $0.hasPrefix(".page-") } }
        kill(child.pid, SIGKILL)
        _ = child.wait(timeout: 10)
        try #require(caught, "the export was not seen writing")
        let left = s.names("out").filter { $0.contains(".tmp-\(child.pid)-") }
        #expect(!left.isEmpty, "a killed export leaves its temporaries: \(s.names("out"))")
        #expect(!s.names("out").contains("page-001.png"), "nothing was put in place")

        let small = try s.run([ExportSafetyTests.goodPNG, "--png", out])
        #expect(small.status == 0, "\(small.output)")
        #expect(s.names("out") == ["page-001.png"], "the killed export's temporaries are gone")
    }
}

/// The app's Ctrl+E goes through the same export: a link planted where its folder would go
/// (even one pointing nowhere) is taken as a used name, never written through.
@Suite struct CtrlEExportSafetyTests {
    @Test func ctrlENeverWritesThroughAPlantedLink() throws {
        let scratch = try ExportCommandTests.Scratch()
        _ = try ExportCommandTests.pageImages(scratch)
        let elsewhere = scratch.path + "/elsewhere"
        #expect(symlink(elsewhere, scratch.path + "/in pages") == 0)
        let s = try AppSession(arguments: [scratch.path + "/in"], environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        s.client.key("e", with: ["Control_L"])
        s.check(waitUntil { scratch.names("in pages 2") == ["page-001.png", "page-002.png", "page-003.png"] },
                "not exported beside the link: \(scratch.names("")) \(s.log)")
        #expect(!FileManager.default.fileExists(atPath: elsewhere), "nothing made where the link points")
        var info = stat()
        #expect(lstat(scratch.path + "/in pages", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
    }
}
