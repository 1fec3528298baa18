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
        .systemLibrary(name: "CZinnia", path: "Sources/CZinnia", pkgConfig: "zinnia",
                       providers: [.apt(["libzinnia-dev"])]),
        .systemLibrary(name: "CXTest", path: "Tests/CXTest", pkgConfig: "x11 xi xtst xdamage",
                       providers: [.apt(["libxtst-dev", "libxdamage-dev"])]),

        // The hot text block's markers and the read that brings it into the caches (hot_text.h).
        .target(name: "CHotText", exclude: ["hot-text.order"]),

        // Engine: pure Swift.
        .target(name: "InkGeometry", swiftSettings: hotSections),
        .target(name: "InkDocument", dependencies: ["InkGeometry"], swiftSettings: hotSections),
        .target(name: "InkInput", dependencies: ["InkGeometry"], swiftSettings: hotSections),
        .target(name: "InkPreferences", dependencies: ["InkGeometry", "InkDocument", "InkInput"], swiftSettings: hotSections),
        .target(name: "InkInterface", dependencies: ["InkGeometry", "InkDocument", "InkInput", "InkPreferences"], swiftSettings: hotSections),
        .target(name: "InkWorkflow", dependencies: ["InkDocument", "InkInterface"], swiftSettings: hotSections + releaseStaticExclusivity),

        // Render: draws engine values with Cairo.
        .target(name: "InkRender", dependencies: ["CCairo", "CJPEG", "CPoppler", "CPango", "InkGeometry", "InkDocument", "InkInput", "InkPreferences", "InkInterface"],
                swiftSettings: pangoHeaders + hotSections + releaseStaticExclusivity),

        // Handwriting recognition: Zinnia with the Tegaki models, behind the engine's `HandwritingRecognizer`.
        .target(name: "InkHandwriting", dependencies: ["CZinnia", "InkGeometry", "InkInterface"]),

        // Platform: the desktop portal's file chooser over D-Bus.
        .target(name: "InkPortal", dependencies: ["CDBus", "InkDocument", "InkInterface"]),
        // Platform: X11 window, event loop, XI2 decoding.
        .target(name: "InkPlatform", dependencies: ["CX11", "CCairo", "CCairoXlib", "InkDocument", "InkInput", "InkPreferences",
                                                    "InkInterface", "InkWorkflow", "InkRender", "InkPortal", "InkHandwriting", "CHotText"],
                swiftSettings: hotSections + releaseStaticExclusivity),

        // The app.
        .executableTarget(name: "inkstone", dependencies: ["InkPlatform", "InkInterface", "InkWorkflow", "InkInput", "InkPreferences", "InkDocument", "InkRender"],
                          swiftSettings: hotSections, linkerSettings: hotTextOrder),

        // `make bench`: figures for the cost of input events.
        .executableTarget(name: "inkstone-bench", dependencies: ["CCairo", "InkDocument", "InkInterface", "InkInput", "InkPreferences", "InkRender", "InkRenderTestSupport", "InkTestSupport"],
                          path: "Tests/InkstoneBench"),
        // `make bench`, second part: event-to-pixels latency of the real app against a raw
        // Xlib + Cairo client (Reference/floor.c, compiled by the bench), under its own Xvfb.
        .executableTarget(name: "inkstone-latency", dependencies: ["CXTest", "CCairo", "InkDocument", "InkGeometry", "InkInput", "InkInterface", "InkTestSupport"],
                          path: "Tests/InkstoneLatency", exclude: ["Reference", "hot-text.sh"]),

        // Tests. InkTestSupport: what the test targets share (temporary folders, a seeded
        // random generator, device fixtures, the bench's handwriting documents); a plain target,
        // so it lives outside Tests/<name>Tests.
        .target(name: "InkTestSupport", dependencies: ["CCairo", "InkGeometry", "InkDocument", "InkInput"], path: "Tests/InkTestSupport"),
        // InkRenderTestSupport: the render fixtures of recorded pen traces (Tests/Traces), shared by
        // the render tests and the end-to-end replay.
        .target(name: "InkRenderTestSupport", dependencies: ["CCairo", "InkGeometry", "InkInput", "InkInterface", "InkRender"],
                path: "Tests/InkRenderTestSupport"),
        .testTarget(name: "InkGeometryTests", dependencies: ["InkGeometry", "InkTestSupport"]),
        .testTarget(name: "InkDocumentTests", dependencies: ["InkDocument", "InkTestSupport"]),
        .testTarget(name: "InkInputTests", dependencies: ["InkInput", "InkTestSupport"]),
        .testTarget(name: "InkPreferencesTests", dependencies: ["InkPreferences", "InkInput", "InkTestSupport"]),
        .testTarget(name: "InkInterfaceTests", dependencies: ["InkInterface", "InkDocument", "InkInput", "InkPreferences", "InkTestSupport"]),
        .testTarget(name: "InkWorkflowTests", dependencies: ["InkWorkflow", "InkInterface", "InkDocument", "InkInput", "InkTestSupport"]),
        .testTarget(name: "InkHandwritingTests", dependencies: ["InkHandwriting", "InkInterface", "InkGeometry"]),
        .testTarget(name: "InkRenderTests", dependencies: ["InkRender", "CCairo", "CPango", "InkPreferences", "InkTestSupport", "InkRenderTestSupport"],
                    exclude: ["Fixtures"], swiftSettings: pangoHeaders),
        .testTarget(name: "InkstoneEndToEndTests", dependencies: ["CXTest", "CCairo", "InkDocument", "InkInterface", "InkGeometry", "InkInput", "InkPreferences", "InkPlatform", "InkPortal", "InkRender", "InkTestSupport", "InkRenderTestSupport", "CPango"],
                    exclude: ["Portal"], swiftSettings: pangoHeaders),
    ]
)
