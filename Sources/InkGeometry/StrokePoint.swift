/// One point of a stroke's centre line with the pen pressure there (0...1; 0.5 when unknown).
public struct StrokePoint: Hashable, Sendable, Codable {
    public var position: Point
    public var pressure: Double
    public init(_ position: Point, pressure: Double = 0.5) {
        self.position = position; self.pressure = pressure
    }
}
