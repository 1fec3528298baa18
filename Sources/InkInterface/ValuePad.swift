import Foundation
import InkGeometry

/// A small card for a number the pen sets without a keyboard (issue 16): the page to go to,
/// or the zoom. It shows the value between a step-down and a step-up button, a number pad to
/// type another one (the keyboard's digits type too) and OK; the zoom's pad also lists its
/// presets (fit width, fit page and a few percentages). Every target is at least 40 px (M1).
public struct ValuePad: Hashable, Sendable {
    public enum Purpose: Hashable, Sendable {
        /// Go to page: `value` is the page number (from 1) of `count` pages.
        case page(count: Int)
        /// The zoom: `value` is the percentage.
        case zoom
    }

    /// A control of the pad.
    public enum Control: Hashable, Sendable {
        case digit(Int)
        case backspace
        case stepDown
        case stepUp
        case ok
        case preset(ZoomPreset)
        case percent(Int)
    }

    public struct Key: Hashable, Sendable {
        public var control: Control
        public var frame: Rect
    }

    public static let key = 40.0
    static let gap = 4.0
    static let padding = 8.0
    static let titleHeight = 20.0
    static let listWidth = 84.0
    /// The percentages the zoom's list offers besides its presets.
    public static let percentages = [50, 200]
    /// The zoom steps of the pad's − and + buttons (percent).
    public static let zoomSteps = [5, 10, 25, 33, 50, 67, 75, 100, 125, 150, 200, 300, 400, 600, 800]

    public var purpose: Purpose
    /// The value in effect (page number from 1, or percent).
    public var value: Int
    /// Digits typed since the pad opened or the value last changed; empty: the value shows.
    public var typed = ""
    public var frame: Rect
    public var keys: [Key]
    /// The key Tab has moved to (ringed), which Enter presses; nil: Enter is OK.
    public var focus: Control?

    /// Lays the pad out next to `anchor`, on the side away from the writing hand, inside `bounds`.
    public init(_ purpose: Purpose, value: Int, anchor: Point, rightHanded: Bool, within bounds: Rect) {
        self.purpose = purpose
        self.value = value
        let k = Self.key, g = Self.gap, p = Self.padding
        // Four columns: − display + on top, then 1 2 3 ⌫ / 4 5 6 0 / 7 8 9 OK; the zoom's list beside.
        let grid = 4 * k + 3 * g
        let list = purpose == .zoom ? Self.listWidth + 2 * g : 0
        let size = Size(grid + list + 2 * p, Self.titleHeight + 4 * k + 3 * g + 2 * p)
        var x = rightHanded ? anchor.x - 24 - size.width : anchor.x + 24
        if x < bounds.minX || x + size.width > bounds.maxX { x = rightHanded ? anchor.x + 24 : anchor.x - 24 - size.width }
        x = Swift.max(bounds.minX, Swift.min(bounds.maxX - size.width, x))
        let y = Swift.max(bounds.minY, Swift.min(bounds.maxY - size.height, anchor.y - size.height / 2))
        frame = Rect(x: x.rounded(), y: y.rounded(), width: size.width, height: size.height)
        var keys: [Key] = []
        let left = frame.minX + p, top = frame.minY + p + Self.titleHeight
        func cell(_ col: Int, _ row: Int) -> Rect {
            Rect(x: left + Double(col) * (k + g), y: top + Double(row) * (k + g), width: k, height: k)
        }
        keys.append(Key(control: .stepDown, frame: cell(0, 0)))
        keys.append(Key(control: .stepUp, frame: cell(3, 0)))
        for d in 1...9 { keys.append(Key(control: .digit(d), frame: cell((d - 1) % 3, 1 + (d - 1) / 3))) }
        keys.append(Key(control: .backspace, frame: cell(3, 1)))
        keys.append(Key(control: .digit(0), frame: cell(3, 2)))
        keys.append(Key(control: .ok, frame: cell(3, 3)))
        if purpose == .zoom {
            let x0 = left + grid + 2 * g
            for (i, preset) in [ZoomPreset.fitWidth, .fitPage, .actualSize].enumerated() {
                keys.append(Key(control: .preset(preset), frame: Rect(x: x0, y: top + Double(i) * (k + g), width: Self.listWidth, height: k)))
            }
            let half = (Self.listWidth - g) / 2
            for (i, percent) in Self.percentages.enumerated() {
                keys.append(Key(control: .percent(percent), frame: Rect(x: x0 + Double(i) * (half + g), y: top + 3 * (k + g), width: half, height: k)))
            }
        }
        self.keys = keys
    }

    /// Where the value shows, between the step buttons.
    public var display: Rect {
        let k = Self.key, g = Self.gap
        return Rect(x: frame.minX + Self.padding + k + g, y: frame.minY + Self.padding + Self.titleHeight, width: 2 * k + g, height: k)
    }

    /// The control at a window position, if any.
    public func control(at p: Point) -> Control? { keys.first { $0.frame.contains(p) }?.control }

    /// The control's frame.
    public func frame(of c: Control) -> Rect? { keys.first { $0.control == c }?.frame }

    public var title: String { purpose == .zoom ? tr("Zoom") : tr("Go to page") }

    /// What the display shows: the digits typed, else the value ("3 / 12", "125 %").
    public var text: String {
        let shown = typed.isEmpty ? String(value) : typed
        switch purpose {
        case .page(let count): return "\(shown) / \(count)"
        case .zoom: return "\(shown) %"
        }
    }

    /// The typed value, or the value, kept in range.
    public var chosen: Int { clamp(Int(typed) ?? value) }

    func clamp(_ v: Int) -> Int {
        switch purpose {
        case .page(let count): return Swift.max(1, Swift.min(count, v))
        case .zoom: return Swift.max(Self.zoomSteps[0], Swift.min(Self.zoomSteps[Self.zoomSteps.count - 1], v))
        }
    }

    /// A digit typed (at most four: more is never a page or a zoom in range).
    public mutating func type(_ d: Int) {
        guard typed.count < 4, (0...9).contains(d), !(typed.isEmpty && d == 0) else { return }
        typed += String(d)
    }

    public mutating func erase() { if !typed.isEmpty { typed.removeLast() } }

    /// The next value down or up from the one in effect (a page; a zoom step).
    public func stepped(up: Bool) -> Int {
        switch purpose {
        case .page: return clamp(value + (up ? 1 : -1))
        case .zoom:
            return up ? (Self.zoomSteps.first { $0 > value } ?? value) : (Self.zoomSteps.last { $0 < value } ?? value)
        }
    }
}
