import Foundation
import Testing

/// The command line of the real binary: help, version, usage errors, a missing display and
/// the device list.
@Suite struct CommandLineTests {
    @Test func helpAndVersion() throws {
        let help = try runInkstone(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("Usage: inkstone"))
        #expect(help.output.contains("--list-devices"))
        let version = try runInkstone(["--version"])
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("inkstone "))
    }

    /// Every option `--help` names is in the manual page too: the page had fallen behind by
    /// four options (`--dpi`, `--record-trace`, `--image-dpi`, `--password`).
    @Test func theManualPageNamesEveryOptionOfTheHelp() throws {
        let help = try runInkstone(["--help"])
        let options = Set(help.output.split(whereSeparator: { " [|(,".contains($0) || $0.isNewline })
            .filter { $0.hasPrefix("--") && $0.count > 2 }.map { String($0.prefix { $0 == "-" || $0.isLetter }) })
        #expect(options.count >= 14, "\(options.sorted())")
        let page = try String(contentsOfFile: Packaging.root + "/packaging/inkstone.1", encoding: .utf8)
        let missing = options.filter { !page.contains($0.replacingOccurrences(of: "-", with: "\\-")) }
        #expect(missing.isEmpty, "packaging/inkstone.1 does not describe \(missing.sorted())")
    }

    @Test func anUnknownOptionPrintsUsageAndExitsTwo() throws {
        let r = try runInkstone(["--frobnicate"])
        #expect(r.status == 2)
        #expect(r.output.contains("unknown option '--frobnicate'"))
        #expect(r.output.contains("Usage: inkstone"))
    }

    @Test func noDisplayIsOneClearLineAndStatusOne() throws {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = ":9876"
        let r = try runInkstone([], environment: env)
        #expect(r.status == 1)
        #expect(r.output == "inkstone: cannot open display ':9876'\n")
        env.removeValue(forKey: "DISPLAY")
        let unset = try runInkstone([], environment: env)
        #expect(unset.status == 1)
        #expect(unset.output.hasPrefix("inkstone: cannot open display"))
        #expect(unset.output.split(separator: "\n").count == 1)
    }

    @Test func listDevicesClassifiesTheServersPointers() throws {
        let server = try Xvfb()
        let r = try runInkstone(["--list-devices"], environment: testEnvironment(display: server.display))
        #expect(r.status == 0)
        #expect(r.output.contains("\tmouse\tVirtual core XTEST pointer"), "\(r.output)")
        #expect(r.output.contains("axes: Rel X"), "\(r.output)")
        // Relative axes have no range: it is said, never printed as a range like [-1..-1].
        #expect(r.output.contains("Rel X (no fixed range), Rel Y (no fixed range)"), "\(r.output)")
        #expect(r.output.range(of: #"\[(-?[0-9.]+)\.\.\1\]"#, options: .regularExpression) == nil, "an empty range: \(r.output)")
    }
}
