import LayoutEngine
import Rendering
import XMLLayout

/// The output formats of `xmllayout render`.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// Coloured terminal preview (the default on a terminal).
    case ansi
    /// Every element with its frame (the default when piped).
    case tree
    /// LANGUAGE.md's JSON.
    case json
    /// A picture at the layout's real size in points.
    case svg
    /// Texture's asciiArtString of the spec tree.
    case ascii
}

extension OutputFormat {
    /// The renderer registry: each format's renderer, configured for one
    /// document and the preview's options. The only place a format meets a
    /// renderer; `render`, the watch screen and the fuzzer all come here.
    public func renderer(for document: LayoutDocument, options: PreviewOptions) -> any LayoutRenderer {
        switch self {
        case .tree: return TreeRenderer()
        case .json: return JSONRenderer(lines: document.sourceMap.lines.map { Optional($0) })
        case .svg: return SVGRenderer()
        case .ascii: return AsciiArtRenderer(root: document.root)
        case .ansi:
            var ansi = ANSIRenderer.Options(columns: options.columns, zoom: options.zoom, colorMode: options.colorMode)
            if let c = options.maxColumns { ansi.maxColumns = c }
            if let r = options.maxRows { ansi.maxRows = r }
            return ANSIRenderer(options: ansi)
        }
    }
}
