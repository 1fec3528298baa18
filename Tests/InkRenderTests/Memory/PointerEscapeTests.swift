/// No pointer escapes a `withUnsafe…` closure: a closure whose value is the pointer itself
/// (`{ $0.baseAddress }`, `{ $0 }`, `{ UnsafeRawPointer($0) }`...) hands out memory that is
/// only valid inside it. Every source file is read and such closures are named.
import Foundation
import InkTestSupport
import Testing

@Suite struct PointerEscapeTests {
    /// A scoped-pointer call whose closure only returns its pointer (possibly rebound or offset).
    static let escape = try! NSRegularExpression(pattern: #"""
        (withUnsafe\w*|withMemoryRebound)\s*(\([^{}]*\))?\s*\{\s*(\w+\s+in\s+)?(Unsafe\w*Pointer\(\s*)?(\$0|\w+)\s*\)?((\?|!)?\.(baseAddress|assumingMemoryBound\(to:[^)]*\)|bindMemory\(to:[^)]*\)|advanced\(by:[^)]*\)))*\s*\}
        """#)

    static func escapes(in text: String) -> [String] {
        escape.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { m in
            Range(m.range, in: text).map { String(text[$0]) }
        }
    }

    @Test func thePatternFindsEscapesAndNothingElse() {
        #expect(Self.escapes(in: "f(withUnsafeBytes(of: &pid) { $0.baseAddress?.assumingMemoryBound(to: UInt8.self) }, 1)").count == 1)
        #expect(Self.escapes(in: "let p = withUnsafePointer(to: &x) { $0 }").count == 1)
        #expect(Self.escapes(in: "let p = a.withUnsafeBufferPointer { b in b.baseAddress }").count == 1)
        #expect(Self.escapes(in: "let p = withUnsafePointer(to: &x) { UnsafeRawPointer($0) }").count == 1)
        #expect(Self.escapes(in: "withUnsafePointer(to: &e) { $0.withMemoryRebound(to: T.self, capacity: 1) { Int($0.pointee.id) } }").isEmpty)
        #expect(Self.escapes(in: "a.withUnsafeBytes { data.append(contentsOf: $0) }").isEmpty)
        #expect(Self.escapes(in: "p.withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }").isEmpty)
    }

    @Test func noSourceFileLetsAPointerEscapeItsClosure() throws {
        let files = try SourceTree.swiftFiles()
        #expect(files.count > 50, "the sources were not found at \(SourceTree.sources.path)")
        let found = files.flatMap { file in Self.escapes(in: file.text).map { "\(file.path): \($0)" } }
        #expect(found.isEmpty, "pointers escaping their closures:\n\(found.joined(separator: "\n"))")
    }
}
