/// The first frame of a GIF (87a or 89a) as RGBA8 on its logical screen:
/// our own small decoder (the format is simple and its one codec, LZW, is
/// about forty lines) rather than another system library. The screen
/// outside the frame, and the frame's transparent index, are transparent
/// (as browsers show it). Truncated image data leaves the rest transparent
/// (also as browsers do); anything malformed is `.corrupt`.
enum GIFDecoder {
    static func decodeFirstFrame(_ b: [UInt8], maximumPixels: Int) -> Result<(Int, Int, [UInt8]), ImageDecodingError> {
        var r = Reader(bytes: b, at: 6)
        func corrupt(_ why: String) -> Result<(Int, Int, [UInt8]), ImageDecodingError> { .failure(.corrupt(.gif, why)) }
        guard let width = r.u16(), let height = r.u16(), let packed = r.u8(), r.skip(2) else { return corrupt("short header") }
        guard width > 0, height > 0 else { return corrupt("empty logical screen") }
        guard width * height <= maximumPixels else {
            return .failure(.tooManyPixels(width: width, height: height, limit: maximumPixels))
        }
        var global: [UInt8]? = nil
        if packed & 0x80 != 0 {
            guard let table = r.bytes(3 << ((Int(packed) & 7) + 1)) else { return corrupt("short colour table") }
            global = table
        }
        var transparent: Int? = nil
        while let block = r.u8() {
            switch block {
            case 0x21: // extension
                guard let label = r.u8() else { return corrupt("short extension") }
                if label == 0xF9, let size = r.u8(), size >= 4, let flags = r.u8(), r.skip(2), let index = r.u8() {
                    transparent = flags & 1 != 0 ? Int(index) : nil
                    guard r.skip(Int(size) - 4), r.skipSubBlocks() else { return corrupt("short extension") }
                } else if !r.skipSubBlocks() {
                    return corrupt("short extension")
                }
            case 0x2C: // image descriptor: the first frame
                guard let left = r.u16(), let top = r.u16(), let fw = r.u16(), let fh = r.u16(), let flags = r.u8() else {
                    return corrupt("short image descriptor")
                }
                guard fw * fh <= maximumPixels else { return .failure(.tooManyPixels(width: fw, height: fh, limit: maximumPixels)) }
                var palette = global
                if flags & 0x80 != 0 {
                    guard let table = r.bytes(3 << ((Int(flags) & 7) + 1)) else { return corrupt("short colour table") }
                    palette = table
                }
                guard let palette else { return corrupt("no colour table") }
                guard let minCodeSize = r.u8(), (1...11).contains(minCodeSize) else { return corrupt("bad LZW code size") }
                guard let data = r.subBlocks() else { return corrupt("short image data") }
                guard let indices = LZW.decode(data, minCodeSize: Int(minCodeSize), count: fw * fh) else {
                    return corrupt("bad LZW data")
                }
                // Cut before its first pixel, a frame shows nothing at all: an error, not a blank picture.
                guard !indices.isEmpty || fw * fh == 0 else { return corrupt("no image data") }
                var out = [UInt8](repeating: 0, count: width * height * 4)
                let rows = rowOrder(height: fh, interlaced: flags & 0x40 != 0)
                for (i, index) in indices.enumerated() {
                    let y = top + rows[i / fw], x = left + i % fw
                    guard x < width, y < height, Int(index) != transparent, Int(index) * 3 + 2 < palette.count else { continue }
                    let o = (y * width + x) * 4, p = Int(index) * 3
                    out[o] = palette[p]; out[o + 1] = palette[p + 1]; out[o + 2] = palette[p + 2]; out[o + 3] = 255
                }
                return .success((width, height, out))
            case 0x3B:
                return corrupt("no image")
            default:
                return corrupt("unknown block 0x" + String(block, radix: 16))
            }
        }
        return corrupt("no image")
    }

