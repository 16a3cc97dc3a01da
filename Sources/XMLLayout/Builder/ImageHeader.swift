import LayoutEngine

/// Reads the pixel size of a PNG, GIF or JPEG from its header, without
/// decoding (and without reading more than the header needs).
enum ImageHeader {
    enum Failure: Error, Equatable {
        case unreadable(String)
        case notAnImage
    }

    static let maximumHeaderBytes = 1 << 20

    /// Only a regular file is opened (a FIFO would block the open, a device
    /// the read), non-blocking and checked again once open.
    static func pixelSize(ofFileAt path: String) -> Result<(width: Int, height: Int), Failure> {
        switch LayoutFileReader.readPrefix(atPath: path, count: maximumHeaderBytes) {
        case .success(let bytes):
            guard let size = pixelSize(of: bytes) else { return .failure(.notAnImage) }
            return .success(size)
        case .failure(.notFound): return .failure(.unreadable("no such file"))
        case .failure(.isDirectory): return .failure(.unreadable("it is a directory"))
        case .failure(.notRegularFile(let kind)): return .failure(.unreadable("it is \(kind), not a regular file"))
        case .failure(.unreadable(let reason)): return .failure(.unreadable(reason))
        case .failure(.tooLarge): return .failure(.notAnImage) // never: a prefix is not limited
        }
    }

    static func pixelSize(of b: [UInt8]) -> (width: Int, height: Int)? {
        if b.count >= 24, b[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
           b[12..<16].elementsEqual(Array("IHDR".utf8)) {
            return (be32(b, 16), be32(b, 20))
        }
        if b.count >= 10, b[0..<6].elementsEqual(Array("GIF87a".utf8)) || b[0..<6].elementsEqual(Array("GIF89a".utf8)) {
            return (Int(b[6]) | Int(b[7]) << 8, Int(b[8]) | Int(b[9]) << 8)
        }
        if b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 { return jpegSize(b) }
        return nil
    }

    private static func be32(_ b: [UInt8], _ i: Int) -> Int {
        Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
    }

    /// Walks JPEG segments to the first start-of-frame marker (SOF0–SOF15
    /// but DHT, JPG and DAC), which holds height then width.
    private static func jpegSize(_ b: [UInt8]) -> (width: Int, height: Int)? {
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            if (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC {
                let h = Int(b[i + 5]) << 8 | Int(b[i + 6])
                let w = Int(b[i + 7]) << 8 | Int(b[i + 8])
                return (w, h)
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }
}
