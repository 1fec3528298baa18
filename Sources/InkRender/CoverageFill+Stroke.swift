import InkGeometry

extension CoverageFill {
    /// Adds the outline of a stroke's pieces `pieces` (piece `i` joins points `i` and `i + 1`):
    /// a chisel's pieces meet edge to edge, so they are one group (their coverages add); a round
    /// nib's runs meet with the same round end, so each is a group of its own.
    func add<P: RandomAccessCollection>(_ points: P, pieces: [Int], outline: OutlineOptions, outlines: PieceOutlineCache? = nil)
    where P.Element == StrokePoint, P.Index == Int {
        let separate = outline.nib != .chisel
        InkPainter.forEachPolygon(points, pieces: pieces, outline: outline, outlines: outlines, scratch: &outlineScratch) {
            add($0)
            if separate { endGroup() }
        }
    }
}
