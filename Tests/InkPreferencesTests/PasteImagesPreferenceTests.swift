/// `paste.images` (issue 17): what a pasted image becomes, an object on the page (the default)
/// or a new page; set, read, reset, checked and kept in the file like the others.
import Testing
@testable import InkPreferences

@Suite struct PasteImagesPreferenceTests {
    @Test func itIsAnObjectUnlessSetToAPage() throws {
        var prefs = Preferences()
        #expect(prefs.pasteImages == .object)
        #expect(try prefs.value(for: "paste.images") == "object")
        try prefs.set("paste.images", to: "page")
        #expect(prefs.pasteImages == .page)
        #expect(throws: PreferenceError.invalidValue(key: "paste.images", value: "sticker")) { try prefs.set("paste.images", to: "sticker") }
        #expect(prefs.pasteImages == .page)
        try prefs.reset("paste.images")
        #expect(prefs.pasteImages == .object)
        #expect(Preferences.allowedValues(for: "paste.images") == ["object", "page"])
        #expect(Preferences.allKeys.contains("paste.images"))
    }

    @Test func itIsKeptInTheFile() throws {
        var prefs = Preferences()
        prefs.pasteImages = .page
        let read = try Preferences.read(json: prefs.jsonData())
        #expect(read.preferences.pasteImages == .page && read.ignoredKeys.isEmpty)
    }
}
