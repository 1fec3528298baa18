import Foundation
import Testing

/// Ctrl+E again in the same window writes the pages over its last export, where "NAME pages 2"
/// used to appear beside a stale copy: a page added shows up in the same folder, a page taken
/// away again leaves no stale image there; a page edited in another program meanwhile keeps
/// that folder as it is, and the export goes to a new one.
@Suite struct CtrlEAgainTests {
    @Test func exportingAgainReplacesTheLastExportUnlessAPageWasEditedSince() throws {
        let scratch = try ExportCommandTests.Scratch()
        _ = try ExportCommandTests.pageImages(scratch)
        let s = try AppSession(arguments: [scratch.path + "/in"], environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        let pages = { (n: Int) in (1...n).map { String(format: "page-%03d.png", $0) } }
        // Waits until the export has ended and been said (the acknowledgement waits for it).
        let export = { s.waitForAck { s.client.key("e", with: ["Control_L"]) } }

        s.waitForAck { s.client.key("b", with: ["Control_L"]) }   // a blank page after page 1: four
        export()
        #expect(scratch.names("in pages") == pages(4))
        s.waitForAck { s.client.key("z", with: ["Control_L"]) }   // three again
        export()
        #expect(scratch.names("in pages") == pages(3), "the fourth page of the last export is gone")
        #expect(!scratch.names("").contains("in pages 2"), "\(scratch.names(""))")

        // Edited elsewhere: that folder stays as it is, the export makes another.
        let edited = scratch.path + "/in pages/page-002.png"
        let before = try Data(contentsOf: URL(fileURLWithPath: edited))
        try (before + Data([0])).write(to: URL(fileURLWithPath: edited))
        export()
        #expect(scratch.names("in pages 2") == pages(3), "\(scratch.names("")) \(s.log)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: edited)) == before + Data([0]), "the edited page was not written over")
    }
}
