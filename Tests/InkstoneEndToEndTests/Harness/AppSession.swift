import CXTest
import Foundation
import InkTestSupport
import Testing

/// The real `inkstone` binary running on a private X server (Xvfb or the pen rig's Xorg),
/// with a test client driving it and reading its window back.
final class AppSession: @unchecked Sendable {
    let server: any TestXServer
    let app: ChildProcess
    let client: XTestClient
    let window: Window
    /// The app's answers that it has handled the test's input (`waitForAck`).
    let acknowledgements: Acknowledgements
    let logPath: String
    /// The app's own $XDG_CONFIG_HOME (a fresh folder, so no test sees another's preferences).
    let configHome: String

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Starts the app on `server` (a fresh Xvfb when nil) and waits for its first frame.
    /// `launcher`: a program and its arguments that start the binary (it comes next, then
    /// `arguments`), e.g. `unshare` to give the app its own mounts. The first-start hint is
    /// remembered as dismissed (so no other test's pixels see it) unless `firstStart`, or
    /// unless the state folder already remembers something (a restart).
    init(server given: (any TestXServer)? = nil, arguments: [String] = [], environment: [String: String] = [:],
         launcher: [String] = [], firstStart: Bool = false) throws {
        server = try given ?? Xvfb()
        logPath = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-\(UUID().uuidString).log").path
        configHome = environment["XDG_CONFIG_HOME"] ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("inkstone-config-\(UUID().uuidString)").path
        var env = testEnvironment(display: server.display, configHome: configHome)
        // Each app journals into its own state folder: no test is offered another's unsaved work.
        env["XDG_STATE_HOME"] = configHome + "/state"
        // And its own list of recently used files (never the person's running the tests).
        env["XDG_DATA_HOME"] = configHome + "/data"
        // No desktop portal from the machine running the tests (a test gives its own bus), and no
        // RealtimeKit of the machine's system bus (pen.priority: a test gives its own).
        env["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent"
        env["DBUS_SYSTEM_BUS_ADDRESS"] = "unix:path=/nonexistent"
        // The app acknowledges handled input when asked (`waitForAck`).
        env["INKSTONE_TEST_ACK"] = "1"
        env.removeValue(forKey: "XDG_RUNTIME_DIR")
        for (k, v) in environment { env[k] = v }
        if !firstStart, let stateHome = env["XDG_STATE_HOME"] { Self.rememberHintDismissed(stateHome: stateHome) }
        let binary = try inkstoneBinaryPath()
        app = try ChildProcess(path: launcher.first ?? binary, arguments: launcher.isEmpty ? arguments : launcher.dropFirst() + [binary] + arguments,
                               environment: env, output: logPath)
        client = try XTestClient(display: server.display)
        var found: Window?
        let client = self.client, pid = app.pid
        waitUntil(timeout: 15) {
            found = client.window(ofPID: pid)
            return found != nil
        }
        guard let w = found else {
            let report = "inkstone showed no window\n\(Self.read(logPath))\n\(server.serverLog)"
            client.close(); app.stop(); server.stop()
            throw Failure(description: report)
        }
        window = w
        acknowledgements = Acknowledgements(client: client, window: w)
        // The first frame is up once the toolbar (not the window's white background) shows, on
        // the left or (left-handed) on the right.
        guard waitUntil(timeout: 10, { client.snapshot(w).map { $0.pixel(2, 300) != paperWhite || $0.pixel($0.width - 3, 300) != paperWhite } ?? false }) else {
            let report = "the first frame never appeared\n\(Self.read(logPath))"
            client.close(); app.stop(); server.stop()
            throw Failure(description: report)
        }
    }

    deinit {
        client.close()
        app.stop()
        server.stop()
        try? FileManager.default.removeItem(atPath: logPath)
        try? FileManager.default.removeItem(atPath: configHome)
    }

    /// Writes a remembered state with the hint dismissed, unless the state folder has one.
    static func rememberHintDismissed(stateHome: String) {
        let folder = stateHome + "/inkstone", file = folder + "/state.json"
        guard !FileManager.default.fileExists(atPath: file) else { return }
        // A state home that cannot hold it (a test makes it a file) is that test's business.
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? Data(#"{"hintDismissed": true}"#.utf8).write(to: URL(fileURLWithPath: file))
    }

    /// Runs `inkstone` with arguments (e.g. `prefs set ...`) against this session's preferences.
    func runCommand(_ arguments: [String]) throws -> (status: Int32, output: String) {
        var env = testEnvironment(display: server.display, configHome: configHome)
        env["XDG_STATE_HOME"] = configHome + "/state"
        return try runInkstone(arguments, environment: env)
    }

    /// The preferences file's text, or "" when there is none.
    var preferencesFile: String {
        (try? String(contentsOfFile: configHome + "/inkstone/preferences.json", encoding: .utf8)) ?? ""
    }

    func snapshot() -> Snapshot? { client.snapshot(window) }

    /// Waits until the window's pixels satisfy `condition`; on time-out records an issue naming
    /// `what`, with the app's output and the server's log.
    @discardableResult
    func expectPixels(_ what: String, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation,
                      _ condition: (Snapshot) -> Bool) -> Snapshot? {
        var last: Snapshot?
        let ok = waitUntil(timeout: timeout) {
            last = snapshot()
            return last.map(condition) ?? false
        }
        if !ok { fail("timed out waiting for: \(what)\(Self.keep(last, what))", sourceLocation: sourceLocation) }
        return last
    }

    /// Writes the last pixels seen to the failures folder (`$INKSTONE_FAILURES`, else
    /// `/tmp/inkstone-test-failures`), so a failure in a CI run can be looked at afterwards;
    /// returns a line naming the file.
    private static func keep(_ snapshot: Snapshot?, _ what: String) -> String {
        guard let snapshot else { return "" }
        let dir = ProcessInfo.processInfo.environment["INKSTONE_FAILURES"] ?? "/tmp/inkstone-test-failures"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let name = what.map { $0.isLetter || $0.isNumber ? $0 : "-" }.prefix(60)
        let path = "\(dir)/\(String(name))-\(UUID().uuidString.prefix(8)).png"
        return snapshot.writePNG(to: path) ? "\n(the window then: \(path))" : ""
    }

    /// Records a failure with everything needed to understand it.
    func fail(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        Issue.record("\(message)\n--- inkstone output:\n\(String(log.suffix(3000)))\n--- \(server.serverLog)", sourceLocation: sourceLocation)
    }

    /// Checks a condition, recording a failure with the logs when it does not hold.
    func check(_ condition: Bool, _ message: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation) {
        if !condition { fail(message(), sourceLocation: sourceLocation) }
    }

    var log: String { Self.read(logPath) }

    private static func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
}
