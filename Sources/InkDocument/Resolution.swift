/// How many page units make an inch, across (`x`) and down (`y`): an image page's pixels per
/// inch (its dpi), or for a blank page the units per inch its size is given in.
///
/// The page's own coordinates never change with it (one image pixel stays one page unit, and
/// one screen pixel at 100 % zoom); only exports use it, for the true size of a PDF page
/// (`width × 72 / x` points) and for rendering PNGs at a chosen dpi. Pixels that are not square
/// (`x != y`) keep their physical shape in a PDF; on screen they are shown one to one.
public struct Resolution: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) { self.x = x; self.y = y }

    /// The same resolution both ways.
    public init(_ dpi: Double) { self.init(x: dpi, y: dpi) }

    /// An image that states no resolution is taken at 96 dpi (CSS, browsers, most viewers).
    public static let imageDefault = Resolution(96)
    /// A blank page's size is in PDF points: 72 to the inch (one unit exported as one point).
    public static let points = Resolution(72)

    /// The resolutions taken seriously, in dots per inch: an image that states one outside
    /// them (0, or a writer's "1 dot per inch") is taken as stating none, and `--dpi` refuses them.
    public static let plausible: ClosedRange<Double> = 10...100_000

    /// `plausible` as text for messages: "10...100000 dpi".
    public static var plausibleText: String { "\(Int(plausible.lowerBound))...\(Int(plausible.upperBound)) dpi" }

    /// Whether both directions lie in `plausible` (so are finite and positive).
    public var isPlausible: Bool { Self.plausible.contains(x) && Self.plausible.contains(y) }

    /// `x` and `y` if both are plausible, else nil.
    public static func stated(x: Double, y: Double) -> Resolution? {
        let r = Resolution(x: x, y: y)
        return r.isPlausible ? r : nil
    }
}
