/// PreferencesStore.save(_:): creates the folder, replaces the file all at once, and on
/// failure leaves the previous file as it was and no temporary file behind.
import Foundation
import Testing
import InkInput
import InkPreferences
import InkTestSupport

@Suite struct PreferencesSaveTests {
    func store(_ folder: TemporaryFolder) -> PreferencesStore {
        PreferencesStore(environment: ["XDG_CONFIG_HOME": folder.url.appendingPathComponent("config").path])
    }

    @Test func savingCreatesTheFoldersAndLeavesOnlyTheFile() throws {
        let folder = try TemporaryFolder("prefs")
        let s = store(folder)
        try s.save(Preferences(handedness: .left))
        #expect(folder.names("config/inkstone") == ["preferences.json"])
        #expect(folder.read("config/inkstone/preferences.json") == String(decoding: Preferences(handedness: .left).jsonData(), as: UTF8.self))
    }

    @Test func savingReplacesTheOldFileAndKeepsItsMode() throws {
        let folder = try TemporaryFolder("prefs")
        let s = store(folder)
        try s.save(Preferences())
        chmod(s.url.path, 0o600)
        try s.save(Preferences(doubleClickMs: 250))
        #expect(s.load().preferences == Preferences(doubleClickMs: 250))
        #expect(folder.names("config/inkstone") == ["preferences.json"])
        var info = stat()
        #expect(stat(s.url.path, &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    @Test func aSymbolicLinkIsFollowed() throws {
        let folder = try TemporaryFolder("prefs")
        let s = store(folder)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("config/inkstone"), withIntermediateDirectories: true)
        try folder.write("{\"version\": 1}", to: "dotfiles.json")
        try FileManager.default.createSymbolicLink(atPath: s.url.path, withDestinationPath: folder.url.appendingPathComponent("dotfiles.json").path)
        try s.save(Preferences(handedness: .left))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: s.url.path).hasSuffix("dotfiles.json"))
        #expect(s.load().preferences == Preferences(handedness: .left))
    }

    /// An unwritable folder (or, for root, who may write anyway, a folder where the file
    /// should be, which a save keeps aside, with every name it could be kept as taken): the
    /// save throws and nothing changes.
    @Test func aFailedSaveLeavesThePreviousFileIntact() throws {
        let folder = try TemporaryFolder("prefs")
        let s = store(folder)
        let inkstone = s.url.deletingLastPathComponent()
        if getuid() == 0 {
            try FileManager.default.createDirectory(at: s.url, withIntermediateDirectories: true)
            try folder.write("keep", to: "config/inkstone/preferences.json/inside")
            let base = "preferences.json.broken-20260304-050607"
            let taken = (1...100).map { $0 == 1 ? base : "\(base)-\($0)" }
            for name in taken { try folder.write("", to: "config/inkstone/\(name)") }
            #expect(throws: PreferencesSaveError.self) { try s.save(Preferences(handedness: .left), now: PreferencesLoadTests.moment) }
            #expect(folder.names("config/inkstone") == (["preferences.json"] + taken).sorted())
            #expect(folder.read("config/inkstone/preferences.json/inside") == "keep")
        } else {
            try s.save(Preferences(handedness: .right))
            let before = folder.read("config/inkstone/preferences.json")
            chmod(inkstone.path, 0o500)
            defer { chmod(inkstone.path, 0o700) }
            #expect(throws: PreferencesSaveError.self) { try s.save(Preferences(handedness: .left)) }
            #expect(folder.names("config/inkstone") == ["preferences.json"])
            #expect(folder.read("config/inkstone/preferences.json") == before)
        }
    }

    @Test func aFileWhereTheFolderShouldBeFailsClearly() throws {
        let folder = try TemporaryFolder("prefs")
        try folder.write("not a folder", to: "config")
        let s = store(folder)
        do {
            try s.save(Preferences())
            Issue.record("the save succeeded")
        } catch let error as PreferencesSaveError {
            #expect(error.path == s.url.path)
            #expect(error.description.hasPrefix("cannot save \(s.url.path): cannot create the folder"))
        }
        #expect(folder.read("config") == "not a folder")
    }
}
