/// Test support: a temporary home per test, with separate state and cache folders, and the
/// store that lives in it.
import Foundation
@testable import InkDocument

final class JournalSandbox {
    let root: URL
    let store: JournalStore

    var stateHome: String { root.appendingPathComponent("state").path }
    var cacheHome: String { root.appendingPathComponent("cache").path }
    var home: String { root.appendingPathComponent("home").path }

    var environment: [String: String] {
        ["HOME": home, "XDG_STATE_HOME": stateHome, "XDG_CACHE_HOME": cacheHome]
    }

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("inkstone-journal-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        store = JournalStore(environment: ["HOME": root.appendingPathComponent("home").path,
                                           "XDG_STATE_HOME": root.appendingPathComponent("state").path,
                                           "XDG_CACHE_HOME": root.appendingPathComponent("cache").path])
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// The journal files in the store's folder.
    var journalFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: store.folder.path)) ?? []).filter { $0.hasSuffix(".journal") }
    }

    /// The size of a file, or -1 if it is missing.
    static func size(of path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int) ?? -1
    }
}
