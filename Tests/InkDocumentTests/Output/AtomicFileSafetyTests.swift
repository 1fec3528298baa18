/// Where an atomic write may go: through a link the person made (the link stays), never over
/// a FIFO, a device or a folder, never through a link when told to refuse them; a target
/// that appears or changes while writing is not replaced; temporaries of dead writers go.
import Foundation
import Testing
import InkDocument
import InkTestSupport

@Suite struct AtomicFileSafetyTests {
    static func kind(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    @Test func aLinkThePersonMadeIsKeptAndItsFileReplaced() throws {
        let f = try TemporaryFolder("atomic")
        try Data("old".utf8).write(to: URL(fileURLWithPath: f.path + "/real.inkstone"))
        chmod(f.path + "/real.inkstone", 0o640)
        #expect(symlink("real.inkstone", f.path + "/link.inkstone") == 0)
        try AtomicFile.write(Data("new".utf8), to: URL(fileURLWithPath: f.path + "/link.inkstone"))
        #expect(Self.kind(f.path + "/link.inkstone") == S_IFLNK)
        #expect(FileManager.default.contents(atPath: f.path + "/real.inkstone") == Data("new".utf8))
        var info = stat()
        #expect(stat(f.path + "/real.inkstone", &info) == 0 && info.st_mode & 0o777 == 0o640, "the mode is kept")
        #expect(f.names() == ["link.inkstone", "real.inkstone"])

        #expect(throws: FileSaveError.self) {
            try AtomicFile.write(Data("x".utf8), to: URL(fileURLWithPath: f.path + "/link.inkstone"), links: .refuse)
        }
        #expect(FileManager.default.contents(atPath: f.path + "/real.inkstone") == Data("new".utf8))
    }

    @Test func fifosDevicesAndFoldersAreNeverReplaced() throws {
        let f = try TemporaryFolder("atomic")
        #expect(mkfifo(f.path + "/pipe", 0o644) == 0)
        #expect(symlink(f.path + "/pipe", f.path + "/to-pipe") == 0)
        #expect(symlink("/dev/null", f.path + "/to-null") == 0)
        for (name, reason) in [("pipe", "it is a FIFO (named pipe), not a regular file"),
                               ("to-pipe", "it is a FIFO (named pipe), not a regular file"),
                               ("to-null", "it is a device, not a regular file")] {
            let url = URL(fileURLWithPath: f.path + "/" + name)
            #expect(throws: FileSaveError(path: url.path, reason: reason)) { try AtomicFile.write(Data("x".utf8), to: url) }
        }
        #expect(Self.kind(f.path + "/pipe") == S_IFIFO)
        #expect(Self.kind("/dev/null") == S_IFCHR)
        #expect(f.names() == ["pipe", "to-null", "to-pipe"], "no temporary file left")
    }

    @Test func aTargetThatAppearsWhileWritingIsNotReplaced() throws {
        let f = try TemporaryFolder("atomic")
        let target = OutputPath.Target(path: f.path + "/out", existing: nil)
        try Data("planted".utf8).write(to: URL(fileURLWithPath: f.path + "/out"))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: f.path + "/.out.tmp-1-a"))
        #expect(throws: OutputPath.Refusal.self) { try OutputPlacement.place(f.path + "/.out.tmp-1-a", at: target) }
        #expect(FileManager.default.contents(atPath: f.path + "/out") == Data("planted".utf8))
        // A regular file swapped for a link after the check is not replaced either.
        let checked = try OutputPath.check(f.path + "/out", links: .refuse)
        unlink(f.path + "/out")
        #expect(symlink("/etc/hostname", f.path + "/out") == 0)
        #expect(throws: OutputPath.Refusal.self) { try OutputPlacement.place(f.path + "/.out.tmp-1-a", at: checked) }
        #expect(Self.kind(f.path + "/out") == S_IFLNK)
    }

    @Test func temporariesOfDeadWritersAreRemovedAtTheNextWrite() throws {
        let f = try TemporaryFolder("atomic")
        // PID 2^22+1 is above Linux's largest PID: no such process.
        let stale = ".notes.inkstone.tmp-4194305-beef", mine = ".notes.inkstone.tmp-\(getpid())-1"
        for name in [stale, mine, ".hidden-notes", ".x.tmp-12-notHex"] {
            try Data().write(to: URL(fileURLWithPath: f.path + "/" + name))
        }
        try AtomicFile.write(Data("doc".utf8), to: URL(fileURLWithPath: f.path + "/notes.inkstone"))
        #expect(f.names() == [".hidden-notes", mine, ".x.tmp-12-notHex", "notes.inkstone"].sorted())
    }

    /// A folder that cannot be made (a file stands where one of its folders would be) is said
    /// in the system's words, not as Foundation's error domain and number.
    @Test func aFolderThatCannotBeMadeIsSaidInWords() throws {
        let f = try TemporaryFolder("atomic")
        try Data("a file".utf8).write(to: URL(fileURLWithPath: f.path + "/notes"))
        do {
            try AtomicFile.write(Data("x".utf8), to: URL(fileURLWithPath: f.path + "/notes/sub/x.inkstone"))
            Issue.record("written under a regular file")
        } catch let error as FileSaveError {
            #expect(error.reason.contains("Not a directory"), "\(error.reason)")
            #expect(!error.reason.contains("NSCocoaErrorDomain"), "\(error.reason)")
        }
        #expect(f.names() == ["notes"])
    }

    /// Nothing at the path is no failure for `readIfPresent` (nil), but still one for `read`;
    /// a folder there is one for both, in words.
    @Test func anAbsentFileIsNilOnlyWhenAskedIfPresent() throws {
        let f = try TemporaryFolder("atomic")
        #expect(try FileBytes.readIfPresent(f.path + "/none.json") == nil)
        #expect(throws: FileBytes.Failure.unreadable(reason: systemReason(ENOENT))) { _ = try FileBytes.read(f.path + "/none.json") }
        #expect(throws: FileBytes.Failure.notAFile(reason: "it is a folder")) { _ = try FileBytes.readIfPresent(f.path) }
        try Data("{}".utf8).write(to: URL(fileURLWithPath: f.path + "/some.json"))
        #expect(try FileBytes.readIfPresent(f.path + "/some.json") == Data("{}".utf8))
    }

    @Test func readingAFIFONeverBlocks() throws {
        let f = try TemporaryFolder("atomic")
        #expect(mkfifo(f.path + "/x.inkstone", 0o644) == 0)
        #expect(throws: FileBytes.Failure.notAFile(reason: "it is a FIFO (named pipe), not a regular file")) {
            _ = try FileBytes.read(f.path + "/x.inkstone")
        }
    }
}
