import Foundation
import Testing

/// A new window's blank sketch, Ctrl+B: pages appear (sheets of paper on the desk), where
/// before nothing happened and nothing was said. Under LC_PAPER=C the sheets are A4.
@Suite struct BlankSketchPagesTests {
    @Test func ctrlBOnANewDocumentShowsPages() throws {
        let s = try AppSession()
        let desk: UInt32 = 0xe4e4e9
        // The endless canvas is paper to its edges: just under the window's top, mid-canvas.
        let y = 4
        s.expectPixels("the endless canvas: paper") { $0.pixel($0.width / 2, y) == 0xffffff }
        s.waitForAck { s.client.key("b", with: ["Control_L"]) }
        s.expectPixels("sheets on the desk: the desk above the page") { $0.pixel($0.width / 2, y) == desk }
        s.waitForAck { s.client.key("z", with: ["Control_L"]) }
        s.expectPixels("undone: the endless canvas again") { $0.pixel($0.width / 2, y) == 0xffffff }
    }
}
