import Glibc
import Foundation
import InkDocument
import InkGeometry
import InkInput
import InkPreferences
import InkPlatform
import InkRender
import InkWorkflow

/// Wires the modules together for one invocation; returns the exit status.
@MainActor
func runInkstone(_ args: [String]) -> Int32 {
    let invocation: Invocation
    do {
        invocation = try parseInvocation(args)
    } catch let error as UsageError {
        printError("inkstone: \(error.message)\n\n\(usage)")
        return 2
    } catch {
        return 2
    }
    switch invocation {
    case .help:
        print(usage)
        return 0
    case .version:
        print(version)
        return 0
    case .prefs(let command):
        return runPrefs(command)
    case .export(let command):
        return runExport(command)
    case .thumbnail(let command):
        return runThumbnail(command)
    case .upgrade(let command):
        return runUpgrade(command)
    case .listDevices(let name):
        guard let display = XDisplay(name: name) else { return cannotOpen(name) }
        print(deviceListing(Array(DeviceRegistry(display: display).devices.values)), terminator: "")
        return 0
    case .run(let request):
        var options = X11App.Options(size: request.size, debugInput: request.debugInput,
                                     preferences: PreferencesStore(environment: ProcessInfo.processInfo.environment))
        options.recordTrace = request.recordTrace
        options.openChooser = request.start == .chooser
        do {
            try open(request.inputs, dpi: request.dpi, into: &options)
        } catch {
            // Said here for a terminal and in the window, on a blank canvas, for the desktop.
            printError("inkstone: \(error)")
            options.openProblem = "\(error)"
        }
        guard let display = XDisplay(name: request.display) else { return cannotOpen(request.display) }
        do {
            let app = try X11App(display: display, options: options)
            return app.run()
        } catch {
            printError("inkstone: \(error)")
            return 1
        }
    }
}

/// Reads what the command line names (images, a folder, an `.inkstone` file) into the options;
/// a corrupt or unreadable input is an error naming it (nothing half-loaded is shown: the
/// window opens on a blank canvas and says it).
/// `dpi` (`--dpi`) replaces the resolution of the images.
func open(_ inputs: [String], dpi: Double?, into options: inout X11App.Options) throws {
    guard !inputs.isEmpty else { return }
    options.dpi = dpi
    do {
        (options.document, options.imageOrigins) = try DocumentImport.load(from: inputs, resolution: dpi.map(Resolution.init), pdf: .poppler)
    } catch ImportError.passwordNeeded {
        // Asked for in the window, which opens the inputs once it has it.
        options.lockedInputs = inputs
        return
    }
    let first = URL(fileURLWithPath: inputs[0]).standardizedFileURL
    options.inputs = inputs.map { URL(fileURLWithPath: $0).standardizedFileURL.path }   // opened, not waiting
    options.documentKey = StateKeeper.key(for: inputs)
    options.title = DocumentWorkflow.name(of: inputs)
    if inputs.count == 1 && DocumentImport.isInkstoneDocument(inputs[0]) {
        options.documentPath = first.path
        options.documentIsFileContent = dpi == nil
    } else {
        // A first save goes beside the images, or beside the folder they are in.
        options.sourceFolder = first.deletingLastPathComponent().path
    }
}

@MainActor
func cannotOpen(_ name: String?) -> Int32 {
    let shown = XDisplay.displayName(name)
    printError("inkstone: " + tr("cannot open display '%@'", shown.isEmpty ? tr("(DISPLAY is not set)") : shown))
    return 1
}

// The locale and the translations first: --help and every message are shown translated.
Catalogs.start(executable: Bundle.main.executablePath ?? CommandLine.arguments[0])
let status = MainActor.assumeIsolated { runInkstone(Array(CommandLine.arguments.dropFirst())) }
fflush(nil)
exit(status)
