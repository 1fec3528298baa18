/// The surfaces over the page, one per layer at most, kept in layer order. The routing rule
/// (see `Editor.surfacesHandle`): input goes to the top surface first; a surface handles it or
/// lets it through to the one below, and what the lowest lets through reaches the page.
public struct SurfaceStack: Hashable, Sendable {
    /// Lowest first: the last is on top.
    public private(set) var surfaces: [Surface] = []

    public init() {}

    /// The surface on top, if any: the first to get input.
    public var top: Surface? { surfaces.last }

    public var isEmpty: Bool { surfaces.isEmpty }

    /// Whether a modal surface is open (the Preferences panel, the file chooser, a prompt): it
    /// dims and covers the window, the bars included.
    public var hasModal: Bool { surfaces.contains { $0.layer.isModal } }

    /// The layers open, top first: the order input visits them in.
    public var layersTopFirst: [SurfaceLayer] { surfaces.reversed().map(\.layer) }

    /// The surface of a layer: setting one replaces the layer's surface or puts it in its place
    /// in the stack; setting nil takes the layer's surface away.
    public subscript(layer: SurfaceLayer) -> Surface? {
        get { surfaces.first { $0.layer == layer } }
        set {
            precondition(newValue.map { $0.layer == layer } ?? true, "a surface set on another layer")
            if let i = surfaces.firstIndex(where: { $0.layer == layer }) {
                if let newValue { surfaces[i] = newValue } else { surfaces.remove(at: i) }
            } else if let newValue {
                surfaces.insert(newValue, at: surfaces.firstIndex { $0.layer > layer } ?? surfaces.endIndex)
            }
        }
    }

    public var popup: Popup? {
        get { if case .popup(let p) = self[.popup] { return p } else { return nil } }
        set { self[.popup] = newValue.map(Surface.popup) }
    }

    public var picker: PickerSurface? {
        get { if case .picker(let p) = self[.picker] { return p } else { return nil } }
        set { self[.picker] = newValue.map(Surface.picker) }
    }

    public var pad: PadSurface? {
        get { if case .pad(let p) = self[.pad] { return p } else { return nil } }
        set { self[.pad] = newValue.map(Surface.pad) }
    }

    public var list: ListSurface? {
        get { if case .list(let l) = self[.list] { return l } else { return nil } }
        set { self[.list] = newValue.map(Surface.list) }
    }

    public var menu: MenuSurface? {
        get { if case .menu(let m) = self[.menu] { return m } else { return nil } }
        set { self[.menu] = newValue.map(Surface.menu) }
    }

    public var panel: PanelSurface? {
        get { if case .panel(let p) = self[.panel] { return p } else { return nil } }
        set { self[.panel] = newValue.map(Surface.panel) }
    }

    public var chooser: ChooserSurface? {
        get { if case .chooser(let c) = self[.chooser] { return c } else { return nil } }
        set { self[.chooser] = newValue.map(Surface.chooser) }
    }

    public var prompt: PromptSurface? {
        get { if case .prompt(let p) = self[.prompt] { return p } else { return nil } }
        set { self[.prompt] = newValue.map(Surface.prompt) }
    }

    public var overview: OverviewSurface? {
        get { if case .overview(let o) = self[.overview] { return o } else { return nil } }
        set { self[.overview] = newValue.map(Surface.overview) }
    }
}
