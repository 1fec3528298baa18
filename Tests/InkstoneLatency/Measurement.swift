import CXTest
import Foundation

/// One client under measurement: its process and window on the bench's Xvfb.
struct Client {
    var name: String
    var pid: pid_t
    var window: Window
    var origin: (x: Int, y: Int)
    /// Where strokes go, in window coordinates (a blank or inked part of the canvas).
    var area: (x: Int, y: Int, width: Int, height: Int)
}

/// What one client showed in one run: the latency of each measured motion (seconds), how many
/// never showed within the time-out, how many were seen only by the polling backstop, CPU.
struct Samples {
    var latencies: [Double] = []
    /// Each timed motion's send and first-seen times (the monotonic clock's seconds), for
    /// `EventBreakdown` to line up with the client's own times.
    var timings: [(sent: Double, shown: Double)] = []
    var missed = 0
    var polled = 0
    var cpu = ProcessCPU()
    /// The X server's CPU while this client's strokes ran: drawing done on the client's behalf
    /// (a client drawing with X requests, as the reference does, has the server rasterize).
    var serverCPU = ProcessCPU()
    /// The part of `cpu` from the button's release until the client was quiet again: what a
    /// stroke's end costs (committing it), spread over its motions in `cpu`.
    var liftCPU = ProcessCPU()
    var strokes = 0
    var events = 0
}

/// How motions are paced: at a fixed rate (a pen's report rate), or each one only once the
/// previous one's pixels showed.
enum Pacing {
    case rate(Double)
    case lockstep

    var label: String {
        switch self {
        case .rate(let hz): return String(format: "%.0f Hz", hz)
        case .lockstep: return "lockstep"
        }
    }
}

/// Drives strokes on clients and times each motion to the first change of the ink's pixels.
struct Measurement {
    let probe: Probe
    /// The X server's process, whose CPU each stroke also counts (0: not counted).
    var serverPID: pid_t = 0
    /// How long one motion may take to show before it counts as missed.
    var timeout = 0.5
    /// Pixels per motion along a stroke.
    var step = 4
    /// Half the side of the square around the pen, where a change counts as the ink's.
    var reach = 16

    /// One stroke of `motions` motions on `client`, along row `row` of its area; recorded into
    /// `samples` unless it is a warm-up stroke.
    func stroke(on client: Client, row: Int, motions: Int, pacing: Pacing, into samples: inout Samples?) {
        let rows = max(1, client.area.height / 12)
        let y = client.area.y + (row % rows) * 12 + 6
        let x0 = client.area.x + ((row / rows) % 3) * 2
        probe.move(toScreen: client.origin.x + x0, client.origin.y + y)
        probe.settle(quiet: 0.002, limit: 0.1)
        let cpuBefore = ProcessCPU(pid: client.pid), serverBefore = ProcessCPU(pid: serverPID)
        probe.button(down: true)
        probe.settle(quiet: 0.003, limit: 0.3)
        var scheduled = now()
        for i in 1...motions {
            let x = x0 + i * step, wobble = Int((sin(Double(i) / 4) * 3).rounded())
            if case .rate(let hz) = pacing {
                scheduled += 1 / hz
                // Until the motion is due: read what the last one still drew.
                while now() < scheduled {
                    probe.waitForEvents(scheduled - now())
                    _ = probe.pendingChanges()
                }
            }
            let before = probe.pixels(client.window, aroundX: x, y: y + wobble)
            let sent = now()
            probe.move(toScreen: client.origin.x + x, client.origin.y + y + wobble)
            let shown = firstInk(client, x: x, y: y + wobble, before: before)
            if samples != nil {
                samples?.events += 1
                if let (at, polled) = shown {
                    samples?.latencies.append(at - sent)
                    samples?.timings.append((sent, at))
                    if polled { samples?.polled += 1 }
                } else {
                    samples?.missed += 1
                }
            }
            if case .lockstep = pacing { probe.settle(quiet: 0.001, limit: 0.05) }
        }
        let cpuAtLift = ProcessCPU(pid: client.pid)
        probe.button(down: false)
        probe.settle(quiet: 0.003, limit: 0.3)
        if samples != nil {
            let cpuAfter = ProcessCPU(pid: client.pid)
            samples?.strokes += 1
            samples?.liftCPU.add(cpuAfter.minus(cpuAtLift))
            samples?.cpu.add(cpuAfter.minus(cpuBefore))
            samples?.serverCPU.add(ProcessCPU(pid: serverPID).minus(serverBefore))
        }
    }