    /// The picture row of each row in file order (interlaced GIFs store rows
    /// 0, 8, 16…, then 4, 12…, then 2, 6…, then 1, 3…).
    static func rowOrder(height: Int, interlaced: Bool) -> [Int] {
        guard interlaced else { return Array(0..<height) }
        var rows: [Int] = []
        for (start, step) in [(0, 8), (4, 8), (2, 4), (1, 2)] { rows += stride(from: start, to: height, by: step) }
        return rows
    }

    struct Reader {
        var bytes: [UInt8]
        var at: Int

        mutating func u8() -> UInt8? {
            guard at < bytes.count else { return nil }
            defer { at += 1 }
            return bytes[at]
        }

        mutating func u16() -> Int? {
            guard at + 1 < bytes.count else { return nil }
            defer { at += 2 }
            return Int(bytes[at]) | Int(bytes[at + 1]) << 8
        }

        mutating func bytes(_ n: Int) -> [UInt8]? {
            guard n >= 0, at + n <= bytes.count else { return nil }
            defer { at += n }
            return Array(bytes[at..<(at + n)])
        }

        mutating func skip(_ n: Int) -> Bool {
            guard n >= 0, at + n <= bytes.count else { return false }
            at += n
            return true
        }

        /// Data sub-blocks up to the zero-length terminator, concatenated.
        mutating func subBlocks() -> [UInt8]? {
            var out: [UInt8] = []
            while let n = u8() {
                if n == 0 { return out }
                guard let chunk = bytes(Int(n)) else {
                    // Truncated inside a block: keep what there is.
                    out += bytes[Swift.min(at, bytes.count)...]
                    at = bytes.count
                    return out
                }
                out += chunk
            }
            return out
        }

        mutating func skipSubBlocks() -> Bool {
            while let n = u8() {
                if n == 0 { return true }
                guard skip(Int(n)) else { return false }
            }
            return false
        }
    }
}

/// GIF's variable-width LZW (codes LSB first, 12 bits at most).
enum LZW {
    /// Up to `count` palette indices; nil for a code that cannot occur.
    static func decode(_ data: [UInt8], minCodeSize: Int, count: Int) -> [UInt8]? {
        let clear = 1 << minCodeSize, end = clear + 1
        var prefix = [Int](repeating: 0, count: 4096)
        var suffix = [UInt8](repeating: 0, count: 4096)
        for i in 0..<Swift.min(clear, 4096) { suffix[i] = UInt8(truncatingIfNeeded: i) }
        var codeSize = minCodeSize + 1, next = clear + 2
        var prev = -1
        var first: UInt8 = 0
        var out: [UInt8] = []
        out.reserveCapacity(count)
        var stack: [UInt8] = []
        var bitBuffer = 0, bitCount = 0, i = 0
        while out.count < count {
            while bitCount < codeSize, i < data.count {
                bitBuffer |= Int(data[i]) << bitCount
                bitCount += 8
                i += 1
            }
            if bitCount < codeSize { break } // out of data
            let code = bitBuffer & ((1 << codeSize) - 1)
            bitBuffer >>= codeSize
            bitCount -= codeSize
            if code == clear {
                codeSize = minCodeSize + 1
                next = clear + 2
                prev = -1
                continue
            }
            if code == end { break }
            if prev == -1 {
                guard code < clear else { return nil }
                first = UInt8(truncatingIfNeeded: code)
                out.append(first)
                prev = code
                continue
            }
            guard code <= next, code != next || next < 4096 else { return nil }
            stack.removeAll(keepingCapacity: true)
            var c = code
            if code == next { stack.append(first); c = prev }
            while c > end {
                stack.append(suffix[c])
                c = prefix[c]
            }
            guard c < clear else { return nil }
            first = UInt8(truncatingIfNeeded: c)
            stack.append(first)
            for v in stack.reversed() where out.count < count { out.append(v) }
            if next < 4096 {
                prefix[next] = prev
                suffix[next] = first
                next += 1
                if next == 1 << codeSize && codeSize < 12 { codeSize += 1 }
            }
            prev = code
        }
        return out // truncated data: fewer indices, the rest stays transparent
    }
}
