/// The part of a drawn scene that a drawing motion cannot change, kept by the platform so
/// that the motion's frame need not build a scene (`Editor.update(_:)`).
///
/// Why: at a pen's report rate each motion starts with the machine's caches cold, and building
/// the whole scene (the bars, the status bar's parts, the notes, the surfaces) was about a
/// seventh of the code a drawing motion ran (docs/LATENCY-LOG.md). A motion that took
/// the drawing route (`Outcome.strokeOnly`) changes only the stroke in progress, so the rest of
/// the scene is the one last built: `SceneKeptTests` holds the route to that. It is updated in
/// place, not copied: copying a whole scene is itself much of the code building one runs.
///
/// Between two frames it holds neither the document's pages nor the stroke in progress
/// (`letGo`): the editor changes both in place, and a second reference kept here would make
/// each change copy them (the list of pages on a commit, the stroke's points on every motion).
public struct KeptScene: Sendable {
    /// The scene: its pages and stroke are the editor's right after `Editor.update(_:)`, until `letGo`.
    public internal(set) var scene: Scene

    /// Keeps the interface part of `scene`, a scene built for the editor as it is now.
    public init(_ scene: Scene) {
        self.scene = scene
        letGo()
    }

    /// Lets go of the document's pages and the stroke in progress, once drawn.
    public mutating func letGo() {
        scene.pages.pages = []
        scene.stroke = nil
    }
}

extension KeptScene {
    /// `Editor.update(_:)`, called on the kept scene where it is kept (`kept?.update(from:)`
    /// updates an optional one in place: taking it out and putting it back copied its 1.5 kB
    /// twice on every drawing motion).
    public mutating func update(from editor: Editor) { editor.update(&self) }

    /// Hands `body` the scene where it is kept, uncopied (`kept?.draw { … }`, an optional one
    /// reached in place), then lets go of its pages and stroke (`letGo`): a frame drawn.
    public mutating func draw<R>(_ body: (Scene) -> R) -> R {
        defer { letGo() }
        return body(scene)
    }
}

extension Editor {
    /// Brings a kept scene up to date after a motion whose outcome is `strokeOnly`: its pages
    /// and stroke in progress read anew, the rest as kept. The scene is then equal to `scene`
    /// (`SceneKeptTests`), without building the bars and notes again.
    public func update(_ kept: inout KeptScene) {
        // The document is the one kept (a drawing motion does not change it: its outcome
        // would carry `.documentChanged`), so what was worked out of its pages holds.
        kept.scene.pages = Scene.Pages(serial: documentSerial, pages: document.pages, layout: layout, hasTexts: kept.scene.pages.hasTexts)
        kept.scene.stroke = session.strokeInProgress
    }
}

extension Editor {
    /// Hands `draw` the scene to draw for `outcome` (and whether it is a drawing motion's), as
    /// the app draws every event: a drawing motion's (`Outcome.strokeOnly`) is the scene kept
    /// from the last one built, brought up to date in place; any other is built anew and its
    /// interface part kept in `kept`. The caller drops `kept` when the editor changed otherwise
    /// (the platform: on any outcome not `strokeOnly`, whatever its damage). The app's warm-up
    /// stroke and the bench draw through here; the platform does the same in two steps
    /// (`X11App.show`), since `draw` runs inside this read of the editor and the app's renderer
    /// reads its editor while it draws (image and PDF sources): an access conflict.
    public func drawScene<R>(for outcome: Outcome, keeping kept: inout KeptScene?, _ draw: (_ scene: Scene, _ strokeOnly: Bool) -> R) -> R {
        if outcome.strokeOnly {
            kept?.update(from: self)
            if let result = kept?.draw({ draw($0, true) }) { return result }
        }
        let scene = self.scene
        kept = KeptScene(scene)
        return draw(scene, false)
    }
}
