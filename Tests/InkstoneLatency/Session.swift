import CXTest
import Foundation

/// One scenario's X server with the reference client and the real `inkstone` side by side.
final class Session {
    let server: PrivateXvfb
    let probe: Probe
    let floor: Child
    let app: Child
    let reference: Client
    let inkstone: Client
    private let home: String

    static let appSize = (width: 1024, height: 720)
    /// Where strokes go in the app's window: right of the toolbar, above the status bar.
    static let appArea = (x: 170, y: 70, width: 560, height: 560)

    struct Failure: Error, CustomStringConvertible { var description: String }

    init(floorBinary: String, inkstoneBinary: String, documentArguments: [String]) throws {
        server = try PrivateXvfb(width: 1920, height: 760)
        home = NSTemporaryDirectory() + "inkstone-latency-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home + "/state", withIntermediateDirectories: true)
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = server.display
        env["XDG_CONFIG_HOME"] = home
        env["XDG_STATE_HOME"] = home + "/state"
        env["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent"
        env.removeValue(forKey: "XDG_RUNTIME_DIR")
        env.removeValue(forKey: "INKSTONE_TEST_ACK")
        probe = try Probe(display: server.display)
        floor = try Child(floorBinary, ["1060", "0", "800", "720"], environment: env, pipeOn: 1)
        let log = home + "/inkstone.log"
        app = try Child(inkstoneBinary, ["--geometry", "\(Self.appSize.width)x\(Self.appSize.height)"] + documentArguments,
                        environment: env, output: log)
        guard let line = floor.readLine(timeout: 15), let floorWindow = Window(line) else {
            throw Failure(description: "the reference client showed no window")
        }
        var appWindow: Window?
        let deadline = now() + 60
        while appWindow == nil && now() < deadline && !app.hasEnded {
            appWindow = probe.window(ofPID: app.pid)
            if appWindow == nil { usleep(20_000) }
        }
        guard let appWindow else {
            let said = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw Failure(description: app.hasEnded ? "inkstone ended: \(said.split(separator: "\n").first ?? "")" : "inkstone showed no window")
        }
        probe.watch(floorWindow)
        probe.watch(appWindow)
        // The first frames (a large document takes a while): until nothing is drawn for 0.5 s.
        probe.settle(quiet: 0.5, limit: 30)
        reference = Client(name: "reference", pid: floor.pid, window: floorWindow, origin: probe.origin(of: floorWindow),
                           area: (x: 40, y: 40, width: 700, height: 600))
        inkstone = Client(name: "inkstone", pid: app.pid, window: appWindow, origin: probe.origin(of: appWindow), area: Self.appArea)
    }

    func stop() {
        probe.close()
        app.stop()
        floor.stop()
        server.stop()
        try? FileManager.default.removeItem(atPath: home)
    }
}
