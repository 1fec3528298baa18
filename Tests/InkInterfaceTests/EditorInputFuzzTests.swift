import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

/// Random interleavings of what the editor is given (pointer gestures from a mouse, a pen, its
/// eraser and a touchscreen, buttons going down and up as X sends them, keys pressed meanwhile
/// with the other hand, time passing, window resizes, pasted images, inserted pages, documents
/// replaced, input method compositions) never crash it; after every step nothing it holds names
/// a page that is not there (a selection, a gesture, the box being edited), and the release of a
/// device's last button ends its gesture. It found a press that dismissed a popup leaving its
/// device's next gesture without an end (`EditorDismissingPressTests`) and the pen's release
/// taken by a toolbar button the mouse held (`EditorTwoDeviceReleaseTests`). With its fix undone,
/// a panel opened mid-stroke taking the release fails within the 80 seeds run by default, a
/// selection left on its page number when pages are inserted before it within 400
/// (`FUZZ_SEEDS=400`). `FUZZ_SEEDS` and `FUZZ_FIRST` run more or other seeds.
@Suite struct EditorInputFuzzTests {
    static let chords: [KeyChord] = [
        KeyChord(.character("z"), .control), KeyChord(.character("y"), .control), KeyChord(.character("p")), KeyChord(.character("h")),
        KeyChord(.character("e")), KeyChord(.character("l")), KeyChord(.character("t")), KeyChord(.character("a"), .control),
        KeyChord(.character("d"), .control), KeyChord(.character("c"), .control), KeyChord(.character("x"), .control),
        KeyChord(.character("v"), .control), KeyChord(.character("r")), KeyChord(.character("[")), KeyChord(.character("]")),
        KeyChord(.character(","), .control), KeyChord(.character("="), .control), KeyChord(.character("-"), .control),
        KeyChord(.character("0"), .control), KeyChord(.character("g"), .control), KeyChord(.character("b"), .control),
        KeyChord(.character("b"), [.control, .shift]), KeyChord(.character("o")), KeyChord(.character("%")), KeyChord(.character("c")),
        KeyChord(.delete), KeyChord(.escape), KeyChord(.tab), KeyChord(.right, .alt), KeyChord(.left, .alt), KeyChord(.pageDown),
        KeyChord(.pageUp), KeyChord(.character(" ")), KeyChord(.enter), KeyChord(.backspace), KeyChord(.character("q")),
        KeyChord(.character("5")), KeyChord(.right), KeyChord(.down), KeyChord(.character("k"), .control),
    ]

