import ImageDecoding
import LayoutEngine

/// An image file's header, read without reading more than it needs.
extension ImageHeader {
    enum Failure: Error, Equatable {
        case unreadable(String)
        case notAnImage
    }

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
}
