/// Reads integer settings out of an XSETTINGS blob (the `_XSETTINGS_SETTINGS` property a
/// settings manager publishes), e.g. "Net/DoubleClickTime". Never traps on malformed data.
public enum XSettingsParser {
    /// The integer value of `name`, or nil when absent, not an integer, or the data is malformed.
    public static func integer(_ name: String, in data: [UInt8]) -> Int? {
        guard data.count >= 12 else { return nil }
        let bigEndian = data[0] == 1 // MSBFirst
        func u16(_ i: Int) -> Int? {
            guard i + 2 <= data.count else { return nil }
            return bigEndian ? Int(data[i]) << 8 | Int(data[i + 1]) : Int(data[i + 1]) << 8 | Int(data[i])
        }
        func u32(_ i: Int) -> UInt32? {
            guard i + 4 <= data.count else { return nil }
            let b = (0..<4).map { UInt32(data[i + $0]) }
            return bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
        }
        func padded(_ n: Int) -> Int { (n + 3) & ~3 }
        guard let count = u32(8), count < 100_000 else { return nil }
        var at = 12
        for _ in 0..<count {
            guard at + 4 <= data.count, let nameLength = u16(at + 2) else { return nil }
            let type = data[at]
            let nameStart = at + 4
            guard nameStart + nameLength <= data.count else { return nil }
            let settingName = String(decoding: data[nameStart..<nameStart + nameLength], as: UTF8.self)
            at = nameStart + padded(nameLength) + 4 // skip last-change serial
            switch type {
            case 0: // integer
                guard let v = u32(at) else { return nil }
                if settingName == name { return Int(Int32(bitPattern: v)) }
                at += 4
            case 1: // string
                guard let length = u32(at) else { return nil }
                at += 4 + padded(Int(length))
            case 2: // colour: four CARD16
                at += 8
            default:
                return nil
            }
        }
        return nil
    }
}
