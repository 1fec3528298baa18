import CX11
import Foundation
import Glibc
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkRender

/// The running app on X11: owns every piece of X and Cairo state (one `@MainActor` owner),
/// feeds decoded input to the editor and shows what it damaged before reading the next event.
@MainActor
public final class X11App {
    /// How the app is started.
    public struct Options: Sendable {
        public var size: Size
        /// The document's name for the title ("Untitled", a file or folder name).
        public var title: String
        /// The document to show (a blank canvas, or pages opened from the command line).
        public var document: Document
        /// The `.inkstone` file it was read from, if any: where Ctrl+S saves.
        public var documentPath: String?
        /// The folder the opened images came from (where a first save goes).
        public var sourceFolder: String?
        /// Log every decoded input event to standard error.
        public var debugInput: Bool
        /// Where the preferences live ($XDG_CONFIG_HOME/inkstone/preferences.json).
        public var preferences: PreferencesStore
        /// The file each of the document's images came from, by key (`DocumentImport.load`).
        public var imageOrigins: [String: String] = [:]
        public init(size: Size = Size(1024, 720), title: String = "Untitled", document: Document = Document(),
                    documentPath: String? = nil, sourceFolder: String? = nil, debugInput: Bool = false, preferences: PreferencesStore) {
            self.size = size; self.title = title; self.document = document; self.documentPath = documentPath
            self.sourceFolder = sourceFolder
            self.debugInput = debugInput; self.preferences = preferences
        }
    }

    /// Why the app could not start.
    public enum StartError: Error, CustomStringConvertible {
        case noXInput2
        case noWindow
        case outOfMemory
        public var description: String {
            switch self {
            case .noXInput2: return "the X server does not support XInput 2.2"
            case .noWindow: return "cannot create a window"
            case .outOfMemory: return "cannot allocate the canvas"
            }
        }
    }

    private let display: XDisplay
    private let window: AppWindow
    private let registry: DeviceRegistry
    private let keyboard: Keyboard
    private let renderer: FrameRenderer
    private let options: Options
    private let xiOpcode: Int32
    private let proximity: ProximitySignals
    private let preferencesWatcher: PreferencesWatcher
    /// The desktop's file chooser, when a portal runs (else the app's own chooser is used).
    let portal: PortalFileChooser?
    private let termination = TerminationSignals()
    private let acknowledger: TestAcknowledger?
    let keeper: DocumentKeeper
    var title: String
    var clock = ServerClock()
    var editor: Editor
    var running = true
    /// The editor's change count when the document was last saved (or opened).
    var savedChangeCount = 0
    /// Whether leaving now loses nothing (saved, or the person chose to discard).
    var cleanExit = false
    var sourceFolder: String? { openedFolder ?? options.sourceFolder }
    /// The window's X id, for the portal's dialogs to sit on it.
    var windowID: UInt { UInt(window.window) }
    /// The folder of the last document opened with the chooser.
    var openedFolder: String?
    /// A save waiting for "Replace?", an open waiting for "Discard changes?".
    var pendingOverwrite: String?
    var pendingOpen: String?
    /// The decoded page images the renderer draws.
    var imageCache: PageImageCache?
    /// The file each page image came from (by key), to name it when it cannot be shown.
    var imageOrigins: [String: String] = [:]
    /// When a hovering pen without proximity signals counts as gone (see ProximitySignals).
    var silentPenDeadline: (device: DeviceRef, at: Date)?

