/// Issue 18, every action reachable from the keyboard: the Preferences panel. Tab and Shift+Tab
/// move a focus ring from group to group (landing on the setting in effect), the arrows pick
/// the neighbouring choice and save it, Enter and Space act on the focused control, Escape closes.
import InkGeometry
import InkInput
import InkInterface
import InkPreferences
import Testing

@Suite struct PanelKeysTests {
    static func open(_ size: Size = testWindow) -> Editor {
        var editor = Editor(windowSize: size)
        _ = editor.handle(KeyChord(.character(","), .control))
        return editor
    }

    /// Tabs until the focus is in the group holding `control`.
    static func tab(_ editor: inout Editor, to control: PanelControl) throws {
        let groups = try #require(editor.panelLayout?.keyGroups)
        let target = try #require(groups.firstIndex { $0.contains(control) })
        for _ in groups.indices {
            _ = editor.handle(KeyChord(.tab))
            if let focus = editor.panel?.focus, groups[target].contains(focus) { return }
        }
        Issue.record("Tab never reached \(control)")
    }

    @Test func tabLandsOnTheSettingInEffectAndGoesRoundEveryGroup() throws {
        var editor = Self.open()
        #expect(editor.panel?.focus == nil, "no ring until Tab is pressed")
        let view = editor.viewport
        _ = editor.handle(KeyChord(.down)); _ = editor.handle(KeyChord(.character(" ")))
        #expect(editor.viewport == view && editor.panel != nil, "keys on the panel never scroll the page under it")
        let groups = try #require(editor.panelLayout?.keyGroups)
        #expect(groups.count >= 12)
        _ = editor.handle(KeyChord(.tab))
        #expect(editor.panel?.focus == .row(BindingKey(.lower, .click)), "the selected row first")
        _ = editor.handle(KeyChord(.tab))
        #expect(editor.panel?.focus == .choice(editor.preferences.action(.lower, .click)), "then the action bound to it")
        for _ in 2...groups.count { _ = editor.handle(KeyChord(.tab)) }
        #expect(editor.panel?.focus == .row(BindingKey(.lower, .click)), "round again")
        _ = editor.handle(KeyChord(.tab, .shift))
        #expect(editor.panel?.focus == .close, "Shift+Tab goes back: the close button is last")
        // Every control but the pen's test areas is reachable.
        let reached = Set(groups.joined())
        for c in try #require(editor.panelLayout).controls where ![.tryIt, .curveGraph, .scratch].contains(c.control) {
            #expect(reached.contains(c.control), "\(c.control) has no keyboard path")
        }
    }

    @Test func arrowsChangeASettingAndSaveIt() throws {
        var editor = Self.open()
        #expect(editor.preferences.shapes)
        try Self.tab(&editor, to: .shapes(true))
        #expect(editor.panel?.focus == .shapes(true), "on the setting in effect")
        let d = editor.handle(KeyChord(.left))
        #expect(!editor.preferences.shapes)
        #expect(d.effects == [.savePreferences(editor.preferences)], "saved at once")
        #expect(editor.panel?.focus == .shapes(false))
        let none = editor.handle(KeyChord(.left))
        #expect(none.effects.isEmpty && !editor.preferences.shapes, "the first choice stays")
        try Self.tab(&editor, to: .smoothing(.off))
        let before = editor.preferences.smoothing
        _ = editor.handle(KeyChord(.right))
        #expect(editor.preferences.smoothing != before)
    }

    @Test func arrowsPickARowAndItsAction() throws {
        var editor = Self.open()
        _ = editor.handle(KeyChord(.tab))
        _ = editor.handle(KeyChord(.down))
        #expect(editor.panel?.selected == BindingKey(.lower, .doubleClick))
        _ = editor.handle(KeyChord(.tab))
        let bound = editor.preferences.action(.lower, .doubleClick)
        #expect(editor.panel?.focus == .choice(bound))
        let allowed = PenAction.allowed(for: .doubleClick)
        let i = try #require(allowed.firstIndex(of: bound))
        let next = allowed[i + 1 < allowed.count ? i + 1 : i - 1]
        _ = editor.handle(KeyChord(i + 1 < allowed.count ? .down : .up))
        #expect(editor.preferences.action(.lower, .doubleClick) == next)
    }

    @Test func enterAndSpaceActAndEscapeCloses() throws {
        var editor = Self.open()
        try Self.tab(&editor, to: .shorter)
        #expect(editor.panel?.focus == .shorter)
        let before = Int(editor.doubleClickInterval)
        _ = editor.handle(KeyChord(.character(" ")))
        let shorter = try #require(editor.preferences.doubleClickMs)
        #expect(shorter == before - 50, "the \u{2212} before the time lowers it")
        _ = editor.handle(KeyChord(.right))
        #expect(editor.preferences.doubleClickMs == shorter + 50, "Right: the + after it raises it")
        #expect(editor.panel?.focus == .longer)
        _ = editor.handle(KeyChord(.tab))
        #expect(editor.panel?.focus == .systemSpeed)
        _ = editor.handle(KeyChord(.enter))
        #expect(editor.preferences.doubleClickMs == nil, "Enter: the system's speed again")
        _ = editor.handle(KeyChord(.escape))
        #expect(editor.panel == nil)
        var again = Self.open()
        _ = again.handle(KeyChord(.tab, .shift))
        #expect(again.panel?.focus == .close)
        _ = again.handle(KeyChord(.enter))
        #expect(again.panel == nil, "Enter on the close button")
    }

    @Test func theFocusIsScrolledIntoASmallWindow() throws {
        var editor = Self.open(Size(400, 300))
        let groups = try #require(editor.panelLayout?.keyGroups)
        for _ in groups.indices {
            _ = editor.handle(KeyChord(.tab))
            let layout = try #require(editor.panelLayout), focus = try #require(editor.panel?.focus)
            let f = try #require(layout.frame(of: focus))
            #expect(focus == .close || focus == .clearScratch && layout.isWide || layout.content.covers(f), "\(focus) shows at \(f)")
        }
    }
}
