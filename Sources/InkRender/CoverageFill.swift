import CCairo
import InkDocument
import InkGeometry

/// Fills polygons with the non-zero rule and exact-area anti-aliasing straight into the pixels
/// of a Cairo RGB24 image surface, inside one small whole-pixel rectangle: the stroke in progress on
/// each drawing event (`FrameRenderer`), where it is the largest single cost.
///
/// Hand-written because, for this one job, it is faster and far smaller than `cairo_fill`:
/// Cairo's fill runs its path, polygon, clip, compositor and scan-converter code (~26k
/// instructions and ~500 cache lines of code for a drawing event's few pieces, every one of them
/// cold when the next pen event comes 8 ms later); this is a few short loops over a buffer of a
/// float per pixel (~120 lines of code a motion, ~6-11k instructions). Each edge adds the signed area it sweeps to the cells of the
/// pixels it crosses (the accumulation method of font-rs and stb_truetype), a running sum along
/// each row is then each pixel's coverage, and the colour is laid over with Cairo's (pixman's)
/// OVER arithmetic, so a pixel matches `cairo_fill` within a few levels at an edge and exactly
/// inside or outside the shape (`CoverageFillTests`).
///
/// Polygons come in groups. Within a group, coverages add (clamped to full): right for pieces
/// that meet edge to edge (a chisel's), and the non-zero rule holds exactly at every pixel wholly
/// inside or outside. Between groups a pixel takes the larger coverage: right where edges
/// coincide (a round nib's runs meet with the same round end, which adding would darken); where
/// two groups' edges cross inside one pixel, that pixel is a little lighter than Cairo's union.
final class CoverageFill {
    /// Rectangles up to this many pixels are filled here (the buffer is a float per pixel).
    static let pixelLimit = 128 * 128

    /// How many fills have been painted (for tests to see that drawing events take this path).
    private(set) var fills = 0

    /// The farthest a polygon's point may lie from the rectangle (device pixels).
    static let farthest: Float = 1e7

    /// A cell per pixel of the rectangle, two more per row (an edge on the right border writes
    /// there); all zero between fills. Made for the largest rectangle at once (~66 kB), so the
    /// first stroke's first event allocates nothing.
    private var cells = [Float](repeating: 0, count: (128 + 2) * 128)
    /// Each pixel's coverage (0-255) so far, from the groups ended; all zero between fills.
    private var coverage = [UInt8](repeating: 0, count: CoverageFill.pixelLimit)
    /// The rows the open group has reached (empty: no edge yet).
    private var groupRows = 0..<0
    /// The first group, ended, still in the cells: with no second group it is painted from
    /// there (most fills are one group), else it joins `coverage` when the second begins.
    private var held = 0..<0
    /// The rows `coverage` holds (empty: none).
    private var coverageRows = 0..<0
    /// A fill begun and not painted: its cells may hold edges (the next `begin` clears them).
    private var open = false
    /// The buffers a stroke's outline is made in (`add(_:pieces:outline:outlines:)`), kept from
    /// one drawing event to the next.
    var outlineScratch = OutlineRuns.Scratch()
    private var originX = 0, originY = 0, width = 0, height = 0
    /// Page to device: `device = page × scale + offset`.
    private var scale = 1.0, offset = Point.zero

    /// Starts a fill of the whole-pixel rectangle `r` (device pixels) with polygons in
    /// coordinates that `scale` and `offset` turn into device pixels; false (nothing started)
    /// when `r` is empty, not whole pixels or too large. A fill begun before and never painted is dropped.
    func begin(_ r: Rect, scale: Double, offset: Point) -> Bool {
        guard r.width > 0, r.height > 0, r.x.rounded() == r.x, r.y.rounded() == r.y, r.width.rounded() == r.width,
              r.height.rounded() == r.height, r.width * r.height <= Double(Self.pixelLimit) else { return false }
        if open {
            for i in cells.indices { cells[i] = 0 }
            for i in coverage.indices { coverage[i] = 0 }
        }
        open = true
        originX = Int(r.x); originY = Int(r.y); width = Int(r.width); height = Int(r.height)
        let needed = (width + 2) * height
        if cells.count < needed { cells = Array(repeating: 0, count: needed) }
        if coverage.count < width * height { coverage = Array(repeating: 0, count: width * height) }
        groupRows = 0..<0; held = 0..<0; coverageRows = 0..<0
        self.scale = scale
        self.offset = Point(offset.x - Double(originX), offset.y - Double(originY))
        return true
    }

