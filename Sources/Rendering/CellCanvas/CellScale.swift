import LayoutEngine

/// How points map to terminal cells. A cell is about twice as tall as it is
/// wide, so a row covers twice the points of a column and a square stays
/// square on screen.
///
/// A frame becomes the cells between its *rounded edges* (not its rounded
/// size), so that frames that touch in points touch in cells, with neither a
/// gap nor an overlap between neighbours. A frame with a positive size that
/// rounds to no cell on an axis still gets one cell there: nothing the
/// layout shows may vanish from the preview.
public struct CellScale: Hashable, Sendable {
    public var pointsPerColumn: Double
    public var pointsPerRow: Double { pointsPerColumn * 2 }
    /// The cell that is the canvas's (0, 0): negative when content lies
    /// above or left of the root (Texture does not clip, neither do we).
    public var originColumn: Int
    public var originRow: Int

    public init(pointsPerColumn: Double, originColumn: Int = 0, originRow: Int = 0) {
        precondition(pointsPerColumn.isFinite && pointsPerColumn > 0, "pointsPerColumn must be finite and positive")
        self.pointsPerColumn = pointsPerColumn
        self.originColumn = originColumn
        self.originRow = originRow
    }

    /// The column boundary nearest a horizontal position in points.
    public func column(_ x: Double) -> Int { Self.edge(x / pointsPerColumn) - originColumn }

    /// The row boundary nearest a vertical position in points.
    public func row(_ y: Double) -> Int { Self.edge(y / pointsPerRow) - originRow }

    /// The column holding a horizontal position (rounded down).
    func columnContaining(_ x: Double) -> Int { Self.floorEdge(x / pointsPerColumn) - originColumn }

    /// The row holding a vertical position (rounded down).
    func rowContaining(_ y: Double) -> Int { Self.floorEdge(y / pointsPerRow) - originRow }

    public func cells(for frame: Rect) -> CellRect {
        var c0 = column(frame.minX), c1 = column(frame.maxX)
        var r0 = row(frame.minY), r1 = row(frame.maxY)
        if c1 <= c0 && frame.width > 0 { c0 = columnContaining(frame.minX); c1 = c0 + 1 }
        if r1 <= r0 && frame.height > 0 { r0 = rowContaining(frame.minY); r1 = r0 + 1 }
        return CellRect(column: c0, row: r0, width: c1 - c0, height: r1 - r0)
    }

    /// The points a cell covers (the inverse of `cells(for:)`).
    func rect(column c: Int, row r: Int) -> Rect {
        Rect(x: Double(c + originColumn) * pointsPerColumn, y: Double(r + originRow) * pointsPerRow,
             width: pointsPerColumn, height: pointsPerRow)
    }

    /// Rounds half up, ignoring float noise (4.6875 × 16 is 75, not 74.999…),
    /// and keeps absurd values in `Int` range.
    static func edge(_ v: Double) -> Int { floorEdge(v + 0.5) }

    static func floorEdge(_ v: Double) -> Int {
        guard v.isFinite else { return 0 }
        return Int((v + 1e-9).rounded(.down).clamped(-1e9, 1e9))
    }
}
