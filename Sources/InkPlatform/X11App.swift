import CHotText
import CX11
import Foundation
import Glibc
import InkDocument
import InkGeometry
import InkInput
import InkPreferences
import InkHandwriting
import InkInterface
import InkPortal
import InkRender
import InkWorkflow

/// The running app on X11: owns every piece of X and Cairo state (one `@MainActor` owner),
/// feeds decoded input to the editor and shows what it damaged before reading the next event.
@MainActor
public final class X11App {
    let display: XDisplay
    let window: AppWindow
    let registry: DeviceRegistry
    let keyboard: Keyboard
    let renderer: FrameRenderer
    let options: Options
    private let xiOpcode: Int32
    let proximity: ProximitySignals
    let preferencesWatcher: PreferencesWatcher
    /// The desktop's file chooser, when a portal runs (else the app's own chooser is used).
    let portal: PortalFileChooser?
    let termination = TerminationSignals()
    let acknowledger: TestAcknowledger?
    /// Files dragged over the window (XDND).
    let xdnd: XdndTarget
    /// Opening, saving, closing, recovery and the journal (X-free, in InkWorkflow).
    let workflow: DocumentWorkflow
    var clock = ServerClock()
    var editor: Editor
    /// The interface part of the scene last built for drawing (`freshScene`), which a drawing
    /// motion's frame updates and draws (`Outcome.strokeOnly`); dropped by any other outcome.
    var keptScene: KeptScene?
    var running = true
    /// Whether the drawing path was warmed after the first frame (`DrawingWarmUp`).
    var warmedUp = false
    /// The decoded page images the renderer draws.
    var imageCache: PageImageCache?
    /// PDF pages drawn in the background for the renderer.
    var pdfCache: PDFPageCache?
    let pdfQueue = PDFRenderQueue()
    /// Paints the committed ink's tiles in the background for the renderer.
    let inkQueue = InkTileQueue()
    /// The page overview's thumbnails, drawn in the background.
    var thumbnailCache: ThumbnailCache?
    let thumbnailQueue = ThumbnailQueue()
    /// Ctrl+E's export of the pages, in the background.
    let exportQueue = PageExportQueue()
    /// The desktop's recently used files (nil when it asks for none): waited for at the end.
    let recentlyUsed: RecentlyUsed?
    /// When a hovering pen without proximity signals counts as gone (see ProximitySignals).
    var silentPenDeadline: (device: DeviceRef, at: Date)?
    /// `--record-trace`: the pen strokes kept for a render fixture.
    let traceRecording: TraceRecording?
    /// `INKSTONE_EVENT_TIMES`: each drawing motion's steps, for the latency bench.
    let eventTimes = EventTimes(environment: ProcessInfo.processInfo.environment)
    /// `pen.priority`: the event loop's thread ahead of other programs.
    let drawingPriority = DrawingPriority()
    /// The launcher's startup notification, until the first frame completes it.
    var startupID: String?
    /// What Inkstone offers through CLIPBOARD and PRIMARY, and what a paste reads (`X11App+Clipboard`).
    var clipboard: ClipboardOwner?
    var selectionReader: SelectionReader?
    /// Where the desktop says how large to draw (Xft.dpi, XSETTINGS).
    let desktopScale: DesktopScale
    /// The interface scale in effect (`X11App+Scale`): screen pixels per interface pixel.
    var interfaceScale = 1.0
    /// The typing field whose caret the input method was last told of (`followInputSpot`).
    var spotFollowed: Editor.TypingFieldState?
    /// The timers' deadlines as read before the loop's last wait (`pollTimeout`), for
    /// `fireTimers` after it: read once a pass, not twice.
    var waitedFor = TimerDeadlines()
    /// Writes the preferences changed in the window, keeping those it could not write for later.
    lazy var preferencesSaver = PreferencesSaver(store: options.preferences)