    @Test func randomInputNeverCrashesNorLeavesAPageNumberDangling() throws {
        let devices = [DeviceFixtures.mouse, DeviceFixtures.pen, DeviceFixtures.eraser, DeviceRef(id: 20, kind: .touch)]
        let buttons: [PointerButton] = [.primary, .primary, .primary, .secondary, .middle, .lowerBarrel, .upperBarrel]
        let seeds = Int(ProcessInfo.processInfo.environment["FUZZ_SEEDS"] ?? "80") ?? 80
        let first = Int(ProcessInfo.processInfo.environment["FUZZ_FIRST"] ?? "1") ?? 1
        for seed in first..<(first + seeds) {
            // The seed before the run: a crash names the one to replay (FUZZ_FIRST, FUZZ_SEEDS=1).
            FileHandle.standardError.write("EditorInputFuzzTests: seed \(seed)\n".data(using: .utf8) ?? Data())
            var random = SeededRandom(seed: UInt64(seed))
            var editor = seed % 2 == 0 ? EditorSelectionPagesTests.twoPages()
                : Editor(document: Document(), windowSize: Size(Double.random(in: 300...1100, using: &random), Double.random(in: 250...800, using: &random)))
            _ = editor.showStart()
            var time: UInt64 = 1000
            var held: [Int: ButtonSet] = [:]
            var gestureDevice: DeviceRef?
            var lastAt: [Int: Point] = [:]
            for step in 0..<600 {
                // One report a seed, not one for every step after the first.
                guard Self.expectNoDanglingPages(editor, seed: seed, step: step) else { break }
                time += UInt64.random(in: 1...40, using: &random)
                let d = devices[Int.random(in: 0..<devices.count, using: &random)]
                var p = Point(Double.random(in: -20...1120, using: &random), Double.random(in: -20...820, using: &random))
                if Int.random(in: 0..<50, using: &random) == 0 { p = Point([-30000.0, 30000, -3000, 5000].randomElement(using: &random)!, p.y) }
                let pressure: Double? = [nil, 0.0, 0.5, 1.0, 1.7, -0.2].randomElement(using: &random)!
                let axes = AxisValues(pressure: pressure, tiltX: Double.random(in: -70...70, using: &random), tiltY: nil,
                                      rotation: Double.random(in: -10...400, using: &random))
                let r = Int.random(in: 0..<100, using: &random)
                if r < 8 {
                    _ = editor.handle(Self.chords[Int.random(in: 0..<Self.chords.count, using: &random)])
                    continue
                }
                if r < 12 { _ = editor.advance(to: time + UInt64.random(in: 0...3000, using: &random)); continue }
                if r < 15 { _ = editor.handle(KeyChord(.character(String("abcXYZ é日".randomElement(using: &random)!)))); continue }
                if r == 15 { _ = editor.resize(to: Size(Double.random(in: 200...1400, using: &random), Double.random(in: 150...900, using: &random))); continue }
                if r == 16 { _ = editor.placeImage(bytes: pngHeader(width: 40, height: 30), at: p, for: d.kind); continue }
                if r == 17 && Int.random(in: 0..<10, using: &random) == 0 { _ = editor.insertPages(of: Document(pages: [Page(blankSize: Size(300, 200))]), at: Int.random(in: 0...3, using: &random)); continue }
                if r == 18 && Int.random(in: 0..<30, using: &random) == 0 { _ = editor.replaceDocument(EditorSelectionPagesTests.twoPages().document); continue }
                if r == 19 { _ = editor.setPreedit(Int.random(in: 0..<2, using: &random) == 0 ? nil : Preedit(text: "にほん", caret: Int.random(in: 0...5, using: &random))); continue }
                if d.kind == .touch {
                    let phase: TouchPhase = [.began, .moved, .moved, .ended].randomElement(using: &random)!
                    _ = editor.handle(InputEvent(action: .touch(phase, TouchContact(id: UInt32.random(in: 1...3, using: &random))), device: d,
                                                 position: p, time: time))
                    continue
                }
                var action: InputEvent.Action = .motion
                let k = Int.random(in: 0..<100, using: &random)
                let b = buttons[Int.random(in: 0..<buttons.count, using: &random)]
                // A device that is down mostly moves on (gestures last), near where it was.
                if let down = gestureDevice, Int.random(in: 0..<10, using: &random) < 8 {
                    let q = (lastAt[down.id] ?? p) + Point(Double.random(in: -25...25, using: &random), Double.random(in: -25...25, using: &random))
                    lastAt[down.id] = q
                    let release = Int.random(in: 0..<12, using: &random) == 0
                    if release { held[down.id]?.remove(.primary); gestureDevice = nil }
                    _ = editor.handle(InputEvent(action: release ? .release(.primary) : .motion, device: down, position: q, axes: axes,
                                                 buttons: held[down.id] ?? [], time: time))
                    if release && (held[down.id] ?? []).isEmpty && editor.session.deviceID == down.id {
                        // Whatever opened meanwhile, the release of its last button ends the device's gesture
                        // (one begun by another button, a middle-drag, ends with that one).
                        Issue.record("seed \(seed), step \(step): \(down.kind)'s gesture outlived its release: \(String(describing: editor.session).prefix(120))")
                        break
                    }
                    _ = editor.scene
                    continue
                }
                // As X sends them: a button is pressed only when up, released only when down.
                let isHeld = held[d.id, default: []].contains(ButtonSet(b))
                if k < 10 && !isHeld && !(b == .primary && gestureDevice != nil) {
                    action = .press(b)
                    held[d.id, default: []].insert(ButtonSet(b))
                    if b == .primary { gestureDevice = d; lastAt[d.id] = p }
                } else if k < 20 && isHeld && !(b == .primary && gestureDevice?.id == d.id) {
                    action = .release(b)
                    held[d.id, default: []].remove(ButtonSet(b))
                }
                else if k < 23 { action = .scroll(ScrollDelta(dx: 0, dy: Double.random(in: -3...3, using: &random), stepped: Bool.random(using: &random))) }
                else if k < 25 { action = .leave }
                else if k < 27 { action = .proximityIn }
                else if k < 29 { action = .proximityOut }
                _ = editor.handle(InputEvent(action: action, device: d, position: p, axes: axes, buttons: held[d.id] ?? [], time: time))
                _ = editor.scene
            }
        }
    }

    /// Every page number the editor holds names a page of its document; false (reported) if not.
    static func expectNoDanglingPages(_ editor: Editor, seed: Int, step: Int) -> Bool {
        let pages = editor.document.pages.indices
        var held: [(String, Int)] = (editor.selection?.pages ?? []).map { ("the selection", $0) }
        if let page = editor.session.page { held.append(("the gesture", page)) }
        if let page = editor.textEditing?.page { held.append(("the box being edited", page)) }
        for (holder, page) in held where !pages.contains(page) {
            Issue.record("seed \(seed), step \(step): \(holder) names page \(page) of \(editor.document.pages.count)")
            return false
        }
        return true
    }
}
