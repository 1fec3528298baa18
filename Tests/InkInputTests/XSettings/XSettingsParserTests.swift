/// XSETTINGS blobs built by hand: the double-click time is found in either byte order, among
/// string and colour settings, and malformed data gives nil instead of a crash.
import InkInput
import Testing

@Suite struct XSettingsParserTests {
    /// An XSETTINGS blob with the given settings, little- or big-endian.
    static func blob(bigEndian: Bool, _ settings: [(name: String, value: Any)]) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { bigEndian ? [UInt8(v >> 8 & 0xff), UInt8(v & 0xff)] : [UInt8(v & 0xff), UInt8(v >> 8 & 0xff)] }
        func u32(_ v: UInt32) -> [UInt8] {
            let b = [UInt8(v >> 24 & 0xff), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)]
            return bigEndian ? b : b.reversed()
        }
        func pad(_ bytes: [UInt8]) -> [UInt8] { bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4) }
        var out: [UInt8] = [bigEndian ? 1 : 0, 0, 0, 0] + u32(7) + u32(UInt32(settings.count))
        for s in settings {
            let name = Array(s.name.utf8)
            switch s.value {
            case let i as Int: out += [0, 0] + u16(name.count) + pad(name) + u32(1) + u32(UInt32(bitPattern: Int32(i)))
            case let t as String: out += [1, 0] + u16(name.count) + pad(name) + u32(1) + u32(UInt32(t.utf8.count)) + pad(Array(t.utf8))
            default: out += [2, 0] + u16(name.count) + pad(name) + u32(1) + [1, 2, 3, 4, 5, 6, 7, 8]
            }
        }
        return out
    }

    @Test(arguments: [false, true])
    func findsTheDoubleClickTimeAmongOtherSettings(bigEndian: Bool) {
        let data = Self.blob(bigEndian: bigEndian, [("Net/ThemeName", "Adwaita"), ("Gtk/CursorThemeColor", 0.5),
                                                    ("Net/DoubleClickTime", 420), ("Net/DndDragThreshold", 8)])
        #expect(XSettingsParser.integer("Net/DoubleClickTime", in: data) == 420)
        #expect(XSettingsParser.integer("Net/DndDragThreshold", in: data) == 8)
        #expect(XSettingsParser.integer("Net/ThemeName", in: data) == nil)
        #expect(XSettingsParser.integer("Missing/Setting", in: data) == nil)
    }

    @Test func malformedDataGivesNil() {
        let good = Self.blob(bigEndian: false, [("Net/DoubleClickTime", 250)])
        #expect(XSettingsParser.integer("Net/DoubleClickTime", in: good) == 250)
        for cut in 0..<good.count {
            #expect(XSettingsParser.integer("Net/DoubleClickTime", in: Array(good.prefix(cut))) == nil)
        }
        var huge = good
        huge[8] = 0xff; huge[9] = 0xff; huge[10] = 0xff; huge[11] = 0x7f
        #expect(XSettingsParser.integer("Net/DoubleClickTime", in: huge) == nil)
    }
}
