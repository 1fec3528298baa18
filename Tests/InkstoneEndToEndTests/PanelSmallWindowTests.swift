import Foundation
import InkGeometry
import InkInput
import InkPreferences
import InkInterface
import InkRender
import Testing

/// The Preferences panel in small windows: it fits down to 400x300 with its close button in
/// view, scrolls with the wheel and with a pen drag so every control is reachable, the gear
/// stays in the toolbar, and a pen button's gesture jumps to that gesture's row.
@Suite struct PanelSmallWindowTests {
    static let selectedFill: UInt32 = 0xdbe6fd

    /// Whether the close button's cross shows at its place.
    static func closeShows(_ snap: Snapshot, _ layout: PanelLayout) -> Bool {
        guard let f = layout.frame(of: .close) else { return false }
        return snap.isDark(Int(f.center.x), Int(f.center.y), limit: 0x70)
    }

    /// The layout after the content is scrolled to `scroll` (clamped as the app clamps it).
    static func layout(_ size: Size, _ selected: BindingKey = BindingKey(.lower, .click), scroll: Double = 0) -> PanelLayout {
        PanelLayout(window: size, selected: selected, scroll: scroll, measure: PangoTextMeasure.shared)
    }

    @Test(arguments: [Size(600, 500), Size(400, 300)])
    func thePanelFitsAndTheWheelReachesEveryControl(size: Size) throws {
        let s = try AppSession(arguments: ["--geometry", "\(Int(size.width))x\(Int(size.height))"])
        s.client.move(s.window, size.width / 2, size.height / 2)  // keyboard focus follows the pointer
        s.client.key("comma", with: ["Control_L"])
        let top = Self.layout(size)
        #expect(top.frame.minX >= 0 && top.frame.minY >= 0 && top.frame.maxX <= size.width && top.frame.maxY <= size.height,
                "the card \(top.frame) fits the window")
        guard s.expectPixels("the panel with its close button", { Self.closeShows($0, top) }) != nil else { return }
        s.screenshot("panel-\(Int(size.width))x\(Int(size.height))")
        #expect(top.maxScroll > 0, "at this size the content scrolls")
        // Wheel down until the end: the try-it area comes into view and works.
        let notches = Int((top.maxScroll / Editor.wheelStep).rounded(.up))
        for _ in 0..<notches {
            s.client.button(5, down: true)
            s.client.button(5, down: false)
        }
        let bottom = Self.layout(size, scroll: top.maxScroll)
        let tryIt = try #require(bottom.frame(of: .tryIt))
        #expect(bottom.content.contains(Point(tryIt.center.x, tryIt.maxY - 2)), "the try-it area is in view at the end")
        guard s.expectPixels("scrolled to the end, the close button still there", {
            Self.closeShows($0, bottom) && close($0.pixel(Int(tryIt.minX) + 6, Int(tryIt.maxY) - 6), 0xf3f3f6, tolerance: 3)
        }) != nil else { return }
        s.screenshot("panel-\(Int(size.width))x\(Int(size.height))-end")
        s.client.click(s.window, tryIt.center.x, tryIt.center.y)
        s.client.click(s.window, tryIt.center.x, tryIt.center.y)
        s.expectPixels("the try-it area recognised the double-click") {
            close($0.pixel(Int(tryIt.minX) + 6, Int(tryIt.maxY) - 6), 0xdff3e4, tolerance: 6)
        }
        // Every control was reachable: each one lies inside the content at some scroll.
        for c in top.controls.dropFirst() {
            let f = c.frame
            let needed = Swift.max(0, f.maxY - top.content.maxY)
            s.check(needed <= top.maxScroll + 0.5 && f.minX >= top.frame.minX && f.maxX <= top.frame.maxX, "\(c.control) out of reach at \(f)")
        }
        // The close button closes it.
        let closeButton = try #require(bottom.frame(of: .close))
        s.client.click(s.window, closeButton.center.x, closeButton.center.y)
        s.expectPixels("the panel closed") { !Self.closeShows($0, bottom) }
    }

    @Test func atTheSmallestSizeTheGearOpensItAndAPenDragScrollsIt() throws {
        let size = Size(400, 300)
        let rig = try PenRig()
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-config-\(UUID().uuidString)").path
        let s = try AppSession(server: rig, arguments: ["--geometry", "400x300"], environment: ["XDG_CONFIG_HOME": home])
        let bar = ToolbarLayout(windowSize: size, compact: true)
        let gear = try #require(bar.frame(of: .preferences))
        #expect(gear.maxY <= size.height, "the gear at \(gear) is inside the window")
        guard s.expectPixels("the gear", { snap in
            (Int(gear.minY)..<Int(gear.maxY)).contains { y in snap.isDark(Int(gear.center.x), y, limit: 0x80) }
        }) != nil else { return }
        s.screenshot("toolbar-400x300")
        rig.send(.stylus, PenRigTests.tap(gear.center.x, gear.center.y))
        let top = Self.layout(size)
        guard s.expectPixels("the panel", { Self.closeShows($0, top) }) != nil else { return }
        // A pen drag upwards on the content scrolls it to the writing-hand buttons.
        let wanted = Self.layout(size, scroll: .infinity)
        let left = try #require(wanted.frame(of: .hand(.left))), right = try #require(wanted.frame(of: .hand(.right)))
        let x = top.content.minX + 40
        var lines = ["in", PenRig.move(x, top.content.maxY - 10, pressure: 0), PenRig.move(x, top.content.maxY - 10, pressure: 0.5), "down 1"]
        for i in 1...20 { lines.append(PenRig.move(x, top.content.maxY - 10 - Double(i) * 30, pressure: 0.5)) }
        lines += ["up 1", PenRig.move(x, top.content.minY, pressure: 0)]
        for _ in 0..<5 { rig.send(.stylus, lines) }  // five drags: past the end
        guard s.expectPixels("scrolled to the end by the pen", { snap in
            close(snap.pixel(Int(right.minX) + 4, Int(right.center.y)), Self.selectedFill, tolerance: 3)
                && close(snap.pixel(Int(left.minX) + 4, Int(left.center.y)), 0xf3f3f6, tolerance: 3)
        }) != nil else { return }
        s.check(s.preferencesFile.isEmpty, "the drag changed a setting: \(s.preferencesFile)")
        rig.send(.stylus, PenRigTests.tap(left.center.x, left.center.y))
        s.check(waitUntil { s.preferencesFile.contains("\"handedness\" : \"left\"") }, "not saved: \(s.preferencesFile)")
    }

    @Test func aPenButtonGestureJumpsToTheRowOfThatGesture() throws {
        let size = Size(600, 500)
        let rig = try PenRig()
        let s = try AppSession(server: rig, arguments: ["--geometry", "600x500"])
        s.client.move(s.window, 300, 250)
        s.client.key("comma", with: ["Control_L"])
        guard s.expectPixels("the panel", { Self.closeShows($0, Self.layout(size)) }) != nil else { return }
        rig.send(.stylus, "in", HoverTests.hover(300, 250))
        // A double-click of the lower button: its double-click row, selected and in view.
        rig.send(.stylus, PenButtonTests.doubleClick(PenButtonTests.lower))
        try expectSelected(s, BindingKey(.lower, .doubleClick), size)
        // A long press of the upper button: its long-press row (far down: scrolled to it).
        rig.send(.stylus, "down \(PenButtonTests.upper)")
        let longPress = BindingKey(.upper, .longPress)
        try expectSelected(s, longPress, size, from: BindingKey(.lower, .doubleClick))
        rig.send(.stylus, "up \(PenButtonTests.upper)")
        s.screenshot("panel-600x500-upper-long-press")
        // A click of the lower button: its click row.
        rig.send(.stylus, "down \(PenButtonTests.lower)", "up \(PenButtonTests.lower)")
        try expectSelected(s, BindingKey(.lower, .click), size, from: longPress)
    }

    /// Waits until the row of `key` shows selected, where the app scrolls it to from the row `from`.
    private func expectSelected(_ s: AppSession, _ key: BindingKey, _ size: Size, from: BindingKey = BindingKey(.lower, .click),
                                sourceLocation: SourceLocation = #_sourceLocation) throws {
        // Where the previous selection left the scroll, then the jump the app makes from there.
        var editorScroll = 0.0
        var path: [BindingKey] = [BindingKey(.lower, .click)]
        if from != path[0] { path.append(from) }
        path.append(key)
        for k in path.dropFirst() {
            let l = Self.layout(size, k, scroll: editorScroll)
            let row = try #require(l.frame(of: .row(k)))
            let actions = l.isWide ? [] : l.controls.filter { if case .choice = $0.control { return true } else { return false } }.map(\.frame)
            editorScroll = l.scroll(toShow: [row] + actions)
        }
        let layout = Self.layout(size, key, scroll: editorScroll)
        let row = try #require(layout.frame(of: .row(key)))
        #expect(layout.content.contains(Point(row.minX + 4, row.minY + 4)) && layout.content.contains(Point(row.maxX - 4, row.maxY - 4)),
                "the row \(key) is in view", sourceLocation: sourceLocation)
        s.expectPixels("the \(key.button) \(key.gesture) row selected", sourceLocation: sourceLocation) {
            close($0.pixel(Int(row.minX) + 4, Int(row.center.y)), Self.selectedFill, tolerance: 3)
        }
    }
}
