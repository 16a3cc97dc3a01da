import LayoutEngine

/// Turns canvas rows into terminal text: SGR sequences only where the style
/// changes, each line ending with a reset (`ESC[0m`) so that a line cut short
/// by the terminal, or followed by other output, never bleeds colour.
/// With `ColorMode.none` there is no escape byte at all and trailing spaces
/// are trimmed; in colour modes only trailing unpainted spaces are.
enum ANSIEncoder {
    static let escape = "\u{1B}["
    static let reset = "\u{1B}[0m"

    static func lines(of canvas: CellCanvas, mode: ColorMode) -> [String] {
        if mode == .none { return canvas.plainLines }
        var codes: [CellStyle: String] = [:]
        return (0..<canvas.height).map { line(canvas.row($0), mode: mode, codes: &codes) }
    }

    /// `codes`: the SGR sequence of each style met so far (a canvas uses a
    /// handful of styles; building each sequence anew was most of the work).
    /// Written as UTF-8 bytes, and a run of cells of one style resolves its
    /// effective style once: a watch encodes every row it shows on each save.
    static func line(_ cells: ArraySlice<Cell>, mode: ColorMode, codes: inout [CellStyle: String]) -> String {
        cells.withUnsafeBufferPointer { line($0, mode: mode, codes: &codes) }
    }

    /// The cells are read in place, field by field: copying each whole
    /// cell (its character is a string) cost more than encoding it.
    private static func line(_ cells: UnsafeBufferPointer<Cell>, mode: ColorMode,
                             codes: inout [CellStyle: String]) -> String {
        var end = cells.count
        while end > 0, cells[end - 1].isBlank { end -= 1 }
        var out: [UInt8] = []
        out.reserveCapacity(end * 3 + 32)
        var current = CellStyle.plain
        var lastStyle: CellStyle?
        var lastEffective = CellStyle.plain
        for k in 0..<end where !cells[k].isContinuation {
            let style: CellStyle
            if let last = lastStyle, last == cells[k].style {
                style = lastEffective
            } else {
                style = effectiveStyle(cells[k])
                lastStyle = cells[k].style
                lastEffective = style
            }
            // A space shows only its background: keep the running style
            // when that matches, rather than switching back and forth.
            // Fields read one by one: a method call would copy the cell.
            let byte = cells[k].byte
            let isSpace = byte == 0x20
            let sameForSpace = isSpace && style.background == current.background
            if style != current && !sameForSpace {
                let code: String
                if let known = codes[style] {
                    code = known
                } else {
                    code = sgr(style, mode: mode)
                    codes[style] = code
                }
                out.append(contentsOf: code.utf8)
                current = style
            }
            if byte != 0 { out.append(byte) } else { out.append(contentsOf: cells[k].character.utf8) }
        }
        out.append(contentsOf: reset.utf8)
        return String(decoding: out, as: UTF8.self)
    }

    /// Automatic text colour: black or white, whichever contrasts with the
    /// painted background (Texture draws unstyled text black; on a dark fill
    /// that would vanish). On the terminal's own background: its default.
    /// A translucent text colour is blended over the cell's background, as
    /// SVG's `fill-opacity` blends it over what lies beneath.
    static func effectiveStyle(_ cell: Cell) -> CellStyle {
        var s = cell.style
        if s.foreground == nil, let bg = s.background { s.foreground = contrasting(bg) }
        if let fg = s.foreground, fg.alpha < 255 { s.foreground = Palette.blend(fg, over: s.background) }
        return s
    }

    static func contrasting(_ c: Color) -> Color { Palette.contrasting(c) }

    /// A full reset followed by the style's attributes, e.g.
    /// `ESC[0;2;38;2;255;255;255;48;2;30;30;30m`: one self-contained
    /// sequence per change, so no attribute lingers from the one before.
    static func sgr(_ s: CellStyle, mode: ColorMode) -> String {
        var codes = ["0"]
        if s.isDim { codes.append("2") }
        if let fg = s.foreground { codes.append(color(fg, layer: 38, mode: mode)) }
        if let bg = s.background { codes.append(color(bg, layer: 48, mode: mode)) }
        return escape + codes.joined(separator: ";") + "m"
    }

    static func color(_ c: Color, layer: Int, mode: ColorMode) -> String {
        switch mode {
        case .truecolor: return "\(layer);2;\(c.red);\(c.green);\(c.blue)"
        case .ansi256, .none: return "\(layer);5;\(palette256(c))"
        }
    }

    /// The nearest xterm-256 index: the 6×6×6 cube (16…231, levels 0, 95,
    /// 135, 175, 215, 255) or the grey ramp (232…255, 8 + 10·i), whichever
    /// is closer in squared RGB distance (the cube wins ties).
    static func palette256(_ c: Color) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ v: UInt8) -> Int {
            var best = 0
            for (i, l) in levels.enumerated() where abs(l - Int(v)) < abs(levels[best] - Int(v)) { best = i }
            return best
        }
        let (r, g, b) = (Int(c.red), Int(c.green), Int(c.blue))
        let (ri, gi, bi) = (nearestLevel(c.red), nearestLevel(c.green), nearestLevel(c.blue))
        let cubeIndex = 16 + 36 * ri + 6 * gi + bi
        let cubeDistance = sq(levels[ri] - r) + sq(levels[gi] - g) + sq(levels[bi] - b)
        let mean = (r + g + b) / 3
        let greyStep = Swift.min(23, Swift.max(0, (mean - 8 + 5) / 10))
        let grey = 8 + 10 * greyStep
        let greyDistance = sq(grey - r) + sq(grey - g) + sq(grey - b)
        return greyDistance < cubeDistance ? 232 + greyStep : cubeIndex
    }

    private static func sq(_ v: Int) -> Int { v * v }
}
