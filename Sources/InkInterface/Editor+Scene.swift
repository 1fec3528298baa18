import InkGeometry

/// The one place the renderer's scene is made from the editor (from its public accessors):
/// whatever the editor's inside looks like, the renderer sees only `Scene`.
extension Editor {
    /// What the renderer draws now. Cheap to build for every event: the pages and the stroke's
    /// points are shared, not copied, and the status bar's texts are built only when drawn.
    public var scene: Scene {
        let canvas = canvasFrame
        let panelOpen = !surfaces.isEmpty && panel != nil
        let view = Scene.View(window: windowFrame, canvas: canvas, viewport: viewport)
        let controls = Scene.Controls(tools: tools, kind: activeKind, palette: palette, hovered: hoveredItem, pressed: pressedItem,
                                      canUndo: history.canUndo, canRedo: history.canRedo,
                                      preferencesOpen: panelOpen, paletteOpen: !surfaces.isEmpty && (popup != nil || picker != nil),
                                      eraserMode: preferences.eraserMode, barHovered: barHoveredItem)
        // The Preferences panel covers the canvas: no preview shows through it.
        let preview = panelOpen ? nil : hoverPreview
        // No closures over `self` here: capturing the editor copies all of it, on every event.
        var placedFeedback: Scene.PlacedFeedback?
        if let f = feedback, let frame = feedbackFrame { placedFeedback = Scene.PlacedFeedback(f, frame: frame) }
        var placedNotice: Scene.PlacedNotice?
        if let n = notice, let frame = noticeFrame { placedNotice = Scene.PlacedNotice(n, frame: frame) }
        let chrome = Scene.Chrome(toolbar: toolbar, controls: controls, statusBar: sceneStatusBar, hoverPreview: preview,
                                  feedback: placedFeedback, notice: placedNotice, scrollbars: sceneScrollbars,
                                  surfaces: sceneSurfaces(canvas: canvas), hint: firstStartHint, tooltip: guidance.tooltip,
                                  selection: sceneSelection, dropIndicator: dropIndicator, textEdit: textEditView)
        return Scene(view: view, pages: scenePages, stroke: strokeInProgress, chrome: chrome)
    }

    /// The document's pages as drawn: shared with the editor's, not copied.
    var scenePages: Scene.Pages { Scene.Pages(serial: documentSerial, pages: document.pages, layout: layout) }

    /// The stroke being drawn, its arrays shared with the editor's (read in place, not copied).
    private var strokeInProgress: Scene.StrokeInProgress? { session.strokeInProgress }

    /// The status bar's parts besides the controls' (the mode indicator is built from them when drawn).
    var sceneStatusBar: Scene.StatusBar {
        var other: Scene.StatusBar.OtherDevice?
        // Two devices used, two tools: the indicator says which is which (G5). With one kind
        // seen so far (most of the time) no set or dictionary is looked into.
        if seenKinds.count > 1 {
            let counterpart = ModeIndicator.counterpart(of: activeKind)
            let otherTool = toolState(for: counterpart).effectiveTool
            if seenKinds.contains(counterpart) && seenKinds.contains(activeKind) && otherTool != shownToolState.effectiveTool {
                other = .init(kind: counterpart, tool: otherTool)
            }
        }
        var bar = Scene.StatusBar(frame: modeIndicatorFrame, kind: activeKind, other: other, mode: indicatorMode, page: pagePosition,
                               eraserMode: preferences.eraserMode, zoom: zoomPercent)
        bar.modeShort = indicatorModeShort
        bar.pageButtonLook = pageButtonLook
        bar.textFrame = toolbar.statusText
        bar.tool = shownToolState.effectiveTool
        return bar
    }

    /// The page being read, of how many, when the document has pages.
    var pagePosition: Scene.PagePosition? {
        guard layout.frames.contains(where: { $0 != nil }) else { return nil }
        return Scene.PagePosition(current: currentPage, count: document.pages.count)
    }

    /// The open surfaces, bottom to top.
    private func sceneSurfaces(canvas: Rect) -> [Scene.Surface] {
        // Every surface lives in the stack: with none open (drawing), nothing else is looked at.
        guard !surfaces.isEmpty, popup != nil || picker != nil || pad != nil || documentMenu != nil || menu != nil || panel != nil || chooser != nil || prompt != nil || overview != nil else { return [] }
        var surfaces: [Scene.Surface] = []
        if let overview = sceneOverview { surfaces.append(.overview(overview)) }
        if let popup { surfaces.append(.popup(popup)) }
        if let picker { surfaces.append(.picker(picker, hovered: hoveredPickerControl, pressed: pressedPickerControl)) }
        if let pad { surfaces.append(.pad(pad, hovered: hoveredPadControl, pressed: pressedPadControl)) }
        if let list = self.surfaces.list { surfaces.append(.list(list.menu, hovered: list.hovered, pressed: list.pressed)) }
        if let menu { surfaces.append(.menu(menu, hovered: hoveredMenuItem)) }
        if let panel, let layout = panelLayout {
            surfaces.append(.panel(Scene.PanelView(panel: panel, layout: layout, hovered: hoveredPanelControl,
                                                      pressed: pressedPanelControl, preferences: preferences,
                                                      handednessIsGuessed: handednessIsGuessed, doubleClickInterval: doubleClickInterval)))
        }
        if let chooser, let layout = chooserLayout {
            surfaces.append(.chooser(Scene.ChooserView(chooser: chooser, layout: layout, hovered: hoveredChooserControl)))
        }
        if let prompt { surfaces.append(.prompt(Scene.PromptView(prompt: prompt, canvas: canvas, hovered: hoveredChoice))) }
        return surfaces
    }
}
