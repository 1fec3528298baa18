import Foundation
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkRender
import InkTestSupport

/// With `--scale-only`: the document-scale figures alone, then exits. When this process is a
/// child of `documentScaleFigures` (`--scale-child STEP NAME PATH STATUS`): takes that step's
/// figures, prints them and exits. Called first thing in main.swift, so neither may read
/// main.swift's globals (not yet set).
func runDocumentScaleAloneIfAsked() {
    let arguments = CommandLine.arguments
    if arguments.contains("--scale-only") {
        documentScaleFigures()
        exit(0)
    }
    guard arguments.count == 6, arguments[1] == "--scale-child" else { return }
    guard let size = ScaleSize.all.first(where: { $0.name == arguments[3] }) else { exit(2) }
    let child = ScaleChild(path: arguments[4], status: arguments[5], spec: size.document)
    do {
        switch arguments[2] {
        case "make": try child.make()
        case "measure": try child.measure()
        case "export": try child.export()
        default: exit(2)
        }
    } catch {
        say("  failed: \(error)")
        exit(1)
    }
    exit(0)
}

/// Prints a line at once (the parent may stop this process at any moment).
func say(_ line: String) {
    print(line)
    fflush(nil)
}

/// The steps of one document size: making and saving it, then (in a fresh process, so its
/// memory is the opened document's) opening it and working on it as a person would.
struct ScaleChild {
    var path: String
    var status: String
    var spec: HandwritingDocument
    let window = Size(1280, 800)

    /// Says which step is under way (read by the parent when it stops the child).
    func step(_ what: String) {
        try? what.write(toFile: status, atomically: false, encoding: .utf8)
    }

    func make() throws {
        step("making the document")
        let t0 = wallTime()
        let document = spec.document()
        let made = wallTime() - t0
        step("saving it")
        let (w0, c0) = (wallTime(), cpuTime())
        try DocumentFile.save(document, to: URL(fileURLWithPath: path))
        let (saved, savedCPU) = (wallTime() - w0, cpuTime() - c0)
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        say(String(format: "  made in %.1f s; save %.2f s wall (%.2f s CPU), file %.1f MB (%.1f bytes/point)",
                     made, saved, savedCPU, Double(bytes) / 1e6, Double(bytes) / Double(spec.points)))
        if spec.points <= 1_000_000 { try openVersionOne(document) }
        exit(0)
    }

    /// The open time of the same document saved as format version 1 (all numbers in the JSON
    /// manifest, as Inkstones before version 3 wrote it).
    func openVersionOne(_ document: Document) throws {
        step("opening it as version 1")
        let old = path + ".v1.inkstone"
        defer { try? FileManager.default.removeItem(atPath: old) }
        try AtomicFile.write(try DocumentFile.encode(document, version: 1), to: URL(fileURLWithPath: old))
        let (w0, c0) = (wallTime(), cpuTime())
        let reopened = try DocumentImport.load(from: [old]).document
        say(String(format: "  version-1 file: open %.2f s wall, %.2f s CPU (%d pages)", wallTime() - w0, cpuTime() - c0, reopened.pages.count))
    }

