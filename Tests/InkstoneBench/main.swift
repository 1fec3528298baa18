// `make bench`: the cost of input events through the engine and the Cairo renderer (no X
// server: what the app does per event before the copy to the window). Prints figures; asserts
// nothing.
import Foundation
import InkRenderTestSupport
import CCairo
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkPreferences
import InkRender

runDocumentScaleAloneIfAsked()
runMotionProfileAloneIfAsked()

/// CPU time of this process in seconds.
func cpuTime() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// Wall-clock seconds (the monotonic clock).
func wallTime() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

struct Figures {
    var events = 0
    var seconds = 0.0
    var pixels = 0.0
    var line: String {
        String(format: "%8.1f us CPU/event  %8.0f px repainted/event  (%d events)",
               seconds / Double(events) * 1e6, pixels / Double(events), events)
    }
}

// `inkstone-bench --files [POINTS,...]`: only the native file's save and open times.
if let flag = CommandLine.arguments.firstIndex(of: "--files") {
    let list = CommandLine.arguments.dropFirst(flag + 1).first.map { $0.split(separator: ",").compactMap { Int($0) } }
    fileFigures(sizes: list ?? [1_000_000, 10_000_000])
    exit(0)
}

// `inkstone-bench --journal`: only the journal's figures at document sizes.
if CommandLine.arguments.contains("--journal") {
    journalFigures()
    exit(0)
}

let size = Size(1280, 800)
let pen = DeviceRef(id: 10, kind: .pen)
guard let renderer = FrameRenderer(width: Int(size.width), height: Int(size.height)) else { fatalError("no canvas") }

/// A document with some ink already on it, as a page in use has.
func editorWithInk(strokes: Int) -> Editor {
    var editor = Editor(windowSize: size)
    for s in 0..<strokes {
        let y = 40 + Double(s % 70) * 10, x0 = 100 + Double(s / 70) * 300
        _ = editor.handle(InputEvent(action: .press(.primary), device: pen, position: Point(x0, y), axes: AxisValues(pressure: 0.5)))
        for i in 1...60 {
            _ = editor.handle(InputEvent(action: .motion, device: pen, position: Point(x0 + Double(i) * 4, y + sin(Double(i) / 5) * 4),
                                         axes: AxisValues(pressure: 0.5), buttons: .primary))
        }
        _ = editor.handle(InputEvent(action: .release(.primary), device: pen, position: Point(x0 + 240, y), buttons: .primary))
    }
    _ = renderer.render(editor.scene, damage: Damage(window: editor.windowFrame), fullInk: true)
    return editor
}

func measure(_ editor: inout Editor, _ events: [InputEvent]) -> Figures {
    var f = Figures()
    var kept: KeptScene?
    let start = cpuTime()
    for e in events {
        let outcome = editor.handle(e)
        let areas = editor.drawScene(for: outcome, keeping: &kept) { renderer.render($0, damage: outcome.damage, strokeOnly: $1) }
        f.pixels += areas.rects.reduce(0) { $0 + $1.width * $1.height }
    }
    f.seconds = cpuTime() - start
    f.events = events.count
    return f
}

let path = (0..<2000).map { i in Point(200 + Double(i % 800), 150 + 200 * sin(Double(i) / 60)) }

var hoverEditor = editorWithInk(strokes: 200)
let hover = measure(&hoverEditor, path.map { InputEvent(action: .motion, device: pen, position: $0, axes: AxisValues(pressure: 0)) })

var drawing = [InputEvent(action: .press(.primary), device: pen, position: path[0], axes: AxisValues(pressure: 0.5))]
drawing += path.dropFirst().map { InputEvent(action: .motion, device: pen, position: $0, axes: AxisValues(pressure: 0.5), buttons: .primary) }

/// The drawing events above with new strokes steadied at `smoothing`.
func drawingFigures(_ smoothing: Smoothing, events: [InputEvent]) -> Figures {
    var editor = editorWithInk(strokes: 200)
    var preferences = editor.preferences
    preferences.smoothing = smoothing
    _ = editor.apply(preferences)
    return measure(&editor, events)
}

let draw = drawingFigures(Preferences.defaultSmoothing, events: drawing)

