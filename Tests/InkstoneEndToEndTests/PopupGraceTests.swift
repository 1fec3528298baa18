import Foundation
import InkGeometry
import InkInterface
import Testing

/// Popups stay put for a pen that lifts a little (issue 10, point 5), on the pen rig: the marking
/// menu, its colour ring, the palette and the compact toolbar's colour popup stay open while
/// the pen is briefly out of proximity; a tap outside closes them and never leaves ink, with the
/// pen or the mouse; a pen away for longer than the grace time closes them.
@Suite struct PopupGraceTests {
    enum Kind: String, CaseIterable, Sendable { case menu, colourRing, palette, compactColours }

    /// An open popup: whether it shows, where the pen was, and a tap that chooses in it.
    struct Opened {
        var shows: (Snapshot) -> Bool
        var pen: Point
        var choice: Point
        /// The colour the next stroke has after the choice (nil: the choice opens the colour ring).
        var ink: UInt32?
    }

    static let red: UInt32 = 0xd7263d
    static let compactWindow = Size(800, 600)

    static func session(_ rig: PenRig, _ kind: Kind) throws -> AppSession {
        let args = kind == .compactColours ? ["--geometry", "\(Int(compactWindow.width))x\(Int(compactWindow.height))"] : []
        return try AppSession(server: rig, arguments: args)
    }

    /// Opens a popup of `kind` with the pen and waits until it shows.
    static func open(_ kind: Kind, _ rig: PenRig, _ s: AppSession) throws -> Opened {
        let canvas = MarkingMenuEndToEndTests.canvas
        switch kind {
        case .menu, .colourRing:
            let pen = Point(600, 450)
            rig.send(.stylus, "in", HoverTests.hover(pen.x, pen.y), "down 3", "up 3")
            let menu = MarkingMenu.shown(pen: pen, rightHanded: true, within: canvas)
            s.expectPixels("the marking menu") { MarkingMenuEndToEndTests.shows(menu, $0) }
            let colours = try #require(menu.slots.first { $0.item == .colors })
            let ring = MarkingMenu.shown(ring: .colors, pen: pen, rightHanded: true, within: canvas)
            let red = try #require(ring.slots.first { $0.item == .color(2) })
            let ringShows: (Snapshot) -> Bool = { close($0.pixel(Int(red.center.x), Int(red.center.y) - 4), Self.red, tolerance: 20) }
            if kind == .menu { return Opened(shows: { MarkingMenuEndToEndTests.shows(menu, $0) }, pen: pen, choice: colours.center, ink: nil) }
            rig.send(.stylus, PenRigTests.tap(colours.center.x, colours.center.y))
            s.expectPixels("the ring of colours", ringShows)
            return Opened(shows: ringShows, pen: pen, choice: red.center, ink: Self.red)
        case .palette:
            let pen = Point(500, 500)
            rig.send(.stylus, "in", HoverTests.hover(pen.x, pen.y), "down 3")
            let palette = Popup(kind: .palette, anchor: pen, rightHanded: true, within: canvas, palette: .standard)
            let red = try #require(palette.slots.first { $0.item == .color(2) }?.frame)
            let shows: (Snapshot) -> Bool = { close($0.pixel(Int(red.center.x), Int(red.center.y)), Self.red, tolerance: 10) }
            s.expectPixels("the palette after the long press", shows)
            rig.send(.stylus, "up 3")
            return Opened(shows: shows, pen: pen, choice: red.center, ink: Self.red)
        case .compactColours:
            let layout = ToolbarLayout(windowSize: compactWindow, compact: true)
            let button = try #require(layout.frame(of: .colorMenu))
            rig.send(.stylus, PenRigTests.tap(button.center.x, button.center.y))
            let popup = Popup(kind: .palette, anchor: button.center, rightHanded: true,
                              within: layout.canvasFrame(windowSize: compactWindow), palette: .standard)
            let red = try #require(popup.slots.first { $0.item == .color(2) }?.frame)
            let shows: (Snapshot) -> Bool = { close($0.pixel(Int(red.center.x), Int(red.center.y)), Self.red, tolerance: 10) }
            s.expectPixels("the compact toolbar's colour popup", shows)
            return Opened(shows: shows, pen: button.center, choice: red.center, ink: Self.red)
        }
    }

