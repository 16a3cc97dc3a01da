// swift-tools-version:6.1
// xmllayout: XML layout files in Texture's vocabulary, laid out exactly as
// Texture does, previewed in the terminal. Dependencies point one way:
//   CLibXML2, TextSupport <- XMLLayout -> LayoutEngine <- Rendering <- XMLLayoutPreview <- xmllayout
//   CCairo, BundledFonts, Rendering <- CairoRendering <- XMLLayoutPreview (PNG pictures)
//   CLibPNG, CLibJPEG <- ImageDecoding <- XMLLayout, TextureLayout (image headers), XMLLayoutPreview (pictures)
import PackageDescription

// Where the headers of the libraries opened on first use (CLazyLibraries) are. Their system library
// targets name no pkg-config package: SwiftPM would link its libraries into the tool, and
// the dynamic linker would map them (and the ~20 they need) at every start. Swift modules include
// them as <cairo/cairo.h>, <harfbuzz/hb.h>, <png.h>, found on Linux's default path (so test
// discovery's module, which takes no flags, builds too); FreeType's folder only CLazyLibraries' C sees.
let lazyLibraryHeaders = ["/usr/include/cairo", "/usr/include/freetype2", "/usr/include/harfbuzz", "/usr/include/libpng16"]
let lazyLibraryHeadersMac = ["/opt/homebrew/include", "/usr/local/include"].flatMap { root in
    [root, root + "/cairo", root + "/freetype2", root + "/harfbuzz", root + "/libpng16"]
}
let lazyLibraryCFlags: [CSetting] = [
    .unsafeFlags(lazyLibraryHeaders.map { "-I" + $0 }, .when(platforms: [.linux])),
    .unsafeFlags(lazyLibraryHeadersMac.map { "-I" + $0 }, .when(platforms: [.macOS])),
]
let lazyLibrarySwiftFlags: [SwiftSetting] = [
    .unsafeFlags(lazyLibraryHeadersMac.flatMap { ["-Xcc", "-I" + $0] }, .when(platforms: [.macOS])),
]