    public init(display: XDisplay, options: Options) throws {
        self.display = display
        self.options = options
        traceRecording = options.recordTrace.map { TraceRecording(path: $0) }
        var opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0
        var major: Int32 = 2, minor: Int32 = 2
        guard XQueryExtension(display.pointer, "XInputExtension", &opcode, &event, &error) != 0,
              XIQueryVersion(display.pointer, &major, &minor) == Success else { throw StartError.noXInput2 }
        xiOpcode = opcode
        registry = DeviceRegistry(display: display)
        // The launcher's startup notification is this window's; programs started from here
        // must not take it over.
        startupID = ProcessInfo.processInfo.environment["DESKTOP_STARTUP_ID"].flatMap { $0.isEmpty ? nil : $0 }
        unsetenv("DESKTOP_STARTUP_ID")
        guard let w = AppWindow(display: display, size: options.size, title: "\(options.title) — Inkstone", startupID: startupID) else { throw StartError.noWindow }
        window = w
        keyboard = Keyboard(display: display, window: w.window)
        xdnd = XdndTarget(display: display, window: w.window)
        clipboard = ClipboardOwner(display: display)
        selectionReader = clipboard.map { SelectionReader(display: display, window: $0.window) }
        acknowledger = TestAcknowledger(display: display, window: w, environment: ProcessInfo.processInfo.environment)
        proximity = ProximitySignals(display: display, window: w.window)
        proximity.refresh(registry)
        desktopScale = DesktopScale(display: display)
        guard let r = FrameRenderer(width: Int(options.size.width), height: Int(options.size.height)) else { throw StartError.outOfMemory }
        renderer = r
        editor = Editor(document: options.document, windowSize: options.size)
        editor.textMeasure = PangoTextMeasure.shared
        editor.paperSize = DesktopPaper.size
        _ = editor.showStart()
        let environment = ProcessInfo.processInfo.environment
        // Handwriting in text boxes is read when a Zinnia model is installed (S1).
        editor.handwritingRecognizer = HandwritingModels.recognizer(environment: environment)
        preferencesWatcher = PreferencesWatcher(store: options.preferences)
        let portal = PortalFileChooser(environment: environment)
        self.portal = portal
        // The desktop's recently used files, unless it asks for none.
        let files = DiskFiles(environment: environment, exports: exportQueue)
        files.recentlyUsed = DesktopSettings.recentFilesEnabled(display) == false ? nil : RecentlyUsed(environment: environment)
        recentlyUsed = files.recentlyUsed
        workflow = DocumentWorkflow(setup: .init(title: options.title, documentPath: options.documentPath, sourceFolder: options.sourceFolder,
                                                 imageOrigins: options.imageOrigins, environment: environment,
                                                 lockedInputs: options.lockedInputs, documentIsFileContent: options.documentIsFileContent,
                                                 inputs: options.inputs),
                                    document: options.document, files: files,
                                    chooser: portal.map { DesktopChooser(portal: $0, parentWindow: UInt(w.window)) })
        let cache = PageImageCache { _ in nil }
        renderer.images = cache
        imageCache = cache
        cache.source = { [unowned self] key in self.editor.document.images[key] }
        let pdfCache = PDFPageCache(queue: pdfQueue) { _ in nil }
        pdfCache.source = { [unowned self] key in
            self.editor.document.images[key].map { ($0, self.editor.document.pdfPasswords[key]) }
        }
        renderer.pdfPages = pdfCache
        self.pdfCache = pdfCache
        renderer.inkTiles = InkTileCache(queue: inkQueue)
        // An acknowledgement also waits for the ink tiles asked for to be shown.
        acknowledger?.isSettled = { [unowned self] in self.renderer.inkTiles.isSettled && !self.workflow.isExporting }
        acknowledger?.shapesRecognised = { [unowned self] in self.inEditor { $0.shapes.recognised } }
        let thumbnails = ThumbnailCache(queue: thumbnailQueue) { _ in nil }
        thumbnails.source = { [unowned self] key in
            self.editor.document.images[key].map { ($0, self.editor.document.pdfPasswords[key]) }
        }
        renderer.thumbnails = thumbnails
        thumbnailCache = thumbnails
        clock.observe(serverTime: w.serverTime())
        _ = editor.advance(to: clock.now)
        editor.desktopDoubleClickMs = DesktopSettings.doubleClickTime(display)
        loadPreferences(atStart: true)
        if let problem = options.openProblem { _ = editor.showNoticeUntilTapped(tr("Not opened: %@", problem)) }
        startRemembering(environment: environment)
        _ = renderer.render(freshScene(), damage: Damage(window: editor.windowFrame), fullInk: true)
        keyboard.preeditChanged = { [unowned self] preedit in self.show(self.editor.setPreedit(preedit)) }
    }

