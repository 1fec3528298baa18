import Foundation
import InkGeometry
import InkInterface

/// A zoom level of the ink tiles: the scale, and where the pixel grid falls on the document
/// (the fractional part of the view's origin). Panning by whole pixels keeps it, so the tiles
/// made for one view serve every view scrolled from it, pixel for pixel.
public struct TileZoom: Hashable, Sendable {
    public var scale: Double
    /// The fractional part of the viewport's origin, 0..<1 on each axis.
    public var phase: Point

    public init(_ viewport: Viewport) {
        scale = viewport.scale
        phase = Point(viewport.origin.x - viewport.origin.x.rounded(.down), viewport.origin.y - viewport.origin.y.rounded(.down))
    }
}

/// One ink tile: a square of `TileGrid.side` device pixels at a zoom, at a column and row of
/// that zoom's pixel grid (device pixel `d` of the document point `p` is `p · scale + phase`).
public struct TileKey: Hashable, Sendable {
    public var zoom: TileZoom
    public var column: Int
    public var row: Int

    public init(zoom: TileZoom, column: Int, row: Int) { self.zoom = zoom; self.column = column; self.row = row }
}

/// Where tiles lie: in device pixels of their zoom, in document units, and in the window.
public enum TileGrid {
    /// A tile's side in pixels (256 KiB of ARGB pixels).
    public static let side = 256

    /// The document area a tile covers.
    public static func documentRect(of key: TileKey) -> Rect {
        let t = Double(side), s = key.zoom.scale
        return Rect(x: (Double(key.column) * t - key.zoom.phase.x) / s, y: (Double(key.row) * t - key.zoom.phase.y) / s,
                    width: t / s, height: t / s)
    }

    /// The device-pixel rectangle of a document area at a zoom, grown to whole pixels.
    static func deviceRect(of r: Rect, zoom: TileZoom) -> Rect {
        Rect(x: r.x * zoom.scale + zoom.phase.x, y: r.y * zoom.scale + zoom.phase.y,
             width: r.width * zoom.scale, height: r.height * zoom.scale).integral
    }

    /// The tiles of a zoom that a device-pixel rectangle reaches into.
    static func keys(device r: Rect, zoom: TileZoom) -> [TileKey] {
        guard !r.isEmpty, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return [] }
        let t = Double(side)
        let c0 = (r.minX / t).rounded(.down), c1 = (r.maxX / t).rounded(.up) - 1
        let r0 = (r.minY / t).rounded(.down), r1 = (r.maxY / t).rounded(.up) - 1
        // A document zoomed far out or an absurd rectangle: no tiles rather than millions.
        guard c1 >= c0, r1 >= r0, (c1 - c0 + 1) * (r1 - r0 + 1) <= 4096, abs(c0) < 1e12, abs(r0) < 1e12 else { return [] }
        var keys: [TileKey] = []
        for row in Int(r0)...Int(r1) {
            for column in Int(c0)...Int(c1) { keys.append(TileKey(zoom: zoom, column: column, row: row)) }
        }
        return keys
    }

    /// The tiles of a zoom that a document area reaches into.
    public static func keys(meeting r: Rect, zoom: TileZoom) -> [TileKey] {
        r.isEmpty ? [] : keys(device: deviceRect(of: r, zoom: zoom), zoom: zoom)
    }

    /// The tiles of the viewport's zoom under a window rectangle.
    public static func keys(window r: Rect, viewport: Viewport) -> [TileKey] {
        keys(device: r.integral.offsetBy(Point(-viewport.origin.x.rounded(.down), -viewport.origin.y.rounded(.down))), zoom: TileZoom(viewport))
    }

    /// A tile's rectangle in the window, for a viewport of its zoom (whole pixels).
    public static func windowRect(of key: TileKey, viewport: Viewport) -> Rect {
        let t = Double(side)
        return Rect(x: Double(key.column) * t + viewport.origin.x.rounded(.down), y: Double(key.row) * t + viewport.origin.y.rounded(.down),
                    width: t, height: t)
    }
}
