/// The status bar's reach: every button in it is a pen target (a hit area at least 40 px each
/// way) at every window size and for both hands, and in a narrow window the page button leaves
/// the tool in hand its icon and name (it falls back to "2/6", then gives way), nothing
/// overlapping.
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkPreferences
import InkTestSupport
import Testing

@Suite struct StatusBarReachTests {
    static let sizes = [Size(1024, 720), Size(800, 700), Size(600, 400), Size(400, 300), Size(1280, 800)]

    /// Six pages (the page button shows) in a window of `size`, for a writing hand.
    static func paged(_ size: Size, rightHanded: Bool = true) -> Editor {
        var e = Editor(document: Document(pages: (0..<6).map { _ in Page(blankSize: Size(600, 800)) }), windowSize: size)
        var prefs = Preferences()
        prefs.handedness = rightHanded ? .right : .left
        _ = e.apply(prefs)
        _ = e.showStart()
        return e
    }

    @Test(arguments: [true, false])
    func everyStatusBarButtonIsAPenTargetAtEveryWindowSize(rightHanded: Bool) throws {
        for size in Self.sizes {
            let e = Self.paged(size, rightHanded: rightHanded)
            #expect(!e.toolbar.statusSlots.isEmpty, "\(size): the bar has its buttons")
            for slot in e.toolbar.statusSlots {
                #expect(slot.frame.height >= 40 && slot.frame.width >= 40, "\(size) \(slot.item) \(slot.frame)")
                #expect(e.toolbar.item(at: Point(slot.frame.minX + 1, slot.frame.minY + 1)) == slot.item, "hit at its top left: \(slot.item)")
                #expect(e.toolbar.item(at: Point(slot.frame.maxX - 1, slot.frame.maxY - 1)) == slot.item, "hit at its bottom right: \(slot.item)")
            }
            let button = try #require(e.pageButtonFrame, "\(size): the page button")
            #expect(button.height >= 40 && button.width >= 40, "\(size) page button \(button)")
            #expect(e.toolbar.statusText.covers(button), "\(size): the page button beside the bar's controls, not over them")
            #expect(e.canvasFrame.maxY <= e.toolbar.statusBar.minY, "the canvas ends above the bar")
        }
    }

    /// At 400 px the page button takes what the tool's icon and name leave: for every tool,
    /// the name (measured) fits before it, and it is never over the bar's buttons.
    @Test(arguments: [true, false])
    func atFourHundredPixelsThePageButtonLeavesTheToolInHandItsName(rightHanded: Bool) throws {
        var e = Self.paged(Size(400, 300), rightHanded: rightHanded)
        for tool in [Tool.pen, .pencil, .highlighter, .eraser, .lasso, .text] {
            _ = e.run(.selectTool(tool))
            #expect(e.scene.modeIndicator.tool == tool)
            let text = e.toolbar.statusText
            let room = Scene.StatusBar.toolRoom(e.scene.statusBar.toolName, measure: e.textMeasure)
            if let button = e.pageButtonFrame {
                #expect(button.minX - text.minX >= room, "\(tool): the name needs \(room), the button leaves \(button.minX - text.minX)")
                #expect(text.covers(button))
                #expect(button == e.scene.statusBar.pageButton(measure: e.textMeasure), "drawn where it is hit")
            }
        }
    }

    /// Where the whole "Page 1 of 6" has no room the button shows "1/6"; where even that has
    /// none, there is no button (the overview stays in the Document ring).
    @Test func thePageButtonShortensThenGivesWay() throws {
        let position = Scene.PagePosition(current: 0, count: 6)
        let m = UniformTextMeasure()
        let room = Scene.StatusBar.toolRoom("Highlighter", measure: m)
        let wide = Scene.StatusBar.pageButton(in: Rect(x: 0, y: 0, width: 600, height: 40), for: position, naming: "Highlighter", measure: m)
        #expect(wide?.text == "Page 1 of 6" && wide?.frame.height == 40)
        let narrow = Scene.StatusBar.pageButton(in: Rect(x: 0, y: 0, width: room + 4 + 60, height: 40), for: position, naming: "Highlighter", measure: m)
        #expect(narrow?.text == "1/6")
        #expect(narrow.map { $0.frame.minX >= room } == true)
        #expect(Scene.StatusBar.pageButton(in: Rect(x: 0, y: 0, width: room + 20, height: 40), for: position, naming: "Highlighter", measure: m) == nil)
    }

    /// With the pen and the mouse holding different tools the indicator begins "Pen: Lasso":
    /// the page button leaves room for all of that.
    @Test func withTwoDevicesTheButtonLeavesRoomForTheDeviceAndItsTool() throws {
        var e = Self.paged(Size(400, 300))
        _ = e.handle(PointerEvents.hover(Point(200, 100), Devices.mouse))
        let lasso = try #require(e.toolbar.frame(of: .tool(.lasso)))
        _ = e.press(lasso.center, Devices.pen, pressure: 0.5)
        _ = e.release(lasso.center, Devices.pen)
        #expect(e.scene.statusBar.toolName == "Pen: Lasso")
        #expect(e.scene.modeIndicator.detail.hasPrefix("Pen: Lasso"))
        let button = try #require(e.pageButtonFrame)
        #expect(button.minX - e.toolbar.statusText.minX >= Scene.StatusBar.toolRoom("Pen: Lasso", measure: e.textMeasure))
    }
}
