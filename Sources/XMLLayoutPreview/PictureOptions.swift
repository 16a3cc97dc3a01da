import LayoutEngine
import Rendering

/// How the pictures (ansi, svg) look, beyond the format: what lies behind
/// the layout, which labels show, whether specs are drawn.
public struct PictureOptions: Sendable, Hashable {
    /// The colour behind the layout; nil is the terminal's own background
    /// (ANSI) or transparent (SVG). White by default, as a phone screen.
    public var canvas: Color?
    public var labels: LabelMode
    /// Layout specs as dashed outlines with their type.
    public var specs: Bool

    public init(canvas: Color? = ANSIRenderer.Options.defaultCanvas, labels: LabelMode = .auto, specs: Bool = false) {
        self.canvas = canvas
        self.labels = labels
        self.specs = specs
    }
}
