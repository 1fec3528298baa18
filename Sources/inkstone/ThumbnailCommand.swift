import InkGeometry

/// `inkstone thumbnail INPUT OUTPUT.png [--size N]`: a small PNG of a document's first page
/// with its ink, for file managers (the `.thumbnailer` file runs it). Needs no display.
struct ThumbnailCommand: Equatable {
    /// An `.inkstone` document (known by its extension or its magic), or an image.
    var input: String
    var output: String
    /// The larger side of the picture, in pixels.
    var size = 256
}

/// Parses the arguments after `thumbnail`. `--` ends the options.
func parseThumbnailCommand(_ args: [String]) throws -> ThumbnailCommand {
    var paths: [String] = []
    var size: Int?
    var optionsEnded = false
    var i = 0
    while i < args.count {
        let arg = args[i]
        switch arg {
        case "--" where !optionsEnded:
            optionsEnded = true
        case "--size" where !optionsEnded, "-s" where !optionsEnded:
            i += 1
            guard i < args.count else { throw UsageError(message: tr("%@ needs a value", arg)) }
            guard size == nil else { throw UsageError(message: tr("%@ is given twice", "--size")) }
            guard let n = Int(args[i]), (1...4096).contains(n) else {
                throw UsageError(message: tr("--size wants a number of pixels from 1 to 4096, not '%@'", args[i]))
            }
            size = n
        default:
            if !optionsEnded, arg.hasPrefix("-"), arg != "-" { throw UsageError(message: tr("unknown thumbnail option '%@'", arg)) }
            paths.append(arg)
        }
        i += 1
    }
    guard paths.count == 2 else {
        throw UsageError(message: trn("thumbnail needs an input document and an output PNG file, not %d name", "thumbnail needs an input document and an output PNG file, not %d names", paths.count))
    }
    return ThumbnailCommand(input: paths[0], output: paths[1], size: size ?? 256)
}
