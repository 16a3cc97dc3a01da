/// Two pictures compared pixel by pixel as FBSnapshotTestCase compares
/// them: a pixel differs when any of its channels (R, G, B, A) differs by
/// more than `perPixel` of the full range; the pictures match when they
/// have the same size and at most `overall` of their pixels differ.
/// Pixels are straight RGBA8, row-major (as `ImageDecoding` gives them).
public struct PixelComparison: Sendable, Hashable {
    public struct Tolerance: Sendable, Hashable {
        /// The largest difference of a channel that is still the same, as a
        /// fraction of 255 (0.02: FBSnapshotTestCase's usual `perPixelTolerance`).
        public var perPixel: Double
        /// The largest fraction of differing pixels that still matches
        /// (0.02: its usual `overallTolerance`).
        public var overall: Double

        public init(perPixel: Double = 0.02, overall: Double = 0.02) {
            self.perPixel = perPixel
            self.overall = overall
        }

        public static let fbSnapshotTestCase = Tolerance()
    }

    public var width: Int
    public var height: Int
    /// Nil when the sizes differ (then nothing else was compared).
    public var differingPixels: Int?
    public var tolerance: Tolerance
    /// The largest channel difference found (0…255).
    public var largestDifference: Int

    public var sameSize: Bool { differingPixels != nil }

    public var matches: Bool {
        guard let differing = differingPixels else { return false }
        return Double(differing) <= tolerance.overall * Double(Swift.max(1, width * height))
    }

    /// The share of differing pixels, 0…1 (1 when the sizes differ).
    public var differingFraction: Double {
        guard let differing = differingPixels else { return 1 }
        return Double(differing) / Double(Swift.max(1, width * height))
    }

    /// Compares `actual` with `expected`, each `(width, height, pixels)`.
    public init(expected: (width: Int, height: Int, pixels: [UInt8]), actual: (width: Int, height: Int, pixels: [UInt8]),
                tolerance: Tolerance = .fbSnapshotTestCase) {
        self.tolerance = tolerance
        width = expected.width
        height = expected.height
        largestDifference = 0
        guard expected.width == actual.width, expected.height == actual.height,
              expected.pixels.count == actual.pixels.count, expected.pixels.count == expected.width * expected.height * 4 else {
            differingPixels = nil
            return
        }
        let limit = Int((tolerance.perPixel * 255).rounded(.down))
        var differing = 0, largest = 0
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                var i = 0
                while i < e.count {
                    let d = Swift.max(Swift.max(abs(Int(e[i]) - Int(a[i])), abs(Int(e[i + 1]) - Int(a[i + 1]))),
                                      Swift.max(abs(Int(e[i + 2]) - Int(a[i + 2])), abs(Int(e[i + 3]) - Int(a[i + 3]))))
                    if d > limit { differing += 1 }
                    if d > largest { largest = d }
                    i += 4
                }
            }
        }
        differingPixels = differing
        largestDifference = largest
    }

    /// A picture of where `actual` differs from `expected`: the expected
    /// picture faded to a light grey, and each differing pixel in magenta
    /// (red when its difference is within the tolerance, but not zero).
    /// Sized as the larger of the two; pixels one lacks count as differing.
    public static func differenceImage(expected: (width: Int, height: Int, pixels: [UInt8]),
                                       actual: (width: Int, height: Int, pixels: [UInt8]),
                                       tolerance: Tolerance = .fbSnapshotTestCase) -> (width: Int, height: Int, pixels: [UInt8]) {
        let w = Swift.max(expected.width, actual.width), h = Swift.max(expected.height, actual.height)
        let limit = Int((tolerance.perPixel * 255).rounded(.down))
        var out = [UInt8](repeating: 255, count: w * h * 4)
        func pixel(_ p: (width: Int, height: Int, pixels: [UInt8]), _ x: Int, _ y: Int) -> [Int]? {
            guard x < p.width, y < p.height, p.pixels.count == p.width * p.height * 4 else { return nil }
            let i = (y * p.width + x) * 4
            return [Int(p.pixels[i]), Int(p.pixels[i + 1]), Int(p.pixels[i + 2]), Int(p.pixels[i + 3])]
        }
        for y in 0..<h {
            for x in 0..<w {
                let o = (y * w + x) * 4
                let e = pixel(expected, x, y), a = pixel(actual, x, y)
                var d = 256
                if let e, let a { d = zip(e, a).map { abs($0 - $1) }.max() ?? 0 }
                if d > limit {
                    out[o] = 255; out[o + 1] = 0; out[o + 2] = 255
                } else if d > 0 {
                    out[o] = 255; out[o + 1] = 96; out[o + 2] = 96
                } else if let e {
                    // Straight colour over white, then faded three quarters to white.
                    for c in 0..<3 {
                        let over = (e[c] * e[3] + 255 * (255 - e[3])) / 255
                        out[o + c] = UInt8(255 - (255 - over) / 4)
                    }
                }
            }
        }
        return (w, h, out)
    }
}
