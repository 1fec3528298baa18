/// Journals live in the XDG state folder, never the cache folder, privately, one uniquely
/// named file per document.
import Foundation
import Testing
import InkDocument

@Suite struct JournalFolderTests {
    @Test func theFolderIsUnderStateHomeNotCacheHome() throws {
        let sandbox = try JournalSandbox()
        let writer = try sandbox.store.create(for: nil)
        #expect(sandbox.store.folder.path == sandbox.stateHome + "/inkstone/journal")
        #expect(writer.path.hasPrefix(sandbox.stateHome + "/inkstone/journal/"))
        #expect(!writer.path.hasPrefix(sandbox.cacheHome))
        #expect(!sandbox.store.folder.path.hasPrefix(sandbox.cacheHome))
        #expect(!FileManager.default.fileExists(atPath: sandbox.cacheHome))
    }

    @Test func withoutStateHomeItIsUnderLocalState() {
        let store = JournalStore(environment: ["HOME": "/home/ink", "XDG_CACHE_HOME": "/home/ink/.cache"])
        #expect(store.folder.path == "/home/ink/.local/state/inkstone/journal")
        let relative = JournalStore(environment: ["HOME": "/home/ink", "XDG_STATE_HOME": "state"])
        #expect(relative.folder.path == "/home/ink/.local/state/inkstone/journal")
        let empty = JournalStore(environment: ["HOME": "/home/ink", "XDG_STATE_HOME": ""])
        #expect(empty.folder.path == "/home/ink/.local/state/inkstone/journal")
    }

    @Test func filesArePrivateAndUniquelyNamed() throws {
        let sandbox = try JournalSandbox()
        let a = try sandbox.store.create(for: "/same.inkstone"), b = try sandbox.store.create(for: "/same.inkstone")
        #expect(a.path != b.path)
        let name = URL(fileURLWithPath: a.path).lastPathComponent
        #expect(name.hasSuffix(".journal"))
        #expect(name.split(separator: "-").count == 3)
        #expect(name.split(separator: "-")[1] == "\(getpid())")

        let fileMode = try FileManager.default.attributesOfItem(atPath: a.path)[.posixPermissions] as? Int
        let folderMode = try FileManager.default.attributesOfItem(atPath: sandbox.store.folder.path)[.posixPermissions] as? Int
        #expect(fileMode == 0o600)
        #expect(folderMode == 0o700)
    }
}
