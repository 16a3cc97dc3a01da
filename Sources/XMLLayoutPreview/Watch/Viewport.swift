/// Which part of a picture larger than the screen is on screen: the
/// picture's size in cells, the visible area, and the offset of its
/// top-left cell. Every change is clamped, so the view never shows space
/// beyond the picture's bottom or right edge (nor before its top or left).
struct Viewport: Hashable, Sendable {
    /// The picture, in cells.
    var contentRows = 0
    var contentColumns = 0
    /// The area it is shown in.
    var rows = 1
    var columns = 1
    /// The first picture row and column shown.
    private(set) var top = 0
    private(set) var left = 0

    init(contentRows: Int = 0, contentColumns: Int = 0, rows: Int = 1, columns: Int = 1, top: Int = 0, left: Int = 0) {
        self.contentRows = contentRows
        self.contentColumns = contentColumns
        self.rows = rows
        self.columns = columns
        self.top = top
        self.left = left
        clamp()
    }

    var maxTop: Int { max(0, contentRows - max(1, rows)) }
    var maxLeft: Int { max(0, contentColumns - max(1, columns)) }

    /// A page keeps one row of the last one in view, for context.
    var pageRows: Int { max(1, rows - 1) }

    var isCutAbove: Bool { top > 0 }
    var isCutBelow: Bool { top + rows < contentRows }
    var isCutLeft: Bool { left > 0 }
    var isCutRight: Bool { left + columns < contentColumns }

    mutating func scroll(rows dy: Int = 0, columns dx: Int = 0) {
        top += dy
        left += dx
        clamp()
    }

    mutating func page(_ pages: Int) { scroll(rows: pages * pageRows) }
    mutating func home() { top = 0; left = 0 }
    mutating func end() { top = maxTop }

    /// The same content at a new size (zoom, resize, reload): the offset is
    /// kept, only clamped; the caller scales it first when the zoom changed.
    mutating func resize(contentRows: Int, contentColumns: Int, rows: Int, columns: Int) {
        self.contentRows = max(0, contentRows)
        self.contentColumns = max(0, contentColumns)
        self.rows = max(1, rows)
        self.columns = max(1, columns)
        clamp()
    }

    /// Moves the offset to `top`, `left` (clamped).
    mutating func move(top: Int, left: Int) {
        self.top = top
        self.left = left
        clamp()
    }

    /// Scrolls as little as needed to show the cells from `row` (and
    /// `column`) on, `height` × `width` of them, or their top-left part
    /// when they are larger than the view. On an axis where some of them
    /// already show, nothing moves (selecting the root, or a large box,
    /// must not throw the reader back to the top).
    mutating func reveal(row: Int, column: Int, height: Int, width: Int) {
        if row + max(1, height) <= top || row >= top + rows {
            top = height > rows || row < top ? row : row + height - rows
        }
        if column + max(1, width) <= left || column >= left + columns {
            left = width > columns || column < left ? column : column + width - columns
        }
        clamp()
    }

    /// `rows 1–28 of 60` when the picture is taller than the view, else nil.
    var rowSummary: String? {
        guard contentRows > rows else { return nil }
        return "rows \(top + 1)–\(min(contentRows, top + rows)) of \(contentRows)"
    }

    /// `cols 1–80 of 120` when the picture is wider than the view, else nil.
    var columnSummary: String? {
        guard contentColumns > columns else { return nil }
        return "cols \(left + 1)–\(min(contentColumns, left + columns)) of \(contentColumns)"
    }

    private mutating func clamp() {
        top = min(max(0, top), maxTop)
        left = min(max(0, left), maxLeft)
    }
}
