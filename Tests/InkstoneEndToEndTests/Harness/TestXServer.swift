/// An X server a test started itself and stops by its PID.
protocol TestXServer: AnyObject, Sendable {
    /// The display name (":N"), chosen by the server through -displayfd.
    var display: String { get }
    /// The server's log so far, shown when a test fails ("" if it keeps none).
    var serverLog: String { get }
    func stop()
}

extension Xvfb: TestXServer {
    var serverLog: String { "" }
}
