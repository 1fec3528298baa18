import InkDocument

/// A `text/uri-list` (RFC 2483), as file managers offer dropped files: one URI a line, lines
/// ended by CRLF (a bare LF is taken too), lines starting with `#` are comments. Only local
/// files are taken: `file://` URIs whose host is empty, `localhost` or this machine's name,
/// percent-decoded to a path; every other line (another scheme, another host, a path that
/// does not decode to UTF-8) is kept in `ignored`, to be named in a notice.
public struct URIList: Equatable, Sendable {
    /// The local paths, in the order given.
    public var paths: [String]
    /// The URIs that are not local files, as given.
    public var ignored: [String]

    /// Parses `text`; `hostName` is this machine's name (file managers may name it as the host).
    public init(parsing text: String, hostName: String? = nil) {
        paths = []
        ignored = []
        for raw in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let line = String(raw.trimmedOfBlanks())
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            if let path = Self.localPath(line, hostName: hostName) { paths.append(path) } else { ignored.append(line) }
        }
    }

    /// The percent-decoded path of a `file:` URI naming a file on this machine, else nil.
    static func localPath(_ uri: String, hostName: String?) -> String? {
        guard uri.lowercased().hasPrefix("file:") else { return nil }
        var rest = Substring(uri.dropFirst("file:".count))
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            guard let slash = rest.firstIndex(of: "/") else { return nil }
            let host = rest[..<slash].lowercased()
            guard host.isEmpty || host == "localhost" || host == hostName?.lowercased() else { return nil }
            rest = rest[slash...]
        }
        guard rest.hasPrefix("/") else { return nil }
        // A query or fragment has no place in a file's name as sent; `#` and `?` in names come encoded.
        return percentDecodedPath(rest)
    }
}

extension StringProtocol {
    /// Without spaces and tabs at either end.
    fileprivate func trimmedOfBlanks() -> Substring {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" { s = s.dropLast() }
        return s
    }
}
