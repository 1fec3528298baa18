import Foundation
import InkDocument

/// Writes one line to standard error with write(2): safe from the X error handlers (C
/// callbacks) and free of the C `stderr` global, which Swift 6 counts as shared mutable state.
public func printError(_ line: String) {
    _ = AtomicFile.writeAll(Data((line.hasSuffix("\n") ? line : line + "\n").utf8), to: STDERR_FILENO)
}

extension X11App {
    /// A line for the log (standard error).
    func log(_ line: String) {
        printError(line)
    }
}
