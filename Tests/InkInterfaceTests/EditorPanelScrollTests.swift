/// The Preferences panel in a small window: it fits, the wheel and a drag scroll its content
/// (a drag never presses a control), controls scrolled out of view do not react, and a pen
/// button's gesture jumps to that gesture's row.
import InkGeometry
import InkInput
import InkPreferences
import InkInterface
import Testing

@Suite struct EditorPanelScrollTests {
    static let small = Size(400, 300)

    static func openSmall() -> Editor {
        var editor = Editor(windowSize: small)
        _ = editor.handle(KeyChord(.character(","), .control))
        return editor
    }

    static func wheel(_ editor: inout Editor, down: Bool, at p: Point) {
        _ = editor.handle(InputEvent(action: .scroll(down ? .down : .up), device: Devices.mouse, position: p))
    }

    @Test(arguments: [Size(400, 300), Size(600, 500), Size(1024, 720), Size(2000, 1400)])
    func theCardFitsTheWindowWithItsCloseButton(size: Size) throws {
        let layout = PanelLayout(window: size, selected: BindingKey(.lower, .click), measure: UniformTextMeasure())
        let window = Rect(x: 0, y: 0, width: size.width, height: size.height)
        #expect(window.contains(Point(layout.frame.minX, layout.frame.minY)) && layout.frame.maxX <= size.width && layout.frame.maxY <= size.height)
        let close = try #require(layout.frame(of: .close))
        #expect(layout.frame.contains(close.center) && close.maxY <= layout.content.minY)
        #expect(layout.control(at: close.center) == .close)
        for c in layout.controls.dropFirst() {
            #expect(c.frame.minX >= layout.frame.minX + 8 && c.frame.maxX <= layout.frame.maxX - 8, "\(c.control) within the card's sides")
        }
        #expect((layout.maxScroll > 0) == (layout.contentHeight > layout.content.height))
    }

    @Test func sideBySideOnlyWhenEverythingShows() {
        #expect(PanelLayout(window: Size(1024, 720), selected: BindingKey(.lower, .click), measure: UniformTextMeasure()).isWide)
        #expect(PanelLayout(window: Size(1024, 720), selected: BindingKey(.lower, .click), measure: UniformTextMeasure()).maxScroll == 0)
        let short = PanelLayout(window: Size(1024, 400), selected: BindingKey(.both, .hold), measure: UniformTextMeasure())
        #expect(!short.isWide, "a short card opens the actions under the row")
        let narrow = PanelLayout(window: Size(600, 900), selected: BindingKey(.lower, .click), measure: UniformTextMeasure())
        #expect(!narrow.isWide)
    }

    @Test func theWheelScrollsWithinTheContent() throws {
        var editor = Self.openSmall()
        let layout = try #require(editor.panelLayout)
        Self.wheel(&editor, down: false, at: layout.content.center)
        #expect(editor.panel?.scroll == 0, "not above the top")
        for _ in 0..<100 { Self.wheel(&editor, down: true, at: layout.content.center) }
        #expect(editor.panel?.scroll == layout.maxScroll, "down to the end and no further")
        let end = try #require(editor.panelLayout)
        let tryIt = try #require(end.frame(of: .tryIt))
        #expect(end.content.contains(tryIt.center))
    }

    @Test func aDragScrollsAndPressesNothing() throws {
        var editor = Self.openSmall()
        let layout = try #require(editor.panelLayout)
        let row = try #require(layout.frame(of: .row(BindingKey(.lower, .click))))
        let before = editor.preferences
        let start = Point(row.center.x, layout.content.maxY - 10)
        _ = editor.press(start, Devices.pen, pressure: 0.5)
        for i in 1...10 { _ = editor.drag(Point(start.x, start.y - Double(i) * 15), Devices.pen, pressure: 0.5) }
        _ = editor.release(Point(start.x, start.y - 150), Devices.pen)
        #expect(editor.panel?.scroll == 150)
        #expect(editor.preferences == before, "no control acted")
        #expect(editor.pressedPanelControl == nil)
        // Back at the top, a short wobble on a control is still a tap.
        for _ in 0..<5 { Self.wheel(&editor, down: false, at: layout.content.center) }
        let shown = try #require(editor.panelLayout)
        let choice = try #require(shown.frame(of: .choice(.toggleEraser)))
        #expect(shown.content.contains(choice.center))
        _ = editor.press(choice.center, Devices.pen, pressure: 0.5)
        _ = editor.drag(choice.center + Point(0, 3), Devices.pen, pressure: 0.5)
        _ = editor.release(choice.center + Point(0, 3), Devices.pen)
        #expect(editor.preferences.action(.lower, .click) == .toggleEraser)
    }

