import Foundation
import InkTestSupport

/// A Python stand-in for a D-Bus service (`Portal/fake_*.py`) on a private bus: started with the
/// bus as its session bus and a log file named in `logVariable`, where it writes one JSON line
/// per call it receives and `{"event": "ready"}` once it owns its name; stopped by its PID.
class FakeBusService {
    static let python = "/usr/bin/python3"
    let logPath: String
    private let process: ChildProcess

    /// Starts `script` and waits until it owns its name; `what` names it in the failure.
    init(script: String, logVariable: String, what: String, bus: PrivateBus, _ environment: [String: String]) throws {
        logPath = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-fake-\(UUID().uuidString).log").path
        var env = ProcessInfo.processInfo.environment
        env["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        env[logVariable] = logPath
        for (k, v) in environment { env[k] = v }
        process = try ChildProcess(path: Self.python, arguments: [script], environment: env, output: logPath + ".out")
        guard waitUntil(timeout: 15, { self.entries().contains { $0["event"] as? String == "ready" } }) else {
            let output = (try? String(contentsOfFile: logPath + ".out", encoding: .utf8)) ?? ""
            process.stop()
            throw ChildProcess.SpawnError(description: "the fake \(what) did not take its name:\n\(output)")
        }
    }

    /// Everything it logged, oldest first.
    func entries() -> [[String: Any]] {
        guard let text = try? String(contentsOfFile: logPath, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
    }

    deinit {
        process.stop()
        try? FileManager.default.removeItem(atPath: logPath)
        try? FileManager.default.removeItem(atPath: logPath + ".out")
    }
}
