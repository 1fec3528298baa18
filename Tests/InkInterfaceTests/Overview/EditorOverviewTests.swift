/// The page overview in the editor: the page button opens it; a tap on a thumbnail shows that
/// page; a thumbnail dragged elsewhere moves its page (one undo step, journaled); the header
/// adds and deletes pages; the toolbar's undo stays usable; Escape closes it.
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkPreferences
import Testing

@Suite struct EditorOverviewTests {
    /// Five 400x300 pages, each with one stroke (ids 1…5) to tell them apart.
    static func fivePages(window: Size = Size(800, 700)) -> Editor {
        var doc = Document(pages: (0..<5).map { _ in Page(blankSize: Size(400, 300)) })
        for i in 0..<5 {
            let id = doc.makeStrokeID()
            doc.pages[i].strokes = [Stroke(id: id, points: [StrokePoint(Point(10, 10), pressure: 0.5), StrokePoint(Point(50, 10), pressure: 0.5)],
                                           color: InkColor(rgb: 0x202020), outline: OutlineOptions(width: 2))]
        }
        var editor = Editor(document: doc, windowSize: window)
        _ = editor.showStart()
        return editor
    }

    static func order(_ e: Editor) -> [UInt64] { e.document.pages.map { $0.strokes.first?.id.raw ?? 0 } }

    static func openOverview(_ e: inout Editor) throws -> OverviewLayout {
        let button = try #require(e.pageButtonFrame)
        _ = e.press(button.center, Devices.pen, pressure: 0.5)
        _ = e.release(button.center, Devices.pen)
        return try #require(e.overviewLayout)
    }

    @Test func thePageButtonOpensTheOverviewAndATapOnAThumbnailShowsThatPage() throws {
        var e = Self.fivePages()
        #expect(e.overview == nil)
        let layout = try Self.openOverview(&e)
        #expect(e.overview?.selected == 0)
        #expect(e.scene.surfaces.contains { if case .overview = $0 { return true } else { return false } })
        let target = layout.thumbnailFrame(3).center
        _ = e.press(target, Devices.pen, pressure: 0.5)
        _ = e.release(target, Devices.pen)
        #expect(e.overview == nil)
        #expect(e.currentPage == 3)
        #expect(e.pageIndicator == "Page 4 of 5")
        #expect(e.document.pages.allSatisfy { $0.strokes.count == 1 }, "a tap never draws")
    }

    @Test func draggingAThumbnailMovesItsPageInOneUndoStepThatTheJournalSees() throws {
        var e = Self.fivePages()
        let layout = try Self.openOverview(&e)
        let from = layout.thumbnailFrame(0).center
        let dropBox = layout.boxFrame(3)
        let to = Point(dropBox.maxX - 10, dropBox.center.y)   // after page 4
        _ = e.press(from, Devices.pen, pressure: 0.5)
        _ = e.drag(Point(from.x + 20, from.y + 5), Devices.pen, pressure: 0.5)
        _ = e.drag(to, Devices.pen, pressure: 0.5)
        #expect(e.scene.surfaces.contains { if case .overview(let o) = $0 { return o.dragged?.insertion == 4 } else { return false } })
        let outcome = e.handle(InputEvent(action: .release(.primary), device: Devices.pen, position: to))
        #expect(Self.order(e) == [2, 3, 4, 1, 5])
        #expect(outcome.effects.contains { if case .recordEdits(let edits) = $0 { return edits == [Edit(page: 0, change: .movePage(to: 3))] } else { return false } })
        #expect(e.overview?.selected == 3, "the moved page stays selected")
        #expect(e.layout == DocumentLayout(e.document))
        // The toolbar's undo puts it back, in one step; the page it moved stays selected and
        // current (the selection stayed on the fourth place, whose Delete then took another page).
        _ = e.run(.undo)
        #expect(Self.order(e) == [1, 2, 3, 4, 5])
        #expect(e.overview?.selected == 0 && e.currentPage == 0, "selected \(e.overview?.selected ?? -1), current \(e.currentPage)")
        _ = e.run(.redo)
        #expect(Self.order(e) == [2, 3, 4, 1, 5])
        #expect(e.overview?.selected == 3 && e.currentPage == 3)
    }

    @Test func theHeaderAddsABlankPageAfterTheSelectedOneAndDeletesTheSelectedOne() throws {
        var e = Self.fivePages()
        let layout = try Self.openOverview(&e)
        let add = try #require(layout.frame(of: .addPage)).center
        _ = e.press(add, Devices.pen, pressure: 0.5); _ = e.release(add, Devices.pen)
        #expect(Self.order(e) == [1, 0, 2, 3, 4, 5])
        #expect(e.document.pages[1].size == Size(400, 300))
        #expect(e.overview?.selected == 1)
        let delete = try #require(layout.frame(of: .deletePage)).center
        _ = e.press(delete, Devices.pen, pressure: 0.5); _ = e.release(delete, Devices.pen)
        _ = e.press(delete, Devices.pen, pressure: 0.5); _ = e.release(delete, Devices.pen)
        #expect(Self.order(e) == [1, 3, 4, 5])
        _ = e.run(.undo); _ = e.run(.undo); _ = e.run(.undo)
        #expect(Self.order(e) == [1, 2, 3, 4, 5])
        #expect(e.overview != nil, "undo leaves the overview open")
    }

    @Test func theLastPageCannotBeDeleted() throws {
        var e = Editor(document: Document(pages: [Page(blankSize: Size(400, 300))]), windowSize: Size(800, 700))
        _ = e.showStart()
        _ = e.handle(KeyChord(.delete))
        let layout = try Self.openOverview(&e)
        let delete = try #require(layout.frame(of: .deletePage)).center
        _ = e.press(delete, Devices.pen, pressure: 0.5); _ = e.release(delete, Devices.pen)
        #expect(e.document.pages.count == 1 && !e.history.canUndo)
    }

