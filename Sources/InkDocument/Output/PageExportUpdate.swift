/// What an export of a document's pages running in the background has come to: the render
/// module's `PageExportQueue` says it, the platform hands it to the document workflow, which
/// tells the person.
public enum PageExportUpdate: Sendable, Equatable {
    /// `done` of `total` pages written so far.
    case progress(done: Int, total: Int)
    /// All written, `count` files put in place; `notRemoved`: the files of an earlier export
    /// that were to go (`PageExportQueue.start(…replacing:)`) and could not, each with why.
    case finished(count: Int, notRemoved: [String] = [])
    /// Stopped by an error (said); nothing was put in place.
    case failed(String)
    /// Stopped when asked (the app quitting); nothing was put in place.
    case cancelled
}
