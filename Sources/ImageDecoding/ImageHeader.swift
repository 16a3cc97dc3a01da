/// Reads the pixel size of a PNG, GIF or JPEG from its header, without
/// decoding (the builder sizes images from it, TextureLayout's `UIImage`
/// too): the formats are told apart by `ImageFormat.sniff`, as the decoder does.
public enum ImageHeader {
    /// JPEG puts its frame header after other segments; 1 MiB is plenty.
    public static let maximumHeaderBytes = 1 << 20

    public static func pixelSize(of b: [UInt8]) -> (width: Int, height: Int)? {
        switch ImageFormat.sniff(b) {
        case .png:
            // The IHDR chunk comes first, with width and height.
            guard b.count >= 24, b[12..<16].elementsEqual(Array("IHDR".utf8)) else { return nil }
            return (be16(b, 16) << 16 | be16(b, 18), be16(b, 20) << 16 | be16(b, 22))
        case .gif:
            // The logical screen size, little-endian.
            guard b.count >= 10 else { return nil }
            return (Int(b[6]) | Int(b[7]) << 8, Int(b[8]) | Int(b[9]) << 8)
        case .jpeg:
            return jpegSize(b)
        case nil:
            return nil
        }
    }

    private static func be16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }

    /// Walks JPEG segments to the first start-of-frame marker (SOF0–SOF15
    /// but DHT, JPG and DAC), which holds height then width.
    private static func jpegSize(_ b: [UInt8]) -> (width: Int, height: Int)? {
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            if (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC {
                return (be16(b, i + 7), be16(b, i + 5))
            }
            let length = be16(b, i + 2)
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }
}
