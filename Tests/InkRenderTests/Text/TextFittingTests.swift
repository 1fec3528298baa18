import Testing
@testable import InkRender

/// Texts shortened to fit (the status bar's mode indicator), measured here as 10 px a character.
@Suite struct TextFittingTests {
    static let measure: @Sendable (String) -> Double = { Double($0.count) * 10 }

    @Test func aTextThatFitsIsKept() {
        #expect(TextFitting.ellipsize("Pen", width: 30, measure: Self.measure) == "Pen")
    }

    @Test func aLongTextEndsWithAnEllipsisWithinTheWidth() {
        let out = TextFitting.ellipsize("Lower double-click: Cycle tools", width: 100, measure: Self.measure)
        #expect(out == "Lower dou…")
        #expect(Self.measure(out) <= 100)
        #expect(TextFitting.ellipsize("Lower double", width: 70, measure: Self.measure) == "Lower…", "no space before the ellipsis")
        #expect(TextFitting.ellipsize("Pen", width: 5, measure: Self.measure) == "")
    }

    @Test func noSeparatorIsLeftDanglingBeforeTheEllipsis() {
        // The status bar's "Pen · Black · 6 px" in a narrow bar read "Pen ·…".
        #expect(TextFitting.ellipsize("Pen · Black · 6 px", width: 60, measure: Self.measure) == "Pen…")
        #expect(TextFitting.ellipsize("Pen · Black · 6 px", width: 120, measure: Self.measure) == "Pen · Black…")
        #expect(TextFitting.ellipsize("Pen · Black · 6 px", width: 105, measure: Self.measure) == "Pen · Bla…")
    }

    /// A narrow status bar at 192 dpi read "Pe…" where "Pen" fitted whole.
    @Test func wholeItemsWinOverACutOne() {
        #expect(TextFitting.ellipsize("Pen · Black · 6 px", width: 35, measure: Self.measure) == "Pen")
        #expect(TextFitting.ellipsize("Pen · Black · 6 px", width: 110, measure: Self.measure) == "Pen · Black", "not \"Pen · Blac…\"")
        #expect(TextFitting.ellipsize("Highlighter · Yellow", width: 50, measure: Self.measure) == "High…", "an item too long alone is cut")
    }

    @Test func widthIsSharedByImportance() {
        let texts: [(text: String, measure: (String) -> Double)] = [("Pen · Black", Self.measure), ("Page 1 of 3", Self.measure), ("Lower double-click", Self.measure)]
        let out = TextFitting.share(texts, width: 300, gap: 10, minimum: 40)
        #expect(out[0] == "Pen · Black" && out[1] == "Page 1 of 3")
        #expect(out[2].hasSuffix("…"))
        let total = out.map(Self.measure).reduce(0, +) + 20
        #expect(total <= 300)
        // Too little room for the last: it is left out rather than squeezed to nothing.
        #expect(TextFitting.share(texts, width: 240, gap: 10, minimum: 40)[2] == "")
    }
}
