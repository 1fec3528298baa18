import CXTest
import Foundation
import InkTestSupport

/// A real headless Xorg (dummy video) with the test-only `inkstonerig` input driver, giving
/// scriptable "Inkstone Rig Pen stylus", "Inkstone Rig Pen eraser", "Inkstone Rig Mouse" and
/// "Inkstone Rig Touchscreen" (direct) and "Inkstone Rig Touchpad" (dependent touch) devices that send real XI2 events with pressure, tilt and wheel (see Tests/PenRig).
///
/// Each rig has its own folder, FIFOs, config and display (-displayfd), so rigs run side by
/// side. The server is stopped by its PID when the rig is released, and by a watchdog if the
/// test process dies first. Its log is kept in the rig's folder and shown on failures.
final class PenRig: TestXServer, @unchecked Sendable {
    enum Device: String { case stylus, eraser, mouse, touch, touchpad }

    /// The screen size the rig's config sets; device units 0...65535 map onto it.
    static let screenWidth = 1280.0, screenHeight = 800.0

    let display: String
    let folder: URL
    private let server: ChildProcess
    private let watchdog: ChildProcess
    private var writers: [Device: Int32] = [:]

    /// The source folder of the rig (driver, config template).
    static let sourceFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PenRig")

    /// Starts a rig; its server is also stopped when process `watched` (this one by default) dies.
    init(watching watched: pid_t = getpid()) throws {
        // A write to a FIFO whose reader (the server) went away must fail, not kill the tests.
        signal(SIGPIPE, SIG_IGN)
        let fm = FileManager.default
        folder = fm.temporaryDirectory.appendingPathComponent("inkstone-rig-\(getpid())-\(UUID().uuidString.prefix(8))")
        let modules = folder.appendingPathComponent("modules"), confd = folder.appendingPathComponent("conf.d")
        try fm.createDirectory(at: modules, withIntermediateDirectories: true)
        try fm.createDirectory(at: confd, withIntermediateDirectories: true)
        try "# empty: keeps Xorg from reading other config snippets\n".write(to: confd.appendingPathComponent("00-empty.conf"), atomically: true, encoding: .utf8)

        let build = try ChildProcess(path: "/bin/sh", arguments: [Self.sourceFolder.appendingPathComponent("driver/build.sh").path, modules.path],
                                     output: folder.appendingPathComponent("build.log").path)
        guard build.wait(timeout: 60) == 0 else {
            throw ChildProcess.SpawnError(description: "building the rig driver failed: " +
                ((try? String(contentsOf: folder.appendingPathComponent("build.log"), encoding: .utf8)) ?? ""))
        }
        var config = try String(contentsOf: Self.sourceFolder.appendingPathComponent("xorg.conf.in"), encoding: .utf8)
        config = config.replacingOccurrences(of: "@MODULEPATH@", with: modules.path)
        for d in [Device.stylus, .eraser, .mouse, .touch, .touchpad] {
            let fifo = folder.appendingPathComponent(d.rawValue).path
            guard mkfifo(fifo, 0o600) == 0 else { throw ChildProcess.SpawnError(description: "mkfifo \(fifo) failed") }
            config = config.replacingOccurrences(of: "@\(d.rawValue.uppercased())_FIFO@", with: fifo)
        }
        let configPath = folder.appendingPathComponent("xorg.conf").path
        try config.write(toFile: configPath, atomically: true, encoding: .utf8)

        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw ChildProcess.SpawnError(description: "pipe failed") }
        defer { close(fds[0]) }
        server = try ChildProcess(path: "/usr/lib/xorg/Xorg",
                                  arguments: ["-displayfd", "3", "-config", configPath, "-configdir", confd.path,
                                              "-logfile", folder.appendingPathComponent("Xorg.log").path,
                                              "-nolisten", "tcp", "-noreset"],
                                  fds: [3: fds[1]], output: folder.appendingPathComponent("Xorg.out").path)
        close(fds[1])
        watchdog = try startWatchdog(stopping: server.pid, whenGone: watched)
        guard let number = readLine(fd: fds[0], timeout: 20) else {
            server.stop()
            throw ChildProcess.SpawnError(description: "the rig's Xorg reported no display; its log:\n\(Self.tail(of: folder))")
        }
        display = ":" + number
    }

    deinit { stop() }

    /// Stops the server and removes the rig's folder (its logs were read by any failure before).
    func stop() {
        for fd in writers.values { close(fd) }
        writers = [:]
        server.stop()
        watchdog.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// Whether the rig's Xorg has ended.
    var serverHasExited: Bool { server.poll() != nil }

    var serverLog: String { Self.tail(of: folder) }

    private static func tail(of folder: URL) -> String {
        let log = (try? String(contentsOf: folder.appendingPathComponent("Xorg.log"), encoding: .utf8)) ?? "(no Xorg.log)"
        return "Xorg log (\(folder.path)/Xorg.log), last lines:\n" + log.split(separator: "\n").suffix(40).joined(separator: "\n")
    }

    /// Sends command lines to a device (see Tests/PenRig/README.md for the protocol).
    func send(_ device: Device, _ lines: String...) {
        send(device, lines)
    }

    func send(_ device: Device, _ lines: [String]) {
        guard let fd = writer(device) else { return }
        let text = lines.map { $0 + "\n" }.joined()
        text.utf8CString.withUnsafeBufferPointer { b in
            var offset = 0
            let count = b.count - 1
            while offset < count {
                let n = write(fd, b.baseAddress! + offset, count - offset)
                if n > 0 { offset += n } else if errno == EAGAIN { usleep(1000) } else { return }
            }
        }
    }

    private func writer(_ device: Device) -> Int32? {
        if let fd = writers[device] { return fd }
        // O_NONBLOCK: a write-only open of a FIFO without a reader would block forever.
        let fd = open(folder.appendingPathComponent(device.rawValue).path, O_WRONLY | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        writers[device] = fd
        return fd
    }

    // MARK: Coordinates and values

    /// Device units for a root-window position.
    static func units(x: Double, y: Double) -> (Int, Int) {
        (Int((x * 65536 / screenWidth).rounded()), Int((y * 65536 / screenHeight).rounded()))
    }

    /// A `move` line for a root position with pressure 0...1, tilt and wheel in device units.
    static func move(_ x: Double, _ y: Double, pressure: Double = 0, tilt: (Int, Int) = (0, 0), wheel: Int = 0) -> String {
        let (ux, uy) = units(x: x, y: y)
        return "move \(ux) \(uy) \(Int((pressure * 65535).rounded())) \(tilt.0) \(tilt.1) \(wheel)"
    }

    /// Lines for a whole pen stroke: proximity in, hover at the start, contact, a straight
    /// drag at constant pressure, lift, and (optionally) proximity out.
    static func stroke(from a: (Double, Double), to b: (Double, Double), pressure: Double, steps: Int = 40,
                       leave: Bool = false) -> [String] {
        var lines = ["in", move(a.0, a.1, pressure: 0)]
        lines.append(move(a.0, a.1, pressure: pressure))
        lines.append("down 1")
        for i in 1...steps {
            let t = Double(i) / Double(steps)
            lines.append(move(a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, pressure: pressure))
        }
        lines.append("up 1")
        lines.append(move(b.0, b.1, pressure: 0))
        if leave { lines.append("out") }
        return lines
    }
}
