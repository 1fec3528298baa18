import InkGeometry

extension Rect {
    /// This rectangle with its corners multiplied by `s` (interface pixels to screen pixels and back).
    func scaled(_ s: Double) -> Rect {
        isEmpty ? .empty : Rect(x: x * s, y: y * s, width: width * s, height: height * s)
    }
}
