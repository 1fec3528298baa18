/// Issue 18, every action reachable from the keyboard: the Menu key (or Shift+F10) opens the
/// marking menu and F10 the Document menu, both worked with the arrows, Tab, Home, End, Enter
/// and Escape; O opens the page overview, % the zoom pad; E again switches the eraser's mode.
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct MenuKeysTests {
    let tab = KeyChord(.tab), backTab = KeyChord(.tab, [.shift]), enter = KeyChord(.enter), escape = KeyChord(.escape)

    @Test func theMenuKeyOpensTheRingAndTabAndEnterTakeTheTextTool() {
        var editor = Editor.fresh()
        let opened = editor.handle(KeyChord(.menu))
        #expect(editor.menu != nil && !opened.damage.isEmpty)
        #expect(editor.hoveredMenuItem == .tool(.pen), "the first item highlighted")
        for _ in 0..<5 { _ = editor.handle(tab) }
        #expect(editor.hoveredMenuItem == .tool(.text))
        _ = editor.handle(backTab)
        #expect(editor.hoveredMenuItem == .tool(.lasso))
        _ = editor.handle(tab)
        _ = editor.handle(enter)
        #expect(editor.menu == nil)
        #expect(editor.toolState(for: editor.activeKind).tool == .text)
    }

    @Test func shiftF10OpensItTooAndEscapeClosesIt() {
        var editor = Editor.fresh()
        _ = editor.handle(KeyChord(.function(10), [.shift]))
        #expect(editor.menu?.ring == .main)
        _ = editor.handle(escape)
        #expect(editor.menu == nil)
        #expect(editor.toolState(for: editor.activeKind).tool == .pen, "nothing chosen")
    }

    @Test func enterOnColourOpensItsRingHighlightedAndEnterThereTakesTheColour() {
        var editor = Editor.fresh()
        _ = editor.handle(KeyChord(.menu))
        _ = editor.handle(KeyChord(.end))
        #expect(editor.hoveredMenuItem == .document)
        _ = editor.handle(backTab)
        #expect(editor.hoveredMenuItem == .colors)
        _ = editor.handle(enter)
        #expect(editor.menu?.ring == .colors)
        #expect(editor.hoveredMenuItem == .color(0))
        _ = editor.handle(tab)
        _ = editor.handle(enter)
        #expect(editor.menu == nil)
        #expect(editor.toolState(for: editor.activeKind).colorIndex == 1)
    }

    @Test(arguments: [true, false])
    func theArrowsReachEveryItemOfEveryRing(rightHanded: Bool) {
        for ring in [MarkingMenu.Ring.main, .colors, .document] {
            var editor = Editor.fresh()
            editor.rightHanded = rightHanded
            _ = editor.openMenu(at: editor.canvasFrame.center, ring: ring)
            let items = editor.menu?.slots.map(\.item) ?? []
            var seen: Set<MenuItem> = [], queue = [items[0]]
            while let item = queue.popLast() {
                guard seen.insert(item).inserted else { continue }
                for arrow in [KeyChord.Key.left, .right, .up, .down] {
                    editor.hoveredMenuItem = item
                    _ = editor.handle(KeyChord(arrow))
                    if let next = editor.hoveredMenuItem { queue.append(next) }
                }
            }
            #expect(seen == Set(items), "\(ring): \(Set(items).subtracting(seen)) out of the arrows' reach")
        }
    }

    @Test func f10OpensTheDocumentMenuAndTheKeysWorkIt() {
        var editor = Editor.fresh()
        _ = editor.handle(KeyChord(.function(10)))
        #expect(editor.documentMenu != nil)
        #expect(editor.surfaces.list?.hovered == DocumentMenu.entries.first)
        _ = editor.handle(KeyChord(.down))
        #expect(editor.surfaces.list?.hovered == DocumentMenu.entries[1])
        _ = editor.handle(KeyChord(.end))
        #expect(editor.surfaces.list?.hovered == DocumentMenu.entries.last)
        _ = editor.handle(KeyChord(.home))
        for _ in DocumentMenu.entries where editor.surfaces.list?.hovered != .tool(.text) { _ = editor.handle(tab) }
        _ = editor.handle(enter)
        #expect(editor.documentMenu == nil)
        #expect(editor.toolState(for: editor.activeKind).tool == .text)
        _ = editor.handle(KeyChord(.function(10)))
        _ = editor.handle(KeyChord(.function(10)))
        #expect(editor.documentMenu == nil, "F10 again closes it")
    }

    @Test func theArrowsReachEveryEntryOfTheDocumentMenu() {
        for size in [Size(400, 300), Size(1024, 720)] {
            var editor = Editor(windowSize: size)
            _ = editor.handle(KeyChord(.function(10)))
            var seen: Set<DocumentMenu.Entry> = [], queue = [DocumentMenu.entries[0]]
            while let entry = queue.popLast() {
                guard seen.insert(entry).inserted else { continue }
                for arrow in [KeyChord.Key.left, .right, .up, .down] {
                    editor.surfaces.list?.hovered = entry
                    _ = editor.handle(KeyChord(arrow))
                    if let next = editor.surfaces.list?.hovered { queue.append(next) }
                }
            }
            #expect(seen == Set(DocumentMenu.entries), "\(size)")
        }
    }

    @Test func enterInTheDocumentMenuAsksForTheFile() {
        var editor = Editor.fresh()
        _ = editor.handle(KeyChord(.function(10)))
        _ = editor.handle(KeyChord(.down))
        #expect(editor.handle(enter).effects.contains(.fileRequest(.save)))
    }

    @Test func oOpensThePageOverviewAndPercentTheZoomPad() {
        var editor = Editor(document: Document(pages: [Page(blankSize: Size(400, 300)), Page(blankSize: Size(400, 300))]), windowSize: Size(1024, 720))
        _ = editor.handle(KeyChord(.character("o")))
        #expect(editor.overview != nil)
        _ = editor.handle(KeyChord(.character("o")))
        #expect(editor.overview == nil)
        _ = editor.handle(KeyChord(.character("%"), [.shift]))
        #expect(editor.pad?.purpose == .zoom)
        _ = editor.handle(escape)
        _ = editor.handle(KeyChord(.character("z"), [.control]))
        #expect(editor.pad == nil, "Ctrl+Z still undoes")
    }

    @Test func eAgainSwitchesBetweenTheStrokeAndAreaErasers() {
        var editor = Editor.fresh()
        _ = editor.handle(KeyChord(.character("e")))
        #expect(editor.toolState(for: editor.activeKind).tool == .eraser)
        #expect(editor.preferences.eraserMode == .stroke)
        _ = editor.handle(KeyChord(.character("e")))
        #expect(editor.preferences.eraserMode == .area)
        _ = editor.handle(KeyChord(.character("e")))
        #expect(editor.preferences.eraserMode == .stroke)
    }

    @Test func theHelpListsTheNewKeys() {
        for keys in ["Menu or Shift+F10", "F10", "O", "%", "C", "Arrows"] { #expect(Shortcuts.all.contains { $0.keys == keys }, "\(keys)") }
        #expect(Shortcuts.action(for: KeyChord(.menu)) == .markingMenu)
        #expect(Shortcuts.action(for: KeyChord(.function(10), [.shift])) == .markingMenu)
        #expect(Shortcuts.action(for: KeyChord(.function(10))) == .documentMenu)
    }
}

/// The colour palette and the picker from the keyboard: C, the arrows, Tab, Enter, Escape.
@Suite struct PaletteKeysTests {
    @Test func cOpensThePaletteAndTabAndEnterTakeAColour() {
        var editor = Editor.fresh()
        _ = editor.handle(KeyChord(.character("c")))
        #expect(editor.popup != nil)
        #expect(editor.hoveredItem == .color(0))
        _ = editor.handle(KeyChord(.tab))
        _ = editor.handle(KeyChord(.tab))
        #expect(editor.hoveredItem == .color(2))
        _ = editor.handle(KeyChord(.enter))
        #expect(editor.popup == nil)
        #expect(editor.toolState(for: editor.activeKind).colorIndex == 2)
    }

    @Test func theArrowsReachEveryControlAndStepTheWidthOnTheSlider() {
        var editor = Editor.fresh()
        _ = editor.handle(KeyChord(.character("c")))
        let items = editor.popup?.slots.map(\.item) ?? []
        var seen: Set<ToolbarItem> = [], queue = [items[0]]
        while let item = queue.popLast() {
            guard seen.insert(item).inserted else { continue }
            for arrow in [KeyChord.Key.up, .down] + (item == .widthSlider ? [] : [KeyChord.Key.left, .right]) {
                editor.hoveredItem = item
                _ = editor.handle(KeyChord(arrow))
                if let next = editor.hoveredItem { queue.append(next) }
            }
        }
        #expect(seen == Set(items))
        editor.hoveredItem = .widthSlider
        let before = editor.toolState(for: editor.activeKind).width
        _ = editor.handle(KeyChord(.right))
        #expect(editor.toolState(for: editor.activeKind).width > before)
        #expect(editor.popup != nil, "the slider keeps the palette open")
        _ = editor.handle(KeyChord(.escape))
        #expect(editor.popup == nil)
    }

    @Test func theCustomColourButtonOpensThePickerWhichTheArrowsWork() throws {
        var editor = Editor.fresh()
        _ = editor.handle(KeyChord(.character("c")))
        editor.hoveredItem = .customColor
        _ = editor.handle(KeyChord(.enter))
        let before = try #require(editor.picker).hsv
        _ = editor.handle(KeyChord(.down))
        _ = editor.handle(KeyChord(.down, [.shift]))
        _ = editor.handle(KeyChord(.right))
        let after = try #require(editor.picker).hsv
        #expect(after.value < before.value || before.value == 0)
        #expect(after.hue != before.hue || before.saturation == 0)
        _ = editor.handle(KeyChord(.enter))
        #expect(editor.picker == nil)
        #expect(editor.toolState(for: editor.activeKind).customColor != nil)
    }

    @Test func theArrowsScrollTheViewWhenNothingIsOpen() {
        var editor = Editor.fresh()
        let before = editor.scroll
        _ = editor.handle(KeyChord(.down))
        #expect(editor.scroll.y == before.y - Editor.wheelStep)
        _ = editor.handle(KeyChord(.right))
        #expect(editor.scroll.x == before.x - Editor.wheelStep)
    }
}
