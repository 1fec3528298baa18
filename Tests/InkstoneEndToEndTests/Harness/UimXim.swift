import Foundation
import InkTestSupport

/// A real input method server for a test's X server: uim's XIM bridge (`uim-xim`, Debian's
/// uim-xim) with uim's Pinyin method (`py`, pure Scheme, in uim-data), which composes on the
/// client's side (XIMPreeditCallbacks): Shift+Space turns it on, "n" "i" composes 你, Return
/// commits it. Everything of it lives in the test's folder: its $HOME, the uim configuration
/// that enables `py` (`LIBUIM_USER_SCM_FILE`; the machine's uim settings are not read), and a
/// compiled en_US.UTF-8 locale (`LOCPATH`): uim-xim offers itself only to locales that the C
/// library knows, and the app must run in one of them too (`environment`). Stopped by its PID.
final class UimXim: @unchecked Sendable {
    let process: ChildProcess
    /// What uim-xim prints (its XIM messages, `--trace-xim`).
    let logPath: String
    /// The locale the app runs in to talk to it, and XMODIFIERS naming it.
    let environment: [String: String]

    struct Failure: Error, CustomStringConvertible { var description: String }

    init(display: String, folder: String) throws {
        let locales = folder + "/locales"
        try FileManager.default.createDirectory(atPath: locales, withIntermediateDirectories: true)
        let compiled = try runProgram("/usr/bin/localedef", ["-i", "en_US", "-f", "UTF-8", locales + "/en_US.UTF-8"], timeout: 60)
        guard FileManager.default.fileExists(atPath: locales + "/en_US.UTF-8/LC_CTYPE") else {
            throw Failure(description: "localedef could not compile en_US.UTF-8 (status \(compiled.status)): \(compiled.output)")
        }
        // `py` is registered by its module; uim enables only the methods listed.
        let config = folder + "/uim.scm"
        try "(set! enabled-im-list (cons 'py enabled-im-list))\n(require-module \"pyload\")\n"
            .write(toFile: config, atomically: true, encoding: .utf8)
        environment = ["LOCPATH": locales, "LC_ALL": "en_US.UTF-8", "LANG": "en_US.UTF-8", "LANGUAGE": "", "XMODIFIERS": "@im=uim"]
        var env = ["DISPLAY": display, "HOME": folder, "PATH": "/usr/bin:/bin", "LIBUIM_USER_SCM_FILE": config]
        for (k, v) in environment where k != "XMODIFIERS" { env[k] = v }
        logPath = folder + "/uim-xim.log"
        // Line-buffered, so the log can be read while it runs.
        process = try ChildProcess(path: "/usr/bin/stdbuf", arguments: ["-oL", "/usr/bin/uim-xim", "--engine=py", "--trace-xim"],
                                   environment: env, output: logPath)
        guard waitUntil(timeout: 30, { self.log.contains("registered, selecting py") }) else {
            let report = log
            process.stop()
            throw Failure(description: "uim-xim did not start with py:\n\(report)")
        }
    }

    var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

    /// How many times the client has set values of its input context (the caret's place among them).
    var setValuesCount: Int { log.components(separatedBy: "<-: XIM_SET_IC_VALUES.").count - 1 }

    func stop() { process.stop() }

    deinit { process.stop() }
}
