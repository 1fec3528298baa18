import Foundation
import InkDocument
import InkGeometry

/// Where the preferences live and how they are read and written:
/// `$XDG_CONFIG_HOME/inkstone/preferences.json`, or `$HOME/.config/inkstone/preferences.json`
/// when XDG_CONFIG_HOME is unset, empty or relative (as the XDG spec says).
public struct PreferencesStore: Sendable {
    /// The preferences file.
    public var url: URL

    public init(url: URL) { self.url = url }

    public init(environment: [String: String]) {
        let config: URL
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            config = URL(fileURLWithPath: xdg, isDirectory: true)
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            config = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config", isDirectory: true)
        } else {
            config = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config", isDirectory: true)
        }
        url = config.appendingPathComponent("inkstone", isDirectory: true).appendingPathComponent("preferences.json")
    }

    /// What `load()` found.
    public struct LoadResult: Equatable, Sendable {
        /// The preferences to use: the file's, or the defaults when it is missing or unusable.
        public var preferences: Preferences
        /// One line for the window (or standard error) when the file was unusable; nil when fine.
        public var problem: String?
        /// Where an unusable file was moved to (never deleted); nil when nothing was moved.
        public var movedAside: URL?
        /// Lesser remarks that changed nothing, e.g. unknown keys that were ignored.
        public var notes: [String]

        public init(preferences: Preferences, problem: String? = nil, movedAside: URL? = nil, notes: [String] = []) {
            self.preferences = preferences; self.problem = problem; self.movedAside = movedAside; self.notes = notes
        }
    }

    /// Reads the file. Never fails: a missing file gives the defaults; an unreadable or
    /// unusable one gives the defaults and a problem line, and is renamed aside to
    /// `preferences.json.broken-YYYYMMDD-HHMMSS` (local time of `now`) so that the next save
    /// starts afresh without losing it.
    public func load(now: Date = Date()) -> LoadResult {
        let data: Data
        switch readFile() {
        case .missing: return LoadResult(preferences: Preferences())
        case .read(let bytes): data = bytes
        case .failed(let reason): return setAside(PreferencesProblem.unreadable(reason), now: now)
        }
        do {
            let (preferences, ignored) = try Preferences.read(json: data)
            let notes = ignored.map { tr("ignored unknown preference '%@' in %@", $0, url.path) }
            return LoadResult(preferences: preferences, notes: notes)
        } catch let problem as PreferencesProblem {
            return setAside(problem, now: now)
        } catch {
            return setAside(PreferencesProblem.unreadable("\(error)"), now: now)
        }
    }

    /// Writes the preferences atomically: a temporary file in the same folder, synced, then
    /// renamed over the old one and the folder synced. Creates the folder. On failure the
    /// old file is untouched and no temporary file is left; throws `PreferencesSaveError`.
    /// Keys of the old file that this build does not know are kept, with their values.
    public func save(_ preferences: Preferences) throws {
        var unknown: [String: JSONValue] = [:]
        if case .read(let old) = readFile() { unknown = Preferences.unknownEntries(json: old) }
        try AtomicFile.write(preferences.jsonData(keeping: unknown), to: url)
    }

    private enum ReadOutcome { case missing, read(Data), failed(String) }

    private func readFile() -> ReadOutcome {
        do {
            return try FileBytes.readIfPresent(url.path, limit: 1 << 20).map { .read($0) } ?? .missing
        } catch FileBytes.Failure.unreadable(let reason), FileBytes.Failure.notAFile(let reason) {
            return .failed(reason)
        } catch {
            return .failed(tr("it is larger than 1 MB"))
        }
    }

    /// The defaults, with the problem line, after moving the file aside.
    private func setAside(_ problem: PreferencesProblem, now: Date) -> LoadResult {
        let line = tr("the preferences file %@ is unusable: %@; using the defaults", url.path, problem.description)
        switch moveAside(now: now) {
        case .success(let moved):
            return LoadResult(preferences: Preferences(), problem: tr("%@ (the file was moved to %@)", line, moved.lastPathComponent),
                              movedAside: moved)
        case .failure(let reason):
            return LoadResult(preferences: Preferences(), problem: tr("%@ (it could not be moved aside: %@)", line, reason.description))
        }
    }

    private func moveAside(now: Date) -> Result<URL, PreferencesSaveError> {
        let base = "\(url.lastPathComponent).broken-\(Self.stamp(now))"
        let folder = url.deletingLastPathComponent()
        for n in 1...100 {
            let candidate = folder.appendingPathComponent(n == 1 ? base : "\(base)-\(n)")
            var info = stat()
            guard lstat(candidate.path, &info) != 0 else { continue }
            guard rename(url.path, candidate.path) == 0 else {
                return .failure(PreferencesSaveError(path: url.path, reason: systemReason(errno)))
            }
            return .success(candidate)
        }
        return .failure(PreferencesSaveError(path: url.path, reason: tr("too many broken files beside it")))
    }

    /// YYYYMMDD-HHMMSS in local time.
    static func stamp(_ date: Date) -> String {
        let c = Calendar(identifier: .gregorian).dateComponents(in: TimeZone.current, from: date)
        return String(format: "%04d%02d%02d-%02d%02d%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0,
                      c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
    }
}

