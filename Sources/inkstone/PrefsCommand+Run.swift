import Foundation
import InkGeometry
import InkInput
import InkPlatform
import InkPreferences

/// Runs a `prefs` command against the preferences file; returns the exit status: 0 done,
/// 2 for a key or value that is not allowed (the message names the allowed ones), 1 when
/// the file cannot be saved. An unusable file is reported on one line and replaced by the
/// defaults (the store moved it aside); no X display is involved.
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
            try store.save(preferences)
        case .reset(let key?):
            try preferences.reset(key)
            try store.save(preferences)
        case .reset(nil):
            try store.save(Preferences())
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

/// One line on standard error, after what standard output already holds.
private func complain(_ message: String) {
    fflush(nil)
    printError("inkstone: \(message)")
}
