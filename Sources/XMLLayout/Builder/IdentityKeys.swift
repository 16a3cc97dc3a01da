import LayoutEngine

extension LayoutDocument {
    /// LANGUAGE.md's "Identity": one key per document element, in document
    /// order: an expanded (version-2) element's key from its origin; else its
    /// `id`, or `file:line:col` of its `<` with the file named relative to
    /// the main file's folder (the main file itself by its name).
    ///
    /// - Parameter mainFileName: how the main file is named in keys. Two
    ///   files compared with `transition` count as one file, so the second
    ///   is keyed under the first one's name.
    public func identityKeys(mainFileName: String) -> [String] {
        let map = sourceMap
        let ownName = map.location(of: ElementID(0)).map { Self.fileName($0.file) }
        // `file:line:col` written as bytes: string interpolation made this
        // about 1,900 instructions a key (a watch reload keys every element).
        var bytes = Array(mainFileName.utf8)
        let prefix = bytes.count
        return (0..<map.count).map { i in
            if i < map.origins.count {
                let key = map.origins[i].key
                guard let ownName, ownName != mainFileName else { return key }
                return Self.renamingMainFile(in: key, from: ownName, to: mainFileName)
            }
            if i < map.ids.count, let id = map.ids[i] { return id }
            let (line, column) = map.lineAndColumn(of: ElementID(i))
            bytes.removeSubrange(prefix...)
            bytes.append(UInt8(ascii: ":"))
            Self.appendDecimal(line, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            Self.appendDecimal(column, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// `value` (0 when negative) in decimal, without a String in between.
    private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var i = digits.count
            var v = max(value, 0)
            repeat {
                i -= 1
                digits[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v % 10)
                v /= 10
            } while v > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[i...]))
        }
    }

    public static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Each `/`-separated segment that is a location in the main file
    /// (`old.xml:14:7[2]`) renamed; ids and other files' segments kept.
    static func renamingMainFile(in key: String, from old: String, to new: String) -> String {
        key.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            segment.hasPrefix(old + ":") ? new + segment.dropFirst(old.count) : String(segment)
        }.joined(separator: "/")
    }
}
