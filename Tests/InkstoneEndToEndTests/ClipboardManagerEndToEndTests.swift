/// Strokes copied just before Inkstone ends can still be pasted afterwards: the app hands its
/// CLIPBOARD to the desktop's clipboard manager (freedesktop.org's ClipboardManager convention)
/// as it ends, and a manager that never answers delays the end by two seconds at most.
import Foundation
import Testing
import InkDocument
import InkTestSupport

@Suite(.serialized) struct ClipboardManagerEndToEndTests {
    @Test func copiedStrokesGoToTheClipboardManagerAsTheAppEnds() throws {
        let s = try AppSession()
        let manager = try FakeClipboardManager(display: s.server.display)
        ClipboardEndToEndTests.drawAndCopy(s)
        kill(s.app.pid, SIGTERM)
        let saved = try #require(manager.serveSave(timeout: 10), "the ending app asked the manager to keep its clipboard")
        #expect(Set(saved.keys) == ["application/x-inkstone-strokes", "image/png", "image/svg+xml"])
        #expect(saved["image/png"]?.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG")
        #expect(String(decoding: saved["image/svg+xml"] ?? Data(), as: UTF8.self).contains("<svg"))
        let strokes = try ClipboardStrokes.decode(try #require(saved["application/x-inkstone-strokes"]))
        #expect(strokes.strokes.count == 1)
        #expect(s.app.wait(timeout: 5) == 0, "ends as soon as the manager is done")
    }

    @Test func aClipboardManagerThatNeverAnswersDelaysTheEndTwoSecondsAtMost() throws {
        let s = try AppSession()
        let manager = try FakeClipboardManager(display: s.server.display)
        ClipboardEndToEndTests.drawAndCopy(s)
        kill(s.app.pid, SIGTERM)
        #expect(manager.serveSave(timeout: 10, answer: false) != nil, "asked")
        #expect(s.app.wait(timeout: 6) == 0, "ends all the same")
        let log = (try? String(contentsOfFile: s.logPath, encoding: .utf8)) ?? ""
        #expect(log.contains("clipboard manager did not take the copied strokes"), "and says so: \(log)")
    }
}
