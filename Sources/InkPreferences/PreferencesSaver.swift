import Foundation

/// Saves the preferences changed in the window, and keeps those a save could not write (a full
/// disk, a config folder that cannot be written) to write them again: at the next change, and
/// when the app ends (`saveAgain`). Before, a preference changed while the disk was full was
/// in use for the run and lost at the next start, though space was freed meanwhile.
public struct PreferencesSaver: Sendable {
    public let store: PreferencesStore
    /// The preferences in use that are not in the file yet (their save failed).
    public private(set) var pending: Preferences?

    public init(store: PreferencesStore) { self.store = store }

    /// Writes `preferences` (`PreferencesStore.save`); on failure they are kept for a later
    /// try and the error is thrown. Returns where an unusable old file was kept, if one was.
    @discardableResult
    public mutating func save(_ preferences: Preferences, now: Date = Date()) throws -> URL? {
        pending = preferences
        let kept = try store.save(preferences, now: now)
        pending = nil
        return kept
    }

    /// Writes the preferences a save could not, if any (the app ending); throws when it fails again.
    public mutating func saveAgain(now: Date = Date()) throws {
        guard let pending else { return }
        try save(pending, now: now)
    }
}
