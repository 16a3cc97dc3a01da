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

    public init(pointsPerColumn: Double) {
        precondition(pointsPerColumn.isFinite && pointsPerColumn > 0, "pointsPerColumn must be finite and positive")
        self.pointsPerColumn = pointsPerColumn
    }

    /// The column boundary nearest a horizontal position in points.
    public func column(_ x: Double) -> Int { Self.edge(x / pointsPerColumn) }

    /// The row boundary nearest a vertical position in points.
    public func row(_ y: Double) -> Int { Self.edge(y / pointsPerRow) }

    public func cells(for frame: Rect) -> CellRect {
        var c0 = column(frame.minX), c1 = column(frame.maxX)
        var r0 = row(frame.minY), r1 = row(frame.maxY)
        if c1 <= c0 && frame.width > 0 { c0 = Self.floorEdge(frame.minX / pointsPerColumn); c1 = c0 + 1 }
        if r1 <= r0 && frame.height > 0 { r0 = Self.floorEdge(frame.minY / pointsPerRow); r1 = r0 + 1 }
        return CellRect(column: c0, row: r0, width: c1 - c0, height: r1 - r0)
    }

    /// Rounds half up, ignoring float noise (4.6875 × 16 is 75, not 74.999…),
    /// and keeps absurd values in `Int` range.
    static func edge(_ v: Double) -> Int { floorEdge(v + 0.5) }

    static func floorEdge(_ v: Double) -> Int {
        guard v.isFinite else { return 0 }
        return Int((v + 1e-9).rounded(.down).clamped(-1e9, 1e9))
    }
}
