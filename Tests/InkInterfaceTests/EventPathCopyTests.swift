/// The event loop reads the editor in place (issue 20, point 2): reading a computed property
/// of the `Editor` stored in `X11App` (`editor.scene`) copies the whole value first, a
/// kilobyte and a retain and release of everything it holds, on every drawing event and every
/// pass of the loop. `X11App.inEditor` reads it through an `inout` access instead, which the
/// compiler does not copy; this test keeps the platform's code on that path.
import Foundation
import InkTestSupport
import Testing

@Suite struct EventPathCopyTests {
    /// A direct read of the editor's computed values the loop asks for on every event or pass.
    static let directRead = try! NSRegularExpression(pattern: #"\beditor\.(scene|pointerShape|nextDeadline|shownToolState)\b"#)

    static func reads(in text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { i, line in
            let code = String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            return directRead.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) == nil ? nil : "line \(i + 1): \(line)"
        }
    }

    @Test func thePatternFindsDirectReadsOnly() {
        #expect(Self.reads(in: "let areas = renderer.render(editor.scene, damage: d)").count == 1)
        #expect(Self.reads(in: "if let due = editor.nextDeadline { }").count == 1)
        #expect(Self.reads(in: "window.setPointer(inEditor { $0.pointerShape })").isEmpty)
        #expect(Self.reads(in: "/// Reading `editor.scene` copies the editor").isEmpty)
        #expect(Self.reads(in: "self.editor.document.images[key]").isEmpty)
    }

    @Test func thePlatformReadsTheEditorInPlace() throws {
        let files = try SourceTree.swiftFiles(in: "InkPlatform")
        #expect(files.contains { $0.path.hasSuffix("X11App.swift") }, "the platform's sources were not found")
        let found = files.flatMap { file in Self.reads(in: file.text).map { "\(file.path) \($0)" } }
        #expect(found.isEmpty, "read through inEditor { $0.… } instead:\n\(found.joined(separator: "\n"))")
    }

    /// One of the editor's methods passed as a closure (`slot.flatMap(dropIndicatorFrame)`)
    /// is a closure holding a copy of the whole editor, made each time the line runs, called
    /// or not: the scene's `dropIndicator` did so on every drawing event.
    static let methodAsClosure = try! NSRegularExpression(pattern: #"\.(map|flatMap|compactMap)\(\s*[a-z][A-Za-z0-9]*\s*\)"#)

    @Test func theEditorsMethodsAreNotPassedAsClosures() throws {
        let files = try SourceTree.swiftFiles(in: "InkInterface").filter { $0.text.contains("extension Editor") }
        #expect(files.contains { $0.path.hasSuffix("Editor+Scene.swift") }, "the interface's sources were not found")
        let found = files.flatMap { file in
            file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { i, line -> String? in
                let code = String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                let hit = Self.methodAsClosure.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
                return hit ? "\(file.path) line \(i + 1): \(line)" : nil
            }
        }
        #expect(found.isEmpty, "call the method inside `if let` instead:\n\(found.joined(separator: "\n"))")
    }
}
