/// The renderer under random input: random gestures from a mouse, a pen, its eraser and a
/// touchscreen, keys, time and resizes go to an Editor whose every outcome is rendered as the
/// platform renders it (the damage, with the window resized when the editor is); no painter
/// crashes on whatever the editor shows (menus, panels, the overview, notices at any size, at
/// 96 and 192 dpi).
/// `FUZZ_SEEDS` and `FUZZ_FIRST` run more or other seeds.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
@testable import InkRender
import InkTestSupport

@Suite struct RenderFuzzTests {
    static let keys: [KeyChord] = [
        KeyChord(.character("z"), .control), KeyChord(.character("p")), KeyChord(.character("h")), KeyChord(.character("e")),
        KeyChord(.character("l")), KeyChord(.character("t")), KeyChord(.character("a"), .control), KeyChord(.character("d"), .control),
        KeyChord(.character(","), .control), KeyChord(.character("="), .control), KeyChord(.character("-"), .control),
        KeyChord(.character("g"), .control), KeyChord(.character("b"), .control), KeyChord(.character("o")), KeyChord(.character("%")),
        KeyChord(.character("c")), KeyChord(.delete), KeyChord(.escape), KeyChord(.tab), KeyChord(.right, .alt), KeyChord(.pageDown),
        KeyChord(.enter), KeyChord(.character("x")), KeyChord(.character("日")), KeyChord(.right), KeyChord(.down),
    ]

    @Test func randomInputNeverCrashesAPainter() throws {
        let seeds = Int(ProcessInfo.processInfo.environment["FUZZ_SEEDS"] ?? "16") ?? 16
        let first = Int(ProcessInfo.processInfo.environment["FUZZ_FIRST"] ?? "1") ?? 1
        let devices = [DeviceRef(id: 2, kind: .mouse), DeviceRef(id: 10, kind: .pen), DeviceRef(id: 11, kind: .eraser),
                       DeviceRef(id: 20, kind: .touch)]
        for seed in first..<(first + seeds) {
            FileHandle.standardError.write("RenderFuzzTests: seed \(seed)\n".data(using: .utf8) ?? Data())
            var random = SeededRandom(seed: UInt64(seed))
            var size = Size(Double(Int.random(in: 320...1000, using: &random)), Double(Int.random(in: 240...760, using: &random)))
            let pages = seed % 2 == 0 ? [Page(blankSize: Size(400, 300)), Page(blankSize: Size(400, 300))] : []
            var editor = Editor(document: pages.isEmpty ? Document() : Document(pages: pages), windowSize: size)
            editor.textMeasure = PangoTextMeasure.shared
            // Every third seed at twice the pixels (192 dpi): the layers in screen pixels.
            let scale = seed % 3 == 0 ? 2.0 : 1.0
            let renderer = try #require(FrameRenderer(width: Int(size.width * scale), height: Int(size.height * scale), scale: scale))
            _ = editor.showStart()
            _ = renderer.render(editor.scene, damage: Damage(window: editor.windowFrame), fullInk: true)
            var time: UInt64 = 1000
            var down: DeviceRef?
            var at = Point(size.width / 2, size.height / 2)
            for _ in 0..<250 {
                time += UInt64.random(in: 1...60, using: &random)
                let r = Int.random(in: 0..<100, using: &random)
                var outcome: Outcome
                if r < 7 {
                    outcome = editor.handle(Self.keys[Int.random(in: 0..<Self.keys.count, using: &random)])
                } else if r < 10 {
                    outcome = editor.advance(to: time + UInt64.random(in: 0...2000, using: &random))
                } else if r == 10 {
                    size = Size(Double(Int.random(in: 320...1000, using: &random)), Double(Int.random(in: 240...760, using: &random)))
                    _ = renderer.resize(width: Int(size.width * scale), height: Int(size.height * scale), scale: scale)
                    outcome = editor.resize(to: size)
                    _ = renderer.render(editor.scene, damage: outcome.damage, fullInk: true)
                    continue
                } else if let d = down {
                    at = at + Point(Double.random(in: -30...30, using: &random), Double.random(in: -30...30, using: &random))
                    let lift = Int.random(in: 0..<10, using: &random) == 0
                    if lift { down = nil }
                    outcome = editor.handle(InputEvent(action: lift ? .release(.primary) : .motion, device: d, position: at,
                                                       axes: AxisValues(pressure: 0.6), buttons: lift ? [] : .primary, time: time))
                } else {
                    let d = devices[Int.random(in: 0..<devices.count, using: &random)]
                    at = Point(Double.random(in: 0..<size.width, using: &random), Double.random(in: 0..<size.height, using: &random))
                    if d.kind == .touch {
                        outcome = editor.handle(InputEvent(action: .touch([.began, .moved, .ended].randomElement(using: &random) ?? .began,
                                                                          TouchContact(id: 1)), device: d, position: at, time: time))
                    } else if Int.random(in: 0..<3, using: &random) == 0 {
                        down = d
                        outcome = editor.handle(InputEvent(action: .press(.primary), device: d, position: at, axes: AxisValues(pressure: 0.6),
                                                           buttons: .primary, time: time))
                    } else {
                        outcome = editor.handle(InputEvent(action: .motion, device: d, position: at, time: time))
                    }
                }
                _ = renderer.render(editor.scene, damage: outcome.damage)
            }
        }
    }
}