    @Test func penDragsOnTheGridScrollItAndTheWheelToo() throws {
        var e = Self.fivePages(window: Size(520, 400))
        let layout = try Self.openOverview(&e)
        #expect(layout.scrollRange.upperBound > 100)
        let gap = Point(layout.boxFrame(0).maxX + OverviewLayout.gap / 2, layout.grid.maxY - 20)
        _ = e.press(gap, Devices.pen, pressure: 0.5)
        _ = e.drag(gap + Point(0, -60), Devices.pen, pressure: 0.5)
        _ = e.release(gap + Point(0, -60), Devices.pen)
        #expect(e.overview?.scroll == 60)
        _ = e.handle(InputEvent(action: .scroll(.down), device: Devices.mouse, position: layout.grid.center))
        #expect(e.overview?.scroll == Swift.min(60 + Editor.wheelStep, layout.scrollRange.upperBound))
        #expect(e.document.pages.allSatisfy { $0.strokes.count == 1 })
    }

    @Test func theGridsScrollbarIsDraggedWithThePen() throws {
        var e = Self.fivePages(window: Size(520, 400))
        let layout = try Self.openOverview(&e)
        let bar = try #require(layout.scrollbar)
        #expect(bar.track.maxX == layout.grid.maxX, "right-handed: on the right")
        _ = e.press(bar.thumb.center, Devices.pen, pressure: 0.5)
        _ = e.drag(bar.thumb.center + Point(0, 30), Devices.pen, pressure: 0.5)
        #expect(e.scene.surfaces.contains { if case .overview(let o) = $0 { return o.scrollbarDragged } else { return false } })
        _ = e.release(bar.thumb.center + Point(0, 30), Devices.pen)
        let scroll = try #require(e.overview?.scroll)
        #expect(abs(scroll - Swift.min(layout.scrollRange.upperBound, 30 * bar.ratio)) < 1, "scrolled \(scroll)")
        #expect(e.overview != nil && e.document.pages.count == 5)
    }

    @Test func hoverHighlightsAThumbnailUntilThePenLeavesTheCanvas() throws {
        var e = Self.fivePages()
        let layout = try Self.openOverview(&e)
        _ = e.hover(layout.thumbnailFrame(2).center, Devices.pen)
        #expect(e.overview?.hovered == .thumbnail(2))
        #expect(e.document.pages.allSatisfy { $0.strokes.count == 1 } && !e.history.canUndo, "hover never acts")
        let toolbar = try #require(e.toolbar.frame(of: .undo)).center
        let damage = e.hover(toolbar, Devices.pen)
        #expect(e.overview?.hovered == nil)
        #expect(damage.region.bounds.intersection(layout.thumbnailFrame(2)) == layout.thumbnailFrame(2))
        #expect(e.hoveredItem == .undo, "the toolbar still highlights its own control")
    }

    /// The hover ring follows the pointer through a drag: gone from the page picked up while
    /// it is carried, then on the thumbnail under the pointer at the drop (it stayed on the
    /// slot the drag began at, by then another page).
    @Test func theHoverRingFollowsADraggedPage() throws {
        var e = Self.fivePages()
        let layout = try Self.openOverview(&e)
        let from = layout.thumbnailFrame(0).center
        _ = e.hover(from, Devices.mouse)
        #expect(e.overview?.hovered == .thumbnail(0))
        let to = Point(layout.thumbnailFrame(1).maxX - 5, layout.thumbnailFrame(1).center.y)   // after page 2
        _ = e.press(from, Devices.mouse)
        _ = e.drag(Point(from.x + 20, from.y + 5), Devices.mouse)
        #expect(e.overview?.hovered == nil, "no ring while a page is carried")
        _ = e.drag(to, Devices.mouse)
        _ = e.release(to, Devices.mouse)
        #expect(Self.order(e) == [2, 1, 3, 4, 5])
        #expect(e.overview?.hovered == .thumbnail(1), "the ring on the thumbnail under the pointer")
    }

    @Test func escapeClosesItAndTheToolbarStaysUsable() throws {
        var e = Self.fivePages()
        _ = try Self.openOverview(&e)
        #expect(e.hoverPreview == nil || !e.canvasFrame.contains(e.hoverPreview!.center))
        _ = e.handle(KeyChord(.escape))
        #expect(e.overview == nil)
    }

    @Test func theUnboundedCanvasHasNoOverview() {
        var e = Editor(windowSize: Size(800, 700))
        #expect(e.pageButtonFrame == nil)
        _ = e.toggleOverview()
        #expect(e.overview == nil)
        #expect(e.notice != nil)
    }
}

/// The page button shares the status bar with the Document and zoom buttons: it must never
/// cover them, for either hand, in a big or a small window.
@Suite struct PageButtonPlaceTests {
    @Test func thePageButtonLeavesTheDocumentAndZoomButtonsAlone() throws {
        for size in [Size(1024, 720), Size(400, 300)] {
            for hand in [Handedness.right, .left] {
                var editor = EditorOverviewTests.fivePages(window: size)
                var prefs = editor.preferences
                prefs.handedness = hand
                _ = editor.apply(prefs)
                let button = try #require(editor.pageButtonFrame, "\(size) \(hand)")
                #expect(!editor.toolbar.statusSlots.isEmpty)
                for slot in editor.toolbar.statusSlots {
                    #expect(!button.intersects(slot.frame), "\(size) \(hand): \(slot.item)")
                }
                #expect(editor.scene.statusBar.pageButton(measure: UniformTextMeasure()) == button)
            }
        }
    }
}
