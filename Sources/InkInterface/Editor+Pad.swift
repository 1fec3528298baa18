import InkGeometry
import InkInput

/// The page and zoom pads (`ValuePad`): opening them, their controls and their keys.
extension Editor {
    /// The pad open over the canvas, if any.
    public internal(set) var pad: ValuePad? {
        get { surfaces.pad?.pad }
        set {
            guard let newValue else { surfaces.pad = nil; return }
            if surfaces.pad != nil { surfaces.pad?.pad = newValue } else { surfaces.pad = PadSurface(pad: newValue) }
        }
    }

    public var hoveredPadControl: ValuePad.Control? { surfaces.pad?.hovered }
    public var pressedPadControl: ValuePad.Control? { surfaces.pad?.pressed }

    /// Opens the go-to-page pad next to `anchor`, showing the current page; on the endless
    /// canvas, which has none to go to (a "1 / 1" pad that could do nothing), says so instead.
    mutating func openPagePad(at anchor: Point) -> Damage {
        guard hasSheets else { return postNotice(tr("The canvas has no pages to show: open a PDF or images, or add a page.")) }
        return openPad(.page(count: document.pages.count), value: currentPage + 1, at: anchor)
    }

    /// Opens the zoom pad next to `anchor`, showing the zoom in effect.
    mutating func openZoomPad(at anchor: Point) -> Damage {
        openPad(.zoom, value: zoomPercent, at: anchor)
    }

    private mutating func openPad(_ purpose: ValuePad.Purpose, value: Int, at anchor: Point) -> Damage {
        var damage = closeMenu()
        damage.formUnion(closePopup())
        damage.formUnion(closePad())
        damage.formUnion(dismissHint())
        let p = ValuePad(purpose, value: value, anchor: anchor, rightHanded: rightHanded, within: canvasFrame)
        pad = p
        damage.region.add(p.frame.insetBy(-8))
        return damage
    }

    /// Closes the pad, if open.
    mutating func closePad() -> Damage {
        guard let p = pad else { return .none }
        pad = nil
        return Damage(window: p.frame.insetBy(-8))
    }

    /// Pointer input while a pad is open; nil when the event goes through to the page.
    mutating func padHandles(_ e: InputEvent) -> Damage? {
        guard let p = pad, let outcome = runSurface(\.pad, e) else { return nil }
        switch outcome {
        case .passThrough: return nil
        case .handled(redraw: false): return Damage.none
        case .handled(redraw: true): return Damage(window: p.frame.insetBy(-8))
        case .act(.dismiss):
            popupDismissedByPress = e.device.id
            return closePad()
        case .act(.control(let c)): return padActs(c)
        }
    }

    /// Keys while a pad is open: digits type, Backspace erases, Return is OK, Escape closes.
    mutating func padHandles(_ key: KeyChord) -> Damage? {
        guard let p = pad, !key.modifiers.contains(.control) else { return nil }
        if let damage = padFocusHandles(key) { return damage }
        switch key.key {
        case .escape: return closePad()
        case .enter: return padActs(p.focus ?? .ok)
        case .backspace: return padActs(.backspace)
        case .character(let t) where t.count == 1 && Int(t) != nil: return padActs(.digit(Int(t) ?? 0))
        default: return nil
        }
    }

    /// Carries out a control of the pad: digits and the steps keep it open, the rest close it.
    mutating func padActs(_ control: ValuePad.Control) -> Damage {
        guard var p = pad else { return .none }
        var damage = Damage(window: p.frame.insetBy(-8))
        switch control {
        case .digit(let d): p.type(d)
        case .backspace: p.erase()
        case .stepDown, .stepUp:
            p.value = p.stepped(up: control == .stepUp)
            p.typed = ""
            damage.formUnion(apply(p.value, for: p.purpose))
        case .ok:
            damage.formUnion(closePad())
            damage.formUnion(apply(p.chosen, for: p.purpose))
            return damage
        case .preset(let z):
            damage.formUnion(closePad())
            damage.formUnion(applyZoom(z))
            return damage
        case .percent(let n):
            damage.formUnion(closePad())
            damage.formUnion(apply(n, for: .zoom))
            return damage
        }
        pad = p
        return damage
    }

    /// Shows page `value` (from 1), or sets the zoom to `value` percent.
    private mutating func apply(_ value: Int, for purpose: ValuePad.Purpose) -> Damage {
        switch purpose {
        case .page: return showPage(value - 1)
        case .zoom: return setZoom(Double(value) / 100, around: canvasFrame.center)
        }
    }
}
