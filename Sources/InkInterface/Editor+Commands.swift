import InkDocument
import InkGeometry
import InkInput

/// Things people ask the editor to do, from the toolbar, keys or (later) pen buttons and menus.
public enum EditorCommand: Hashable, Sendable {
    case undo
    case redo
    case selectTool(Tool)
    case selectColor(Int)
    case selectWidth(Int)
}

extension Editor {
    /// Carries out a command for the device kind that asked for it.
    public mutating func perform(_ command: EditorCommand, for kind: DeviceKind? = nil) -> Damage {
        let kind = kind ?? activeKind
        var state = toolState(for: kind)
        switch command {
        case .undo:
            guard activeStroke == nil, eraser == nil, let done = history.undo(&document) else { return .none }
            return Damage(window: viewport.toWindow(done.area).union(toolbar.frame), ink: done.area, title: true)
        case .redo:
            guard activeStroke == nil, eraser == nil, let done = history.redo(&document) else { return .none }
            return Damage(window: viewport.toWindow(done.area).union(toolbar.frame), ink: done.area, title: true)
        case .selectTool(let tool): state.tool = tool
        case .selectColor(let i) where palette.colors.indices.contains(i):
            state.colorIndex = i
            if state.tool == .eraser && kind != .eraser { state.tool = .pen }
        case .selectWidth(let i) where palette.widths.indices.contains(i): state.widthIndex = i
        default: return .none
        }
        return setTool(state, for: kind)
    }

    /// What a toolbar control does when pressed and released by a device.
    mutating func press(_ item: ToolbarItem, for kind: DeviceKind) -> Damage {
        let command: EditorCommand
        switch item {
        case .tool(let t): command = .selectTool(t)
        case .color(let i): command = .selectColor(i)
        case .width(let i): command = .selectWidth(i)
        case .undo: command = .undo
        case .redo: command = .redo
        }
        return perform(command, for: kind)
    }

    /// Handles a key press: Ctrl+Z undo; Ctrl+Shift+Z and Ctrl+Y redo; P and E pick the pen and
    /// the eraser for the device in use.
    public mutating func handle(_ key: KeyChord) -> Damage {
        trackingOverlays { $0.dispatch(key) }
    }

    private mutating func dispatch(_ key: KeyChord) -> Damage {
        let ctrl = key.modifiers.contains(.control), shift = key.modifiers.contains(.shift)
        switch key.key {
        case .character("z") where ctrl && !shift: return perform(.undo)
        case .character("z") where ctrl && shift: return perform(.redo)
        case .character("y") where ctrl: return perform(.redo)
        case .character("p") where !ctrl: return perform(.selectTool(.pen))
        case .character("e") where !ctrl: return perform(.selectTool(.eraser))
        default: return .none
        }
    }
}
