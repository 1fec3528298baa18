import InkGeometry

extension Stroke {
    /// The same stroke (same id) moved, scaled or turned: every point through `transform`, a
    /// chisel's nib angle turned with it, the width scaled by the transform's length scale
    /// (a stroke shrunk to half is half as wide).
    public func transformed(by transform: Affine) -> Stroke {
        let turn = transform.angle, scale = transform.lengthScale
        let moved = points.map { p in
            StrokePoint(transform.apply(p.position), pressure: p.pressure, tilt: p.tilt, angle: outline.nib == .chisel ? p.angle + turn : p.angle)
        }
        var options = outline
        if scale > 0, scale.isFinite, abs(scale - 1) > 1e-9 {
            options.width = Swift.min(Swift.max(options.width * scale, 0.1), 512)
            options.minimumWidth = Swift.min(options.minimumWidth, options.width)
        }
        return Stroke(id: id, points: moved, color: color, outline: options)
    }

    /// The same stroke in another colour.
    public func recoloured(_ newColor: InkColor) -> Stroke {
        Stroke(id: id, packed: points, color: newColor, outline: outline)
    }

    /// The same stroke at another nominal width.
    public func rewidened(_ width: Double) -> Stroke {
        var options = outline
        options.width = width
        options.minimumWidth = Swift.min(options.minimumWidth, width)
        return Stroke(id: id, packed: points, color: color, outline: options)
    }
}

extension Page {
    /// The strokes with these ids, each at its index, lowest first.
    public func placed(_ ids: Set<StrokeID>) -> [PlacedStroke] {
        strokes.indices.compactMap { i in ids.contains(strokes[i].id) ? PlacedStroke(index: i, stroke: strokes[i]) : nil }
    }
}

extension Edit {
    /// One undoable step that swaps strokes for changed copies of themselves at the same indices
    /// (a selection moved, scaled, turned, recoloured): a `replace`, so files and journals
    /// need nothing new. Nil when nothing would change.
    public static func restyle(page: Int, _ placed: [PlacedStroke], _ change: (Stroke) -> Stroke) -> Edit? {
        let added = placed.map { PlacedStroke(index: $0.index, stroke: change($0.stroke)) }
        guard added != placed else { return nil }
        return Edit(page: page, change: .replace(removed: placed, added: added))
    }
}
