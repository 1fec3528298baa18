/// The layers over the page, lowest first. A surface always lies above those of lower layers
/// (a card is never covered by a popup opened after it), which is also the order they are
/// painted in.
public enum SurfaceLayer: Int, Comparable, CaseIterable, Hashable, Sendable {
    /// The page overview: covers the canvas (not the toolbar or the status bar), under every popup.
    case overview
    /// The colour palette next to the pen: not modal, taps outside it close it.
    case popup
    /// The colour picker opened from the palette: not modal, a tap outside closes it.
    case picker
    /// The page or zoom pad (`ValuePad`): not modal, a tap outside closes it.
    case pad
    /// The Document button's menu (`DocumentMenu`): not modal, a tap outside closes it.
    case list
    /// The marking menu: takes every pointer event while open.
    case menu
    /// The Preferences panel: modal.
    case panel
    /// The file chooser: modal.
    case chooser
    /// A question with answers: modal.
    case prompt

    public static func < (a: SurfaceLayer, b: SurfaceLayer) -> Bool { a.rawValue < b.rawValue }

    /// Whether a surface of this layer dims and covers the whole window, the bars included.
    public var isModal: Bool {
        switch self {
        case .overview, .popup, .picker, .pad, .list, .menu: return false
        case .panel, .chooser, .prompt: return true
        }
    }
}

/// One surface over the page, with its own state (what it shows, what is highlighted or pressed
/// on it), and nothing of the others'.
public enum Surface: Hashable, Sendable {
    case popup(Popup)
    case picker(PickerSurface)
    case pad(PadSurface)
    case list(ListSurface)
    case menu(MenuSurface)
    case panel(PanelSurface)
    case chooser(ChooserSurface)
    case prompt(PromptSurface)
    case overview(OverviewSurface)

    public var layer: SurfaceLayer {
        switch self {
        case .overview: return .overview
        case .popup: return .popup
        case .picker: return .picker
        case .pad: return .pad
        case .list: return .list
        case .menu: return .menu
        case .panel: return .panel
        case .chooser: return .chooser
        case .prompt: return .prompt
        }
    }
}

/// The colour picker and the pointer on it.
public struct PickerSurface: Hashable, Sendable {
    public var picker: ColorPicker
    /// The control under the pointer (highlighted, H5).
    public var hovered: ColorPickerControl?
    /// The button pressed (acts at the release over it).
    public var pressed: ColorPickerControl?
    /// The device dragging in the square or on the hue bar, and which of them.
    var drag: Drag?

    struct Drag: Hashable, Sendable {
        var deviceID: Int
        var control: ColorPickerControl
    }

    public init(picker: ColorPicker) { self.picker = picker }
}

/// The page or zoom pad and the pointer on it.
public struct PadSurface: Hashable, Sendable {
    public var pad: ValuePad
    /// The control under the pointer (highlighted, H5).
    public var hovered: ValuePad.Control?
    /// The control pressed (acts at the release over it).
    public var pressed: ValuePad.Control?

    public init(pad: ValuePad) { self.pad = pad }
}

/// The Document button's menu and the pointer on it.
public struct ListSurface: Hashable, Sendable {
    public var menu: DocumentMenu
    public var hovered: DocumentMenu.Entry?
    public var pressed: DocumentMenu.Entry?

    public init(menu: DocumentMenu) { self.menu = menu }
}

/// The marking menu and the pointer on it.
public struct MenuSurface: Hashable, Sendable {
    public var menu: MarkingMenu
    /// The item under the pen or in the direction of its mark (highlighted, H5).
    public var hovered: MenuItem?
    /// A mark (tip down) made on the menu.
    var mark: MenuMark?

    public init(menu: MarkingMenu) { self.menu = menu }
}

/// The Preferences panel and the pointer on it.
public struct PanelSurface: Hashable, Sendable {
    public var panel: PreferencesPanel
    public var hovered: PanelControl?
    public var pressed: PanelControl?

    public init(panel: PreferencesPanel) { self.panel = panel }
}

/// The file chooser and the pointer on it.
public struct ChooserSurface: Hashable, Sendable {
    public var chooser: FileChooser
    public var hovered: ChooserControl?
    public var pressed: ChooserControl?

    public init(chooser: FileChooser) { self.chooser = chooser }
}

/// A prompt and the pointer on its answers (by index).
public struct PromptSurface: Hashable, Sendable {
    public var prompt: Prompt
    public var hovered: Int?
    public var pressed: Int?

    public init(prompt: Prompt) { self.prompt = prompt }
}
