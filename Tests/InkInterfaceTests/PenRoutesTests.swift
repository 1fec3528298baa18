/// Issue 16: every action in the app can be reached with the pen alone. Each key of
/// `Shortcuts.all` names its pen routes, and each route is really there: in the toolbar (both
/// layouts) or the status bar, in the marking menu's rings, in the Document menu, in the zoom pad.
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkPreferences
import InkTestSupport
import Testing

@Suite struct PenRoutesTests {
    static func exists(_ route: PenRoute) -> Bool {
        switch route {
        case .toolbar(let item):
            return [false, true].contains { compact in
                let layout = ToolbarLayout(windowSize: Size(1024, 720), compact: compact)
                return layout.frame(of: item) != nil
            }
        case .ring(let item): return MenuItem.main.contains(item) || MenuItem.documentRing.contains(item)
        case .documentMenu(let entry): return DocumentMenu.entries.contains(entry)
        case .zoomPad(let control):
            let pad = ValuePad(.zoom, value: 100, anchor: Point(500, 400), rightHanded: true, within: Rect(x: 0, y: 0, width: 1024, height: 720))
            return pad.keys.contains { $0.control == control }
        case .penButton(let action): return PenAction.allCases.contains(action)
        case .tapOutside: return true
        case .selectionBar(let button): return SelectionBar.items.contains(button)
        case .pageButton:
            let pages = Document(pages: [Page(blankSize: Size(400, 300)), Page(blankSize: Size(400, 300))])
            return Editor(document: pages, windowSize: Size(1024, 720)).pageButtonFrame != nil
        }
    }

    @Test func everyKeysActionHasAPenRouteThatIsThere() {
        for shortcut in Shortcuts.all {
            let routes = shortcut.action.penRoutes
            #expect(!routes.isEmpty, "\(shortcut.keys) (\(shortcut.summary)) has no pen route")
            for route in routes { #expect(Self.exists(route), "\(shortcut.keys): \(route) is not there") }
        }
    }

    @Test func theDocumentMenuTurnsFullscreenOnAndQuits() throws {
        var editor = Editor(windowSize: Size(400, 300))
        _ = editor.click(.documentMenu, Devices.pen)
        #expect(try DocumentMenuTests.tap(.fullscreen, in: &editor).effects.contains(.toggleFullscreen))
        _ = editor.click(.documentMenu, Devices.pen)
        #expect(try DocumentMenuTests.tap(.quit, in: &editor).effects.contains(.fileRequest(.quit)))
    }
}
