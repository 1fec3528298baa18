/// The pixels of a window at one moment (0xRRGGBB each).
struct Snapshot: Sendable {
    let width: Int
    let height: Int
    let pixels: [UInt32]

    func pixel(_ x: Int, _ y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return pixels[y * width + x]
    }

    /// Whether the pixel is clearly ink-dark (every channel below `limit`).
    func isDark(_ x: Int, _ y: Int, limit: UInt32 = 0x60) -> Bool {
        let p = pixel(x, y)
        return (p >> 16) & 0xff < limit && (p >> 8) & 0xff < limit && p & 0xff < limit
    }

    /// Whether any pixel within `radius` of (x, y) satisfies `test`.
    func any(near x: Int, _ y: Int, radius: Int, _ test: (UInt32) -> Bool) -> Bool {
        for dy in -radius...radius { for dx in -radius...radius where test(pixel(x + dx, y + dy)) { return true } }
        return false
    }

    /// How many pixels in a row from x0 to x1 (inclusive) satisfy `test`.
    func count(row y: Int, from x0: Int, to x1: Int, _ test: (UInt32) -> Bool) -> Int {
        (x0...x1).filter { test(pixel($0, y)) }.count
    }

    /// How many pixels in a column satisfy `test`.
    func count(column x: Int, from y0: Int, to y1: Int, _ test: (UInt32) -> Bool) -> Int {
        (y0...y1).filter { test(pixel(x, $0)) }.count
    }
}

/// Whether two colours are within `tolerance` per channel.
func close(_ a: UInt32, _ b: UInt32, tolerance: Int = 24) -> Bool {
    for shift in [16, 8, 0] as [UInt32] {
        if abs(Int((a >> shift) & 0xff) - Int((b >> shift) & 0xff)) > tolerance { return false }
    }
    return true
}

let paperWhite: UInt32 = 0xffffff

extension Snapshot {
    /// The width in pixels of ink crossing column `x` between `y0` and `y1`, from coverage:
    /// each pixel counts by how far its green channel went from paper toward `ink`.
    func inkWidth(column x: Int, from y0: Int, to y1: Int, ink: UInt32) -> Double {
        let inkGreen = Double((ink >> 8) & 0xff)
        return (y0...y1).reduce(0.0) { sum, y in
            let g = Double((pixel(x, y) >> 8) & 0xff)
            return sum + max(0, min(1, (255 - g) / (255 - inkGreen)))
        }
    }
}
