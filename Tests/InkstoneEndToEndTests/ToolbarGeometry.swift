import InkGeometry
import InkInterface

/// Where the app's toolbar controls are in its default window (read from the engine's layout).
enum ToolbarGeometry {
    static let layout = ToolbarLayout(windowSize: Size(1024, 720))
    static func frame(of item: ToolbarItem) -> Rect? { layout.frame(of: item) }
}
