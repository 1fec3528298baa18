import CCairo
import Foundation

/// Real PDFs for tests, made with Cairo's PDF surface: pages of given sizes in points, each
/// with lines of text (real text, which pdftotext finds), a black bar near its top-left
/// corner (dark pixels a test can look for) and a thin upright line at its centre
/// (`centreLine`, 2 pt wide: sharp edges when drawn from the vectors at any zoom).
public enum TestPDF {
    /// The upright line at the centre of a page of `width` x `height` points.
    public static func centreLine(width: Double, height: Double) -> (x: Double, y: Double, width: Double, height: Double) {
        (width / 2 - 1, height / 2 - 60, 2, 120)
    }

    /// The words on page `n` (1-based).
    public static func words(page n: Int) -> [String] { ["Inkstone", "annotates", "page\(n)", "quokka\(n)"] }

    /// Writes a PDF with one page per size to `path`; false when Cairo fails.
    @discardableResult
    public static func write(to path: String, pages: [(width: Double, height: Double)]) -> Bool {
        guard let first = pages.first, let surface = cairo_pdf_surface_create(path, first.width, first.height) else { return false }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return false }
        for (i, size) in pages.enumerated() {
            cairo_pdf_surface_set_size(surface, size.width, size.height)
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_rectangle(cr, 36, 36, 120, 24)
            cairo_fill(cr)
            let line = centreLine(width: size.width, height: size.height)
            cairo_rectangle(cr, line.x, line.y, line.width, line.height)
            cairo_fill(cr)
            // Not the interface's "DejaVu Sans": Cairo caches a toy font's resolved options
            // with the face on its first use, and a PDF surface's (unhinted) would then change
            // how this test process draws the interface's text for pixel comparisons.
            cairo_select_font_face(cr, "DejaVu Serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
            cairo_set_font_size(cr, 14)
            for (line, word) in words(page: i + 1).enumerated() {
                cairo_move_to(cr, 36, 100 + Double(line) * 22)
                cairo_show_text(cr, word)
            }
            cairo_show_page(cr)
        }
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        return cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    }

    /// A PDF from a Debian package (shared-mime-info's specification, 17 pages of text).
    public static let debianPDF = "/usr/share/doc/shared-mime-info/shared-mime-info-spec.pdf"

    /// Runs a program, its output and status (qpdf, pdfinfo, pdftotext).
    public static func run(_ program: String, _ args: [String]) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: program)
        p.arguments = args
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Copies `source` to `target` encrypted (AES-256) with `password` as the user password,
    /// with qpdf.
    public static func encrypt(_ source: String, to target: String, password: String) throws -> Bool {
        try run("/usr/bin/qpdf", ["--encrypt", password, password + "-owner", "256", "--", source, target]).status == 0
    }

    /// Copies `source` to `target` with page `page` (1-based) turned by 90 degrees, with qpdf.
    public static func rotate(_ source: String, to target: String, page: Int) throws -> Bool {
        try run("/usr/bin/qpdf", [source, "--rotate=+90:\(page)", target]).status == 0
    }
}