    /// Adds a closed polygon to the open group; one with a point that is not a finite number or
    /// lies more than `farthest` pixels away (none comes from a stroke) adds nothing.
    func add(_ polygon: [Point]) {
        guard let last = polygon.last else { return }
        let s = scale, ox = offset.x, oy = offset.y, far = Double(Self.farthest)
        for p in polygon where !(abs(p.x * s + ox) <= far && abs(p.y * s + oy) <= far) { return }
        if !held.isEmpty {
            resolve(held)
            held = 0..<0
        }
        cells.withUnsafeMutableBufferPointer { cells in
            var px = Float(last.x * s + ox), py = Float(last.y * s + oy)
            for p in polygon {
                let x = Float(p.x * s + ox), y = Float(p.y * s + oy)
                edge(px, py, x, y, cells)
                px = x; py = y
            }
        }
    }

    /// An edge in the rectangle's coordinates: the parts left of it count as lying on its left
    /// border (they cover whole rows of pixels to their right), the parts right of it not at all.
    private func edge(_ ax: Float, _ ay: Float, _ bx: Float, _ by: Float, _ cells: UnsafeMutableBufferPointer<Float>) {
        guard ay != by, max(ay, by) > 0, min(ay, by) < Float(height) else { return }
        let w = Float(width)
        if (ax < 0 && bx > 0) || (ax > 0 && bx < 0) {
            let y = ay + (by - ay) * (0 - ax) / (bx - ax)
            edge(ax, ay, 0, y, cells)
            edge(0, y, bx, by, cells)
        } else if (ax < w && bx > w) || (ax > w && bx < w) {
            let y = ay + (by - ay) * (w - ax) / (bx - ax)
            edge(ax, ay, w, y, cells)
            edge(w, y, bx, by, cells)
        } else if min(ax, bx) < w {
            accumulate(min(max(ax, 0), w), ay, min(max(bx, 0), w), by, cells)
        }
    }

    /// Adds the signed area an edge (inside the rectangle's columns) sweeps to its pixels' cells.
    private func accumulate(_ ax: Float, _ ay: Float, _ bx: Float, _ by: Float, _ cells: UnsafeMutableBufferPointer<Float>) {
        let (dir, x0, y0, x1, y1): (Float, Float, Float, Float, Float) = ay < by ? (1, ax, ay, bx, by) : (-1, bx, by, ax, ay)
        guard y1 > 0, y0 < Float(height), let c = cells.baseAddress else { return }
        let dxdy = (x1 - x0) / (y1 - y0)
        let yStart = max(y0, 0), yEnd = min(y1, Float(height))
        // Whole parts of values at or above zero: truncation is the floor, one more the ceiling.
        let first = Int(yStart), end = Self.ceiling(yEnd)
        let stride = width + 2, w = Float(width)
        groupRows = groupRows.isEmpty ? first..<end : min(groupRows.lowerBound, first)..<max(groupRows.upperBound, end)
        var x = x0 + (yStart - y0) * dxdy
        var top = yStart
        for row in first..<end {
            let bottom = min(Float(row + 1), yEnd)
            let dy = bottom - top
            let xNext = x + dxdy * dy
            let d = dy * dir
            // (Rounding can carry the ends a hair past the borders.)
            let lo = max(min(x, xNext), 0), hi = min(max(x, xNext), w)
            let l = Int(lo), h = Self.ceiling(hi)
            let loFloor = Float(l)
            let cell = c + (row * stride + l)
            if h <= l + 1 {
                // Within one pixel: its cell takes the part left of the edge's middle, the next the rest.
                let middle = 0.5 * (x + xNext) - loFloor
                cell[0] += d - d * middle
                cell[1] += d * middle
            } else {
                let s = 1 / (hi - lo)
                let loFraction = lo - loFloor
                let a0 = 0.5 * s * (1 - loFraction) * (1 - loFraction)
                let hiFraction = hi - Float(h) + 1
                let am = 0.5 * s * hiFraction * hiFraction
                let span = h - l
                cell[0] += d * a0
                if span == 2 {
                    cell[1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - loFraction)
                    cell[1] += d * (a1 - a0)
                    for k in 2..<(span - 1) { cell[k] += d * s }
                    let a2 = a1 + Float(span - 3) * s
                    cell[span - 1] += d * (1 - a2 - am)
                }
                cell[span] += d * am
            }
            x = xNext
            top = bottom
        }
    }

