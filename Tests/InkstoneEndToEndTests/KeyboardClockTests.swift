import Foundation
import InkDocument
import InkGeometry
import InkInterface
import Testing

/// The editor's clock goes on with keys, not only with the pointer: after a while at the
/// keyboard, letters typed quickly in the chooser are one search ("ta" finds "tango"), as a
/// notice posted after keys alone (a failed save) lasts its time. Before, the clock stood at
/// the last pointer event: the search line shown after "t" was already out of time, its end
/// fired at once, and "a" began a new search that found "alpha" (as a "Not saved" notice went
/// at the next wake).
@Suite struct KeyboardClockTests {
    @Test func lettersTypedAfterAPauseAreOneSearch() throws {
        let scratch = try ExportCommandTests.Scratch()
        for name in ["alpha", "tango", "taxes"] {
            try DocumentFile.save(Document(), to: URL(fileURLWithPath: scratch.path + "/\(name).inkstone"))
        }
        let s = try AppSession(environment: ["HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path + "/config"])
        s.client.key("o", with: ["Control_L"])
        let layout = ChooserLayout(FileChooser(mode: .open, folder: scratch.path), window: FileChooserTests.window)
        s.expectPixels("the chooser") { $0.pixel(Int(layout.frame.minX) + 30, Int(layout.frame.minY) + 30) != paperWhite }
        usleep(1_300_000) // time must pass with no pointer event: longer than the search's 1 s pause
        // Each letter handled before the next is sent, as a person types them (and as the
        // loop's timers run between two keys).
        s.waitForAck { s.client.key("t") }
        s.waitForAck { s.client.key("a") }
        s.client.key("Return")
        s.check(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME") == "tango.inkstone — Inkstone" },
                "opened \(s.client.utf8Property(s.window, "_NET_WM_NAME") ?? "nothing"), not tango")
    }
}
