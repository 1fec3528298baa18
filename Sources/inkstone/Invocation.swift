import InkGeometry
import InkInterface

/// What the command line asks for.
enum Invocation: Equatable {
    case help
    case version
    case listDevices(display: String?)
    /// Opens a window on a blank canvas, or on the images, folder or `.inkstone` file given.
    case run(WindowRequest)
    /// `inkstone prefs …`: read or change the preferences; needs no display.
    case prefs(PrefsCommand)
    /// `inkstone export …`: write images or a PDF; needs no display.
    case export(ExportCommand)
    /// `inkstone thumbnail …`: a small PNG of the first page; needs no display.
    case thumbnail(ThumbnailCommand)
    /// `inkstone upgrade FILE...`: rewrites documents in the current file format version.
    case upgrade(UpgradeCommand)

    /// What a window does first.
    enum Start: Equatable {
        /// Shows what the command line names (a blank canvas when nothing).
        case open
        /// A new blank document (`--new`, the desktop entry's "New Sketch").
        case new
        /// Asks what to open (`--open-chooser`, "Annotate PDF or Images…").
        case chooser
    }
}

/// A command-line mistake: the message to print before the usage text (exit status 2).
struct UsageError: Error, Equatable {
    var message: String
}

/// Parses the arguments after the program name.
func parseInvocation(_ args: [String]) throws -> Invocation {
    if args.first == "prefs" {
        if args.count == 2, args[1] == "-h" || args[1] == "--help" { return .help }
        return .prefs(try parsePrefsCommand(Array(args.dropFirst())))
    }
    if args.first == "export" {
        if args.count == 2, args[1] == "-h" || args[1] == "--help" { return .help }
        return .export(try parseExportCommand(Array(args.dropFirst())))
    }
    if args.first == "thumbnail" {
        if args.count == 2, args[1] == "-h" || args[1] == "--help" { return .help }
        return .thumbnail(try parseThumbnailCommand(Array(args.dropFirst())))
    }
    if args.first == "upgrade" {
        if args.count == 2, args[1] == "-h" || args[1] == "--help" { return .help }
        return .upgrade(try parseUpgradeCommand(Array(args.dropFirst())))
    }
    var display: String?
    var size = Size(1024, 720)
    var debugInput = false
    var recordTrace: String?
    var listDevices = false
    var dpi: Double?
    var inputs: [String] = []
    var start = Invocation.Start.open
    var i = 0
    func value(_ option: String) throws -> String {
        i += 1
        guard i < args.count else { throw UsageError(message: tr("%@ needs a value", option)) }
        return args[i]
    }
    while i < args.count {
        let arg = args[i]
        switch arg {
        case "-h", "--help": return .help
        case "--version": return .version
        case "--list-devices": listDevices = true
        case "--debug-input": debugInput = true
        case "--new", "--open-chooser":
            let wanted: Invocation.Start = arg == "--new" ? .new : .chooser
            guard start == .open || start == wanted else { throw UsageError(message: tr("--new and --open-chooser cannot be given together")) }
            start = wanted
        case "--display": display = try value(arg)
        case "--record-trace": recordTrace = try value(arg)
        case "--dpi", "--image-dpi": dpi = try parseDPI(try value(arg), option: arg)
        case "--geometry":
            let text = try value(arg)
            let parts = text.split(separator: "x").compactMap { Int($0) }
            guard parts.count == 2, (64...16384).contains(parts[0]), (64...16384).contains(parts[1]) else {
                throw UsageError(message: tr("--geometry wants WIDTHxHEIGHT (64 to 16384 each), not '%@'", text))
            }
            size = Size(Double(parts[0]), Double(parts[1]))
        default:
            guard !arg.hasPrefix("-") || arg == "-" else { throw UsageError(message: tr("unknown option '%@'", arg)) }
            inputs.append(arg)
        }
        i += 1
    }
    if start != .open, !inputs.isEmpty {
        throw UsageError(message: tr("%@ opens no file; leave out '%@'", start == .new ? "--new" : "--open-chooser", inputs[0]))
    }
    return listDevices ? .listDevices(display: display)
        : .run(WindowRequest(display: display, size: size, debugInput: debugInput, recordTrace: recordTrace,
                             dpi: dpi, inputs: inputs, start: start))
}

// The translated parts of the help (outside the text below, whose quotes gettext's extraction
// cannot read).
let helpTagline = tr("A pen-first sketching and annotation app.")
let helpOptions = tr("Options:")
let helpKeys = tr("Keys in the window (the toolbar's tooltips name them too):")
let helpRemembered = tr("The tools, colours and widths of each device, the hint shown at the first start and where\neach document was looked at last (its page, zoom and scroll; the last 200 documents) are\nremembered in $XDG_STATE_HOME/inkstone/state.json (by default in ~/.local/state).")

let version = "inkstone 0.1.0"
