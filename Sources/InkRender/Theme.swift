/// The app's own colours (0xRRGGBB). Ink is never themed (D1).
enum Theme {
    static let paper: UInt32 = 0xffffff
    /// Behind and between pages of a document of pages.
    static let desk: UInt32 = 0xe4e4e9
    static let bar: UInt32 = 0xf3f3f6
    static let barEdge: UInt32 = 0xd6d6dc
    static let separator: UInt32 = 0xdcdce2
    static let icon: UInt32 = 0x34343c
    static let iconDisabled: UInt32 = 0xb4b4bc
    static let hover: UInt32 = 0xe6e6ec
    static let selected: UInt32 = 0xdbe6fd
    static let accent: UInt32 = 0x2f6fe4
    static let pressed: UInt32 = 0xcfd9f2
    /// Text saying what went wrong where it happened (a name the chooser cannot save).
    static let problem: UInt32 = 0xb3261e
}
