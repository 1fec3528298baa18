/// The desktop's list of recently used files (`recently-used.xbel`, as GTK keeps it): what a
/// window opens or saves is added with its MIME type and Inkstone as the app that used it;
/// other apps' entries stay; a list that cannot be read is left as it is; nothing is written
/// when the desktop asks for no recent files (XSETTINGS `Gtk/RecentFilesEnabled` 0).
import CXTest
import Foundation
import Testing
import InkDocument
@testable import InkPlatform

@Suite struct RecentlyUsedTests {
    static let otherAppsList = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xbel version="1.0" xmlns:bookmark="http://www.freedesktop.org/standards/desktop-bookmarks" xmlns:mime="http://www.freedesktop.org/standards/shared-mime-info">
          <bookmark href="file:///home/ink/letter.odt" added="2026-11-01T10:00:00.000000Z" modified="2026-11-01T10:00:00.000000Z" visited="2026-11-01T10:00:00.000000Z">
            <info><metadata owner="http://freedesktop.org"><mime:mime-type type="application/vnd.oasis.opendocument.text"/>
            <bookmark:applications><bookmark:application name="LibreOffice" exec="&apos;soffice %u&apos;" modified="2026-11-01T10:00:00Z" count="1"/></bookmark:applications>
            </metadata></info>
          </bookmark>
        </xbel>
        """

    static func list(_ scratch: ExportCommandTests.Scratch) -> String {
        (try? String(contentsOfFile: scratch.path + "/data/recently-used.xbel", encoding: .utf8)) ?? ""
    }

    @Test func aFileIsAddedBesideOtherAppsEntriesAndAFolderIsNot() throws {
        let scratch = try ExportCommandTests.Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path + "/data", withIntermediateDirectories: true)
        try Self.otherAppsList.write(toFile: scratch.path + "/data/recently-used.xbel", atomically: true, encoding: .utf8)
        let doc = scratch.path + "/Lecture notes.inkstone"
        try DocumentFile.save(Document(), to: URL(fileURLWithPath: doc))
        let recent = RecentlyUsed(environment: ["HOME": scratch.path, "XDG_DATA_HOME": scratch.path + "/data"])
        recent.add([doc, scratch.path])
        recent.wait()
        let text = Self.list(scratch)
        #expect(text.contains("file:///home/ink/letter.odt") && text.contains("soffice"), "the other app's entry stays:\n\(text)")
        let uri = "file://" + scratch.path.replacingOccurrences(of: " ", with: "%20") + "/Lecture%20notes.inkstone"
        #expect(text.contains("href=\"\(uri)\""), "\(uri) in\n\(text)")
        #expect(text.contains("application/x-inkstone") && text.contains("name=\"inkstone\"") && text.contains("inkstone %u"), "\(text)")
        #expect(text.components(separatedBy: "<bookmark ").count == 3, "two entries, no folder:\n\(text)")
        // Used again: the same entry, counted twice.
        recent.add([doc])
        recent.wait()
        #expect(Self.list(scratch).components(separatedBy: "<bookmark ").count == 3)
        #expect(Self.list(scratch).contains("count=\"2\""), "\(Self.list(scratch))")
    }

    /// Read back for the app's own chooser: most recently visited first, only files there now
    /// of the kinds Inkstone opens; nothing from a list that is missing or broken.
    @Test func theListIsReadMostRecentFirst() throws {
        let scratch = try ExportCommandTests.Scratch()
        let data = scratch.path + "/data"
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        let recent = RecentlyUsed(environment: ["HOME": scratch.path, "XDG_DATA_HOME": data])
        #expect(recent.read().isEmpty, "no list yet")
        for name in ["old.pdf", "new.inkstone", "letter.odt", "gone.png"] {
            FileManager.default.createFile(atPath: scratch.path + "/" + name, contents: Data())
        }
        func entry(_ name: String, _ day: Int) -> String {
            let uri = "file://" + scratch.path + "/" + name
            return "<bookmark href=\"\(uri)\" added=\"2026-11-0\(day)T10:00:00Z\" modified=\"2026-11-0\(day)T10:00:00Z\" visited=\"2026-11-0\(day)T10:00:00Z\">"
                + "<info><metadata owner=\"http://freedesktop.org\"><mime:mime-type type=\"application/octet-stream\"/><bookmark:applications>"
                + "<bookmark:application name=\"other\" exec=\"other %u\" modified=\"2026-11-0\(day)T10:00:00Z\" count=\"1\"/>"
                + "</bookmark:applications></metadata></info></bookmark>"
        }
        let xbel = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xbel version=\"1.0\" xmlns:bookmark=\"http://www.freedesktop.org/standards/desktop-bookmarks\" xmlns:mime=\"http://www.freedesktop.org/standards/shared-mime-info\">" + entry("old.pdf", 1) + entry("gone.png", 2)
            + entry("letter.odt", 3) + entry("new.inkstone", 4) + "</xbel>"
        try xbel.write(toFile: data + "/recently-used.xbel", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: scratch.path + "/gone.png")
        #expect(recent.read() == [scratch.path + "/new.inkstone", scratch.path + "/old.pdf"])
        // One opened now comes first.
        recent.add([scratch.path + "/old.pdf"])
        #expect(recent.read() == [scratch.path + "/old.pdf", scratch.path + "/new.inkstone"])
        try "<xbel".write(toFile: data + "/recently-used.xbel", atomically: true, encoding: .utf8)
        #expect(recent.read().isEmpty)
    }

    @Test func aListThatCannotBeReadIsLeftAsItIs() throws {
        let scratch = try ExportCommandTests.Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path + "/data", withIntermediateDirectories: true)
        let broken = "<?xml version=\"1.0\"?>\n<xbel version=\"1.0\"><bookmark href=\"file:///a\""
        try broken.write(toFile: scratch.path + "/data/recently-used.xbel", atomically: true, encoding: .utf8)
        let doc = scratch.path + "/n.inkstone"
        try DocumentFile.save(Document(), to: URL(fileURLWithPath: doc))
        let recent = RecentlyUsed(environment: ["HOME": scratch.path, "XDG_DATA_HOME": scratch.path + "/data"])
        recent.add([doc])
        recent.wait()
        #expect(Self.list(scratch) == broken)
    }

    /// The app adds the document it starts on and the one it saves to, in its own data folder.
    @Test func theAppAddsWhatItOpensAndSaves() throws {
        let scratch = try ExportCommandTests.Scratch()
        let doc = scratch.path + "/inked.inkstone"
        try DocumentFile.save(DesktopActionTests.inkedDocument(), to: URL(fileURLWithPath: doc))
        let s = try AppSession(arguments: [doc], environment: ["XDG_CONFIG_HOME": scratch.path])
        s.expectPixels("the document's ink") { $0.isDark(450, 300) }
        s.check(waitUntil { Self.list(scratch).contains("file://\(doc)") }, "the opened document in the list:\n\(Self.list(scratch))")
        s.client.drag(s.window, through: DrawingTests.line(300, 400, 500, 400))
        s.expectPixels("new ink") { $0.isDark(400, 400) }
        s.client.key("s", with: ["Control_L"])
        s.check(waitUntil { Self.list(scratch).contains("count=\"2\"") }, "saved: used again:\n\(Self.list(scratch))")
    }

    @Test func nothingIsWrittenWhenTheDesktopAsksForNoRecentFiles() throws {
        let scratch = try ExportCommandTests.Scratch()
        let server = try Xvfb()
        let manager = try XTestClient(display: server.display)
        defer { manager.close() }
        let owner = XCreateSimpleWindow(manager.dpy, manager.root, -10, -10, 1, 1, 0, 0, 0)
        let settings = manager.atom("_XSETTINGS_SETTINGS")
        var data = DesktopSettingsTests.blob("Gtk/RecentFilesEnabled", 0)
        XChangeProperty(manager.dpy, owner, settings, settings, 8, PropModeReplace, &data, Int32(data.count))
        XSetSelectionOwner(manager.dpy, manager.atom("_XSETTINGS_S0"), owner, 0)
        XSync(manager.dpy, 0)
        let doc = scratch.path + "/inked.inkstone"
        try DocumentFile.save(DesktopActionTests.inkedDocument(), to: URL(fileURLWithPath: doc))
        let s = try AppSession(server: server, arguments: [doc], environment: ["XDG_CONFIG_HOME": scratch.path])
        s.expectPixels("the document's ink") { $0.isDark(450, 300) }
        s.client.requestClose(s.window)
        #expect(s.app.wait(timeout: 10) == 0)
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/data/recently-used.xbel"), "\(Self.list(scratch))")
    }
}