    public init(display: XDisplay, options: Options) throws {
        self.display = display
        self.options = options
        var opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0
        var major: Int32 = 2, minor: Int32 = 2
        guard XQueryExtension(display.pointer, "XInputExtension", &opcode, &event, &error) != 0,
              XIQueryVersion(display.pointer, &major, &minor) == Success else { throw StartError.noXInput2 }
        xiOpcode = opcode
        registry = DeviceRegistry(display: display)
        guard let w = AppWindow(display: display, size: options.size, title: "\(options.title) — Inkstone") else { throw StartError.noWindow }
        window = w
        keyboard = Keyboard(display: display, window: w.window)
        acknowledger = TestAcknowledger(display: display, window: w, environment: ProcessInfo.processInfo.environment)
        proximity = ProximitySignals(display: display, window: w.window)
        proximity.refresh(registry)
        guard let r = FrameRenderer(width: Int(options.size.width), height: Int(options.size.height)) else { throw StartError.outOfMemory }
        renderer = r
        editor = Editor(document: options.document, windowSize: options.size)
        _ = editor.showStart()
        savedChangeCount = 0
        title = options.title
        keeper = DocumentKeeper(environment: ProcessInfo.processInfo.environment, path: options.documentPath)
        keeper.start(with: options.document)
        preferencesWatcher = PreferencesWatcher(store: options.preferences)
        portal = PortalFileChooser(environment: ProcessInfo.processInfo.environment)
        let cache = PageImageCache { _ in nil }
        renderer.images = cache
        imageCache = cache
        cache.source = { [unowned self] key in self.editor.document.images[key] }
        imageOrigins = options.imageOrigins
        if let offer = keeper.recoveryPrompt { _ = editor.ask(offer) }
        clock.observe(serverTime: w.serverTime())
        _ = editor.advance(to: clock.now)
        editor.desktopDoubleClickMs = DesktopSettings.doubleClickTime(display)
        loadPreferences(atStart: true)
        _ = renderer.render(editor, damage: Damage(window: editor.windowFrame), fullInk: true)
    }

