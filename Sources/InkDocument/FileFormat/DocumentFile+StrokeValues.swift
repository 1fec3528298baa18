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
                    let name = "page \(p + 1), stroke \(s + 1)"
                    guard let values else {
                        guard stroke.points != nil else {
                            throw DocumentFileError.invalidContent(
                                "the manifest is not what this Inkstone expects (\"points\" is missing at pages[\(p)].strokes[\(s)])")
                        }
                        continue
                    }
                    expected = try check(stroke, name, from: expected, in: values.count, packed: values.isPacked)
                }
            }
            if let values, complete, expected != values.count {
                throw DocumentFileError.invalidContent(
                    "the points section (PNTS) holds \(values.count - expected) \(values.isPacked ? "words" : "values") after the last stroke's")
            }
        }

        /// The value after `stroke`'s, which must begin at `expected`.
        private static func check(_ stroke: Manifest.StrokeEntry, _ name: String, from expected: Int, in count: Int, packed: Bool) throws -> Int {
            guard stroke.points == nil, stroke.tilts == nil, stroke.angles == nil else {
                throw DocumentFileError.invalidContent(
                    "\(name) has its points in the manifest, where a version-\(packed ? 4 : 3) file has them in the points section")
            }
            guard let span = stroke.values else {
                throw DocumentFileError.invalidContent("\(name) does not say where its points are (\"values\" is missing)")
            }
            let parts = [span.offset, span.points, span.tilts ?? 0, span.angles ?? 0]
            // Each part is at most the section's length, so the sums below cannot overflow.
            guard parts.allSatisfy({ (0...count).contains($0) }) else {
                throw DocumentFileError.invalidContent("\(name)'s points lie outside the points section (PNTS)")
            }
            if packed, !span.storage.isValid {
                throw DocumentFileError.invalidContent(
                    "\(name)'s points are packed in a way this Inkstone does not know (its grid, origin, tilts or angles)")
            }
            guard span.offset == expected else {
                throw DocumentFileError.invalidContent(
                    "\(name)'s points begin at \(packed ? "word" : "value") \(span.offset) of the points section, not at \(expected) where the stroke before ends")
            }
            let end = span.offset + (packed ? span.storage.wordCount : 3 * span.points + parts[2] + parts[3])
            guard end <= count else {
                throw DocumentFileError.invalidContent("\(name)'s points lie outside the points section (PNTS)")
            }
            return end
        }
    }
}
