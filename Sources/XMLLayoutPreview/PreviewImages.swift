import ImageDecoding
import LayoutEngine
import Rendering
import XMLLayout

/// The pictures of a laid-out document, decoded for the renderers (which
/// never read files). Each `src` is decoded once; one that cannot be
/// decoded (corrupt, over the size limits, no longer a regular file) gets a
/// warning at its element and is drawn as a placeholder.
public enum PreviewImages {
    public static func load(for result: LayoutResult, document: LayoutDocument, file: String,
                            limits: ImageLimits = .standard) -> (images: ImageProvider, warnings: [Diagnostic]) {
        var images: [String: RasterImage] = [:]
        var failed = Set<String>()
        var warnings: [Diagnostic] = []
        var decodedPixels = 0
        for i in 0..<result.elements.count {
            let record = result.elements[ElementID(i)]
            guard case .image(let node) = record.kind, let path = node.source,
                  images[path] == nil, !failed.contains(path) else { continue }
            // The total budget: an image that would pass it is refused
            // before its pixels are allocated, as one over its own limit is.
            var limit = limits
            let remaining = max(0, limits.maximumTotalPixels - decodedPixels)
            limit.maximumPixels = min(limits.maximumPixels, remaining)
            switch ImageDecoder.decodeFile(atPath: path, limits: limit) {
            case .success(let d):
                decodedPixels += d.width * d.height
                images[path] = RasterImage(width: d.width, height: d.height, pixels: d.pixels,
                                           fileBytes: d.fileBytes, mimeType: d.format.mimeType)
            case .failure(let failure):
                failed.insert(path)
                var why = "\(failure)"
                if case .tooManyPixels(let w, let h, _) = failure, w * h <= limits.maximumPixels {
                    why = "it is \(w) × \(h) pixels, and the images of this layout together may have at most "
                        + "\(limits.maximumTotalPixels) (\(decodedPixels) are decoded already)"
                }
                // A button's image part is synthetic: point at the button.
                var id = ElementID(i)
                while result.elements[id].isSynthetic, let parent = result.elements[id].parent { id = parent }
                warnings.append(.warning("image '\(displayName(path, file: file))' is drawn as a placeholder: \(why)",
                                         id: .imageUndecodable, at: document.sourceMap.location(of: id), file: file))
            }
        }
        return (ImageProvider(images), warnings)
    }

    /// The path as the author wrote it, roughly: relative to the layout's folder.
    private static func displayName(_ path: String, file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return path }
        let folder = file[...slash]
        return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
    }
}
