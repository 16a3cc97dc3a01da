import LayoutEngine

/// What every renderer of this module is: a pure function from a layout
/// result to text. Renderers are small value types configured once (options,
/// source lines) and then called with any number of results, so that a CLI,
/// a watch screen and golden tests call them the same way:
///
///     let result = LayoutEngine.layout(root, in: range)
///     print(TreeRenderer().render(result))
///     print(JSONRenderer(lines: sourceLines).render(result))
///     print(ANSIRenderer(options: .init(columns: 100, colorMode: .ansi256)).render(result))
///     try SVGRenderer().render(result).write(to: url)
///
/// No renderer adds a trailing newline: callers `print` the text or write it
/// with one. Every renderer is deterministic: the same result gives the same
/// bytes on every platform (no Foundation formatting, no dictionaries).
public protocol LayoutRenderer {
    func render(_ result: LayoutResult) -> String
}

extension TreeRenderer: LayoutRenderer {}
extension JSONRenderer: LayoutRenderer {}
extension ANSIRenderer: LayoutRenderer {}
extension SVGRenderer: LayoutRenderer {}

/// Texture's `asciiArtString` of the spec tree (`--format ascii`): drawn from
/// the elements and their specs, not from the frames, so the result only
/// stands for "this element tree, laid out".
public struct AsciiArtRenderer: LayoutRenderer, Sendable {
    public var root: Element

    public init(root: Element) { self.root = root }

    public func render(_ result: LayoutResult) -> String { root.asciiArtString }
}
