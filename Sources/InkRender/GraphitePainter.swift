import CCairo
import InkDocument
import InkGeometry

/// Paints a pencil stroke: each outline piece as opaque as its pressure and tilt make the
/// graphite (`Graphite.opacity`, in steps of 1/128), through the paper's grain
/// (`GraphiteGrain`) onto the page. Consecutive pieces of the same darkness are one path filled
/// once, so the stroke's own overlaps never darken; a stroke whose darkness changes is built in
/// a group where each run replaces what the runs before it left, so its darkness follows the
/// pen smoothly. Pieces are painted in ascending order whatever the clip, so a repaint gives
/// the same pixels.
enum GraphitePainter {
    /// Darkness steps: fine enough that a pressure ramp shows no bands.
    static let levels = 128.0

    static func fill<P: RandomAccessCollection>(_ points: P, pieces: [Int], color: InkColor, outline: OutlineOptions, on cr: OpaquePointer)
    where P.Element == StrokePoint, P.Index == Int {
        guard let first = points.first else { return }
        let ends = points.count == 1 ? [(first, first)] : pieces.map { (points[$0], points[$0 + 1]) }
        let levels = ends.map { a, b in
            Int((Graphite.opacity(pressure: (a.pressure + b.pressure) / 2, tilt: (a.tilt + b.tilt) / 2) * Self.levels).rounded())
        }
        guard let firstLevel = levels.first else { return }
        cairo_save(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_new_path(cr)
        if levels.allSatisfy({ $0 == firstLevel }) {
            // One darkness (a steady hand, or the few pieces of a live stroke's newest part):
            // the path itself clips the grain, no group needed.
            for (a, b) in ends { addPolygon(cr, outlinePiece(a, b, options: outline)) }
            cairo_clip(cr)
            paint(color, Double(firstLevel) / Self.levels, on: cr)
            cairo_restore(cr)
            return
        }
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        var level = firstLevel
        for (i, (a, b)) in ends.enumerated() {
            if levels[i] != level {
                fillRun(color, level, on: cr)
                level = levels[i]
            }
            addPolygon(cr, outlinePiece(a, b, options: outline))
        }
        fillRun(color, level, on: cr)
        cairo_pop_group_to_source(cr)
        maskWithGrain(cr)
        cairo_restore(cr)
    }

    /// Fills the run in the current path at a darkness level.
    private static func fillRun(_ color: InkColor, _ level: Int, on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * Double(level) / Self.levels)
        cairo_fill(cr)
    }

    /// Paints the colour at `opacity` through the grain, within the clip.
    private static func paint(_ color: InkColor, _ opacity: Double, on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * opacity)
        maskWithGrain(cr)
    }

    /// Paints the source through the grain (all of it, if there is no grain).
    private static func maskWithGrain(_ cr: OpaquePointer) {
        GraphiteGrain.shared.withPattern { grain in
            if let grain { cairo_mask(cr, grain) } else { cairo_paint(cr) }
        }
    }
}
