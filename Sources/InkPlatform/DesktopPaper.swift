import Glibc
import InkDocument
import InkGeometry

/// The desktop's paper: the C library's for the locale's `LC_PAPER` (A4 in most of the world,
/// Letter in the US and Canada), after `Catalogs.start` has set the locale.
enum DesktopPaper {
    /// Its size in points; A4 where the locale states none that a sheet has.
    static var size: Size {
        let width = Int(bitPattern: UnsafeRawPointer(nl_langinfo(nl_item(_NL_PAPER_WIDTH))))
        let height = Int(bitPattern: UnsafeRawPointer(nl_langinfo(nl_item(_NL_PAPER_HEIGHT))))
        return PaperSize.millimetres(width, height) ?? PaperSize.a4
    }
}
