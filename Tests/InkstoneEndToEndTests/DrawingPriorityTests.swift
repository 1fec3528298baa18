import Foundation
@testable import InkPlatform
import InkPortal
import InkTestSupport
import Testing

/// pen.priority (issue 20): the app's event loop thread, where pen events are read, drawn and
/// flushed, asks to run at nice −5: from the kernel, else from RealtimeKit (asked from a thread
/// of its own), and for the kernel's shortest slice (0.1 ms); the painters started before keep
/// nice 0 and the kernel's slice; turned off, it is back at 0 and the kernel's slice. The
/// logic with the kernel and RealtimeKit replaced, RealtimeKit's call over a real bus (a fake
/// service), and the real app: with the kernel allowing it, with the kernel refusing it (no
/// CAP_SYS_NICE) and RealtimeKit granting it, and with the preference off.
@Suite(.serialized) @MainActor struct DrawingPriorityTests {
    /// Calls to the replaced kernel and RealtimeKit.
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var kernel: [Int32] = []
        private var kit: [(UInt64, Int32)] = []
        private var slice: [UInt64] = []
        func noteKernel(_ nice: Int32) { lock.withLock { kernel.append(nice) } }
        func noteSlice(_ nanoseconds: UInt64) { lock.withLock { slice.append(nanoseconds) } }
        var sliceCalls: [UInt64] { lock.withLock { slice } }
        func noteKit(_ thread: UInt64, _ nice: Int32) { lock.withLock { kit.append((thread, nice)) } }
        var kernelCalls: [Int32] { lock.withLock { kernel } }
        var kitCalls: [(UInt64, Int32)] { lock.withLock { kit } }
    }

    func priority(kernelAllows: Bool, kitSays: String? = nil, startedAt: Int32 = 0, _ calls: Calls) -> DrawingPriority {
        DrawingPriority(startedAt: startedAt, setNice: { _, nice in
            calls.noteKernel(nice)
            return kernelAllows || nice >= 0 ? 0 : EACCES
        }, setSlice: { _, nanoseconds in
            calls.noteSlice(nanoseconds)
            return 0
        }, askRealtimeKit: { thread, nice in
            calls.noteKit(thread, nice)
            return kitSays
        })
    }

    @Test func theKernelIsAskedFirstAndOffGoesBackToZero() {
        let calls = Calls()
        let p = priority(kernelAllows: true, calls)
        p.follow(true)
        #expect(p.state == .raised(by: "setpriority"))
        p.follow(true)
        #expect(calls.kernelCalls == [-5] && calls.kitCalls.isEmpty)
        p.follow(false)
        #expect(p.state == .normal && calls.kernelCalls == [-5, 0])
        // The slice first (RealtimeKit, when asked, may change the nice value meanwhile), then
        // the kernel's again.
        #expect(calls.sliceCalls == [DrawingPriority.slice, 0] && !p.sliceShortened)
    }

    /// The kernel's own answer, on a thread of this process: the slice asked for, then its own.
    @Test func theKernelTakesTheSlice() {
        final class Box: @unchecked Sendable { var before: UInt64?, shortened: UInt64?, after: UInt64?, errors: [Int32] = [] }
        let box = Box(), done = DispatchSemaphore(value: 0)
        let probe = Thread {
            let me = DrawingPriority.currentThread()
            box.before = threadSlice(pid: getpid(), thread: Int(me))
            box.errors.append(DrawingPriority.setThreadSlice(me, DrawingPriority.slice))
            box.shortened = threadSlice(pid: getpid(), thread: Int(me))
            box.errors.append(DrawingPriority.setThreadSlice(me, 0))
            box.after = threadSlice(pid: getpid(), thread: Int(me))
            done.signal()
        }
        probe.start()
        done.wait()
        #expect(box.errors == [0, 0])
        // Kernels before EEVDF (6.6) do not show the slice; those before 6.12 ignore the call.
        if let before = box.before, Self.kernelTakesSlices {
            #expect(box.shortened == DrawingPriority.slice && box.after == before && before > DrawingPriority.slice)
        }
    }

    /// Whether this kernel sets a normal thread's slice (Linux 6.12 on).
    static let kernelTakesSlices: Bool = {
        var name = utsname()
        uname(&name)
        let release = withUnsafeBytes(of: &name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let parts = release.split(separator: ".").prefix(2).compactMap { Int($0.prefix { $0.isNumber }) }
        return parts.count == 2 && (parts[0], parts[1]) >= (6, 12)
    }()

    /// Started at nice 10 (`nice -n 10 inkstone`): someone asked for less, so nothing is raised.
    @Test func aThreadStartedBelowNormalIsLeftThere() {
        let calls = Calls()
        let p = priority(kernelAllows: true, startedAt: 10, calls)
        p.follow(true)
        p.follow(true)
        #expect(p.state == .refused("started at nice 10") && calls.kernelCalls.isEmpty && calls.kitCalls.isEmpty)
        p.follow(false)
        #expect(p.state == .normal && calls.kernelCalls.isEmpty && calls.sliceCalls.isEmpty)
    }

    /// Off goes back to where it started (−2 here), not to 0.
    @Test func offGoesBackToTheStartingNiceValue() {
        let calls = Calls()
        let p = priority(kernelAllows: true, startedAt: -2, calls)
        p.follow(true)
        p.follow(false)
        #expect(calls.kernelCalls == [-5, -2])
    }

    @Test func realtimeKitIsAskedForThisThreadWhenTheKernelRefuses() {
        let calls = Calls()
        let p = priority(kernelAllows: false, calls)
        p.follow(true)
        #expect(p.waitForAnswer(timeout: 5) == .raised(by: "RealtimeKit"))
        #expect(calls.kitCalls.count == 1 && calls.kitCalls.first?.0 == UInt64(p.thread) && calls.kitCalls.first?.1 == -5)
    }

    @Test func aRefusalIsKeptAndTheNextChangeAsksAgain() {
        let calls = Calls()
        let p = priority(kernelAllows: false, kitSays: "Operation not permitted", calls)
        p.follow(true)
        #expect(p.waitForAnswer(timeout: 5) == .refused("RealtimeKit: Operation not permitted"))
        p.follow(true)
        _ = p.waitForAnswer(timeout: 5)
        #expect(calls.kitCalls.count == 2)
        // The short slice all the same (any thread may ask for it), asked once; turned off, the
        // kernel's again.
        #expect(calls.sliceCalls == [DrawingPriority.slice] && p.sliceShortened)
        p.follow(false)
        #expect(calls.sliceCalls == [DrawingPriority.slice, 0])
    }

    @Test func aGrantThatComesAfterTurningOffIsUndone() {
        let calls = Calls()
        // RealtimeKit answers only once the preference is off (held until then: an answer before
        // it is a grant that turning off takes back, the next test).
        let held = DispatchSemaphore(value: 0)
        let p = DrawingPriority(startedAt: 0, setNice: { _, nice in
            calls.noteKernel(nice)
            return nice >= 0 ? 0 : EACCES
        }, askRealtimeKit: { thread, nice in
            calls.noteKit(thread, nice)
            held.wait()
            return nil
        })
        p.follow(true)
        p.follow(false)
        #expect(p.state == .normal && calls.kernelCalls == [-5, 0])
        held.signal()
        // The grant comes; reading the state undoes it.
        #expect(waitUntil(timeout: 5) { _ = p.state; return calls.kernelCalls == [-5, 0, 0] })
        #expect(p.state == .normal)
    }

    @Test func aGrantThatCameBeforeTurningOffIsTakenBack() {
        let calls = Calls()
        let p = priority(kernelAllows: false, calls)
        p.follow(true)
        #expect(p.waitForAnswer(timeout: 5) == .raised(by: "RealtimeKit"))
        p.follow(false)
        #expect(p.state == .normal && calls.kernelCalls == [-5, 0])
    }

    /// RealtimeKit's call over a bus: the method, the thread id as 't' and the nice value as 'i'.
    @Test func realtimeKitOnABusGetsTheThreadAndTheNiceValue() throws {
        let bus = try PrivateBus()
        let kit = try FakeRealtimeKit(bus: bus, [:])
        #expect(RealtimeKit.makeThreadHighPriority(thread: UInt64(getpid()), nice: 0, busAddress: bus.address) == nil)
        #expect(kit.calls() == [FakeRealtimeKit.Call(thread: Int(getpid()), priority: 0)])
    }

    @Test func realtimeKitsRefusalAndItsAbsenceAreSaid() throws {
        let bus = try PrivateBus()
        let refusing = try FakeRealtimeKit(bus: bus, ["FAKE_RTKIT_REFUSE": "1"])
        #expect(RealtimeKit.makeThreadHighPriority(thread: 1, nice: -5, busAddress: bus.address)?.contains("Operation not permitted") == true)
        #expect(refusing.calls().count == 1)
        let empty = try PrivateBus()
        #expect(RealtimeKit.makeThreadHighPriority(thread: 1, nice: -5, busAddress: empty.address)?.contains(RealtimeKit.name) == true)
        #expect(RealtimeKit.makeThreadHighPriority(thread: 1, nice: -5, busAddress: "unix:path=/nonexistent/bus") != nil)
        #expect(RealtimeKit.systemBusAddress(environment: [:]) == "unix:path=/var/run/dbus/system_bus_socket")
        #expect(RealtimeKit.systemBusAddress(environment: ["DBUS_SYSTEM_BUS_ADDRESS": "unix:path=/x"]) == "unix:path=/x")
    }

    /// Whether this process may lower a thread's nice value itself (root, CAP_SYS_NICE or a high
    /// enough RLIMIT_NICE): then so may the app, and the fake RealtimeKit may grant what it is
    /// asked. Tried on a thread of its own, which ends with its nice value.
    static let mayRaise: Bool = {
        let done = DispatchSemaphore(value: 0)
        final class Box: @unchecked Sendable { var ok = false }
        let box = Box()
        let probe = Thread {
            box.ok = DrawingPriority.setThreadNice(DrawingPriority.currentThread(), -5) == 0
            done.signal()
        }
        probe.start()
        done.wait()
        return box.ok
    }()

    /// The real app: where the kernel allows it (CI runs as root) the event loop's thread at
    /// nice −5 and no RealtimeKit asked; elsewhere RealtimeKit asked (the fake can grant only
    /// with the right). The painters at 0 either way.
    @Test func theAppsEventLoopRunsAtMinusFiveAndItsPaintersAtZero() throws {
        let bus = try PrivateBus()
        let kit = try FakeRealtimeKit(bus: bus, [:])
        let s = try AppSession(environment: ["DBUS_SYSTEM_BUS_ADDRESS": bus.address])
        #expect(waitUntil(timeout: 10) { threadNice(s.app.pid) == (Self.mayRaise ? -5 : 0) && (Self.mayRaise || kit.calls().count == 1) })
        // Each painter names its thread once it runs: looked at until all three have (read
        // once, a painter not yet started was missing now and then).
        let named: Set = ["inkstone-pdf", "inkstone-ink", "inkstone-thumbs"]
        func painters() -> [(id: Int, name: String)] { threads(of: s.app.pid).filter { $0.name.hasPrefix("inkstone-") } }
        #expect(waitUntil(timeout: 10) { Set(painters().map(\.name)) == named }, "\(painters())")
        let painters = painters()
        #expect(painters.allSatisfy { threadNice(s.app.pid, $0.id) == 0 }, "\(painters)")
        #expect(kit.calls().count == (Self.mayRaise ? 0 : 1))
        // The loop's slice is the short one, the painters' the kernel's.
        if Self.kernelTakesSlices {
            #expect(threadSlice(pid: s.app.pid) == DrawingPriority.slice)
            #expect(painters.allSatisfy { (threadSlice(pid: s.app.pid, thread: $0.id) ?? 0) > DrawingPriority.slice }, "\(painters)")
        }
    }

    /// The kernel refusing (the app started without CAP_SYS_NICE; without the right to start
    /// with, as it is): RealtimeKit is asked for the event loop's thread, and its grant shows in
    /// the thread's nice value (where the fake may grant it).
    @Test func withoutTheRightTheAppAsksRealtimeKit() throws {
        let bus = try PrivateBus()
        let kit = try FakeRealtimeKit(bus: bus, [:])
        let s = try AppSession(environment: ["DBUS_SYSTEM_BUS_ADDRESS": bus.address],
                               launcher: Self.mayRaise ? ["/usr/bin/setpriv", "--bounding-set=-sys_nice", "--inh-caps=-sys_nice"] : [])
        #expect(waitUntil(timeout: 10) { kit.calls().count == 1 })
        #expect(kit.calls() == [FakeRealtimeKit.Call(thread: Int(s.app.pid), priority: -5)])
        if Self.mayRaise { #expect(waitUntil(timeout: 10) { threadNice(s.app.pid) == -5 }) }
    }

    /// Started with `nice -n 10`: the app leaves its thread there.
    @Test func anAppStartedNicedIsLeftNiced() throws {
        let s = try AppSession(launcher: ["/usr/bin/nice", "-n", "10"])
        #expect(threadNice(s.app.pid) == 10)
    }

    /// `pen.priority off` in the file: nice 0 from the start; set on while it runs, −5; off, 0.
    @Test func thePreferenceTurnsItOffAndOnWhileTheAppRuns() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-config-\(UUID().uuidString)")
        let file = home.appendingPathComponent("inkstone/preferences.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"version": 1, "pen.priority": "off"}"#.utf8).write(to: file)
        let s = try AppSession(environment: ["XDG_CONFIG_HOME": home.path])
        let kernels = threadSlice(pid: s.app.pid)
        #expect(threadNice(s.app.pid) == 0)
        try Data(#"{"version": 1, "pen.priority": "on"}"#.utf8).write(to: file, options: .atomic)
        #expect(waitUntil(timeout: 10) { threadNice(s.app.pid) == (Self.mayRaise ? -5 : 0) })
        if Self.kernelTakesSlices {
            #expect(kernels != DrawingPriority.slice)
            #expect(waitUntil(timeout: 10) { threadSlice(pid: s.app.pid) == DrawingPriority.slice })
        }
        try Data(#"{"version": 1, "pen.priority": "off"}"#.utf8).write(to: file, options: .atomic)
        #expect(waitUntil(timeout: 10) { threadNice(s.app.pid) == 0 })
        if Self.kernelTakesSlices { #expect(waitUntil(timeout: 10) { threadSlice(pid: s.app.pid) == kernels }) }
    }

    /// A thread's nice value (the main thread's by default).
    func threadNice(_ pid: pid_t, _ thread: Int? = nil) -> Int? { InkTestSupport.threadNice(pid: pid, thread: thread) }

    /// The process's threads: kernel ids and names.
    func threads(of pid: pid_t) -> [(id: Int, name: String)] {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return ids.compactMap { id in
            guard let n = Int(id), let name = try? String(contentsOfFile: "/proc/\(pid)/task/\(id)/comm", encoding: .utf8) else { return nil }
            return (n, name.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }
}

/// Portal/fake_rtkit.py on a private bus, its calls logged as JSON lines.
final class FakeRealtimeKit: FakeBusService {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Portal/fake_rtkit.py").path

    /// Starts the fake and waits until it owns org.freedesktop.RealtimeKit1.
    init(bus: PrivateBus, _ environment: [String: String]) throws {
        try super.init(script: Self.script, logVariable: "FAKE_RTKIT_LOG", what: "RealtimeKit", bus: bus, environment)
    }

    /// One MakeThreadHighPriority call.
    struct Call: Equatable { var thread: Int, priority: Int }

    /// The MakeThreadHighPriority calls it received, oldest first.
    func calls() -> [Call] {
        entries().filter { $0["method"] as? String == "MakeThreadHighPriority" }.compactMap {
            guard let thread = ($0["thread"] as? NSNumber)?.intValue, let priority = ($0["priority"] as? NSNumber)?.intValue else { return nil }
            return Call(thread: thread, priority: priority)
        }
    }
}
