/// The interface's text wrapping breaks Chinese and Japanese, which have no spaces, between
/// their characters (the Preferences hint in Japanese was one line cut with "…"), keeps
/// kinsoku (no line starts with 、 or 。, none ends with 「), and breaks Latin text at spaces
/// as before.
import Testing
@testable import InkInterface

@Suite struct TextWrappingTests {
    /// Every character 10 wide.
    static func measure(_ s: String) -> Double { Double(s.count) * 10 }

    @Test func japaneseWithoutSpacesWrapsBetweenItsCharacters() {
        let text = "ペンのボタンを押すと、その行に移動します。行をタップしてから操作を選びます。"
        let lines = TextWrapping.wrap(text, width: 85, measure: Self.measure)
        #expect(lines.count > 3, "\(lines)")
        #expect(lines.allSatisfy { Self.measure($0) <= 85 || $0.count == 1 }, "\(lines)")
        #expect(lines.joined() == text, "nothing added or lost: no spaces in Japanese")
        #expect(!lines.contains { $0.hasPrefix("、") || $0.hasPrefix("。") }, "kinsoku: \(lines)")
    }

    @Test func noLineEndsWithAnOpeningBracketOrStartsWithAClosingOne() {
        let text = "设置「笔的按钮」后，点击一行。"
        for width in stride(from: 20.0, through: 140, by: 10) {
            let lines = TextWrapping.wrap(text, width: width, measure: Self.measure)
            #expect(lines.joined() == text)
            #expect(!lines.contains { $0.hasSuffix("「") }, "width \(width): \(lines)")
            #expect(!lines.dropFirst().contains { $0.hasPrefix("」") || $0.hasPrefix("，") || $0.hasPrefix("。") }, "width \(width): \(lines)")
        }
    }

    @Test func latinTextBreaksAtSpacesAsBefore() {
        #expect(TextWrapping.wrap("one two three four", width: 90, measure: Self.measure) == ["one two", "three", "four"])
        #expect(TextWrapping.wrap("unbreakable", width: 30, measure: Self.measure) == ["unbreakable"], "a long word stands alone")
    }

    @Test func aLatinWordBesideIdeographsMayBreakAtTheirBorder() {
        let lines = TextWrapping.wrap("打开Inkstone文稿", width: 100, measure: Self.measure)
        #expect(lines.joined() == "打开Inkstone文稿" && lines.count > 1, "\(lines)")
        #expect(lines.contains("Inkstone") || lines.contains { $0.hasSuffix("Inkstone") || $0.hasPrefix("Inkstone") }, "the word kept whole: \(lines)")
    }
}
