import LayoutEngine
import Rendering

/// Where a layout's elements fall in the cells of its ANSI picture, worked
/// out as `ANSIRenderer` places them: the canvas starts at the cell that
/// holds the top-left corner of the root grown to every node's frame
/// (Texture does not clip), at a fixed number of points per column. The
/// watch uses it to map a click to an element and to outline the element
/// being inspected.
struct PictureGeometry {
    let scale: CellScale
    private let frames: [Rect?]

    /// `bounds`: the picture's `bounds(of:)`, which do not depend on the
    /// scale (a drawing picks its scale from them first).
    init(result: LayoutResult, bounds: Rect, pointsPerColumn: Double) {
        frames = result.frames()
        var scale = CellScale(pointsPerColumn: pointsPerColumn)
        let origin = scale.cells(for: bounds)
        scale.originColumn = origin.column
        scale.originRow = origin.row
        self.scale = scale
        self.bounds = bounds
        columns = max(1, origin.width)
        rows = max(1, origin.height)
    }

    /// The picture's extent in points (root and every node).
    let bounds: Rect
    /// Its size in cells (the renderer's canvas before its limits).
    let columns: Int
    let rows: Int

    /// The cells of an element's frame, in picture coordinates; nil when
    /// it got no layout.
    func cells(of id: ElementID) -> CellRect? {
        guard id.rawValue < frames.count, let f = frames[id.rawValue] else { return nil }
        return scale.cells(for: f)
    }

    /// The document element drawn frontmost at a picture cell: the last
    /// node in painting order (a pre-order walk of the layout tree, as the
    /// renderer paints) whose cells hold it; a button's internal title or
    /// image selects the button. Nil when no node is there.
    func element(atColumn column: Int, row: Int, in result: LayoutResult) -> ElementID? {
        var hit: ElementID?
        var pending = [result.rootLayout()]
        while let layout = pending.popLast() {
            let id = layout.element
            if result.elements[id].kind.isNode, let c = cells(of: id),
               c.width > 0, c.height > 0, c.contains(column: column, row: row) {
                hit = id
            }
            pending.append(contentsOf: layout.sublayouts.reversed())
        }
        guard var found = hit else { return nil }
        while found.rawValue >= result.elements.documentCount, let parent = result.elements[found].parent { found = parent }
        return found
    }

    /// The picture's extent in points, as the ANSI renderer's canvas covers
    /// it: the root grown to every node drawn (a container's content only
    /// where its viewport shows it, so that cells and elements stay matched
    /// once a container scrolls).
    static func bounds(of result: LayoutResult) -> Rect { ANSIRenderer.pictureBounds(of: result) }
}
