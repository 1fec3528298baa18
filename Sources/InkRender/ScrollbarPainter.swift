import CCairo
import InkGeometry
import InkInterface

/// Draws the canvas's overlay scrollbars: a slim rounded thumb, wider and darker with its
/// track shown while the pointer is over it or it is dragged.
enum ScrollbarPainter {
    static func paint(_ view: Scene.ScrollbarsView, on cr: OpaquePointer) {
        for bar in [view.bars.vertical, view.bars.horizontal].compactMap({ $0 }) {
            let hot = view.hovered == bar.axis || view.dragged == bar.axis
            let thickness = hot ? 10.0 : 6.0
            cairo_save(cr)
            if hot {
                OverviewPainter.roundedRect(cr, inset(bar.track, thickness: thickness + 2, axis: bar.axis), radius: 6)
                cairo_set_source_rgba(cr, 0.2, 0.2, 0.24, 0.10)
                cairo_fill(cr)
            }
            OverviewPainter.roundedRect(cr, inset(bar.thumb, thickness: thickness, axis: bar.axis), radius: thickness / 2)
            cairo_set_source_rgba(cr, 0.2, 0.2, 0.24, view.dragged == bar.axis ? 0.8 : hot ? 0.65 : 0.45)
            cairo_fill_preserve(cr)
            cairo_set_source_rgba(cr, 1, 1, 1, 0.6)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
            cairo_restore(cr)
        }
    }

    /// A bar's strip narrowed to `thickness` across its axis, centred.
    private static func inset(_ r: Rect, thickness: Double, axis: Scrollbars.Axis) -> Rect {
        axis == .vertical
            ? Rect(x: (r.center.x - thickness / 2).rounded(), y: r.minY + 1, width: thickness, height: Swift.max(0, r.height - 2))
            : Rect(x: r.minX + 1, y: (r.center.y - thickness / 2).rounded(), width: Swift.max(0, r.width - 2), height: thickness)
    }
}
