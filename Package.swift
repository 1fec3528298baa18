// swift-tools-version:6.0
// Inkstone: a pen-first sketching and annotation app for X11.
//
// Module layers (each may import only the ones above it):
//   engine    InkGeometry, InkDocument, InkInput, InkPreferences,   (pure Swift, Foundation at most)
//             InkInterface, InkWorkflow
//   render    InkRender                                             (Cairo, Poppler, Pango)
//   platform  InkPortal                                             (the only D-Bus user)
//             InkPlatform                                           (the only X11/XInput2 user)
//   app       inkstone                                              (wiring and command line)
//
// Inside the engine: InkInput (devices, input events, pen buttons) knows no documents;
// InkPreferences (the person's settings and their file) builds on InkInput's gestures;
// InkInterface (the Editor) on all three; InkWorkflow (open, save, close, recovery, the
// journal's lifetime) on InkDocument and InkInterface.
import PackageDescription

/// Pango's headers for the targets that import CPango (InkRender, internally, and the tests that
/// compare its text with pangocairo's own). Pango's pkg-config files reach gio's, whose `-pthread` SwiftPM refuses with a
/// warning on every build, so CPango takes glib's, harfbuzz's and cairo's from pkg-config and this
/// one folder (the same on every Debian architecture) here.
let pangoHeaders: [SwiftSetting] = [.unsafeFlags(["-Xcc", "-I/usr/include/pango-1.0"])]

/// Each function in a section of its own, so that the linker can lay out the hot text block
/// (below); the targets whose code a drawing motion runs.
let hotSections: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-function-sections"])]

/// The modules whose classes a drawing motion reaches many times (the loop and its timers, the
/// renderer and its fill, the workflow's deadlines): their release builds check exclusive access
/// only where the compiler can prove it, not again at run time. Each runtime check of a class's
/// stored property costs ~75 instructions and reaches the Swift runtime's thread-local access
/// set (code and data outside the hot text block); a drawing motion made ~30 of them, ~3 % of
/// its instructions (callgrind). Debug builds keep every check, and every test (unit and end to
/// end, which runs the debug app) runs them: an overlapping access fails there.
let releaseStaticExclusivity: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

/// The app is linked by lld with the hot text block's order (Sources/CHotText/hot-text.order):
/// the functions a drawing motion runs, together, between the block's markers.
let hotTextOrder: [LinkerSetting] = [.unsafeFlags(["-use-ld=lld",
    "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Sources/CHotText/hot-text.order",
    "-Xlinker", "--no-warn-symbol-ordering"])]

/// Each target's dependencies as written: what it imports (C modules included). Read through
/// `dependencies(of:)`, which adds every Swift module these reach.
let directDependencies: [String: [String]] = [
    "InkGeometry": [],
    "InkDocument": ["InkGeometry"],
    "InkInput": ["InkGeometry"],
    "InkPreferences": ["InkGeometry", "InkDocument", "InkInput"],
    "InkInterface": ["InkGeometry", "InkDocument", "InkInput", "InkPreferences"],
    "InkWorkflow": ["InkDocument", "InkInterface"],
    "InkRender": ["CCairo", "CJPEG", "CPoppler", "CPango", "InkGeometry", "InkDocument", "InkInput", "InkPreferences", "InkInterface"],
    "InkHandwriting": ["CZinnia", "InkGeometry", "InkInterface"],
    "InkPortal": ["CDBus", "InkDocument", "InkInterface"],
    "InkPlatform": ["CX11", "CCairo", "CCairoXlib", "CGLib", "InkDocument", "InkInput", "InkPreferences", "InkInterface", "InkWorkflow", "InkRender", "InkPortal", "InkHandwriting", "CHotText"],
    "inkstone": ["InkPlatform", "InkInterface", "InkWorkflow", "InkInput", "InkPreferences", "InkDocument", "InkRender"],
    "inkstone-bench": ["CCairo", "InkDocument", "InkInterface", "InkInput", "InkPreferences", "InkRender", "InkRenderTestSupport", "InkTestSupport"],
    "inkstone-latency": ["CXTest", "CCairo", "InkDocument", "InkGeometry", "InkInput", "InkInterface", "InkTestSupport"],
    "InkTestSupport": ["CCairo", "InkGeometry", "InkDocument", "InkInput"],
    "InkRenderTestSupport": ["CCairo", "InkDocument", "InkGeometry", "InkInput", "InkInterface", "InkRender"],
    "InkGeometryTests": ["InkGeometry", "InkTestSupport"],
    "InkDocumentTests": ["InkDocument", "InkTestSupport"],
    "InkInputTests": ["InkInput", "InkTestSupport"],
    "InkPreferencesTests": ["InkPreferences", "InkInput", "InkTestSupport"],
    "InkInterfaceTests": ["InkInterface", "InkDocument", "InkInput", "InkPreferences", "InkTestSupport"],
    "InkWorkflowTests": ["InkWorkflow", "InkInterface", "InkDocument", "InkInput", "InkTestSupport"],
    "InkHandwritingTests": ["InkHandwriting", "InkInterface", "InkGeometry"],
    "InkRenderTests": ["InkRender", "CCairo", "CPango", "InkPreferences", "InkTestSupport", "InkRenderTestSupport"],
    "InkstoneEndToEndTests": ["CXTest", "CCairo", "InkDocument", "InkInterface", "InkGeometry", "InkInput", "InkPreferences", "InkPlatform", "InkPortal", "InkRender", "InkTestSupport", "InkRenderTestSupport", "CPango"],
]

