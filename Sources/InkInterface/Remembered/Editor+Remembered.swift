import InkDocument
import InkGeometry
import InkInput

/// The editor's side of what is remembered between runs (`RememberedState`): the tools of
/// each device kind, the first-start hint, and where a document was being looked at.
extension Editor {
    /// The remembered state with this editor's tools and hint written into it.
    public func remembered(in state: RememberedState) -> RememberedState {
        var state = state
        for (kind, tools) in tools where kind != .pad && kind != .other {
            state.devices[kind.rawValue] = RememberedTools(unlent(tools, of: kind))
        }
        state.hintDismissed = guidance.hintDismissed
        return state
    }

    /// Takes up the remembered tools and hint (at start); repaints the whole window.
    public mutating func restore(_ state: RememberedState) -> Outcome {
        for (name, remembered) in state.devices {
            guard let kind = DeviceKind(rawValue: name), kind != .pad, kind != .other else { continue }
            tools[kind] = remembered.state(from: .initial(for: kind))
        }
        guidance.hintDismissed = state.hintDismissed
        return outcome(Damage(window: windowFrame))
    }

    /// Where the document is being looked at, remembered under `key`: the page being read
    /// (`currentPage`), where the canvas's top-left corner is from that page's corner, and the zoom.
    public func documentView(key: String) -> DocumentView {
        let canvas = canvasFrame
        let corner = viewport.toPage(Point(canvas.minX, canvas.minY))
        let page = currentPage
        let onPage = corner - layout.origin(of: page)
        return DocumentView(key: key, page: page, x: onPage.x, y: onPage.y, zoom: viewport.scale)
    }

    /// Goes back to a remembered view: the canvas's top-left corner at the same place from
    /// the same page's corner, at the same zoom. A view of a page the document no longer has, or
    /// not a view at all (a damaged file), leaves the view as it is.
    public mutating func restoreView(_ view: DocumentView) -> Outcome {
        guard document.pages.indices.contains(view.page), view.zoom.isFinite, view.x.isFinite, view.y.isFinite,
              abs(view.x) < 1e7, abs(view.y) < 1e7 else { return .none }
        let canvas = canvasFrame
        let scale = Self.zoomRange.clamp(view.zoom)
        let corner = layout.origin(of: view.page) + Point(view.x, view.y)
        let origin = Point(canvas.minX, canvas.minY) - corner * scale
        viewport.scale = scale
        scroll = Point((origin.x - canvas.minX).rounded(), origin.y.rounded())
        viewIsHome = false
        relayout()
        showAcross(view.page)
        return outcome(wholeCanvas)
    }

    /// Moves the view across (never up or down: that is where the reading was) as little as
    /// it takes for page `i` to show as much of its width as the canvas holds: the remembered
    /// corner of a page centred in a wide window (its left margin hundreds of pixels out) put
    /// it at the right edge of a narrow or HiDPI window, a strip of it in sight.
    private mutating func showAcross(_ i: Int) {
        guard let frame = layout.frames[i], frame.width.isFinite else { return }
        let canvas = canvasFrame
        let left = viewport.toWindow(Point(frame.minX, frame.minY)).x, width = frame.width * viewport.scale
        let shift: Double
        if width <= canvas.width {
            shift = left < canvas.minX ? canvas.minX - left : Swift.min(0, canvas.maxX - (left + width))
        } else {
            shift = left > canvas.minX ? canvas.minX - left : Swift.max(0, canvas.maxX - (left + width))
        }
        guard shift.rounded() != 0 else { return }
        scroll.x = (scroll.x + shift).rounded()
        relayout()
    }
}
