import CCairo
import LayoutEngine
import Rendering

/// A `RasterSink` on a cairo ARGB32 image surface: `width` × `height`
/// pixels, `scale` pixels per point, the point `origin` at the top-left
/// pixel. Text is drawn through cairo's FreeType font faces
/// (`BundledFontFaces`): measured glyphs in their own font file, other
/// lines in the bundled Liberation faces, without hinting, so the pixels
/// are the same from run to run and machine to machine (for one cairo,
/// pixman and FreeType). A struct over one cairo context: copies share it.
public struct CairoSink: RasterSink {
    /// The largest picture made, in pixels (a side, and the area): a
    /// picture past them is refused rather than allocated.
    public static let maximumSide = 32_000
    public static let maximumPixels = 100_000_000

    /// The cairo library's version ("1.18.0").
    public static var libraryVersion: String { String(cString: cairo_version_string()) }

    private final class Context {
        let surface: OpaquePointer
        let cr: OpaquePointer
        init(surface: OpaquePointer, cr: OpaquePointer) {
            self.surface = surface
            self.cr = cr
        }
        deinit {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
    }

    private let context: Context
    public let width: Int
    public let height: Int
    public let scale: Double

    /// Nil when the picture would be empty or past the limits.
    public init?(width: Int, height: Int, scale: Double, origin: Point = Point(x: 0, y: 0)) {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide,
              width * height <= Self.maximumPixels, scale.isFinite, scale > 0,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        context = Context(surface: surface, cr: cr)
        self.width = width
        self.height = height
        self.scale = scale
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -origin.x, -origin.y)
    }

    /// The pixel size of `points` at `scale`: rounded up, so a picture
    /// 60.25 pt wide at @2x has 121 columns (a hair's error is forgiven).
    public static func pixels(_ points: Double, scale: Double) -> Int {
        guard points.isFinite, points > 0 else { return 0 }
        let p = points * scale
        return Swift.min(Int(Self.maximumSide) + 1, Int((p - 1e-6).rounded(.up)))
    }

    private var cr: OpaquePointer { context.cr }

    public mutating func fill(_ rect: Rect, radius: Double, color: Color) {
        guard color.alpha > 0, Self.sane(rect) else { return }
        setSource(color)
        path(rect, radius: radius)
        cairo_fill(cr)
    }

