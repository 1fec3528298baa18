/// How large the interface is drawn: 1 at 96 dpi, 2 on a 192-dpi ("4K") screen. The editor
/// lays everything out in interface pixels; the platform multiplies by the scale for the
/// screen (toolbar, bars, menus, text, hit targets), while ink keeps its size in document units
/// (the zoom is separate).
public enum InterfaceScale {
    /// The scale at which nothing is scaled: 96 dpi, X11's and the desktops' reference.
    public static let referenceDPI = 96.0

    /// Where the scale comes from, first found wins:
    /// 1. the `interface.scale` preference, when a number (the person's own choice);
    /// 2. `GDK_SCALE` (a whole number, as GTK reads it), when set;
    /// 3. the desktop's XSETTINGS `Xft/DPI` (in 1024ths of a dot per inch), followed while running;
    /// 4. `Xft.dpi` in the X resources (`RESOURCE_MANAGER`), read at start;
    /// 5. 1.
    /// A dpi becomes dpi / 96, rounded to a quarter; the result is kept within 0.5…4.
    public static func resolve(preference: Double?, gdkScale: String?, xsettingsDPI1024: Int?, resourceDPI: Double?) -> Double {
        if let preference { return clamp(preference) }
        if let text = gdkScale, let gdk = Int(text.trimmingSpaces), gdk >= 1 { return clamp(Double(gdk)) }
        if let x = xsettingsDPI1024, x > 0 { return fromDPI(Double(x) / 1024) }
        if let dpi = resourceDPI, dpi > 0 { return fromDPI(dpi) }
        return 1
    }

    /// dpi / 96 to the nearest quarter, within 0.5…4.
    public static func fromDPI(_ dpi: Double) -> Double { clamp((dpi / referenceDPI * 4).rounded() / 4) }

    static func clamp(_ s: Double) -> Double { s.isFinite ? Swift.min(4, Swift.max(0.5, s)) : 1 }
}

private extension String {
    var trimmingSpaces: Substring {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}
