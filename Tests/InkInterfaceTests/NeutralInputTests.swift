/// The engine takes input by meaning: no engine source (InkGeometry, InkDocument, InkInput,
/// InkInterface) names an X button number. Only InkPlatform maps X's 1-7 (see
/// `XButtonMappingTests`), so another front end can feed the engine without inventing X values.
import Foundation
import Testing
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport

@Suite struct NeutralInputTests {
    static let engineModules = ["InkGeometry", "InkDocument", "InkInput", "InkInterface"]

    /// Ways X button numbers showed in the engine before: `.press(3)`, `.release(button: 1)`,
    /// `button == 1`, `(4...7).contains(b)`, `ButtonSet(button: 2)`, `PenButton(xButton:)`.
    static let xNumbers = try! NSRegularExpression(pattern: #"""
        \.(press|release)\(\s*(button:\s*)?\d|\b(b|button)\s*==\s*[1-7]\b|\(\s*[4-7]\s*\.\.\.\s*[4-7]\s*\)|ButtonSet\(button:|contains\(button:|xButton|case\s*\(\s*[4-7]\s*,
        """#)

    static func xNumberUses(in text: String) -> [String] {
        xNumbers.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { m in
            Range(m.range, in: text).map { String(text[$0]) }
        }
    }

    @Test func thePatternFindsXButtonNumbers() {
        for old in ["case .press(3) where", ".release(button: 1)", "if b == 1 {", "where button == 1", "(4...7).contains(b)",
                    "ButtonSet(button: 2)", "held.contains(button: 3)", "PenButton(xButton: b)", "case (4, true):"] {
            #expect(Self.xNumberUses(in: old).count == 1, "\(old)")
        }
        for fine in ["case .press(.primary):", ".release(.lowerBarrel)", "case .scroll(let s) where s.dy < 0:", "points[1]"] {
            #expect(Self.xNumberUses(in: fine).isEmpty, "\(fine)")
        }
    }

    @Test func noEngineSourceNamesAnXButtonNumber() throws {
        var found: [String] = [], count = 0
        for module in Self.engineModules {
            let files = try SourceTree.swiftFiles(in: module)
            count += files.count
            found += files.flatMap { file in Self.xNumberUses(in: file.text).map { "\(file.path): \($0)" } }
        }
        #expect(count > 80, "the engine sources were not found at \(SourceTree.sources.path)")
        #expect(found.isEmpty, "X button numbers in the engine:\n\(found.joined(separator: "\n"))")
    }

    /// Every kind of input the engine acts on can be built from meanings alone.
    @Test func everyGestureIsBuiltFromMeanings() {
        var editor = Editor(windowSize: Size(800, 700))
        let mouse = DeviceRef(id: 2, kind: .mouse)
        _ = editor.handle(InputEvent(action: .press(.middle), device: mouse, position: Point(300, 300)))
        _ = editor.handle(InputEvent(action: .motion, device: mouse, position: Point(340, 250), buttons: .middle))
        _ = editor.handle(InputEvent(action: .release(.middle), device: mouse, position: Point(340, 250)))
        let panned = editor.scroll
        #expect(panned != .zero)
        _ = editor.handle(InputEvent(action: .scroll(.down), device: mouse, position: Point(300, 300)))
        #expect(editor.scroll.y == panned.y - Editor.wheelStep)
        _ = editor.handle(InputEvent(action: .scroll(ScrollDelta(dy: 0.5, stepped: false)), device: mouse, position: Point(300, 300)))
        #expect(editor.scroll.y == panned.y - 1.5 * Editor.wheelStep)
        _ = editor.handle(InputEvent(action: .press(.secondary), device: mouse, position: Point(300, 300)))
        #expect(editor.menu != nil)
    }
}
