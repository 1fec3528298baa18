import InkGeometry

extension DocumentFile {
    /// Checks that every stroke of a manifest says where its points are: in the manifest
    /// (`points`, versions 1 and 2), or (versions 3 and 4) in the PNTS section, the strokes'
    /// values (version 4: words) one after another in manifest order, each within the section,
    /// together filling it exactly.
    enum StrokeValues {
        static func check(_ manifest: Manifest, values: PointValues.Reader?, complete: Bool) throws {
            var expected = 0
            for (p, page) in manifest.pages.enumerated() {
                for (s, stroke) in page.strokes.enumerated() {
                    let name = { tr("page %@, stroke %@", "\(p + 1)", "\(s + 1)") }
                    guard let values else {
                        guard stroke.points != nil else {
                            throw DocumentFileError.invalidContent(
                                tr("the manifest is not what this Inkstone expects (\"points\" is missing at pages[%@].strokes[%@])", "\(p)", "\(s)"))
                        }
                        continue
                    }
                    expected = try check(stroke, name(), from: expected, in: values.count, packed: values.isPacked)
                }
            }
            if let values, complete, expected != values.count {
                throw DocumentFileError.invalidContent(
                    values.isPacked ? tr("the points section (PNTS) holds %@ words after the last stroke's", String(values.count - expected))
                        : tr("the points section (PNTS) holds %@ values after the last stroke's", String(values.count - expected)))
            }
        }

        /// The value after `stroke`'s, which must begin at `expected`.
        private static func check(_ stroke: Manifest.StrokeEntry, _ name: @autoclosure () -> String, from expected: Int, in count: Int, packed: Bool) throws -> Int {
            guard stroke.points == nil, stroke.tilts == nil, stroke.angles == nil else {
                throw DocumentFileError.invalidContent(
                    tr("%@ has its points in the manifest, where a version-%@ file has them in the points section", name(), "\(packed ? 4 : 3)"))
            }
            guard let span = stroke.values else {
                throw DocumentFileError.invalidContent(tr("%@ does not say where its points are (\"values\" is missing)", name()))
            }
            let parts = [span.offset, span.points, span.tilts ?? 0, span.angles ?? 0]
            // Each part is at most the section's length, so the sums below cannot overflow.
            guard parts.allSatisfy({ (0...count).contains($0) }) else {
                throw DocumentFileError.invalidContent(tr("%@'s points lie outside the points section (PNTS)", name()))
            }
            if packed, !span.storage.isValid {
                throw DocumentFileError.invalidContent(
                    tr("%@'s points are packed in a way this Inkstone does not know (its grid, origin, tilts or angles)", name()))
            }
            guard span.offset == expected else {
                throw DocumentFileError.invalidContent(
                    packed ? tr("%@'s points begin at word %@ of the points section, not at %@ where the stroke before ends", name(), String(span.offset), String(expected))
                        : tr("%@'s points begin at value %@ of the points section, not at %@ where the stroke before ends", name(), String(span.offset), String(expected)))
            }
            let end = span.offset + (packed ? span.storage.wordCount : 3 * span.points + parts[2] + parts[3])
            guard end <= count else {
                throw DocumentFileError.invalidContent(tr("%@'s points lie outside the points section (PNTS)", name()))
            }
            return end
        }
    }
}
