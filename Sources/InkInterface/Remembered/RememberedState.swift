import InkInput

/// What Inkstone remembers between runs, apart from the person's preferences: each device
/// kind's tools, whether the first-start hint was dismissed, and where each document was last
/// looked at (its page, zoom and scroll), newest first and at most `documentLimit` of them.
/// Kept in `$XDG_STATE_HOME/inkstone/state.json` (never inside a document); a plain value, so
/// it is tested without a disk (`StateStore` is where it comes from and goes to).
public struct RememberedState: Codable, Hashable, Sendable {
    /// The file's version; a file of a newer version is read for what this one knows.
    public var version = 1
    /// Each device kind's tools, by the kind's name (`DeviceKind.rawValue`).
    public var devices: [String: RememberedTools] = [:]
    /// Whether the first-start hint was dismissed (it then never shows again).
    public var hintDismissed = false
    /// Where documents were last looked at, the most recent first.
    public private(set) var documents: [DocumentView] = []

    /// How many documents' views are kept: the oldest go first.
    public static let documentLimit = 200

    public init() {}

    /// The view last remembered for a document, if any.
    public func view(of key: String) -> DocumentView? {
        documents.first { $0.key == key }
    }

    /// Remembers a document's view as the most recent, replacing its older one; the oldest
    /// views beyond `documentLimit` are forgotten.
    public mutating func remember(_ view: DocumentView) {
        documents.removeAll { $0.key == view.key }
        documents.insert(view, at: 0)
        if documents.count > Self.documentLimit { documents.removeLast(documents.count - Self.documentLimit) }
    }

    /// This run's memory laid over what another run left meanwhile (`latest`, read again just
    /// before writing): this run's tools and hint, its documents' views as the most recent,
    /// the other run's other documents kept.
    public func merged(over latest: RememberedState, views: [DocumentView]) -> RememberedState {
        var result = latest
        result.version = Swift.max(version, latest.version)
        result.devices = devices
        result.hintDismissed = hintDismissed || latest.hintDismissed
        for view in views.reversed() { result.remember(view) }
        return result
    }

    enum CodingKeys: String, CodingKey { case version, devices, hintDismissed, documents }

    /// Reads what it knows and keeps going past what it does not: a member of the wrong type
    /// is an error (the file is broken), a member missing keeps its default.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? 1
        devices = try c.decodeIfPresent([String: RememberedTools].self, forKey: .devices) ?? [:]
        hintDismissed = try c.decodeIfPresent(Bool.self, forKey: .hintDismissed) ?? false
        let views = try c.decodeIfPresent([DocumentView].self, forKey: .documents) ?? []
        for view in views.prefix(Self.documentLimit).reversed() { remember(view) }
    }
}

/// Where a document was last looked at: the page being read, where the canvas's top-left
/// corner was from that page's top-left corner, and the zoom. Kept as a page and a point from
/// it (not window pixels), so the same place shows whatever the window's size or the toolbar's side.
public struct DocumentView: Codable, Hashable, Sendable {
    /// Which document: its file's absolute path (or the paths of the images opened together).
    public var key: String
    /// The page being read (0-based).
    public var page: Int
    /// Where the canvas's top-left corner was from the page's top-left corner (page units).
    public var x: Double
    public var y: Double
    /// The zoom (1 = 100 %).
    public var zoom: Double
    /// For a PDF or images: the `.inkstone` file they were last saved as, with the notes made
    /// on them (offered when they are opened again); nil for none. Older files lack it.
    public var savedAs: String?

    public init(key: String, page: Int, x: Double, y: Double, zoom: Double, savedAs: String? = nil) {
        self.key = key; self.page = page; self.x = x; self.y = y; self.zoom = zoom; self.savedAs = savedAs
    }
}