print("Inkstone benchmark (1280x800 window, 200 strokes on the page, 2000 events each)")
print("hover event:   " + hover.line)
print("drawing event: " + draw.line + "  (pen.smoothing \(Preferences.defaultSmoothing.rawValue), the default)")
print(String(format: "hover/drawing CPU ratio: %.2f", hover.seconds / draw.seconds))
for level in Smoothing.allCases {
    let label: String = "  drawing event, pen.smoothing \(level.rawValue):"
    let figures: Figures = drawingFigures(level, events: drawing)
    print(label.padding(toLength: 39, withPad: " ", startingAt: 0) + figures.line)
}
// Fast strokes (about 20 px per event), where the curve between samples takes several pieces.
let fastPath: [Point] = (0..<2000).map { i in
    let t = Double(i) / 15, wobble: Double = cos(Double(i) / 290)
    return Point(640 + 300 * cos(t), 400 + 300 * sin(t) * wobble)
}
var fastDrawing = [InputEvent(action: .press(.primary), device: pen, position: fastPath[0], axes: AxisValues(pressure: 0.5))]
fastDrawing += fastPath.dropFirst().map { InputEvent(action: .motion, device: pen, position: $0, axes: AxisValues(pressure: 0.5), buttons: .primary) }
print("  fast drawing event (~20 px/event):   " + drawingFigures(Preferences.defaultSmoothing, events: fastDrawing).line)
// The other nibs: the pencil (graphite through the grain, tilted 40°) and the highlighter's chisel.
func nibFigures(_ tool: Tool, axes: AxisValues, events drawing: [InputEvent]) -> Figures {
    var editor = editorWithInk(strokes: 200)
    _ = editor.run(.selectTool(tool), for: .pen)
    let events = drawing.map { e -> InputEvent in var e = e; e.axes = axes; return e }
    return measure(&editor, events)
}
print("  drawing event, pencil upright:       " + nibFigures(.pencil, axes: AxisValues(pressure: 0.5, tiltX: 0, tiltY: 0), events: drawing).line)
print("  drawing event, pencil tilted 40°:    " + nibFigures(.pencil, axes: AxisValues(pressure: 0.5, tiltX: 0, tiltY: 40), events: drawing).line)
print("  drawing event, highlighter:          " + nibFigures(.highlighter, axes: AxisValues(pressure: 0.5, rotation: 30), events: drawing).line)

/// The CPU time of building the renderer's scene alone (part of every figure above), per build.
func sceneCost(_ editor: Editor, builds: Int = 20_000) -> Double {
    var sink = 0
    let start = cpuTime()
    for _ in 0..<builds {
        let scene = editor.scene
        sink &+= scene.pages.pages.count &+ (scene.stroke?.points.count ?? 0) &+ scene.surfaces.count
    }
    let seconds = cpuTime() - start
    if sink == -1 { print(sink) }
    return seconds / Double(builds)
}
// An editor in the middle of a stroke (pressed, moving, not yet released).
var drawEditor = editorWithInk(strokes: 200)
_ = measure(&drawEditor, Array(drawing.prefix(1000)))
print(String(format: "building the scene: %.2f us while hovering, %.2f us while drawing", sceneCost(hoverEditor) * 1e6, sceneCost(drawEditor) * 1e6))

// One long stroke: the per-event cost of drawing at a stroke length must stay flat, and the
// commit (release: the document edit, the ink layer, the journal record) is paid once.
/// A long wandering stroke: rows back and forth over the canvas, 1.5 px per event, a new pass
/// over the same rows every 40,000 events (as a person filling a page would).
func strokePath(_ count: Int) -> [Point] {
    (0..<count).map { i in
        let perRow = 600, row = i / perRow, along = Double(i % perRow) * 1.5
        let x = row % 2 == 0 ? 150 + along : 1050 - along
        let y = 30 + Double(row % 66) * 11 + Double((i / 40_000) * 4) + 3 * sin(Double(i) / 9)
        return Point(x, y)
    }
}

/// The CPU cost of `sample` drawing events once a stroke has `length` points, and of its commit.
/// The measured events go on along the rows (`fresh` false: where ink of earlier passes lies
/// at 100,000 points) or along a row of their own (`fresh` true: the same ink nearby at every
/// length, so any growth would come from the length alone).
func drawingCost(atLength length: Int, fresh: Bool, sample: Int = 300) -> (event: Figures, commit: Double, journal: Double) {
    var editor = Editor(windowSize: size)
    _ = renderer.render(editor.scene, damage: Damage(window: editor.windowFrame), fullInk: true)
    let lead = fresh ? 5 : 0
    var path = strokePath(length + (fresh ? 0 : sample))
    if fresh { path += (0..<(lead + sample)).map { Point(150 + Double($0) * 1.5, 785) } }
    let measuredFrom = path.count - sample
    _ = editor.handle(InputEvent(action: .press(.primary), device: pen, position: path[0], axes: AxisValues(pressure: 0.5)))
    // Up to the length without rendering (the editor alone), then `sample` events as the app does them.
    for p in path[1..<measuredFrom] {
        _ = editor.handle(InputEvent(action: .motion, device: pen, position: p, axes: AxisValues(pressure: 0.5), buttons: .primary))
    }
    _ = renderer.render(editor.scene, damage: Damage(window: editor.windowFrame), fullInk: true)
    let events = path[measuredFrom...].map { InputEvent(action: .motion, device: pen, position: $0, axes: AxisValues(pressure: 0.5), buttons: .primary) }
    let f = measure(&editor, Array(events))
    let release = InputEvent(action: .release(.primary), device: pen, position: path[path.count - 1], buttons: .primary)
    let start = cpuTime()
    let outcome = editor.handle(release)
    _ = renderer.render(editor.scene, damage: outcome.damage)
    let commit = cpuTime() - start
    // The journal record of the finished stroke, on the main thread: handed to the journal's
    // queue, as the workflow's `DocumentKeeper.record` does (encoded, written and synced there).
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: state) }
    var journal = 0.0
    if let writer = try? JournalStore(environment: ["XDG_STATE_HOME": state.path]).create(for: nil) {
        writer.begin(with: Document())
        let edits = outcome.effects.flatMap { effect -> [Edit] in
            if case .recordEdits(let edits) = effect { return edits } else { return [] }
        }
        let t = cpuTime()
        for edit in edits { writer.append(edit) }
        journal = cpuTime() - t
        writer.retire()
    }
    return (f, commit, journal)
}

