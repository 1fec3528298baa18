/// The scene the renderer draws (issue 11, point 4): built from the editor, it shows what the
/// editor shows, lists the open surfaces in layer order, and shares the document's pages and
/// the stroke's points with the editor instead of copying them (it is built for every event).
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import Testing

@Suite struct SceneTests {
    /// Whether two arrays share one storage (no copy was made).
    static func sameStorage<T>(_ a: [T], _ b: [T]) -> Bool {
        a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { pb in pa.baseAddress == pb.baseAddress && pa.count == pb.count } }
    }

    @Test func theSceneSharesThePagesAndTheStrokeInProgressWithTheEditor() throws {
        var editor = Editor.fresh()
        editor.stroke([Point(200, 200), Point(260, 220), Point(320, 200)], Devices.pen, pressure: 0.5)
        _ = editor.press(Point(200, 300), Devices.pen, pressure: 0.5)
        for i in 1...50 { _ = editor.drag(Point(200 + Double(i) * 4, 300), Devices.pen, pressure: 0.5) }
        let scene = editor.scene
        let stroke = try #require(scene.stroke)
        let active = try #require(editor.activeStroke)
        #expect(stroke.points.count == active.points.count && stroke.points.count > 10)
        #expect(Self.sameStorage(stroke.points, active.points), "the stroke's points are shared, not copied")
        #expect(Self.sameStorage(stroke.pieceIndex.rects, active.pieceIndex.rects), "the piece index is shared, not copied")
        #expect(Self.sameStorage(scene.pages.pages, editor.document.pages), "the pages are shared, not copied")
        #expect(stroke.page == active.page && stroke.color == active.color && stroke.outline == active.outline)
        var work = 0
        let clip = Rect(x: 0, y: 0, width: 1000, height: 1000)
        var activeWork = 0
        #expect(stroke.pieces(meeting: clip, work: &work) == active.pieces(meeting: clip, work: &activeWork))
    }

    /// A drawing motion hands its scene on by value (`KeptScene.draw`, the renderer's copy at an
    /// interface scale), and each such copy is the scene's size: the bars, notes and surfaces
    /// lie behind one reference (`Scene.Chrome`), shared by the copies, so a copy stays a few
    /// cache lines (it was 1.5 kB, ~25 lines, read and written twice a motion).
    @Test func aSceneCopiesInAFewCacheLinesSharingItsInterfacePart() {
        #expect(MemoryLayout<Scene>.size <= 320, "\(MemoryLayout<Scene>.size) bytes")
        var editor = Editor.fresh()
        _ = editor.press(Point(200, 300), Devices.pen, pressure: 0.5)
        _ = editor.drag(Point(240, 300), Devices.pen, pressure: 0.5)
        let scene = editor.scene
        var copy = scene
        copy.view.window = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(copy.chrome === scene.chrome && copy.toolbar == editor.toolbar && copy.stroke != nil)
    }

    @Test func theSceneShowsTheEditorsGeometryControlsAndPreview() {
        var editor = Editor.fresh()
        _ = editor.run(.selectColor(2), for: .pen)
        _ = editor.hover(Point(400, 300), Devices.pen)
        let scene = editor.scene
        #expect(scene.view == Scene.View(window: editor.windowFrame, canvas: editor.canvasFrame, viewport: editor.viewport))
        #expect(scene.toolbar == editor.toolbar)
        #expect(scene.controls.state == editor.shownToolState && scene.controls.state.colorIndex == 2)
        #expect(scene.controls.canUndo == editor.history.canUndo && scene.controls.canRedo == editor.history.canRedo)
        #expect(!scene.controls.preferencesOpen && !scene.controls.paletteOpen)
        #expect(scene.hoverPreview != nil && scene.hoverPreview == editor.hoverPreview)
        #expect(scene.statusBar.frame == editor.modeIndicatorFrame)
        #expect(scene.modeIndicator == editor.modeIndicator)
        #expect(scene.stroke == nil && scene.surfaces.isEmpty && scene.notice == nil && scene.feedback == nil)
        #expect(scene.pages.serial == editor.documentSerial && !scene.pages.areSheets)
    }

    @Test func theStatusBarNamesThePageAndBothDevices() {
        let doc = Document(pages: (0..<3).map { _ in Page(blankSize: Size(400, 300)) })
        var editor = Editor(document: doc, windowSize: testWindow)
        _ = editor.showStart()
        editor.stroke([Point(300, 200), Point(320, 210)], Devices.mouse)
        _ = editor.run(.selectTool(.eraser), for: .pen)
        _ = editor.hover(Point(300, 250), Devices.pen)
        let scene = editor.scene, indicator = scene.modeIndicator
        #expect(scene.statusBar.page == Scene.PagePosition(current: 0, count: 3))
        #expect(scene.statusBar.other == Scene.StatusBar.OtherDevice(kind: .mouse, tool: .pen))
        #expect(indicator.page == "Page 1 of 3" && editor.pageIndicator == "Page 1 of 3")
        #expect(indicator.detail == "Pen: Eraser · 4 px" && indicator.other == "Mouse: Pen")
        #expect(indicator == editor.modeIndicator)
        #expect(editor.scene.pages.areSheets)
    }

    @Test func openSurfacesLieInLayerOrderAndThePanelHidesThePreview() throws {
        var editor = Editor.fresh()
        _ = editor.hover(Point(400, 300), Devices.pen)
        #expect(editor.scene.hoverPreview != nil)
        _ = editor.handle(KeyChord(.character(","), .control))
        _ = editor.ask(Prompt(topic: .recovery, message: "Recover unsaved work?", detail: "", choices: ["Recover", "Discard"], escapeChoice: 1))
        let scene = editor.scene
        let kinds = scene.surfaces.map { surface -> String in
            switch surface {
            case .popup: return "popup"
            case .picker: return "picker"
            case .pad: return "pad"
            case .list: return "list"
            case .menu: return "menu"
            case .panel: return "panel"
            case .chooser: return "chooser"
            case .prompt: return "prompt"
            case .overview: return "overview"
            }
        }
        #expect(kinds == ["panel", "prompt"])
        #expect(scene.surfaces.allSatisfy { $0.isModal })
        #expect(scene.controls.preferencesOpen)
        #expect(scene.hoverPreview == nil, "no preview shows through the Preferences panel")
        if case .panel(let panel) = scene.surfaces[0] {
            #expect(panel.layout == editor.panelLayout && panel.preferences == editor.preferences)
            #expect(panel.doubleClickInterval == editor.doubleClickInterval)
        }
        if case .prompt(let prompt) = scene.surfaces[1] {
            #expect(prompt.prompt == editor.prompt && prompt.canvas == editor.canvasFrame)
        }
    }

    @Test func thePalettePopupFloatsAndItsButtonShowsSelected() throws {
        var editor = Editor(windowSize: Size(800, 500))  // compact: the colours are behind one button
        let button = try #require(editor.toolbar.slots.first { $0.item == .colorMenu })
        _ = editor.press(button.frame.center)
        _ = editor.release(button.frame.center)
        try #require(editor.popup != nil)
        let scene = editor.scene
        #expect(scene.controls.paletteOpen)
        guard case .popup(let popup)? = scene.surfaces.first else { Issue.record("no popup in the scene"); return }
        #expect(popup == editor.popup && !scene.surfaces[0].isModal)
    }
}