    @Test func controlsScrolledOutOfViewDoNotReact() throws {
        let layout = PanelLayout(window: Self.small, selected: BindingKey(.lower, .click), scroll: 0, measure: UniformTextMeasure())
        let hidden = try #require(layout.frame(of: .tryIt))
        #expect(!layout.content.contains(hidden.center))
        #expect(layout.control(at: hidden.center) == nil)
        // A row scrolled up under the header is not pressed through it either.
        let scrolled = PanelLayout(window: Self.small, selected: BindingKey(.lower, .click), scroll: 60, measure: UniformTextMeasure())
        let underHeader = scrolled.controls.dropFirst().first { $0.frame.minY < scrolled.content.minY && $0.frame.maxY > scrolled.frame.minY + 10 }
        if let c = underHeader { #expect(scrolled.control(at: Point(c.frame.center.x, scrolled.content.minY - 2)) != c.control) }
    }

    static func gesture(_ editor: inout Editor, _ lines: [(InputEvent.Action, UInt64)]) {
        for (action, t) in lines {
            _ = editor.handle(InputEvent(action: action, device: Devices.pen, position: Point(200, 150), time: t))
        }
    }

    @Test func aPenButtonGestureJumpsToThatGesturesRow() throws {
        var editor = Self.openSmall()
        _ = editor.hover(Point(200, 150), Devices.pen)
        // A double-click of the lower button.
        Self.gesture(&editor, [(.press(.lowerBarrel), 1000), (.release(.lowerBarrel), 1050), (.press(.lowerBarrel), 1120), (.release(.lowerBarrel), 1170)])
        _ = editor.advance(to: 3000)
        #expect(editor.panel?.selected == BindingKey(.lower, .doubleClick))
        var layout = try #require(editor.panelLayout)
        var row = try #require(layout.frame(of: .row(BindingKey(.lower, .doubleClick))))
        #expect(layout.content.contains(Point(row.minX + 1, row.minY + 1)) && layout.content.contains(Point(row.maxX - 1, row.maxY - 1)))
        // A long press of the upper button.
        Self.gesture(&editor, [(.press(.upperBarrel), 4000)])
        _ = editor.advance(to: 6000)
        Self.gesture(&editor, [(.release(.upperBarrel), 6100)])
        #expect(editor.panel?.selected == BindingKey(.upper, .longPress))
        layout = try #require(editor.panelLayout)
        row = try #require(layout.frame(of: .row(BindingKey(.upper, .longPress))))
        #expect(layout.content.contains(Point(row.minX + 1, row.minY + 1)) && layout.content.contains(Point(row.maxX - 1, row.maxY - 1)))
        // A single click of the lower button (after the double-click interval).
        Self.gesture(&editor, [(.press(.lowerBarrel), 8000), (.release(.lowerBarrel), 8050)])
        _ = editor.advance(to: 9000)
        #expect(editor.panel?.selected == BindingKey(.lower, .click))
        // The tip touching with the upper button down: its hold row.
        _ = editor.handle(InputEvent(action: .press(.upperBarrel), device: Devices.pen, position: Point(200, 150), time: 10_000))
        _ = editor.handle(InputEvent(action: .press(.primary), device: Devices.pen, position: Point(200, 150),
                                     buttons: .upperBarrel, time: 10_050))
        #expect(editor.panel?.selected == BindingKey(.upper, .hold))
    }

    @Test func closingThePanelRestoresTheClickTiming() {
        var editor = Editor.fresh()
        _ = editor.handle(KeyChord(.character(","), .control))
        _ = editor.handle(KeyChord(.character(","), .control))
        #expect(editor.panel == nil)
        // The upper button has no double-click binding: its click acts at once again.
        _ = editor.hover(Point(500, 300), Devices.pen)
        _ = editor.handle(InputEvent(action: .press(.upperBarrel), device: Devices.pen, position: Point(500, 300), time: 1000))
        _ = editor.handle(InputEvent(action: .release(.upperBarrel), device: Devices.pen, position: Point(500, 300), time: 1050))
        #expect(editor.menu != nil, "the upper click opened the context menu without waiting")
    }
}