    /// The pen lifted out of proximity and back, briefly.
    static func lift(_ rig: PenRig, near p: Point) {
        rig.send(.stylus, "out", "in", HoverTests.hover(p.x + 6, p.y + 6))
    }

    @Test(arguments: Kind.allCases)
    func aPenThatLiftsALittleStillChooses(kind: Kind) throws {
        let rig = try PenRig()
        let s = try Self.session(rig, kind)
        let opened = try Self.open(kind, rig, s)
        Self.lift(rig, near: opened.choice)
        rig.send(.stylus, PenRigTests.tap(opened.choice.x, opened.choice.y) + ["out"])
        guard let ink = opened.ink else {
            // The menu's colour item opens the ring: only an open menu can do that.
            let ring = MarkingMenu.shown(ring: .colors, pen: opened.pen, rightHanded: true, within: MarkingMenuEndToEndTests.canvas)
            let red = try #require(ring.slots.first { $0.item == .color(2) })
            s.expectPixels("the ring of colours from the menu the pen came back to") {
                close($0.pixel(Int(red.center.x), Int(red.center.y) - 4), Self.red, tolerance: 20)
            }
            return
        }
        s.expectPixels("the popup closed by the choice") { !opened.shows($0) }
        rig.send(.stylus, PenRig.stroke(from: (300, 260), to: (500, 260), pressure: 0.5))
        guard let snap = s.expectPixels("a stroke", { $0.isDark(400, 260, limit: 0xe0) }) else { return }
        s.screenshot("popup-grace-\(kind.rawValue)")
        s.check(close(snap.pixel(400, 260), ink, tolerance: 40), "the stroke is \(String(snap.pixel(400, 260), radix: 16)): the choice was lost")
        s.check(!snap.any(near: Int(opened.choice.x), Int(opened.choice.y), radius: 3) { close($0, 0x1d1d22, tolerance: 40) },
                "the tap meant for the popup left a dot")
    }

    @Test(arguments: Kind.allCases, ["pen", "mouse"])
    func aTapOutsideClosesItAndLeavesNoInk(kind: Kind, device: String) throws {
        let rig = try PenRig()
        let s = try Self.session(rig, kind)
        let opened = try Self.open(kind, rig, s)
        Self.lift(rig, near: opened.pen)
        let outside = Point(400, 200)
        if device == "pen" {
            rig.send(.stylus, PenRigTests.tap(outside.x, outside.y) + ["out"])
        } else {
            rig.send(.stylus, "out")
            s.client.click(s.window, outside.x, outside.y)
        }
        s.expectPixels("the popup closed by the tap outside") { !opened.shows($0) }
        // A key read after the tap: once it shows, the tap has been handled.
        s.client.key("e")
        guard let snap = s.expectPixels("the eraser chosen by the key", { snap in
            let layout = kind == .compactColours ? ToolbarLayout(windowSize: Self.compactWindow, compact: true) : ToolbarGeometry.layout
            guard let f = layout.frame(of: .tool(.eraser)) else { return false }
            return close(snap.pixel(Int(f.minX) + 5, Int(f.center.y)), 0xdbe6fd, tolerance: 6)
        }) else { return }
        s.check(!snap.any(near: Int(outside.x), Int(outside.y), radius: 4) { $0 != paperWhite }, "the tap that closed the \(kind) left ink")
    }

    @Test func aPenAwayLongerThanTheGraceClosesThePopups() throws {
        let rig = try PenRig()
        let s = try Self.session(rig, .menu)
        let opened = try Self.open(.menu, rig, s)
        rig.send(.stylus, "out")
        s.expectPixels("the menu closed after the grace time") { !opened.shows($0) }
        let p = try Self.open(.palette, rig, s)
        rig.send(.stylus, "out")
        s.expectPixels("the palette closed after the grace time") { !p.shows($0) }
    }
}
