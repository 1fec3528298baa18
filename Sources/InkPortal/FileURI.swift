import InkDocument

/// Local paths from `file://` URIs, as the portal reports choices.
enum FileURI {
    /// The percent-decoded path of a `file:///…` or `file://localhost/…` URI; nil for any
    /// other URI or one that does not decode to UTF-8.
    static func path(_ uri: String) -> String? {
        guard uri.lowercased().hasPrefix("file://") else { return nil }
        let rest = uri.dropFirst("file://".count)
        guard let slash = rest.firstIndex(of: "/") else { return nil }
        let host = rest[..<slash]
        guard host.isEmpty || host.lowercased() == "localhost" else { return nil }
        return percentDecodedPath(rest[slash...])
    }
}
