/// Render fixtures: a checked-in pen trace drawn through the editor and the renderer, compared
/// with its checked-in expected image within a tolerance (antialiasing may differ by a few
/// levels between Cairo builds; a changed curve moves whole runs of pixels).
/// `INKSTONE_UPDATE_FIXTURES=1 swift test --filter PenTraceFixtureTests` writes the images anew.
import Foundation
import Testing
import CCairo
import InkGeometry
import InkInput
import InkInterface
import InkRender

@Suite struct PenTraceFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The samples of a trace file: "x y pressure" per line, `#` comments.
    static func samples(_ name: String) throws -> [(Point, Double)] {
        let text = try String(contentsOf: folder.appendingPathComponent(name + ".trace"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> (Point, Double)? in
            guard !line.hasPrefix("#") else { return nil }
            let v = line.split(separator: " ").compactMap { Double($0) }
            return v.count == 3 ? (Point(v[0] + 56, v[1] + 40), v[2]) : nil
        }
    }

    /// The trace drawn with the pen at `smoothing`, event by event as the app does.
    static func render(_ name: String, smoothing: Smoothing) throws -> RenderHarness {
        let h = RenderHarness(width: 400, height: 300)
        var prefs = h.editor.preferences
        prefs.smoothing = smoothing
        h.show(h.editor.apply(prefs))
        let pen = DeviceRef(id: 9, kind: .pen)
        let s = try samples(name)
        for (i, (p, pressure)) in s.enumerated() {
            let action: InputEvent.Action = i == 0 ? .press(.primary) : i == s.count - 1 ? .release(.primary) : .motion
            h.show(h.editor.handle(InputEvent(action: action, device: pen, position: p, axes: AxisValues(pressure: pressure),
                                              buttons: i == 0 ? [] : .primary)))
        }
        return h
    }

    /// The largest difference of one colour channel between two 0xRRGGBB pixels.
    static func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        var worst = 0
        for shift: UInt32 in [16, 8, 0] {
            let ca = Int((a >> shift) & 0xff), cb = Int((b >> shift) & 0xff)
            worst = max(worst, abs(ca - cb))
        }
        return worst
    }

    @Test(arguments: [Smoothing.off, .low])
    func aTraceRendersAsItsExpectedImage(_ smoothing: Smoothing) throws {
        let name = "loops-and-corner", image = "\(name)-\(smoothing.rawValue).png"
        let h = try Self.render(name, smoothing: smoothing)
        let path = Self.folder.appendingPathComponent(image).path
        if ProcessInfo.processInfo.environment["INKSTONE_UPDATE_FIXTURES"] == "1" {
            #expect(h.renderer.frame.writePNG(to: path))
            return
        }
        guard let expected = cairo_image_surface_create_from_png(path), cairo_surface_status(expected) == CAIRO_STATUS_SUCCESS else {
            Issue.record("cannot read \(path)")
            return
        }
        defer { cairo_surface_destroy(expected) }
        cairo_surface_flush(expected)
        let width = Int(cairo_image_surface_get_width(expected)), height = Int(cairo_image_surface_get_height(expected))
        let stride = Int(cairo_image_surface_get_stride(expected))
        try #require(width == 400 && height == 300)
        guard let data = cairo_image_surface_get_data(expected) else { Issue.record("no pixels in \(path)"); return }
        // The ink only: the canvas, without the toolbar and status bar (their looks are not this fixture's).
        let canvas = h.editor.canvasFrame
        let xs = Swift.max(0, Int(canvas.minX))..<Swift.min(width, Int(canvas.maxX))
        let ys = Swift.max(0, Int(canvas.minY))..<Swift.min(height, Int(canvas.maxY))
        var differing = 0
        for y in ys {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in xs {
                let a = row[x] & 0xffffff, b = h.renderer.frame.pixel(x: x, y: y) & 0xffffff
                if Self.channelDifference(a, b) > 40 { differing += 1 }
            }
        }
        // A tenth of a percent: stray antialiasing, never a moved stroke.
        #expect(differing <= width * height / 1000, "\(differing) pixels differ from \(image)")
    }
}
