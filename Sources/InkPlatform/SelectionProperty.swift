import CX11
import Foundation

/// Reading and writing the window properties selections travel through (ICCCM 2).
@MainActor
enum SelectionProperty {
    /// A property's whole value: its type, format and bytes (format 32 items as X hands
    /// them to Xlib clients, one C long each), deleting it when `delete`; nil when it is not there.
    static func read(_ display: XDisplay, _ window: Window, _ property: Atom, delete: Bool) -> (type: Atom, format: Int32, bytes: Data)? {
        var type: Atom = 0, format: Int32 = 0, items: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // As much as there is (the length counts 32-bit units); the server sends it in one reply.
        guard XGetWindowProperty(display.pointer, window, property, 0, 0x1fff_ffff, delete ? 1 : 0, Atom(AnyPropertyType),
                                 &type, &format, &items, &after, &data) == Success else { return nil }
        defer { if let data { XFree(data) } }
        guard type != 0 else { return nil }
        let unit = format == 32 ? MemoryLayout<CLong>.size : format == 16 ? MemoryLayout<CShort>.size : 1
        let bytes = data.map { Data(bytes: $0, count: Int(items) * unit) } ?? Data()
        return (type, format, bytes)
    }

    /// The atoms of a format-32 ATOM property's bytes.
    static func atoms(in bytes: Data) -> [Atom] {
        let n = bytes.count / MemoryLayout<Atom>.size
        return (0..<n).map { i in bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: i * MemoryLayout<Atom>.size, as: Atom.self) } }
    }

    /// Writes 8-bit data (none: an empty value, the end of an INCR transfer).
    static func write(_ display: XDisplay, _ window: Window, _ property: Atom, type: Atom, bytes: Data) {
        let array = bytes.isEmpty ? [UInt8(0)] : [UInt8](bytes)
        array.withUnsafeBufferPointer { b in
            _ = XChangeProperty(display.pointer, window, property, type, 8, PropModeReplace, b.baseAddress, Int32(bytes.count))
        }
    }

    /// Writes 32-bit items (atoms, a time, an INCR size): one C long each, as Xlib takes them.
    static func write(_ display: XDisplay, _ window: Window, _ property: Atom, type: Atom, longs: [UInt]) {
        longs.withUnsafeBufferPointer { b in
            b.withMemoryRebound(to: UInt8.self) { bytes in
                _ = XChangeProperty(display.pointer, window, property, type, 32, PropModeReplace, bytes.baseAddress, Int32(longs.count))
            }
        }
    }

    /// The largest piece of data one property change carries, in bytes: a quarter of the
    /// server's maximum request size (`XExtendedMaxRequestSize`, else `XMaxRequestSize`, both
    /// in 4-byte units; ICCCM 2.5), and at most 256 KiB, as GTK and Qt keep it. Larger data
    /// travels incrementally (INCR).
    static func chunkSize(_ display: XDisplay) -> Int {
        let extended = Int(XExtendedMaxRequestSize(display.pointer))
        let words = extended > 0 ? extended : Int(XMaxRequestSize(display.pointer))
        return Swift.max(4096, Swift.min(262_144, words))
    }
}