    /// The ceiling of a value at or above zero, as a whole number.
    @inline(__always)
    private static func ceiling(_ v: Float) -> Int {
        let t = Int(v)
        return Float(t) < v ? t + 1 : t
    }

    /// Ends the open group: its coverage joins the fill's (the larger at each pixel).
    func endGroup() {
        guard !groupRows.isEmpty else { return }
        if coverageRows.isEmpty && held.isEmpty {
            held = groupRows
        } else {
            resolve(groupRows)
        }
        groupRows = 0..<0
    }

    /// Moves the coverage of the cells' group in `rows` into `coverage` (the larger at each
    /// pixel) and clears those cells.
    private func resolve(_ rows: Range<Int>) {
        coverageRows = coverageRows.isEmpty ? rows : min(coverageRows.lowerBound, rows.lowerBound)..<max(coverageRows.upperBound, rows.upperBound)
        coverage.withUnsafeMutableBufferPointer { coverage in
            drainCells(rows) { row, column, m in
                if m > coverage[row * width + column] { coverage[row * width + column] = UInt8(m) }
            }
        }
    }

    /// Each pixel's coverage (0-255) in `rows` from the cells' running sums, handed to `body`
    /// (row, column, coverage) where not 0; the cells are cleared as they are read. A cell no
    /// edge reached (most of a row: a stroke's outline crosses it in a few pixels) leaves the
    /// sum and so the coverage as they were, and costs a test (`CoverageFillGoldenTests`).
    @inline(__always)
    private func drainCells(_ rows: Range<Int>, _ body: (Int, Int, UInt32) -> Void) {
        let rowStride = width + 2
        cells.withUnsafeMutableBufferPointer { cells in
            for row in rows {
                let line = row * rowStride
                var sum: Float = 0, m: UInt32 = 0
                for column in 0..<width {
                    let v = cells[line + column]
                    if v != 0 {
                        sum += v
                        cells[line + column] = 0
                        m = UInt32(min(abs(sum), 1) * 255 + 0.5)
                    }
                    if m != 0 { body(row, column, m) }
                }
                cells[line + width] = 0
                cells[line + width + 1] = 0
            }
        }
    }

    /// Ends the open group and lays `color` over the surface's pixels (an RGB24 image's) as
    /// covered, with pixman's OVER arithmetic; clears the buffers for the next fill. False,
    /// with nothing drawn, when the rectangle does not lie inside the surface (its pixels are
    /// written directly: nothing outside its memory).
    @discardableResult
    func paint(_ color: InkColor, on surface: ImageSurface) -> Bool {
        paint(color, on: surface.surface, pixels: surface.pixels, stride: surface.stride, width: surface.width, height: surface.height)
    }

    /// `paint(_:on:)` on the image surface `s` whose pixels (RGB24 or premultiplied ARGB32:
    /// OVER is the same arithmetic on all four channels) are `pixels`, `width` × `height` with
    /// `stride` bytes a row.
    func paint(_ color: InkColor, on s: OpaquePointer, pixels: UnsafeMutableRawPointer, stride: Int, width surfaceWidth: Int,
               height surfaceHeight: Int) -> Bool {
        endGroup()
        open = false
        defer { held = 0..<0; coverageRows = 0..<0 }
        cairo_surface_flush(s)
        guard originX >= 0, originY >= 0, originX + width <= surfaceWidth, originY + height <= surfaceHeight else {
            for i in cells.indices { cells[i] = 0 }
            for i in coverage.indices { coverage[i] = 0 }
            return false
        }
        let source = Self.premultiplied(color)
        let opaque = source >> 24 == 255
        let first = (pixels + originY * stride + originX * 4).assumingMemoryBound(to: UInt32.self), wordsPerRow = stride / 4
        @inline(__always) func lay(_ row: Int, _ column: Int, _ m: UInt32) {
            let out = first + (row * wordsPerRow + column)
            if m == 255 && opaque { out.pointee = source } else { out.pointee = Self.over(Self.times(source, m), out.pointee) }
        }
        if !held.isEmpty {
            // One group: straight from the cells.
            drainCells(held, lay)
        } else {
            coverage.withUnsafeMutableBufferPointer { coverage in
                for row in coverageRows {
                    for column in 0..<width where coverage[row * width + column] != 0 {
                        lay(row, column, UInt32(coverage[row * width + column]))
                        coverage[row * width + column] = 0
                    }
                }
            }
        }
        fills += 1
        cairo_surface_mark_dirty_rectangle(s, Int32(originX), Int32(originY), Int32(width), Int32(height))
        return true
    }
}
