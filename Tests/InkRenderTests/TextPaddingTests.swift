/// Text never touches the edges of its box: for every box that draws text (the prompt and its
/// answers, the notice, the file chooser, the Preferences panel's rows, buttons and try-it
/// area), a band just inside the box's edge holds only the box's own fill, in a roomy window
/// and in a 400x300 one, with long texts.
import CCairo
import Foundation
import Testing
@testable import InkRender
import InkGeometry
import InkInput
import InkPreferences
import InkInterface
import InkTestSupport

@Suite struct TextPaddingTests {
    /// The least room between text and a box's side, and its top or bottom, in pixels.
    static let padding = 6, verticalPadding = 3

    /// The pixels of the band `padding` wide inside `box` (its straight parts, away from the
    /// rounded corners and the 2-pixel edge) that are not `fill`.
    static func intrusions(_ h: RenderHarness, _ box: Rect, fill: UInt32, corner: Int = 12, except: [Rect] = []) -> [(Int, Int)] {
        let x0 = Int(box.minX.rounded(.up)), x1 = Int(box.maxX.rounded(.down)) - 1
        let y0 = Int(box.minY.rounded(.up)), y1 = Int(box.maxY.rounded(.down)) - 1
        var found: [(Int, Int)] = []
        func test(_ x: Int, _ y: Int) {
            guard x >= 0, y >= 0, x < h.renderer.frame.width, y < h.renderer.frame.height,
                  !except.contains(where: { $0.insetBy(-1).contains(Point(Double(x) + 0.5, Double(y) + 0.5)) }) else { return }
            if channelDistance(h.pixel(x, y), fill) > 2 { found.append((x, y)) }
        }
        for y in (y0 + corner)...Swift.max(y0 + corner, y1 - corner) {
            for d in 2..<(2 + padding) { test(x0 + d, y); test(x1 - d, y) }
        }
        for x in (x0 + corner)...Swift.max(x0 + corner, x1 - corner) {
            for d in 2..<(2 + verticalPadding) { test(x, y0 + d); test(x, y1 - d) }
        }
        return found
    }

    static func expectPadded(_ h: RenderHarness, _ box: Rect?, fill: UInt32, _ what: String, corner: Int = 12, except: [Rect] = [],
                             sourceLocation: SourceLocation = #_sourceLocation) {
        guard let box else { Issue.record("no \(what)", sourceLocation: sourceLocation); return }
        let bad = intrusions(h, box, fill: fill, corner: corner, except: except)
        #expect(bad.isEmpty, "\(what) at \(box): text within \(padding) px of its edge at \(bad.prefix(3))", sourceLocation: sourceLocation)
    }

    static let sizes = [(1024, 720), (400, 300)]

    /// Saves the frame as NAME.png in $INKSTONE_SCREENSHOTS when that is set (for people to look at).
    static func screenshot(_ h: RenderHarness, _ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["INKSTONE_SCREENSHOTS"], !dir.isEmpty else { return }
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        _ = cairo_surface_write_to_png(h.renderer.frame.surface, "\(dir)/\(name).png")
    }

