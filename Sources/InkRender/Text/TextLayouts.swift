import CCairo
internal import CPango
import Foundation

/// What a piece of interface text is laid out as: its text and style, and how it fits a width.
struct TextLayoutKey: Hashable {
    enum Fit: Hashable {
        /// One line, as long as the text.
        case natural
        /// One line no wider than `width`, shortened with "…" where `PangoEllipsizeMode` says.
        case ellipsized(width: Double, mode: UInt32)
        /// Lines broken at words no wider than `width`, at most `lines` of them (the last with "…").
        case wrapped(width: Double, lines: Int)
    }
    enum Align: Hashable { case leading, center, trailing }

    var text: String
    var size: Double
    var bold: Bool
    var fit: Fit = .natural
    var align: Align = .leading
}

/// The Pango layouts of the interface's text, made once and kept (a frame redraws the same
/// labels without building fonts or layouts again). One font map; one Pango context follows the
/// Cairo context drawn on (its transform, its font options), and one for each interface scale
/// measures for the editor's layout as an image surface drawn at that scale would (the hinted
/// metrics differ by scale: `PangoTextMeasure.scale`). Font fallback goes through fontconfig
/// (CJK in Droid Sans Fallback or Noto, Arabic in DejaVu Sans), bidirectional text and shaping
/// through Pango. Used from any thread: every Pango call is made under the lock.
final class TextLayouts: @unchecked Sendable {
    static let shared = TextLayouts()

    /// The interface's face: DejaVu Sans, with whatever fontconfig finds for what it lacks.
    static let family = "DejaVu Sans"

    private let lock = NSLock()
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let drawing: OpaquePointer
    /// The measuring contexts, by interface scale, and their layouts.
    private var measuring: [Double: (context: OpaquePointer, layouts: [TextLayoutKey: OpaquePointer])] = [:]
    private var fonts: [TextStyleKey: OpaquePointer] = [:]
    private var drawn: [TextLayoutKey: OpaquePointer] = [:]
    /// More layouts than this and the cache starts again (labels change rarely; names come and go).
    private static let limit = 400

    private struct TextStyleKey: Hashable { var size: Double; var bold: Bool }

    private init() {
        guard let map = pango_cairo_font_map_new() else { fatalError("Pango has no Cairo font map") }
        fontMap = UnsafeMutablePointer(OpaquePointer(map))
        drawing = pango_font_map_create_context(map)
    }

    /// A context measuring as a plain image surface drawn at `scale` would (its font options
    /// and its transform).
    private func measuringContext(scale: Double) -> OpaquePointer {
        guard let context = pango_font_map_create_context(fontMap) else { fatalError("Pango could not make a context") }
        if let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) {
            if let cr = cairo_create(surface) {
                cairo_scale(cr, scale, scale)
                pango_cairo_update_context(cr, context)
                cairo_destroy(cr)
            }
            cairo_surface_destroy(surface)
        }
        return context
    }

    /// Calls `body` with the layout of `key` ready to be drawn on `cr` (under the lock).
    func withLayout<R>(_ key: TextLayoutKey, on cr: OpaquePointer, _ body: (OpaquePointer) -> R) -> R {
        lock.lock(); defer { lock.unlock() }
        pango_cairo_update_context(cr, drawing)
        return body(layout(key, in: drawing, cache: &drawn))
    }

    /// Calls `body` with the layout of `key` as the editor's measure for the interface `scale`
    /// sees it (under the lock).
    func withMeasuredLayout<R>(_ key: TextLayoutKey, scale: Double = 1, _ body: (OpaquePointer) -> R) -> R {
        lock.lock(); defer { lock.unlock() }
        var entry = measuring.removeValue(forKey: scale) ?? (measuringContext(scale: scale), [:])
        defer { measuring[scale] = entry }
        return body(layout(key, in: entry.context, cache: &entry.layouts))
    }

    private func layout(_ key: TextLayoutKey, in context: OpaquePointer, cache: inout [TextLayoutKey: OpaquePointer]) -> OpaquePointer {
        if let layout = cache[key] { return layout }
        if cache.count >= Self.limit {
            for layout in cache.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
            cache.removeAll(keepingCapacity: true)
        }
        guard let layout = pango_layout_new(context) else { fatalError("Pango could not make a layout") }
        pango_layout_set_font_description(layout, font(size: key.size, bold: key.bold))
        pango_layout_set_text(layout, key.text, -1)
        switch key.fit {
        case .natural: break
        case .ellipsized(let width, let mode):
            pango_layout_set_width(layout, Self.units(width))
            pango_layout_set_ellipsize(layout, PangoEllipsizeMode(rawValue: mode))
        case .wrapped(let width, let lines):
            pango_layout_set_width(layout, Self.units(width))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_height(layout, Int32(-Swift.max(1, lines)))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        switch key.align {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        cache[key] = layout
        return layout
    }

    private func font(size: Double, bold: Bool) -> OpaquePointer {
        let key = TextStyleKey(size: size, bold: bold)
        if let font = fonts[key] { return font }
        guard let font = pango_font_description_from_string(Self.family) else { fatalError("Pango could not make a font description") }
        pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
        pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        fonts[key] = font
        return font
    }

    static func units(_ pixels: Double) -> Int32 { Int32((Swift.max(0, pixels) * Double(PANGO_SCALE)).rounded(.down)) }
}

/// What Pango says of a laid-out text, in pixels.
struct TextLayoutMetrics {
    /// The logical rectangle (advance and line heights) relative to the layout's top left.
    var logical: PangoRectangle
    /// The first line's baseline below the layout's top.
    var baseline: Double
    var lineCount: Int

    init(_ layout: OpaquePointer) {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        self.logical = logical
        baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        lineCount = Int(pango_layout_get_line_count(layout))
    }

    var x: Double { Double(logical.x) / Double(PANGO_SCALE) }
    var width: Double { Double(logical.width) / Double(PANGO_SCALE) }
    var height: Double { Double(logical.height) / Double(PANGO_SCALE) }
}
