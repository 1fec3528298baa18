import Foundation
import InkGeometry
import InkInput
import InkPreferences
import InkInterface
import InkRender
import Testing

/// The Preferences panel and file seen from the window: Ctrl+, opens it, the try-it area tells
/// whether a double-click was recognised, a broken file is reported once in the window.
@Suite struct PreferencesPanelTests {
    static let window = Size(1024, 720)

    @Test func ctrlCommaOpensThePanelAndTheTryItAreaRecognisesADoubleClick() throws {
        let s = try AppSession()
        s.client.key("comma", with: ["Control_L"])
        let layout = PanelLayout(window: Self.window, selected: BindingKey(.lower, .click), measure: PangoTextMeasure.shared)
        let tryIt = try #require(layout.frame(of: .tryIt))
        s.expectPixels("the panel") { $0.pixel(Int(layout.frame.minX) + 30, Int(layout.frame.minY) + 70) != paperWhite }
        s.screenshot("preferences-panel")
        s.client.click(s.window, tryIt.center.x, tryIt.center.y)
        s.client.click(s.window, tryIt.center.x, tryIt.center.y)
        // Recognised: the area turns green.
        s.expectPixels("the try-it area says the double-click was recognised") {
            close($0.pixel(Int(tryIt.minX) + 10, Int(tryIt.minY) + 10), 0xdff3e4, tolerance: 6)
        }
        s.client.key("Escape")
        s.expectPixels("the panel closed") { $0.pixel(Int(tryIt.minX) + 10, Int(tryIt.minY) + 10) == paperWhite }
    }

    @Test func aBrokenPreferencesFileIsReportedOnceAndLeftAsItIs() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-config-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: home + "/inkstone", withIntermediateDirectories: true)
        try "{ this is not json".write(toFile: home + "/inkstone/preferences.json", atomically: true, encoding: .utf8)
        let s = try AppSession(environment: ["XDG_CONFIG_HOME": home])
        let canvas = ToolbarGeometry.layout.canvasFrame(windowSize: Self.window)
        s.expectPixels("a notice at the top of the canvas") { close($0.pixel(Int(canvas.center.x), Int(canvas.minY) + 14), 0xfff4d6, tolerance: 4) }
        s.screenshot("broken-preferences")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: home + "/inkstone")) ?? []
        #expect(files == ["preferences.json"], "reading moves nothing: \(files)")
        s.check(s.log.contains("preferences"), "the problem was not logged: \(s.log)")
        // The app runs on defaults: a pen drawing works as usual.
        s.client.drag(s.window, through: DrawingTests.line(300, 300, 600, 300))
        s.expectPixels("drawing works") { $0.isDark(450, 300) }
    }

    /// The file edited by hand while the app runs, saved half-written: the app says so, keeps
    /// the preferences in use (left-handed: the toolbar stays on the right) and leaves the file
    /// for the editor to finish. Before, it took the defaults and renamed the file aside a
    /// moment after the editor saved it.
    @Test func aFileSavedHalfWrittenWhileTheAppRunsIsLeftAndThePreferencesInUseStay() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-config-\(UUID().uuidString)").path
        let file = home + "/inkstone/preferences.json"
        try FileManager.default.createDirectory(atPath: home + "/inkstone", withIntermediateDirectories: true)
        try #"{"version": 1, "handedness": "left"}"#.write(toFile: file, atomically: true, encoding: .utf8)
        let s = try AppSession(environment: ["XDG_CONFIG_HOME": home])
        let paper: UInt32 = 0xffffff
        let leftEdge = 20, rightEdge = Int(Self.window.width) - 20, y = Int(Self.window.height) / 2
        s.expectPixels("left-handed: the toolbar on the right") { $0.pixel(leftEdge, y) == paper && $0.pixel(rightEdge, y) != paper }
        try #"{"version": 1, "handedness": "#.write(toFile: file, atomically: false, encoding: .utf8)
        let canvas = ToolbarLayout(windowSize: Self.window, side: .right).canvasFrame(windowSize: Self.window)
        s.expectPixels("a notice at the top of the canvas") { close($0.pixel(Int(canvas.center.x), Int(canvas.minY) + 14), 0xfff4d6, tolerance: 4) }
        s.waitForAck { s.client.move(s.window, 300, 300) }
        s.expectPixels("still left-handed") { $0.pixel(leftEdge, y) == paper && $0.pixel(rightEdge, y) != paper }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: home + "/inkstone")) ?? []
        #expect(files == ["preferences.json"], "\(files)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == #"{"version": 1, "handedness": "#)
    }
}
