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
    /// `--compare PATH`: another build of the app, measured in the same run.
    let other: Client?
    private let otherApp: Child?
    private let home: String

    static let appSize = (width: 1024, height: 720)
    /// Where strokes go in the app's window: right of the toolbar, above the status bar.
    static let appArea = (x: 170, y: 70, width: 560, height: 560)

    struct Failure: Error, CustomStringConvertible { var description: String }
    /// The environment variable that has a client keep its motions' times (`EventTimes`, floor.c).
    static let timesSwitch = "INKSTONE_EVENT_TIMES"

    /// `withoutPriority`, `compareWithoutPriority`: the app, the compared build, runs with
    /// `pen.priority` off (its event loop at nice 0, as where the system allows no raise).
    init(floorBinary: String, inkstoneBinary: String, compareBinary: String?, documentArguments: [String], withoutPriority: Bool = false,
         compareWithoutPriority: Bool = false) throws {
        server = try PrivateXvfb(width: compareBinary == nil ? 1920 : 2960, height: 760)
        home = NSTemporaryDirectory() + "inkstone-latency-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home + "/state", withIntermediateDirectories: true)
        for (config, off) in [(home, withoutPriority), (home + "/config-other", compareWithoutPriority)] where off {
            try FileManager.default.createDirectory(atPath: config + "/inkstone", withIntermediateDirectories: true)
            try #"{"version": 1, "pen.priority": "off"}"#.write(toFile: config + "/inkstone/preferences.json", atomically: true, encoding: .utf8)
        }
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = server.display
        env["XDG_CONFIG_HOME"] = home
        env["XDG_STATE_HOME"] = home + "/state"
        env["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent"
        env.removeValue(forKey: "XDG_RUNTIME_DIR")
        env.removeValue(forKey: "INKSTONE_TEST_ACK")
        env.removeValue(forKey: Self.timesSwitch)
        probe = try Probe(display: server.display)
        // Each client keeps its drawn motions' times, written when it ends (`EventBreakdown`).
        var floorEnv = env, appEnv = env
        floorEnv[Self.timesSwitch] = home + "/reference-times"
        appEnv[Self.timesSwitch] = home + "/inkstone-times"
        floor = try Child(floorBinary, ["1060", "0", "800", "720"], environment: floorEnv, pipeOn: 1)
        let log = home + "/inkstone.log"
        let appArguments = ["--geometry", "\(Self.appSize.width)x\(Self.appSize.height)"] + documentArguments
        app = try Child(inkstoneBinary, appArguments, environment: appEnv, output: log)
        if let compareBinary {
            var otherEnv = env
            // Its times are not read, but kept as the first build's are: the clock reads are
            // part of what the bench measures as each app's CPU, so both pay for them.
            otherEnv[Self.timesSwitch] = home + "/other-times"
            otherEnv["XDG_STATE_HOME"] = home + "/state-other"
            otherEnv["XDG_CONFIG_HOME"] = home + "/config-other"
            otherApp = try Child(compareBinary, appArguments, environment: otherEnv)
        } else {
            otherApp = nil
        }
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
        var otherWindow: Window?
        if let otherApp {
            while otherWindow == nil && now() < deadline && !otherApp.hasEnded {
                otherWindow = probe.window(ofPID: otherApp.pid)
                if otherWindow == nil { usleep(20_000) }
            }
            guard let w = otherWindow else { throw Failure(description: "the other inkstone (--compare) showed no window") }
            // Both apps open at (0, 0): the other one goes right of the reference.
            XMoveWindow(probe.dpy, w, 1900, 0)
            probe.watch(w)
        }
        probe.watch(floorWindow)
        probe.watch(appWindow)
        // The first frames (a large document takes a while): until nothing is drawn for 0.5 s.
        probe.settle(quiet: 0.5, limit: 30)
        reference = Client(name: "reference", pid: floor.pid, window: floorWindow, origin: probe.origin(of: floorWindow),
                           area: (x: 40, y: 40, width: 700, height: 600))
        inkstone = Client(name: "inkstone", pid: app.pid, window: appWindow, origin: probe.origin(of: appWindow), area: Self.appArea)
        if let otherApp, let otherWindow {
            other = Client(name: "compared", pid: otherApp.pid, window: otherWindow, origin: probe.origin(of: otherWindow), area: Self.appArea)
        } else {
            other = nil
        }
    }

    /// Ends everything; returns the times the two clients wrote as they ended.
    @discardableResult
    func stop() -> (reference: EventBreakdown, app: EventBreakdown) {
        probe.close()
        app.stop()
        otherApp?.stop()
        floor.stop()
        server.stop()
        let times = (EventBreakdown(path: home + "/reference-times"), EventBreakdown(path: home + "/inkstone-times"))
        try? FileManager.default.removeItem(atPath: home)
        return times
    }
}
