/// PreferencesStore.load(): a missing file gives the defaults quietly; a good one its
/// values (unknown keys noted); an unusable or unreadable one the defaults and a one-line
/// problem, the file left as it is; `save` over it renames it aside first (never deleted).
/// Before, reading alone renamed it (`inkstone prefs list`, or the app reading a file being
/// edited by hand and saved half-written).
import Foundation
import Testing
import InkInput
import InkPreferences
import InkTestSupport

@Suite struct PreferencesLoadTests {
    /// 2026-03-04 05:06:07 local time.
    static let moment: Date = {
        let c = DateComponents(calendar: Calendar(identifier: .gregorian), timeZone: .current,
                               year: 2026, month: 3, day: 4, hour: 5, minute: 6, second: 7)
        return c.date ?? Date()
    }()

    func store(_ folder: TemporaryFolder) -> PreferencesStore {
        PreferencesStore(environment: ["XDG_CONFIG_HOME": folder.url.path])
    }

    @Test func aMissingFileGivesTheDefaults() throws {
        let folder = try TemporaryFolder("prefs")
        #expect(store(folder).load() == .init(preferences: Preferences()))
        #expect(folder.names() == [])
    }

    @Test func aGoodFileIsRead() throws {
        let folder = try TemporaryFolder("prefs")
        let s = store(folder)
        let p = Preferences(handedness: .left, doubleClickMs: 500)
        try s.save(p)
        #expect(s.load() == .init(preferences: p))
    }

    @Test func unknownKeysAreNotedNotFatal() throws {
        let folder = try TemporaryFolder("prefs")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("inkstone"), withIntermediateDirectories: true)
        try folder.write(#"{"version": 1, "handedness": "left", "toolbar": "top"}"#, to: "inkstone/preferences.json")
        let r = store(folder).load()
        #expect(r.preferences == Preferences(handedness: .left))
        #expect(r.problem == nil)
        #expect(r.notes.count == 1 && r.notes[0].contains("'toolbar'"))
        #expect(folder.names("inkstone") == ["preferences.json"])
    }

    @Test(arguments: [
        (#"{"version": 7, "handedness": "left"}"#, "it is version 7, newer than this Inkstone understands (1)"),
        ("{\"version\": 1,\n", "it is not valid JSON ("),
        (#"{"version": 1, "double-click-ms": true}"#, "\"double-click-ms\" should be \"system\" or a number of milliseconds"),
        (#"{"version": 1, "pen.upper.double-click": "clear-page"}"#, "'clear-page' is not offered for pen.upper.double-click"),
        ("[]", "it is not a JSON object"),
    ])
    func anUnusableFileIsLeftAsItIsAndKeptAsideBySave(_ contents: String, _ why: String) throws {
        let folder = try TemporaryFolder("prefs")
        let s = store(folder)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("inkstone"), withIntermediateDirectories: true)
        try folder.write(contents, to: "inkstone/preferences.json")

        let r = s.load()
        #expect(r.preferences == Preferences())
        let problem = try #require(r.problem)
        #expect(problem.hasPrefix("the preferences file \(s.url.path) is unusable: \(why)"), "\(problem)")
        #expect(problem.hasSuffix("; using the defaults (the file is left as it is)"))
        #expect(!problem.contains("\n"))
        #expect(folder.names("inkstone") == ["preferences.json"], "reading moves nothing")
        #expect(folder.read("inkstone/preferences.json") == contents)

        // Saving keeps it aside first; a second broken file in the same second gets its own name.
        let aside = "preferences.json.broken-20260304-050607"
        #expect(try s.save(Preferences(handedness: .left), now: Self.moment)?.lastPathComponent == aside)
        #expect(folder.read("inkstone/\(aside)") == contents)
        #expect(s.load() == .init(preferences: Preferences(handedness: .left)))
        try folder.write("nonsense", to: "inkstone/preferences.json")
        #expect(try s.save(Preferences(), now: Self.moment)?.lastPathComponent == "\(aside)-2")
        #expect(folder.names("inkstone") == ["preferences.json", aside, "\(aside)-2"])
        #expect(try s.save(Preferences()) == nil, "a good file is written over")
    }

    @Test func anUnreadablePathIsLeftAndKeptAsideBySave() throws {
        let folder = try TemporaryFolder("prefs")
        let s = store(folder)
        try FileManager.default.createDirectory(at: s.url, withIntermediateDirectories: true)
        let r = s.load()
        #expect(r.preferences == Preferences())
        #expect(r.problem?.contains("it cannot be read (it is a folder)") == true)
        #expect(folder.names("inkstone") == ["preferences.json"])
        #expect(try s.save(Preferences(), now: Self.moment)?.lastPathComponent == "preferences.json.broken-20260304-050607")
        #expect(s.load() == .init(preferences: Preferences()))
    }
}
