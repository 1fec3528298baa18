// `make bench`, second part: how long a pointer motion takes to become ink on the screen, for
// the real release `inkstone` and for a raw Xlib + Cairo client (the floor, Reference/floor.c),
// side by side on the bench's own Xvfb, strokes alternating between them so both see the same
// load. Motions come from XTest with the button down, paced at 125 Hz or in lockstep (the next
// only once the last one's pixels showed); each is timed to the first XDamage report of a
// change near the pen (XGetImage polling as a backstop). Prints figures; asserts nothing.
// `--quick`: a quarter of the motions; `--inkstone PATH`: measure another build of the app;
// `--compare PATH`: measure another build as well, in the same run (a before/after);
// `--without-priority`, `--compare-without-priority`: the app, the compared build, with
// `pen.priority` off (its event loop at nice 0, as where the system allows no raise); with
// `--compare` the same build, a same-run before/after of the priority alone. `--busy`: a
// cache-thrashing program (Reference/busy.c) runs at nice 19 throughout, so that the clients
// find their code and data out of the caches at each 125 Hz motion, as on a busy machine.
import Foundation
import InkGeometry
import InkTestSupport

/// Every option, so that a mistyped one (or `--help`) stops with the list instead of running
/// the whole bench without it.
let flags: Set = ["--quick", "--without-priority", "--compare-without-priority", "--busy"], valued: Set = ["--inkstone", "--compare"]
do {
    var rest = CommandLine.arguments.dropFirst()
    while let a = rest.popFirst() {
        if flags.contains(a) { continue }
        if valued.contains(a), rest.popFirst() != nil { continue }
        let help = a == "--help" || a == "-h"
        if !help { print("inkstone-latency: not an option: \(a)") }
        print("usage: inkstone-latency [--quick] [--busy] [--inkstone PATH] [--compare PATH] [--without-priority] [--compare-without-priority]")
        print("(README, \"Reading make bench\", says what each does)")
        exit(help ? 0 : 2)
    }
}
let quick = CommandLine.arguments.contains("--quick")
let scale = quick ? 4 : 1
let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let binaries = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
    .deletingLastPathComponent()
let inkstoneBinary = CommandLine.arguments.firstIndex(of: "--inkstone").flatMap { i in CommandLine.arguments.dropFirst(i + 1).first }
    ?? binaries.appendingPathComponent("inkstone").path
let compareBinary = CommandLine.arguments.firstIndex(of: "--compare").flatMap { i in CommandLine.arguments.dropFirst(i + 1).first }
let withoutPriority = CommandLine.arguments.contains("--without-priority")
let compareWithoutPriority = CommandLine.arguments.contains("--compare-without-priority")
let busy = CommandLine.arguments.contains("--busy")
let work = NSTemporaryDirectory() + "inkstone-latency-\(getpid())"
try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: work) }

guard FileManager.default.isExecutableFile(atPath: inkstoneBinary) else {
    print("latency: no inkstone binary at \(inkstoneBinary) (make bench builds it: swift build -c release --product inkstone)")
    exit(1)
}
let floorBinary = work + "/floor"
let compile = try Child("/bin/sh", ["-c", "cc -O2 -o '\(floorBinary)' '\(here.path)/Reference/floor.c' $(pkg-config --cflags --libs cairo-xlib x11)"],
                        output: work + "/cc.log")
guard compile.wait(timeout: 120), FileManager.default.isExecutableFile(atPath: floorBinary) else {
    print("latency: the reference client did not compile:\n" + ((try? String(contentsOfFile: work + "/cc.log", encoding: .utf8)) ?? ""))
    exit(1)
}

let busyBinary = work + "/busy"
var busyLoad: Child?
if busy {
    let compileBusy = try Child("/bin/sh", ["-c", "cc -O2 -o '\(busyBinary)' '\(here.path)/Reference/busy.c'"], output: work + "/cc.log")
    guard compileBusy.wait(timeout: 120), FileManager.default.isExecutableFile(atPath: busyBinary) else {
        print("latency: the busy load did not compile:\n" + ((try? String(contentsOfFile: work + "/cc.log", encoding: .utf8)) ?? ""))
        exit(1)
    }
    busyLoad = try Child(busyBinary, [])
}
defer { busyLoad?.stop() }

let inkedPath = work + "/page-100k.inkstone"
try BenchDocuments.inkedPage(points: 100_000, windowSize: Size(Double(Session.appSize.width), Double(Session.appSize.height)),
                             area: Session.appArea, to: inkedPath)
let pdfPath = work + "/paper.pdf"
let scenarios: [(name: String, arguments: [String])] = [
    ("blank page", []),
    ("page holding 100k points", [inkedPath]),
] + (BenchDocuments.pdfPage(to: pdfPath) ? [("PDF page", [pdfPath])] : [])

