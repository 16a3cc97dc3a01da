import Benchmark
import LayoutEngine

/// The layout call alone (`LayoutEngine.layout(table, in:)`) on gen.py's
/// trees; the tree is built and flattened outside the measured region.
/// Throughput is per element, so `time per element` reads as µs/node beside
/// peers.py's Taffy and Yoga figures.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        timeUnits: .microseconds,
        maxDuration: .seconds(3),
        maxIterations: 1_000)

    for shape in BenchTree.allCases {
        for n in [1_000, 10_000, 100_000] where !(shape == .deep && n > 10_000) {
            let (root, height) = shape.make(n)
            let table = ElementTable(root: root)
            precondition(LayoutEngine.layout(table, in: BenchTree.range).size == Size(375, height),
                         "\(shape)-\(n): the root size differs from gen.py's")
            Benchmark("\(shape)-\(n) (\(table.count) elements)",
                      configuration: .init(scalingFactor: .one)) { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(LayoutEngine.layout(table, in: BenchTree.range))
                }
            }
        }
    }
}
