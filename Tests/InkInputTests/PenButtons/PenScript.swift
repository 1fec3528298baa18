/// A tiny script language for PenButtonRecognizer tests: one step per input, with its time.
import InkInput

enum PenStep {
    case press(PenButton, UInt64)
    case release(PenButton, UInt64)
    case tipDown(UInt64)
    case tipUp(UInt64)
    case proximityOut(UInt64)
    case advance(UInt64)
}

extension PenButtonRecognizer {
    /// The events of one step.
    mutating func step(_ s: PenStep) -> [GestureEvent] {
        switch s {
        case .press(let b, let t): return press(b, at: t)
        case .release(let b, let t): return release(b, at: t)
        case .tipDown(let t): return tipDown(at: t)
        case .tipUp(let t): return tipUp(at: t)
        case .proximityOut(let t): return proximityOut(at: t)
        case .advance(let t): return advance(to: t)
        }
    }

    /// The events of each step, in order.
    mutating func script(_ steps: [PenStep]) -> [[GestureEvent]] {
        steps.map { step($0) }
    }
}
