import InkInput
extension PenAction {
    /// The actions a gesture may be bound to, in `allCases` order:
    /// - hold: `none`, the temporary tools and the ruler (they last as long as the hold);
    /// - click: everything but the temporary tools and the ruler;
    /// - double-click and long press: everything but the hold-only actions and the destructive
    ///   actions (B3: a quick trigger must never lose data).
    public static func allowed(for gesture: ButtonGesture) -> [PenAction] {
        allCases.filter { $0.isAllowed(for: gesture) }
    }

    /// Whether this action may be bound to `gesture` (see `allowed(for:)`).
    public func isAllowed(for gesture: ButtonGesture) -> Bool {
        switch gesture {
        case .hold: return self == .none || isHoldOnly
        case .click: return !isHoldOnly
        case .doubleClick, .longPress: return !isHoldOnly && !isDestructive
        }
    }
}
