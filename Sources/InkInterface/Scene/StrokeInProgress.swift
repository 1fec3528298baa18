import InkDocument
import InkGeometry

extension Scene {
    /// The drawing data of the stroke being drawn: its points and the index of its outline
    /// pieces, shared with the editor's stroke (never copied), its ink, and its page.
    public struct StrokeInProgress: Sendable {
        public var page: Int
        public var points: [StrokePoint]
        /// The bounds of the outline pieces: piece `i` joins `points[i]` and `points[i + 1]`.
        public var pieceIndex: PieceGrid
        public var color: InkColor
        public var outline: OutlineOptions

        public init(page: Int, points: [StrokePoint], pieceIndex: PieceGrid, color: InkColor, outline: OutlineOptions) {
            self.page = page; self.points = points; self.pieceIndex = pieceIndex; self.color = color; self.outline = outline
        }

        /// The indices of the outline pieces whose bounds meet `clip` (page coordinates),
        /// ascending; adds the index's work to `work`.
        public func pieces(meeting clip: Rect, work: inout Int) -> [Int] {
            pieceIndex.indices(meeting: clip, work: &work)
        }
    }
}
