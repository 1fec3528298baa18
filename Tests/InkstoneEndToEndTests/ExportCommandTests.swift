import CCairo
import Foundation
import Testing
import InkTestSupport

/// `inkstone export` on the real binary, with no display: a real PDF made here is turned into
/// page images with pdftoppm (poppler-utils), exported back to PNGs (untouched pages keep every
/// pixel) and to a PDF (rendered back with pdftoppm: same pages, same pixels), plus the errors.
@Suite struct ExportCommandTests {
    /// A fresh folder and an environment without a display.
    final class Scratch {
        let folder: TemporaryFolder
        let environment: [String: String]
        var url: URL { folder.url }
        var path: String { url.path }

        init() throws {
            folder = try TemporaryFolder("export-e2e")
            let url = folder.url
            var env = testEnvironment(configHome: url.appendingPathComponent("config").path)
            env.removeValue(forKey: "DISPLAY")
            environment = env
        }

        func run(_ args: [String]) throws -> (status: Int32, output: String) {
            try runInkstone(["export"] + args, environment: environment)
        }

        func names(_ sub: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(sub).path)) ?? []).sorted()
        }

        func mkdir(_ sub: String) throws -> String {
            let u = url.appendingPathComponent(sub)
            try FileManager.default.createDirectory(at: u, withIntermediateDirectories: true)
            return u.path
        }
    }

    /// Pixels of a PNG file decoded by Cairo: size and 0xAARRGGBB values (alpha forced opaque for RGB24).
    struct Pixels: Equatable {
        var width = 0, height = 0
        var values: [UInt32] = []

        init(png path: String) throws {
            let surface = cairo_image_surface_create_from_png(path)!
            defer { cairo_surface_destroy(surface) }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                throw ChildProcess.SpawnError(description: "cannot decode \(path)")
            }
            width = Int(cairo_image_surface_get_width(surface))
            height = Int(cairo_image_surface_get_height(surface))
            let stride = Int(cairo_image_surface_get_stride(surface))
            let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
            let data = cairo_image_surface_get_data(surface)!
            for y in 0..<height {
                for x in 0..<width {
                    let v = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                    values.append(opaque ? v | 0xff00_0000 : v)
                }
            }
        }

        /// The share of pixels whose channels all lie within `tolerance` of `other`'s.
        func agreement(with other: Pixels, tolerance: Int) -> Double {
            guard width == other.width, height == other.height, !values.isEmpty else { return 0 }
            var close = 0
            for (a, b) in zip(values, other.values) where Self.distance(a, b) <= tolerance { close += 1 }
            return Double(close) / Double(values.count)
        }

        /// The share of pixels whose channels lie within the range of `other`'s pixels around
        /// the same place (3x3), give or take `tolerance`: a resampled edge blends its two
        /// sides; a shifted, scaled or recoloured image does not stay in range.
        func withinNeighbourhood(of other: Pixels, tolerance: Int) -> Double {
            guard width == other.width, height == other.height, !values.isEmpty else { return 0 }
            var inRange = 0
            for y in 0..<height {
                for x in 0..<width {
                    var fits = true
                    for shift: UInt32 in [0, 8, 16] {
                        var low = 255, high = 0
                        for ny in Swift.max(0, y - 1)...Swift.min(height - 1, y + 1) {
                            for nx in Swift.max(0, x - 1)...Swift.min(width - 1, x + 1) {
                                let c = Int((other.values[ny * width + nx] >> shift) & 0xff)
                                low = Swift.min(low, c); high = Swift.max(high, c)
                            }
                        }
                        let v = Int((values[y * width + x] >> shift) & 0xff)
                        if v < low - tolerance || v > high + tolerance { fits = false }
                    }
                    if fits { inRange += 1 }
                }
            }
            return Double(inRange) / Double(values.count)
        }

        /// The largest difference between two pixels' channels.
        static func distance(_ a: UInt32, _ b: UInt32) -> Int {
            var most = 0
            for shift: UInt32 in [0, 8, 16, 24] {
                let x = Int((a >> shift) & 0xff), y = Int((b >> shift) & 0xff)
                most = Swift.max(most, abs(x - y))
            }
            return most
        }
    }

    /// A three-page PDF drawn with Cairo: shapes, a gradient and text, the middle page portrait.
    static func makePDF(_ path: String) {
        let surface = cairo_pdf_surface_create(path, 360, 240)!
        let cr = cairo_create(surface)!
        for page in 0..<3 {
            if page == 1 { cairo_pdf_surface_set_size(surface, 240, 360) } else { cairo_pdf_surface_set_size(surface, 360, 240) }
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            let gradient = cairo_pattern_create_linear(0, 0, 240, 240)!
            cairo_pattern_add_color_stop_rgb(gradient, 0, 0.9, 0.3 * Double(page), 0.1)
            cairo_pattern_add_color_stop_rgb(gradient, 1, 0.1, 0.4, 0.9)
            cairo_set_source(cr, gradient)
            cairo_rectangle(cr, 20, 20, 200, 120)
            cairo_fill(cr)
            cairo_pattern_destroy(gradient)
            cairo_set_source_rgb(cr, 0.1, 0.6, 0.2)
            cairo_arc(cr, 100 + 40 * Double(page), 170, 40, 0, 2 * .pi)
            cairo_fill(cr)
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
            cairo_set_font_size(cr, 28)
            cairo_move_to(cr, 30, 225)
            cairo_show_text(cr, "Page \(page + 1)")
            cairo_show_page(cr)
        }
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Runs pdftoppm (poppler-utils; `make test` installs it) with `arguments`.
    static func pdftoppm(_ arguments: [String]) throws { try poppler("pdftoppm", arguments) }

    /// Runs a poppler-utils tool (pdftoppm, pdftocairo) with `arguments`.
    static func poppler(_ name: String, _ arguments: [String]) throws {
        let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        guard let tool = (dirs.map { "\($0)/\(name)" } + ["/usr/bin/\(name)"]).first(where: FileManager.default.isExecutableFile) else {
            throw ChildProcess.SpawnError(description: "\(name) is missing: install poppler-utils (packaging/debian-deps.sh test)")
        }
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString).log").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        let child = try ChildProcess(path: tool, arguments: arguments, output: log)
        let status = child.wait(timeout: 60)
        child.stop()
        guard status == 0 else {
            throw ChildProcess.SpawnError(description: "\(name) \(arguments) failed (\(status ?? -1)): \((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")")
        }
    }

    /// A PDF turned into page images at 50 dpi in `in/`, renamed `scan-9.png`, `scan-10.png`,
    /// `scan-11.png` so that only a natural sort puts them in page order; their paths in page order.
    static func pageImages(_ s: Scratch) throws -> [String] {
        let folder = try s.mkdir("in")
        let pdf = s.url.appendingPathComponent("source.pdf").path
        makePDF(pdf)
        try pdftoppm(["-png", "-r", "50", pdf, folder + "/doc"])
        let made = s.names("in")
        #expect(made == ["doc-1.png", "doc-2.png", "doc-3.png"])
        return try made.enumerated().map { i, name in
            let renamed = folder + "/scan-\(i + 9).png"
            try FileManager.default.moveItem(atPath: folder + "/" + name, toPath: renamed)
            return renamed
        }
    }

    @Test func pngExportKeepsEveryPixelOfUntouchedPages() throws {
        let s = try Scratch()
        let inputs = try Self.pageImages(s)
        let r = try s.run([s.path + "/in", "--png", s.path + "/out"])
        #expect(r.status == 0, "\(r.output)")
        #expect(r.output == "")
        #expect(s.names("out") == ["page-001.png", "page-002.png", "page-003.png"])
        for (i, input) in inputs.enumerated() {
            let expected = try Pixels(png: input)
            let got = try Pixels(png: s.path + "/out/page-00\(i + 1).png")
            #expect(got.width == expected.width && got.height == expected.height, "page \(i + 1) size")
            #expect(got == expected, "page \(i + 1) pixels")
        }
        #expect(try Pixels(png: inputs[1]).height > Pixels(png: inputs[1]).width, "page 2 is portrait, so order shows")

        // Files listed one by one keep the order given.
        let listed = try s.run([inputs[2], inputs[0], "--png", s.path + "/listed"])
        #expect(listed.status == 0, "\(listed.output)")
        #expect(try Pixels(png: s.path + "/listed/page-001.png") == Pixels(png: inputs[2]))
        #expect(try Pixels(png: s.path + "/listed/page-002.png") == Pixels(png: inputs[0]))
    }

    @Test func pdfExportRendersBackToTheSamePages() throws {
        let s = try Scratch()
        let inputs = try Self.pageImages(s)
        let pdf = s.path + "/out.pdf"
        let r = try s.run([s.path + "/in", "--pdf", pdf])
        #expect(r.status == 0, "\(r.output)")
        // The page images state their 50 dpi (pdftoppm writes pHYs): the pages have the
        // original PDF's sizes in points, and at 50 dpi come back at their images' pixel sizes.
        // pdftoppm (Splash) blends the pixels on either side of a sharp edge in an image;
        // pdftocairo draws the embedded pixels as they are.
        // (Within a pixel: 240 pt at 50 dpi was 166.7 pixels, made 167.)
        let sizes = try Self.pageSizes(pdf).map { $0.split(separator: " ").compactMap { Double($0) } }
        let original: [[Double]] = [[360, 240], [240, 360], [360, 240]]
        #expect(sizes.count == 3 && zip(sizes, original).allSatisfy { got, want in
            got.count == 2 && abs(got[0] - want[0]) < 72.0 / 50 && abs(got[1] - want[1]) < 72.0 / 50
        }, "\(sizes)")
        let back = try s.mkdir("back")
        try Self.pdftoppm(["-png", "-r", "50", pdf, back + "/b"])
        try Self.poppler("pdftocairo", ["-png", "-r", "50", pdf, back + "/c"])
        #expect(s.names("back") == ["b-1.png", "b-2.png", "b-3.png", "c-1.png", "c-2.png", "c-3.png"])
        for (i, input) in inputs.enumerated() {
            let expected = try Pixels(png: input)
            let splash = try Pixels(png: back + "/b-\(i + 1).png")
            #expect(splash.width == expected.width && splash.height == expected.height, "page \(i + 1) size")
            let same = splash.agreement(with: expected, tolerance: 2)
            #expect(same > 0.95, "page \(i + 1): only \(same) of the pixels are the same")
            let near = splash.withinNeighbourhood(of: expected, tolerance: 2)
            #expect(near > 0.999, "page \(i + 1): only \(near) of the pixels are like their neighbourhood")
            #expect(try Pixels(png: back + "/c-\(i + 1).png") == expected, "page \(i + 1) through pdftocairo")
        }
        #expect(s.names("") .filter { $0.hasPrefix(".") } == [], "no temporary files left")
    }

    @Test func aMissingInputFailsWithOneLine() throws {
        let s = try Scratch()
        let missing = s.path + "/no-such-page.png"
        let r = try s.run([missing, "--png", s.path + "/out"])
        #expect(r.status == 1)
        #expect(r.output == "inkstone: cannot read \(missing): No such file or directory\n")
        #expect(!FileManager.default.fileExists(atPath: s.path + "/out"))

        let text = s.path + "/notes.png"
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: text))
        let notImage = try s.run([text, "--pdf", s.path + "/out.pdf"])
        #expect(notImage.status == 1)
        #expect(notImage.output.hasPrefix("inkstone: cannot read \(text): not a PDF, nor a PNG or JPEG image"))
        #expect(notImage.output.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: s.path + "/out.pdf"))

        let empty = try s.mkdir("empty")
        let none = try s.run([empty, "--png", s.path + "/out"])
        #expect(none.status == 1)
        #expect(none.output.contains(empty))
    }

    /// An output folder that cannot take the pages: unwritable (or, for root, who may write
    /// anyway, with a folder where page 2 should go): status 1, one line, no partial output.
    @Test func anUnwritableOutputLeavesNoPartialFiles() throws {
        let s = try Scratch()
        let inputs = try Self.pageImages(s)
        let out = try s.mkdir("out")
        if getuid() == 0 {
            _ = try s.mkdir("out/page-002.png")
        } else {
            chmod(out, 0o555)
        }
        let r = try s.run([s.path + "/in", "--png", out])
        #expect(r.status == 1)
        #expect(r.output.hasPrefix("inkstone: cannot write \(out)/page-00"), "\(r.output)")
        #expect(r.output.split(separator: "\n").count == 1)
        #expect(s.names("out") == (getuid() == 0 ? ["page-002.png"] : []))

        // A PDF into a folder that is not there, or onto a folder.
        let nowhere = s.path + "/missing/out.pdf"
        let pdf = try s.run([inputs[0], "--pdf", nowhere])
        #expect(pdf.status == 1)
        #expect(pdf.output == "inkstone: cannot write \(nowhere): No such file or directory\n")
        let onto = try s.run([inputs[0], "--pdf", s.path + "/in"])
        #expect(onto.status == 1)
        #expect(onto.output.contains("it is a folder"))
        #expect(s.names("in").count == 3)
    }

    @Test func usageMistakesExitTwo() throws {
        let s = try Scratch()
        let noOutput = try s.run([s.path])
        #expect(noOutput.status == 2)
        #expect(noOutput.output.contains("export needs --png DIR or --pdf FILE"))
        #expect(noOutput.output.contains("inkstone export INPUT..."))
        let noInput = try s.run(["--png", s.path + "/out"])
        #expect(noInput.status == 2)
        #expect(noInput.output.contains("export needs at least one input"))
        let unknown = try s.run([s.path, "--jpeg", "x"])
        #expect(unknown.status == 2)
        #expect(unknown.output.contains("unknown export option '--jpeg'"))
        let help = try s.run(["--help"])
        #expect(help.status == 0 && help.output.contains("--png DIR"))
        #expect(help.output.contains("--dpi N") && help.output.contains("--password PW"))
        for (args, message) in [(["--dpi", "5"], "--dpi wants a resolution from 10 to 2400, not '5'"),
                                (["--dpi"], "--dpi needs a value"), (["--password"], "--password needs a value"),
                                (["--dpi", "100", "--dpi", "200"], "--dpi is given twice")] {
            let r = try s.run([s.path, "--png", s.path + "/out"] + args)
            #expect(r.status == 2 && r.output.contains(message), "\(args): \(r.output)")
        }
    }
}
