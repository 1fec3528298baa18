import InkInterface

/// A file-chooser call waiting for its answer: the `org.freedesktop.portal.Request` object
/// paths its `Response` signal may come on, and the match rules that route that signal here.
struct PortalRequest {
    let mode: FileChooser.Mode
    private(set) var paths: [String] = []

    init(mode: FileChooser.Mode, predictedPath: String) {
        self.mode = mode
        paths = [predictedPath]
    }

    /// The path the portal creates for a request, as its specification says: the caller's
    /// unique name without ':' and with '.' as '_', then the handle token.
    static func path(sender: String, token: String) -> String {
        let name = sender.hasPrefix(":") ? String(sender.dropFirst()) : sender
        return "/org/freedesktop/portal/desktop/request/\(name.replacingOccurrences(of: ".", with: "_"))/\(token)"
    }

    /// Routes the Response signal of the request at `path` to this connection.
    static func matchRule(path: String) -> String {
        "type='signal',sender='\(PortalFileChooser.portal)',interface='org.freedesktop.portal.Request',member='Response',path='\(path)'"
    }

    /// The match rules to add (and later remove) for this request.
    var matchRules: [String] { paths.map(Self.matchRule) }

    /// Adds the handle the call returned (older portals did not use the predicted path); true
    /// when it is new.
    mutating func accept(handle: String) -> Bool {
        guard !paths.contains(handle) else { return false }
        paths.append(handle)
        return true
    }

    /// What a Response signal on one of the paths means: `uris` holds the choice when the
    /// response is 0; anything else (1 cancelled, 2 failed) is no choice.
    func answer(to signal: BusSignal) -> PortalAnswer? {
        guard signal.interface == "org.freedesktop.portal.Request", signal.member == "Response",
              paths.contains(signal.path) else { return nil }
        guard signal.arguments.first.flatMap({ $0 }) == .uint32(0), signal.arguments.count > 1,
              case .dictionary(let results)? = signal.arguments[1],
              let uri = results["uris"]?.items?.first?.text, let path = FileURI.path(uri) else { return .cancelled }
        guard mode.writesFile else { return .chosen(mode: mode, path: path) }
        let file = Self.withSuffix(path, mode.writtenExtension)
        return .chosen(mode: mode, path: file, nameChanged: file != path)
    }

    /// A save goes to an `.inkstone` file and an export to a `.pdf`, as with the app's own chooser.
    static func withSuffix(_ path: String, _ ext: String) -> String {
        path.lowercased().hasSuffix(ext) ? path : path + ext
    }
}