    /// Runs until the window is closed; returns the exit status.
    public func run() -> Int32 {
        let dpy = display.pointer
        defer { if cleanExit { keeper.retire() } }
        installErrorHooks(logProtocolErrors: options.debugInput)
        reportJournal()
        while running {
            while running && XPending(dpy) > 0 {
                var event = XEvent()
                XNextEvent(dpy, &event)
                dispatch(&event)
            }
            reportUnshownImages()
            guard running else { break }
            // Xlib may hold events read during a round trip while the socket is empty.
            if XEventsQueued(dpy, QueuedAlready) > 0 { continue }
            // poll() skips descriptors of -1 (no preferences folder to watch, no portal).
            let portalQueued = portal?.needsDispatch ?? false
            var fds = [pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: preferencesWatcher.fileDescriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: portal?.fileDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: termination.fileDescriptor, events: Int16(POLLIN), revents: 0)]
            if poll(&fds, 4, portalQueued ? 0 : pollTimeout()) < 0 && errno != EINTR { return waitFailed(errno) }
            if fds[3].revents != 0 && termination.received() {
                // Asked to end (logout, kill): nothing to ask about then. Unsaved work is
                // flushed to the journal and offered at the next start.
                keeper.flush()
                reportJournal()
                cleanExit = editor.changeCount == savedChangeCount
                break
            }
            if fds[1].revents != 0 && preferencesWatcher.fileChanged() { loadPreferences(atStart: false) }
            if fds[2].revents != 0 || portalQueued, case .chosen(let mode, let path, let nameChanged)? = portal?.dispatch() {
                chosen(mode, path, fromPortal: true, nameChanged: nameChanged)
            }
            fireTimers()
            reportJournal()
        }
        return 0
    }

    private func dispatch(_ event: inout XEvent) {
        if XFilterEvent(&event, 0) != 0 { return }
        switch event.type {
        case GenericEvent where event.xcookie.extension == xiOpcode:
            handleXI(&event)
        case Expose:
            let e = event.xexpose
            window.present(renderer.frame.surface, Rect(x: Double(e.x), y: Double(e.y), width: Double(e.width), height: Double(e.height)))
            display.flush()
        case ConfigureNotify:
            let e = event.xconfigure
            resize(to: Size(Double(e.width), Double(e.height)))
        case KeyPress:
            if let chord = keyboard.chord(&event), !fileCommand(chord) { show(editor.handle(chord)) }
        case KeyRelease:
            if let chord = keyboard.chord(&event) { show(editor.handleRelease(chord)) }
        case ClientMessage:
            if Atom(event.xclient.data.l.0) == window.deleteAtom { closeRequested() }
        case MappingNotify:
            XRefreshKeyboardMapping(&event.xmapping)
        case PropertyNotify:
            acknowledger?.propertyChanged(event.xproperty)
        default:
            if let (id, isIn) = proximity.xi1Proximity(&event) {
                deliverProximity(device: id, isIn: isIn)
            }
            // Otherwise NoExpose, MIT-SHM completions and the like.
        }
    }

    private func handleXI(_ event: inout XEvent) {
        guard XGetEventData(display.pointer, &event.xcookie) != 0, let data = event.xcookie.data else { return }
        defer { XFreeEventData(display.pointer, &event.xcookie) }
        let type = event.xcookie.evtype
        switch type {
        case XI_Motion, XI_ButtonPress, XI_ButtonRelease:
            let ev = data.assumingMemoryBound(to: XIDeviceEvent.self)
            clock.observe(serverTime: UInt64(ev.pointee.time))
            guard let input = XIEventDecoder(registry: registry, proximity: proximity).decode(ev, type: type) else { return }
            deliver(input)
        case XI_Leave:
            let ev = data.assumingMemoryBound(to: XILeaveEvent.self).pointee
            guard ev.mode == XINotifyNormal, let device = registry.device(ev.sourceid) else { return }
            deliver(InputEvent(action: .leave, device: DeviceRef(id: Int(ev.sourceid), kind: device.kind),
                               position: Point(ev.event_x, ev.event_y), time: UInt64(ev.time)))
        case XI_PropertyEvent:
            let ev = data.assumingMemoryBound(to: XIPropertyEvent.self)
            if let isIn = proximity.propertyProximity(ev, registry: registry) {
                deliverProximity(device: Int(ev.pointee.deviceid), isIn: isIn)
            }
        case XI_HierarchyChanged:
            registry.refresh()
            proximity.refresh(registry)
        default:
            break
        }
    }

    func deliver(_ input: InputEvent) {
        if options.debugInput { log(debugLine(input)) }
        show(editor.handle(input))
        acknowledger?.noteInput()
        let isPen = input.device.kind == .pen || input.device.kind == .eraser
        if input.action == .motion && isPen && input.buttons.isEmpty && !proximity.hasSignal(input.device.id) {
            silentPenDeadline = (input.device, Date().addingTimeInterval(ProximitySignals.silentPenTimeout))
        } else if input.action == .leave || input.device.id == silentPenDeadline?.device.id || !isPen {
            silentPenDeadline = nil
        }
    }

    private func deliverProximity(device id: Int, isIn: Bool) {
        guard let device = registry.device(Int32(id)) else { return }
        proximity.note(id, isIn: isIn)
        let position = editor.hover?.position ?? .zero
        deliver(InputEvent(action: isIn ? .proximityIn : .proximityOut, device: DeviceRef(id: id, kind: device.kind),
                           position: position, time: clock.now))
    }

    private func resize(to size: Size) {
        guard size != window.size, size.width >= 1, size.height >= 1 else { return }
        window.resized(to: size)
        guard renderer.resize(width: Int(size.width), height: Int(size.height)) else { return }
        let damage = editor.resize(to: size)
        _ = renderer.render(editor, damage: damage, fullInk: true)
        window.present(renderer.frame.surface, editor.windowFrame)
        display.flush()
    }

    /// Reads the preferences file and applies it; a broken file is reported once in the window.
    private func loadPreferences(atStart: Bool) {
        let result = options.preferences.load()
        guard atStart || result.preferences != editor.preferences || result.problem != nil else { return }
        var damage = editor.apply(result.preferences)
        if let problem = result.problem {
            log("inkstone: \(problem)")
            let kept = result.movedAside.map { " The broken file is kept as \($0.lastPathComponent)." } ?? ""
            damage.formUnion(editor.showNotice("Your preferences could not be read, so Inkstone uses the defaults.\(kept)"))
        }
        if !atStart { show(damage) }
    }

    /// Renders a damage and puts it on screen at once (G2).
    func show(_ damage: Damage) {
        guard !damage.isEmpty else { return }
        if damage.preferences {
            do { try options.preferences.save(editor.preferences) } catch {
                show(editor.showNotice("Could not save preferences: \(error)"))
            }
        }
        if damage.documentChanged {
            updateTitle()
            if let base = editor.takeJournalBase() { keeper.rebase(base) }
            keeper.record(editor.takeJournalEdits())
        }
        let areas = renderer.render(editor, damage: damage)
        for r in areas.rects { window.present(renderer.frame.surface, r) }
        display.flush()
        window.setPointer(editor.pointerShape)
        if let answer = editor.takePromptAnswer() { answered(answer.topic, answer.choice) }
        if let choice = editor.takeChooserResult() { chosen(choice.mode, choice.path) }
    }

    /// "*name — Inkstone" while there are unsaved changes, "name — Inkstone" otherwise.
    func updateTitle() {
        let modified = editor.changeCount != savedChangeCount
        window.setTitle("\(modified ? "*" : "")\(title) — Inkstone")
    }

    func log(_ line: String) {
        fputs(line + "\n", stderr)
    }
}
