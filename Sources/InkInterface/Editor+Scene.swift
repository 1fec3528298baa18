import InkGeometry

/// The one place the renderer's scene is made from the editor (from its public accessors):
/// whatever the editor's inside looks like, the renderer sees only `Scene`.
extension Editor {
    /// What the renderer draws now. Cheap to build for every event: the pages and the stroke's
    /// points are shared, not copied, and the status bar's texts are built only when drawn.
    public var scene: Scene {
        let canvas = canvasFrame
        return Scene(
            view: Scene.View(window: windowFrame, canvas: canvas, viewport: viewport),
            pages: Scene.Pages(serial: documentSerial, pages: document.pages, layout: layout),
            stroke: activeStroke.map {
                Scene.StrokeInProgress(page: $0.page, points: $0.points, pieceIndex: $0.pieceIndex, color: $0.color, outline: $0.outline)
            },
            toolbar: toolbar,
            controls: Scene.Controls(state: shownToolState, palette: palette, hovered: hoveredItem, pressed: pressedItem,
                                     canUndo: history.canUndo, canRedo: history.canRedo,
                                     preferencesOpen: panel != nil, paletteOpen: popup?.kind == .palette),
            statusBar: sceneStatusBar,
            // The Preferences panel covers the canvas: no preview shows through it.
            hoverPreview: panel == nil ? hoverPreview : nil,
            feedback: feedback.flatMap { f in feedbackFrame.map { Scene.Placed(f, frame: $0) } },
            notice: notice.flatMap { n in noticeFrame.map { Scene.Placed(n, frame: $0) } },
            surfaces: sceneSurfaces(canvas: canvas))
    }

    /// The status bar's parts (the mode indicator is built from them when drawn).
    var sceneStatusBar: Scene.StatusBar {
        let counterpart = ModeIndicator.counterpart(of: activeKind)
        let otherTool = toolState(for: counterpart).effectiveTool
        let both = seenKinds.contains(counterpart) && seenKinds.contains(activeKind)
        let shown = shownToolState
        // Two devices used, two tools: the indicator says which is which (G5).
        return Scene.StatusBar(frame: modeIndicatorFrame, shown: shown, kind: activeKind,
                               other: both && otherTool != shown.effectiveTool ? .init(kind: counterpart, tool: otherTool) : nil,
                               palette: palette, mode: customMode, page: pagePosition)
    }

    /// The page being read, of how many, when the document has pages.
    var pagePosition: Scene.PagePosition? {
        guard layout.frames.contains(where: { $0 != nil }) else { return nil }
        return Scene.PagePosition(current: currentPage, count: document.pages.count)
    }

    /// The open surfaces, bottom to top.
    private func sceneSurfaces(canvas: Rect) -> [Scene.Surface] {
        guard popup != nil || menu != nil || panel != nil || chooser != nil || prompt != nil else { return [] }
        var surfaces: [Scene.Surface] = []
        if let popup { surfaces.append(.popup(popup)) }
        if let menu { surfaces.append(.menu(menu, hovered: hoveredMenuItem)) }
        if let panel, let layout = panelLayout {
            surfaces.append(.panel(Scene.PanelSurface(panel: panel, layout: layout, hovered: hoveredPanelControl, pressed: pressedPanelControl,
                                                      preferences: preferences, handednessIsGuessed: handednessIsGuessed,
                                                      doubleClickInterval: doubleClickInterval)))
        }
        if let chooser, let layout = chooserLayout {
            surfaces.append(.chooser(Scene.ChooserSurface(chooser: chooser, layout: layout, hovered: hoveredChooserControl)))
        }
        if let prompt { surfaces.append(.prompt(Scene.PromptSurface(prompt: prompt, canvas: canvas, hovered: hoveredChoice))) }
        return surfaces
    }
}
