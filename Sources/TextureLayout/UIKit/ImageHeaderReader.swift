import Foundation

/// Reads an image's pixel size from its PNG, JPEG or GIF header, without
/// decoding it (TextureLayout's own small reader; it must not depend on the
/// XML front end).
enum ImageHeaderReader {
    /// JPEG puts its frame header after other segments; 1 MiB is plenty.
    static let maximumHeaderBytes = 1 << 20

    static func pixelSize(ofFileAt path: String) -> (width: Int, height: Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let data = handle.readData(ofLength: maximumHeaderBytes)
        return pixelSize(of: [UInt8](data))
    }

    static func pixelSize(of b: [UInt8]) -> (width: Int, height: Int)? {
        func be16(_ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
        func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
        func le16(_ i: Int) -> Int { Int(b[i + 1]) << 8 | Int(b[i]) }
        // PNG: signature, then the IHDR chunk with width and height.
        if b.count >= 24, b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            return (be32(16), be32(20))
        }
        // GIF87a/GIF89a: the logical screen size, little-endian.
        if b.count >= 10, b.starts(with: Array("GIF8".utf8)) { return (le16(6), le16(8)) }
        // JPEG: walk the segments to a start-of-frame marker.
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let isFrame = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
            if isFrame { return (be16(i + 7), be16(i + 5)) }
            i += 2 + be16(i + 2)
        }
        return nil
    }
}
