import InkDocument

/// What the keeper has to tell the person about crash protection: a journal that cannot be
/// written (and that it works again), and the journals found at start that could not be used.
/// Each is handed out once.
extension DocumentKeeper {
    /// A change in crash protection the person has not been told about: a problem, or
    /// `.working` once journaling works again after one. Each is handed out once.
    enum News: Equatable {
        case failing(full: String, short: String)
        case working
    }

    func takeNews() -> News? {
        guard problem != toldProblem else { return nil }
        toldProblem = problem
        guard let problem else { return .working }
        return .failing(full: problem, short: shortProblem ?? problem)
    }

    /// Whether `takeNews` or `takeStartProblems` has something to hand out (cheap: asked on every event).
    var hasNews: Bool { problem != toldProblem || !startProblems.isEmpty }

    /// What was wrong with journals found at start; handed out once.
    func takeStartProblems() -> [JournalProblem] {
        defer { startProblems = [] }
        return startProblems
    }
}
