import Foundation
import InkDocument
import InkTestSupport
import Testing

/// A photo a phone stored sideways (EXIF orientation 6), through the real binary: its page is
/// the photo as seen, every pixel the stored one turned a quarter clockwise.
@Suite struct SidewaysPhotoTests {
    @Test func itExportsUpright() throws {
        let s = try ExportCommandTests.Scratch()
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Corpus/images/good.jpg")
        let stored = try Data(contentsOf: corpus)
        try stored.write(to: URL(fileURLWithPath: s.path + "/stored.jpg"))
        try ExifSamples.jpeg(stored, orientation: 6).write(to: URL(fileURLWithPath: s.path + "/sideways.jpg"))
        for name in ["stored", "sideways"] {
            let r = try s.run([s.path + "/\(name).jpg", "--png", s.path + "/\(name)"])
            #expect(r.status == 0, "\(r.output)")
        }
        let a = try ExportCommandTests.Pixels(png: s.path + "/stored/page-001.png")
        let b = try ExportCommandTests.Pixels(png: s.path + "/sideways/page-001.png")
        #expect(b.width == a.height && b.height == a.width, "\(a.width)x\(a.height) shown as \(b.width)x\(b.height)")
        var wrong = 0
        for y in 0..<b.height {
            for x in 0..<b.width where b.values[y * b.width + x] != a.values[(a.height - 1 - x) * a.width + y] { wrong += 1 }
        }
        #expect(wrong == 0, "\(wrong) pixels not the stored ones turned")
    }
}
