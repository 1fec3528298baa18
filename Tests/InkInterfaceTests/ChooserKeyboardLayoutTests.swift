/// Issue 16: the file chooser's on-screen keyboard. It fits the chooser at 400x300 with keys a
/// pen hits (no overlaps, at least 26x36 px), and taps on it name the file: the first key
/// replaces the suggested name, backspace, shift for one capital, Done closes it.
import Foundation
import InkGeometry
@testable import InkInterface
import InkTestSupport
import Testing

@Suite struct ChooserKeyboardLayoutTests {
    @Test(arguments: [Size(400, 300), Size(1024, 720)])
    func itFitsTheChooserWithPenSizedKeys(window: Size) {
        var chooser = FileChooser(mode: .save, folder: NSTemporaryDirectory(), name: "Untitled.inkstone")
        chooser.keyboardOpen = true
        let layout = ChooserLayout(chooser, window: window)
        let keys = layout.controls.filter { if case .key = $0.control { return true }; return [.backspace, .shift, .hideKeyboard].contains($0.control) }
        #expect(keys.count == 26 + 10 + 3 + 3)
        for (i, a) in layout.controls.enumerated() {
            #expect(layout.frame.covers(a.frame), "\(a.control) at \(a.frame)")
            for b in layout.controls.dropFirst(i + 1) { #expect(a.frame.intersection(b.frame).isEmpty, "\(a.control) overlaps \(b.control)") }
        }
        for k in keys { #expect(k.frame.width >= 26 && k.frame.height >= 36, "\(k.control) at \(k.frame)") }
    }

    @Test func tapsNameTheFile() throws {
        let folder = try TemporaryFolder("keyboard-taps")
        var editor = Editor(windowSize: Size(400, 300))
        _ = editor.openChooser(.save, folder: folder.path, name: "Untitled.inkstone")
        func tap(_ c: ChooserControl) throws -> Outcome {
            let f = try #require(editor.chooserLayout?.frame(of: c), "\(c)")
            var outcome = editor.handle(PointerEvents.press(f.center, Devices.pen, pressure: 0.5))
            outcome.formUnion(editor.handle(PointerEvents.release(f.center, Devices.pen)))
            return outcome
        }
        _ = try tap(.nameField)
        #expect(editor.chooser?.keyboardOpen == true)
        _ = try tap(.key("x"))
        #expect(editor.chooser?.name == "x", "the first key replaces the suggestion")
        _ = try tap(.backspace)
        for k in ["m", "a", "p", "_", "1", "."] { _ = try tap(.key(k)) }
        _ = try tap(.shift)
        _ = try tap(.key("b"))
        _ = try tap(.key("c"))
        #expect(editor.chooser?.name == "map_1.Bc")
        _ = try tap(.hideKeyboard)
        #expect(editor.chooser?.keyboardOpen == false && editor.chooserLayout?.visibleRows ?? 0 >= 2)
        #expect(try tap(.confirm).effects.contains(.fileChosen(.save, path: folder.path + "/map_1.Bc.inkstone")))
    }
}
