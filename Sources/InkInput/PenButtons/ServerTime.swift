/// Timestamp arithmetic that never traps: server times from different devices may be equal
/// or slightly out of order, and a deadline near the end of the clock stays at its end.
extension UInt64 {
    /// `self - earlier`, or 0 when `earlier` is later.
    func elapsed(since earlier: UInt64) -> UInt64 {
        self >= earlier ? self - earlier : 0
    }

    /// `self + duration`, capped at `UInt64.max`.
    func after(_ duration: UInt64) -> UInt64 {
        let (sum, overflow) = addingReportingOverflow(duration)
        return overflow ? .max : sum
    }
}
