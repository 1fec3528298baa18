import Foundation
import InkTestSupport
import Testing

/// `inkstone-latency` (the second part of `make bench`) stops at an option it does not know,
/// with the list of those it does, instead of running the whole bench (minutes, an Xvfb)
/// without it: `--help` prints the list, a mistyped option says which one it was.
@Suite struct BenchCommandLineTests {
    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try runProgram(try builtBinaryPath("inkstone-latency"), arguments)
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
