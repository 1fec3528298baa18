// swift-tools-version:5.9
// Inkstone: a pen-first sketching and annotation app for X11.
//
// Module layers (each may import only the ones above it):
//   engine    InkGeometry, InkDocument, InkInput, InkInterface   (pure Swift, Foundation at most)
//   render    InkRender                                          (Cairo)
//   platform  InkPlatform                                        (the only X11/XInput2 user)
//   app       inkstone                                           (wiring and command line)
import PackageDescription

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
        .systemLibrary(name: "CXTest", path: "Tests/CXTest", pkgConfig: "x11 xi xtst",
                       providers: [.apt(["libxtst-dev"])]),

        // Engine: pure Swift.
        .target(name: "InkGeometry"),
        .target(name: "InkDocument", dependencies: ["InkGeometry"]),
        .target(name: "InkInput", dependencies: ["InkGeometry", "InkDocument"]),
        .target(name: "InkInterface", dependencies: ["InkGeometry", "InkDocument", "InkInput"]),

        // Render: draws engine values with Cairo.
        .target(name: "InkRender", dependencies: ["CCairo", "CJPEG", "InkGeometry", "InkDocument", "InkInterface"]),

        // Platform: X11 window, event loop, XI2 decoding.
        .target(name: "InkPlatform", dependencies: ["CX11", "CDBus", "CCairo", "CCairoXlib", "InkDocument", "InkInput", "InkInterface", "InkRender"]),

        // The app.
        .executableTarget(name: "inkstone", dependencies: ["InkPlatform", "InkInterface", "InkInput", "InkDocument", "InkRender"]),

        // `make bench`: figures for the cost of input events.
        .executableTarget(name: "inkstone-bench", dependencies: ["CCairo", "InkDocument", "InkInterface", "InkInput", "InkRender"],
                          path: "Tests/InkstoneBench"),

        // Tests. InkTestSupport: what the test targets share (temporary folders, a seeded
        // random generator, device fixtures); a plain target, so it lives outside Tests/<name>Tests.
        .target(name: "InkTestSupport", dependencies: ["InkInput"], path: "Tests/InkTestSupport"),
        .testTarget(name: "InkGeometryTests", dependencies: ["InkGeometry", "InkTestSupport"]),
        .testTarget(name: "InkDocumentTests", dependencies: ["InkDocument", "InkTestSupport"]),
        .testTarget(name: "InkInputTests", dependencies: ["InkInput", "InkTestSupport"]),
        .testTarget(name: "InkInterfaceTests", dependencies: ["InkInterface", "InkTestSupport"]),
        .testTarget(name: "InkRenderTests", dependencies: ["InkRender", "CCairo", "InkTestSupport"]),
        .testTarget(name: "InkstoneEndToEndTests", dependencies: ["CXTest", "CCairo", "InkDocument", "InkInterface", "InkGeometry", "InkPlatform", "InkRender", "InkTestSupport"],
                    exclude: ["Portal/fake_portal.py"]),
    ]
)
