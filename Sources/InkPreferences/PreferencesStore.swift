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
        /// Lesser remarks that changed nothing, e.g. unknown keys that were ignored.
        public var notes: [String]

        public init(preferences: Preferences, problem: String? = nil, notes: [String] = []) {
            self.preferences = preferences; self.problem = problem; self.notes = notes
        }
    }

    /// Reads the file, and only reads it. Never fails: a missing file gives the defaults; an
    /// unreadable or unusable one gives the defaults and a problem line, and is left as it is
    /// (a file being edited by hand may be saved half-written; `save` keeps it aside before
    /// writing in its place).
    public func load() -> LoadResult {
        let data: Data
        switch readFile() {
        case .missing: return LoadResult(preferences: Preferences())
        case .read(let bytes): data = bytes
        case .failed(let reason): return unusable(PreferencesProblem.unreadable(reason))
        }
        do {
            let (preferences, ignored) = try Preferences.read(json: data)
            let notes = ignored.map { tr("ignored unknown preference '%@' in %@", $0, url.path) }
            return LoadResult(preferences: preferences, notes: notes)
        } catch let problem as PreferencesProblem {
            return unusable(problem)
        } catch {
            return unusable(PreferencesProblem.unreadable("\(error)"))
        }
    }

    /// Writes the preferences atomically: a temporary file in the same folder, synced, then
    /// renamed over the old one and the folder synced. Creates the folder. On failure the
    /// old file is untouched and no temporary file is left; throws `PreferencesSaveError`.
    /// Keys of the old file that this build does not know are kept, with their values. An old
    /// file that is unusable (`load` said so) is first renamed aside, never written over:
    /// `preferences.json.broken-YYYYMMDD-HHMMSS` (local time of `now`), returned.
    @discardableResult
    public func save(_ preferences: Preferences, now: Date = Date()) throws -> URL? {
        var unknown: [String: JSONValue] = [:], keptAside: URL?
        switch readFile() {
        case .missing: break
        case .read(let old) where (try? Preferences.read(json: old)) != nil: unknown = Preferences.unknownEntries(json: old)
        case .read: keptAside = try moveAside(now: now).get()
        case .failed:
            // Something there that cannot be read (a folder, no permission) is kept aside;
            // a path that cannot exist (a file where a folder should be) fails the write.
            var info = stat()
            if lstat(url.path, &info) == 0 { keptAside = try moveAside(now: now).get() }
        }
        try AtomicFile.write(preferences.jsonData(keeping: unknown), to: url)
        return keptAside
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

    /// The defaults, with the problem line.
    private func unusable(_ problem: PreferencesProblem) -> LoadResult {
        LoadResult(preferences: Preferences(),
                   problem: tr("the preferences file %@ is unusable: %@; using the defaults (the file is left as it is)", url.path, problem.description))
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

