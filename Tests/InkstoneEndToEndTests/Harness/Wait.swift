import Foundation

/// Polls `condition` until it holds or `timeout` seconds pass; never a fixed sleep.
@discardableResult
func waitUntil(timeout: Double = 10, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
        if condition() { return true }
        usleep(10_000)
    } while Date() < deadline
    return condition()
}
