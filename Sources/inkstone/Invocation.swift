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
        guard i < args.count else { throw UsageError(message: "\(option) needs a value") }
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
            guard start == .open || start == wanted else { throw UsageError(message: "--new and --open-chooser cannot be given together") }
            start = wanted
        case "--display": display = try value(arg)
        case "--record-trace": recordTrace = try value(arg)
        case "--dpi", "--image-dpi": dpi = try parseDPI(try value(arg), option: arg)
        case "--geometry":
            let text = try value(arg)
            let parts = text.split(separator: "x").compactMap { Int($0) }
            guard parts.count == 2, (64...16384).contains(parts[0]), (64...16384).contains(parts[1]) else {
                throw UsageError(message: "--geometry wants WIDTHxHEIGHT (64 to 16384 each), not '\(text)'")
            }
            size = Size(Double(parts[0]), Double(parts[1]))
        default:
            guard !arg.hasPrefix("-") || arg == "-" else { throw UsageError(message: "unknown option '\(arg)'") }
            inputs.append(arg)
        }
        i += 1
    }
    if start != .open, !inputs.isEmpty {
        throw UsageError(message: "\(start == .new ? "--new" : "--open-chooser") opens no file; leave out '\(inputs[0])'")
    }
    return listDevices ? .listDevices(display: display)
        : .run(WindowRequest(display: display, size: size, debugInput: debugInput, recordTrace: recordTrace,
                             dpi: dpi, inputs: inputs, start: start))
}

let usage = """
    Usage: inkstone [options] [PDF... | IMAGE... | FOLDER | FILE.inkstone]
           inkstone [options] --new | --open-chooser
           inkstone prefs list | get KEY | set KEY VALUE | reset [KEY]
           inkstone export INPUT... --png DIR [--dpi N] | --pdf FILE [--image-dpi N] [--password PW]
           inkstone thumbnail INPUT OUTPUT.png [--size N]
           inkstone upgrade FILE.inkstone...

    A pen-first sketching and annotation app.

    Options:
      --display NAME     X display to use (default: $DISPLAY)
      --geometry WxH     window size in pixels (default: 1024x720)
      --new              start on a new blank document (also when another window is open)
      --open-chooser     start by asking which document or images to open
      --list-devices     print the input devices with their kind and axes, then exit
      --debug-input      log every decoded input event and X error to standard error
      --record-trace FILE  write every pen stroke drawn to FILE as a pen trace
                         (samples with pressure, tilt and rotation; see docs/PEN-TRACES.md)
      --dpi N            take the images opened as N dots per inch, whatever they state
                         (images stating none are 96 dpi; only exports use it)
      --version          print the version and exit
      -h, --help         print this help and exit

    Preferences ($XDG_CONFIG_HOME/inkstone/preferences.json, by default in ~/.config):
      prefs list             print every preference as KEY = VALUE
      prefs get KEY          print the value of KEY
      prefs set KEY VALUE    check and save a new value for KEY
      prefs reset [KEY]      put KEY, or every preference, back to its default

    Export (no display needed; INPUT is an .inkstone document, or PDFs, PNG and JPEG images
    and folders of them, whose files follow the natural order of the names: page-2 before
    page-10; each PDF page is a page):
      export INPUT... --png DIR    write each page as DIR/page-001.png, page-002.png, ...
                                   (each page at its own pixels: an image page pixel for pixel,
                                   a PDF page at 150 dpi)
        --dpi N                    with --png: draw every page at N pixels per inch instead (10-2400)
      export INPUT... --pdf FILE   write one PDF, a page per page at its true size (an image's
                                   pixels at its resolution: PNG pHYs, JPEG JFIF or EXIF, else 96 dpi;
                                   PDF pages as their own vectors and text, at their own size);
                                   FILE - (or /dev/stdout) streams it to standard output
        --image-dpi N              take the input images as N dots per inch, whatever they state
        --password PW              the password of encrypted PDFs among the inputs
    Outputs are new files or replace regular files only: never an input, a link, a FIFO
    or a device.

    Thumbnail (no display needed):
      thumbnail INPUT OUTPUT.png [--size N]
                         write the first page with its ink, its larger side N pixels
                         (default 256, at most 4096), for file managers

    Upgrade (no display needed):
      upgrade FILE.inkstone...
                         rewrite each document in the current file format (version 4,
                         which older Inkstones refuse), each whole or not at all, keeping
                         its mode; documents already current are left as they are

    Keys in the window (the toolbar's tooltips name them too):
    \(Shortcuts.helpText)

    The tools, colours and widths of each device, the hint shown at the first start and where
    each document was looked at last (its page, zoom and scroll; the last 200 documents) are
    remembered in $XDG_STATE_HOME/inkstone/state.json (by default in ~/.local/state).
    """

let version = "inkstone 0.1.0"
