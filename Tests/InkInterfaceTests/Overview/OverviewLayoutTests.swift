/// The page overview's geometry: a header with its buttons on the toolbar's side (mirrored for
/// the left hand), a grid of thumbnails keeping their pages' proportions, what a point hits,
/// where a dropped page lands, and the scroll kept within the grid.
import InkGeometry
import InkInterface
import Testing

@Suite struct OverviewLayoutTests {
    static let canvas = Rect(x: 56, y: 0, width: 744, height: 672)
    static let sizes: [Size?] = Array(repeating: Size(600, 800), count: 10) + [Size(800, 600)]

    @Test func aGridOfBoxesUnderAHeaderWithTheButtonsOnTheToolbarsSide() {
        let l = OverviewLayout(canvas: Self.canvas, sizes: Self.sizes, scroll: 0, toolbarOnLeft: true)
        #expect(l.header == Rect(x: 56, y: 0, width: 744, height: 48))
        #expect(l.grid.minY == 48 && l.grid.maxY == 672)
        #expect(l.box == 150 && l.columns == 4)
        #expect(l.buttons.map(\.control) == [.close, .addPage, .deletePage])
        #expect(l.buttons.allSatisfy { $0.frame.maxX < Self.canvas.center.x })
        let mirrored = OverviewLayout(canvas: Self.canvas, sizes: Self.sizes, scroll: 0, toolbarOnLeft: false)
        #expect(mirrored.buttons.allSatisfy { $0.frame.minX > Self.canvas.center.x })
        #expect(mirrored.buttons[0].frame.maxX == Self.canvas.maxX - 8, "close is nearest the toolbar, at the right")
    }

    @Test func thumbnailsKeepTheirPagesProportionsInReadingOrder() {
        let l = OverviewLayout(canvas: Self.canvas, sizes: Self.sizes, scroll: 0, toolbarOnLeft: true)
        let first = l.thumbnailFrame(0), second = l.thumbnailFrame(1), fifth = l.thumbnailFrame(4)
        #expect(first.height == 150 && abs(first.width - 112.5) <= 0.5)
        #expect(second.minY == first.minY && second.minX > first.maxX)
        #expect(fifth.minY > first.maxY && abs(fifth.center.x - first.center.x) < 1, "row 2 starts under row 1")
        let landscape = l.thumbnailFrame(10)
        #expect(landscape.width == 150 && landscape.height == 113 && landscape.maxY == l.boxFrame(10).maxY)
    }

    @Test func landscapePagesGetShorterBoxes() {
        let l = OverviewLayout(canvas: Self.canvas, sizes: [Size(600, 400), Size(800, 600)], scroll: 0, toolbarOnLeft: true)
        #expect(l.boxHeight == 113, "as tall as the tallest page needs")
        #expect(l.thumbnailFrame(1).height == 113 && l.thumbnailFrame(0).height == 100)
        #expect(l.labelFrame(0).minY == l.boxFrame(0).minY + 113)
    }

    @Test func aPointHitsAButtonOrAThumbnailOrItsNumberOrNothing() throws {
        let l = OverviewLayout(canvas: Self.canvas, sizes: Self.sizes, scroll: 0, toolbarOnLeft: true)
        for b in l.buttons { #expect(l.control(at: b.frame.center) == b.control) }
        #expect(l.control(at: l.thumbnailFrame(5).center) == .thumbnail(5))
        #expect(l.control(at: l.labelFrame(6).center) == .thumbnail(6))
        let gap = Point(l.boxFrame(0).maxX + OverviewLayout.gap / 2, l.boxFrame(0).center.y)
        #expect(l.control(at: gap) == nil)
        #expect(l.control(at: Point(l.header.maxX - 20, l.header.center.y)) == nil)
    }

    @Test func scrollingMovesTheGridAndStaysWithinIt() {
        // Three rows of 150 + 22 + 16 and a gap: 580 pixels in a grid of 624: nothing to scroll.
        #expect(OverviewLayout(canvas: Self.canvas, sizes: Self.sizes, scroll: 100, toolbarOnLeft: true).scroll == 0)
        let many = Array(repeating: Size(600, 800), count: 40) as [Size?]
        let l = OverviewLayout(canvas: Self.canvas, sizes: many, scroll: 100, toolbarOnLeft: true)
        let top = OverviewLayout(canvas: Self.canvas, sizes: many, scroll: 0, toolbarOnLeft: true)
        #expect(l.scroll == 100)
        #expect(l.boxFrame(0).minY == top.boxFrame(0).minY - 100)
        #expect(l.control(at: top.thumbnailFrame(4).center) != .thumbnail(4))
        #expect(l.control(at: top.thumbnailFrame(4).center - Point(0, 100)) == .thumbnail(4))
        let far = OverviewLayout(canvas: Self.canvas, sizes: Array(repeating: Size(600, 800), count: 40), scroll: 1e6, toolbarOnLeft: true)
        #expect(far.scroll == far.contentHeight - far.grid.height)
        #expect(far.visible.upperBound == 40 && far.visible.lowerBound > 0)
    }

    @Test func aLongGridHasAScrollbarOnTheWritingHandsSide() throws {
        #expect(OverviewLayout(canvas: Self.canvas, sizes: Self.sizes, scroll: 0, toolbarOnLeft: true).scrollbar == nil)
        let many = Array(repeating: Size(600, 800), count: 40) as [Size?]
        let right = try #require(OverviewLayout(canvas: Self.canvas, sizes: many, scroll: 0, toolbarOnLeft: true).scrollbar)
        #expect(right.track.maxX == Self.canvas.maxX && right.thumb.minY == right.track.minY)
        let left = try #require(OverviewLayout(canvas: Self.canvas, sizes: many, scroll: 1e6, toolbarOnLeft: false).scrollbar)
        #expect(left.track.minX == Self.canvas.minX && left.thumb.maxY == left.track.maxY)
        let l = OverviewLayout(canvas: Self.canvas, sizes: many, scroll: 0, toolbarOnLeft: true)
        #expect(l.boxFrame(3).maxX < right.track.minX, "the bar lies beside the thumbnails")
    }

    @Test func aDropLandsBeforeTheLeftHalfOfABoxAndAfterItsRightHalf() {
        let l = OverviewLayout(canvas: Self.canvas, sizes: Self.sizes, scroll: 0, toolbarOnLeft: true)
        let b = l.boxFrame(5)
        #expect(l.insertionIndex(at: Point(b.minX + 10, b.center.y)) == 5)
        #expect(l.insertionIndex(at: Point(b.maxX - 10, b.center.y)) == 6)
        #expect(l.insertionIndex(at: Point(l.boxFrame(0).minX - 5, l.boxFrame(0).center.y)) == 0)
        let last = l.boxFrame(10)
        #expect(l.insertionIndex(at: Point(last.maxX + 100, last.center.y)) == 11)
        #expect(l.insertionMarker(6).minX > b.maxX && l.insertionMarker(6).maxX < l.boxFrame(6).minX)
    }

    @Test func aSmallWindowStillHasTwoColumnsAndEveryButton() {
        let small = Rect(x: 56, y: 0, width: 344, height: 272)
        let l = OverviewLayout(canvas: small, sizes: Self.sizes, scroll: 0, toolbarOnLeft: true)
        #expect(l.columns == 2)
        #expect(l.buttons.allSatisfy { small.intersection($0.frame) == $0.frame })
        #expect(l.boxFrame(1).maxX <= small.maxX && l.boxFrame(0).minX >= small.minX)
    }
}
