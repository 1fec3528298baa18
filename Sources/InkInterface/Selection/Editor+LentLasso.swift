import InkInput

/// The lasso a paste, a placed image or Ctrl+A puts in hand to move what they selected (issue
/// 17), lent: when the selection is let go (a press off it, Escape, another selection's paste)
/// the tool before it comes back, and a press off it draws with that tool at once, as a press off
/// a selection kept after a held lasso does. A tool chosen meanwhile ends the loan, and a lasso
/// the person had chosen is never lent (it stays).
extension Editor {
    /// The tool before the lasso and the one before that, to give back.
    struct LentLasso: Hashable, Sendable {
        var tool: Tool
        var previous: Tool
    }

    /// Puts the lasso in `kind`'s hand, lent.
    mutating func lendLasso(to kind: DeviceKind) -> Damage {
        let before = toolState(for: kind)
        guard before.tool != .lasso else { return .none }
        var state = before
        state.choose(.lasso)
        let damage = setTool(state, for: kind)
        lentLasso[kind] = LentLasso(tool: before.tool, previous: before.previousTool)
        return damage
    }

    /// Gives back every lent lasso (the selection was let go).
    mutating func returnLentLasso() -> Damage {
        var damage = Damage.none
        for (kind, lent) in lentLasso {
            lentLasso[kind] = nil
            var state = toolState(for: kind)
            guard state.tool == .lasso else { continue }
            state.tool = lent.tool
            state.previousTool = lent.previous
            damage.formUnion(setTool(state, for: kind))
        }
        return damage
    }

    /// A tool state as it is remembered between runs: a lent lasso as the tool it stands in for.
    func unlent(_ state: ToolState, of kind: DeviceKind) -> ToolState {
        guard let lent = lentLasso[kind], state.tool == .lasso else { return state }
        var s = state
        s.tool = lent.tool
        s.previousTool = lent.previous
        return s
    }
}
