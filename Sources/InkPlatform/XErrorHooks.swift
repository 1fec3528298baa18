import CX11
import Glibc
import InkGeometry

/// What Xlib's error handlers do. They are C callbacks that cannot capture context, so their
/// settings live here, set once on the main thread before the event loop runs.
enum XErrorHooks {
    /// Log every X protocol error on standard error (`--debug-input`).
    nonisolated(unsafe) static var logProtocolErrors = false
    /// Runs when the connection to the X server is lost, just before the process exits
    /// (on the thread that talked to the server: the main one).
    nonisolated(unsafe) static var onConnectionLost: (() -> Void)?

    /// The process's X error handler, installed by `XDisplay`: Xlib calls it on the thread
    /// whose request failed. Not isolated to the main actor (a closure written in `XDisplay`'s
    /// initialiser was, and the runtime checks that isolation when a C caller enters it: an X
    /// error on another thread's connection, as in the test process, ended the process).
    static let errorHandler: XErrorHandler = { display, error in
        if let e = error?.pointee { protocolError(e, on: display) }
        return 0
    }

    /// The process's handler of a lost connection, installed by `XDisplay`: Xlib's default
    /// exits at once; this runs the app's last words first, then exits.
    static let ioErrorHandler: XIOErrorHandler = { _ in
        if let lastWords = onConnectionLost { lastWords() } else {
            printError("inkstone: " + tr("lost the connection to the X server"))
        }
        exit(1)
    }

    /// An X protocol error: survived, and logged when asked to.
    static func protocolError(_ e: XErrorEvent, on display: OpaquePointer?) {
        guard logProtocolErrors else { return }
        var text = [CChar](repeating: 0, count: 160)
        XGetErrorText(display, Int32(e.error_code), &text, Int32(text.count))
        let end = text.firstIndex(of: 0) ?? text.count
        let name = String(decoding: text[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        printError("inkstone: X error \(e.error_code) (\(name)) on request \(e.request_code).\(e.minor_code), "
                   + "resource 0x\(String(e.resourceid, radix: 16)); carrying on")
    }
}
