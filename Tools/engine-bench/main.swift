// Measures the layout engine on trees that punish repeated measurement:
// a chain of nested stacks, a very wide stack, and a wide wrapping stack,
// each at size n and 2n, and reports time and computed layouts per element.
// A linear pass doubles (not quadruples or worse) when n doubles.
//
//     swift run -c release engine-bench            # full sizes
//     swift run -c release engine-bench --quick    # a tenth of the sizes
//
// With `--shape feed|grid|wide|deep [--n 1000,10000,100000] [--reps 21]` it
// times the layout call alone on ../shared/bench/gen.py's trees instead
// (BenchTrees.swift, shared with Benchmarks/) and prints µs per element,
// the figure peers.py gives for Taffy and Yoga, and how the time grows
// from one size to the next (the sizes of a shape are timed in turns). Under callgrind use
// `--reps 1`. What is timed: `LayoutEngine.layout(table, in:)` on an
// already flattened tree, as peers.py times Taffy's `compute_layout` on an
// already built one: the pass and every element's frame and text; not
// building the elements or the table, nor freeing the result. The public
// `Layout` tree is built when `LayoutResult.root` is read (JSON and the
// tree view never read it); `--with-tree` reads it inside the timed region.
// Besides wall time (median and min) it prints the thread's CPU time
// (median), which a machine shared with other work disturbs far less.
import Dispatch
import Foundation // JSONSerialization, for peers.json only
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutEngine

let quick = CommandLine.arguments.contains("--quick")
let scale = quick ? 10 : 1

func argument(_ name: String) -> String? {
    guard let i = CommandLine.arguments.firstIndex(of: name), i + 1 < CommandLine.arguments.count else { return nil }
    return CommandLine.arguments[i + 1]
}

if let shapes = argument("--shape") {
    let sizes = (argument("--n") ?? "1000,10000,100000").split(separator: ",").compactMap { Int($0) }
    let reps = max(1, argument("--reps").flatMap { Int($0) } ?? 21)
    let withTree = CommandLine.arguments.contains("--with-tree")
    // Taffy's and Yoga's layout call on the same trees (peers.py), when the
    // shared harness is beside the checkout: µs per node, and our ratio.
    let peersPath = argument("--peers") ?? "../shared/bench/results/peers.json"
    var peers: [String: Double] = [:] // "taffy feed-1000" -> µs per node
    if let data = FileManager.default.contents(atPath: peersPath),
       let rows = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] {
        for row in rows {
            guard let peer = row["peer"] as? String, let shape = row["shape"] as? String, let size = row["size"] as? String,
                  let nodes = row["n"] as? Int, let ms = row["layout_ms"] as? Double, nodes > 0 else { continue }
            peers["\(peer) \(shape)-\(size)"] = ms * 1000 / Double(nodes)
        }
    }
    print("tree            elements   median ms   µs/element   min µs/element   cpu µs/element"
          + (peers.isEmpty ? "" : "   taffy µs   yoga µs   ÷ taffy   cpu ÷ taffy"))
    for name in shapes.split(separator: ",") {
        guard let shape = BenchTree(rawValue: String(name)) else { fatalError("unknown shape \(name)") }
        // Every size of a shape is timed in turns, rep after rep, after one
        // pass each that is not timed: a shared machine's load drifts over
        // seconds, and sizes timed one after the other would each see a
        // different part of it, which the ratios between sizes (is the pass
        // linear?) would show as their own.
        let trees = sizes.map { n -> (n: Int, table: ElementTable, height: Double) in
            let (root, height) = shape.make(n)
            return (n, ElementTable(root: root), height)
        }
        var times = [[Double]](repeating: [], count: trees.count), cpuTimes = times
        // As a program that lays out again and again: every pass reuses the arrays of the last.
        let storage = LayoutStorage()
        for rep in -1 ..< reps {
            for (k, tree) in trees.enumerated() {
                let c0 = threadCPUNanoseconds()
                let t0 = DispatchTime.now().uptimeNanoseconds
                let r = LayoutEngine.layout(tree.table, in: BenchTree.range, storage: storage)
                let built = withTree ? r.rootLayout() : nil
                let wall = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
                let cpu = Double(threadCPUNanoseconds() - c0) / 1e6
                if rep >= 0 {
                    times[k].append(wall)
                    cpuTimes[k].append(cpu)
                }
                // Freed after the clock stops, like the result.
                withExtendedLifetime(built) { precondition(built == nil || built!.size == r.size) }
                precondition(r.size == Size(375, tree.height), "\(name)-\(tree.n): root \(r.size), expected 375×\(tree.height)")
            }
        }
        var medians: [Double] = []
        for (k, tree) in trees.enumerated() {
            let sorted = times[k].sorted(), cpuSorted = cpuTimes[k].sorted()
            let median = sorted[sorted.count / 2], count = Double(tree.table.count)
            let cpuMedian = cpuSorted[cpuSorted.count / 2]
            medians.append(median)
            func pad(_ s: String, _ w: Int) -> String { s + String(repeating: " ", count: max(0, w - s.count)) }
            var line = pad("\(name)-\(tree.n)", 16) + pad(String(tree.table.count), 11) + pad(format3(median), 12)
                + pad(format3(median * 1000 / count), 13) + pad(format3(sorted[0] * 1000 / count), 17)
                + pad(format3(cpuMedian * 1000 / count), 17)
            if !peers.isEmpty {
                let taffy = peers["taffy \(name)-\(tree.n)"], yoga = peers["yoga \(name)-\(tree.n)"]
                line += pad(taffy.map(format3) ?? "-", 11) + pad(yoga.map(format3) ?? "-", 10)
                    + pad(taffy.map { format3(median * 1000 / count / $0) } ?? "-", 10)
                    + (taffy.map { format3(cpuMedian * 1000 / count / $0) } ?? "-")
            }
            print(line)
        }
        // Linearity: the time a size takes against the one before it, as
        // the ratio of the medians and as the median of the ratios of each
        // rep (the two sizes timed one right after the other). On a
        // machine shared with other work (a VM whose neighbours load the
        // caches and the memory bus) the load comes and goes over seconds:
        // a rep's two runs see the same load, the medians of all runs of
        // each size may not.
        for k in trees.indices.dropFirst() {
            let elements = Double(trees[k].table.count) / Double(trees[k - 1].table.count)
            let ratios = zip(times[k], times[k - 1]).map { $0 / $1 }.sorted()
            print("  \(name) \(trees[k - 1].n) → \(trees[k].n): \(format3(medians[k] / medians[k - 1]))× the time "
                  + "(rep by rep: \(format3(ratios[ratios.count / 2]))×) for \(format3(elements))× the elements")
        }
    }
    exit(0)
}

