/// Preferences changed while they cannot be written (a full disk, a config folder that cannot
/// be made) are kept and written once that works again: at the next change, or when the app
/// ends. Before, a change that failed to save was in use for the run and gone at the next start.
import Foundation
import Testing
import InkPreferences
import InkTestSupport

@Suite struct PreferencesSaverTests {
    @Test func preferencesThatCouldNotBeWrittenAreWrittenWhenTheAppEnds() throws {
        let folder = try TemporaryFolder("prefs-saver")
        // A file where the config folder "inkstone" must be: every write fails (even as root).
        FileManager.default.createFile(atPath: folder.url.appendingPathComponent("inkstone").path, contents: Data("x".utf8))
        let store = PreferencesStore(environment: ["XDG_CONFIG_HOME": folder.url.path])
        var saver = PreferencesSaver(store: store)
        let chosen = Preferences(handedness: .left, doubleClickMs: 500)
        #expect(throws: (any Error).self) { try saver.save(chosen) }
        #expect(saver.pending == chosen, "kept to write again")
        #expect(throws: (any Error).self) { try saver.saveAgain() }
        #expect(saver.pending == chosen)

        // Room again (the blocking file gone): the app ending writes them.
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("inkstone"))
        try saver.saveAgain()
        #expect(saver.pending == nil)
        #expect(store.load().preferences == chosen)
        try saver.saveAgain()   // nothing left to write
    }

    @Test func aSaveThatWorksLeavesNothingPending() throws {
        let folder = try TemporaryFolder("prefs-saver-ok")
        var saver = PreferencesSaver(store: PreferencesStore(environment: ["XDG_CONFIG_HOME": folder.url.path]))
        try saver.save(Preferences(handedness: .left))
        #expect(saver.pending == nil)
    }
}
