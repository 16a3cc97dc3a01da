#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TextSupport
import XMLLayout

/// file: URIs and the few file-system questions the server asks, in plain
/// Swift and POSIX, not Foundation's URL and FileManager (docs/PERFORMANCE.md, rule 1).
enum FileURI {
    /// `file:///path`, percent-encoded as `URL(fileURLWithPath:).absoluteString`
    /// encodes a file's path.
    static func uri(forPath path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : PathText.currentDirectory() + "/" + path
        return "file://" + PercentEncoding.path(absolute, keepingColonAndSemicolon: true)
    }

    /// The path a file: URI names (percent-decoded, without a trailing "/"),
    /// nil for any other scheme or a bad escape.
    static func path(of uri: String) -> String? {
        var bytes = Array(uri.utf8)[...]
        guard bytes.count >= 5, String(decoding: bytes.prefix(5), as: UTF8.self).lowercased() == "file:" else { return nil }
        bytes = bytes.dropFirst(5)
        if bytes.starts(with: Array("//".utf8)) {
            bytes = bytes.dropFirst(2)
            bytes = bytes[(bytes.firstIndex(of: UInt8(ascii: "/")) ?? bytes.endIndex)...] // the host
        }
        if let end = bytes.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) { bytes = bytes[..<end] }
        var out: [UInt8] = []
        var i = bytes.startIndex
        while i < bytes.endIndex {
            if bytes[i] == UInt8(ascii: "%") {
                guard i + 2 < bytes.endIndex,
                      let value = UInt8(String(decoding: bytes[(i + 1)...(i + 2)], as: UTF8.self), radix: 16) else { return nil }
                out.append(value)
                i += 3
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        if out.count > 1, out.last == UInt8(ascii: "/") { out.removeLast() }
        guard let path = String(validating: out, as: UTF8.self) else { return nil }
        return path.isEmpty ? "/" : path
    }

    /// NSString's `standardizingPath` for comparing paths: the real path when
    /// the file exists, else the absolute path with "." and ".." resolved.
    static func standardized(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return PathText.absolute(path) }
        defer { free(real) }
        return String(cString: real)
    }

    /// Whether the entry at `path` is a folder; nil if there is none.
    static func isFolder(_ path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT == S_IFDIR
    }

    /// The names in a folder (without "." and ".."), nil if it cannot be read.
    static func entries(of folder: String) -> [String]? {
        guard let dir = opendir(folder) else { return nil }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// A regular file's bytes, if it can be read and is smaller than `limit`.
    static func contents(of path: String, limit: Int = 8 << 20) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) < limit else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = read(fd, &chunk, chunk.count)
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return nil }
            if n == 0 { return bytes }
            bytes += chunk[..<n]
            if bytes.count >= limit { return nil }
        }
    }

    /// A file's text, if it is readable UTF-8.
    static func text(of path: String) -> String? {
        contents(of: path, limit: 64 << 20).flatMap { String(validating: $0, as: UTF8.self) }
    }
}
