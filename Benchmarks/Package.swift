// swift-tools-version: 6.1
// The engine's benchmarks, in a package of their own so that the main
// package's `swift build` and `swift test` never resolve or build
// ordo-one/benchmark and its dependencies (jemalloc-free malloc interposer,
// histogram, atomics, ...). Run from this folder:
//
//     swift package --allow-writing-to-package-directory benchmark
//     swift package benchmark --filter 'feed.*'
import PackageDescription

let package = Package(
    name: "xmllayout-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "xmllayout", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The plugin finds benchmark targets by their folder's parent being
        // named `Benchmarks`: this package's own folder.
        .executableTarget(
            name: "EngineBenchmarks",
            dependencies: [
                .product(name: "LayoutEngine", package: "xmllayout"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "EngineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
