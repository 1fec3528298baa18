import Foundation
import InkDocument
import InkGeometry
import InkInterface
import Testing

/// Zooming, scrolling and panning a document of pages with the real mouse and keyboard:
/// Ctrl+wheel and Ctrl+0, the wheel, middle-drag and Space-drag, Page Down.
@Suite struct ViewTests {
    static let desk: UInt32 = 0xe4e4e9

    /// The x of the first page pixel in row `y`, scanning right from the canvas's edge.
    static func pageLeft(_ snap: Snapshot, row y: Int) -> Int? {
        (60..<snap.width).first { snap.pixel($0, y) != desk && snap.pixel($0, y) & 0xffffff != 0 }
    }

    /// The y of the first page pixel of column `x` (below the page indicator) that is past the
    /// first page: where the desk shows under it.
    static func pageBottom(_ snap: Snapshot, column x: Int) -> Int? {
        (40..<snap.height).first { snap.pixel(x, $0) == desk }
    }

    @Test func zoomScrollAndPanWithTheMouseAndKeys() throws {
        let scratch = try ExportCommandTests.Scratch()
        _ = try ExportCommandTests.pageImages(scratch)
        let s = try AppSession(arguments: [scratch.path + "/in"], environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        guard let start = s.expectPixels("the pages", { Self.pageLeft($0, row: 100) != nil }) else { return }
        let left0 = try #require(Self.pageLeft(start, row: 100))
        // Ctrl+wheel up at the page's centre zooms in: the page widens to the left.
        s.client.move(s.window, Double(left0 + 125), 100)
        XTestHelpers.ctrlWheel(s, up: true)
        s.expectPixels("zoomed in") { (Self.pageLeft($0, row: 100) ?? left0) < left0 - 5 }
        s.client.key("0", with: ["Control_L"])
        guard let at100 = s.expectPixels("Ctrl+0: back to 100%", { Self.pageLeft($0, row: 100) == left0 }) else { return }
        let bottom0 = try #require(Self.pageBottom(at100, column: left0 + 100))
        // The wheel scrolls down by a notch.
        s.client.button(5, down: true); s.client.button(5, down: false)
        s.expectPixels("scrolled down a notch") { Self.pageBottom($0, column: left0 + 100) == bottom0 - 60 }
        s.client.button(4, down: true); s.client.button(4, down: false)
        s.expectPixels("scrolled back") { Self.pageBottom($0, column: left0 + 100) == bottom0 }
        // Middle-drag moves the page with the pointer (down; across, a page narrower than the
        // canvas stays centred).
        s.client.move(s.window, 600, 400)
        s.client.button(2, down: true)
        s.client.move(s.window, 650, 370)
        s.client.button(2, down: false)
        s.expectPixels("panned by the middle button") {
            Self.pageBottom($0, column: left0 + 100) == bottom0 - 30 && Self.pageLeft($0, row: 100) == left0
        }
        // Space-drag too.
        XTestHelpers.spaceDrag(s, from: (650, 370), to: (620, 380))
        s.expectPixels("panned with Space held") {
            Self.pageBottom($0, column: left0 + 100) == bottom0 - 20 && Self.pageLeft($0, row: 100) == left0
        }
        #expect(s.snapshot().map { snap in !(100..<600).contains { snap.isDark($0, 380) } } ?? false, "panning drew nothing")
    }
}

/// Input sequences XTestClient has no single call for.
enum XTestHelpers {
    static func ctrlWheel(_ s: AppSession, up: Bool) {
        s.client.keyDown("Control_L")
        s.client.button(up ? 4 : 5, down: true)
        s.client.button(up ? 4 : 5, down: false)
        s.client.keyUp("Control_L")
    }

    static func spaceDrag(_ s: AppSession, from a: (Double, Double), to b: (Double, Double)) {
        s.client.move(s.window, a.0, a.1)
        s.client.keyDown("space")
        s.client.button(1, down: true)
        s.client.move(s.window, b.0, b.1)
        s.client.button(1, down: false)
        s.client.keyUp("space")
    }
}