let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
print("\nInkstone latency: XTest motion to the first ink pixels (Xvfb, \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(load))")
if busy { print("--busy: a program writing over 64 MB at nice 19 runs throughout (Reference/busy.c)") }
print("reference = raw Xlib + Cairo client drawing one segment per motion (Tests/InkstoneLatency/Reference/floor.c)")

for scenario in scenarios {
    let session: Session
    do {
        session = try Session(floorBinary: floorBinary, inkstoneBinary: inkstoneBinary, compareBinary: compareBinary,
                              documentArguments: scenario.arguments, withoutPriority: withoutPriority,
                              compareWithoutPriority: compareWithoutPriority)
    } catch {
        print("\(scenario.name): skipped, because \(error)")
        continue
    }
    let measurement = Measurement(probe: session.probe, serverPID: session.server.process.pid)
    if scenario.name == scenarios.first?.name {
        // pen.priority (DrawingPriority): the app asks for its event loop's thread to run ahead
        // of other programs; the floor does not. Said, since it moves the figures at 125 Hz.
        let nice = threadNice(pid: session.inkstone.pid).map(String.init) ?? "?"
        let other = session.other.map { ", the compared build's at nice \(threadNice(pid: $0.pid).map(String.init) ?? "?")" } ?? ""
        print("inkstone's event loop thread runs at nice \(nice) (pen.priority; the reference at nice \(threadNice(pid: session.reference.pid).map(String.init) ?? "?")\(other))")
    }
    // Without a button down neither client draws: whatever shows then is not ink.
    let stray = measurement.changesWithoutInk(on: session.reference) + measurement.changesWithoutInk(on: session.inkstone)
    if stray > 0 { print("\(scenario.name): warning: \(stray) motions without ink changed pixels; the figures below may not be the ink's") }
    var measured: [(pacing: Pacing, reference: Samples, app: Samples)] = []
    for (pacing, strokes, motions) in [(Pacing.lockstep, 30 / scale, 50), (Pacing.rate(125), 12 / scale, 100)] {
        var reference: Samples? = Samples(), app: Samples? = Samples(), compared: Samples? = Samples()
        var warmUp: Samples? = nil
        // The app's very first stroke (lockstep comes first) is kept apart: its first motion
        // shows what the first ink after a start costs beyond the steady figures below.
        var firstStroke: Samples? = Samples()
        for client in [session.reference, session.inkstone] + [session.other].compactMap({ $0 }) {
            if case .lockstep = pacing, client.pid == session.inkstone.pid {
                measurement.stroke(on: client, row: 40, motions: 20, pacing: pacing, into: &firstStroke)
            } else {
                measurement.stroke(on: client, row: 40, motions: 20, pacing: pacing, into: &warmUp)
            }
        }
        for row in 0..<strokes {
            measurement.stroke(on: session.reference, row: row, motions: motions, pacing: pacing, into: &reference)
            measurement.stroke(on: session.inkstone, row: row, motions: motions, pacing: pacing, into: &app)
            if let other = session.other { measurement.stroke(on: other, row: row, motions: motions, pacing: pacing, into: &compared) }
        }
        guard let reference, let app, let compared else { continue }
        measured.append((pacing, reference, app))
        let rate: Double? = if case .rate(let hz) = pacing { hz } else { nil }
        print("\(scenario.name), \(pacing.label):")
        print(Report.line("reference", reference, rate: rate))
        print(Report.line("inkstone", app, rate: rate))
        print(Report.ratio(app, reference))
        print(Report.goals(app, reference, rate: rate))
        if case .lockstep = pacing, let first = firstStroke?.latencies.first, let later = firstStroke?.latencies.dropFirst().sorted(), !later.isEmpty {
            print(String(format: "  inkstone's first stroke after its start: first motion %.3f ms, the stroke's others' median %.3f ms",
                         first * 1000, Report.percentile(Array(later), 0.5) * 1000))
        }
        if session.other != nil {
            print(Report.line("compared", compared, rate: rate))
            print(Report.ratio(app, compared).replacingOccurrences(of: "reference", with: "compared"))
        }
        fflush(nil)
    }
    // The clients write their times as they end.
    let times = session.stop()
    print("\(scenario.name), where the time went (medians, us): XTest motion -> the event in the client's hands + in the client, up to its flush + until the bench saw the pixels")
    for m in measured {
        EventBreakdown.lines(m.pacing.label, reference: m.reference, app: m.app, referenceTimes: times.reference, appTimes: times.app).forEach { print($0) }
    }
    fflush(nil)
}
