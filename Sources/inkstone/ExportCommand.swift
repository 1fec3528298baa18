/// `inkstone export INPUT... --png DIR | --pdf FILE`: turn a saved document, or images and
/// folders of them, into PNG pages or a PDF, with no display. Both outputs may be asked for at once.
struct ExportCommand: Equatable {
    /// Image files and folders of images in page order, or one `.inkstone` document.
    var inputs: [String] = []
    /// The folder for `page-001.png`, `page-002.png`, ….
    var pngFolder: String?
    /// The PDF file to write.
    var pdfFile: String?
    /// The resolution PDF pages are drawn at in PNG exports (`--dpi`, 150 unless given).
    var dpi: Double?
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
            guard i < args.count else { throw UsageError(message: "--password needs a value") }
            guard command.password == nil else { throw UsageError(message: "--password is given twice") }
            command.password = args[i]
        case "--dpi" where !optionsEnded:
            i += 1
            guard i < args.count else { throw UsageError(message: "--dpi needs a value") }
            guard command.dpi == nil else { throw UsageError(message: "--dpi is given twice") }
            guard let dpi = Double(args[i]), dpi.isFinite, (10...2400).contains(dpi) else {
                throw UsageError(message: "--dpi wants a resolution from 10 to 2400, not '\(args[i])'")
            }
            command.dpi = dpi
        case "--png" where !optionsEnded, "--pdf" where !optionsEnded:
            i += 1
            guard i < args.count else { throw UsageError(message: "\(arg) needs a value") }
            let value = args[i]
            if arg == "--png" {
                guard command.pngFolder == nil else { throw UsageError(message: "--png is given twice") }
                command.pngFolder = value
            } else {
                guard command.pdfFile == nil else { throw UsageError(message: "--pdf is given twice") }
                command.pdfFile = value
            }
        default:
            if !optionsEnded, arg.hasPrefix("-"), arg != "-" { throw UsageError(message: "unknown export option '\(arg)'") }
            command.inputs.append(arg)
        }
        i += 1
    }
    guard !command.inputs.isEmpty else {
        throw UsageError(message: "export needs at least one input: an .inkstone document, PDFs, PNG or JPEG images, or a folder of them")
    }
    guard command.pngFolder != nil || command.pdfFile != nil else {
        throw UsageError(message: "export needs --png DIR or --pdf FILE")
    }
    return command
}
