import InkGeometry
import InkInput

/// The colour picker opened from the palette's custom colour button.
extension Editor {
    /// The colour picker, when open.
    public internal(set) var picker: ColorPicker? {
        get { surfaces.picker?.picker }
        set {
            guard let newValue else { surfaces.picker = nil; return }
            if surfaces.picker != nil { surfaces.picker?.picker = newValue } else { surfaces.picker = PickerSurface(picker: newValue) }
        }
    }

    /// The picker's control under the pointer (highlighted) and the one pressed.
    public var hoveredPickerControl: ColorPickerControl? { surfaces.picker?.hovered }
    public var pressedPickerControl: ColorPickerControl? { surfaces.picker?.pressed }

    /// Opens the picker for the colour tool of `kind`'s device, starting from its colour, for a
    /// pen at `anchor` (the palette's); the palette closes.
    public mutating func openPicker(for kind: DeviceKind, at anchor: Point) -> Damage {
        var damage = closePopup()
        damage.formUnion(closePicker())
        let state = toolState(for: kind)
        let p = ColorPicker(color: state.color(in: palette), tool: state.colorTool, kind: kind, anchor: anchor,
                            rightHanded: rightHanded, within: canvasFrame)
        picker = p
        damage.region.add(p.bounds)
        return damage
    }

    /// Closes the picker (the colour stays as it was), if it is open.
    public mutating func closePicker() -> Damage {
        guard let p = picker else { return .none }
        picker = nil
        return Damage(window: p.bounds)
    }

    /// Pointer input while the picker is open (nil: it goes through to the page).
    mutating func pickerHandles(_ e: InputEvent) -> Damage? {
        guard let before = picker, let outcome = runSurface(\.picker, e) else { return nil }
        switch outcome {
        case .passThrough: return nil
        case .handled(let redraw): return redraw ? Damage(window: before.bounds) : Damage.none
        case .act(.cancel):
            // The press that closed it never draws (its release is swallowed too).
            popupDismissedByPress = e.device.id
            return closePicker()
        case .act(.apply(let color)):
            var damage = closePicker()
            damage.formUnion(perform(.setColor(color), for: before.kind))
            return damage
        }
    }

    /// Keys while the picker is open: Escape closes it as it was, Return applies the colour.
    mutating func pickerHandles(_ key: KeyChord) -> Damage? {
        guard let p = picker else { return nil }
        switch key.key {
        case .escape: return closePicker()
        case .enter:
            var damage = closePicker()
            damage.formUnion(perform(.setColor(p.color), for: p.kind))
            return damage
        default: return pickerArrowHandles(key)
        }
    }
}
