/// Drawing with the mouse: a press, drags and a release on the canvas add exactly one stroke
/// at the palette's nominal width as one undo step, and every step damages what it drew
/// (G1: the contact event alone puts a dot on screen).
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface

@Suite struct EditorDrawingTests {
    @Test func aGestureAddsExactlyOneStroke() throws {
        var editor = Editor.fresh()
        editor.line(y: 300)
        #expect(editor.strokeCount == 1)
        #expect(editor.history.undoStack.count == 1)
        #expect(editor.activeStroke == nil)
        let stroke = try #require(editor.document.pages[0].strokes.first)
        let state = editor.toolState(for: .mouse)
        #expect(state.width == editor.palette.widths[try #require(state.widthIndex(in: editor.palette))])
        #expect(state.width == 6)
        #expect(stroke.outline == PressureSpan.outline(width: 6))
        #expect(stroke.color == editor.palette.colors[0].color)
        // The stroke lies where it was drawn, in page coordinates (the canvas starts at x 56).
        #expect(stroke.points.first?.position == Point(150 - 56, 300))
        #expect(stroke.points.last?.position == Point(450 - 56, 300))
        // A mouse draws as a pen at half pressure, through the pressure curve.
        #expect(stroke.points.allSatisfy { $0.pressure == Double(Float(editor.preferences.pressureCurve(0.5))) })
    }

    @Test func theContactAloneDamagesADot() throws {
        var editor = Editor.fresh()
        let p = Point(200.5, 310.25)
        let damage = editor.press(p)
        #expect(!damage.window.isEmpty)
        #expect(damage.window.contains(p))
        // The dot's full footprint (radius 2) is damaged.
        #expect(damage.window.covers(Rect(center: p, radius: 2)))
        let active = try #require(editor.activeStroke)
        #expect(active.points.count == 1)
        #expect(editor.strokeCount == 0)
    }

    @Test func eachDragDamagesTheNewPiece() throws {
        var editor = Editor.fresh()
        var drawn = editor.press(Point(200, 300)).window
        for (i, x) in stride(from: 202.0, through: 260, by: 2).enumerated() {
            let damage = editor.drag(Point(x, 300 + Double(i % 3)))
            let active = try #require(editor.activeStroke)
            let end = try #require(active.points.last)
            let endInWindow = editor.viewport.toWindow(end.position)
            #expect(damage.window.contains(endInWindow))
            #expect(damage.window.covers(Rect(center: endInWindow, radius: 2)))
            // At this pace the ink keeps up with the pointer.
            #expect(damage.window.contains(Point(x, 300 + Double(i % 3))))
            #expect(damage.ink.isEmpty)
            drawn = drawn.union(damage.window)
        }
        // Everything the stroke in progress covers has been damaged at some point.
        let active = try #require(editor.activeStroke)
        let outline = editor.viewport.toWindow(outlineBounds(active.points, options: active.outline))
        #expect(drawn.covers(outline))
    }

    @Test func releaseCommitsAndDamagesTheInkLayer() throws {
        var editor = Editor.fresh()
        _ = editor.press(Point(200, 300))
        _ = editor.drag(Point(260, 320))
        let outcome = editor.handle(InputEvent(action: .release(.primary), device: Devices.mouse, position: Point(300, 340), buttons: .primary))
        let damage = outcome.damage
        let stroke = try #require(editor.document.pages[0].strokes.first)
        #expect(damage.ink == stroke.bounds)
        #expect(outcome.effects == [.documentChanged, .recordEdits([Edit(page: 0, change: .add([PlacedStroke(index: 0, stroke: stroke)]))])],
                "a committed stroke counts as a change and goes to the journal")
        #expect(damage.window.covers(editor.viewport.toWindow(stroke.bounds)))
        // Undo became available: its button is repainted, not the whole toolbar.
        let undo = try #require(editor.toolbar.frame(of: .undo))
        #expect(damage.window.covers(undo))
        #expect(!damage.region.rects.contains { $0.covers(editor.toolbar.frame) })
        #expect(stroke.points.last?.position == Point(300 - 56, 340))
    }

    @Test func aClickWithoutMovingLeavesADot() throws {
        var editor = Editor.fresh()
        _ = editor.press(Point(400, 400))
        _ = editor.release(Point(400, 400))
        let stroke = try #require(editor.document.pages[0].strokes.first)
        #expect(stroke.points.count == 1)
        let dot = PressureSpan.outline(width: 6).width(atPressure: editor.preferences.pressureCurve(0.5))
        #expect(stroke.bounds == Rect(center: Point(400 - 56, 400), radius: dot / 2))
    }

    @Test func otherButtonsDoNotDraw() {
        var editor = Editor.fresh()
        let d = editor.handle(InputEvent(action: .press(.middle), device: Devices.mouse, position: Point(300, 300)))
        #expect(d.isEmpty)
        #expect(editor.activeStroke == nil)
        // The right button opens the marking menu at the pointer, and draws nothing either.
        _ = editor.handle(InputEvent(action: .press(.secondary), device: Devices.mouse, position: Point(300, 300)))
        #expect(editor.menu?.pen == Point(300, 300))
        #expect(editor.activeStroke == nil)
    }

    @Test func aReleaseFromAnotherDeviceDoesNotEndTheStroke() {
        var editor = Editor.fresh()
        _ = editor.press(Point(300, 300), Devices.pen, pressure: 0.5)
        _ = editor.release(Point(300, 300), Devices.mouse)
        #expect(editor.activeStroke != nil)
        #expect(editor.strokeCount == 0)
        _ = editor.release(Point(300, 300), Devices.pen)
        #expect(editor.strokeCount == 1)
    }
}
