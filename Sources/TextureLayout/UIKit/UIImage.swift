import Foundation
import ImageDecoding

#if !canImport(UIKit)
/// UIKit's UIImage, reduced to what layout reads: its size in points
/// (pixels ÷ scale). The pixels are never decoded; the size comes from the
/// PNG, JPEG or GIF header.
public final class UIImage: Sendable {
    /// The size in points.
    public let size: CGSize
    public let scale: CGFloat
    /// The pixel dimensions, as UIKit's backing CGImage.
    public let cgImage: CGImage?

    public enum Orientation: Int, Sendable { case up, down, left, right }

    init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        self.cgImage = CGImage(width: pixelWidth, height: pixelHeight)
        self.scale = scale
        self.size = CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// A blank image of `size` points (what UIGraphicsImageRenderer makes).
    init(size: CGSize, scale: CGFloat) {
        self.cgImage = CGImage(width: Int((size.width * scale).rounded(.up)),
                               height: Int((size.height * scale).rounded(.up)))
        self.scale = scale
        self.size = size
    }

    /// Looks `name` up as UIKit does in the app bundle. Linux has no app
    /// bundle, so this looks in `UIImage.searchDirectories` (the working
    /// directory and the main bundle's resources by default), then in the
    /// directories of `TEXTURE_LAYOUT_IMAGES` (separated by `:`), then in
    /// the folder of the Swift file that calls it (generated code kept beside
    /// its layout file finds the layout's images). A name ending in
    /// `@2x`/`@3x` before the extension has that scale.
    ///
    /// A name without an extension is an asset's (as generated code names
    /// images): the first `name.png` (`.jpg`, `.jpeg`, `.gif`, or with
    /// `@2x`/`@3x`) below a searched directory, as an asset catalog holds it.
    public convenience init?(named name: String, callerFile: String = #filePath) {
        let directories = UIImage.directories(callerFile: callerFile)
        for dir in directories {
            let path = name.hasPrefix("/") ? name : (dir as NSString).appendingPathComponent(name)
            if let px = ImageHeaderReader.pixelSize(ofFileAt: path) {
                self.init(pixelWidth: px.width, pixelHeight: px.height, scale: UIImage.scale(inName: name))
                return
            }
        }
        if (name as NSString).pathExtension.isEmpty, !name.contains("/") {
            for dir in directories {
                guard let path = UIImage.asset(named: name, below: dir),
                      let px = ImageHeaderReader.pixelSize(ofFileAt: path) else { continue }
                self.init(pixelWidth: px.width, pixelHeight: px.height, scale: UIImage.scale(inName: path))
                return
            }
        }
        return nil
    }

    /// Where `init(named:)` looks, in order (font files by name too).
    static func directories(callerFile: String) -> [String] {
        let fromEnvironment = ProcessInfo.processInfo.environment["TEXTURE_LAYOUT_IMAGES"]?
            .split(separator: ":").map(String.init) ?? []
        return searchDirectories + fromEnvironment + [(callerFile as NSString).deletingLastPathComponent]
    }

    /// The file of asset `name` below `directory` (a few levels deep).
    static func asset(named name: String, below directory: String) -> String? {
        file(among: ["", "@2x", "@3x"].flatMap { suffix in ["png", "jpg", "jpeg", "gif"].map { name + suffix + "." + $0 } },
             below: directory)
    }

    /// The first of `candidates` (file names) in `directory` or a folder a few levels below it.
    static func file(among candidates: [String], below directory: String) -> String? {
        var folders = [directory]
        for _ in 0..<4 {
            var next: [String] = []
            for folder in folders {
                for file in candidates {
                    let path = (folder as NSString).appendingPathComponent(file)
                    if FileManager.default.fileExists(atPath: path) { return path }
                }
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                for entry in entries.sorted() where !entry.hasPrefix(".") {
                    var isFolder: ObjCBool = false
                    let path = (folder as NSString).appendingPathComponent(entry)
                    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { next.append(path) }
                }
            }
            folders = next
        }
        return nil
    }

    public convenience init?(contentsOfFile path: String) {
        guard let px = ImageHeaderReader.pixelSize(ofFileAt: path) else { return nil }
        self.init(pixelWidth: px.width, pixelHeight: px.height, scale: UIImage.scale(inName: path))
    }

    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let px = ImageHeader.pixelSize(of: [UInt8](data.prefix(ImageHeader.maximumHeaderBytes))) else {
            return nil
        }
        self.init(pixelWidth: px.width, pixelHeight: px.height, scale: scale)
    }

    /// The same pixels at another scale (`UIImage(cgImage:scale:orientation:)`).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(pixelWidth: cgImage.width, pixelHeight: cgImage.height, scale: scale)
    }

    static func scale(inName name: String) -> CGFloat {
        let stem = ((name as NSString).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// Where `UIImage(named:)` looks, in order. Not UIKit API: on Linux there
    /// is no app bundle, so tests point this at their resources.
    public static var searchDirectories: [String] {
        get { searchDirectoryStore.get() }
        set { searchDirectoryStore.set(newValue) }
    }

    private static let searchDirectoryStore = LockedValue<[String]>(
        [FileManager.default.currentDirectoryPath] + [Bundle.main.resourcePath].compactMap { $0 })
}

/// Core Graphics' image, reduced to its pixel dimensions.
public struct CGImage: Hashable, Sendable {
    public var width: Int
    public var height: Int
}

/// UIKit's image renderer, enough to make a blank image of a given size:
/// `UIGraphicsImageRenderer(size: s).image { _ in }`.
public final class UIGraphicsImageRenderer {
    public let size: CGSize
    public init(size: CGSize) { self.size = size }
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        actions(UIGraphicsImageRendererContext())
        return UIImage(size: size, scale: 2)
    }
}

public final class UIGraphicsImageRendererContext {}
#endif

/// A value behind a lock. Mutex (Synchronization) needs macOS 15; the
/// package supports macOS 13, so an NSLock guards the one mutable global.
final class LockedValue<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T
    init(_ value: T) { self.value = value }
    func get() -> T { lock.lock(); defer { lock.unlock() }; return value }
    func set(_ v: T) { lock.lock(); defer { lock.unlock() }; value = v }
}
