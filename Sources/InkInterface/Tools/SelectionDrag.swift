import Foundation
import InkDocument
import InkGeometry

/// A drag of a selection by one of its grips: moves, scales (uniformly, or freely with Shift
/// held at the press) or turns the selected strokes as the pen goes, and makes the whole drag
/// one undo step at the lift.
public struct SelectionDrag: ToolBehaviour {
    public let deviceID: Int
    public let dragPage: Int
    public let grip: SelectionGrip
    /// Scale each axis on its own (Shift).
    public let free: Bool
    /// The strokes as they were at the press.
    public let originals: [PlacedStroke]
    /// The selection's bounds at the press (page coordinates).
    public let box: Rect
    /// The strokes as they are now on the page.
    private var current: [PlacedStroke]
    private var start: Point?
    /// The selected placed images as they were at the press, and as they are now.
    public let originalImages: [IndexedImage]
    private var currentImages: [IndexedImage]
    /// Their bytes, carried by the step recorded at the lift (`ImageEdit.bytes`).
    private let imageBytes: [String: Data]

    public init(deviceID: Int, page: Int, grip: SelectionGrip, strokes: [PlacedStroke], free: Bool = false,
                images: [IndexedImage] = [], bytes: [String: Data] = [:]) {
        self.deviceID = deviceID; self.dragPage = page; self.grip = grip; self.free = free
        originals = strokes; current = strokes
        originalImages = images; currentImages = images; imageBytes = bytes
        box = images.reduce(strokes.reduce(Rect.empty) { $0.union($1.stroke.bounds) }) { $0.union($1.image.frame) }
    }

    public var page: Int? { dragPage }

    public mutating func handle(_ event: ToolEvent, context: ToolContext) -> ToolOutcome {
        switch event {
        case .down(let s):
            start = s.page
            return .nothing
        case .move(let s):
            guard let start else { return .nothing }
            let t = transform(from: start, to: s.page)
            let next = originals.map { PlacedStroke(index: $0.index, stroke: $0.stroke.transformed(by: t)) }
            if !originalImages.isEmpty {
                let nextImages = originalImages.map { IndexedImage(index: $0.index, image: $0.image.transformed(by: t)) }
                let edit = Edit(page: dragPage, change: .images(ImageEdit(removed: currentImages, added: nextImages,
                                                                          removedStrokes: current, addedStrokes: next)))
                current = next
                currentImages = nextImages
                return .apply(edit)
            }
            let edit = Edit(page: dragPage, change: .replace(removed: current, added: next))
            current = next
            return .apply(edit)
        case .up:
            guard current != originals || currentImages != originalImages else { return .nothing }
            if !originalImages.isEmpty {
                return .record(Edit(page: dragPage, change: .images(ImageEdit(
                    removed: originalImages, added: currentImages, removedStrokes: originals, addedStrokes: current, bytes: imageBytes))))
            }
            return .record(Edit(page: dragPage, change: .replace(removed: originals, added: current)))
        }
    }

    /// The transform a drag from `a` to `b` asks for.
    public func transform(from a: Point, to b: Point) -> Affine {
        switch grip {
        case .move:
            return .translation(b - a)
        case .corner(let i):
            let corners = [Point(box.minX, box.minY), Point(box.maxX, box.minY), Point(box.maxX, box.maxY), Point(box.minX, box.maxY)]
            let anchor = corners[(i + 2) % 4], grabbed = corners[i % 4]
            // The grabbed corner follows the pen by as much as the pen moved (the handle is
            // pressed a little away from the corner: no jump at the first move).
            let span = grabbed - anchor, now = grabbed + (b - a) - anchor
            func ratio(_ n: Double, _ d: Double) -> Double { abs(d) < 1e-9 ? 1 : Swift.max(0.05, n / d) }
            if free { return .scaling(ratio(now.x, span.x), ratio(now.y, span.y), about: anchor) }
            let lengthSquared = span.x * span.x + span.y * span.y
            let k = lengthSquared < 1e-9 ? 1 : Swift.max(0.05, (now.x * span.x + now.y * span.y) / lengthSquared)
            return .scaling(k, k, about: anchor)
        case .rotate:
            let c = box.center
            return .rotation(atan2(b.y - c.y, b.x - c.x) - atan2(a.y - c.y, a.x - c.x), about: c)
        }
    }
}
