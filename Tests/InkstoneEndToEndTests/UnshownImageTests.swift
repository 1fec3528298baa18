import Foundation
import Testing

/// The real app opening images it cannot decode (a CMYK JPEG, a JPEG cut short with an end
/// marker appended): the page is tinted and the window says which page and file and why (the
/// same line goes to standard error), instead of a silent pink page or a grey half.
@Suite struct UnshownImageTests {
    @Test func anUndecodableImageIsNamedInTheWindow() throws {
        let scratch = try ExportCommandTests.Scratch()
        let folder = try scratch.mkdir("pages")
        let corpus = ImageCorpusTests.folder
        try FileManager.default.copyItem(atPath: corpus + "/cmyk.jpg", toPath: folder + "/page-1.jpg")
        try FileManager.default.copyItem(atPath: corpus + "/truncated-eoi-appended.jpg", toPath: folder + "/page-2.jpg")
        let s = try AppSession(arguments: [folder + "/page-1.jpg"], environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        let line = "inkstone: Page 1 cannot be shown: cannot read \(folder)/page-1.jpg: CMYK JPEG images are not supported\n"
        s.check(waitUntil { s.log.contains(line) }, "no line naming the file: \(s.log)")
        s.expectPixels("the notice") { close($0.pixel(500, 16), 0xfff4d6, tolerance: 4) }
        s.screenshot("unshown-image-notice")
        #expect(s.log.components(separatedBy: "cannot be shown").count == 2, "said once")

        let t = try AppSession(arguments: [folder + "/page-2.jpg"], environment: ["XDG_CONFIG_HOME": scratch.path + "/config2"])
        let cut = "inkstone: Page 1 cannot be shown: cannot read \(folder)/page-2.jpg: corrupt JPEG (Corrupt JPEG data: premature end of data segment)\n"
        t.check(waitUntil { t.log.contains(cut) }, "no line naming the file: \(t.log)")
    }
}
