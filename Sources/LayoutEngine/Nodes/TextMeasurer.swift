/// How the engine measures text: the one place a font (or a model of one)
/// meets the layout pass. The pass asks for every text it sizes (text
/// nodes, editable texts, button titles) and keeps the answer in the
/// layout (`Layout.text`), so renderers draw the very lines that were
/// measured instead of measuring again.
///
/// A measurer must be a pure function of its arguments (the pass caches
/// layouts) and safe to call from any thread.
public protocol TextMeasurer: Sendable {
    /// Lays `text` out at `fontSize` within `maxWidth` (∞: no wrapping),
    /// keeping at most `maxLines` lines (0: all), the last kept line cut as
    /// `truncation` says. Returns the lines with their widths, the size
    /// (widest line × line count) and the font's line metrics. An empty text
    /// has no lines and a zero size.
    func measure(_ text: String, fontSize: Double, maxWidth: Double, maxLines: Int,
                 truncation: Truncation) -> TextLayout
}

/// LANGUAGE.md's fixed text model (`TextMetrics`): the same everywhere,
/// which is what makes layouts reproducible. The engine's default.
public struct FixedMetricsMeasurer: TextMeasurer, Hashable {
    public init() {}

    public func measure(_ text: String, fontSize: Double, maxWidth: Double, maxLines: Int,
                        truncation: Truncation) -> TextLayout {
        TextMetrics(fontSize: fontSize).layout(text, maxWidth: maxWidth, maxLines: maxLines, truncation: truncation)
    }
}
