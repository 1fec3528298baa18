import Foundation
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkRender

/// `inkstone-bench --motion-profile`: only drawing motions through the editor and the renderer
/// (990 of them, ten strokes of a hundred), for a profiler to count what one costs:
/// `valgrind --tool=callgrind --toggle-collect='*profiledMotions*' .build/release/inkstone-bench
/// --motion-profile`, then divide by 990. No X server: decoding and the upload are left out.
func runMotionProfileAloneIfAsked() {
    guard CommandLine.arguments.contains("--motion-profile") else { return }
    let pen = DeviceRef(id: 10, kind: .pen)
    guard let renderer = FrameRenderer(width: 1024, height: 720) else { exit(1) }
    var editor = profilePages > 0
        ? Editor(document: Document(pages: (0..<profilePages).map { _ in Page(blankSize: Size(600, 800)) }), windowSize: Size(1024, 720))
        : Editor(windowSize: Size(1024, 720))
    _ = renderer.render(editor.scene, damage: Damage(window: editor.windowFrame), fullInk: true)
    var rects = 0
    for row in 0..<10 {
        let y = 100 + Double(row) * 12
        var events = [InputEvent(action: .press(.primary), device: pen, position: Point(100, y), axes: AxisValues(pressure: 0.5))]
        for i in 1...100 {
            let wobble = (sin(Double(i) / 4) * 3).rounded()
            events.append(InputEvent(action: .motion, device: pen, position: Point(100 + Double(i) * 4, y + wobble),
                                     axes: AxisValues(pressure: 0.5), buttons: .primary))
        }
        for e in events.prefix(2) { _ = editor.handle(e) }
        rects += profiledMotions(&editor, renderer, events[2...])
        _ = editor.handle(InputEvent(action: .release(.primary), device: pen, position: Point(500, y), buttons: .primary))
        _ = renderer.render(editor.scene, damage: Damage(window: editor.windowFrame))
    }
    print("motions profiled: 990, rectangles drawn: \(rects)")
    if !motionTimes.isEmpty {
        let t = motionTimes.map(\.total).sorted(), e = motionTimes.map(\.editor).sorted()
        print(String(format: "per motion (%@): median %.1f us, p90 %.1f us; the editor's part: median %.1f us",
                      motionThrash == nil ? "warm" : "cold", t[t.count / 2], t[t.count * 9 / 10], e[e.count / 2]))
    }
    exit(0)
}

/// The profiled part: each motion handled and its damage rendered, as the app does
/// (`Editor.drawScene(for:keeping:_:)`: a drawing motion draws the kept scene).
@inline(never) func profiledMotions(_ editor: inout Editor, _ renderer: FrameRenderer, _ events: ArraySlice<InputEvent>) -> Int {
    var rects = 0
    var kept: KeptScene?
    for e in events {
        if let thrash = motionThrash { thrashCaches(thrash) }
        if motionSleep > 0 { usleep(motionSleep) }
        let start = timeMotions ? wallTime() * 1e6 : 0
        let outcome = editor.handle(e)
        let edited = timeMotions ? wallTime() * 1e6 : 0
        // Counted as the app presents them (`forEach`): `rects` would make an array, an
        // allocation a motion that is the profile's, not the app's.
        editor.drawScene(for: outcome, keeping: &kept) { renderer.render($0, damage: outcome.damage, strokeOnly: $1) }.forEach { _ in rects += 1 }
        if timeMotions { motionTimes.append((wallTime() * 1e6 - start, edited - start)) }
    }
    return rects
}

/// With `INKSTONE_PROFILE_COLD=1`, a 32 MB buffer is written between motions, so that each one
/// starts with its data and code out of the caches, as at 125 Hz on a busy machine: under
/// `valgrind --tool=callgrind --cache-sim=yes` the last-level misses per function (ILmr,
/// DLmr) then say what a cold motion waits for.
nonisolated(unsafe) let motionThrash: UnsafeMutableRawBufferPointer? =
    ProcessInfo.processInfo.environment["INKSTONE_PROFILE_COLD"] == "1" ? .allocate(byteCount: 32 << 20, alignment: 64) : nil

@inline(never) func thrashCaches(_ buffer: UnsafeMutableRawBufferPointer) {
    var seed = UInt8(truncatingIfNeeded: buffer.count)
    for i in stride(from: 0, to: buffer.count, by: 64) { seed &+= 1; buffer[i] = seed }
}

/// With `INKSTONE_PROFILE_TIMES=1`, each motion is timed natively (no valgrind): with
/// `INKSTONE_PROFILE_COLD=1` too, what a cold motion costs on this machine.
let timeMotions = ProcessInfo.processInfo.environment["INKSTONE_PROFILE_TIMES"] == "1"
nonisolated(unsafe) var motionTimes: [(total: Double, editor: Double)] = []

/// With `INKSTONE_PROFILE_SLEEP=MICROSECONDS`, the profile sleeps that long before each motion,
/// as the app waits between a pen's reports (8000 at 125 Hz) and its core idles meanwhile. With
/// `INKSTONE_PROFILE_TIMES=1` too, and `inkstone-latency`'s busy load (Reference/busy.c) on the
/// other core, this is the bench's slow phase without an X server: `taskset -c 1` for the
/// profile, `taskset -c 0` for the load.
let motionSleep = UInt32(ProcessInfo.processInfo.environment["INKSTONE_PROFILE_SLEEP"] ?? "") ?? 0

/// With `INKSTONE_PROFILE_PAGES=N`, the strokes are drawn on the first of N pages (600x800)
/// instead of the endless canvas: a drawing motion's cost must not grow with the document.
let profilePages = Int(ProcessInfo.processInfo.environment["INKSTONE_PROFILE_PAGES"] ?? "") ?? 0
