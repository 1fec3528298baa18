import InkGeometry
import InkInput

/// The state of the open Preferences panel (its "Pen" page): which binding row is selected,
/// and what the double-click try-it area last saw.
public struct PreferencesPanel: Hashable, Sendable {
    public enum TryIt: Hashable, Sendable {
        case waiting
        /// Two presses this many ms apart made a double-click.
        case recognised(UInt64)
        /// The presses were this many ms apart: too slow for the current speed.
        case tooSlow(UInt64)
    }

    public var selected: BindingKey = BindingKey(.lower, .click)
    public var tryIt: TryIt = .waiting
    var lastTryPress: UInt64?

    public init() {}
}

/// A control of the Preferences panel.
public enum PanelControl: Hashable, Sendable {
    case close
    case row(BindingKey)
    case choice(PenAction)
    case hand(Handedness)
    case slower, faster, systemSpeed
    case tryIt
}

/// Where everything of the Preferences panel is, for a window size and the selected row.
public struct PanelLayout: Hashable, Sendable {
    public struct Control: Hashable, Sendable {
        public var control: PanelControl
        public var frame: Rect
    }

    public static let size = Size(660, 612)
    public var frame: Rect
    public var controls: [Control]
    /// Group headings ("Lower button"...) and where their text goes.
    public var headings: [(text: String, at: Point)] { headingList }
    var headingList: [(text: String, at: Point)]

    public init(window: Size, selected: BindingKey) {
        let x = Swift.max(0, ((window.width - Self.size.width) / 2).rounded())
        let y = Swift.max(0, ((window.height - Self.size.height) / 2).rounded())
        frame = Rect(x: x, y: y, width: Self.size.width, height: Self.size.height)
        var controls = [Control(control: .close, frame: Rect(x: x + Self.size.width - 48, y: y + 10, width: 36, height: 36))]
        var headings: [(String, Point)] = []
        var rowY = y + 84
        for button in PenButton.allCases {
            headings.append(("\(button == .both ? "Both buttons" : button.rawValue.capitalized + " button")", Point(x + 20, rowY + 16)))
            rowY += 24
            for gesture in ButtonGesture.allCases {
                controls.append(Control(control: .row(BindingKey(button, gesture)), frame: Rect(x: x + 16, y: rowY, width: 330, height: 28)))
                rowY += 30
            }
        }
        headings.append(("Action for \(selected.button == .both ? "both buttons" : selected.button.rawValue + " button") · \(Self.title(selected.gesture))",
                         Point(x + 366, y + 100)))
        var choiceY = y + 112
        for action in PenAction.allowed(for: selected.gesture) {
            controls.append(Control(control: .choice(action), frame: Rect(x: x + 362, y: choiceY, width: 282, height: 30)))
            choiceY += 32
        }
        let bottom = y + 528
        headings.append(("Writing hand", Point(x + 20, bottom + 20)))
        controls.append(Control(control: .hand(.right), frame: Rect(x: x + 150, y: bottom, width: 80, height: 30)))
        controls.append(Control(control: .hand(.left), frame: Rect(x: x + 236, y: bottom, width: 80, height: 30)))
        headings.append(("Double-click speed", Point(x + 20, bottom + 60)))
        controls.append(Control(control: .slower, frame: Rect(x: x + 170, y: bottom + 40, width: 30, height: 30)))
        controls.append(Control(control: .faster, frame: Rect(x: x + 286, y: bottom + 40, width: 30, height: 30)))
        controls.append(Control(control: .systemSpeed, frame: Rect(x: x + 322, y: bottom + 40, width: 80, height: 30)))
        controls.append(Control(control: .tryIt, frame: Rect(x: x + 420, y: bottom - 6, width: 224, height: 80)))
        self.controls = controls
        self.headingList = headings
    }

    public func control(at p: Point) -> PanelControl? { controls.first { $0.frame.contains(p) }?.control }
    public func frame(of c: PanelControl) -> Rect? { controls.first { $0.control == c }?.frame }

    /// "Click", "Double-click", "Long press", "Hold".
    public static func title(_ g: ButtonGesture) -> String {
        switch g {
        case .click: return "Click"
        case .doubleClick: return "Double-click"
        case .longPress: return "Long press"
        case .hold: return "Hold"
        }
    }

    public static func == (a: PanelLayout, b: PanelLayout) -> Bool { a.frame == b.frame && a.controls == b.controls }
    public func hash(into h: inout Hasher) { h.combine(frame); h.combine(controls) }
}
