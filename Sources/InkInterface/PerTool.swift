/// A value for each tool, kept in fields rather than a `[Tool: Value]` dictionary: a tool
/// state's colour and width are read several times on every input event (hover preview,
/// toolbar, status bar, the scene), and hashing a dictionary key showed in the per-event cost
/// (`make bench`'s hover event went from 2.6 to 3.1 µs with two dictionaries).
public struct PerTool<Value: Hashable & Sendable>: Hashable, Sendable {
    private var pen: Value?
    private var highlighter: Value?
    private var pencil: Value?
    private var eraser: Value?
    private var pan: Value?
    private var lasso: Value?
    private var text: Value?

    public init() {}

    /// The tool's value, or nil when none was set.
    public subscript(tool: Tool) -> Value? {
        get {
            switch tool {
            case .pen: return pen
            case .highlighter: return highlighter
            case .pencil: return pencil
            case .eraser: return eraser
            case .pan: return pan
            case .lasso: return lasso
            case .text: return text
            }
        }
        set {
            switch tool {
            case .pen: pen = newValue
            case .highlighter: highlighter = newValue
            case .pencil: pencil = newValue
            case .eraser: eraser = newValue
            case .pan: pan = newValue
            case .lasso: lasso = newValue
            case .text: text = newValue
            }
        }
    }
}
