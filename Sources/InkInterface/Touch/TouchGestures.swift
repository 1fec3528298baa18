import InkGeometry
import InkInput

/// What the fingers ask of the editor (see `TouchGestures`).
public enum TouchAction: Hashable, Sendable {
    /// Move and zoom the view so that the document point that was under `from` when step
    /// `serial` of the gesture began is under `to`, at `scale` times the zoom of then: one
    /// finger pans (scale 1), two pan and pinch around their centre. Relative to the step's
    /// start, so rounding never adds up over the events.
    case view(from: Point, to: Point, scale: Double, serial: Int)
    /// A quick tap of this many fingers at once (2: undo, 3: redo, L3).
    case tap(fingers: Int, at: Point)
    /// One finger draws (the `touch.draws` preference): its contact began, moved or ended.
    case draw(TouchPhase, Point)
    /// The finger that was drawing is cancelled (a pen came near, a palm, more fingers): its
    /// stroke goes without leaving ink.
    case cancelDrawing
}

/// The view when a step of a touch gesture began: the document point under the fingers'
/// centre then, and the zoom.
struct ViewAnchor: Hashable, Sendable {
    var serial: Int
    var page: Point
    var scale: Double
}

/// Where the fingers' centre was at a moment of a gesture.
struct CentreSample: Hashable, Sendable {
    var centre: Point
    var time: UInt64
}

/// The touch-gesture state machine: fingers navigate, the pen draws (G5).
///
/// One finger pans (or draws, when the preference says so); two fingers pan and pinch-zoom
/// around their centre at every event; a quick tap of two or three fingers that did not move
/// is a tap gesture. Palm rejection: while a pen is in proximity, and for `penQuietMs` after it
/// was last seen, touches never draw or act; fingers already down when the pen comes near are
/// dropped (a drawing one is cancelled); a contact `palmSize` wide or more is a palm and is
/// ignored until it lifts. Times are the events' (server milliseconds), never the wall clock.
public struct TouchGestures: Hashable, Sendable {
    /// How long after the pen was last near touches stay ignored.
    public static let penQuietMs: UInt64 = 500
    /// A contact at least this wide (window pixels, major axis) is a palm, not a finger.
    public static let palmSize = 60.0
    /// The longest a tap gesture may last, and how far its fingers may move.
    public static let tapMs: UInt64 = 300
    public static let tapSlop = 12.0
    /// A flick's speed is measured over its last moves within this time.
    public static let flickWindowMs: UInt64 = 80
    /// Moves closer together in time than this say nothing of a speed: a busy server hands a
    /// backlog over with nearly the same time on every event (touchscreens report every 5-16 ms).
    public static let flickMinSpanMs: UInt64 = 10
    /// The fastest a flick coasts, in window pixels per millisecond (a quick hand's flick).
    public static let maxFlickSpeed = 8.0

    struct Finger: Hashable, Sendable {
        var id: UInt32
        var start: Point
        var position: Point
    }

    enum Mode: Hashable, Sendable { case idle, panning, pinching, drawing(UInt32) }

    /// The fingers that count, in the order they came down.
    var fingers: [Finger] = []
    /// Touches left alone until they lift: palms, touches near the pen, cancelled ones.
    var ignored: Set<UInt32> = []
    var mode = Mode.idle
    /// The pen's proximity and the last time it was seen.
    public private(set) var penInProximity = false
    var penSeenAt: UInt64?
    /// The gesture since the first finger came down: its start, most fingers, whether it moved.
    var gestureStart: UInt64 = 0
    var mostFingers = 0
    var moved = false
    /// The centre and spread of the fingers when the present step began (fingers came or
    /// went), and the step's number.
    var lastCentre = Point.zero
    var lastSpread = 0.0
    public private(set) var serial = 0
    /// The view when step `serial` began, as the editor saw it.
    var viewAnchor: ViewAnchor?

    /// The touch device whose finger is drawing through the editor, and where it last was
    /// (kept by the editor, to cancel that stroke).
    var drawingDevice: Int?
    var drawingAt = Point.zero
    /// The finger working the toolbar or an open surface as a pointer (kept by the editor).
    var controlFinger: UInt32?

    /// Kinetic scrolling after a flick, while it lasts.
    public internal(set) var coasting: TouchCoasting?
    /// The fingers' centre a moment ago (for the flick's speed): where, and when.
    var recent: [CentreSample] = []

    public init() {}

    /// Whether fingers are down that count (not palms, not ignored ones).
    public var isActive: Bool { !fingers.isEmpty }

    /// Whether touches are ignored at `time` because of the pen.
    public func penBlocks(at time: UInt64) -> Bool {
        penInProximity || penSeenAt.map { time < $0 + Self.penQuietMs } ?? false
    }

    /// A pen event: `near` false when the pen left proximity. Fingers down are dropped.
    public mutating func pen(near: Bool, at time: UInt64) -> [TouchAction] {
        penInProximity = near
        penSeenAt = Swift.max(penSeenAt ?? 0, time)
        if near { coasting = nil }
        if near { controlFinger = nil }
        guard near, !fingers.isEmpty else { return [] }
        let wasDrawing = { if case .drawing = mode { return true } else { return false } }()
        for f in fingers { ignored.insert(f.id) }
        fingers = []
        mode = .idle
        mostFingers = 0
        return wasDrawing ? [.cancelDrawing] : []
    }

