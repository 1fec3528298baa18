/// Issue 16: the first-start hint names the pen's way to open a PDF.
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport
import Testing

@Suite struct HintTextTests {
    @Test func theHintSaysThePensWayToOpenAPDF() {
        #expect(FirstStartHint.lines.contains { $0.contains("Document") && $0.contains("Open") })
    }
}

/// The first-start hint never covers a menu or pad: opening one dismisses it for good.
@Suite struct HintUnderSurfacesTests {
    @Test func openingTheDocumentMenuDismissesTheHint() {
        var editor = Editor(windowSize: Size(400, 300))
        _ = editor.restore(RememberedState())
        #expect(editor.showsHint)
        _ = editor.click(.documentMenu, Devices.pen)
        #expect(editor.documentMenu != nil && !editor.showsHint)
    }
}
