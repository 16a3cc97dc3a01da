import LayoutEngine

/// Step 2 of `CanvasPainter`: a node's picture.
extension CanvasPainter {
    /// Half-block cells: each cell shows two picture samples (its top and
    /// bottom halves), box-filtered from the aspect-filled picture, blended
    /// over what lies beneath, clipped to the frame.
    func drawPicture(_ image: RasterImage, frame: Rect, radius: Double, cells: CellRect,
                     into canvas: inout CellCanvas) {
        let area = cells.intersection(canvas.bounds)
        guard !area.isEmpty, image.width > 0, image.height > 0 else { return }
        let fit = AspectFill.rect(image: image, in: frame)
        let sx = Double(image.width) / fit.width, sy = Double(image.height) / fit.height
        let r = Swift.min(radius.isFinite ? Swift.max(0, radius) : 0, frame.width / 2, frame.height / 2)
        /// clipsToBounds clips to the rounded corners too: a sample whose
        /// centre lies outside them shows what is beneath.
        func insideCorners(_ x: Double, _ y: Double) -> Bool { Self.insideRoundedRect(frame, radius: r, x: x, y: y) }
        func sample(_ x0: Double, _ x1: Double, _ y0: Double, _ y1: Double) -> Color? {
            guard x1 > x0, y1 > y0, insideCorners((x0 + x1) / 2, (y0 + y1) / 2) else { return nil }
            let c = image.average(x0: (x0 - fit.minX) * sx, y0: (y0 - fit.minY) * sy,
                                  x1: (x1 - fit.minX) * sx, y1: (y1 - fit.minY) * sy)
            return c.alpha == 0 ? nil : c
        }
        for row in area.row..<area.maxRow {
            for column in area.column..<area.maxColumn {
                let p = scale.rect(column: column, row: row)
                let x0 = Swift.max(p.minX, frame.minX), x1 = Swift.min(p.maxX, frame.maxX)
                let mid = p.minY + p.height / 2
                let under = canvas[column, row].style.background
                let top = sample(x0, x1, Swift.max(p.minY, frame.minY), Swift.min(mid, frame.maxY))
                let bottom = sample(x0, x1, Swift.max(mid, frame.minY), Swift.min(p.maxY, frame.maxY))
                switch (top, bottom) {
                case (nil, nil):
                    continue
                case (let t?, nil):
                    canvas.put("▀", column: column, row: row,
                               style: CellStyle(foreground: Palette.blend(t, over: under), background: under))
                case (nil, let b?):
                    canvas.put("▄", column: column, row: row,
                               style: CellStyle(foreground: Palette.blend(b, over: under), background: under))
                case (let t?, let b?):
                    canvas.put("▀", column: column, row: row,
                               style: CellStyle(foreground: Palette.blend(t, over: under),
                                                background: Palette.blend(b, over: under)))
                }
            }
        }
    }
}
