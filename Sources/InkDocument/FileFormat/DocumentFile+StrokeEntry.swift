import InkGeometry

extension DocumentFile.Manifest.StrokeEntry {
    /// The stroke; `values` are a version-3 or version-4 file's PNTS numbers (or words) (its `values` member was
    /// checked against them by `StrokeValues.check`). The points are packed as they are read
    /// (no array of points is made on the way).
    func stroke(named name: @autoclosure () -> String, values: DocumentFile.PointValues.Reader? = nil) throws -> Stroke {
        guard let nib = StrokeNibValues.nib(kind: kind) else {
            throw DocumentFileError.invalidContent(tr("%@ is of a kind this Inkstone does not know (\"%@\")", name(), "\(kind ?? "")"))
        }
        let packed: StrokePoints
        if let values, let span = self.values, values.isPacked {
            guard let stored = DocumentFile.PackedPoints.points(span, in: values) else {
                throw DocumentFileError.invalidContent(
                    tr("%@'s points are packed in a way this Inkstone does not know (its grid, origin, tilts or angles)", name()))
            }
            packed = stored
        } else if let values, let span = self.values {
            let tiltCount = span.tilts ?? 0, angleCount = span.angles ?? 0, n = span.points
            guard Self.fits(tiltCount, n), Self.fits(angleCount, n) else { throw Self.mismatch(name()) }
            let start = span.offset, tilts = start + 3 * n, angles = tilts + tiltCount
            packed = StrokePoints(count: n) { i in
                let at = start + 3 * i
                return StrokePoint(Point(values[at], values[at + 1]), pressure: values[at + 2],
                                   tilt: tiltCount == 0 ? 0 : values[tilts + (tiltCount == 1 ? 0 : i)],
                                   angle: angleCount == 0 ? 0 : values[angles + (angleCount == 1 ? 0 : i)])
            }
        } else {
            let numbers = self.points ?? []
            guard numbers.count % 3 == 0 else {
                throw DocumentFileError.invalidContent(tr("%@ has points that are not (x, y, pressure) triples", name()))
            }
            let n = numbers.count / 3
            // Present lists must hold one value or one per point (an empty one fits no points).
            guard [self.tilts, self.angles].allSatisfy({ $0.map { $0.count == 1 || $0.count == n } ?? true }) else {
                throw Self.mismatch(name())
            }
            let tilts = self.tilts ?? [], angles = self.angles ?? []
            packed = StrokePoints(count: n) { i in
                StrokePoint(Point(numbers[3 * i], numbers[3 * i + 1]), pressure: numbers[3 * i + 2],
                            tilt: tilts.isEmpty ? 0 : tilts[tilts.count == 1 ? 0 : i],
                            angle: angles.isEmpty ? 0 : angles[angles.count == 1 ? 0 : i])
            }
        }
        return Stroke(id: StrokeID(id), packed: packed,
                      color: InkColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha),
                      outline: OutlineOptions(width: outline.width, thinning: outline.thinning,
                                              minimumWidth: outline.minimumWidth, nib: nib))
    }

    /// Whether a stroke of `points` points may have `count` tilts (or angles): none, one for
    /// all, or one per point.
    private static func fits(_ count: Int, _ points: Int) -> Bool { count == 0 || count == 1 || count == points }

    private static func mismatch(_ name: String) -> DocumentFileError {
        .invalidContent(tr("%@ has tilts or angles that are neither one number nor one per point", name))
    }
}
