import InkGeometry

/// What the command line asks for.
enum Invocation: Equatable {
    case help
    case version
    case listDevices(display: String?)
    /// Opens a window on a blank canvas, or on the images, folder or `.inkstone` file given.
    case run(display: String?, size: Size, debugInput: Bool, inputs: [String])
    /// `inkstone prefs …`: read or change the preferences; needs no display.
    case prefs(PrefsCommand)
    /// `inkstone export …`: write images or a PDF; needs no display.
    case export(ExportCommand)
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
    var display: String?
    var size = Size(1024, 720)
    var debugInput = false
    var listDevices = false
    var inputs: [String] = []
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
        case "--display": display = try value(arg)
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
    return listDevices ? .listDevices(display: display) : .run(display: display, size: size, debugInput: debugInput, inputs: inputs)
}

let usage = """
    Usage: inkstone [options] [PDF... | IMAGE... | FOLDER | FILE.inkstone]
           inkstone prefs list | get KEY | set KEY VALUE | reset [KEY]
           inkstone export INPUT... --png DIR [--dpi N] | --pdf FILE [--password PW]

    A pen-first sketching and annotation app.

    Options:
      --display NAME     X display to use (default: $DISPLAY)
      --geometry WxH     window size in pixels (default: 1024x720)
      --list-devices     print the input devices with their kind and axes, then exit
      --debug-input      log every decoded input event and X error to standard error
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
        --dpi N                    PDF pages at N dots per inch (default 150)
      export INPUT... --pdf FILE   write one PDF, a page per page (one image pixel = one point;
                                   PDF pages as their own vectors and text, at their own size);
        --password PW              the password of encrypted PDFs among the inputs
                                   FILE - (or /dev/stdout) streams it to standard output
    Outputs are new files or replace regular files only: never an input, a link, a FIFO
    or a device.

    Keys: Ctrl+Z undo, Ctrl+Shift+Z or Ctrl+Y redo, P pen, E eraser.
    """

let version = "inkstone 0.1.0"
