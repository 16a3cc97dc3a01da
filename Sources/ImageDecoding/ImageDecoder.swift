import CLibJPEG
import CLibPNG

/// PNG (libpng's simplified API), JPEG (libjpeg-turbo, through a C shim
/// that catches its longjmp errors) and GIF (the first frame, our own LZW
/// decoder) to RGBA8. Every failure is an `ImageDecodingError`.
///
///     switch ImageDecoder.decodeFile(atPath: "kitten.png") {
///     case .success(let image): use(image.pixels)
///     case .failure(let why): warn(why)
///     }
public enum ImageDecoder {
    public static func decodeFile(atPath path: String, limits: ImageLimits = .standard)
        -> Result<DecodedImage, ImageDecodingError> {
        SafeFileRead.bytes(atPath: path, limit: limits.maximumFileBytes).flatMap { decode($0, limits: limits) }
    }

    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .standard) -> Result<DecodedImage, ImageDecodingError> {
        guard bytes.count <= limits.maximumFileBytes else {
            return .failure(.fileTooLarge(bytes: bytes.count, limit: limits.maximumFileBytes))
        }
        guard let format = ImageFormat.sniff(bytes) else { return .failure(.unknownFormat) }
        let pixels: Result<(Int, Int, [UInt8]), ImageDecodingError>
        switch format {
        case .png: pixels = viaC(bytes, format: .png, limits: limits, decoder: xl_png_decode)
        case .jpeg: pixels = viaC(bytes, format: .jpeg, limits: limits) { data, size, max, out, w, h, msg, msgSize in
            xl_jpeg_decode(data, UInt(size), max, out, w, h, msg, msgSize)
        }
        case .gif: pixels = GIFDecoder.decodeFirstFrame(bytes, maximumPixels: limits.maximumPixels)
        }
        return pixels.map { DecodedImage(width: $0.0, height: $0.1, pixels: $0.2, format: format, fileBytes: bytes) }
    }

    typealias CDecoder = (UnsafePointer<UInt8>?, Int, UInt, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?,
                          UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?,
                          UnsafeMutablePointer<CChar>?, Int) -> Int32

    private static func viaC(_ bytes: [UInt8], format: ImageFormat, limits: ImageLimits, decoder: CDecoder)
        -> Result<(Int, Int, [UInt8]), ImageDecodingError> {
        var out: UnsafeMutablePointer<UInt8>?
        var w: UInt32 = 0, h: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let code = bytes.withUnsafeBufferPointer { buffer in
            message.withUnsafeMutableBufferPointer { m in
                decoder(buffer.baseAddress, buffer.count, UInt(limits.maximumPixels), &out, &w, &h, m.baseAddress, m.count)
            }
        }
        defer { free(out) }
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if code == 2 {
            let size = headerSize(bytes)
            return .failure(.tooManyPixels(width: size.0, height: size.1, limit: limits.maximumPixels))
        }
        guard code == 0, let out, w > 0, h > 0 else { return .failure(.corrupt(format, text.isEmpty ? "cannot decode" : text)) }
        let count = Int(w) * Int(h) * 4
        return .success((Int(w), Int(h), Array(UnsafeBufferPointer(start: out, count: count))))
    }

    /// The size a PNG or JPEG header claims (for messages only).
    private static func headerSize(_ b: [UInt8]) -> (Int, Int) {
        if ImageFormat.sniff(b) == .png, b.count >= 24 {
            func be32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
            return (be32(16), be32(20))
        }
        var i = 2
        while i + 9 < b.count, b[i] == 0xFF {
            let marker = b[i + 1]
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (Int(b[i + 7]) << 8 | Int(b[i + 8]), Int(b[i + 5]) << 8 | Int(b[i + 6]))
            }
            i += 2 + length
        }
        return (0, 0)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