    func measure() throws {
        let before = residentBytes(of: getpid()) ?? 0
        step("opening it")
        let (t0, c0) = (wallTime(), cpuTime())
        let document = try DocumentImport.load(from: [path]).document
        let (loaded, loadedCPU) = (wallTime() - t0, cpuTime() - c0)
        let afterLoad = residentBytes(of: getpid()) ?? 0
        var editor = Editor(document: document, windowSize: window)
        _ = editor.showStart()
        guard let renderer = FrameRenderer(width: Int(window.width), height: Int(window.height)) else { say("  no canvas"); return }
        // As the app: the ink's tiles painted on a background thread.
        let queue = InkTileQueue()
        renderer.inkTiles = InkTileCache(queue: queue)
        step("drawing the first frame")
        let f0 = wallTime()
        _ = renderer.render(editor.scene, damage: Damage(window: editor.windowFrame), fullInk: true)
        let frameAlone = wallTime() - f0
        let filled = settle(renderer, editor)
        let now = wallTime()
        let strokes = document.pages.reduce(0) { $0 + $1.strokes.count }
        let points = document.pages.reduce(0) { $0 + $1.strokes.reduce(0) { $0 + $1.points.count } }
        say(String(format: "  open %.2f s wall, %.2f s CPU (file read and decoded), first frame with its ink %.2f s after open began (the frame alone %.0f ms; its ink's %d tiles %.0f ms wall, %.0f ms CPU on the tile thread); %d points, %d strokes, %d pages",
                     loaded, loadedCPU, now - t0, frameAlone * 1000, renderer.inkTiles.backgroundTiles, filled * 1000,
                     renderer.inkTiles.backgroundSeconds * 1000, points, strokes, document.pages.count))
        let arrays = document.pages.reduce(0) { $0 + $1.strokes.reduce(0) { $0 + $1.points.storageBytes } } + strokes * MemoryLayout<Stroke>.stride
        say(String(format: "  RSS %.0f MB after open (%.0f MB before: %.0f bytes/point; the packed points and the strokes alone %.0f bytes/point)",
                     mb(afterLoad), mb(before), Double(afterLoad - before) / Double(max(points, 1)), Double(arrays) / Double(max(points, 1))))
        step("panning")
        // Once over the ground with the tiles coming in the background, then again over cached tiles.
        let cold = panFrames(&editor, renderer, settling: true)
        let pan = panFrames(&editor, renderer, settling: true)
        say(String(format: "  pan frame (wheel step, main thread) over cached tiles: median %.1f ms CPU, worst %.1f ms (%d frames; %d strokes painted on it)",
                     pan.median * 1000, pan.worst * 1000, pan.count, pan.strokes))
        say(String(format: "  pan frame, first pass (the tiles it brings into view painted on the tile thread meanwhile): median %.1f ms CPU, worst %.1f ms; %d tiles painted, %.1f ms CPU a tile",
                     cold.median * 1000, cold.worst * 1000, cold.tiles, cold.fill / Double(max(cold.tiles, 1)) * 1000))
        step("committing a stroke and undoing it")
        let edit = commitAndUndo(&editor, renderer)
        say(String(format: "  commit of a 100-point stroke: median %.1f ms CPU; its undo: median %.1f ms (%d of each, frame included)",
                     edit.commit * 1000, edit.undo * 1000, edit.count))
        step("erasing")
        let erase = eraseEvents(&editor, renderer)
        say(String(format: "  erase event (stroke eraser over the ink): %.2f ms CPU/event (%d events, %d strokes erased)",
                     erase.seconds / Double(erase.events) * 1000, erase.events, erase.erased))
        say(String(format: "  RSS peak %.0f MB", mb(statusField("VmHWM", of: "/proc/self/status") ?? 0)))
        step("done")
        exit(0)  // at once: freeing the document is no figure
    }

    /// Opens the document (untimed) and times its export to a PDF file.
    func export() throws {
        step("opening it to export")
        let document = try DocumentImport.load(from: [path]).document
        step("exporting to PDF")
        let pdf = URL(fileURLWithPath: path + ".pdf")
        defer { try? FileManager.default.removeItem(at: pdf) }
        let (t0, c0) = (wallTime(), cpuTime())
        try DocumentExporter.exportPDF(document, to: pdf)
        let (exported, exportedCPU) = (wallTime() - t0, cpuTime() - c0)
        let bytes = (try? FileManager.default.attributesOfItem(atPath: pdf.path)[.size] as? Int) ?? 0
        say(String(format: "  PDF export %.2f s wall, %.2f s CPU (%.1f MB)", exported, exportedCPU, Double(bytes) / 1e6))
        try? FileManager.default.removeItem(at: pdf)
        exit(0)
    }

    private func mb(_ bytes: Int) -> Double { Double(bytes) / 1_048_576 }

    /// Waits for the background thread's tiles and shows them (as the app does when they come);
    /// returns the wall time waited.
    func settle(_ renderer: FrameRenderer, _ editor: Editor) -> Double {
        let t = wallTime()
        while !renderer.inkTiles.isSettled {
            guard renderer.inkTiles.queue?.waitUntilIdle(timeout: 60) ?? true else { break }
            _ = renderer.inkTiles.collectFinished()
            _ = renderer.render(editor.scene, damage: .none, refresh: editor.scene.view.canvas)
        }
        return wallTime() - t
    }

