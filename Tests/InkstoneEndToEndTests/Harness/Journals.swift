import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInterface
import InkRender

/// Test support for crash recovery: what the journals in a state folder hold, where the
/// recovery prompt's buttons and the notice are in the default window, and waiting for an app
/// to end without reaping it (a zombie, as right after a crash).
enum Journals {
    static let window = Size(1024, 720)

    static func folder(_ stateHome: String) -> String { stateHome + "/inkstone/journal" }

    /// Every file in the journal folder.
    static func files(_ stateHome: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder(stateHome))) ?? []).sorted()
    }

    /// The stroke count of each readable journal.
    static func strokeCounts(_ stateHome: String) -> [Int] {
        files(stateHome).filter { $0.hasSuffix(".journal") }.compactMap { name in
            (try? JournalReplay(contentsOf: folder(stateHome) + "/" + name))?.document.map { $0.pages.reduce(0) { $0 + $1.strokes.count } }
        }
    }

    /// The saved file each readable journal's base refers to (nil: the base is a document).
    static func baseFiles(_ stateHome: String) -> [String?] {
        files(stateHome).filter { $0.hasSuffix(".journal") }.compactMap { name in
            (try? JournalReplay(contentsOf: folder(stateHome) + "/" + name)).map { $0.baseFile?.path }
        }
    }

    static var canvas: Rect { ToolbarLayout(windowSize: window).canvasFrame(windowSize: window) }

    /// The recovery prompt's "Recover" button.
    static var recover: Point {
        Prompt(topic: .recovery, message: "", choices: ["Recover", "Discard"], escapeChoice: 0).choiceFrames(in: canvas, measure: PangoTextMeasure.shared)[0].center
    }

    /// Whether the window shows the recovery prompt.
    static func showsPrompt(_ s: Snapshot) -> Bool {
        close(s.pixel(Int(recover.x) - 30, Int(recover.y)), 0x2f6fe4, tolerance: 20)
    }

    /// Waits for the recovery prompt in `session`, then clicks its "Recover".
    static func recover(in session: AppSession) {
        session.expectPixels("the recovery prompt") { showsPrompt($0) }
        session.client.click(session.window, recover.x, recover.y)
    }

    /// Whether a notice shows at the top of the canvas (its pale yellow fill).
    static func showsNotice(_ s: Snapshot) -> Bool {
        close(s.pixel(Int(canvas.center.x), Int(canvas.minY) + 15), 0xfff4d6, tolerance: 6)
    }

    /// The corpus of malformed journals kept under Tests/Corpus/journals.
    static func corpus(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Corpus/journals/\(name)").path
    }
}

/// Waits until `pid` has ended, without reaping it (it stays a zombie).
func waitUntilEnded(_ pid: pid_t, timeout: Double = 10) -> Bool {
    waitUntil(timeout: timeout) {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return true }
        return text[text.index(after: close)...].split(separator: " ").first == "Z"
    }
}