    @Test(arguments: sizes)
    func thePromptsTextAndAnswersKeepClearOfTheirEdges(width: Int, height: Int) {
        let h = RenderHarness(width: width, height: height)
        let prompt = Prompt(topic: .recovery, message: "Recover unsaved work?",
                            detail: "Inkstone ended before an untitled document was saved (1234 changes, 5678 strokes). Recover it to go on where you left off.",
                            choices: ["Recover", "Discard"], escapeChoice: 0)
        h.show(h.editor.ask(prompt))
        let canvas = h.editor.canvasFrame
        Self.screenshot(h, "prompt-\(width)x\(height)")
        Self.expectPadded(h, prompt.frame(in: canvas, measure: PangoTextMeasure.shared), fill: 0xfbfbfd, "the prompt card")
        #expect(h.editor.windowFrame.contains(prompt.frame(in: canvas, measure: PangoTextMeasure.shared).center) && prompt.frame(in: canvas, measure: PangoTextMeasure.shared).minX >= canvas.minX,
                "the prompt fits the canvas")
        for (i, b) in prompt.choiceFrames(in: canvas, measure: PangoTextMeasure.shared).enumerated() {
            Self.expectPadded(h, b, fill: i == 0 ? Theme.accent : 0xf3f3f6, "answer \(i)", corner: 8)
        }
    }

    @Test(arguments: sizes)
    func aLongNoticeKeepsClearOfItsEdges(width: Int, height: Int) {
        let h = RenderHarness(width: width, height: height)
        h.show(h.editor.showNotice("Your preferences could not be read, so Inkstone uses the defaults. The broken file is kept as preferences.json.broken-2026-11-30T13-45-28."))
        Self.screenshot(h, "notice-\(width)x\(height)")
        Self.expectPadded(h, h.editor.noticeFrame, fill: 0xfff4d6, "the notice", corner: 8)
    }

    @Test(arguments: sizes)
    func thePanelsRowsButtonsAndTryItAreaKeepClearOfTheirEdges(width: Int, height: Int) throws {
        let h = RenderHarness(width: width, height: height)
        h.key(KeyChord(.character(","), .control))
        var layout = try #require(h.editor.panelLayout)
        let tryIt = try #require(layout.frame(of: .tryIt))
        // Scroll to the end, then press the try-it area twice far apart: "Too slow (… ms)".
        h.show(h.editor.handle(InputEvent(action: .scroll(.down), device: h.mouse, position: layout.content.center)))
        for _ in 0..<40 { h.show(h.editor.handle(InputEvent(action: .scroll(.down), device: h.mouse, position: layout.content.center))) }
        layout = try #require(h.editor.panelLayout)
        let box = try #require(layout.frame(of: .tryIt))
        #expect(layout.content.contains(Point(box.minX + 1, box.maxY - 1)), "scrolled to the try-it area \(tryIt)")
        for t in [UInt64(1_000), 123_456] {
            h.show(h.editor.handle(InputEvent(action: .press(.primary), device: h.mouse, position: box.center, time: t)))
            h.show(h.editor.handle(InputEvent(action: .release(.primary), device: h.mouse, position: box.center, buttons: .primary, time: t + 10)))
        }
        Self.screenshot(h, "panel-try-it-\(width)x\(height)")
        Self.expectPadded(h, box, fill: 0xfbeedd, "the try-it area saying too slow", corner: 10)
        for c in layout.controls where layout.content.contains(Point(c.frame.minX + 1, c.frame.minY + 1)) && layout.content.contains(Point(c.frame.maxX - 1, c.frame.maxY - 1)) {
            switch c.control {
            case .hand(.right), .systemSpeed, .smoothing(.low), .eraserMode(.stroke): Self.expectPadded(h, c.frame, fill: Theme.selected, "\(c.control)", corner: 7)
            case .hand, .shorter, .longer, .smoothing, .eraserMode: Self.expectPadded(h, c.frame, fill: 0xf3f3f6, "\(c.control)", corner: 7)
            default: break
            }
        }
        // The rows and the choices, back at the top (the control under the mouse is highlighted).
        for _ in 0..<41 { h.show(h.editor.handle(InputEvent(action: .scroll(.up), device: h.mouse, position: layout.content.center))) }
        let shown = try #require(h.editor.panelLayout)
        #expect(shown.scroll == 0)
        let selected = BindingKey(.lower, .click), current = h.editor.preferences.action(.lower, .click)
        for c in shown.controls where !c.frame.contains(layout.content.center)
            && shown.content.contains(Point(c.frame.minX + 1, c.frame.minY + 1)) && shown.content.contains(Point(c.frame.maxX - 1, c.frame.maxY - 1)) {
            switch c.control {
            case .row(let key): Self.expectPadded(h, c.frame, fill: key == selected ? Theme.selected : 0xfbfbfd, "row \(key)", corner: 6)
            case .choice(let a) where a != current: Self.expectPadded(h, c.frame, fill: 0xf3f3f6, "choice \(a)", corner: 7)
            default: break
            }
        }
    }

    @Test func theChoosersTextsKeepClearOfTheirEdges() throws {
        let scratch = try TemporaryFolder("a-folder-with-a-very-long-name-for-testing-the-chooser")
        let folder = scratch.path
        let long = "the minutes of the meeting of the committee for the preservation of very long file names, final version.inkstone"
        try Data().write(to: URL(fileURLWithPath: folder + "/" + long))
        let h = RenderHarness(width: 1024, height: 720)
        h.show(h.editor.openChooser(.save, folder: folder, name: "a name that someone typed which is far longer than the field can show at once.inkstone"))
        let layout = try #require(h.editor.chooserLayout)
        Self.screenshot(h, "chooser-long-names")
        Self.expectPadded(h, layout.frame, fill: 0xfbfbfd, "the chooser card", corner: 14)
        let scrollButtons = [layout.frame(of: .scrollUp), layout.frame(of: .scrollDown)].compactMap { $0 }
        Self.expectPadded(h, layout.list, fill: 0xffffff, "the list", corner: 8, except: scrollButtons)
        #expect(!layout.controls.filter { if case .row = $0.control { return true } else { return false } }.isEmpty, "the file is listed")
        Self.expectPadded(h, layout.nameField, fill: 0xffffff, "the name field", corner: 8)
    }
}

extension TextPaddingTests {
    @Test(arguments: sizes)
    func thePanelsHeadingsKeepClearOfTheCardsEdges(width: Int, height: Int) throws {
        let h = RenderHarness(width: width, height: height)
        h.key(KeyChord(.character(","), .control))
        let layout = try #require(h.editor.panelLayout)
        // The longest heading: the actions for both buttons' double-click.
        let key = BindingKey(.both, .doubleClick)
        for _ in 0..<40 where !(h.editor.panelLayout.flatMap { l in l.frame(of: .row(key)).map { l.content.contains($0.center) } } ?? false) {
            h.show(h.editor.handle(InputEvent(action: .scroll(.down), device: h.mouse, position: layout.content.center)))
        }
        let row = try #require(h.editor.panelLayout?.frame(of: .row(key)))
        h.press(row.center)
        h.release(row.center)
        #expect(h.editor.panel?.selected == key)
        let shown = try #require(h.editor.panelLayout)
        Self.screenshot(h, "panel-both-double-click-\(width)x\(height)")
        let scrollbar = Rect(x: shown.frame.maxX - 10, y: shown.content.minY, width: 10, height: shown.content.height)
        Self.expectPadded(h, shown.frame, fill: 0xfbfbfd, "the panel card", corner: 14, except: [scrollbar])
    }
}
