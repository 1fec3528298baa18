/// Package.swift names, for every target, each Swift module it reaches, not only the ones it
/// imports itself. SwiftPM's native build system recompiles a target when a module it names
/// changes, not when one it reaches through another does, while a struct's layout is compiled
/// into every module that holds one: a stored property added to `PieceGrid` (InkGeometry) left
/// InkWorkflow, InkPlatform, the app and InkDocumentTests built against the old layout after an
/// incremental build, and they corrupted the heap ("corrupted size vs. prev_size" on opening a
/// PDF; a crash in `Stroke.init` in the tests). A clean build was right.
/// swiftlang/swift-package-manager#10502, swiftlang/swift#89636.
import Foundation
import Testing
import InkTestSupport

@Suite struct ManifestTests {
    /// The package as SwiftPM reads it (`swift package dump-package`, with a scratch folder of its
    /// own: the running `swift test` holds the package's).
    static func manifest() throws -> [String: Any] {
        let root = SourceTree.sources.deletingLastPathComponent()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Failure(description: "swift package dump-package ended with \(process.terminationStatus)")
        }
        return json
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// The names a target depends on (targets of the package; it has no other packages).
    static func names(_ target: [String: Any]) -> [String] {
        (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
            (dependency["byName"] ?? dependency["target"]).flatMap { ($0 as? [Any])?.first as? String }
        }
    }

    /// Whether a target's folder holds Swift sources (a Swift module, whose layouts others compile in).
    static func isSwift(_ target: [String: Any], root: URL) -> Bool {
        guard let name = target["name"] as? String, target["type"] as? String != "system" else { return false }
        let folder = (target["path"] as? String).map { root.appendingPathComponent($0) }
            ?? root.appendingPathComponent(target["type"] as? String == "test" ? "Tests" : "Sources").appendingPathComponent(name)
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.contains { $0.pathExtension == "swift" }
    }

    @Test func everyTargetNamesEachSwiftModuleItReaches() throws {
        let root = SourceTree.sources.deletingLastPathComponent()
        let targets = try #require(try Self.manifest()["targets"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: targets.compactMap { t in (t["name"] as? String).map { ($0, t) } })
        let swift = Set(targets.filter { Self.isSwift($0, root: root) }.compactMap { $0["name"] as? String })
        #expect(swift.isSuperset(of: ["InkGeometry", "InkDocument", "InkInterface", "InkPlatform", "inkstone", "InkDocumentTests"]),
                "the Swift targets were not found: \(swift.sorted())")
        for target in targets {
            guard let name = target["name"] as? String else { continue }
            let named = Set(Self.names(target))
            var reached: Set<String> = [], waiting = Array(named)
            while let next = waiting.popLast() {
                for further in Self.names(byName[next] ?? [:]) where reached.insert(further).inserted { waiting.append(further) }
            }
            let missing = reached.intersection(swift).subtracting(named)
            #expect(missing.isEmpty, "\(name) reaches \(missing.sorted()) without naming them")
        }
    }
}
