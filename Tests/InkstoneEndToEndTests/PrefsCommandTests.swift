import Foundation
import Testing
import InkTestSupport

/// `inkstone prefs …` on the real binary, with XDG_CONFIG_HOME in a fresh folder per test
/// and no display: list, get, set, reset, refused keys and values, a broken file.
@Suite struct PrefsCommandTests {
    /// A fresh config folder and the environment that points the app at it.
    final class Config {
        private let scratch: TemporaryFolder
        let environment: [String: String]
        var folder: URL { scratch.url }
        var file: URL { folder.appendingPathComponent("inkstone/preferences.json") }

        init() throws {
            scratch = try TemporaryFolder("prefs-e2e")
            let folder = scratch.url
            var env = ProcessInfo.processInfo.environment
            env["XDG_CONFIG_HOME"] = folder.path
            env.removeValue(forKey: "DISPLAY")
            environment = env
        }

        func run(_ args: String...) throws -> (status: Int32, output: String) {
            try runInkstone(["prefs"] + args, environment: environment)
        }

        var names: [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)) ?? []).sorted()
        }
    }

    static let keys = [
        "handedness", "double-click-ms",
        "pen.lower.click", "pen.lower.double-click", "pen.lower.long-press", "pen.lower.hold",
        "pen.upper.click", "pen.upper.double-click", "pen.upper.long-press", "pen.upper.hold",
        "pen.both.click", "pen.both.double-click", "pen.both.long-press", "pen.both.hold",
        "pen.cycle", "pen.pressure-curve", "pen.smoothing", "pen.prediction", "eraser.mode",
        "colors.recent",
        "touch.draws", "pen.shapes", "pen.priority", "interface.scale", "paste.images",
    ]

    @Test func listShowsEveryKeyWithItsDefault() throws {
        let c = try Config()
        let r = try c.run("list")
        #expect(r.status == 0)
        let lines = r.output.split(separator: "\n").map(String.init)
        #expect(lines.map { $0.components(separatedBy: " = ")[0] } == Self.keys)
        #expect(lines.contains("handedness = right"))
        #expect(lines.contains("double-click-ms = system"))
        #expect(lines.contains("pen.lower.double-click = toggle-eraser"))
        #expect(lines.contains("pen.upper.long-press = color-palette"))
        #expect(lines.contains("colors.recent = none"))
        #expect(lines.contains("touch.draws = off"))
        #expect(lines.contains("pen.shapes = on"))
        #expect(lines.contains("pen.priority = on"))
        #expect(lines.contains("paste.images = object"))
        #expect(lines.contains("pen.cycle = pen,eraser"))
        #expect(lines.contains("eraser.mode = stroke"))
        #expect(lines.contains("pen.smoothing = low"))
        #expect(lines.contains("pen.prediction = off"))
        #expect(c.names == [], "listing writes nothing")
    }

    @Test func setThenGetThenReset() throws {
        let c = try Config()
        let set = try c.run("set", "pen.upper.double-click", "previous-tool")
        #expect(set.status == 0 && set.output == "")
        #expect(try c.run("get", "pen.upper.double-click").output == "previous-tool\n")
        #expect(try c.run("set", "double-click-ms", "420").status == 0)
        #expect(try c.run("set", "handedness", "left").status == 0)
        #expect(try c.run("get", "double-click-ms").output == "420\n")
        #expect(try c.run("set", "pen.smoothing", "high").status == 0)
        #expect(try c.run("get", "pen.smoothing").output == "high\n")
        #expect(try c.run("set", "pen.prediction", "short").status == 0)
        #expect(try c.run("get", "pen.prediction").output == "short\n")
        #expect(try c.run("list").output.contains("handedness = left\n"))

        #expect(try c.run("reset", "pen.upper.double-click").status == 0)
        #expect(try c.run("get", "pen.upper.double-click").output == "none\n")
        #expect(try c.run("get", "handedness").output == "left\n")
        let all = try c.run("reset")
        #expect(all.status == 0 && all.output == "")
        #expect(try c.run("get", "double-click-ms").output == "system\n")
        #expect(c.names == ["preferences.json"])
    }

    @Test func theWrittenFileIsVersionOneJSON() throws {
        let c = try Config()
        #expect(try c.run("set", "pen.cycle", "eraser,pen").status == 0)
        #expect(try c.run("set", "eraser.mode", "area").status == 0)
        #expect(try c.run("get", "eraser.mode").output == "area\n")
        let data = try Data(contentsOf: c.file)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect(object["pen.cycle"] as? [String] == ["eraser", "pen"])
        #expect(object["pen.lower.hold"] as? String == "temporary-eraser")
        #expect(object["handedness"] == nil, "handedness stays unchosen")
        #expect(String(decoding: data, as: UTF8.self).hasPrefix("{\n  \"double-click-ms\" : \"system\",\n"))
    }

    @Test func aWrongKeyExitsTwoAndListsTheKeys() throws {
        let c = try Config()
        for args in [["get", "pen.lower.tap"], ["set", "colour", "red"], ["reset", "pen"]] {
            let r = try runInkstone(["prefs"] + args, environment: c.environment)
            #expect(r.status == 2)
            #expect(r.output.hasPrefix("inkstone: unknown preference '"), "\(r.output)")
            for key in Self.keys { #expect(r.output.contains(key)) }
        }
        #expect(c.names == [])
    }

    @Test func aWrongValueExitsTwoAndListsTheValues() throws {
        let c = try Config()
        let r = try c.run("set", "handedness", "ambidextrous")
        #expect(r.status == 2)
        #expect(r.output == "inkstone: 'ambidextrous' is not allowed for handedness; allowed: right, left\n")
        let ms = try c.run("set", "double-click-ms", "5000")
        #expect(ms.status == 2 && ms.output.contains("allowed: system, or milliseconds from 100 to 2000"))
        let smoothing = try c.run("set", "pen.smoothing", "max")
        #expect(smoothing.status == 2)
        #expect(smoothing.output == "inkstone: 'max' is not allowed for pen.smoothing; allowed: off, low, medium, high\n")
        let prediction = try c.run("set", "pen.prediction", "on")
        #expect(prediction.status == 2)
        #expect(prediction.output == "inkstone: 'on' is not allowed for pen.prediction; allowed: off, short, long\n")
        let hold = try c.run("set", "pen.upper.hold", "undo")
        #expect(hold.status == 2 && hold.output.contains("allowed: none, temporary-eraser, temporary-pan, temporary-lasso"))
        let eraser = try c.run("set", "eraser.mode", "partial")
        #expect(eraser.status == 2)
        #expect(eraser.output == "inkstone: 'partial' is not allowed for eraser.mode; allowed: stroke, area\n")
        #expect(c.names == [])
    }

    @Test func aDestructiveActionOnDoubleClickIsRefused() throws {
        let c = try Config()
        let r = try c.run("set", "pen.lower.double-click", "clear-page")
        #expect(r.status == 2)
        #expect(r.output.contains("because it destroys content"), "\(r.output)")
        #expect(r.output.contains("allowed: none, toggle-eraser,"))
        #expect(try c.run("get", "pen.lower.double-click").output == "toggle-eraser\n")
        #expect(try c.run("set", "pen.lower.click", "clear-page").status == 0, "a click may clear")
    }

    /// A broken file is reported and read as the defaults; `list` and `get` leave it as it is
    /// (before, they renamed it), `set` keeps it aside and writes a new one.
    @Test func aBrokenFileIsReportedLeftByReadingAndKeptAsideBySet() throws {
        let c = try Config()
        try FileManager.default.createDirectory(at: c.file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let broken = Data("{\"version\": 1, \"handedness\": ".utf8)
        try broken.write(to: c.file)

        let list = try c.run("list")
        #expect(list.status == 0)
        let lines = list.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("inkstone: the preferences file \(c.file.path) is unusable: it is not valid JSON") == true, "\(list.output)")
        #expect(lines.first?.hasSuffix("using the defaults (the file is left as it is)") == true)
        #expect(lines.dropFirst().count == Self.keys.count)
        #expect(lines.contains("handedness = right"))
        #expect(try c.run("get", "handedness").output.hasSuffix("right\n"))
        #expect(c.names == ["preferences.json"], "read, not moved")
        #expect(try Data(contentsOf: c.file) == broken)

        let set = try c.run("set", "handedness", "left")
        #expect(set.status == 0)
        #expect(set.output.contains("the unusable preferences file is kept as \(c.file.path).broken-"), "\(set.output)")
        #expect(try c.run("get", "handedness").output == "left\n")
        let aside = try #require(c.names.first { $0.hasPrefix("preferences.json.broken-") })
        #expect(try Data(contentsOf: c.file.deletingLastPathComponent().appendingPathComponent(aside)) == broken)

        // A newer file is not ours to rewrite either; set reports it and writes a fresh file.
        try Data("{\"version\": 9}".utf8).write(to: c.file)
        let newer = try c.run("set", "handedness", "left")
        #expect(newer.status == 0)
        #expect(newer.output.contains("it is version 9, newer than this Inkstone understands (1)"))
        #expect(try c.run("get", "handedness").output == "left\n")
        #expect(c.names.filter { $0.hasPrefix("preferences.json.broken-") }.count == 2)
        #expect(c.names.contains("preferences.json"))
    }

    @Test func usageMistakesExitTwoWithTheUsage() throws {
        let c = try Config()
        let r = try c.run("set", "handedness")
        #expect(r.status == 2)
        #expect(r.output.hasPrefix("inkstone: wrong number of arguments for 'prefs set'"))
        #expect(r.output.contains("Usage: inkstone"))
        #expect(try c.run().status == 2)
        #expect(try c.run("show").output.hasPrefix("inkstone: unknown prefs command 'show'"))
    }
}
