import InkDocument
import InkGeometry

/// `inkstone export INPUT... --png DIR [--dpi N] | --pdf FILE [--image-dpi N]`: turn a saved
/// document, or images and folders of them, into PNG pages or a PDF, with no display. Both
/// outputs may be asked for at once.
struct ExportCommand: Equatable {
    /// Image files and folders of images in page order, or one `.inkstone` document.
    var inputs: [String] = []
    /// The folder for `page-001.png`, `page-002.png`, ….
    var pngFolder: String?
    /// The PDF file to write.
    var pdfFile: String?
    /// `--dpi`: the pixels per inch of the PNG pages (nil: each page at its own pixels, a PDF
    /// page at 150 dpi).
    var pngDPI: Double?
    /// `--image-dpi`: the resolution the input images are taken at, whatever they state.
    var imageDPI: Double?
    /// The password of encrypted PDFs among the inputs (`--password`).
    var password: String?
}

/// Parses the arguments after `export`. The inputs are checked when the command runs.
/// `--` ends the options (for inputs whose names start with `-`).
func parseExportCommand(_ args: [String]) throws -> ExportCommand {
    var command = ExportCommand()
    var optionsEnded = false
    var i = 0
    while i < args.count {
        let arg = args[i]
        switch arg {
        case "--" where !optionsEnded:
            optionsEnded = true
        case "--password" where !optionsEnded:
            i += 1
            guard i < args.count else { throw UsageError(message: tr("%@ needs a value", "--password")) }
            guard command.password == nil else { throw UsageError(message: tr("%@ is given twice", "--password")) }
            command.password = args[i]
        case "--png" where !optionsEnded, "--pdf" where !optionsEnded:
            i += 1
            guard i < args.count else { throw UsageError(message: tr("%@ needs a value", arg)) }
            let value = args[i]
            if arg == "--png" {
                guard command.pngFolder == nil else { throw UsageError(message: tr("%@ is given twice", "--png")) }
                command.pngFolder = value
            } else {
                guard command.pdfFile == nil else { throw UsageError(message: tr("%@ is given twice", "--pdf")) }
                command.pdfFile = value
            }
        case "--dpi" where !optionsEnded, "--image-dpi" where !optionsEnded:
            i += 1
            guard i < args.count else { throw UsageError(message: tr("%@ needs a value", arg)) }
            let dpi = try parseDPI(args[i], option: arg, range: arg == "--dpi" ? pngDPIRange : Resolution.plausible)
            guard (arg == "--dpi" ? command.pngDPI : command.imageDPI) == nil else { throw UsageError(message: tr("%@ is given twice", arg)) }
            if arg == "--dpi" { command.pngDPI = dpi } else { command.imageDPI = dpi }
        default:
            if !optionsEnded, arg.hasPrefix("-"), arg != "-" { throw UsageError(message: tr("unknown export option '%@'", arg)) }
            command.inputs.append(arg)
        }
        i += 1
    }
    guard !command.inputs.isEmpty else {
        throw UsageError(message: tr("export needs at least one input: an .inkstone document, PDFs, PNG or JPEG images, or a folder of them"))
    }
    guard command.pngFolder != nil || command.pdfFile != nil else {
        throw UsageError(message: tr("export needs --png DIR or --pdf FILE"))
    }
    if let dpi = command.pngDPI, command.pngFolder == nil {
        // A PDF has no pixels of its own: the density that matters there is the images'.
        let shown = dpi == dpi.rounded() ? String(Int(dpi)) : String(dpi)
        throw UsageError(message: tr("--dpi sets the density of PNG pages (--png DIR); to take the images as %1$@ dpi in the PDF, use --image-dpi %1$@", shown))
    }
    return command
}
