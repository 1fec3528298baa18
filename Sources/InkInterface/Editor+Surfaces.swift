import InkInput

/// The surfaces over the page (see `SurfaceStack`), and the one routing rule for their input.
extension Editor {
    /// Pointer input for the surfaces, top first: each handles the event (its damage) or lets it
    /// through to the one below; nil when every surface let it through to the page.
    mutating func surfacesHandle(_ e: InputEvent) -> Damage? {
        guard !surfaces.isEmpty else { return nil }
        for layer in surfaces.layersTopFirst {
            if let damage = surfaceHandles(e, on: layer) { return damage }
        }
        return nil
    }

    /// Key input for the surfaces, top first, by the same rule.
    mutating func surfacesHandle(_ key: KeyChord) -> Damage? {
        for layer in surfaces.layersTopFirst {
            if let damage = surfaceHandles(key, on: layer) { return damage }
        }
        return nil
    }

    /// Runs a surface's behaviour on its own state; nil when that surface is not open.
    mutating func runSurface<S: SurfaceBehaviour>(_ surface: WritableKeyPath<SurfaceStack, S?>, _ e: InputEvent) -> SurfaceOutcome<S.Action>? {
        guard var s = surfaces[keyPath: surface] else { return nil }
        let outcome = s.handle(e, context: SurfaceContext(window: windowSize, canvas: canvasFrame, doubleClickInterval: doubleClickInterval, measure: textMeasure))
        surfaces[keyPath: surface] = s
        return outcome
    }

    private mutating func surfaceHandles(_ e: InputEvent, on layer: SurfaceLayer) -> Damage? {
        let isPen = e.device.kind == .pen || e.device.kind == .eraser
        switch layer {
        case .prompt:
            return promptHandles(e)
        case .chooser:
            return chooserHandles(e)
        case .panel:
            // The panel is modal: nothing reaches the page while it is open.
            if isPen, case .motion = e.action { hover = HoverState(deviceID: e.device.id, kind: e.device.kind, position: e.position, rotation: e.axes.rotation, tilt: e.axes.tilt) }
            return panelHandles(e)
        case .menu:
            if isPen, case .motion = e.action { hover = HoverState(deviceID: e.device.id, kind: e.device.kind, position: e.position, rotation: e.axes.rotation, tilt: e.axes.tilt) }
            if e.action == .proximityOut && hover?.deviceID == e.device.id { hover = nil }
            return menuHandles(e)
        case .list:
            if isPen, case .motion = e.action { hover = HoverState(deviceID: e.device.id, kind: e.device.kind, position: e.position) }
            if e.action == .proximityOut && hover?.deviceID == e.device.id { hover = nil }
            return listHandles(e)
        case .pad:
            // The pen over the pad hides its preview there (`surfaceHidesPreview`); elsewhere the page shows it.
            if isPen, case .motion = e.action { hover = HoverState(deviceID: e.device.id, kind: e.device.kind, position: e.position) }
            if e.action == .proximityOut && hover?.deviceID == e.device.id { hover = nil }
            return padHandles(e)
        case .picker:
            if isPen, case .motion = e.action { hover = HoverState(deviceID: e.device.id, kind: e.device.kind, position: e.position) }
            if e.action == .proximityOut && hover?.deviceID == e.device.id { hover = nil }
            return pickerHandles(e)
        case .popup:
            return popupHandles(e)
        case .overview:
            return overviewHandles(e)
        }
    }

    private mutating func surfaceHandles(_ key: KeyChord, on layer: SurfaceLayer) -> Damage? {
        switch layer {
        case .prompt:
            guard let p = prompt else { return nil }
            if let damage = promptFocusHandles(key) { return damage }
            if p.secret != nil { return promptFieldHandles(key) }
            return key.key == .escape ? answer(p.escapeChoice) : Damage.none
        case .chooser:
            return chooserHandles(key)
        case .panel:
            return panelKeyHandles(key) ?? panelHoldsBack(key)
        case .menu:
            return menuKeyHandles(key)
        case .pad:
            return padHandles(key)
        case .list:
            return listKeyHandles(key)
        case .picker:
            return pickerHandles(key)
        case .popup:
            return popupKeyHandles(key)
        case .overview:
            return overviewHandles(key)
        }
    }

    // The state of each surface, as the renderer and the handlers read it.

    /// The palette open next to the pen, if any.
    public internal(set) var popup: Popup? {
        get { surfaces.popup }
        set { surfaces.popup = newValue }
    }

    /// The marking menu open at the pen, if any.
    public internal(set) var menu: MarkingMenu? {
        get { surfaces.menu?.menu }
        set {
            guard let newValue else { surfaces.menu = nil; return }
            if surfaces.menu != nil { surfaces.menu?.menu = newValue } else { surfaces.menu = MenuSurface(menu: newValue) }
        }
    }

    /// The menu item under the pen or in the direction of its mark (highlighted, H5).
    public internal(set) var hoveredMenuItem: MenuItem? {
        get { surfaces.menu?.hovered }
        set { surfaces.menu?.hovered = newValue }
    }

    var menuMark: MenuMark? {
        get { surfaces.menu?.mark }
        set { surfaces.menu?.mark = newValue }
    }

    /// The Preferences panel, when open.
    public internal(set) var panel: PreferencesPanel? {
        get { surfaces.panel?.panel }
        set {
            guard let newValue else { surfaces.panel = nil; return }
            if surfaces.panel != nil { surfaces.panel?.panel = newValue } else { surfaces.panel = PanelSurface(panel: newValue) }
        }
    }

    public internal(set) var hoveredPanelControl: PanelControl? {
        get { surfaces.panel?.hovered }
        set { surfaces.panel?.hovered = newValue }
    }

    public internal(set) var pressedPanelControl: PanelControl? {
        get { surfaces.panel?.pressed }
        set { surfaces.panel?.pressed = newValue }
    }

    /// The file chooser, when open.
    public internal(set) var chooser: FileChooser? {
        get { surfaces.chooser?.chooser }
        set {
            guard let newValue else { surfaces.chooser = nil; return }
            if surfaces.chooser != nil { surfaces.chooser?.chooser = newValue } else { surfaces.chooser = ChooserSurface(chooser: newValue) }
        }
    }

    public internal(set) var hoveredChooserControl: ChooserControl? {
        get { surfaces.chooser?.hovered }
        set { surfaces.chooser?.hovered = newValue }
    }

    /// The question being asked, if any.
    public internal(set) var prompt: Prompt? {
        get { surfaces.prompt?.prompt }
        set {
            guard let newValue else { surfaces.prompt = nil; return }
            if surfaces.prompt != nil { surfaces.prompt?.prompt = newValue } else { surfaces.prompt = PromptSurface(prompt: newValue) }
        }
    }

    public internal(set) var hoveredChoice: Int? {
        get { surfaces.prompt?.hovered }
        set { surfaces.prompt?.hovered = newValue }
    }
}
