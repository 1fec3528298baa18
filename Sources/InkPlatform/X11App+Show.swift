import InkGeometry
import InkInterface
import InkRender

/// Outcomes put on screen: the workflow's part, the platform's effects, and the damage drawn
/// and flushed at once, a drawing motion's from the scene kept for it (`KeptScene`).
extension X11App {
    /// Has the workflow carry out an outcome's document effects, does what is left for the
    /// platform, and puts the damage on screen at once (G2).
    func show(_ outcome: Outcome) {
        // Only a drawing motion's outcome leaves the kept scene right, and only when the
        // workflow passed it on untouched (it keeps `strokeOnly` then; journal news may put a
        // notice up). Anything else may have changed what the scene holds, damage or not.
        if !outcome.strokeOnly { keptScene = nil }
        guard !outcome.isEmpty else { return }
        let result = workflow.carryOut(outcome, &editor)
        if !result.strokeOnly { keptScene = nil }
        for effect in result.effects {
            switch effect {
            case .savePreferences(let preferences): savePreferences(preferences)
            case .setTitle(let title): window.setTitle(title)
            case .report(let line): log(line)
            case .quit: running = false
            case .openNewWindow: openNewWindow()
            case .openInNewWindow(let paths): openNewWindow(opening: paths)
            case .toggleFullscreen: window.toggleFullscreen()
            case .offerStrokes(let strokes, let selection): offer(strokes, as: selection)
            case .pasteRequested: beginPaste()
            case .offerText(let text, let selection): offer(text: text, as: selection)
            case .pasteTextRequested: beginPaste(wanted: ClipboardOwner.textTypes)
            default: break   // the workflow's own, carried out there
            }
        }
        guard !result.damage.isEmpty else { return }
        // What `Editor.drawScene` does, in two steps: the renderer draws outside the editor's
        // access, because its image and PDF sources read the app's editor while it draws.
        // A drawing motion draws the scene kept from the last one built, not a new scene, where
        // it is kept (updated and drawn in place, never copied out and back).
        if result.strokeOnly { inEditor { editor in keptScene?.update(from: editor) } }
        let areas: DamageRegion
        if result.strokeOnly, let drawn = keptScene?.draw({ renderer.render($0, damage: result.damage, strokeOnly: true) }) {
            areas = drawn
        } else {
            areas = renderer.render(freshScene(), damage: result.damage)
        }
        eventTimes?.mark(.rendered)
        areas.forEach { r in window.present(renderer.frame.surface, r) }
        eventTimes?.mark(.uploaded)
        // The pixels go to the server first; what only concerns the input method and the
        // pointer's shape follows (sent with the loop's next flush).
        display.flush()
        eventTimes?.mark(.flushed)
        // A drawing motion's outcome changes only the stroke in progress (the kept scene above
        // relies on it): no typing field came, went or moved.
        if !result.strokeOnly { followInputSpot() }
        window.setPointer(inEditor { $0.pointerShape })
    }

    /// The scene of the editor as it is now, built anew; its interface part is kept for the
    /// drawing motions that follow (`keptScene`).
    func freshScene() -> Scene {
        let scene = inEditor { $0.scene }
        keptScene = KeptScene(scene)
        return scene
    }

    /// Reads from the editor in place. Reading a computed property as `editor.scene` copies
    /// the whole `Editor` first (1.3 kB, and a retain and release of everything it holds),
    /// because the class's stored property could change while the getter runs; an `inout`
    /// access does not. On the event path (every drawing event, every loop pass) use this.
    func inEditor<T>(_ read: (inout Editor) -> T) -> T {
        read(&editor)
    }
}
