/// A width and height.
public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
}
