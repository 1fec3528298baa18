/// The letters typed to find an entry in the chooser show in the folder path's place while the
/// search goes on, and say so when no name begins with them; the folder comes back when the
/// search ends (a pause). Before, nothing showed what was typed: letters that found nothing did
/// nothing at all, and a second search after a pause began unseen.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport

@MainActor
@Suite struct ChooserTypeAheadLineTests {
    static func type(_ text: String, _ editor: inout Editor) -> [Damage] {
        text.map { editor.handle(KeyChord(.character(String($0)), text: String($0))).damage }
    }

    @Test func theLettersTypedShowWhileTheSearchGoesOn() throws {
        let scratch = try TemporaryFolder("type-ahead-line")
        var editor = try ChooserListKeysTests.opened(scratch)
        let folderLine = try #require(editor.chooser?.pathLine)
        #expect(folderLine.text == scratch.path && !folderLine.isProblem)
        let damages = Self.type("lec", &editor)
        let label = try #require(editor.chooserLayout?.pathLabel)
        #expect(damages.allSatisfy { $0.window.covers(label) }, "each letter repaints the line")
        let line = try #require(editor.chooser?.pathLine)
        #expect(line.text.contains("lec") && line.text != scratch.path && !line.isProblem, "\(line)")
        #expect(ChooserListKeysTests.name(editor) == "Lecture 1.inkstone")
        // The search ends after a pause: the folder is back, repainted.
        let due = try #require(editor.nextDeadline)
        let after = editor.advance(to: due)
        #expect(editor.chooser?.pathLine.text == scratch.path)
        #expect(after.damage.window.covers(label))
        #expect(editor.nextDeadline == nil, "nothing more due")
    }

    @Test func lettersThatFindNothingSaySo() throws {
        let scratch = try TemporaryFolder("type-ahead-none")
        var editor = try ChooserListKeysTests.opened(scratch)
        _ = Self.type("lq", &editor)
        let line = try #require(editor.chooser?.pathLine)
        #expect(line.isProblem && line.text.contains("lq"), "\(line)")
        #expect(ChooserListKeysTests.name(editor) == "Lecture 1.inkstone", "the focus stays where \"l\" took it")
        _ = editor.advance(to: editor.now + 5000)
        #expect(editor.chooser?.pathLine.isProblem == false)
    }
}