    /// How many of `motions` pointer motions with no button down "showed" on `client`: any
    /// at all means the bench sees something besides ink (a cursor drawn into the window).
    func changesWithoutInk(on client: Client, motions: Int = 20) -> Int {
        var shown = 0
        let quiet = Measurement(probe: probe, serverPID: serverPID, timeout: 0.02, step: step, reach: reach)
        // Into the window first (entering it may redraw), and until the app is done drawing.
        probe.move(toScreen: client.origin.x + client.area.x + 20 - step, client.origin.y + client.area.y + client.area.height - 20)
        probe.settle(quiet: 0.2, limit: 5)
        for i in 0..<motions {
            let x = client.area.x + 20 + i * step, y = client.area.y + client.area.height - 20
            let before = probe.pixels(client.window, aroundX: x, y: y)
            probe.move(toScreen: client.origin.x + x, client.origin.y + y)
            if quiet.firstInk(client, x: x, y: y, before: before) != nil { shown += 1 }
        }
        return shown
    }

    /// When the first change near (x, y) showed, and whether only polling saw it; nil on time-out.
    private func firstInk(_ client: Client, x: Int, y: Int, before: [UInt8]?) -> (Double, Bool)? {
        let end = now() + timeout
        var nextPoll = now() + 0.004
        while now() < end {
            probe.waitForEvents(min(0.001, max(0, nextPoll - now())))
            let changes = probe.pendingChanges()
            if changes.contains(where: { $0.window == client.window && touches($0, x, y) }) { return (now(), false) }
            if now() >= nextPoll {
                nextPoll = now() + 0.004
                if let before, let after = probe.pixels(client.window, aroundX: x, y: y), after != before { return (now(), true) }
            }
        }
        return nil
    }

    private func touches(_ c: Probe.Change, _ x: Int, _ y: Int) -> Bool {
        c.x < x + reach && x - reach < c.x + c.width && c.y < y + reach && y - reach < c.y + c.height
    }
}

/// CPU time a process has used: user + system from /proc/PID/stat (clock ticks), and the
/// nanoseconds on CPU of all its threads from /proc/PID/task/*/schedstat (finer, when present),
/// and of each thread by its name (/proc/PID/task/*/comm; threads of one name summed).
struct ProcessCPU {
    var ticks = 0
    var nanoseconds: UInt64 = 0
    var threads: [String: UInt64] = [:]
    /// Context switches of all its threads (/proc/PID/task/*/status): a wait that blocked is a
    /// voluntary one, so these count the wakes.
    var switches = 0, preempted = 0
    /// Minor page faults (/proc/PID/stat): pages the kernel had to map in (a buffer freed back
    /// to the kernel and allocated again costs one a page).
    var faults = 0

    init() {}

    init(pid: pid_t) {
        if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") {
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            // After the command: state is field 3, minflt 10, utime 14 and stime 15.
            if fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) { ticks = user + system }
            if fields.count > 12, let minor = Int(fields[7]) { faults = minor }
        }
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        for task in tasks {
            if let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8),
               let first = text.split(separator: " ").first, let ns = UInt64(first) {
                nanoseconds += ns
                let name = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/comm", encoding: .utf8))?
                    .trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
                threads[name, default: 0] += ns
            }
            if let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8) {
                switches += Self.count("voluntary_ctxt_switches:", in: status)
                preempted += Self.count("nonvoluntary_ctxt_switches:", in: status)
            }
        }
    }

    func minus(_ other: ProcessCPU) -> ProcessCPU {
        var d = ProcessCPU()
        d.ticks = ticks - other.ticks
        d.nanoseconds = nanoseconds &- other.nanoseconds
        d.faults = faults - other.faults
        d.switches = switches - other.switches
        d.preempted = preempted - other.preempted
        // A thread started meanwhile counts from zero; one that ended meanwhile is not counted.
        for (name, ns) in threads { d.threads[name] = ns - min(ns, other.threads[name] ?? 0) }
        return d
    }

    /// The number on the line of /proc's status text that begins with `key` (0 when absent).
    private static func count(_ key: String, in status: String) -> Int {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(key) }) else { return 0 }
        return Int(line.dropFirst(key.count).trimmingCharacters(in: .whitespaces)) ?? 0
    }

    mutating func add(_ other: ProcessCPU) {
        ticks += other.ticks
        nanoseconds &+= other.nanoseconds
        switches += other.switches
        faults += other.faults
        preempted += other.preempted
        threads.merge(other.threads, uniquingKeysWith: &+)
    }

    /// Seconds from the /proc/PID/stat ticks.
    var seconds: Double { Double(ticks) / Double(sysconf(Int32(_SC_CLK_TCK))) }
}
