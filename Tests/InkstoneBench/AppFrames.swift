import InkInterface
import InkRender

/// Renders outcomes as the app does (`X11App.show`), so that the bench's drawing figures are
/// the app's: a drawing motion's outcome (`strokeOnly`) draws the scene kept from the last one
/// built, brought up to date in place (`KeptScene`); any other outcome a scene built anew.
struct AppFrames {
    private var kept: KeptScene?

    mutating func render(_ outcome: Outcome, of editor: Editor, on renderer: FrameRenderer) -> DamageRegion {
        if outcome.strokeOnly, var k = kept.take() {
            editor.update(&k)
            let areas = renderer.render(k.scene, damage: outcome.damage, strokeOnly: true)
            k.letGo()
            kept = consume k
            return areas
        }
        let scene = editor.scene
        kept = KeptScene(scene)
        return renderer.render(scene, damage: outcome.damage)
    }
}
