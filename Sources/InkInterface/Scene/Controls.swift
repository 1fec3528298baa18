import InkGeometry
import InkInput
import InkPreferences

extension Scene {
    /// What the toolbar's items show, wherever they appear (the toolbar, the palette popup, the
    /// marking menu): the tool state of the device in use, the palette, the item under the
    /// pointer and the one pressed, whether undo and redo can act, and which item's surface is open.
    public struct Controls: Hashable, Sendable {
        /// Each device kind's tool state, as the editor keeps it (a kind without one has its initial state).
        public var tools: [DeviceKind: ToolState]
        /// The kind of the device in use: the controls show its tool state.
        public var kind: DeviceKind
        public var palette: Palette
        /// The control the pointer is over, or the palette's swatch the keys highlight.
        public var hovered: ToolbarItem?
        /// The toolbar's control the pointer is over (the palette's swatches are toolbar items
        /// too: one highlighted with the keys is not the toolbar's).
        public var barHovered: ToolbarItem?
        public var pressed: ToolbarItem?
        public var canUndo: Bool
        public var canRedo: Bool
        /// The Preferences panel is open (its toolbar button shows selected).
        public var preferencesOpen: Bool
        /// The palette popup is open (the colour button shows selected).
        public var paletteOpen: Bool
        /// What the eraser removes (its button shows a badge for the area eraser).
        public var eraserMode: EraserMode

        public init(tools: [DeviceKind: ToolState], kind: DeviceKind, palette: Palette, hovered: ToolbarItem?, pressed: ToolbarItem?,
                    canUndo: Bool, canRedo: Bool, preferencesOpen: Bool, paletteOpen: Bool, eraserMode: EraserMode = .stroke,
                    barHovered: ToolbarItem? = nil) {
            self.tools = tools; self.kind = kind; self.palette = palette; self.hovered = hovered; self.pressed = pressed
            self.barHovered = barHovered
            self.canUndo = canUndo; self.canRedo = canRedo; self.preferencesOpen = preferencesOpen; self.paletteOpen = paletteOpen
            self.eraserMode = eraserMode
        }

        /// The tool state shown: the device in use's. Looked up when the controls are drawn, not
        /// when the scene is built (a dictionary look-up is worth saving on every event).
        public var state: ToolState { tools[kind] ?? .initial(for: kind) }
    }
}
