import InkDocument
import InkGeometry

/// A tool that lays down a stroke along its gesture (the pen, the highlighter): the contact's
/// own event puts the first footprint on screen (G1), each move adds a piece, the lift adds
/// the stroke to the page.
public protocol InkBehaviour: ToolBehaviour {
    /// The stroke being drawn.
    var stroke: ActiveStroke { get set }
}

extension InkBehaviour {
    public var deviceID: Int { stroke.deviceID }
    public var page: Int? { stroke.page }

    public mutating func handle(_ event: ToolEvent, context: ToolContext) -> ToolOutcome {
        switch event {
        case .down(let s), .move(let s):
            // Grows in place: copying the stroke out would copy its points on every event.
            return .inked(stroke.add(point(s), time: s.time))
        case .up(let s):
            // The lift reports no pressure, tilt or angle worth keeping: the stroke ends as it was drawn.
            let last = stroke.realPoints.last
            _ = stroke.finish(StrokePoint(s.page, pressure: last?.pressure ?? 0.5, tilt: last?.tilt ?? 0, angle: last?.angle ?? 0))
            return .addStroke(stroke)
        }
    }

    /// The stroke point for a sample: the pencil keeps the tilt, the chisel its angle (turned
    /// by half turns to follow on from the last point's, as the nib looks the same), the pen neither.
    func point(_ s: ToolSample) -> StrokePoint {
        switch stroke.outline.nib {
        case .round: return StrokePoint(s.page, pressure: s.pressure)
        case .pencil: return StrokePoint(s.page, pressure: s.pressure, tilt: Swift.min(90, Swift.max(0, s.tilt)))
        case .chisel:
            let angle = stroke.realPoints.last.map { ChiselNib.unwrapped(s.nibAngle, near: $0.angle) } ?? s.nibAngle
            return StrokePoint(s.page, pressure: s.pressure, angle: angle)
        }
    }
}

/// The pen: ink in the tool's colour and width, thinner and thicker with pressure.
public struct PenBehaviour: InkBehaviour {
    public var stroke: ActiveStroke
    public init(stroke: ActiveStroke) { self.stroke = stroke }
}

/// The pencil: graphite along the gesture, its tilt kept at every point (its colour and
/// outline come from its tool state).
public struct PencilBehaviour: InkBehaviour {
    public var stroke: ActiveStroke
    public init(stroke: ActiveStroke) { self.stroke = stroke }
}

/// The highlighter: broad translucent ink (its colour and outline come from its tool state).
public struct HighlighterBehaviour: InkBehaviour {
    public var stroke: ActiveStroke
    public init(stroke: ActiveStroke) { self.stroke = stroke }
}
