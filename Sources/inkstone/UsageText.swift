import InkInterface

/// What `inkstone --help` prints (and a usage error after its message).
let usage = """
    Usage: inkstone [options] [PDF... | IMAGE... | FOLDER | FILE.inkstone]
           inkstone [options] --new | --open-chooser
           inkstone prefs list | get KEY | set KEY VALUE | reset [KEY]
           inkstone export INPUT... --png DIR [--dpi N] | --pdf FILE [--image-dpi N] [--password PW]
           inkstone thumbnail INPUT OUTPUT.png [--size N]
           inkstone upgrade FILE.inkstone...

    \(helpTagline)

    \(helpOptions)
      --display NAME     X display to use (default: $DISPLAY)
      --geometry WxH     window size in pixels (default: 1024x720)
      --new              start on a new blank document (also when another window is open)
      --open-chooser     start by asking which document or images to open
      --list-devices     print the input devices with their kind and axes, then exit
      --debug-input      log every decoded input event and X error to standard error
      --record-trace FILE  write every pen stroke drawn to FILE as a pen trace
                         (samples with pressure, tilt and rotation; see docs/PEN-TRACES.md)
      --dpi N            take the images opened as N dots per inch, whatever they state
                         (images stating none are 96 dpi; only exports use it)
      --version          print the version and exit
      -h, --help         print this help and exit

    Preferences ($XDG_CONFIG_HOME/inkstone/preferences.json, by default in ~/.config):
      prefs list             print every preference as KEY = VALUE
      prefs get KEY          print the value of KEY
      prefs set KEY VALUE    check and save a new value for KEY
      prefs reset [KEY]      put KEY, or every preference, back to its default

    Export (no display needed; INPUT is an .inkstone document, or PDFs, PNG and JPEG images
    and folders of them, whose files follow the natural order of the names: page-2 before
    page-10; each PDF page is a page):
      export INPUT... --png DIR    write each page as DIR/page-001.png, page-002.png, ...
                                   (each page at its own pixels: an image page pixel for pixel,
                                   a PDF page at 150 dpi)
        --dpi N                    with --png: draw every page at N pixels per inch instead (10-2400)
      export INPUT... --pdf FILE   write one PDF, a page per page at its true size (an image's
                                   pixels at its resolution: PNG pHYs, JPEG JFIF or EXIF, else 96 dpi;
                                   PDF pages as their own vectors and text, at their own size);
                                   FILE - (or /dev/stdout) streams it to standard output
        --image-dpi N              take the input images as N dots per inch, whatever they state
        --password PW              the password of encrypted PDFs among the inputs
    Outputs are new files or replace regular files only: never an input, a link, a FIFO
    or a device.

    Thumbnail (no display needed):
      thumbnail INPUT OUTPUT.png [--size N]
                         write the first page with its ink, its larger side N pixels
                         (default 256, at most 4096), for file managers

    Upgrade (no display needed):
      upgrade FILE.inkstone...
                         rewrite each document in the current file format (version 4,
                         which older Inkstones refuse), each whole or not at all, keeping
                         its mode; documents already current are left as they are

    \(helpKeys)
    \(Shortcuts.helpText)

    \(helpRemembered)
    """

