import Foundation
import InkTestSupport

/// The path of the real `inkstone` binary: $INKSTONE_BIN, else beside the test bundle
/// (`swift build` puts both in the same folder).
func inkstoneBinaryPath() throws -> String {
    if let p = ProcessInfo.processInfo.environment["INKSTONE_BIN"], !p.isEmpty { return p }
    return try builtBinaryPath("inkstone", hint: "or set INKSTONE_BIN")
}

/// The path of an executable the package builds (`inkstone`, `inkstone-latency`): beside the
/// test bundle, or a few folders up from it.
func builtBinaryPath(_ name: String, hint: String = "") throws -> String {
    let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    var dir = URL(fileURLWithPath: exe).deletingLastPathComponent()
    for _ in 0..<4 {
        let candidate = dir.appendingPathComponent(name).path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        dir = dir.deletingLastPathComponent()
    }
    throw ChildProcess.SpawnError(description: "the \(name) binary was not found beside \(exe); run `swift build` first \(hint)")
}

/// Runs `inkstone` with arguments to completion; returns its status and combined output.
func runInkstone(_ arguments: [String], environment: [String: String]? = nil, timeout: Double = 20) throws -> (status: Int32, output: String) {
    try runProgram(try inkstoneBinaryPath(), arguments, environment: environment, timeout: timeout)
}

/// Runs a program with arguments to completion; returns its status and combined output.
func runProgram(_ path: String, _ arguments: [String], environment: [String: String]? = nil, timeout: Double = 20) throws -> (status: Int32, output: String) {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-run-\(UUID().uuidString).log").path
    defer { try? FileManager.default.removeItem(atPath: log) }
    let child = try ChildProcess(path: path, arguments: arguments, environment: environment ?? ProcessInfo.processInfo.environment, output: log)
    let status = child.wait(timeout: timeout)
    child.stop()
    let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    return (status ?? -1, output)
}

/// This process's environment with DISPLAY and XDG_CONFIG_HOME set where given.
func testEnvironment(display: String? = nil, configHome: String? = nil) -> [String: String] {
    var env = ProcessInfo.processInfo.environment
    if let display { env["DISPLAY"] = display }
    if let configHome {
        env["XDG_CONFIG_HOME"] = configHome
        env["XDG_DATA_HOME"] = configHome + "/data"
    }
    return env
}
