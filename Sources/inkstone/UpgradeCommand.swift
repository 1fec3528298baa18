import Foundation
import InkDocument
import InkGeometry
import InkPlatform

/// `inkstone upgrade FILE...`: rewrites Inkstone documents in the current file format version.
struct UpgradeCommand: Equatable {
    /// The documents to upgrade, in the order given.
    var files: [String]
}

/// Parses the arguments after `upgrade`. `--` ends the options.
func parseUpgradeCommand(_ args: [String]) throws -> UpgradeCommand {
    var files: [String] = []
    var optionsEnded = false
    for arg in args {
        if arg == "--", !optionsEnded { optionsEnded = true; continue }
        if !optionsEnded, arg.hasPrefix("-"), arg != "-" { throw UsageError(message: tr("unknown upgrade option '%@'", arg)) }
        files.append(arg)
    }
    guard !files.isEmpty else { throw UsageError(message: tr("upgrade needs the .inkstone documents to rewrite")) }
    return UpgradeCommand(files: files)
}

/// Runs an `upgrade` command: each file is rewritten all at once (or left as it was), with a
/// line saying what was done. Returns 0 when every file is current now, 1 when any could not
/// be read or written (each named on standard error; the others are still done).
func runUpgrade(_ command: UpgradeCommand) -> Int32 {
    var status: Int32 = 0
    for file in command.files {
        do {
            switch try DocumentFile.upgrade(URL(fileURLWithPath: file)) {
            case .upgraded(let from):
                print(tr("%@: upgraded from version %@ to version %@", file, String(from), String(DocumentFile.version)))
            case .alreadyCurrent:
                print(tr("%@: already version %@, left as it was", file, String(DocumentFile.version)))
            }
        } catch {
            fflush(nil)
            printError("inkstone: " + tr("%@: not upgraded, left as it was: %@", file, "\(error)"))
            status = 1
        }
    }
    return status
}
