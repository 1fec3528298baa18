/// Test support: a temporary home per test, with separate state and cache folders, and the
/// store that lives in it.
import Foundation
@testable import InkDocument
import InkTestSupport

final class JournalSandbox {
    private let folder: TemporaryFolder
    var root: URL { folder.url }
    let store: JournalStore

    var stateHome: String { root.appendingPathComponent("state").path }
    var cacheHome: String { root.appendingPathComponent("cache").path }
    var home: String { root.appendingPathComponent("home").path }

    var environment: [String: String] {
        ["HOME": home, "XDG_STATE_HOME": stateHome, "XDG_CACHE_HOME": cacheHome]
    }

    init() throws {
        folder = try TemporaryFolder("journal")
        let root = folder.url
        store = JournalStore(environment: ["HOME": root.appendingPathComponent("home").path,
                                           "XDG_STATE_HOME": root.appendingPathComponent("state").path,
                                           "XDG_CACHE_HOME": root.appendingPathComponent("cache").path])
    }

    /// The journal files in the store's folder.
    var journalFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: store.folder.path)) ?? []).filter { $0.hasSuffix(".journal") }
    }

    /// The size of a file, or -1 if it is missing.
    static func size(of path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int) ?? -1
    }
}