func nestedChain(_ depth: Int) -> Element {
    // Every level is measured in the first pass, again to grow, and again to
    // stretch, with different ranges: 3^depth layouts without memoisation.
    var e = Element.text("leaf")
    for i in 0..<depth {
        let spec = StackLayoutSpec(direction: i % 2 == 0 ? .vertical : .horizontal, spacing: 0,
                                   justifyContent: .center, alignItems: .stretch)
        e = Element.stack(spec, [e.flexGrow(1), Element.box(width: 0.01, height: 0.01).flexGrow(1)])
    }
    return e
}

func wideStack(_ n: Int, wrap: Bool) -> Element {
    var spec = StackLayoutSpec(direction: .horizontal, spacing: 2, alignItems: .stretch)
    spec.flexWrap = wrap ? .wrap : .noWrap
    spec.alignContent = .stretch
    return Element.stack(spec, (0..<n).map { i in
        (i % 3 == 0 ? Element.text("item \(i)") : Element.box(width: 10 + Double(i % 7), height: 10)).flexGrow(1).flexShrink(1)
    })
}

struct Row { var name: String; var n: Int; var seconds: Double; var calculations: Int; var elements: Int }

func measure(_ name: String, _ n: Int, _ range: SizeRange, _ make: (Int) -> Element) -> Row {
    let tree = make(n)
    var best = Double.infinity
    var calc = 0, count = 0
    let storage = LayoutStorage()
    for _ in 0..<3 {
        let t0 = DispatchTime.now().uptimeNanoseconds
        let r = LayoutEngine.layout(tree, in: range, storage: storage)
        let t = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9
        best = min(best, t)
        calc = r.calculations
        count = r.elements.count
    }
    return Row(name: name, n: n, seconds: best, calculations: calc, elements: count)
}

let fixed = SizeRange(min: Size(800, 600), max: Size(800, 600))
let openHeight = SizeRange(min: Size(800, 0), max: Size(800, .infinity))
let cases: [(String, Int, SizeRange, (Int) -> Element)] = [
    ("nested stacks", 10_000 / scale, openHeight, nestedChain),
    ("wide stack", 100_000 / scale, fixed, { wideStack($0, wrap: false) }),
    ("wrapping stack", 100_000 / scale, fixed, { wideStack($0, wrap: true) }),
]
print("case              elements     time (ms)   layouts/element   time ratio n→2n")
for (name, n, range, make) in cases {
    let a = measure(name, n / 2, range, make)
    let b = measure(name, n, range, make)
    for r in [a, b] {
        let pad = { (s: String, w: Int) in s + String(repeating: " ", count: max(0, w - s.count)) }
        print(pad(r.name, 18) + pad(String(r.elements), 13) + pad(String(format3(r.seconds * 1000)), 12)
              + pad(format3(Double(r.calculations) / Double(r.elements)), 18)
              + (r.n == n ? format3(b.seconds / a.seconds) : ""))
    }
}

/// CPU time of this thread: on a machine shared with other work, wall time
/// also counts the time the thread waited for a core.
func threadCPUNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

func format3(_ v: Double) -> String {
    let r = (v * 1000).rounded() / 1000
    return String(r)
}
