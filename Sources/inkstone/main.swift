import Glibc
import Foundation
import InkInput
import InkPlatform

/// Wires the modules together for one invocation; returns the exit status.
@MainActor
func runInkstone(_ args: [String]) -> Int32 {
    let invocation: Invocation
    do {
        invocation = try parseInvocation(args)
    } catch let error as UsageError {
        fputs("inkstone: \(error.message)\n\n\(usage)\n", stderr)
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
    case .listDevices(let name):
        guard let display = XDisplay(name: name) else { return cannotOpen(name) }
        print(deviceListing(Array(DeviceRegistry(display: display).devices.values)), terminator: "")
        return 0
    case .run(let name, let size, let debugInput):
        guard let display = XDisplay(name: name) else { return cannotOpen(name) }
        do {
            let store = PreferencesStore(environment: ProcessInfo.processInfo.environment)
            let app = try X11App(display: display, options: .init(size: size, debugInput: debugInput, preferences: store))
            return app.run()
        } catch {
            fputs("inkstone: \(error)\n", stderr)
            return 1
        }
    }
}

@MainActor
func cannotOpen(_ name: String?) -> Int32 {
    let shown = XDisplay.displayName(name)
    fputs("inkstone: cannot open display '\(shown.isEmpty ? "(DISPLAY is not set)" : shown)'\n", stderr)
    return 1
}

let status = MainActor.assumeIsolated { runInkstone(Array(CommandLine.arguments.dropFirst())) }
fflush(nil)
exit(status)
