import InkDocument
import InkGeometry

/// One device kind's tools as remembered between runs (`ToolState` without the tool held by a
/// pen button): the tool, the one before it, each colour tool's colour (a preset's index or a
/// custom `#rrggbb`) and each tool's width. Tools and colours this version does not know are
/// left out when read back, widths are clamped as the toolbar clamps them.
public struct RememberedTools: Codable, Hashable, Sendable {
    public var tool: String
    public var previousTool: String?
    /// Each colour tool's preset colour, by the tool's name.
    public var colors: [String: Int]
    /// Each colour tool's custom colour (`#rrggbb`), by the tool's name.
    public var customColors: [String: String]
    /// Each tool's width in pixels at 100 %, by the tool's name.
    public var widths: [String: Double]

    public init(tool: String, previousTool: String?, colors: [String: Int], customColors: [String: String], widths: [String: Double]) {
        self.tool = tool; self.previousTool = previousTool; self.colors = colors; self.customColors = customColors; self.widths = widths
    }

    public init(_ state: ToolState) {
        tool = state.tool.rawValue
        previousTool = state.previousTool.rawValue
        colors = [:]; customColors = [:]; widths = [:]
        for t in Tool.allCases {
            if let i = state.colorIndices[t] { colors[t.rawValue] = i }
            if let c = state.customColors[t] { customColors[t.rawValue] = InkColor(rgb: c).hex }
            if let w = state.widths[t] { widths[t.rawValue] = w }
        }
    }

    /// The tool state this stands for, starting from `base` (a kind's initial state).
    public func state(from base: ToolState) -> ToolState {
        var s = base
        if let t = Tool(rawValue: tool), t != .pan { s.tool = t }
        if let p = previousTool.flatMap(Tool.init(rawValue:)), p != .pan { s.previousTool = p }
        s.temporaryTool = nil
        for t in Tool.allCases {
            if let i = colors[t.rawValue] { s.colorIndices[t] = i }
            if let c = customColors[t.rawValue].flatMap({ InkColor(hex: $0) }) { s.customColors[t] = c.rgb }
            if let w = widths[t.rawValue], w.isFinite { s.widths[t] = PressureSpan.clamped(w) }
        }
        return s
    }
}