    /// Wheel steps over the first page, four down and four up (ending where they began), each
    /// with its frame (the main thread's CPU, sorted), each frame's tiles then painted in the
    /// background and shown (`settling`).
    func panFrames(_ editor: inout Editor, _ renderer: FrameRenderer, frames: Int = 24, settling: Bool = false)
        -> (median: Double, worst: Double, count: Int, strokes: Int, fill: Double, tiles: Int) {
        let mouse = DeviceRef(id: 2, kind: .mouse), at = editor.canvasFrame.center
        var times: [Double] = []
        let strokes = renderer.inkTiles.strokesPainted, fill = renderer.inkTiles.backgroundSeconds, tiles = renderer.inkTiles.backgroundTiles
        for i in 0..<frames {
            let t = threadCPUTime()
            let damage = editor.handle(InputEvent(action: .scroll(i % 8 < 4 ? .down : .up), device: mouse, position: at)).damage
            _ = renderer.render(editor.scene, damage: damage)
            times.append(threadCPUTime() - t)
            if settling { _ = settle(renderer, editor) }
        }
        times.sort()
        return (times[times.count / 2], times[times.count - 1], times.count, renderer.inkTiles.strokesPainted - strokes,
                renderer.inkTiles.backgroundSeconds - fill, renderer.inkTiles.backgroundTiles - tiles)
    }

    /// A 100-point stroke drawn over the ink in view: the cost of its release (the commit) and
    /// of its undo, each with its frame; medians of `count`.
    func commitAndUndo(_ editor: inout Editor, _ renderer: FrameRenderer, count: Int = 5) -> (commit: Double, undo: Double, count: Int) {
        let pen = DeviceRef(id: 10, kind: .pen), c = editor.canvasFrame.center
        var commits: [Double] = [], undos: [Double] = []
        for n in 0..<count {
            func at(_ i: Int) -> Point { Point(c.x - 200 + Double(i) * 4, c.y - 100 + Double(n) * 20 + 8 * sin(Double(i) / 4)) }
            _ = renderer.render(editor.scene, damage: editor.handle(InputEvent(action: .press(.primary), device: pen, position: at(0),
                                                                                axes: AxisValues(pressure: 0.5))).damage)
            for i in 1..<99 {
                let e = InputEvent(action: .motion, device: pen, position: at(i), axes: AxisValues(pressure: 0.5), buttons: .primary)
                _ = renderer.render(editor.scene, damage: editor.handle(e).damage)
            }
            var t = threadCPUTime()
            let release = InputEvent(action: .release(.primary), device: pen, position: at(99), buttons: .primary)
            _ = renderer.render(editor.scene, damage: editor.handle(release).damage)
            commits.append(threadCPUTime() - t)
            t = threadCPUTime()
            _ = renderer.render(editor.scene, damage: editor.run(.undo).damage)
            undos.append(threadCPUTime() - t)
        }
        return (commits.sorted()[count / 2], undos.sorted()[count / 2], count)
    }

    /// The pen's stroke eraser across the lines of writing in view, each event with its frame.
    func eraseEvents(_ editor: inout Editor, _ renderer: FrameRenderer, events: Int = 100) -> (seconds: Double, events: Int, erased: Int) {
        let pen = DeviceRef(id: 10, kind: .pen), c = editor.canvasFrame.center
        _ = editor.run(.selectTool(.eraser), for: .pen)
        let strokes = { (e: Editor) in e.document.pages.reduce(0) { $0 + $1.strokes.count } }
        let before = strokes(editor)
        func at(_ i: Int) -> Point { Point(c.x - 300 + Double(i) * 6, c.y - 150 + 120 * sin(Double(i) / 8)) }
        var all = [InputEvent(action: .press(.primary), device: pen, position: at(0), axes: AxisValues(pressure: 0.5))]
        all += (1..<events).map { InputEvent(action: .motion, device: pen, position: at($0), axes: AxisValues(pressure: 0.5), buttons: .primary) }
        let t = threadCPUTime()
        for e in all { _ = renderer.render(editor.scene, damage: editor.handle(e).damage) }
        let seconds = threadCPUTime() - t
        _ = editor.handle(InputEvent(action: .release(.primary), device: pen, position: at(events), buttons: .primary))
        return (seconds, all.count, before - strokes(editor))
    }
}
