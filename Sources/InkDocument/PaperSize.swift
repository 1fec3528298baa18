import InkGeometry

/// Sheets of paper in page units (points, 72 to the inch, as a blank page's are): the size of
/// the pages Ctrl+B makes from a blank sketch, the desktop's paper (`LC_PAPER`) where the
/// platform knows it.
public enum PaperSize {
    /// ISO A4, 210 x 297 mm.
    public static let a4 = Size(595, 842)
    /// US Letter, 8.5 x 11 in.
    public static let letter = Size(612, 792)

    /// The sheet `width` x `height` millimetres wide and high, as the C library states a
    /// locale's paper (whole millimetres: Letter is 216 x 279, and comes back as Letter
    /// exactly); nil for sizes no sheet has.
    public static func millimetres(_ width: Int, _ height: Int) -> Size? {
        guard (50...2000).contains(width), (50...2000).contains(height) else { return nil }
        if width == 216 && height == 279 { return letter }
        return Size((Double(width) * 72 / 25.4).rounded(), (Double(height) * 72 / 25.4).rounded())
    }
}
