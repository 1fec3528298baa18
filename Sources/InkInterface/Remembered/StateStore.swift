/// Where the remembered state comes from and goes to (a file in `$XDG_STATE_HOME/inkstone/`
/// for the app, a value in memory for tests). Sendable: the keeper writes on a queue of its own.
public protocol StateStore: Sendable {
    /// What is remembered: an empty state when nothing is, and with it a problem to say once
    /// (the file is broken or unreadable) when what was there could not be used.
    func load() -> StateLoad
    /// Replaces what is remembered, whole or not at all.
    func save(_ state: RememberedState) throws
}

/// What a `StateStore` read.
public struct StateLoad: Sendable {
    public var state: RememberedState
    /// Why what was there was not used, for one message (nil when all is well).
    public var problem: String?

    public init(state: RememberedState, problem: String? = nil) { self.state = state; self.problem = problem }
}
