import InkGeometry
import InkInterface
import InkRender

extension X11App {
    /// Shows the ink tiles the background painter finished: the ink layer is recomposed over
    /// them (the stroke in progress, bars and popups stay on top as always).
    func showRenderedTiles() {
        let keys = renderer.inkTiles.collectFinished()
        defer { acknowledger?.settle() }
        guard !keys.isEmpty else { return }
        let scene = freshScene()
        let view = renderer.screenView(scene.view), vp = view.viewport, zoom = TileZoom(vp)
        let area = keys.filter { $0.zoom == zoom }.reduce(Rect.empty) { $0.union(TileGrid.windowRect(of: $1, viewport: vp)) }
            .intersection(view.canvas)
        guard !area.isEmpty else { return }
        let areas = renderer.render(scene, damage: .none, refresh: area)
        for r in areas.rects { window.present(renderer.frame.surface, r) }
        display.flush()
    }
}
