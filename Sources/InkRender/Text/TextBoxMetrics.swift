import CCairo
internal import CPango
import Foundation
import InkDocument
import InkGeometry

/// Text boxes measured with Pango exactly as `TextBoxPainter` lays them out (the same layout,
/// unhinted metrics: the same at every zoom, in a PNG and in a PDF): a box's size, where the
/// caret stands and which offset lies under a point. Sizes are kept per box content (each
/// frame asks again). Used from any thread: every Pango call is made under the lock.
final class TextBoxMetrics: @unchecked Sendable {
    static let shared = TextBoxMetrics()

    private struct Key: Hashable {
        var text: String
        var width: Double
        var fontSize: Double
        var font: String?
    }

    private let lock = NSLock()
    /// A plain image surface's context at scale 1: page units are its units.
    private let surface: OpaquePointer?
    private let cr: OpaquePointer?
    private var sizes: [Key: Size] = [:]
    /// More sizes than this and the cache starts again.
    private static let limit = 256

    private init() {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        cr = surface.flatMap { cairo_create($0) }
    }

    deinit {
        if let cr { cairo_destroy(cr) }
        if let surface { cairo_surface_destroy(surface) }
    }

    /// The box's text as laid out (its logical extent), in page units; one line when empty.
    func size(_ box: TextBox) -> Size {
        let key = Key(text: box.text, width: box.width, fontSize: box.fontSize, font: box.font)
        lock.lock(); defer { lock.unlock() }
        if let size = sizes[key] { return size }
        guard let cr else { return Size(box.width, box.fontSize) }
        let size = TextBoxPainter.measuredSize(box, on: cr)
        if sizes.count >= Self.limit { sizes.removeAll(keepingCapacity: true) }
        sizes[key] = size
        return size
    }

    /// The box's frame on its page: its width (or its text's, should a glyph pass it) and its text's height.
    func frame(_ box: TextBox) -> Rect {
        let s = size(box)
        return Rect(x: box.origin.x, y: box.origin.y, width: Swift.max(box.width, s.width), height: s.height)
    }

    /// The caret offset (characters) nearest to `point`, from the box's top left (`pango_layout_xy_to_index`).
    func caretOffset(in box: TextBox, at point: Point) -> Int {
        lock.lock(); defer { lock.unlock() }
        guard let cr else { return box.text.count }
        let scale = Double(PANGO_SCALE)
        let found: (index: Int, trailing: Int)? = TextBoxPainter.withLayout(box, on: cr) { layout in
            var index: Int32 = 0, trailing: Int32 = 0
            let x = Int32(Swift.max(-1e6, Swift.min(point.x, 1e6)) * scale), y = Int32(Swift.max(-1e6, Swift.min(point.y, 1e6)) * scale)
            _ = pango_layout_xy_to_index(layout, x, y, &index, &trailing)
            return (Int(index), Int(trailing))
        }
        guard let found else { return box.text.count }
        return Self.characters(before: found.index, in: box.text) + (found.trailing > 0 ? 1 : 0)
    }

    /// Where the caret at `offset` characters stands, from the box's top left (width 0); with
    /// `endsLine`, at the end of the line of the character before it.
    func caretFrame(in box: TextBox, at offset: Int, endsLine: Bool = false) -> Rect {
        lock.lock(); defer { lock.unlock() }
        guard let cr, let c = TextBoxPainter.caret(TextBox(id: box.id, origin: .zero, width: box.width, text: box.text,
                                                           fontSize: box.fontSize, color: box.color, font: box.font),
                                                   at: offset, endsLine: endsLine, on: cr)
        else { return Rect(x: 0, y: 0, width: 0, height: box.fontSize) }
        return c
    }

    /// How many characters (grapheme clusters) start before the UTF-8 byte `index` of `text`.
    static func characters(before index: Int, in text: String) -> Int {
        var count = 0, bytes = 0
        for c in text {
            if bytes >= index { break }
            bytes += c.utf8.count
            count += 1
        }
        return count
    }
}
