import InkGeometry
import InkInterface

/// What `inkstone --help` prints (and a usage error after its message), in the language of the
/// translations: each description is one message (its line breaks are the translator's), set
/// in a column after its option, its further lines indented to that column.
var usage: String {
    let usageLabel = tr("Usage:")
    let indent = String(repeating: " ", count: HelpText.width(usageLabel) + 1)
    let synopsis = ["inkstone [options] [PDF... | IMAGE... | FOLDER | FILE.inkstone]",
                    "inkstone [options] --new | --open-chooser",
                    "inkstone prefs list | get KEY | set KEY VALUE | reset [KEY]",
                    "inkstone export INPUT... --png DIR [--dpi N] | --pdf FILE [--image-dpi N] [--password PW]",
                    "inkstone thumbnail INPUT OUTPUT.png [--size N]",
                    "inkstone upgrade FILE.inkstone..."]
    var out = usageLabel + " " + synopsis.joined(separator: "\n" + indent) + "\n\n" + helpTagline + "\n\n" + helpOptions + "\n"
    out += HelpText.rows(column: 21, [
        ("--display NAME", tr("X display to use (default: $DISPLAY)")),
        ("--geometry WxH", tr("window size in pixels (default: 1024x720)")),
        ("--new", tr("start on a new blank document (also when another window is open)")),
        ("--open-chooser", tr("start by asking which document or images to open")),
        ("--list-devices", tr("print the input devices with their kind and axes, then exit")),
        ("--debug-input", tr("log every decoded input event and X error to standard error")),
        ("--record-trace FILE", tr("write every pen stroke drawn to FILE as a pen trace\n(samples with pressure, tilt and rotation; see docs/PEN-TRACES.md)")),
        ("--dpi N", tr("take the images opened as N dots per inch, whatever they state\n(images stating none are 96 dpi; only exports use it)")),
        ("--version", tr("print the version and exit")),
        ("-h, --help", tr("print this help and exit")),
    ])
    out += "\n" + tr("Preferences ($XDG_CONFIG_HOME/inkstone/preferences.json, by default in ~/.config):") + "\n"
    out += HelpText.rows(column: 25, [
        ("prefs list", tr("print every preference as KEY = VALUE")),
        ("prefs get KEY", tr("print the value of KEY")),
        ("prefs set KEY VALUE", tr("check and save a new value for KEY")),
        ("prefs reset [KEY]", tr("put KEY, or every preference, back to its default")),
    ])
    out += "\n" + tr("Export (no display needed; INPUT is an .inkstone document, or PDFs, PNG and JPEG images\nand folders of them, whose files follow the natural order of the names: page-2 before\npage-10; each PDF page is a page):") + "\n"
    out += HelpText.rows(column: 31, [
        ("export INPUT... --png DIR", tr("write each page as DIR/page-001.png, page-002.png, ...\n(each page at its own pixels: an image page pixel for pixel,\na PDF page at 150 dpi)")),
        ("  --dpi N", tr("with --png: draw every page at N pixels per inch instead (10-2400)")),
        ("export INPUT... --pdf FILE", tr("write one PDF, a page per page at its true size (an image's\npixels at its resolution: PNG pHYs, JPEG JFIF or EXIF, else 96 dpi;\nPDF pages as their own vectors and text, at their own size);\nFILE - (or /dev/stdout) streams it to standard output")),
        ("  --image-dpi N", tr("take the input images as N dots per inch, whatever they state")),
        ("  --password PW", tr("the password of encrypted PDFs among the inputs")),
    ])
    out += tr("Outputs are new files or replace regular files only: never an input, a link, a FIFO\nor a device.") + "\n\n"
    out += tr("Thumbnail (no display needed):") + "\n"
    out += HelpText.rows(column: 21, [("thumbnail INPUT OUTPUT.png [--size N]", tr("write the first page with its ink, its larger side N pixels\n(default 256, at most 4096), for file managers"))])
    out += "\n" + tr("Upgrade (no display needed):") + "\n"
    out += HelpText.rows(column: 21, [("upgrade FILE.inkstone...", tr("rewrite each document in the current file format (version 4,\nwhich older Inkstones refuse), each whole or not at all, keeping\nits mode; documents already current are left as they are"))])
    return out + "\n" + helpKeys + "\n" + Shortcuts.helpText + "\n\n" + helpRemembered
}

/// The layout of the help's option rows.
enum HelpText {
    /// `rows` as "  OPTION   description": the description from `column` (two spaces after an
    /// option that just reaches it, on the next line after a longer one), each of its further
    /// lines indented to the column.
    static func rows(column: Int, _ rows: [(option: String, text: String)]) -> String {
        let margin = String(repeating: " ", count: column)
        return rows.map { row in
            let left = "  " + row.option
            let lines = row.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let first = width(left) < column ? left + String(repeating: " ", count: column - width(left)) + lines[0]
                : width(left) == column ? left + "  " + lines[0]
                : left + "\n" + margin + lines[0]
            return ([first] + lines.dropFirst().map { margin + $0 }).joined(separator: "\n") + "\n"
        }.joined()
    }

    /// The columns `text` takes in a terminal: East Asian wide characters take two.
    static func width(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { sum, s in
            let v = s.value
            let wide = (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
                || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v)
            return sum + (wide ? 2 : 1)
        }
    }
}
