import XCTest
@testable import LayoutEngine

/// `[minW,minH … maxW,maxH]` as SEMANTICS-SUMMARY.md writes root ranges.
func range(_ minW: Double, _ minH: Double, _ maxW: Double, _ maxH: Double) -> SizeRange {
    SizeRange(min: Size(minW, minH), max: Size(maxW, maxH))
}

let inf = Double.infinity

func box(_ name: String, _ w: Double? = nil, _ h: Double? = nil) -> Element {
    var e = Element(.box).debugName(name)
    if let w { e = e.width(.points(w)) }
    if let h { e = e.height(.points(h)) }
    return e
}

/// Lays out and returns the frames of named elements plus the root's.
func layoutFrames(_ root: Element, _ r: SizeRange, scale: Double = 2) -> (LayoutResult, [String: Rect]) {
    let result = LayoutEngine.layout(root, in: r, grid: PixelGrid(scale: scale))
    let frames = result.frames()
    var named: [String: Rect] = [:]
    for i in 0..<result.elements.documentCount {
        if let n = result.elements.records[i].debugName, let f = frames[i] { named[n] = f }
    }
    if let f = frames[0] { named["#root"] = f }
    return (result, named)
}

/// Asserts frames given as "x,y,w,h" strings, with a tree dump on failure.
func assertFrames(_ root: Element, in r: SizeRange, _ expected: [String: String], scale: Double = 2,
                  file: StaticString = #filePath, line: UInt = #line) {
    let (result, named) = layoutFrames(root, r, scale: scale)
    var failures: [String] = []
    for (name, want) in expected.sorted(by: { $0.key < $1.key }) {
        let got = named[name].map { $0.description } ?? "missing"
        if got != want { failures.append("\(name): expected \(want), got \(got)") }
    }
    if !failures.isEmpty {
        let dump = named.sorted { $0.key < $1.key }.map { "  \($0.key) \($0.value)" }.joined(separator: "\n")
        XCTFail(failures.joined(separator: "\n") + "\nall frames:\n" + dump + "\nsize \(result.size)", file: file, line: line)
    }
}
