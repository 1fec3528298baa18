/// How far ahead of the pen the live stroke shows a predicted tail (the `pen.prediction`
/// preference), to hide the time the display takes to show what was drawn. The tail is
/// replaced on every event and never becomes part of the stroke.
public enum Prediction: String, CaseIterable, Hashable, Sendable, Codable {
    case off, short, long

    /// How far ahead the tail reaches, in milliseconds of the pen's recent motion (0 = no tail):
    /// about one frame of a 60 Hz display for `short`, two for `long`.
    public var horizon: Double {
        switch self {
        case .off: return 0
        case .short: return 8
        case .long: return 16
        }
    }
}