print("one long stroke on a blank page (300 events measured at each length):")
for length in [100, 10_000, 100_000] {
    let onRows = drawingCost(atLength: length, fresh: false)
    let fresh = drawingCost(atLength: length, fresh: true)
    print(String(format: "  drawing event at %6d points, on its rows:  ", length) + onRows.event.line)
    print(String(format: "  drawing event at %6d points, fresh row:    ", length) + fresh.event.line)
    print(String(format: "  commit of %6d points: %8.2f ms CPU (edit + ink layer), journal record %6.2f ms", length + 300,
                 onRows.commit * 1000, onRows.journal * 1000))
}

// A large page: a 6000x8000 image (a scan at 600 dpi), opened and panned.
func largePageDocument() -> Document? {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 6000, 8000), let cr = cairo_create(surface) else { return nil }
    cairo_set_source_rgb(cr, 0.98, 0.97, 0.93)
    cairo_paint(cr)
    cairo_set_source_rgb(cr, 0.2, 0.2, 0.2)
    for i in 0..<200 { cairo_rectangle(cr, 300, 300 + Double(i) * 38, 5400, 6); cairo_fill(cr) }
    cairo_destroy(cr)
    let encoded = pngBytes(of: surface)
    cairo_surface_destroy(surface)
    guard let png = encoded else { return nil }
    return Document(pages: [Page(background: .image(key: "scan", size: Size(6000, 8000)))], images: ["scan": png])
}

if let big = largePageDocument() {
    var editor = Editor(document: big, windowSize: size)
    _ = editor.showStart()
    guard let r = FrameRenderer(width: Int(size.width), height: Int(size.height)) else { fatalError("no canvas") }
    let cache = PageImageCache { big.images[$0] }
    r.images = cache
    let t0 = wallTime()
    _ = r.render(editor.scene, damage: Damage(window: editor.windowFrame), fullInk: true)
    let firstFrame = wallTime() - t0
    var panTimes: [Double] = []
    for i in 0..<60 {
        let t = wallTime()
        let d = editor.view(.scroll(by: Point(0, i % 2 == 0 ? -60 : 30))).damage
        _ = r.render(editor.scene, damage: d)
        panTimes.append(wallTime() - t)
    }
    panTimes.sort()
    let fitZoom = editor.zoom
    _ = editor.view(.setZoom(1, around: editor.canvasFrame.center))
    /// 60 frames panned at a slant, sorted.
    func panned(_ editor: inout Editor, _ r: FrameRenderer) -> [Double] {
        (0..<60).map { i in
            let t = wallTime()
            _ = r.render(editor.scene, damage: editor.view(.scroll(by: Point(i % 2 == 0 ? -40 : 20, -60))).damage)
            return wallTime() - t
        }.sorted()
    }
    let panAt100 = panned(&editor, r)
    print(String(format: "large page 6000x8000: first frame %.0f ms (PNG decode included)", firstFrame * 1000))
    print(String(format: "  pan frame at %.0f%% (fit): median %.1f ms, worst %.1f ms", fitZoom * 100, panTimes[30] * 1000, panTimes[59] * 1000))
    print(String(format: "  pan frame at 100%%: median %.1f ms, worst %.1f ms", panAt100[30] * 1000, panAt100[59] * 1000))
    // The same scan with a highlight along each of its first 150 lines (laid with multiply).
    var highlighted = big
    highlighted.pages[0].strokes = (0..<150).map { i in
        let y = 303 + Double(i) * 38
        return Stroke(id: StrokeID(UInt64(i + 1)), points: stride(from: 300.0, through: 5700, by: 60).map { StrokePoint(Point($0, y), pressure: 0.5) },
                      color: InkColor(rgb: 0xffe11a, alpha: 0.4), outline: OutlineOptions(width: 20, thinning: 0))
    }
    var marked = Editor(document: highlighted, windowSize: size)
    _ = marked.showStart()
    _ = marked.view(.setZoom(1, around: marked.canvasFrame.center))
    guard let rh = FrameRenderer(width: Int(size.width), height: Int(size.height)) else { fatalError("no canvas") }
    rh.images = cache
    _ = rh.render(marked.scene, damage: Damage(window: marked.windowFrame), fullInk: true)
    let panHighlights = panned(&marked, rh)
    print(String(format: "  pan frame at 100%% over 150 highlights: median %.1f ms, worst %.1f ms", panHighlights[30] * 1000, panHighlights[59] * 1000))
}

thumbnailFigures()
pdfBenchmark(drawing: drawing)
predictionFigures(drawing: drawing)
eraseFigures()
documentScaleFigures()
journalFigures()
