import LayoutEngine

/// What a node shows besides its fill and border, decided once for every
/// renderer so that the terminal preview and the SVG agree.
enum NodeContent {
    /// A text a node draws: the lines are laid out again at the node's width
    /// with the engine's `TextMetrics`, which gives the very lines the engine
    /// measured (a text node is laid out at most as wide as its frame).
    struct Text {
        var string: String
        var fontSize: Double
        var maxLines: Int
        var truncation: Truncation
        /// An editable text showing its placeholder (drawn dimmed/grey).
        var isPlaceholder: Bool

        var metrics: TextMetrics { TextMetrics(fontSize: fontSize) }

        func lines(width: Double) -> [TextLine] {
            metrics.layout(string, maxWidth: width, maxLines: maxLines, truncation: truncation).lines
        }
    }

    static func text(of kind: Element.Kind) -> Text? {
        switch kind {
        case .text(let t):
            return t.text.isEmpty ? nil
                : Text(string: t.text, fontSize: t.fontSize, maxLines: t.maxLines, truncation: t.truncation,
                       isPlaceholder: false)
        case .editableText(let t):
            let shown = t.displayedText
            return shown.isEmpty ? nil
                : Text(string: shown, fontSize: t.fontSize, maxLines: 0, truncation: .tail,
                       isPlaceholder: t.text.isEmpty)
        default:
            return nil
        }
    }

    /// The debugName label a node carries in previews: only nodes that draw
    /// no text of their own, and not a button with a title (its title node
    /// is drawn inside it and says more).
    /// `all`: also on a node whose own text shows (drawn over it: `--labels
    /// all` shows every label).
    static func label(of record: ElementTable.Record, all: Bool = false) -> String? {
        guard let name = record.debugName, !name.isEmpty else { return nil }
        if !all {
            guard text(of: record.kind) == nil else { return nil }
            if case .button(let b) = record.kind, !b.title.isEmpty { return nil }
        }
        if record.isSynthetic { return nil } // "title"/"image" inside a button
        return name
    }

    /// Nodes that stand for a picture (drawn as a placeholder in SVG).
    static func isPicture(_ kind: Element.Kind) -> Bool { kind.showsPicture }

    /// Texture draws a border only when borderWidth > 0 (CALayer); the
    /// border colour then defaults to opaque black, as CALayer's does.
    static func hasBorder(_ p: Presentation) -> Bool { p.borderWidth > 0 && p.borderWidth.isFinite }
}
