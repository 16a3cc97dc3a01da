import LayoutEngine

/// A container's scroll indicator (LANGUAGE.md "Containers"): where its
/// viewport lies in its content, along each axis the content overflows,
/// as a thumb on the viewport's far edge — the part of the track the
/// viewport covers, at the offset it is scrolled to.
struct ScrollIndicator: Equatable {
    /// The indicator's track (the viewport's far edge) and the thumb's part of it, in points.
    var track: Rect
    var thumb: Rect
    var vertical: Bool
    /// The container it belongs to.
    var container: ElementID

    /// The indicators of every container whose content is larger than its viewport.
    static func all(in result: LayoutResult) -> [ScrollIndicator] {
        let frames = result.frames()
        var out: [ScrollIndicator] = []
        for (id, v) in result.viewports.sorted(by: { $0.key < $1.key }) {
            guard let f = frames[id], f.width > 0, f.height > 0 else { continue }
            if v.contentSize.height > f.height + 0.01 {
                let track = Rect(x: f.maxX - 2, y: f.minY, width: 2, height: f.height)
                let length = f.height * f.height / v.contentSize.height
                let start = f.height * v.contentOffset.y / v.contentSize.height
                out.append(ScrollIndicator(track: track, thumb: Rect(x: track.minX, y: f.minY + start, width: 2, height: length),
                                           vertical: true, container: ElementID(id)))
            }
            if v.contentSize.width > f.width + 0.01 {
                let track = Rect(x: f.minX, y: f.maxY - 2, width: f.width, height: 2)
                let length = f.width * f.width / v.contentSize.width
                let start = f.width * v.contentOffset.x / v.contentSize.width
                out.append(ScrollIndicator(track: track, thumb: Rect(x: f.minX + start, y: track.minY, width: length, height: 2),
                                           vertical: false, container: ElementID(id)))
            }
        }
        return out
    }

    /// The thumb in cells: `┃` down the viewport's last column, `━` along its last row.
    func paint(_ scale: CellScale, into canvas: inout CellCanvas) {
        let cells = scale.cells(for: thumb)
        let style = CellStyle(foreground: Color(red: 128, green: 128, blue: 128))
        if vertical {
            let column = scale.cells(for: track).column + Swift.max(0, scale.cells(for: track).width - 1)
            let rows = Swift.max(1, cells.height)
            for r in cells.row ..< cells.row + rows { canvas.put("┃", column: column, row: r, style: style) }
        } else {
            let trackCells = scale.cells(for: track)
            let row = trackCells.row + Swift.max(0, trackCells.height - 1)
            let columns = Swift.max(1, cells.width)
            for c in cells.column ..< cells.column + columns { canvas.put("━", column: c, row: row, style: style) }
        }
    }
}
