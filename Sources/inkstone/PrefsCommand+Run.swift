import Foundation
import InkGeometry
import InkInput
import InkPlatform
import InkPreferences

/// Runs a `prefs` command against the preferences file; returns the exit status: 0 done,
/// 2 for a key or value that is not allowed (the message names the allowed ones), 1 when
/// the file cannot be saved. An unusable file is reported on one line and read as the
/// defaults: `list` and `get` leave it as it is, `set` and `reset` keep it aside (the line
/// says where) and write a new one; no X display is involved.
func runPrefs(_ command: PrefsCommand, environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
    let store = PreferencesStore(environment: environment)
    let loaded = store.load()
    if let problem = loaded.problem { complain(problem) }
    for note in loaded.notes { complain(tr("note: %@", note)) }
    var preferences = loaded.preferences
    do {
        switch command {
        case .list:
            for key in Preferences.allKeys { print("\(key) = \(try preferences.value(for: key))") }
        case .get(let key):
            print(try preferences.value(for: key))
        case .set(let key, let value):
            try preferences.set(key, to: value)
            try save(preferences, store)
        case .reset(let key?):
            try preferences.reset(key)
            try save(preferences, store)
        case .reset(nil):
            try save(Preferences(), store)
        }
        return 0
    } catch let error as PreferenceError {
        complain(error.description)
        return 2
    } catch {
        complain("\(error)")
        return 1
    }
}

/// Saves, saying where an unusable file it replaced is kept.
private func save(_ preferences: Preferences, _ store: PreferencesStore) throws {
    if let kept = try store.save(preferences) {
        complain(tr("the unusable preferences file is kept as %@", kept.path))
    }
}

/// One line on standard error, after what standard output already holds.
private func complain(_ message: String) {
    fflush(nil)
    printError("inkstone: \(message)")
}