let package = Package(
    name: "xmllayout",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "xmllayout", targets: ["xmllayout"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "XMLLayout", targets: ["XMLLayout"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        .library(name: "XMLLayoutPreview", targets: ["XMLLayoutPreview"]),
        .library(name: "TextureLayout", targets: ["TextureLayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The browser preview's HTTP server (loopback only). Without its default traits
        // (FullFoundation, ConfigurationSupport) it and its dependencies use FoundationEssentials
        // at most, which the static release link takes; FlyingFox needed Foundation, which it cannot.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.14.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0", traits: []),
    ],
    targets: [
        // MARK: Core
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .systemLibrary(name: "CLibPNG", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(name: "CLibJPEG",
                       providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),
        // PNG, JPEG and GIF files to RGBA8 pixels; regular files only, size-limited.
        .target(name: "ImageDecoding", dependencies: ["CLibPNG", "CLibJPEG", "CLazyLibraries"],
                swiftSettings: lazyLibrarySwiftFlags),
        // cairo (2D drawing, PNG writing) and its FreeType font faces.
        .systemLibrary(name: "CCairo",
                       providers: [.apt(["libcairo2-dev", "libfreetype-dev"]), .brew(["cairo", "freetype"])]),
        // Liberation Sans, Serif and Mono (SIL OFL 1.1, Fonts/OFL.txt): every machine measures and draws alike.
        // Not declared as resources: SwiftPM's resource accessor imports Foundation, which would
        // link all of it (and its ICU) into the tool; `BundledFonts.directory` finds the folder.
        .target(name: "BundledFonts", exclude: ["Fonts"]),
        // Text set with a real font: FreeType (outlines), HarfBuzz (shaping), ICU (UAX #14 line breaks).
        .systemLibrary(name: "CHarfBuzz", providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        // The system libraries above give headers only (no module map or pkg-config link): this
        // target defines the functions we call and opens each library on its first call, so
        // a render that needs none of them never maps them (docs/PERFORMANCE.md, rule 8).
        .target(name: "CLazyLibraries", cSettings: lazyLibraryCFlags),
        // ICU's UAX #14 line breaks behind a C function of plain types (libicu-dev; brew icu4c),
        // ICU opened on first use as CLazyLibraries' libraries are.
        .target(name: "CLineBreak", dependencies: ["CLazyLibraries"],
                cSettings: [.unsafeFlags(["-I/opt/homebrew/opt/icu4c/include", "-I/usr/local/opt/icu4c/include"],
                                         .when(platforms: [.macOS]))]),
        // The engine's font `TextMeasurer` and the glyphs pictures draw.
        .target(name: "TextShaping", dependencies: ["CHarfBuzz", "CLazyLibraries", "CLineBreak", "BundledFonts", "LayoutEngine",
                                                    "ThreadSupport"],
                swiftSettings: lazyLibrarySwiftFlags),
        // Threads, locks and the large stack (`DeepStack`) every layer uses.
        .target(name: "ThreadSupport"),
        // Pure Swift: no XML, no files, no terminal.
        .target(name: "LayoutEngine", dependencies: ["ThreadSupport"], exclude: ["Documentation"]),
        // Source positions (bytes, scalars, UTF-16; LF, CRLF, CR), JSON and XML text: a leaf.
        .target(name: "TextSupport"),

        // Parse, validate, build, diagnostics. Only LibXML/ imports CLibXML2.
        .target(name: "XMLLayout", dependencies: ["CLibXML2", "LayoutEngine", "ThreadSupport", "TextSupport", "ImageDecoding"]),
        // ANSI, ASCII, tree, JSON and SVG renderers of a layout result.
        .target(name: "Rendering", dependencies: ["LayoutEngine", "TextSupport"]),
        // Rendering's RasterSink on a cairo image surface: `--format png`.
        .target(name: "CairoRendering", dependencies: ["CCairo", "CLazyLibraries", "BundledFonts", "Rendering", "LayoutEngine",
                                                       "ThreadSupport"],
                swiftSettings: lazyLibrarySwiftFlags),
        // inotify (Linux) with a polling fallback.
        .target(name: "FileWatcher", dependencies: ["ThreadSupport"]),
        // load -> layout -> render, and the watch loop.
        .target(name: "XMLLayoutPreview", dependencies: ["XMLLayout", "LayoutEngine", "Rendering", "FileWatcher", "ImageDecoding",
                                                 "ThreadSupport", "CairoRendering", "TextShaping", "TextSupport"]),

        // `watch --browser`: the device picture on a loopback page, updated on every save (Server-Sent Events).
        .target(name: "BrowserPreview", dependencies: ["XMLLayoutPreview", "XMLLayout", "Rendering", "FileWatcher", "TextSupport",
                                                       .product(name: "Hummingbird", package: "hummingbird"),
                                                       .product(name: "NIOCore", package: "swift-nio"),
                                                       .product(name: "HTTPTypes", package: "swift-http-types"),
                                                       .product(name: "Logging", package: "swift-log")]),

        // The language server (`xmllayout lsp`): JSON-RPC over stdio.
        .target(name: "XMLLayoutLanguageServer", dependencies: ["XMLLayout", "LayoutEngine", "XMLLayoutPreview", "TextSupport"]),
        // Texture's Swift layout API (ASDisplayNode, ASStackLayoutSpec, …) on any platform, over LayoutEngine;
        // text set with the bundled fonts (TextShaping), as `render` sets it.
        .target(name: "TextureLayout", dependencies: ["LayoutEngine", "ImageDecoding", "TextShaping"]),
        // `xmllayout generate swift`: a layout file as Texture Swift code.
        .target(name: "TextureCodegen", dependencies: ["XMLLayout", "LayoutEngine"]),

        // MARK: Executable
        .executableTarget(
            name: "xmllayout",
            dependencies: [
                "XMLLayoutPreview", "XMLLayout", "LayoutEngine", "Rendering", "XMLLayoutLanguageServer", "TextureCodegen",
                "BrowserPreview",
                "ThreadSupport", "TextSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Release builds link Swift's runtime and libraries into the binary: no dynamic
            // symbol binding at start-up (a fifth of a one-box render). libxml2 stays a
            // shared system library (the others open on first use: CLazyLibraries); debug
            // builds (and tests) stay as they were.
            // Non-PIE: the static runtime's 44,000 relative relocations would otherwise be
            // applied (and their pages copied) on every run; the libraries, heap and stacks
            // keep their address randomisation.
            linkerSettings: [
                .unsafeFlags(["-static-stdlib", "-Xclang-linker", "-no-pie"], .when(platforms: [.linux], configuration: .release)),
                // What the static FoundationEssentials needs and does not autolink.
                .linkedLibrary("_FoundationCollections", .when(platforms: [.linux], configuration: .release)),
                .linkedLibrary("_FoundationCShims", .when(platforms: [.linux], configuration: .release)),
                .linkedLibrary("swiftSynchronization", .when(platforms: [.linux], configuration: .release)),
            ]
        ),

        // MARK: Tools
        .executableTarget(name: "engine-bench", dependencies: ["LayoutEngine"], path: "Tools/engine-bench"),
        .executableTarget(name: "transition-bench", dependencies: ["LayoutEngine"], path: "Tools/transition-bench"),
        // What Tools/embed-schema.sh embeds beside the XSD: the text libxml2 compiles.
        .executableTarget(name: "schema-compact", dependencies: ["XMLLayout"], path: "Tools/schema-compact"),

        // MARK: Test support and tests
        .target(name: "_XMLLayoutTestSupport", dependencies: ["LayoutEngine"]),
        .target(name: "_TextureTestSupport", dependencies: ["LayoutEngine", "TextureLayout", "XMLLayout", "TextShaping"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "ThreadSupport", "_XMLLayoutTestSupport"],
                    exclude: ["Snapshots"]),
        .testTarget(name: "XMLLayoutTests", dependencies: ["XMLLayout", "LayoutEngine", "TextSupport", "ThreadSupport", "ImageDecoding", "_XMLLayoutTestSupport"],
                    exclude: ["SchemaSamples", "ExpansionTwins"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "XMLLayout", "LayoutEngine", "_XMLLayoutTestSupport"],
                    exclude: ["Snapshots"]),
        .testTarget(name: "BrowserPreviewTests", dependencies: ["BrowserPreview", "XMLLayoutPreview", "_XMLLayoutTestSupport"]),
        .testTarget(name: "XMLLayoutPreviewTests", dependencies: ["XMLLayoutPreview", "FileWatcher", "ThreadSupport", "_XMLLayoutTestSupport"]),
        .testTarget(name: "FileWatcherTests", dependencies: ["FileWatcher"]),
        .testTarget(name: "TextSupportTests", dependencies: ["TextSupport"]),
        .testTarget(name: "CairoRenderingTests",
                    dependencies: ["CairoRendering", "Rendering", "LayoutEngine", "ImageDecoding", "XMLLayout", "XMLLayoutPreview",
                                   "BundledFonts"],
                    exclude: ["Golden"]),
        .testTarget(name: "BundledFontsTests", dependencies: ["BundledFonts"]),
        .testTarget(name: "TextShapingTests", dependencies: ["TextShaping", "LayoutEngine", "BundledFonts"]),
        .testTarget(name: "ImageDecodingTests", dependencies: ["ImageDecoding"], exclude: ["Fixtures"]),
        .testTarget(name: "ConformanceTests", dependencies: ["XMLLayout", "LayoutEngine", "Rendering", "_XMLLayoutTestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "TextureLayoutTests", dependencies: ["TextureLayout", "LayoutEngine", "XMLLayout", "_TextureTestSupport"]),
        .testTarget(name: "TextureRoundTripTests",
                    dependencies: ["TextureLayout", "TextureCodegen", "LayoutEngine", "XMLLayout", "_XMLLayoutTestSupport",
                                   "_TextureTestSupport"],
                    exclude: ["Layouts"]),
        .testTarget(name: "XMLLayoutLanguageServerTests", dependencies: ["XMLLayoutLanguageServer", "XMLLayout", "TextSupport"]),
        // Not on the xmllayout target: `swift test` builds the binary anyway, and a
        // dependency would link its module (and its release -static-stdlib) into the tests.
        .testTarget(name: "XMLLayoutCLITests", dependencies: ["_XMLLayoutTestSupport"], exclude: ["Snapshots", "Schemas"]),
        // The executable's two argument parsers, in process: the same job from both.
        .testTarget(name: "XMLLayoutCommandTests", dependencies: ["xmllayout"]),
    ],
    swiftLanguageModes: [.v6]
)
