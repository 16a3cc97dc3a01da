import CairoRendering
import LayoutEngine
import Rendering
import XMLLayout

/// The pictures of laid-out layouts, for any front end (`render`, `snapshot`,
/// a browser preview): a PNG's bytes or an SVG's text from a result and its
/// decoded images.
///
///     let out = PreviewPipeline.run(path: file, options: PreviewOptions(format: .png))
///     let png = out.png              // or, from a result already laid out:
///     let bytes = Pictures.png(result, images: images, options: PictureOptions(), scale: 2)
public enum Pictures {
    /// A PNG of `result` at `scale` pixels per point, in `options`' look
    /// (device unless it says otherwise); nil when the picture would be
    /// empty or too large to make (`CairoSink.maximumPixels`).
    public static func png(_ result: LayoutResult, images: ImageProvider = .none, options: PictureOptions = PictureOptions(),
                           scale: Double) -> [UInt8]? {
        guard let sink = raster(result, images: images, options: options, scale: scale) else { return nil }
        return sink.png()
    }

    /// `png`'s picture as straight RGBA8 pixels (width, height, pixels).
    public static func rgba(_ result: LayoutResult, images: ImageProvider = .none, options: PictureOptions = PictureOptions(),
                            scale: Double) -> (width: Int, height: Int, pixels: [UInt8])? {
        guard let sink = raster(result, images: images, options: options, scale: scale) else { return nil }
        return (sink.width, sink.height, sink.rgba())
    }

    /// Several devices' pictures side by side, each under its label, in one PNG.
    public static func pngSheet(_ pages: [DeviceSheet.RasterPage], options: PictureOptions = PictureOptions(),
                                scale: Double) -> [UInt8]? {
        let painter = options.painter()
        let size = DeviceSheet.rasterLayout(pages, options: painter).size
        guard var sink = CairoSink(width: CairoSink.pixels(size.width, scale: scale),
                                   height: CairoSink.pixels(size.height, scale: scale), scale: scale) else { return nil }
        DeviceSheet.paint(pages, options: painter, into: &sink)
        return sink.png()
    }

    /// The SVG of `result` in `options`' look (debug unless it says otherwise).
    public static func svg(_ result: LayoutResult, images: ImageProvider = .none, options: PictureOptions = PictureOptions())
        -> String {
        SVGRenderer(options: options.svg(), images: images).render(result)
    }

    /// A PNG of straight RGBA8 pixels (difference images and the like).
    public static func png(rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
        CairoSink.png(rgba: rgba, width: width, height: height)
    }

    /// The error when `png` gives nil: the picture would be empty or too large.
    static func cannotDraw(_ size: Size, scale: Double, file: String) -> Diagnostic {
        let w = CairoSink.pixels(size.width, scale: scale), h = CairoSink.pixels(size.height, scale: scale)
        let why = w == 0 || h == 0 ? "it is empty (\(w) × \(h) pixels)"
            : "\(w) × \(h) pixels is more than the \(CairoSink.maximumSide) a side and \(CairoSink.maximumPixels) in all it can be"
        return .error("the PNG cannot be drawn: " + why, file: file,
                      hint: w == 0 || h == 0 ? "give the root a size (--width, --height)" : "use --scale 1 or --format svg")
    }

    private static func raster(_ result: LayoutResult, images: ImageProvider, options: PictureOptions,
                               scale: Double) -> CairoSink? {
        let painter = PicturePainter(options: options.painter(), images: images)
        let bounds = painter.bounds(of: result)
        guard var sink = CairoSink(width: CairoSink.pixels(bounds.width, scale: scale),
                                   height: CairoSink.pixels(bounds.height, scale: scale), scale: scale,
                                   origin: bounds.origin) else { return nil }
        painter.paint(result, into: &sink)
        return sink
    }
}
