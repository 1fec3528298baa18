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
            guard !document.pages.isEmpty else { throw invalid(tr("it has no pages")) }
            for key in document.images.keys.sorted() {
                guard !key.isEmpty else { throw invalid(tr("an image has an empty key")) }
                guard ImageSignature(of: document.images[key] ?? Data()) != nil else {
                    throw invalid(tr("image \"%@\" is neither PNG, JPEG nor PDF", "\(key)"))
                }
            }
            let next = document.nextStrokeID
            // Up to 2^64-1: a document whose ids are used up renumbers its strokes at the next one.
            guard next >= 1 else { throw invalid(tr("its next stroke id (%@) is out of range", "\(next)")) }
            var ids = Set<UInt64>()
            for (p, page) in document.pages.enumerated() {
                let name = tr("page %@", String(p + 1))
                if case .image(let key, let size) = page.background {
                    guard let bytes = document.images[key] else { throw invalid(tr("%@ refers to a missing image \"%@\"", "\(name)", "\(key)")) }
                    guard ImageSignature(of: bytes) != .pdf else { throw invalid(tr("%@ shows the PDF \"%@\" as an image", "\(name)", "\(key)")) }
                    try checkSize(size, tr("%@'s image size", "\(name)"))
                }
                if case .pdf(let key, let index, let size) = page.background {
                    guard let bytes = document.images[key] else { throw invalid(tr("%@ refers to a missing PDF \"%@\"", "\(name)", "\(key)")) }
                    guard ImageSignature(of: bytes) == .pdf else { throw invalid(tr("%@ refers to \"%@\", which is not a PDF", "\(name)", "\(key)")) }
                    guard index >= 0 else { throw invalid(tr("%@ has a negative PDF page index", "\(name)")) }
                    try checkSize(size, tr("%@'s PDF page size", "\(name)"))
                }
                if let size = page.blankSize { try checkSize(size, tr("%@'s blank size", "\(name)")) }
                if let resolution = page.resolution, !resolution.isPlausible {
                    throw invalid(tr("%@'s resolution is outside %@", "\(name)", "\(Resolution.plausibleText)"))
                }
                try checkImages(page, in: document, name)
                try checkTexts(page, name)
                for (s, stroke) in page.strokes.enumerated() {
                    let what = { tr("%@, stroke %@", name, String(s + 1)) }
                    guard ids.insert(stroke.id.raw).inserted else {
                        throw invalid(tr("%@ has the same id (%@) as another stroke", what(), "\(stroke.id.raw)"))
                    }
                    guard stroke.id.raw < next else {
                        throw invalid(tr("%@ has the id %@, not below the next stroke id %@", what(), "\(stroke.id.raw)", "\(next)"))
                    }
                    try check(stroke, what())
                }
            }
        }

        private static func check(_ stroke: Stroke, _ what: @autoclosure () -> String) throws {
            let c = stroke.color
            guard [c.red, c.green, c.blue, c.alpha].allSatisfy({ $0.isFinite && (0...1).contains($0) }) else {
                throw invalid(tr("%@ has a colour component outside 0...1", what()))
            }
            let o = stroke.outline
            guard o.width.isFinite, o.width >= 0, o.minimumWidth.isFinite, o.minimumWidth >= 0, o.thinning.isFinite else {
                throw invalid(tr("%@ has an outline width, thinning or minimum width that is not a sane number", what()))
            }
            for point in stroke.points {
                guard point.position.x.isFinite, point.position.y.isFinite else {
                    throw invalid(tr("%@ has a point whose position is not a finite number", what()))
                }
                guard point.pressure.isFinite, (0...1).contains(point.pressure) else {
                    throw invalid(tr("%@ has a pressure outside 0...1", what()))
                }
                guard point.tilt.isFinite, (0...90).contains(point.tilt), point.angle.isFinite else {
                    throw invalid(tr("%@ has a tilt outside 0...90 or an angle that is not a finite number", what()))
                }
            }
        }

        /// A page's placed images: each PNG or JPEG bytes present, a positive finite frame, ids unique.
        private static func checkImages(_ page: Page, in document: Document, _ name: String) throws {
            var ids = Set<UInt64>()
            for (i, image) in page.images.enumerated() {
                let what = tr("%@, placed image %@", "\(name)", "\(i + 1)")
                guard ids.insert(image.id).inserted else { throw invalid(tr("%@ has the same id (%@) as another", "\(what)", "\(image.id)")) }
                guard let bytes = document.images[image.key] else { throw invalid(tr("%@ refers to a missing image \"%@\"", "\(what)", "\(image.key)")) }
                guard ImageSignature(of: bytes) != .pdf else { throw invalid(tr("%@ shows the PDF \"%@\" as an image", "\(what)", "\(image.key)")) }
                let f = image.frame
                // Its turn is part of where it lies (and says so with the same message).
                guard f.x.isFinite, f.y.isFinite, image.angle.isFinite else { throw invalid(tr("%@ has a position that is not a finite number", "\(what)")) }
                try checkSize(Size(f.width, f.height), "\(what)'s size")
            }
        }

        private static func checkSize(_ size: Size, _ what: String) throws {
            guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
                throw invalid(tr("%@ is not a positive finite size", "\(what)"))
            }
        }

        private static func invalid(_ what: String) -> DocumentFileError { .invalidContent(what) }
    }
}