    /// One touch event.
    public mutating func touch(_ phase: TouchPhase, _ contact: TouchContact, at p: Point, time: UInt64,
                               draws: Bool) -> [TouchAction] {
        let isPalm = (contact.size.map { Swift.max($0.width, $0.height) } ?? 0) >= Self.palmSize
        switch phase {
        case .began:
            guard !penBlocks(at: time), !isPalm, !fingers.contains(where: { $0.id == contact.id }) else {
                ignored.insert(contact.id)
                return []
            }
            ignored.remove(contact.id)
            coasting = nil
            return began(contact.id, at: p, time: time, draws: draws)
        case .moved:
            guard !ignored.contains(contact.id), let i = fingers.firstIndex(where: { $0.id == contact.id }) else { return [] }
            if isPalm || penBlocks(at: time) { return drop(contact.id) }
            fingers[i].position = p
            if (p - fingers[i].start).length > Self.tapSlop { moved = true }
            note(geometry().0, at: time)
            return step()
        case .ended:
            if ignored.remove(contact.id) != nil { return [] }
            return ended(contact.id, at: p, time: time)
        }
    }

    private mutating func began(_ id: UInt32, at p: Point, time: UInt64, draws: Bool) -> [TouchAction] {
        fingers.append(Finger(id: id, start: p, position: p))
        if fingers.count == 1 {
            gestureStart = time
            mostFingers = 1
            moved = false
            lastCentre = p
            lastSpread = 0
            serial += 1
            if draws {
                mode = .drawing(id)
                return [.draw(.began, p)]
            }
            mode = .panning
            return []
        }
        mostFingers = Swift.max(mostFingers, fingers.count)
        let wasDrawing = { if case .drawing = mode { return true } else { return false } }()
        mode = .pinching
        rebase()
        return wasDrawing ? [.cancelDrawing] : []
    }

    private mutating func ended(_ id: UInt32, at p: Point, time: UInt64) -> [TouchAction] {
        guard let i = fingers.firstIndex(where: { $0.id == id }) else { return [] }
        fingers.remove(at: i)
        if mode == .drawing(id) {
            mode = .idle
            return [.draw(.ended, p)]
        }
        guard fingers.isEmpty else {
            mode = fingers.count == 1 ? .panning : .pinching
            rebase()
            return []
        }
        let navigated = mode == .panning || mode == .pinching
        mode = .idle
        if !moved, mostFingers >= 2, time <= gestureStart + Self.tapMs {
            return [.tap(fingers: mostFingers, at: lastCentre)]
        }
        if moved, navigated { coasting = flick(at: time) }
        recent = []
        return []
    }

    /// Remembers where the fingers' centre was, for the last `flickWindowMs`.
    private mutating func note(_ centre: Point, at time: UInt64) {
        recent.removeAll { $0.time + Self.flickWindowMs < time }
        recent.append(CentreSample(centre: centre, time: time))
    }

    /// The coasting a flick that ended at `time` starts: the centre's speed over its last moves.
    private func flick(at time: UInt64) -> TouchCoasting? {
        guard let first = recent.first, let last = recent.last, last.time >= first.time + Self.flickMinSpanMs,
              last.time + Self.flickWindowMs >= time else { return nil }
        var velocity = (last.centre - first.centre) * (1 / Double(last.time - first.time))
        if velocity.length > Self.maxFlickSpeed { velocity = velocity * (Self.maxFlickSpeed / velocity.length) }
        return TouchCoasting(velocity: velocity, time: time)
    }

    /// Lets time pass for the coasting: the distance the view moves now.
    public mutating func coast(to time: UInt64) -> Point {
        guard var c = coasting else { return .zero }
        let (distance, goesOn) = c.step(to: time)
        coasting = goesOn ? c : nil
        return distance
    }

    /// A finger that turned out to be a palm, or came down before the pen was near.
    private mutating func drop(_ id: UInt32) -> [TouchAction] {
        ignored.insert(id)
        fingers.removeAll { $0.id == id }
        mostFingers = 0
        if mode == .drawing(id) {
            mode = .idle
            return [.cancelDrawing]
        }
        mode = fingers.isEmpty ? .idle : fingers.count == 1 ? .panning : .pinching
        rebase()
        return []
    }

    /// The view follows the fingers: one pans, two pan and zoom around their centre.
    private mutating func step() -> [TouchAction] {
        switch mode {
        case .drawing(let id):
            return fingers.first { $0.id == id }.map { [.draw(.moved, $0.position)] } ?? []
        case .panning, .pinching:
            guard moved else { return [] }
            let (centre, spread) = geometry()
            let scale = mode == .pinching && lastSpread > 0 && spread > 0 ? spread / lastSpread : 1
            return [.view(from: lastCentre, to: centre, scale: scale, serial: serial)]
        case .idle:
            return []
        }
    }

    /// Takes the fingers' present centre and spread as the reference (fingers came or went).
    private mutating func rebase() {
        (lastCentre, lastSpread) = geometry()
        serial += 1
        recent = []
    }

    /// The centre of the first two fingers (or of the one), and their distance.
    private func geometry() -> (Point, Double) {
        guard let a = fingers.first else { return (lastCentre, 0) }
        guard fingers.count >= 2 else { return (a.position, 0) }
        let b = fingers[1]
        return ((a.position + b.position) * 0.5, (a.position - b.position).length)
    }
}
