import Foundation
import InkTestSupport
import Testing

/// `inkstone-latency` (the second part of `make bench`) stops at an option it does not know,
/// with the list of those it does, instead of running the whole bench (minutes, an Xvfb)
/// without it: `--help` prints the list, a mistyped option says which one it was.
@Suite struct BenchCommandLineTests {
    func latencyBinary() throws -> String {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var dir = URL(fileURLWithPath: exe).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("inkstone-latency").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        throw ChildProcess.SpawnError(description: "inkstone-latency was not found beside \(exe); run `swift build` first")
    }

    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("latency-run-\(UUID().uuidString).log").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        let child = try ChildProcess(path: try latencyBinary(), arguments: arguments, environment: ProcessInfo.processInfo.environment, output: log)
        let status = child.wait(timeout: 20)
        child.stop()
        return (status ?? -1, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
    }

    @Test func anUnknownOptionStopsTheBenchWithItsOptions() throws {
        let wrong = try run(["--quick", "--quik"])
        #expect(wrong.status == 2)
        #expect(wrong.output.contains("not an option: --quik"))
        #expect(wrong.output.contains("usage: inkstone-latency [--quick] [--busy]"))
        #expect(!wrong.output.contains("XTest motion"), "the bench did not start")
        let help = try run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("usage: inkstone-latency"))
        // A value-taking option's value is not taken for an option.
        let valued = try run(["--compare", "/nonexistent/inkstone", "--frob"])
        #expect(valued.status == 2 && valued.output.contains("not an option: --frob"))
    }
}
