/// The holders of a journal's lock are found in /proc/locks, so that a start at the moment of
/// a kill -9 can tell a holder being ended from a running one.
import Foundation
import Testing
@testable import InkDocument

@Suite struct JournalLocksTests {
    @Test func aLockThisProcessHoldsNamesThisProcess() throws {
        let path = NSTemporaryDirectory() + "/inkstone-lock-probe-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        try #require(fd >= 0)
        defer { close(fd); unlink(path) }
        var info = stat()
        #expect(fstat(fd, &info) == 0)
        #expect(JournalLocks.holders(device: info.st_dev, inode: info.st_ino).isEmpty)
        #expect(flock(fd, LOCK_EX | LOCK_NB) == 0)
        #expect(JournalLocks.holders(device: info.st_dev, inode: info.st_ino) == [getpid()])
    }

    @Test func linesAreReadByDeviceAndInodeWithoutWaiters() {
        let locks = """
        1: FLOCK  ADVISORY  WRITE 1287 fe:00:16224711 0 EOF
        1: -> FLOCK  ADVISORY  WRITE 1300 fe:00:16224711 0 EOF
        2: POSIX  ADVISORY  WRITE 30364 fe:00:5394242 1073741824 1073742335
        3: FLOCK  ADVISORY  WRITE 99 08:01:16224711 0 EOF
        """
        let device = dev_t((0xfe << 8) | 0x00)
        #expect(JournalLocks.holders(device: device, inode: 16224711, locks: locks) == [1287])
        #expect(JournalLocks.holders(device: device, inode: 5394242, locks: locks).isEmpty)
    }

    @Test func thisProcessIsNotEndingAndAKilledChildIs() throws {
        #expect(!JournalProcess.isEnding(getpid()))
        // A spawned program, not a fork: a fork would inherit (and hold) other tests' journal locks.
        var child: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("60"), nil]
        defer { for a in argv { free(a) } }
        try #require(posix_spawn(&child, "/bin/sleep", nil, nil, argv, environ) == 0)
        #expect(!JournalProcess.isEnding(child))
        kill(child, SIGSTOP)   // a stopped process cannot act on the kill: it stays pending or exiting
        kill(child, SIGKILL)
        let ending = JournalProcess.isEnding(child) || JournalProcess.state(of: child) == "Z"
        var status: Int32 = 0
        waitpid(child, &status, 0)
        #expect(ending)
    }
}
