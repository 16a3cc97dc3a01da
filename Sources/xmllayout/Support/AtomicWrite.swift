import Foundation

/// Writes a whole file or nothing: to a temporary file beside it, then a
/// rename, so a failure never leaves a partial file behind.
enum AtomicWrite {
    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}
