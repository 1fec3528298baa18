import Foundation
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport
import Testing

/// A placed image turns with the selection (issue 17), in the real binary: a long thin PNG
/// pasted from another app (`xclip`) onto the page of an opened document lands selected; Alt+Right
/// twice turns it 30° (the pixels along its turned axis show it, the ends of its upright frame
/// show the page); Ctrl+S saves it turned, and the document reopened shows it turned again.
/// Screenshots right- and left-handed (`INKSTONE_SCREENSHOTS`).
@Suite(.serialized) struct TurnedImageEndToEndTests {
    static let window = MarkingMenuEndToEndTests.window
    static let teal: UInt32 = 0x1a8c7a

    static func isTeal(_ snap: Snapshot, _ p: Point) -> Bool { close(snap.pixel(Int(p.x), Int(p.y)), teal, tolerance: 30) }

    /// Points of the turned image (its axis near both ends) and points of its upright frame it
    /// no longer covers (the frame's ends), in window coordinates, from the model editor.
    static func probes(_ editor: Editor) throws -> (inside: [Point], outside: [Point]) {
        let image = try #require(editor.document.pages[0].images.first)
        let f = image.frame
        let inside = [image.point(atFraction: 0.08, 0.5), image.point(atFraction: 0.92, 0.5)]
        let outside = [Point(f.minX + 0.06 * f.width, f.center.y), Point(f.maxX - 0.06 * f.width, f.center.y)]
        #expect(image.angle == 0 || (outside.allSatisfy { !image.contains($0) } && inside.allSatisfy { !f.contains($0) }))
        func window(_ p: Point) -> Point { editor.viewport.toWindow(p + editor.layout.origin(of: 0)) }
        return (inside.map(window), outside.map(window))
    }

    static func showsTurned(_ snap: Snapshot, _ probes: (inside: [Point], outside: [Point])) -> Bool {
        probes.inside.allSatisfy { isTeal(snap, $0) } && probes.outside.allSatisfy { !isTeal(snap, $0) }
    }

    @Test func altRightTwiceTurnsAPastedImageThirtyDegreesAndItIsSavedTurned() throws {
        let path = try ClipboardEndToEndTests.pagedDocument()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let png = try ClipboardEndToEndTests.png(width: 320, height: 40, rgb: Self.teal)
        defer { try? FileManager.default.removeItem(atPath: png) }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: png))

        // The engine's account of where the pasted image lands and how it turns.
        var model = Editor(document: try DocumentFile.load(from: URL(fileURLWithPath: path)), windowSize: Self.window)
        _ = model.showStart()
        _ = model.placeImage(bytes: bytes, format: .png, at: Point(560, 400), for: .mouse)
        let upright = try Self.probes(model)
        _ = model.handle(KeyChord(.right, [.alt])); _ = model.handle(KeyChord(.right, [.alt]))
        let turned = try Self.probes(model)
        #expect(abs((model.document.pages[0].images.first?.angle ?? 0) - .pi / 6) < 1e-9)

        let s = try AppSession(arguments: [path])
        let xclip = try Xclip.serve(display: s.server.display, type: "image/png", file: png)
        defer { xclip.stop() }
        #expect(Xclip.waitForOffer(display: s.server.display, type: "image/png"))
        ClipboardEndToEndTests.ctrl(s, "v", at: (560, 400))
        s.expectPixels("the image upright, selected") { snap in
            upright.outside.allSatisfy { Self.isTeal(snap, $0) } && !turned.inside.allSatisfy { Self.isTeal(snap, $0) }
        }
        s.screenshot("turned-image-upright")
        for _ in 0..<2 { s.waitForAck { s.client.key("Right", with: ["Alt_L"]) } }
        s.expectPixels("the image turned 30° about its centre") { Self.showsTurned($0, turned) }
        s.screenshot("turned-image-30")

        // Left-handed (the selection's buttons on the other side): still turned.
        let left = try s.runCommand(["prefs", "set", "handedness", "left"])
        #expect(left.status == 0, "\(left.output)")
        var lefty = model
        lefty.rightHanded = false
        let leftProbes = try Self.probes(lefty)
        s.expectPixels("the toolbar on the right, the image still turned") { snap in
            snap.pixel(Int(Self.window.width) - 20, 300) != paperWhite && Self.showsTurned(snap, leftProbes)
        }
        s.screenshot("turned-image-30-left-handed")

        // Saved in place with Ctrl+S: the file holds the turn.
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        ClipboardEndToEndTests.ctrl(s, "s", at: (560, 400))
        var saved: Document?
        s.check(waitUntil {
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)), data != before else { return false }
            saved = try? DocumentFile.decode(data)
            return saved?.pages[0].images.isEmpty == false
        }, "saved")
        let image = try #require(saved?.pages[0].images.first)
        #expect(abs(image.angle - .pi / 6) < 1e-9, "\(image.angle)")
        let expected = model.document.pages[0].images[0].frame
        #expect(abs(image.frame.minX - expected.minX) < 0.5 && abs(image.frame.minY - expected.minY) < 0.5
                && abs(image.frame.width - expected.width) < 0.5 && abs(image.frame.height - expected.height) < 0.5, "\(image.frame) vs \(expected)")

        // Reopened in a fresh run: still turned.
        let again = try AppSession(arguments: [path])
        again.expectPixels("the image turned after reopening") { Self.showsTurned($0, turned) }
        again.screenshot("turned-image-reopened")
    }
}
