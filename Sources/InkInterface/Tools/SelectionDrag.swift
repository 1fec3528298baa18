import Foundation
import InkDocument
import InkGeometry

/// A drag of a selection by one of its grips: moves, scales (uniformly, or freely with Shift
/// held at the press) or turns the selected strokes as the pen goes, and makes the whole drag
/// one undo step at the lift. The selection may lie on several pages: the drag works in the
/// coordinates of its first page (`dragPage`), each other page's strokes through their page's
/// offset from it; each page's strokes stay on it during the drag (the editor moves those
/// dropped over another page there at the lift).
public struct SelectionDrag: ToolBehaviour {
    /// The selected strokes (and placed images) of one page.
    public struct Part: Hashable, Sendable {
        public var page: Int
        /// Where the page's origin is in the drag page's coordinates (document units).
        public var offset: Point
        /// The strokes as they were at the press.
        public var originals: [PlacedStroke]
        /// The selected placed images as they were at the press (on their page while dragged; the lift takes those over another page there).
        public var images: [IndexedImage]
        /// Their bytes, carried by the step recorded at the lift (`ImageEdit.bytes`).
        public var bytes: [String: Data]
        /// The selected text boxes as they were at the press (on their page while dragged; the lift takes those over another page there).
        public var texts: [TextBox]

        public init(page: Int, offset: Point = .zero, originals: [PlacedStroke], images: [IndexedImage] = [], bytes: [String: Data] = [:],
                    texts: [TextBox] = []) {
            self.page = page; self.offset = offset; self.originals = originals; self.images = images; self.bytes = bytes
            self.texts = texts
        }
    }

    public let deviceID: Int
    public let dragPage: Int
    public let grip: SelectionGrip
    /// Scale each axis on its own (Shift).
    public let free: Bool
    /// The strokes as they were at the press, by page.
    public let parts: [Part]
    /// The selection's bounds at the press (the drag page's coordinates).
    public let box: Rect
    /// What a corner's drag scales against (document units, per axis): the box's size, or the
    /// handles' frame where it was grown around a small selection (`SelectionHandles.span`).
    public let reach: Point
    /// What each part holds now.
    private var current: [Contents]
    private var start: Point?

    /// `reach` is what a corner's drag scales against (document units), the box's size if nil.
    public init(deviceID: Int, page: Int, grip: SelectionGrip, parts: [Part], free: Bool = false, reach: Point? = nil) {
        self.deviceID = deviceID; self.dragPage = page; self.grip = grip; self.free = free
        self.parts = parts
        current = parts.map { Contents(strokes: $0.originals, images: $0.images, texts: $0.texts) }
        let box = parts.reduce(Rect.empty) { box, part in
            let strokes = part.originals.reduce(box) { $0.union($1.stroke.bounds.offsetBy(part.offset)) }
            let images = part.images.reduce(strokes) { $0.union($1.image.bounds.offsetBy(part.offset)) }
            return part.texts.reduce(images) { $0.union($1.bounds.offsetBy(part.offset)) }
        }
        self.box = box
        self.reach = reach ?? Point(box.width, box.height)
    }

    /// A drag of strokes of one page.
    public init(deviceID: Int, page: Int, grip: SelectionGrip, strokes: [PlacedStroke], free: Bool = false) {
        self.init(deviceID: deviceID, page: page, grip: grip, parts: [Part(page: page, originals: strokes)], free: free)
    }

    /// The strokes as they were at the press (every page's).
    public var originals: [PlacedStroke] { parts.flatMap(\.originals) }

    public var page: Int? { dragPage }

    public mutating func handle(_ event: ToolEvent, context: ToolContext) -> ToolOutcome {
        switch event {
        case .down(let s):
            start = s.page
            return .nothing
        case .move(let s):
            guard let start else { return .nothing }
            let t = transform(from: start, to: s.page)
            var edits: [Edit] = []
            for i in parts.indices {
                let next = contents(i, through: t)
                edits += self.edits(i, from: current[i], to: next)
                current[i] = next
            }
            return .apply(edits)
        case .up:
            guard current != parts.indices.map(pressed) else { return .nothing }
            return .settle(parts.indices.flatMap { i in edits(i, from: pressed(i), to: current[i], bytes: parts[i].bytes) })
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
            // The grabbed handle follows the pen by as much as the pen moved (it is pressed a
            // little away from the corner: no jump at the first move); a small selection's
            // handles stand farther out (`reach`), and the scale is the pen's way against theirs.
            let direction = grabbed - anchor
            let span = Point(direction.x < 0 ? -reach.x : reach.x, direction.y < 0 ? -reach.y : reach.y), now = span + (b - a)
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
