import Foundation
import InkGeometry
import Testing

/// The preferences file kept by the real binary: keys it does not know survive `prefs set`
/// and `prefs reset` (a newer version's settings are not lost), and a running app keeps
/// following the file after its folder is deleted and made again.
@Suite struct PreferencesFileTests {
    @Test func unknownKeysSurviveSetAndReset() throws {
        let c = try PrefsCommandTests.Config()
        try FileManager.default.createDirectory(at: c.file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let original = """
            {"version": 1, "handedness": "right", "future.theme": {"name": "dusk", "contrast": 1.5},
             "future.list": [1, "two", null, true]}
            """
        try Data(original.utf8).write(to: c.file)
        let set = try c.run("set", "handedness", "left")
        #expect(set.status == 0)
        #expect(set.output.contains("ignored unknown preference 'future.list'"), "still noted: \(set.output)")
        for step in ["after set", "after reset"] {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: c.file)) as? [String: Any])
            let theme = object["future.theme"] as? [String: Any]
            #expect(theme?["name"] as? String == "dusk" && theme?["contrast"] as? Double == 1.5, "\(step): \(object)")
            let list = object["future.list"] as? [Any]
            #expect(list?.count == 4 && list?[1] as? String == "two" && list?[2] is NSNull, "\(step): \(object)")
            #expect(object["version"] as? Int == 1)
            if step == "after set" {
                #expect(object["handedness"] as? String == "left")
                #expect(try c.run("reset").status == 0)
            } else {
                #expect(object["handedness"] == nil)
            }
        }
    }

    @Test func liveReloadSurvivesTheConfigFolderBeingMadeAgain() throws {
        let scratch = try ExportCommandTests.Scratch()
        let config = scratch.path + "/config"
        let s = try AppSession(environment: ["XDG_CONFIG_HOME": config, "HOME": scratch.path])
        let bar = HandednessTests.barColour
        s.expectPixels("the toolbar on the left") { $0.pixel(2, 300) == bar && $0.pixel(1021, 300) == paperWhite }
        // The folder goes away (a dotfiles tool, a reset by hand) and comes back with a file.
        try FileManager.default.removeItem(atPath: config + "/inkstone")
        let r = try s.runCommand(["prefs", "set", "handedness", "left"])
        #expect(r.status == 0, "\(r.output)")
        s.expectPixels("the toolbar on the right after the folder was made again") {
            $0.pixel(1021, 300) == bar && $0.pixel(2, 300) != bar
        }
        // And the new folder is watched in turn.
        let back = try s.runCommand(["prefs", "set", "handedness", "right"])
        #expect(back.status == 0, "\(back.output)")
        s.expectPixels("the toolbar back on the left") { $0.pixel(2, 300) == bar && $0.pixel(1021, 300) != bar }
    }
}
