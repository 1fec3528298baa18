import InkGeometry
import InkPreferences

extension Scene {
    /// An open surface over the canvas, with what drawing it needs. The palette popup and the
    /// marking menu float under the notes; the panel, the chooser and the prompt are modal: they
    /// dim everything behind them, the notes included.
    public enum Surface: Sendable {
        case popup(Popup)
        /// The colour picker, its control under the pointer and the one pressed.
        case picker(ColorPicker, hovered: ColorPickerControl?, pressed: ColorPickerControl?)
        /// The marking menu and the item under the pen or in its mark's direction.
        case menu(MarkingMenu, hovered: MenuItem?)
        /// The page or zoom pad, its control under the pointer and the one pressed.
        case pad(ValuePad, hovered: ValuePad.Control?, pressed: ValuePad.Control?)
        /// The Document button's menu, its entry under the pointer and the one pressed.
        case list(DocumentMenu, hovered: DocumentMenu.Entry?, pressed: DocumentMenu.Entry?)
        case panel(PanelView)
        case chooser(ChooserView)
        case prompt(PromptView)
        /// The page overview over the canvas.
        case overview(OverviewView)

        /// Whether it dims and covers everything behind it.
        public var isModal: Bool {
            switch self {
            case .popup, .picker, .menu, .pad, .list, .overview: return false
            case .panel, .chooser, .prompt: return true
            }
        }
    }

    /// The Preferences panel: its state and layout, the control under the pointer and the one
    /// pressed, and the settings it shows.
    public struct PanelView: Sendable {
        public var panel: PreferencesPanel
        public var layout: PanelLayout
        public var hovered: PanelControl?
        public var pressed: PanelControl?
        public var preferences: Preferences
        /// Whether the writing hand in effect is a guess from the pen's tilt.
        public var handednessIsGuessed: Bool
        /// The double-click time in effect (ms).
        public var doubleClickInterval: UInt64

        public init(panel: PreferencesPanel, layout: PanelLayout, hovered: PanelControl?, pressed: PanelControl?,
                    preferences: Preferences, handednessIsGuessed: Bool, doubleClickInterval: UInt64) {
            self.panel = panel; self.layout = layout; self.hovered = hovered; self.pressed = pressed
            self.preferences = preferences; self.handednessIsGuessed = handednessIsGuessed; self.doubleClickInterval = doubleClickInterval
        }
    }

    /// The app's file chooser: its state and layout and the control under the pointer.
    public struct ChooserView: Sendable {
        public var chooser: FileChooser
        public var layout: ChooserLayout
        public var hovered: ChooserControl?

        public init(chooser: FileChooser, layout: ChooserLayout, hovered: ChooserControl?) {
            self.chooser = chooser; self.layout = layout; self.hovered = hovered
        }
    }

    /// A question being asked: the prompt, the canvas it is placed on, and the answer under the pointer.
    public struct PromptView: Sendable {
        public var prompt: Prompt
        public var canvas: Rect
        public var hovered: Int?

        public init(prompt: Prompt, canvas: Rect, hovered: Int?) {
            self.prompt = prompt; self.canvas = canvas; self.hovered = hovered
        }
    }
}
