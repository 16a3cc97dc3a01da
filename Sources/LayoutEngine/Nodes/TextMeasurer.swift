/// How the engine measures text: the one place a font (or a model of one)
/// meets the layout pass. The pass asks for every text it sizes (text
/// nodes, editable texts, button titles) and keeps the answer in the
/// layout (`Layout.text`), so renderers draw the very lines that were
/// measured instead of measuring again.
///
/// A measurer must be a pure function of its arguments (the pass caches
/// layouts) and safe to call from any thread.
public protocol TextMeasurer: Sendable {
    /// Lays `request.text` out within `request.maxSize` (∞ width: no
    /// wrapping), keeping at most `maxLines` lines (0: all), the last kept
    /// line cut as `truncation` says. Returns the lines with their widths,
    /// the size (widest line × the lines' height, rounded up) and the
    /// font's line metrics. An empty text has no lines and a zero size.
    func measure(_ request: TextRequest) -> TextLayout
}

/// LANGUAGE.md's fixed text model (`TextMetrics`, `textMetrics="fixed"`):
/// the same everywhere, which is what makes layouts reproducible. It knows
/// only the font size: family, weight, italic, kerning, line spacing and
/// the height offered do not change it. The engine's default.
public struct FixedMetricsMeasurer: TextMeasurer, Hashable {
    public init() {}

    public func measure(_ request: TextRequest) -> TextLayout {
        TextMetrics(fontSize: request.fontSize).layout(request.text, maxWidth: request.maxSize.width,
                                                       maxLines: request.maxLines, truncation: request.truncation)
    }
}
