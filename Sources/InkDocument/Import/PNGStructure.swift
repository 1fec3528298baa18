import Foundation
import InkGeometry

/// Checks a PNG's chunk structure without decoding it: every chunk whole, IHDR first, image
/// data (IDAT) present in one run, IEND last, and the CRC of every critical chunk right (as
/// libpng demands). A cut-off or damaged file is told apart here, with a clear reason, before
/// anything is decoded or copied.
public enum PNGStructure {
    /// Why `data` (a PNG by its signature) is damaged, or nil when its structure is sound.
    public static func problem(_ data: Data) -> String? {
        let r = ByteReader(data: data)
        var at = 8
        var index = 0
        var sawData = false, dataEnded = false
        while true {
            guard let length = r.u32(at), let type = r.u32(at + 4) else {
                return tr("the file ends before its IEND chunk")
            }
            let name = String(decoding: (0..<4).compactMap { r.u8(at + 4 + $0) }, as: UTF8.self)
            guard length <= 0x7fff_ffff, at + 12 + length <= data.count else {
                return tr("the file ends inside its %@ chunk", "\(printable(name))")
            }
            if index == 0, name != "IHDR" { return tr("the first chunk is not IHDR") }
            let critical = (type >> 24) & 0x20 == 0
            if critical {
                let start = data.startIndex + at + 4
                let stored = r.u32(at + 8 + length) ?? 0
                guard DocumentFile.CRC32().updated(with: data[start..<start + 4 + length]).value == UInt32(stored) else {
                    return tr("its %@ chunk fails its checksum", "\(printable(name))")
                }
            }
            if name == "IDAT" {
                if dataEnded { return tr("its image data (IDAT) is split by other chunks") }
                sawData = true
            } else if sawData {
                dataEnded = true
            }
            if name == "IEND" {
                return sawData ? nil : tr("it holds no image data (IDAT)")
            }
            at += 12 + length
            index += 1
        }
    }

    private static func printable(_ name: String) -> String {
        name.unicodeScalars.allSatisfy({ $0.value >= 0x41 && $0.value <= 0x7a }) ? name : "unnamed"
    }
}
