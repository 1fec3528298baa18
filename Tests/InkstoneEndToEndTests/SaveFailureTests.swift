import CXTest
import Foundation
import InkDocument
import Testing

/// A save that fails is said once, in the window and on standard error, and the document
/// stays unsaved (its journal keeps the work).
@Suite struct SaveFailureTests {
    @Test func aFailedSaveIsSaidInTheWindowAndOnStderr() throws {
        let scratch = try ExportCommandTests.Scratch()
        let folder = scratch.path + "/docs", path = folder + "/doc.inkstone"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try DocumentFile.save(Document(), to: URL(fileURLWithPath: path))
        let s = try AppSession(arguments: [path], environment: ["XDG_STATE_HOME": scratch.path + "/state"])
        s.client.drag(s.window, through: DrawingTests.line(450, 300, 600, 320))
        s.expectPixels("the stroke") { $0.isDark(525, 310) }
        // The document's folder becomes a file: nothing can be saved there (root included).
        try FileManager.default.moveItem(atPath: folder, toPath: scratch.path + "/moved")
        try Data("a file".utf8).write(to: URL(fileURLWithPath: folder))
        s.client.key("s", with: ["Control_L"])
        s.expectPixels("the failure notice") { Journals.showsNotice($0) }
        s.check(waitUntil { s.log.contains("inkstone: not saved: ") }, "nothing on stderr: \(s.log)")
        s.check(s.log.components(separatedBy: "not saved").count == 2, "said more than once: \(s.log)")
        s.check(s.client.utf8Property(s.window, "_NET_WM_NAME")?.hasPrefix("*") == true, "the title says saved")
        s.check(waitUntil { Journals.strokeCounts(scratch.path + "/state") == [1] }, "the journal lost the stroke")
    }
}
