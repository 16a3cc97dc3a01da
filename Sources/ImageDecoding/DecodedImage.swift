/// A decoded picture: straight RGBA8 pixels, row-major, with the original
/// file's bytes and format (so an SVG can embed the file as it is).
public struct DecodedImage: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// `width × height × 4` bytes: R, G, B, A (not premultiplied).
    public var pixels: [UInt8]
    public var format: ImageFormat
    public var fileBytes: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8], format: ImageFormat, fileBytes: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
        self.format = format
        self.fileBytes = fileBytes
    }
}

public enum ImageFormat: String, Sendable, CaseIterable {
    case png, jpeg, gif

    public var mimeType: String { "image/" + rawValue }

    /// By signature, not by file name.
    public static func sniff(_ b: [UInt8]) -> ImageFormat? {
        if b.count >= 8, b[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if b.count >= 3, b[0] == 0xFF, b[1] == 0xD8, b[2] == 0xFF { return .jpeg }
        if b.count >= 6, b[0..<6].elementsEqual(Array("GIF87a".utf8)) || b[0..<6].elementsEqual(Array("GIF89a".utf8)) {
            return .gif
        }
        return nil
    }
}

/// Why a picture could not be had. Never a crash: every failure of the
/// file system or the decoders ends up here.
public enum ImageDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(String)
    case notARegularFile
    case fileTooLarge(bytes: Int, limit: Int)
    case tooManyPixels(width: Int, height: Int, limit: Int)
    case unknownFormat
    case corrupt(ImageFormat, String)

    public var description: String {
        switch self {
        case .unreadable(let why): return "cannot read it: \(why)"
        case .notARegularFile: return "it is not a regular file"
        case .fileTooLarge(let bytes, let limit): return "it is \(bytes) bytes, more than the limit of \(limit)"
        case .tooManyPixels(let w, let h, let limit): return "it is \(w) × \(h) pixels, more than the limit of \(limit)"
        case .unknownFormat: return "it is not a PNG, JPEG or GIF image"
        case .corrupt(let f, let why): return "its \(f.rawValue.uppercased()) data is corrupt (\(why))"
        }
    }
}

/// Limits that keep a hostile or mistaken file from exhausting memory.
public struct ImageLimits: Sendable, Equatable {
    public var maximumFileBytes: Int
    /// Of one image.
    public var maximumPixels: Int
    /// Of all the images of one render together (20 distinct 7000 × 7000
    /// pictures were 3.9 GB): 100 million pixels, 400 MB decoded.
    public var maximumTotalPixels: Int

    public init(maximumFileBytes: Int = 20 * 1024 * 1024, maximumPixels: Int = 50_000_000,
                maximumTotalPixels: Int = 100_000_000) {
        self.maximumFileBytes = maximumFileBytes
        self.maximumPixels = maximumPixels
        self.maximumTotalPixels = maximumTotalPixels
    }

    public static let standard = ImageLimits()
}
