import LayoutEngine

/// Measures text as a device sets it (LANGUAGE.md, "Text as a device sets
/// it"; ASTextNode over TextKit): shaped with the font by HarfBuzz (kerning
/// and ligatures on), broken at ICU's line-break opportunities (UAX #14), a
/// word wider than a line broken between characters; lines as high as the
/// font's `hhea` ascent + descent + line gap, `lineSpacing` between them;
/// `maxLines` and the height offered drop lines, the last kept one cut as
/// `truncation` says with a real `…`; the size rounded up to the pixel grid.
///
/// Each distinct (text, face) is shaped once per measurer, and each layout
/// of it made once (`ShapingCache`): make one per run.
public struct FontMeasurer: TextMeasurer {
    private let cache = ShapingCache()

    public init() {}

    /// How much work this measurer did, for tests that keep it from growing:
    /// texts shaped, layouts made, line-break iterators opened and glyph
    /// runs made (the pictures' lines, asked for after measuring).
    public struct Statistics: Hashable, Sendable {
        public var shapings = 0
        public var layouts = 0
        public var lineBreakers = 0
        public var glyphRuns = 0
    }

    public var statistics: Statistics { cache.counters.statistics }

    public func measure(_ request: TextRequest) -> TextLayout {
        let style = request.style
        guard let face = FontLibrary.face(family: style.fontFamily, weight: style.fontWeight, italic: style.italic) else {
            // The bundled fonts are missing: the run reports `BundledFonts.problem`; the fixed model keeps it going.
            return FixedMetricsMeasurer().measure(request)
        }
        let size = request.fontSize
        let m = face.metrics(size: size)
        let step = m.lineHeight + style.lineSpacing
        guard !request.text.isEmpty else {
            return TextLayout(lines: [], size: .zero, truncated: false, lineHeight: step, ascender: m.ascent,
                              descender: -m.descent)
        }
        let key = LayoutKey(size: size, kern: style.kern, lineSpacing: style.lineSpacing, maxSize: request.maxSize,
                            maxLines: request.maxLines, truncation: request.truncation, scale: request.scale)
        return cache.layout(request.text, face, key) { shaped in
            layout(shaped, request, face: face, metrics: m, step: step)
        }
    }

    private func layout(_ shaped: ShapedText, _ request: TextRequest, face: FontFace,
                        metrics m: (ascent: Double, descent: Double, lineHeight: Double), step: Double) -> TextLayout {
        let style = request.style
        let size = request.fontSize
        var setter = LineSetter(shaped: shaped, size: size, kern: style.kern, maxWidth: request.maxSize.width)
        var ranges = setter.breakLines()
        var keep = ranges.count
        if request.maxLines > 0 { keep = Swift.min(keep, request.maxLines) }
        if request.maxSize.height.isFinite, step > 0 {
            // Lines below the height offered are dropped (at least one is kept).
            let fit = Int(((request.maxSize.height + style.lineSpacing) / step + 1e-9).rounded(.down))
            keep = Swift.min(keep, Swift.max(1, fit))
        }
        var lines = ranges.prefix(keep).map { setter.line($0) }
        let truncated = keep < ranges.count
        if truncated {
            ranges.removeSubrange(keep...)
            lines[keep - 1] = truncate(from: ranges[keep - 1].lowerBound, setter: setter, face: face,
                                       mode: request.truncation, style: style, size: size)
        }
        let widest = lines.reduce(0) { Swift.max($0, $1.width) }
        let height = Double(lines.count) * m.lineHeight + Double(lines.count - 1) * style.lineSpacing
        let grid = PixelGrid(scale: request.scale)
        return TextLayout(lines: lines, size: Size(grid.ceil(widest), grid.ceil(Swift.max(0, height))),
                          truncated: truncated, lineHeight: step, ascender: m.ascent, descender: -m.descent)
    }

    /// The last kept line when lines were dropped: the rest of the text from
    /// `start`, cut until it and an ellipsis fit the width (clip: cut).
    private func truncate(from start: Int, setter: LineSetter, face: FontFace, mode: Truncation, style: TextStyle,
                          size: Double) -> TextLine {
        let shaped = setter.shaped
        let end = shaped.trimmedEnd(start, shaped.utf8.count)
        let maxWidth = setter.maxWidth
        if setter.width(start, end) <= maxWidth + LineSetter.slack || mode == .clip && !maxWidth.isFinite {
            return setter.line(start..<end)
        }
        if mode == .clip { return setter.line(start..<setter.charactersFitting(from: start, in: maxWidth)) }
        let ellipsis = LineSetter(shaped: cache.shape("…", face), size: size, kern: style.kern, maxWidth: maxWidth)
        var room = maxWidth - ellipsis.width(0, ellipsis.shaped.utf8.count)
        // Kerning around the ellipsis may widen the joined line: cut more until it fits.
        while true {
            let text = cutText(shaped, setter: setter, from: start, end: end, mode: mode, room: room)
            let joined = LineSetter(shaped: cache.shape(text, face), size: size, kern: style.kern, maxWidth: maxWidth)
            let line = joined.line(0..<joined.shaped.utf8.count)
            if line.width <= maxWidth + LineSetter.slack || text == "…" { return line }
            room -= size / 20
        }
    }

    /// `start..<end` cut to `room` points as `mode` says, with an ellipsis.
    private func cutText(_ shaped: ShapedText, setter: LineSetter, from start: Int, end: Int, mode: Truncation,
                         room: Double) -> String {
        switch mode {
        case .tail, .clip:
            let cut = shaped.trimmedEnd(start, setter.charactersFitting(from: start, in: room))
            return shaped.text(start, cut) + "…"
        case .head:
            return "…" + shaped.text(setter.charactersFitting(backFrom: end, downTo: start, in: room), end)
        case .middle:
            let front = shaped.trimmedEnd(start, setter.charactersFitting(from: start, in: room / 2))
            let back = setter.charactersFitting(backFrom: end, downTo: front, in: room - setter.width(start, front))
            var from = back
            while from < end && shaped.utf8[from] == 0x20 { from += 1 }
            return shaped.text(start, front) + "…" + shaped.text(from, end)
        }
    }
}
