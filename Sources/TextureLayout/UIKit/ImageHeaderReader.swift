import Foundation
import ImageDecoding

/// An image file's pixel size from its header (`ImageHeader`), read with Foundation.
enum ImageHeaderReader {
    static func pixelSize(ofFileAt path: String) -> (width: Int, height: Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let data = handle.readData(ofLength: ImageHeader.maximumHeaderBytes)
        return ImageHeader.pixelSize(of: [UInt8](data))
    }
}
