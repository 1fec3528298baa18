import InkGeometry

/// The pan tool (and a middle- or Space-drag): the page follows the device.
public struct PanBehaviour: ToolBehaviour {
    public let deviceID: Int
    /// Where the device was at the last event (window coordinates).
    var last: Point

    public init(deviceID: Int, at start: Point) { self.deviceID = deviceID; self.last = start }

    public var page: Int? { nil }

    public mutating func handle(_ event: ToolEvent, context: ToolContext) -> ToolOutcome {
        switch event {
        case .down(let s):
            last = s.window
            return .nothing
        case .move(let s):
            let d = s.window - last
            last = s.window
            return .scroll(by: d)
        case .up:
            return .nothing
        }
    }
}
