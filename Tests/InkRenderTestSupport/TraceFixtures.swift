import Foundation
import InkInput

/// The render fixtures of recorded pen traces in `Tests/Traces` (see its README): each
/// `NAME.trace` is drawn by the real stroke pipeline and compared with `NAME.png`.
/// A new fixture is its trace file plus its name in `names`; its image is made on purpose with
/// `INKSTONE_UPDATE_FIXTURES=1 swift test --filter TraceRenderFixtureTests`.
public enum TraceFixtures {
    /// Every fixture, by name.
    public static let names = [
        "pf-handwriting-hey",
        "pf-handwriting-hey-small",
        "pf-fast-scribble",
        "pf-corners",
        "rig-slow-pressure",
        "rig-tilted-circle",
        "rig-highlighter",
    ]

    /// `Tests/Traces`, found from this file's place in `Tests/InkRenderTestSupport`.
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Traces")

    public static func traceURL(_ name: String) -> URL { folder.appendingPathComponent(name + ".trace") }
    public static func imageURL(_ name: String) -> URL { folder.appendingPathComponent(name + ".png") }

    /// The fixture's trace, read and checked.
    public static func trace(_ name: String) throws -> PenTrace {
        try PenTrace(text: String(contentsOf: traceURL(name), encoding: .utf8))
    }

    /// Whether expected images are to be written anew (`INKSTONE_UPDATE_FIXTURES=1`): only ever
    /// on purpose, never because an image is missing or differs.
    public static var updating: Bool { ProcessInfo.processInfo.environment["INKSTONE_UPDATE_FIXTURES"] == "1" }

    /// Where a failing comparison leaves the actual and the difference images.
    public static let failureFolder = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-fixture-failures")
}
