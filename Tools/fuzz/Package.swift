// swift-tools-version:6.0
// The libFuzzer target over parse → validate → build → layout → render.
// A package of its own so that the main package's `swift build` never needs
// libFuzzer; build it with Tools/fuzz.sh (which passes
// `-sanitize=fuzzer,address` to every module, so the project's code is
// instrumented for coverage as well as for AddressSanitizer).
import PackageDescription

let package = Package(
    name: "xmllayout-fuzz",
    dependencies: [.package(name: "xmllayout", path: "../..")],
    targets: [
        // Declares libFuzzer's LLVMFuzzerRunDriver for Swift.
        .target(name: "CFuzzerDriver"),
        .executableTarget(
            name: "xmllayout-fuzz",
            dependencies: [
                "CFuzzerDriver",
                .product(name: "XMLLayoutPreview", package: "xmllayout"),
                .product(name: "XMLLayout", package: "xmllayout"),
                .product(name: "LayoutEngine", package: "xmllayout"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
