import InkInput

/// X's pointer button numbers, and what they mean for the engine: the one place that knows
/// them. Button 1 is the pen tip's contact (or the mouse's left button); on a pen 2 and 3 are
/// the lower and upper barrel buttons (BTN_STYLUS, BTN_STYLUS2), on a mouse the middle and
/// right buttons; 4-7 are the wheel's notches (up, down, left, right).
public enum XButtonMapping {
    /// What X button `number` of a device of `kind` is, if the engine has a use for it.
    public static func button(_ number: Int, kind: DeviceKind) -> PointerButton? {
        let isPen = kind == .pen || kind == .eraser
        switch number {
        case 1: return .primary
        case 2: return isPen ? .lowerBarrel : .middle
        case 3: return isPen ? .upperBarrel : .secondary
        default: return nil
        }
    }

    /// The wheel notch X button `number` stands for, if it is one.
    public static func scroll(_ number: Int) -> ScrollDelta? {
        switch number {
        case 4: return .up
        case 5: return .down
        case 6: return .left
        case 7: return .right
        default: return nil
        }
    }

    /// The buttons held in an X button mask (XI2's bytes: bit `n % 8` of byte `n / 8` for X
    /// button `n`; numbers from 32 on are not read): the wheel's notches are never held;
    /// buttons past them are `unnamed`. It reads the bytes itself rather than calling back for
    /// each number: a closure made on the main actor is checked for its actor on every call,
    /// and this runs for every motion.
    public static func held(kind: DeviceKind, mask: UnsafeBufferPointer<UInt8>) -> ButtonSet {
        var set = ButtonSet()
        for (index, byte) in mask.prefix(4).enumerated() where byte != 0 {
            for bit in 0..<8 where byte & (1 << bit) != 0 {
                let number = index * 8 + bit
                guard number > 0 else { continue }
                if let b = button(number, kind: kind) { set.insert(ButtonSet(b)) } else if number > 7 { set.insert(.unnamed) }
            }
        }
        return set
    }
}
