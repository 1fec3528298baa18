import InkDocument
import InkGeometry
import InkInput

/// A stroke drawn in the Preferences panel's scratch area, under the pressure curve: real ink
/// (the device's colour and width, its pressure through the current curve), never saved.
/// Its points are relative to the scratch area's top-left corner, so scrolling the panel
/// carries them along.
public struct ScratchStroke: Hashable, Sendable {
    public var points: [StrokePoint]
    public var color: InkColor
    public var outline: OutlineOptions

    public init(points: [StrokePoint], color: InkColor, outline: OutlineOptions) {
        self.points = points; self.color = color; self.outline = outline
    }

    /// At most this many strokes are kept (the oldest go first).
    public static let limit = 40
}

/// The pen in the scratch area, at a point relative to the area's top-left corner.
public enum ScratchTouch: Hashable, Sendable {
    case begin(Point, pressure: Double)
    case move(Point, pressure: Double)
}

extension Editor {
    /// Draws in the panel's scratch area: a new stroke at `.begin`, its next point at `.move`.
    /// The pressure goes through the pressure curve; the colour and width are those of the
    /// device's drawing tool (the pen's when it holds the eraser).
    mutating func touchScratch(_ touch: ScratchTouch, kind: DeviceKind) -> Damage {
        switch touch {
        case .begin(let p, let pressure):
            var state = toolState(for: kind)
            if state.effectiveTool != .pen && state.effectiveTool != .highlighter { state.temporaryTool = .pen }
            let stroke = ScratchStroke(points: [StrokePoint(p, pressure: preferences.pressureCurve(pressure))],
                                       color: state.inkColor(in: palette), outline: state.outline(in: palette))
            guard var strokes = panel?.scratch else { return .none }
            strokes.append(stroke)
            if strokes.count > ScratchStroke.limit { strokes.removeFirst(strokes.count - ScratchStroke.limit) }
            panel?.scratch = strokes
        case .move(let p, let pressure):
            let point = StrokePoint(p, pressure: preferences.pressureCurve(pressure))
            guard var strokes = panel?.scratch, !strokes.isEmpty else { return .none }
            strokes[strokes.count - 1].points.append(point)
            panel?.scratch = strokes
        }
        return .none
    }
}
