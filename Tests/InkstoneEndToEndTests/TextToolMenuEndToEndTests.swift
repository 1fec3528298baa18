import Foundation
import InkGeometry
import InkInterface
import Testing

/// Issue 18: the text tool from the marking menu with the pen on the rig, for each hand: the
/// upper button opens the ring, a tap on Text takes the tool, a tap on the page places a box,
/// the keys type into it and its text shows. The ring shown whole at 1024x720 and 400x300 for
/// both hands (screenshots); the keyboard alone does the same through F10's Document menu.
@Suite struct TextToolMenuEndToEndTests {
    /// A session on the rig with a window of `size` and the handedness `hand`.
    static func session(_ rig: PenRig, hand: String, size: Size = Size(1024, 720)) throws -> AppSession {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-config-\(UUID().uuidString)").path
        let r = try runInkstone(["prefs", "set", "handedness", hand], environment: testEnvironment(configHome: home))
        #expect(r.status == 0, "prefs set handedness: \(r.output)")
        return try AppSession(server: rig, arguments: ["--geometry", "\(Int(size.width))x\(Int(size.height))"], environment: ["XDG_CONFIG_HOME": home])
    }

    static func canvas(_ size: Size, rightHanded: Bool) -> Rect {
        ToolbarLayout(windowSize: size, side: rightHanded ? .left : .right, compact: ToolbarLayout.isCompact(size)).canvasFrame(windowSize: size)
    }

    /// Types `word` (lower-case letters) and waits for the app to have read it.
    static func type(_ word: String, _ s: AppSession) {
        for c in word { s.client.key(String(c)) }
        s.waitForAck()
    }

