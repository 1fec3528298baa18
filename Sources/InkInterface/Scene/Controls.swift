import InkGeometry

extension Scene {
    /// What the toolbar's items show, wherever they appear (the toolbar, the palette popup, the
    /// marking menu): the tool state of the device in use, the palette, the item under the
    /// pointer and the one pressed, whether undo and redo can act, and which item's surface is open.
    public struct Controls: Hashable, Sendable {
        public var state: ToolState
        public var palette: Palette
        public var hovered: ToolbarItem?
        public var pressed: ToolbarItem?
        public var canUndo: Bool
        public var canRedo: Bool
        /// The Preferences panel is open (its toolbar button shows selected).
        public var preferencesOpen: Bool
        /// The palette popup is open (the colour button shows selected).
        public var paletteOpen: Bool

        public init(state: ToolState, palette: Palette, hovered: ToolbarItem?, pressed: ToolbarItem?, canUndo: Bool, canRedo: Bool,
                    preferencesOpen: Bool, paletteOpen: Bool) {
            self.state = state; self.palette = palette; self.hovered = hovered; self.pressed = pressed
            self.canUndo = canUndo; self.canRedo = canRedo; self.preferencesOpen = preferencesOpen; self.paletteOpen = paletteOpen
        }
    }
}
