/// The renderer draws from a `Scene` built for it (issue 11, point 4), never from the editor's
/// inside: no file of InkRender names the `Editor` type, in code or in comments, so a painter
/// cannot come to depend on an editor field again without this test saying so.
import Foundation
import InkTestSupport
import Testing

@Suite struct RendererSceneSourceTests {
    /// The type's name as a whole word (`Editor`, `Editor.scene`, `Editor+Scene`), not a longer name holding it.
    static let editorName = try! NSRegularExpression(pattern: #"\bEditor\b"#)

    static func mentions(in text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { i, line in
            let s = String(line)
            return editorName.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) == nil ? nil : "line \(i + 1): \(s)"
        }
    }

    @Test func thePatternFindsTheTypeAndNothingElse() {
        #expect(Self.mentions(in: "static func paint(_ editor: Editor, on cr: OpaquePointer) {").count == 1)
        #expect(Self.mentions(in: "/// The document the layers were last drawn for (`Editor.documentSerial`).").count == 1)
        #expect(Self.mentions(in: "let x = 1\nfunc f(_ e: Editor) {}").count == 1)
        #expect(Self.mentions(in: "static func paint(_ bar: Scene.StatusBar, on cr: OpaquePointer) {").isEmpty)
        #expect(Self.mentions(in: "struct TextEditorField {}").isEmpty)
    }

    @Test func noRendererFileNamesTheEditor() throws {
        let files = try SourceTree.swiftFiles(in: "InkRender")
        #expect(files.count > 15, "the renderer's sources were not found under \(SourceTree.sources.path)")
        let found = files.flatMap { file in Self.mentions(in: file.text).map { "\(file.path) \($0)" } }
        #expect(found.isEmpty, "InkRender must draw from a Scene, not the Editor:\n\(found.joined(separator: "\n"))")
    }
}
