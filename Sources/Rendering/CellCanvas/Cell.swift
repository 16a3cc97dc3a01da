import LayoutEngine

/// How a cell is painted. Colours are the author's RGBA8 colours; how they
/// reach the terminal (24-bit, 256-colour, none) is `ColorMode`'s business.
public struct CellStyle: Hashable, Sendable {
    /// Text colour; nil is "automatic": the terminal's default foreground on
    /// an unpainted cell, black or white (whichever contrasts) on a painted one.
    public var foreground: Color?
    /// Cell background; nil is the terminal's own background.
    public var background: Color?
    /// Faint text (SGR 2): structure outlines, labels, placeholders.
    public var isDim: Bool

    public init(foreground: Color? = nil, background: Color? = nil, isDim: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.isDim = isDim
    }

    public static let plain = CellStyle()
}

/// One terminal cell. A wide character (East Asian Wide/Fullwidth, two
/// terminal columns) is stored as its *head* cell followed by a
/// *continuation* cell that holds no character of its own.
public struct Cell: Hashable, Sendable {
    public var character: Character {
        didSet { byte = Cell.asciiByte(character) }
    }
    public var style: CellStyle
    /// The right half of the wide character in the cell to the left.
    public var isContinuation: Bool
    /// The character's one byte when it is a single ASCII byte, else 0:
    /// what `isSpace` and the encoders read of nearly every cell, without
    /// taking the character's string apart each time (in the cell's padding).
    private(set) var byte: UInt8

    public init(character: Character = " ", style: CellStyle = .plain, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
        self.byte = Cell.asciiByte(character)
    }

    static func asciiByte(_ c: Character) -> UInt8 {
        var utf8 = c.utf8.makeIterator()
        guard let first = utf8.next(), first < 0x80, utf8.next() == nil else { return 0 }
        return first
    }

    public static let blank = Cell()

    /// Nothing drawn: a space on the terminal's own background.
    public var isBlank: Bool { isSpace && !isContinuation && style.background == nil }

    /// The character is a space. Compared by its byte: `Character ==` with
    /// a box-drawing or block glyph on one side takes Unicode's slow
    /// comparison path, and the painters ask this of every cell.
    public var isSpace: Bool { byte == 0x20 }
}

/// A rectangle of cells: columns `column ..< column + width`, rows likewise.
public struct CellRect: Hashable, Sendable, CustomStringConvertible {
    public var column: Int
    public var row: Int
    public var width: Int
    public var height: Int

    public init(column: Int, row: Int, width: Int, height: Int) {
        self.column = column
        self.row = row
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
    }

    public var maxColumn: Int { column + width }
    public var maxRow: Int { row + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    public func contains(column c: Int, row r: Int) -> Bool {
        c >= column && c < maxColumn && r >= row && r < maxRow
    }

    public func intersection(_ o: CellRect) -> CellRect {
        let c0 = Swift.max(column, o.column), r0 = Swift.max(row, o.row)
        let c1 = Swift.min(maxColumn, o.maxColumn), r1 = Swift.min(maxRow, o.maxRow)
        return CellRect(column: c0, row: r0, width: c1 - c0, height: r1 - r0)
    }

    /// Smaller by `n` cells on every side (empty when too small).
    public func insetBy(_ n: Int) -> CellRect {
        CellRect(column: column + n, row: row + n, width: width - 2 * n, height: height - 2 * n)
    }

    public var description: String { "\(column),\(row) \(width)×\(height)" }
}
