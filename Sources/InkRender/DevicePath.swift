import CCairo
import InkGeometry

/// Adds polygons to a Cairo context's current path in device space, with the context's matrix
/// set aside meanwhile.
///
/// Cairo passes every `cairo_line_to` point through its matrix (a function call and a check
/// of the matrix per point: most of a line's cost in a drawing event's few dozen points); here
/// the points are transformed with the same arithmetic in the same order, `(xx·x + xy·y) + x0`
/// as `cairo_matrix_transform_point` does, so the path holds the same fixed-point coordinates
/// and the pixels are the same as Cairo's own transform gives (tiles and window agree).
/// The path itself does not depend on the matrix once added, so filling it afterwards with the
/// matrix restored fills the same shape.
struct DevicePath {
    let cr: OpaquePointer
    private var matrix = cairo_matrix_t()

    /// Reads the context's matrix and makes it the identity until `end`.
    init(_ cr: OpaquePointer) {
        self.cr = cr
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
    }

    /// Adds a closed polygon (user coordinates).
    func add(_ points: [Point]) {
        guard let first = points.first else { return }
        let m = matrix
        cairo_move_to(cr, (m.xx * first.x + m.xy * first.y) + m.x0, (m.yx * first.x + m.yy * first.y) + m.y0)
        for p in points.dropFirst() { cairo_line_to(cr, (m.xx * p.x + m.xy * p.y) + m.x0, (m.yx * p.x + m.yy * p.y) + m.y0) }
        cairo_close_path(cr)
    }

    /// Puts the context's matrix back.
    func end() {
        var m = matrix
        cairo_set_matrix(cr, &m)
    }
}
