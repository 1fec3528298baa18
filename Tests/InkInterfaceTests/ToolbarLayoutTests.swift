/// ToolbarLayout: the bar's frame on either side, every control inside it without overlap,
/// hit-testing each control's centre, and the canvas starting where the bar ends.
import Testing
import InkGeometry
import InkInterface

@Suite struct ToolbarLayoutTests {
    let layout = ToolbarLayout(windowSize: testWindow)

    @Test func leftBarFrame() {
        #expect(layout.frame == Rect(x: 0, y: 0, width: 56, height: 700))
        #expect(ToolbarLayout.width == 56)
    }

    @Test func everyControlIsThereOnce() {
        let items = layout.slots.map(\.item)
        let palette = Palette.standard
        let expected: [ToolbarItem] = [.tool(.pen), .tool(.pencil), .tool(.highlighter), .tool(.eraser)] + palette.colors.indices.map { .color($0) }
            + palette.widths.indices.map { .width($0) } + [.undo, .redo, .preferences]
        #expect(items == expected)
    }

    @Test func everySlotIsInsideTheBar() {
        for slot in layout.slots {
            #expect(layout.frame.covers(slot.frame), "\(slot.item) at \(slot.frame)")
            #expect(!slot.frame.isEmpty)
        }
    }

    @Test func noTwoSlotsOverlap() {
        for (i, a) in layout.slots.enumerated() {
            for b in layout.slots[(i + 1)...] {
                #expect(!a.frame.intersects(b.frame), "\(a.item) overlaps \(b.item)")
            }
        }
    }

    @Test func eachSlotsCentreFindsIt() {
        for slot in layout.slots {
            #expect(layout.item(at: slot.frame.center) == slot.item)
            #expect(layout.frame(of: slot.item) == slot.frame)
        }
    }

    @Test func emptyPartsOfTheBarFindNothing() {
        #expect(layout.item(at: Point(2, 30)) == nil)           // left margin beside the pen button
        #expect(layout.item(at: Point(28, 690)) == nil)         // below the last control
        #expect(layout.item(at: Point(300, 30)) == nil)         // on the canvas
    }

    @Test func canvasStartsAtTheBarsRightEdge() {
        #expect(layout.canvasFrame(windowSize: testWindow) == Rect(x: 56, y: 0, width: 744, height: 660))
        #expect(layout.statusBar == Rect(x: 56, y: 660, width: 744, height: 40), "the status bar under the canvas")
    }

    @Test func rightSideBar() {
        let right = ToolbarLayout(windowSize: testWindow, side: .right)
        #expect(right.frame == Rect(x: 744, y: 0, width: 56, height: 700))
        #expect(right.canvasFrame(windowSize: testWindow) == Rect(x: 0, y: 0, width: 744, height: 660))
        #expect(right.statusBar == Rect(x: 0, y: 660, width: 744, height: 40))
        for slot in right.slots { #expect(right.frame.covers(slot.frame)) }
        #expect(right.item(at: Point(772, right.frame(of: .undo)!.center.y)) == .undo)
    }

    @Test func separatorsLieBetweenGroups() throws {
        #expect(layout.separators.count == 4)
        let eraser = try #require(layout.frame(of: .tool(.eraser)))
        let firstColour = try #require(layout.frame(of: .color(0)))
        #expect(layout.separators[0] > eraser.maxY && layout.separators[0] < firstColour.minY)
    }
}

/// The compact bar keeps every control (the gear too) inside windows down to 400x300.
@Suite struct CompactToolbarHeightTests {
    @Test(arguments: [300.0, 320, 365, 366, 400, 420, 449, 450, 679, 680, 700, 720])
    func everyControlIsInsideAShortWindow(height: Double) {
        for side in [ToolbarSide.left, .right] {
            let size = Size(400, height)
            let bar = ToolbarLayout(windowSize: size, side: side, compact: ToolbarLayout.isCompact(size))
            #expect(bar.frame(of: .tool(.pencil)) != nil, "the pencil at \(size)")
            #expect(bar.frame(of: .preferences) != nil && bar.frame(of: .undo) != nil && bar.frame(of: .redo) != nil)
            for slot in bar.slots { #expect(bar.frame.covers(slot.frame), "\(slot.item) at \(slot.frame) in \(size)") }
            for (a, b) in zip(bar.slots, bar.slots.dropFirst()) { #expect(!a.frame.intersects(b.frame)) }
        }
    }
}
