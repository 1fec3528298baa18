import CX11
import Glibc
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
        public var title: String
        /// Log every decoded input event to standard error.
        public var debugInput: Bool
        public init(size: Size = Size(1024, 720), title: String = "Untitled — Inkstone", debugInput: Bool = false) {
            self.size = size; self.title = title; self.debugInput = debugInput
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
    private var editor: Editor
    private var running = true

    public init(display: XDisplay, options: Options) throws {
        self.display = display
        self.options = options
        var opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0
        var major: Int32 = 2, minor: Int32 = 2
        guard XQueryExtension(display.pointer, "XInputExtension", &opcode, &event, &error) != 0,
              XIQueryVersion(display.pointer, &major, &minor) == Success else { throw StartError.noXInput2 }
        xiOpcode = opcode
        registry = DeviceRegistry(display: display)
        guard let w = AppWindow(display: display, size: options.size, title: options.title) else { throw StartError.noWindow }
        window = w
        keyboard = Keyboard(display: display, window: w.window)
        guard let r = FrameRenderer(width: Int(options.size.width), height: Int(options.size.height)) else { throw StartError.outOfMemory }
        renderer = r
        editor = Editor(windowSize: options.size)
        _ = renderer.render(editor, damage: Damage(window: editor.windowFrame), fullInk: true)
    }

    /// Runs until the window is closed; returns the exit status.
    public func run() -> Int32 {
        let dpy = display.pointer
        while running {
            while running && XPending(dpy) > 0 {
                var event = XEvent()
                XNextEvent(dpy, &event)
                dispatch(&event)
            }
            guard running else { break }
            // Xlib may hold events read during a round trip while the socket is empty.
            if XEventsQueued(dpy, QueuedAlready) > 0 { continue }
            var pfd = pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)
            if poll(&pfd, 1, -1) < 0 && errno != EINTR { return 1 }
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
        case ConfigureNotify:
            let e = event.xconfigure
            resize(to: Size(Double(e.width), Double(e.height)))
        case KeyPress:
            if let chord = keyboard.chord(&event) { show(editor.handle(chord)) }
        case ClientMessage:
            if Atom(event.xclient.data.l.0) == window.deleteAtom { running = false }
        case MappingNotify:
            XRefreshKeyboardMapping(&event.xmapping)
        default:
            break // NoExpose, MIT-SHM completions and the like.
        }
    }

    private func handleXI(_ event: inout XEvent) {
        guard XGetEventData(display.pointer, &event.xcookie) != 0, let data = event.xcookie.data else { return }
        defer { XFreeEventData(display.pointer, &event.xcookie) }
        let type = event.xcookie.evtype
        switch type {
        case XI_Motion, XI_ButtonPress, XI_ButtonRelease:
            let ev = data.assumingMemoryBound(to: XIDeviceEvent.self)
            guard let input = XIEventDecoder(registry: registry).decode(ev, type: type) else { return }
            if options.debugInput { log(debugLine(input)) }
            show(editor.handle(input))
        case XI_HierarchyChanged:
            registry.refresh()
        default:
            break
        }
    }

    private func resize(to size: Size) {
        guard size != window.size, size.width >= 1, size.height >= 1 else { return }
        window.resized(to: size)
        guard renderer.resize(width: Int(size.width), height: Int(size.height)) else { return }
        let damage = editor.resize(to: size)
        _ = renderer.render(editor, damage: damage, fullInk: true)
        window.present(renderer.frame.surface, editor.windowFrame)
    }

    /// Renders a damage and puts it on screen at once (G2).
    private func show(_ damage: Damage) {
        guard !damage.isEmpty else { return }
        let area = renderer.render(editor, damage: damage)
        window.present(renderer.frame.surface, area)
    }

    private func log(_ line: String) {
        fputs(line + "\n", stderr)
    }
}