    /// Runs until the window is closed; returns the exit status.
    public func run() -> Int32 {
        let dpy = display.pointer
        var ended = false
        defer {
            saveRemembered(); savePendingPreferences(); workflow.finish(); pdfQueue.stop(); inkQueue.stop(); thumbnailQueue.stop(); exportQueue.stop()
            recentlyUsed?.wait()
            if ended { handOffClipboard() }   // last, the work safe on disk; not on a lost connection
        }
        installErrorHooks(logProtocolErrors: options.debugInput)
        // The recovery offer and what is wrong with journals, before the first frame is shown.
        show(workflow.begin(&editor))
        // A pen attached: its tool shows from the start, not the mouse's.
        if registry.devices.values.contains(where: { $0.kind == .pen }) { show(editor.penAttached()) }
        // "Annotate PDF or Images…": the chooser Ctrl+O opens, unless recovery is being offered.
        if options.openChooser && editor.prompt == nil { show(Outcome(effects: [.fileRequest(.open)])) }
        completeStartup()
        let wait: EventWait
        do { wait = try makeEventWait() } catch { return waitFailed(error.code) }
        if options.debugInput { log("hot text: \(inkstone_hot_text_size() / 1024) KB laid out together, \(inkstone_hot_text_touch()) lines read a wake") }
        while running {
            // The events Xlib holds: read below when the socket had some, or along with a flush
            // or a round trip. Asking for these makes no system call (XPending would flush and
            // read the socket again after every event: one call more per motion than a plain
            // Xlib client makes) and takes no lock (`inkstone_queued_events`).
            while running && inkstone_queued_events(dpy) > 0 {
                var event = XEvent()
                XNextEvent(dpy, &event)
                dispatch(&event)
            }
            eventsHandled()
            guard running else { break }
            // Requests not sent yet (a pointer shape, a property) go before the wait; a flush
            // reads the socket too, and may have brought events.
            display.flushIfPending()
            if inkstone_queued_events(dpy) > 0 { continue }
            let portalQueued = portal?.needsDispatch ?? false
            wait.follow(portal: portal?.fileDescriptor ?? -1)
            let timeout = pollTimeout()
            eventTimes?.waiting()
            guard wait.wait(timeout: portalQueued ? 0 : timeout) else { return waitFailed(errno) }
            // What the wake brings (a finished export, a key, a save's answer) may post a
            // notice: the editor's clock is brought up to now first (`observeTime`).
            editor.observeTime(clock.now)
            if wait.isReady(.display) {
                eventTimes?.woke()
                // Input: the drawing path's code into the caches at once before it runs (hot_text.h).
                inkstone_hot_text_touch()
                // The server sent something (or hung up: Xlib then reports the lost connection).
                _ = XEventsQueued(dpy, QueuedAfterReading)
            }
            if wait.isReady(.renderedPages) { showRenderedPages() }
            if wait.isReady(.renderedTiles) { showRenderedTiles() }
            if wait.isReady(.thumbnails) { showThumbnails() }
            if wait.isReady(.exports), let update = exportQueue.take() { show(workflow.pageExport(update, &editor)) }
            if wait.isReady(.termination) && termination.received() {
                // Asked to end (logout, kill): nothing to ask about then. Unsaved work is
                // flushed to the journal and offered at the next start.
                show(workflow.terminate(&editor))
                break
            }
            if wait.isReady(.preferences) && preferencesWatcher.fileChanged() { loadPreferences(atStart: false) }
            if wait.isReady(.portal) || portalQueued, case .chosen(let mode, let path, let nameChanged)? = portal?.dispatch() {
                show(workflow.desktopChose(mode, path, nameChanged: nameChanged, &editor))
            }
            fireTimers()
            acknowledger?.settle()
        }
        ended = true
        if let problem = eventTimes?.write() { log(problem) }
        return 0
    }

    /// A key's server time: the clock learns it, and the editor's clock goes on with it.
    private func keyTime(_ time: Time) {
        clock.observe(serverTime: UInt64(time))
        editor.observeTime(UInt64(time))
    }

    private func dispatch(_ event: inout XEvent) {
        // The input method filters core events only (keys, its own client messages): an XI2
        // event (every pen motion) skips the filter's display lock and list walk.
        let isXI = event.type == GenericEvent && event.xcookie.extension == xiOpcode
        if !isXI && XFilterEvent(&event, 0) != 0 { return }
        switch event.type {
        case GenericEvent where isXI:
            handleXI(&event)
        case Expose:
            let e = event.xexpose
            window.present(renderer.frame.surface, Rect(x: Double(e.x), y: Double(e.y), width: Double(e.width), height: Double(e.height)))
            display.flush()
            if !warmedUp { warmedUp = true; DrawingWarmUp.run() }   // once the first frame is up
        case ConfigureNotify:
            let e = event.xconfigure
            resize(to: Size(Double(e.width), Double(e.height)))
        case KeyPress:
            keyTime(event.xkey.time)
            if keyboard.isFullscreenKey(&event) {
                window.toggleFullscreen()
            } else if let chord = keyboard.chord(&event) {
                show(editor.handle(chord))
            }
        case KeyRelease:
            keyTime(event.xkey.time)
            if let chord = keyboard.chord(&event) { show(editor.handleRelease(chord)) }
        case ClientMessage:
            if xdnd.isXdnd(event.xclient) {
                handleXdnd(event.xclient)
            } else if desktopScale.follow(event) {
                followInterfaceScale()
            } else if window.isPing(event.xclient) {
                window.answerPing(event.xclient)
            } else if Atom(event.xclient.data.l.0) == window.deleteAtom {
                show(workflow.closeRequested(&editor))
            }
        case SelectionNotify where xdnd.isOurs(event.xselection):
            handleXdndSelection(event.xselection)
        case DestroyNotify:
            if desktopScale.follow(event) { followInterfaceScale() }
        case MappingNotify:
            XRefreshKeyboardMapping(&event.xmapping)
        case PropertyNotify where event.xproperty.window != window.window:
            // The settings manager's window (XSETTINGS), else a selection transfer's.
            if desktopScale.follow(event) { followInterfaceScale() } else { selectionPropertyEvent(event.xproperty) }
        case PropertyNotify:
            if desktopScale.follow(event) { followInterfaceScale() }
            acknowledger?.propertyChanged(event.xproperty)
        case SelectionRequest, SelectionClear, SelectionNotify:
            selectionEvent(&event)
        default:
            if let (id, isIn) = proximity.xi1Proximity(&event) {
                deliverProximity(device: id, isIn: isIn)
            }
            // Otherwise NoExpose, MIT-SHM completions and the like.
        }
    }
}
