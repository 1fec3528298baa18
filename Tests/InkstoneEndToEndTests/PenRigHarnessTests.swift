import CXTest
import Foundation
import InkTestSupport
import Testing

/// The pen rig harness itself: rigs side by side, and no Xorg left behind by a dead test process.
@Suite struct PenRigHarnessTests {
    @Test func twoRigsRunSideBySide() throws {
        let a = try PenRig(), b = try PenRig()
        #expect(a.display != b.display)
        let sa = try AppSession(server: a), sb = try AppSession(server: b)
        a.send(.stylus, PenRig.stroke(from: (200, 200), to: (500, 200), pressure: 0.6))
        b.send(.stylus, PenRig.stroke(from: (200, 400), to: (500, 400), pressure: 0.6))
        sa.expectPixels("rig A's stroke, and only it") { $0.isDark(350, 200) && $0.pixel(350, 400) == paperWhite }
        sb.expectPixels("rig B's stroke, and only it") { $0.isDark(350, 400) && $0.pixel(350, 200) == paperWhite }
    }

    @Test func aDeadTestProcessLeavesNoXorgRunning() throws {
        // Stand-in for a test process that crashes: the rig's watchdog watches it.
        let doomed = try ChildProcess(path: "/bin/sleep", arguments: ["60"])
        let rig = try PenRig(watching: doomed.pid)
        #expect(!rig.serverHasExited)
        kill(doomed.pid, SIGKILL)
        #expect(doomed.wait(timeout: 5) != nil)  // reaped, as a crashed test process is by its parent
        #expect(waitUntil(timeout: 10) { rig.serverHasExited }, "the rig's Xorg outlived the process it served")
    }
}
