import InkGeometry

/// The file chooser's on-screen keyboard (issue 16): a tap on the name field opens it, so a
/// file is named with the pen alone. Letters, digits, `-`, `_` and `.`, a backspace, a shift
/// for one capital letter and Done; four rows of eleven key widths, which fit the chooser at
/// 400x300 (keys about 28x38 px there, at most 48 px tall in larger windows).
public enum ChooserKeyboard {
    /// The keys row by row, each with its width in key units.
    static let rows: [[(ChooserControl, Double)]] = [
        "1234567890".map { (.key(String($0)), 1.0) } + [(.backspace, 1)],
        "qwertyuiop-".map { (.key(String($0)), 1.0) },
        "asdfghjkl_.".map { (.key(String($0)), 1.0) },
        [(.shift, 2)] + "zxcvbnm".map { (.key(String($0)), 1.0) } + [(.hideKeyboard, 2)],
    ]
    static let gap = 4.0
    static let units = 11.0
    static let maxKeyHeight = 48.0

    /// The keys laid out in `area`, rows from its top.
    static func keys(in area: Rect) -> [ChooserLayout.Control] {
        let g = gap
        let unit = ((area.width - (units - 1) * g) / units).rounded(.down)
        let height = Swift.min(maxKeyHeight, ((area.height - 3 * g) / 4).rounded(.down))
        let left = (area.minX + (area.width - (unit * units + (units - 1) * g)) / 2).rounded()
        var controls: [ChooserLayout.Control] = []
        for (r, row) in rows.enumerated() {
            var x = left
            let y = area.minY + Double(r) * (height + g)
            for (control, width) in row {
                let w = unit * width + g * (width - 1)
                controls.append(ChooserLayout.Control(control: control, frame: Rect(x: x, y: y, width: w, height: height)))
                x += w + g
            }
        }
        return controls
    }

    /// What a key types, with shift in effect or not.
    public static func text(_ key: String, shift: Bool) -> String { shift ? key.uppercased() : key }
}