    public mutating func stroke(_ rect: Rect, radius: Double, lineWidth: Double, color: Color, dash: [Double]) {
        guard color.alpha > 0, Self.sane(rect), lineWidth.isFinite, lineWidth > 0 else { return }
        setSource(color)
        cairo_set_line_width(cr, lineWidth)
        dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
        path(rect, radius: radius)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    public mutating func line(from a: Point, to b: Point, lineWidth: Double, color: Color) {
        guard color.alpha > 0, [a.x, a.y, b.x, b.y].allSatisfy({ $0.isFinite && abs($0) < 1e7 }) else { return }
        setSource(color)
        cairo_set_line_width(cr, lineWidth)
        cairo_move_to(cr, a.x, a.y)
        cairo_line_to(cr, b.x, b.y)
        cairo_stroke(cr)
    }

    public mutating func draw(_ image: RasterImage, in rect: Rect) {
        guard image.width > 0, image.height > 0, Self.sane(rect), rect.width > 0, rect.height > 0,
              let surface = Self.surface(rgba: image.pixels, width: image.width, height: image.height) else { return }
        defer { cairo_surface_destroy(surface) }
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / Double(image.width), rect.height / Double(image.height))
        cairo_set_source_surface(cr, surface, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
        cairo_fill(cr)
        cairo_restore(cr)
    }

    public mutating func text(_ runs: [TextRun], style: RasterTextStyle, color: Color) {
        guard color.alpha > 0, style.size.isFinite, style.size > 0, let face = BundledFontFaces.face(for: style) else { return }
        setFont(face, size: style.size, color: color)
        for run in runs where !run.text.isEmpty && run.origin.x.isFinite && run.origin.y.isFinite {
            // A line wider in this font than the layout measured it is
            // narrowed to the measured width (as the SVG's textLength fits
            // it), rather than cut at its node's edge; never widened.
            var extents = cairo_text_extents_t()
            cairo_text_extents(cr, run.text, &extents)
            let squeeze = run.width > 0 && extents.x_advance > run.width + 0.01 ? run.width / extents.x_advance : 1
            cairo_save(cr)
            cairo_translate(cr, run.origin.x, run.origin.y)
            if squeeze < 1 { cairo_scale(cr, squeeze, 1) }
            cairo_move_to(cr, 0, 0)
            cairo_show_text(cr, run.text)
            cairo_restore(cr)
        }
    }

    public mutating func glyphs(_ placed: PlacedGlyphs, color: Color) {
        guard color.alpha > 0, placed.fontSize.isFinite, placed.fontSize > 0, !placed.glyphs.isEmpty,
              let face = BundledFontFaces.face(path: placed.fontPath, index: placed.faceIndex) else { return }
        let glyphs = zip(placed.glyphs, placed.origins).compactMap { id, at -> cairo_glyph_t? in
            guard at.x.isFinite, at.y.isFinite, abs(at.x) < 1e7, abs(at.y) < 1e7 else { return nil }
            return cairo_glyph_t(index: UInt(id), x: at.x, y: at.y)
        }
        setFont(face, size: placed.fontSize, color: color)
        glyphs.withUnsafeBufferPointer { cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
    }

    public mutating func clip(to rect: Rect, radius: Double) {
        guard Self.sane(rect) else { return }
        path(rect, radius: radius)
        cairo_clip(cr)
    }

    public mutating func translate(dx: Double, dy: Double) { cairo_translate(cr, dx, dy) }
    public mutating func save() { cairo_save(cr) }
    public mutating func restore() { cairo_restore(cr) }

    // MARK: Out

    /// The picture as a PNG file's bytes (8-bit RGBA, straight alpha).
    public func png() -> [UInt8] {
        cairo_surface_flush(context.surface)
        return Self.writePNG(context.surface)
    }

    /// The picture as straight (not premultiplied) RGBA8, row-major.
    public func rgba() -> [UInt8] {
        cairo_surface_flush(context.surface)
        guard let data = cairo_image_surface_get_data(context.surface) else { return [] }
        let stride = Int(cairo_image_surface_get_stride(context.surface))
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width {
                let argb = row.withMemoryRebound(to: UInt32.self, capacity: width) { $0[x] }
                let a = UInt32(argb >> 24), i = (y * width + x) * 4
                guard a > 0 else { continue }
                func un(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
                out[i] = un(argb >> 16 & 0xFF)
                out[i + 1] = un(argb >> 8 & 0xFF)
                out[i + 2] = un(argb & 0xFF)
                out[i + 3] = UInt8(a)
            }
        }
        return out
    }

    /// Straight RGBA8 pixels as a PNG file's bytes (difference images,
    /// composites); empty for an empty or inconsistent picture.
    public static func png(rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
        guard let surface = surface(rgba: rgba, width: width, height: height) else { return [] }
        defer { cairo_surface_destroy(surface) }
        return writePNG(surface)
    }

    // MARK: Helpers

    /// `face` at `size` in `color`, unhinted (the glyphs keep the measured
    /// positions, and the pixels do not depend on the machine's settings).
    private func setFont(_ face: OpaquePointer, size: Double, color: Color) {
        setSource(color)
        cairo_set_font_face(cr, face)
        cairo_set_font_size(cr, size)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
    }

    private func setSource(_ c: Color) {
        cairo_set_source_rgba(cr, Double(c.red) / 255, Double(c.green) / 255, Double(c.blue) / 255, Double(c.alpha) / 255)
    }

    /// A rectangle, its corners rounded (the radius at most half the shorter side).
    private func path(_ r: Rect, radius: Double) {
        let rad = Swift.min(Swift.max(0, radius.isFinite ? radius : 0), Swift.max(0, r.width) / 2, Swift.max(0, r.height) / 2)
        guard rad > 0 else {
            cairo_rectangle(cr, r.minX, r.minY, Swift.max(0, r.width), Swift.max(0, r.height))
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - rad, r.minY + rad, rad, -Double.pi / 2, 0)
        cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, Double.pi / 2)
        cairo_arc(cr, r.minX + rad, r.maxY - rad, rad, Double.pi / 2, Double.pi)
        cairo_arc(cr, r.minX + rad, r.minY + rad, rad, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    private static func sane(_ r: Rect) -> Bool {
        [r.minX, r.minY, r.width, r.height].allSatisfy { $0.isFinite && abs($0) < 1e7 }
    }

    /// A new image surface holding straight RGBA8 pixels, premultiplied.
    private static func surface(rgba: [UInt8], width: Int, height: Int) -> OpaquePointer? {
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide, rgba.count == width * height * 4,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        rgba.withUnsafeBufferPointer { px in
            for y in 0..<height {
                (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { row in
                    for x in 0..<width {
                        let i = (y * width + x) * 4
                        let a = UInt32(px[i + 3])
                        func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                        row[x] = a << 24 | pre(px[i]) << 16 | pre(px[i + 1]) << 8 | pre(px[i + 2])
                    }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    private final class Bytes { var bytes: [UInt8] = [] }

    private static func writePNG(_ surface: OpaquePointer) -> [UInt8] {
        let box = Bytes()
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Bytes>.fromOpaque(closure).takeUnretainedValue().bytes
                .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(box).toOpaque())
        return withExtendedLifetime(box) { status == CAIRO_STATUS_SUCCESS ? box.bytes : [] }
    }
}
