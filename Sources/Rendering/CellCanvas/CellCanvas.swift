import LayoutEngine

/// A grid of terminal cells that nodes are painted into, back to front.
/// Every write is clipped to the canvas and to a caller-given rectangle, and
/// a wide character is written whole or not at all, so no drawing can split
/// one or write outside the grid, whatever the frames.
///
/// The canvas knows nothing about layouts (the painter maps frames to cells)
/// nor about escape sequences (`ANSIEncoder` turns rows into text); tests
/// read it back as characters with `plainText`.
public struct CellCanvas: Sendable {
    public let width: Int
    public let height: Int
    /// Row-major, `width × height`.
    public private(set) var cells: [Cell]
    /// How many single-cell writes were asked for, drawn or clipped: a test
    /// hook showing that painting work is bounded by the canvas, not by the
    /// size frames have at the current zoom.
    public private(set) var writeAttempts = 0

    public init(width: Int, height: Int) {
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public var bounds: CellRect { CellRect(column: 0, row: 0, width: width, height: height) }

    public subscript(column: Int, row: Int) -> Cell {
        precondition(bounds.contains(column: column, row: row), "cell \(column),\(row) outside the canvas")
        return cells[row * width + column]
    }

    // MARK: Painting

    /// Paints the background of every cell of `rect` (clipped). A colour with
    /// alpha is blended over the background already there; over the
    /// terminal's own background (unknown to us) it is painted opaque, and a
    /// fully transparent colour (clearColor) paints nothing. A picture cell
    /// (a half block, whose foreground is half the picture) is covered as a
    /// whole: an opaque colour hides it, a translucent one tints both halves.
    /// `where` picks cells (a rounded node's fill leaves its corners).
    public mutating func fill(_ rect: CellRect, with color: Color, where include: ((Int, Int) -> Bool)? = nil) {
        guard color.alpha > 0 else { return }
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for row in r.row..<r.maxRow {
            for column in r.column..<r.maxColumn where include?(column, row) ?? true {
                let i = row * width + column
                // An ASCII cell is no half block: its byte says so at once.
                if cells[i].byte == 0, Self.isHalfBlock(cells[i].character) {
                    if color.alpha == 255 {
                        cells[i].character = " "
                        cells[i].style.foreground = nil
                    } else if let fg = cells[i].style.foreground {
                        cells[i].style.foreground = Self.blend(color, over: fg)
                    }
                }
                cells[i].style.background = Self.blend(color, over: cells[i].style.background)
            }
        }
    }

    /// The characters pictures are drawn with (see `CanvasPainter`).
    /// Compared by UTF-8 bytes, not `Character ==` (Unicode's slow path for
    /// these): ▀ is E2 96 80, ▄ is E2 96 84.
    static func isHalfBlock(_ c: Character) -> Bool {
        var utf8 = c.utf8.makeIterator()
        guard utf8.next() == 0xE2, utf8.next() == 0x96, let last = utf8.next(), utf8.next() == nil else { return false }
        return last == 0x80 || last == 0x84
    }

    /// Writes one character at a cell, clipped to `clip` and the canvas; a
    /// wide character needs both of its cells inside. The cell keeps its
    /// background unless `style.background` is set. A wide character that the
    /// write overlaps in part is erased whole (its other half becomes a space).
    /// Control characters are drawn as `�` so that text can never inject
    /// escape sequences. Returns the number of columns written (0, 1 or 2).
    @discardableResult
    public mutating func put(_ character: Character, column: Int, row: Int, style: CellStyle = .plain,
                             clip: CellRect? = nil) -> Int {
        writeAttempts += 1
        let ch = Self.printable(character)
        let span = TextMetrics.units(of: ch)
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        guard span > 0, area.contains(column: column, row: row),
              area.contains(column: column + span - 1, row: row) else { return 0 }
        for c in column..<(column + span) { erasePartner(column: c, row: row) }
        let i = row * width + column
        var s = style
        if s.background == nil { s.background = cells[i].style.background }
        cells[i] = Cell(character: ch, style: s)
        if span == 2 {
            var s2 = style
            if s2.background == nil { s2.background = cells[i + 1].style.background }
            cells[i + 1] = Cell(character: " ", style: s2, isContinuation: true)
        }
        return span
    }

    /// Writes `text` from a cell rightwards, one character per cell (two for
    /// wide ones), stopping at the first character that would not fit whole
    /// inside `clip`. Returns the columns written.
    @discardableResult
    public mutating func write(_ text: some StringProtocol, column: Int, row: Int, style: CellStyle = .plain,
                               clip: CellRect? = nil) -> Int {
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        var c = column
        for ch in text {
            let span = TextMetrics.units(of: Self.printable(ch))
            // Characters left of the visible area are skipped, not drawn.
            if c < area.column { c += span; continue }
            if put(ch, column: c, row: row, style: style, clip: area) == 0 { break }
            c += span
        }
        return c - column
    }

    // MARK: Reading back

    /// The characters of each row, continuation cells skipped, trailing spaces
    /// trimmed: the canvas without colour.
    public var plainLines: [String] {
        // As bytes, each cell's fields read in place (`Cell.byte`): appending
        // characters to a string cost more than the rest of the drawing.
        cells.withUnsafeBufferPointer { all in
            (0..<height).map { row in
                var line: [UInt8] = []
                line.reserveCapacity(width)
                for k in (row * width)..<(row * width + width) where !all[k].isContinuation {
                    let byte = all[k].byte
                    if byte != 0 { line.append(byte) } else { line.append(contentsOf: all[k].character.utf8) }
                }
                while line.last == 0x20 { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
        }
    }

    public var plainText: String { plainLines.joined(separator: "\n") }

    /// The cells of one row.
    public func row(_ r: Int) -> ArraySlice<Cell> { cells[(r * width)..<((r + 1) * width)] }

    // MARK: Helpers

    /// Before a write to (column,row): a wide character half-covered by it
    /// loses its other half, which becomes a space with the same background.
    private mutating func erasePartner(column: Int, row: Int) {
        let i = row * width + column
        if cells[i].isContinuation, column > 0 {
            cells[i - 1].character = " "
            cells[i].isContinuation = false
            cells[i].character = " "
        } else if column + 1 < width, cells[i + 1].isContinuation {
            cells[i + 1].isContinuation = false
            cells[i + 1].character = " "
        }
    }

    static func printable(_ c: Character) -> Character {
        guard let s = c.unicodeScalars.first else { return "\u{FFFD}" }
        if s.value < 0x20 || (s.value >= 0x7F && s.value < 0xA0) { return "\u{FFFD}" }
        return c
    }

    /// Source-over blending of 8-bit sRGB colours (no gamma), the result opaque.
    static func blend(_ top: Color, over bottom: Color?) -> Color { Palette.blend(top, over: bottom) }
}

extension Double {
    func clamped(_ lo: Double, _ hi: Double) -> Double { Swift.min(hi, Swift.max(lo, self)) }
}
