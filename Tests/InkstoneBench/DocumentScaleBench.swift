import Foundation
import InkTestSupport

/// One size of document `make bench` measures, with the time each of its two steps may take.
struct ScaleSize {
    /// Its name for `--scale`.
    var name: String
    var title: String
    var document: HandwritingDocument
    /// Seconds to make the document and save it (the save is timed).
    var makeBudget: Double
    /// Seconds to open it and take every figure but the export.
    var measureBudget: Double
    /// Seconds to open it again and export it to PDF (the export is timed).
    var exportBudget: Double

    static let all = [
        ScaleSize(name: "page", title: "100k points on one page", document: HandwritingDocument(pages: 1, pointsPerPage: 100_000),
                  makeBudget: 30, measureBudget: 40, exportBudget: 30),
        ScaleSize(name: "1m", title: "1M points (10 pages of 100k)", document: HandwritingDocument(pages: 10, pointsPerPage: 100_000),
                  makeBudget: 45, measureBudget: 60, exportBudget: 45),
        ScaleSize(name: "300p", title: "300 pages of notes (10k points a page, 3M points)",
                  document: HandwritingDocument(pages: 300, pointsPerPage: 10_000), makeBudget: 60, measureBudget: 60, exportBudget: 100),
        ScaleSize(name: "10m", title: "10M points (1000 pages of 10k)", document: HandwritingDocument(pages: 1000, pointsPerPage: 10_000),
                  makeBudget: 90, measureBudget: 60, exportBudget: 300),
    ]
}

/// The document-scale figures (issue 14): for each size in `--scale LIST` (or the environment's
/// `INKSTONE_BENCH_SCALE`; names `page,1m,300p,10m`, `all` (the default) or `none`), a child
/// process makes and saves the document, another opens it and takes the figures, a third
/// exports it to PDF. Each child is stopped when it uses more CPU time than its size's budget
/// (times `--scale-budget FACTOR`), or `wallFactor` times as much wall-clock time, or passes
/// `memoryLimit`, and the bench says which step it was in: `make bench` always ends.
func documentScaleFigures() {
    let arguments = CommandLine.arguments
    func option(_ name: String) -> String? {
        arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    }
    let asked = option("--scale") ?? ProcessInfo.processInfo.environment["INKSTONE_BENCH_SCALE"] ?? "all"
    let factor = option("--scale-budget").flatMap(Double.init) ?? 1
    let names = Set(asked.split(separator: ",").map(String.init))
    let sizes = ScaleSize.all.filter { names.contains("all") || names.contains($0.name) }
    let unknown = names.subtracting(ScaleSize.all.map(\.name) + ["all", "none"])
    if !unknown.isEmpty { print("--scale: unknown sizes \(unknown.sorted()) (known: \(ScaleSize.all.map(\.name).joined(separator: ",")), all, none)") }
    guard !sizes.isEmpty else { return }
    let folder = NSTemporaryDirectory() + "inkstone-bench-scale-\(getpid())"
    guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else {
        print("document scale: cannot make \(folder)"); return
    }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    print("document scale (1280x800 window; CPU times of this process, wall times where said; load average \(loadAverage())):")
    for size in sizes {
        print("\(size.title):")
        let path = folder + "/\(size.name).inkstone"
        let status = folder + "/status"
        if runScaleChild(["make", size.name, path], budget: size.makeBudget * factor, status: status) {
            _ = runScaleChild(["measure", size.name, path], budget: size.measureBudget * factor, status: status)
            let opened = (try? String(contentsOfFile: status, encoding: .utf8)).map { !$0.hasPrefix("opening") } ?? false
            if opened {
                _ = runScaleChild(["export", size.name, path], budget: size.exportBudget * factor, status: status)
            } else {
                print("  PDF export: not tried (the document did not open)")
            }
        }
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// The most a child may hold in memory before it is stopped.
let memoryLimit = 8 << 30

/// Runs this bench as a child (`--scale-child STEP NAME PATH STATUS`) and waits for it at most
/// `budget` seconds; true when it finished well. The child prints its own lines.
func runScaleChild(_ arguments: [String], budget: Double, status: String) -> Bool {
    try? FileManager.default.removeItem(atPath: status)
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    child.arguments = ["--scale-child"] + arguments + [status]
    fflush(nil)
    do { try child.run() } catch { print("  cannot start the child: \(error)"); return false }
    let start = wallTime()
    var stopped: String?
    while child.isRunning {
        if let used = cpuSeconds(of: child.processIdentifier), used > budget {
            stopped = String(format: "did not finish within %.0f s of CPU", budget)
        }
        if wallTime() - start > budget * wallFactor {
            stopped = String(format: "did not finish within %.0f s (wall clock; load average ", budget * wallFactor) + loadAverage() + ")"
        }
        if let rss = residentBytes(of: child.processIdentifier), rss > memoryLimit {
            stopped = "held more than \(memoryLimit >> 30) GiB"
        }
        if stopped != nil { kill(child.processIdentifier, SIGKILL); break }
        usleep(20_000)
    }
    child.waitUntilExit()
    let step = (try? String(contentsOfFile: status, encoding: .utf8)) ?? "starting"
    if let stopped {
        print("  stopped: \(step) \(stopped)")
        return false
    }
    if child.terminationStatus != 0 || child.terminationReason != .exit {
        print("  failed while \(step) (exit status \(child.terminationStatus))")
        return false
    }
    return true
}

/// A child's budget is CPU time (so a shared machine's load does not stop it early), and this
/// many times as much wall-clock time.
let wallFactor = 3.0

/// The CPU time (user + system) process `pid` has used, in seconds.
func cpuSeconds(of pid: Int32) -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let end = text.lastIndex(of: ")") else { return nil }
    // After the command's name: state is field 3, utime and stime fields 14 and 15.
    let fields = text[text.index(after: end)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// The resident memory of process `pid` in bytes (`VmRSS`), nil when it cannot be read.
func residentBytes(of pid: Int32) -> Int? {
    statusField("VmRSS", of: "/proc/\(pid)/status")
}

/// A `kB` field of a /proc status file, in bytes.
func statusField(_ name: String, of path: String) -> Int? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
        let number = line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces).split(separator: " ").first
        return number.flatMap { Int($0) }.map { $0 * 1024 }
    }
    return nil
}

/// The 1-minute load average (the machine may be shared).
func loadAverage() -> String {
    ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").prefix(3).joined(separator: " ")
}
