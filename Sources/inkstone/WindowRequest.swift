import InkGeometry

/// What `inkstone [options] [INPUT...]` asks the window for: where and how large it opens,
/// which inputs it shows and what it does first.
struct WindowRequest: Equatable {
    /// `--display`: the X display (nil: `$DISPLAY`).
    var display: String?
    /// `--geometry`: the window's size in pixels.
    var size: Size
    /// `--debug-input`: every decoded input event is logged to standard error.
    var debugInput: Bool
    /// `--record-trace`: the file every pen stroke is written to as a pen trace.
    var recordTrace: String?
    /// `--dpi`/`--image-dpi`: the resolution that replaces the one the images state.
    var dpi: Double?
    /// The images, folders or `.inkstone` file to open.
    var inputs: [String]
    /// `--new`/`--open-chooser`: what the window does first.
    var start: Invocation.Start
}
