/// Guesses the writing hand from the pen's tilt while it hovers: a right hand leans the pen's
/// top to the right (tilt X > 0), a left hand to the left. A slow running average with a dead
/// band, so a few odd samples never flip the layout back and forth.
public struct HandednessGuess: Hashable, Sendable {
    /// The running mean of tilt X, in degrees.
    public private(set) var meanTilt = 0.0
    public private(set) var samples = 0
    /// The current guess: true = right-handed, nil = not enough evidence yet.
    public private(set) var rightHanded: Bool?

    static let needed = 30
    static let threshold = 8.0

    public init() {}

    /// Adds a hover sample; returns true when the guess changed.
    public mutating func add(tiltX: Double) -> Bool {
        guard tiltX.isFinite else { return false }
        samples += 1
        let weight = 1 / Double(Swift.min(samples, 60))
        meanTilt += (tiltX - meanTilt) * weight
        guard samples >= Self.needed else { return false }
        let guess: Bool? = meanTilt >= Self.threshold ? true : meanTilt <= -Self.threshold ? false : rightHanded
        guard guess != rightHanded else { return false }
        rightHanded = guess
        return true
    }
}
