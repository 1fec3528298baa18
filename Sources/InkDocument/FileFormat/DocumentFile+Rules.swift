import Foundation
import InkGeometry

extension DocumentFile {
    /// What makes a document fit to save and to open: at least one page, PNG, JPEG or PDF bytes,
    /// every page image present, finite and sane numbers (resolutions within `Resolution.plausible`),
    /// unique stroke ids below the next id.
    /// Checked before writing (so no file is written that cannot be read back) and after
    /// reading (so no half-valid document is returned).
    enum Rules {
        static func check(_ document: Document) throws {
            guard !document.pages.isEmpty else { throw invalid("it has no pages") }
            for key in document.images.keys.sorted() {
                guard !key.isEmpty else { throw invalid("an image has an empty key") }
                guard ImageSignature(of: document.images[key] ?? Data()) != nil else {
                    throw invalid("image \"\(key)\" is neither PNG, JPEG nor PDF")
                }
            }
            let next = document.nextStrokeID
            // Up to 2^64-1: a document whose ids are used up renumbers its strokes at the next one.
            guard next >= 1 else { throw invalid("its next stroke id (\(next)) is out of range") }
            var ids = Set<UInt64>()
            for (p, page) in document.pages.enumerated() {
                let name = "page \(p + 1)"
                if case .image(let key, let size) = page.background {
                    guard let bytes = document.images[key] else { throw invalid("\(name) refers to a missing image \"\(key)\"") }
                    guard ImageSignature(of: bytes) != .pdf else { throw invalid("\(name) shows the PDF \"\(key)\" as an image") }
                    try checkSize(size, "\(name)'s image size")
                }
                if case .pdf(let key, let index, let size) = page.background {
                    guard let bytes = document.images[key] else { throw invalid("\(name) refers to a missing PDF \"\(key)\"") }
                    guard ImageSignature(of: bytes) == .pdf else { throw invalid("\(name) refers to \"\(key)\", which is not a PDF") }
                    guard index >= 0 else { throw invalid("\(name) has a negative PDF page index") }
                    try checkSize(size, "\(name)'s PDF page size")
                }
                if let size = page.blankSize { try checkSize(size, "\(name)'s blank size") }
                if let resolution = page.resolution, !resolution.isPlausible {
                    throw invalid("\(name)'s resolution is outside \(Resolution.plausibleText)")
                }
                try checkImages(page, in: document, name)
                try checkTexts(page, name)
                for (s, stroke) in page.strokes.enumerated() {
                    let what = "\(name), stroke \(s + 1)"
                    guard ids.insert(stroke.id.raw).inserted else {
                        throw invalid("\(what) has the same id (\(stroke.id.raw)) as another stroke")
                    }
                    guard stroke.id.raw < next else {
                        throw invalid("\(what) has the id \(stroke.id.raw), not below the next stroke id \(next)")
                    }
                    try check(stroke, what)
                }
            }
        }

        private static func check(_ stroke: Stroke, _ what: String) throws {
            let c = stroke.color
            guard [c.red, c.green, c.blue, c.alpha].allSatisfy({ $0.isFinite && (0...1).contains($0) }) else {
                throw invalid("\(what) has a colour component outside 0...1")
            }
            let o = stroke.outline
            guard o.width.isFinite, o.width >= 0, o.minimumWidth.isFinite, o.minimumWidth >= 0, o.thinning.isFinite else {
                throw invalid("\(what) has an outline width, thinning or minimum width that is not a sane number")
            }
            for point in stroke.points {
                guard point.position.x.isFinite, point.position.y.isFinite else {
                    throw invalid("\(what) has a point whose position is not a finite number")
                }
                guard point.pressure.isFinite, (0...1).contains(point.pressure) else {
                    throw invalid("\(what) has a pressure outside 0...1")
                }
                guard point.tilt.isFinite, (0...90).contains(point.tilt), point.angle.isFinite else {
                    throw invalid("\(what) has a tilt outside 0...90 or an angle that is not a finite number")
                }
            }
        }

        /// A page's placed images: each PNG or JPEG bytes present, a positive finite frame, ids unique.
        private static func checkImages(_ page: Page, in document: Document, _ name: String) throws {
            var ids = Set<UInt64>()
            for (i, image) in page.images.enumerated() {
                let what = "\(name), placed image \(i + 1)"
                guard ids.insert(image.id).inserted else { throw invalid("\(what) has the same id (\(image.id)) as another") }
                guard let bytes = document.images[image.key] else { throw invalid("\(what) refers to a missing image \"\(image.key)\"") }
                guard ImageSignature(of: bytes) != .pdf else { throw invalid("\(what) shows the PDF \"\(image.key)\" as an image") }
                let f = image.frame
                guard f.x.isFinite, f.y.isFinite else { throw invalid("\(what) has a position that is not a finite number") }
                try checkSize(Size(f.width, f.height), "\(what)'s size")
            }
        }

        private static func checkSize(_ size: Size, _ what: String) throws {
            guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
                throw invalid("\(what) is not a positive finite size")
            }
        }

        private static func invalid(_ what: String) -> DocumentFileError { .invalidContent(what) }
    }
}
