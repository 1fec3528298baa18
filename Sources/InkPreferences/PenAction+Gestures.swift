import InkInput
import InkGeometry
extension PenAction {
    /// The actions a gesture may be bound to, in `allCases` order:
    /// - hold: `none`, the temporary tools and the ruler (they last as long as the hold);
    /// - click: everything but the temporary tools (a click turns the ruler on or off, as R does);
    /// - double-click and long press: everything but the hold-only actions and the destructive
    ///   actions (B3: a quick trigger must never lose data).
    public static func allowed(for gesture: ButtonGesture) -> [PenAction] {
        allCases.filter { $0.isAllowed(for: gesture) }
    }

    /// Whether this action may be bound to `gesture` (see `allowed(for:)`).
    public func isAllowed(for gesture: ButtonGesture) -> Bool {
        // (The ruler is hold-only but for the click, a deliberate on/off.)
        switch gesture {
        case .hold: return self == .none || isHoldOnly
        case .click: return !isTemporaryTool
        case .doubleClick, .longPress: return !isHoldOnly && !isDestructive
        }
    }
}

extension PenAction {
    /// The name people read for the action bound to `gesture`: the ruler bound to a click turns
    /// it on and off; otherwise `title`.
    public func title(for gesture: ButtonGesture) -> String {
        self == .ruler && gesture != .hold ? tr("Ruler on or off") : title
    }
}
