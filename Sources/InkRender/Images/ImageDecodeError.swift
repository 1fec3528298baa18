import InkGeometry

/// Why page image bytes could not be decoded.
public struct ImageDecodeError: Error, CustomStringConvertible, Equatable, Sendable {
    public var reason: String

    public init(_ reason: String) { self.reason = reason }

    public var description: String { tr("cannot decode the image: %@", "\(reason)") }
}
