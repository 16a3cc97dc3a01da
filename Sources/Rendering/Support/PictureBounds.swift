import LayoutEngine

/// What a picture must show: the root's bounds grown to every node's frame,
/// since Texture does not clip a child that lies outside its parent (a
/// corner badge at y = −15 is drawn). Frames with non-finite or absurd
/// coordinates (beyond ±10⁷ points) are left out rather than blowing the
/// picture up; the canvas limits cut what remains.
enum PictureBounds {
    static let limit = 10_000_000.0

    static func of(_ result: LayoutResult, nodes: [PaintItem]) -> Rect {
        let root = Rect(origin: .zero, size: sane(result.size))
        var u = root
        for item in nodes {
            let f = item.frame
            // Checked one by one: an array of the four per node cost more than the union.
            guard sane(f.minX), sane(f.minY), sane(f.maxX), sane(f.maxY), f.width > 0 || f.height > 0 else { continue }
            u = u.union(f)
        }
        return u
    }

    /// True when some node reaches outside the root.
    static func extendsBeyondRoot(_ bounds: Rect, root size: Size) -> Bool {
        bounds != Rect(origin: .zero, size: sane(size))
    }

    private static func sane(_ v: Double) -> Bool { v.isFinite && Swift.abs(v) <= limit }

    static func sane(_ s: Size) -> Size {
        Size(s.width.isFinite ? Swift.min(limit, Swift.max(0, s.width)) : 0,
             s.height.isFinite ? Swift.min(limit, Swift.max(0, s.height)) : 0)
    }
}

extension ANSIRenderer {
    /// The picture's extent in points: the root grown to every node drawn,
    /// a container's content only where its viewport shows it (what the
    /// canvas covers; the watch maps cells to elements with it).
    public static func pictureBounds(of result: LayoutResult) -> Rect {
        PictureBounds.of(result, nodes: PaintOrder.items(of: result))
    }
}
