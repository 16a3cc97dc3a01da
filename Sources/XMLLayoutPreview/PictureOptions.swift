import LayoutEngine
import Rendering

/// How the pictures (ansi, svg, png) look, beyond the format: what lies
/// behind the layout, which labels show, whether specs are drawn, and the
/// look (device or debug) of svg and png.
public struct PictureOptions: Sendable, Hashable {
    /// The colour behind the layout; nil is the terminal's own background
    /// (ANSI) or transparent (SVG, PNG). White by default, as a phone screen.
    public var canvas: Color?
    public var labels: LabelMode
    /// Layout specs as dashed outlines with their type.
    public var specs: Bool
    /// svg and png: what the phone shows, or the debugging picture; nil:
    /// the format's default (`defaultLook`).
    public var look: PictureLook?

    public init(canvas: Color? = ANSIRenderer.Options.defaultCanvas, labels: LabelMode = .auto, specs: Bool = false,
                look: PictureLook? = nil) {
        self.canvas = canvas
        self.labels = labels
        self.specs = specs
        self.look = look
    }

    /// A PNG is a device picture; the SVG stays the debugging picture it has
    /// always been (outlines, labels, overflow shown), for the authors who
    /// read it in a browser to find a node.
    public static func defaultLook(of format: OutputFormat) -> PictureLook {
        format == .png ? .device : .debug
    }

    /// The look for `format`.
    public func look(for format: OutputFormat) -> PictureLook { look ?? Self.defaultLook(of: format) }

    /// The SVG renderer's options for this look.
    public func svg(for format: OutputFormat = .svg) -> SVGRenderer.Options {
        SVGRenderer.Options(specOutlines: specs, canvas: canvas, labels: labels).with(look: look(for: format))
    }

    /// The PNG painter's options for this look.
    public func painter(for format: OutputFormat = .png) -> PicturePainter.Options {
        PicturePainter.Options(look: look(for: format), canvas: canvas, labels: labels, specOutlines: specs)
    }
}
