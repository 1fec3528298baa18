import CXTest
import Foundation
import InkTestSupport
import InkDocument
import Testing

/// Crash protection never fails silently: when the journal cannot be written (the state
/// folder is a file, the journal folder is read-only, the disk is full) the window says so in
/// a standing notice and standard error says it once; when the cause goes away the journal is
/// written again, with the ink drawn meanwhile.
@Suite struct JournalProblemTests {
    /// `unshare` arguments giving the app its own mount namespace, running `script` first
    /// (`$0` and `$@` then start the app), or nil where mounts cannot be made.
    static func privateMounts(_ script: String) -> [String]? {
        let flags = getuid() == 0 ? ["-m"] : ["-r", "-m"]
        guard (try? runProgram("/usr/bin/unshare", flags + ["/bin/true"])) == 0 else { return nil }
        return ["/usr/bin/unshare"] + flags + ["/bin/sh", "-c", script + " && exec \"$0\" \"$@\""]
    }

    static func runProgram(_ path: String, _ arguments: [String]) throws -> Int32? {
        try ChildProcess(path: path, arguments: arguments).wait(timeout: 10)
    }

    /// Draws a stroke, checks the notice and the one stderr line, then lets `fix` remove the
    /// cause and checks that the journal holds the stroke.
    func expectProblemThenRecovery(_ s: AppSession, state: String, fix: () throws -> Void) throws {
        s.expectPixels("the crash-protection notice") { Journals.showsNotice($0) }
        s.check(waitUntil { s.log.contains("crash protection is off") }, "nothing on stderr")
        s.client.drag(s.window, through: DrawingTests.line(450, 300, 600, 320))
        s.expectPixels("the stroke, and the notice still there") { $0.isDark(525, 310) && Journals.showsNotice($0) }
        s.screenshot("crash-protection-off")
        try fix()
        s.check(waitUntil(timeout: 15) { s.log.contains("crash protection works again") }, "never said it works again")
        s.check(waitUntil { Journals.strokeCounts(state) == [1] }, "the journal lacks the stroke: \(Journals.strokeCounts(state))")
        let said = s.log.components(separatedBy: "crash protection is off").count - 1
        s.check(said == 1, "said \(said) times on stderr")
    }

    @Test func aStateHomeThatIsAFile() throws {
        let scratch = try ExportCommandTests.Scratch()
        let state = scratch.path + "/state"
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: state))
        let s = try AppSession(environment: ["XDG_STATE_HOME": state])
        try expectProblemThenRecovery(s, state: state) { try FileManager.default.removeItem(atPath: state) }
    }

    @Test func aReadOnlyJournalFolder() throws {
        let scratch = try ExportCommandTests.Scratch()
        let state = scratch.path + "/state", folder = Journals.folder(scratch.path + "/state")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Root ignores permission bits: a read-only bind mount in the app's own namespace.
        guard let launcher = Self.privateMounts("mount --bind '\(folder)' '\(folder)' && mount -o remount,ro,bind '\(folder)'") else {
            Issue.record("cannot make a private mount here")
            return
        }
        let s = try AppSession(environment: ["XDG_STATE_HOME": state], launcher: launcher)
        try expectProblemThenRecovery(s, state: state) {
            let remounted = try Self.runProgram("/usr/bin/nsenter", ["-t", "\(s.app.pid)", "-m", "mount", "-o", "remount,rw,bind", folder])
            #expect(remounted == 0)
        }
        s.check(s.log.contains("Read-only file system"), "the reason is named: \(s.log)")
    }

    @Test func aFullDisk() throws {
        let scratch = try ExportCommandTests.Scratch()
        let state = scratch.path + "/state", folder = Journals.folder(scratch.path + "/state")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // A 64 KiB tmpfs in the app's own namespace; the test fills and empties it through /proc/PID/root.
        guard let launcher = Self.privateMounts("mount -t tmpfs -o size=64k tmpfs '\(folder)'") else {
            Issue.record("cannot make a private mount here")
            return
        }
        let s = try AppSession(environment: ["XDG_STATE_HOME": state], launcher: launcher)
        let inside = "/proc/\(s.app.pid)/root" + folder
        s.check(waitUntil { Journals.strokeCounts("/proc/\(s.app.pid)/root" + state) == [0] }, "no journal at start")
        let filler = inside + "/filler"
        let fd = open(filler, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        #expect(fd >= 0)
        let block = [UInt8](repeating: 7, count: 4096)
        while write(fd, block, block.count) > 0 {}
        close(fd)
        // More than the journal's last page can take (a page partly used still has room).
        for y in stride(from: 300.0, through: 480, by: 60) {
            s.client.drag(s.window, through: DrawingTests.line(450, y, 600, y + 20))
        }
        s.expectPixels("the disk-full notice") { $0.isDark(525, 490) && Journals.showsNotice($0) }
        s.check(waitUntil { s.log.contains("No space left on device") }, "the reason is not named: \(s.log)")
        unlink(filler)
        s.check(waitUntil(timeout: 15) { s.log.contains("crash protection works again") }, "never said it works again")
        s.check(waitUntil { Journals.strokeCounts("/proc/\(s.app.pid)/root" + state) == [4] }, "the journal lacks the strokes")
    }

    @Test func aJournalDeletedUnderTheApp() throws {
        let scratch = try ExportCommandTests.Scratch()
        let state = scratch.path + "/state"
        let s = try AppSession(environment: ["XDG_STATE_HOME": state])
        s.check(waitUntil { Journals.strokeCounts(state) == [0] }, "no journal at start")
        for name in Journals.files(state) { unlink(Journals.folder(state) + "/" + name) }
        s.client.drag(s.window, through: DrawingTests.line(450, 300, 600, 320))
        s.check(waitUntil { s.log.contains("the journal was deleted") }, "nothing said: \(s.log)")
        s.check(waitUntil(timeout: 15) { s.log.contains("crash protection works again") }, "never said it works again")
        s.check(waitUntil { Journals.strokeCounts(state) == [1] }, "no new journal holds the stroke: \(Journals.strokeCounts(state))")
    }
}
