/// ActiveStroke holds its model behind one reference (issue 20, point 2): a drawing motion
/// changes the model where the session keeps it, a copy of a stroke is still a value, and the
/// gesture's enum stays small enough that Swift's copies of it cost a few cache lines, not seven.
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface

@Suite struct ActiveStrokeTests {
    static func stroke() -> ActiveStroke {
        ActiveStroke(deviceID: 5, page: 0, color: InkColor(rgb: 0), outline: OutlineOptions(width: 4))
    }

    /// The session a drawing motion moves out of the editor and back, and copies to ask its
    /// case, stays a few words: the large gestures' state is boxed (it was 145 bytes).
    @Test func theSessionADrawingMotionMovesStaysSmall() {
        #expect(MemoryLayout<ToolSession>.size <= 32, "\(MemoryLayout<ToolSession>.size) bytes")
        #expect(MemoryLayout<PenBehaviour>.size == MemoryLayout<Int>.size, "the pen's gesture is one reference")
    }

    @Test func aDrawingMotionNeverCopiesTheStrokesModel() {
        for tool in [Tool.pen, .highlighter, .pencil] {
            var editor = Editor.fresh()
            _ = editor.run(.selectTool(tool), for: .pen)
            _ = editor.press(Point(200, 300), Devices.pen, pressure: 0.5)
            for i in 1...60 { _ = editor.drag(Point(200 + Double(i) * 3, 300 + Double(i % 7)), Devices.pen, pressure: 0.5) }
            guard let stroke = editor.session.stroke else { Issue.record("\(tool) draws no stroke"); continue }
            #expect(stroke.points.count > 30)
            #expect(stroke.modelCopies == 0, "\(tool): a motion copied the stroke's model \(stroke.modelCopies) times")
        }
    }

    /// The stroke's piece index makes each cell's list with room for the entries a stroke
    /// puts there as it passes (`PieceGrid(reservingCapacity:perCell:)`): pieces added inside
    /// one cell never grow its list (a list grown by doubling was most of a drawing motion's
    /// allocations).
    @Test func piecesInOneCellNeverGrowItsList() {
        var stroke = Self.stroke()
        _ = stroke.add(StrokePoint(Point(8, 8), pressure: 0.5))
        _ = stroke.add(StrokePoint(Point(9, 8), pressure: 0.5))
        let first = stroke.pieceIndex.storageBytes
        for i in 2...12 { _ = stroke.add(StrokePoint(Point(8 + Double(i), 8 + Double(i % 2)), pressure: 0.5)) }
        #expect(stroke.pieceIndex.count >= 8)
        #expect(stroke.pieceIndex.storageBytes == first, "a cell's list grew")
    }

    @Test func aCopyIsAValue() {
        var a = Self.stroke()
        _ = a.add(StrokePoint(Point(0, 0), pressure: 0.5))
        _ = a.add(StrokePoint(Point(10, 0), pressure: 0.5))
        var b = a
        #expect(b.sharesModel(with: a))
        _ = b.add(StrokePoint(Point(20, 5), pressure: 0.5))
        #expect(!b.sharesModel(with: a) && b.modelCopies == 1 && a.modelCopies == 0)
        #expect(a.points.last?.position == Point(10, 0))
        #expect(b.points.last?.position == Point(20, 5))
        #expect(a.pieceIndex.count == a.points.count - 1 && b.pieceIndex.count == b.points.count - 1)
    }

    @Test func theGesturesEnumIsSmall() {
        #expect(MemoryLayout<ActiveStroke>.size == MemoryLayout<Int>.size)
        // The largest tool's state now (a text box's drag), not the stroke's ~425 bytes.
        #expect(MemoryLayout<ToolSession>.size <= 160)
        #expect(MemoryLayout<ToolOutcome>.size <= 160)
    }
}