    @Test(arguments: ["right", "left"])
    func theRingsTextTakesTheToolAndTypingShowsText(hand: String) throws {
        let rig = try PenRig()
        let size = Size(1024, 720)
        let s = try Self.session(rig, hand: hand)
        let rightHanded = hand == "right"
        let pen = Point(rightHanded ? 600 : 500, 450)
        rig.send(.stylus, "in", HoverTests.hover(pen.x, pen.y), "down 3", "up 3")
        let menu = MarkingMenu.shown(pen: pen, rightHanded: rightHanded, within: Self.canvas(size, rightHanded: rightHanded))
        guard s.expectPixels("the ring", { MarkingMenuEndToEndTests.shows(menu, $0) }) != nil else { return }
        s.screenshot("text-tool-ring-1024x720-\(hand)")
        let text = try #require(menu.slots.first { $0.item == .tool(.text) })
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(text.center.x, text.center.y))
        s.expectPixels("the ring gone") { snap in menu.slots.allSatisfy { snap.pixel(Int($0.center.x) + 20, Int($0.center.y)) == paperWhite } }
        let at = Point(rightHanded ? 250 : 650, 200)
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(at.x, at.y))
        s.client.move(s.window, at.x, at.y)   // keyboard focus follows the pointer (no window manager)
        Self.type("hello", s)
        s.expectPixels("the typed text right of the tap") {
            TextBoxEndToEndTests.darkCount($0, x: Int(at.x)..<Int(at.x) + 70, y: Int(at.y) - 10..<Int(at.y) + 10) > 30
        }
        s.screenshot("text-tool-typed-\(hand)")
    }

    @Test(arguments: ["right", "left"])
    func atFourHundredByThreeHundredTheRingIsWholeWithText(hand: String) throws {
        let rig = try PenRig()
        let size = Size(400, 300)
        let s = try Self.session(rig, hand: hand, size: size)
        let rightHanded = hand == "right"
        let canvas = Self.canvas(size, rightHanded: rightHanded)
        let pen = canvas.center
        rig.send(.stylus, "in", HoverTests.hover(pen.x, pen.y), "down 3", "up 3")
        let menu = MarkingMenu.shown(pen: pen, rightHanded: rightHanded, within: canvas)
        #expect(menu.slots.contains { $0.item == .tool(.text) })
        for slot in menu.slots { #expect(canvas.insetBy(-0.5).covers(slot.bounds), "\(slot.item) sticks out: \(slot.bounds)") }
        guard s.expectPixels("the ring", { MarkingMenuEndToEndTests.shows(menu, $0) }) != nil else { return }
        s.screenshot("text-tool-ring-400x300-\(hand)")
        let text = try #require(menu.slots.first { $0.item == .tool(.text) })
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(text.center.x, text.center.y))
        let at = Point(canvas.minX + 40, canvas.minY + 60)
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(at.x, at.y))
        s.client.move(s.window, at.x, at.y)
        Self.type("hi", s)
        s.expectPixels("the typed text") { TextBoxEndToEndTests.darkCount($0, x: Int(at.x)..<Int(at.x) + 40, y: Int(at.y) - 10..<Int(at.y) + 10) > 10 }
    }

    @Test func theKeyboardAloneTakesTheTextToolThroughF10() throws {
        let s = try AppSession(arguments: [])
        let at = Point(300, 200)
        s.client.move(s.window, at.x, at.y)
        s.waitForAck { s.client.key("F10") }
        let menu = DocumentMenu(button: ToolbarGeometry.frame(of: .documentMenu) ?? .empty, rightHanded: true,
                                within: ToolbarGeometry.layout.canvasFrame(windowSize: Size(1024, 720)))
        let x = Int(menu.frame.minX)..<Int(menu.frame.maxX), y = Int(menu.frame.minY)..<Int(menu.frame.maxY)
        guard s.expectPixels("the Document menu", { TextBoxEndToEndTests.darkCount($0, x: x, y: y) > 400 }) != nil else { return }
        s.screenshot("document-menu-keys")
        let steps = try #require(DocumentMenu.entries.firstIndex(of: .tool(.text)))
        for _ in 0..<steps { s.client.key("Tab") }
        s.waitForAck { s.client.key("Return") }
        s.expectPixels("the menu gone") { TextBoxEndToEndTests.darkCount($0, x: x, y: y) < 150 }
        s.waitForAck { s.client.click(s.window, at.x, at.y) }
        Self.type("hello", s)
        s.expectPixels("the typed text") { TextBoxEndToEndTests.darkCount($0, x: Int(at.x)..<Int(at.x) + 70, y: Int(at.y) - 10..<Int(at.y) + 10) > 30 }
    }

    @Test func theMenuKeyOpensTheRingAndTabAndEnterTakeTheTextTool() throws {
        let s = try AppSession(arguments: [])
        let at = Point(300, 200)
        s.client.move(s.window, 600, 450)
        s.waitForAck { s.client.key("Menu") }
        let canvas = ToolbarGeometry.layout.canvasFrame(windowSize: Size(1024, 720))
        s.expectPixels("the ring") { TextBoxEndToEndTests.darkCount($0, x: Int(canvas.minX)..<Int(canvas.maxX), y: Int(canvas.minY)..<Int(canvas.maxY)) > 300 }
        for _ in 0..<5 { s.client.key("Tab") }
        s.waitForAck()
        s.screenshot("text-tool-ring-keyboard")
        s.waitForAck { s.client.key("Return") }
        s.waitForAck { s.client.click(s.window, at.x, at.y) }
        Self.type("hello", s)
        s.expectPixels("the typed text") { TextBoxEndToEndTests.darkCount($0, x: Int(at.x)..<Int(at.x) + 70, y: Int(at.y) - 10..<Int(at.y) + 10) > 30 }
    }

    @Test(arguments: ["right", "left"])
    func atFourHundredByThreeHundredF10sMenuFitsWithTheTextTool(hand: String) throws {
        let rig = try PenRig()
        let size = Size(400, 300)
        let s = try Self.session(rig, hand: hand, size: size)
        let rightHanded = hand == "right"
        let layout = ToolbarLayout(windowSize: size, side: rightHanded ? .left : .right, compact: true)
        let menu = DocumentMenu(button: try #require(layout.frame(of: .documentMenu)), rightHanded: rightHanded, within: layout.canvasFrame(windowSize: size))
        s.client.move(s.window, size.width / 2, size.height / 2)
        s.client.key("F10")
        // Its first entry highlighted (the keyboard's focus), the text tool's icon in its row.
        let first = try #require(menu.rows.first?.frame), row = try #require(menu.frame(of: .tool(.text)))
        s.expectPixels("the menu, its first entry highlighted, the text tool's row") { snap in
            snap.pixel(Int(first.minX) + 4, Int(first.center.y)) != snap.pixel(Int(row.minX) + 4, Int(row.center.y))
                && TextBoxEndToEndTests.darkCount(snap, x: Int(row.minX)..<Int(row.maxX), y: Int(row.minY)..<Int(row.maxY)) > 10
        }
        s.screenshot("document-menu-400x300-\(hand)")
    }

    @Test func cTabAndEnterTakeAColourFromThePalette() throws {
        let s = try AppSession(arguments: [])
        s.client.move(s.window, 600, 450)
        s.waitForAck { s.client.key("c") }
        let canvas = ToolbarGeometry.layout.canvasFrame(windowSize: Size(1024, 720))
        s.expectPixels("the palette") { TextBoxEndToEndTests.darkCount($0, x: Int(canvas.minX)..<Int(canvas.maxX), y: 200..<450) > 100 }
        s.client.key("Tab")
        s.waitForAck { s.client.key("Tab") }
        s.screenshot("palette-keyboard")
        s.waitForAck { s.client.key("Return") }
        s.waitForAck { s.client.drag(s.window, through: [(300, 600), (400, 600), (500, 600)]) }
        // The third colour (red): much more red than green in the stroke.
        s.expectPixels("a red stroke") { snap in
            let p = snap.pixel(400, 600)
            return (p >> 16) & 0xff > 0xa0 && (p >> 8) & 0xff < 0x60
        }
    }
}

