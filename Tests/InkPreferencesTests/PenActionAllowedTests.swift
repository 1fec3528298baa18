/// PenAction.allowed(for:): B3 on each gesture — nothing destructive on double-click or long
/// press, only temporary tools (or none) on hold, no temporary tool on a click.
import Testing
import InkInput
import InkPreferences

@Suite struct PenActionAllowedTests {
    @Test func rawNamesAreTheFileNames() {
        #expect(PenAction.allCases.map(\.rawValue) == [
            "none", "toggle-eraser", "previous-tool", "color-palette", "context-menu", "undo", "redo",
            "cycle-tools", "clear-page", "temporary-eraser", "temporary-pan", "temporary-lasso", "ruler",
        ])
        #expect(PenAction.ruler.title == "Straight lines while held")
        #expect(PenAction.toggleEraser.title == "Toggle eraser")
        #expect(PenAction.allCases.allSatisfy { !$0.title.isEmpty })
    }

    @Test func holdTakesOnlyTemporaryToolsAndTheRuler() {
        #expect(PenAction.allowed(for: .hold) == [.none, .temporaryEraser, .temporaryPan, .temporaryLasso, .ruler])
    }

    @Test func clickTakesEverythingButTemporaryTools() {
        #expect(PenAction.allowed(for: .click) == [
            .none, .toggleEraser, .previousTool, .colorPalette, .contextMenu, .undo, .redo, .cycleTools, .clearPage, .ruler,
        ])
    }

    @Test(arguments: [ButtonGesture.doubleClick, .longPress])
    func quickTriggersNeverDestroy(_ gesture: ButtonGesture) {
        let allowed = PenAction.allowed(for: gesture)
        #expect(!allowed.contains { $0.isDestructive || $0.isTemporaryTool })
        #expect(allowed == [.none, .toggleEraser, .previousTool, .colorPalette, .contextMenu, .undo, .redo, .cycleTools])
    }

    @Test func flags() {
        #expect(PenAction.allCases.filter(\.isDestructive) == [.clearPage])
        #expect(PenAction.allCases.filter(\.isTemporaryTool) == [.temporaryEraser, .temporaryPan, .temporaryLasso])
    }
}