/// A target's dependencies: its own (`directDependencies`) and every Swift module they reach in
/// turn, each named. SwiftPM's native build system recompiles a target when a module it names
/// changes, not one it only reaches through another, while a struct's layout is compiled into
/// every module that holds one: a stored property added to a struct of InkGeometry left the
/// modules that reach it through InkDocument or InkInterface built against the old layout after
/// an incremental build, and they corrupted the heap (swiftlang/swift-package-manager#10502;
/// a clean build was right). `ManifestTests` checks every target. C modules are not added:
/// only their own importers name them (CPango's headers need flags of their own).
func dependencies(of target: String) -> [Target.Dependency] {
    guard let own = directDependencies[target] else { fatalError("Package.swift: add \(target) to directDependencies") }
    var reached: [String] = [], waiting = own
    while let next = waiting.popLast() {
        for further in directDependencies[next] ?? [] where !reached.contains(further) && directDependencies[further] != nil {
            reached.append(further)
            waiting.append(further)
        }
    }
    return (own + reached.filter { !own.contains($0) }.sorted()).map { .byName(name: $0) }
}

let package = Package(
    name: "Inkstone",
    products: [
        .executable(name: "inkstone", targets: ["inkstone"]),
    ],
    targets: [
        // C system libraries.
        .systemLibrary(name: "CX11", path: "Sources/CX11", pkgConfig: "x11 xi",
                       providers: [.apt(["libx11-dev", "libxi-dev"])]),
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CCairoXlib", path: "Sources/CCairoXlib", pkgConfig: "cairo-xlib",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CDBus", path: "Sources/CDBus", pkgConfig: "dbus-1",
                       providers: [.apt(["libdbus-1-dev"])]),
        .systemLibrary(name: "CJPEG", path: "Sources/CJPEG", pkgConfig: "libjpeg",
                       providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(name: "CPoppler", path: "Sources/CPoppler", pkgConfig: "poppler-glib",
                       providers: [.apt(["libpoppler-glib-dev"])]),
        .systemLibrary(name: "CPango", path: "Sources/CPango", pkgConfig: "glib-2.0 gobject-2.0 harfbuzz cairo",
                       providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CGLib", path: "Sources/CGLib", pkgConfig: "glib-2.0",
                       providers: [.apt(["libglib2.0-dev"])]),
        .systemLibrary(name: "CZinnia", path: "Sources/CZinnia", pkgConfig: "zinnia",
                       providers: [.apt(["libzinnia-dev"])]),
        .systemLibrary(name: "CXTest", path: "Tests/CXTest", pkgConfig: "x11 xi xtst xdamage",
                       providers: [.apt(["libxtst-dev", "libxdamage-dev"])]),

        // The hot text block's markers and the read that brings it into the caches (hot_text.h).
        .target(name: "CHotText", exclude: ["hot-text.order"]),

        // Engine: pure Swift.
        .target(name: "InkGeometry", dependencies: dependencies(of: "InkGeometry"), swiftSettings: hotSections),
        .target(name: "InkDocument", dependencies: dependencies(of: "InkDocument"), swiftSettings: hotSections),
        .target(name: "InkInput", dependencies: dependencies(of: "InkInput"), swiftSettings: hotSections),
        .target(name: "InkPreferences", dependencies: dependencies(of: "InkPreferences"), swiftSettings: hotSections),
        .target(name: "InkInterface", dependencies: dependencies(of: "InkInterface"), swiftSettings: hotSections),
        .target(name: "InkWorkflow", dependencies: dependencies(of: "InkWorkflow"), swiftSettings: hotSections + releaseStaticExclusivity),

        // Render: draws engine values with Cairo.
        .target(name: "InkRender", dependencies: dependencies(of: "InkRender"),
                swiftSettings: pangoHeaders + hotSections + releaseStaticExclusivity),

        // Handwriting recognition: Zinnia with the Tegaki models, behind the engine's `HandwritingRecognizer`.
        .target(name: "InkHandwriting", dependencies: dependencies(of: "InkHandwriting")),

        // Platform: the desktop portal's file chooser over D-Bus.
        .target(name: "InkPortal", dependencies: dependencies(of: "InkPortal")),
        // Platform: X11 window, event loop, XI2 decoding.
        .target(name: "InkPlatform", dependencies: dependencies(of: "InkPlatform"),
                swiftSettings: hotSections + releaseStaticExclusivity),

        // The app.
        .executableTarget(name: "inkstone", dependencies: dependencies(of: "inkstone"),
                          swiftSettings: hotSections, linkerSettings: hotTextOrder),

        // `make bench`: figures for the cost of input events.
        .executableTarget(name: "inkstone-bench", dependencies: dependencies(of: "inkstone-bench"),
                          path: "Tests/InkstoneBench"),
        // `make bench`, second part: event-to-pixels latency of the real app against a raw
        // Xlib + Cairo client (Reference/floor.c, compiled by the bench), under its own Xvfb.
        .executableTarget(name: "inkstone-latency", dependencies: dependencies(of: "inkstone-latency"),
                          path: "Tests/InkstoneLatency", exclude: ["Reference", "hot-text.sh"]),

        // Tests. InkTestSupport: what the test targets share (temporary folders, a seeded
        // random generator, device fixtures, the bench's handwriting documents); a plain target,
        // so it lives outside Tests/<name>Tests.
        .target(name: "InkTestSupport", dependencies: dependencies(of: "InkTestSupport"), path: "Tests/InkTestSupport"),
        // InkRenderTestSupport: the render fixtures of recorded pen traces (Tests/Traces), shared by
        // the render tests and the end-to-end replay.
        .target(name: "InkRenderTestSupport", dependencies: dependencies(of: "InkRenderTestSupport"),
                path: "Tests/InkRenderTestSupport"),
        .testTarget(name: "InkGeometryTests", dependencies: dependencies(of: "InkGeometryTests")),
        .testTarget(name: "InkDocumentTests", dependencies: dependencies(of: "InkDocumentTests")),
        .testTarget(name: "InkInputTests", dependencies: dependencies(of: "InkInputTests")),
        .testTarget(name: "InkPreferencesTests", dependencies: dependencies(of: "InkPreferencesTests")),
        .testTarget(name: "InkInterfaceTests", dependencies: dependencies(of: "InkInterfaceTests")),
        .testTarget(name: "InkWorkflowTests", dependencies: dependencies(of: "InkWorkflowTests")),
        .testTarget(name: "InkHandwritingTests", dependencies: dependencies(of: "InkHandwritingTests")),
        .testTarget(name: "InkRenderTests", dependencies: dependencies(of: "InkRenderTests"),
                    exclude: ["Fixtures"], swiftSettings: pangoHeaders),
        .testTarget(name: "InkstoneEndToEndTests", dependencies: dependencies(of: "InkstoneEndToEndTests"),
                    exclude: ["Portal"], swiftSettings: pangoHeaders),
    ]
)
