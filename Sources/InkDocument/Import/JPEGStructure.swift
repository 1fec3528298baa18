import Foundation
import InkGeometry

/// Checks a JPEG's marker structure without decoding it: its segments whole, at least one scan
/// (SOS), and its end marker (EOI) after the last scan's data, where libjpeg ends the image. A
/// file cut short, the commonest damage (a download or copy that stopped), is told apart here
/// with a clear reason before anything is placed or stored; damage inside the scan data is left
/// to the decoder, as a PNG's inside its image data is. Stray bytes between segments are
/// skipped, as libjpeg does (it warns and reads on); bytes after the end marker are ignored.
public enum JPEGStructure {
    /// Why `data` (a JPEG by its start marker) is damaged, or nil when its structure is sound.
    public static func problem(_ data: Data) -> String? {
        data.withUnsafeBytes { bytes in problem(bytes) }
    }

    static func problem(_ bytes: UnsafeRawBufferPointer) -> String? {
        let count = bytes.count
        guard count >= 2, bytes[0] == 0xff, bytes[1] == 0xd8 else { return tr("it does not begin with a JPEG start marker") }
        var at = 2
        var scans = 0
        while true {
            // The next marker: stray bytes and fill bytes (0xFF) before its code are skipped.
            while at < count, bytes[at] != 0xff { at += 1 }
            while at < count, bytes[at] == 0xff { at += 1 }
            guard at < count else {
                return scans == 0 ? tr("the file ends before its image data") : tr("the file ends before its end marker (EOI)")
            }
            let code = bytes[at]
            at += 1
            switch code {
            case 0xd9:
                return scans == 0 ? tr("it holds no image data (no scan)") : nil
            case 0x01, 0xd0...0xd7, 0x00:
                continue   // markers without a length (and a stuffed zero where a marker was expected)
            default:
                let length = at + 2 <= count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : 0
                guard length >= 2, at + length <= count else {
                    // After a scan, a segment past the end is as often scan data written over.
                    return scans == 0 ? tr("the file ends inside its header") : tr("a marker after its image data runs past the end of the file")
                }
                at += length
                guard code == 0xda else { continue }
                scans += 1
                at = scanEnd(bytes, from: at)
            }
        }
    }

    /// Where the entropy-coded data from `from` ends: at the first 0xFF that begins a marker
    /// other than a restart (0xFF 0x00 is a stuffed data byte); the count when none does.
    private static func scanEnd(_ bytes: UnsafeRawBufferPointer, from: Int) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        var at = from
        while at < bytes.count {
            // memchr: the scan data is most of a photo's bytes.
            guard let hit = memchr(base + at, 0xff, bytes.count - at) else { return bytes.count }
            let ff = base.distance(to: UnsafeRawPointer(hit))
            var next = ff + 1
            while next < bytes.count, bytes[next] == 0xff { next += 1 }
            guard next < bytes.count else { return bytes.count }
            let code = bytes[next]
            if code == 0x00 || (0xd0...0xd7).contains(code) { at = next + 1; continue }
            return ff
        }
        return bytes.count
    }
}
