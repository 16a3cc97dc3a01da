import LayoutEngine

/// A decoded picture for the renderers: straight (not premultiplied) RGBA8
/// pixels, row-major, plus the file it came from (the SVG embeds the original
/// bytes rather than re-encoding). Renderers never read files: a front end
/// decodes the images a layout names and hands them over as `ImageProvider`.
public struct RasterImage: Sendable {
    public var width: Int
    public var height: Int
    /// `width × height × 4` bytes: R, G, B, A.
    public var pixels: [UInt8]
    /// The original file's bytes and MIME type (`image/png`, …).
    public var fileBytes: [UInt8]
    public var mimeType: String

    public init(width: Int, height: Int, pixels: [UInt8], fileBytes: [UInt8] = [], mimeType: String = "image/png") {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "pixels must be width × height × 4")
        self.width = width
        self.height = height
        self.pixels = pixels
        self.fileBytes = fileBytes
        self.mimeType = mimeType
    }

    /// The pixel at (x, y), clamped to the picture.
    func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let cx = Swift.min(Swift.max(0, x), width - 1), cy = Swift.min(Swift.max(0, y), height - 1)
        let i = (cy * width + cx) * 4
        return (Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]), Int(pixels[i + 3]))
    }

    /// The box-filtered colour of the picture region `x0..<x1, y0..<y1` (in
    /// pixels, clamped), averaged with alpha weighting. At most `samples` ×
    /// `samples` pixels are read whatever the region's size, so the work per
    /// cell is bounded.
    func average(x0: Double, y0: Double, x1: Double, y1: Double, samples: Int = 4) -> Color {
        guard width > 0, height > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        let lx = Swift.max(0, Swift.min(Double(width - 1), x0.rounded(.down)))
        let ly = Swift.max(0, Swift.min(Double(height - 1), y0.rounded(.down)))
        let hx = Swift.max(lx + 1, Swift.min(Double(width), x1.rounded(.up)))
        let hy = Swift.max(ly + 1, Swift.min(Double(height), y1.rounded(.up)))
        let nx = Swift.min(samples, Int(hx - lx)), ny = Swift.min(samples, Int(hy - ly))
        var r = 0, g = 0, b = 0, a = 0, n = 0
        for j in 0..<ny {
            let y = Int(ly + (Double(j) + 0.5) * (hy - ly) / Double(ny))
            for i in 0..<nx {
                let x = Int(lx + (Double(i) + 0.5) * (hx - lx) / Double(nx))
                let p = pixel(x, y)
                r += p.r * p.a; g += p.g * p.a; b += p.b * p.a; a += p.a; n += 1
            }
        }
        guard a > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        return Color(red: UInt8(r / a), green: UInt8(g / a), blue: UInt8(b / a), alpha: UInt8(a / n))
    }
}

/// Where renderers get pictures: the `src` path an image node carries →
/// its decoded picture, or nil (a placeholder is drawn instead).
public struct ImageProvider: Sendable {
    private let lookup: @Sendable (String) -> RasterImage?

    public init(_ lookup: @escaping @Sendable (String) -> RasterImage?) { self.lookup = lookup }

    public init(_ images: [String: RasterImage]) { self.init { images[$0] } }

    public static let none = ImageProvider { _ in nil }

    public func image(for source: String) -> RasterImage? { lookup(source) }
}

/// How Texture fits a picture into an image node by default: ASImageNode's
/// `contentMode` is `UIViewContentModeScaleAspectFill` and `clipsToBounds`
/// is YES (ASImageNode.mm, `init`), centred (`cropRect` 0.5, 0.5).
enum AspectFill {
    /// The picture's rectangle in points: it covers `frame`, centred.
    static func rect(image: RasterImage, in frame: Rect) -> Rect {
        guard image.width > 0, image.height > 0 else { return frame }
        let s = Swift.max(frame.width / Double(image.width), frame.height / Double(image.height))
        let w = Double(image.width) * s, h = Double(image.height) * s
        return Rect(x: frame.minX + (frame.width - w) / 2, y: frame.minY + (frame.height - h) / 2, width: w, height: h)
    }
}

extension NodeContent {
    /// The picture source of an image node (a button's image part included).
    static func pictureSource(of kind: Element.Kind) -> String? {
        if case .image(let img) = kind { return img.source }
        return nil
    }
}
