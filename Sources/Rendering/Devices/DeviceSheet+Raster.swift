import LayoutEngine

extension DeviceSheet {
    /// One page of a raster sheet: a device's label, result and pictures.
    public struct RasterPage: Sendable {
        public var label: String
        public var result: LayoutResult
        public var images: ImageProvider

        public init(label: String, result: LayoutResult, images: ImageProvider) {
            self.label = label
            self.result = result
            self.images = images
        }
    }

    /// The space between pictures, the band above them for the labels and
    /// the labels' size, in points (as the SVG sheet).
    static let gap = 24.0, labelHeight = 20.0, labelFontSize = 12.0

    /// `png`: the sheet's size in points and where each page's picture
    /// (its `PicturePainter.bounds`) goes: in a row, each under its label.
    public static func rasterLayout(_ pages: [RasterPage], options: PicturePainter.Options) -> (size: Size, origins: [Point]) {
        var x = 0.0, height = 0.0
        var origins: [Point] = []
        for page in pages {
            let bounds = PicturePainter(options: options).bounds(of: page.result)
            origins.append(Point(x: x, y: labelHeight))
            let labelWidth = Double(page.label.count) * labelFontSize * 0.6
            x += Swift.max(bounds.width, labelWidth) + gap
            height = Swift.max(height, bounds.height)
        }
        return (Size(Swift.max(0, x - gap), labelHeight + height), origins)
    }

    /// Paints the pages side by side with their labels above (`rasterLayout`).
    public static func paint<Sink: RasterSink>(_ pages: [RasterPage], options: PicturePainter.Options, into sink: inout Sink) {
        let origins = rasterLayout(pages, options: options).origins
        for (page, origin) in zip(pages, origins) {
            sink.text([TextRun(text: page.label, origin: Point(x: origin.x, y: labelHeight - 6))],
                      style: RasterTextStyle(size: labelFontSize), color: Color(red: 0x33, green: 0x33, blue: 0x33))
            let painter = PicturePainter(options: options, images: page.images)
            let bounds = painter.bounds(of: page.result)
            sink.save()
            sink.translate(dx: origin.x - bounds.minX, dy: origin.y - bounds.minY)
            painter.paint(page.result, into: &sink)
            sink.restore()
        }
    }
}
