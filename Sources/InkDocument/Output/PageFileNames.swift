/// The names of the PNG images a pages' export writes into its folder: "page-001.png" for the
/// first of up to 999 pages, as many digits as the last page's number needs beyond that, so
/// that the files sort in page order everywhere. The exporter names its files with it, and the
/// app finds the files its last export wrote (to replace them when it exports again).
public enum PageFileNames {
    /// The name of page `index` (0 is the first) of `count`.
    public static func name(of index: Int, in count: Int) -> String {
        let digits = max(3, String(count).count)
        let number = String(index + 1)
        return "page-" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }

    /// The names of all `count` pages, in order.
    public static func names(count: Int) -> [String] {
        (0..<max(0, count)).map { name(of: $0, in: count) }
    }
}
