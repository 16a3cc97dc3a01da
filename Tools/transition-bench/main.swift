// Measures LayoutTransition, the diff of two layout results matched by key,
// on a feed of 100,000 elements (and 200,000, to show it is linear): the
// second layout inserts a row every 50 rows, removes one every 70 and
// narrows the root so most frames change. Keys are location-like strings,
// as the front end makes them ("feed.xml:12:7[41]").
//
//     swift run -c release transition-bench            # 100,000 and 200,000 elements
//     swift run -c release transition-bench --quick    # a tenth
import Dispatch
import Foundation
import LayoutEngine

let quick = CommandLine.arguments.contains("--quick")
let base = quick ? 10_000 : 100_000

/// A feed of `rows` rows of 4 elements (row stack, avatar, text, badge) plus the root.
func feed(rows: [Int]) -> (Element, [String]) {
    var keys = ["feed.xml:3:3"]
    var children: [Element] = []
    for r in rows {
        children.append(Element.hstack(spacing: 8, [
            Element.box(width: 44, height: 44),
            Element.text("post number \(r) with some text").flexShrink(1),
            Element.box(width: 10, height: 10),
        ]))
        keys += ["feed.xml:5:7[\(r)]", "feed.xml:6:9[\(r)]", "feed.xml:7:9[\(r)]", "feed.xml:8:9[\(r)]"]
    }
    return (Element.vstack(children), keys)
}

func ms(_ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<5 {
        let t0 = DispatchTime.now().uptimeNanoseconds
        body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
    }
    return best
}

print("elements   diff (ms, best of 5)   inserted   removed   changed   unchanged")
var previous: Double?
for n in [base, 2 * base] {
    let rows = n / 4
    let (a, keysA) = feed(rows: Array(0..<rows))
    let (b, keysB) = feed(rows: (0..<(rows + rows / 50)).filter { $0 % 70 != 0 })
    let from = LayoutEngine.layout(a, in: SizeRange(min: Size(375, 0), max: Size(375, .infinity)))
    let to = LayoutEngine.layout(b, in: SizeRange(min: Size(320, 0), max: Size(320, .infinity)))
    var t = LayoutTransition(inserted: [], removed: [], changed: [], unchanged: 0)
    let time = ms { t = LayoutTransition(from: from, keys: keysA, to: to, keys: keysB, includeSpecs: true) }
    let ratio = previous.map { String(format: "   (×%.2f for 2n)", time / $0) } ?? ""
    print(String(format: "%8d   %20.1f   %8d   %7d   %7d   %9d", from.elements.count, time,
                 t.inserted.count, t.removed.count, t.changed.count, t.unchanged) + ratio)
    previous = time
}
