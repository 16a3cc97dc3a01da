import LayoutEngine

/// One element to paint: its id, its record and its frame as drawn.
struct PaintItem {
    var id: ElementID
    var record: ElementTable.Record
    /// Relative to the root's origin, rounded as Texture places views
    /// (`LayoutResult.frames()`); inside containers, the part their
    /// viewports show (what the cell canvas, labels and bounds use).
    var frame: Rect
    /// The frame before viewports cut it: what a picture draws, clipped to
    /// `container`'s viewport as a layer is (`ViewportNesting`).
    var whole: Rect
    /// The innermost container whose viewport shows this element (nil: none).
    var container: ElementID?
    /// The colour its text is drawn in: its own `color`, or for a button's
    /// title (a synthetic part) the button's, as ASButtonNode passes its
    /// title attributes on to its title node.
    var textColor: Color?
    /// A text-bearing node's text as the engine measured it (`Layout.text`):
    /// the lines renderers draw, never measured again.
    var text: TextLayout?
}

/// The elements of a result in painting order: a pre-order walk of the
/// `Layout` tree, whose sublayouts are already in painting order (a
/// background spec lists its background before its child). This is *not*
/// document order: the document writes `<background>` as child, background.
///
/// Read off the result (`LayoutResult.paintingOrder`) without building its
/// `Layout` tree, whose arrays were most of a watch repaint's drawing.
enum PaintOrder {
    /// Every laid-out element with a frame; `includeSpecs` false keeps nodes only.
    /// Inside containers, only what their viewports show, cut to them
    /// (SEMANTICS.md §7.5).
    static func items(of result: LayoutResult, includeSpecs: Bool = false) -> [PaintItem] {
        let frames = result.frames()
        let elements = result.elements
        var out: [PaintItem] = []
        out.reserveCapacity(elements.count)
        // The colour each element passes on to its sublayouts (a synthetic
        // part inherits it); parents come before their children.
        var passedOn = [Color?](repeating: nil, count: elements.count)
        let viewports = Viewports(result)
        for id in result.paintingOrder() {
            let record = elements[id]
            let inherited = record.parent.flatMap { passedOn[$0.rawValue] }
            let own = record.presentation.color
            let color = own ?? (record.isSynthetic ? inherited : nil)
            if let drawn = frames[id.rawValue], includeSpecs || record.kind.isNode, let frame = viewports.shown(id, drawn) {
                out.append(PaintItem(id: id, record: record, frame: frame, whole: drawn, container: viewports.container(of: id),
                                     textColor: color, text: result.text(of: id)))
            }
            passedOn[id.rawValue] = if case .button = record.kind { own } else { record.isSynthetic ? inherited : nil }
        }
        return out
    }
}

/// Document elements in document order with their nesting depth (synthetic
/// button parts left out), walked iteratively. Tree and JSON output follow the
/// file, not the painting order.
enum DocumentOrder {
    struct Entry {
        var id: ElementID
        /// 0 for the root.
        var depth: Int
        /// True when no later sibling follows (the tree's `└─`).
        var isLast: Bool
    }

    static func entries(of elements: ElementTable) -> [Entry] {
        guard elements.documentCount > 0 else { return [] }
        var out: [Entry] = []
        out.reserveCapacity(elements.documentCount)
        var pending: [Entry] = [Entry(id: ElementID(0), depth: 0, isLast: true)]
        while let entry = pending.popLast() {
            out.append(entry)
            let kids = documentChildren(of: entry.id, in: elements)
            for (k, child) in kids.enumerated().reversed() {
                pending.append(Entry(id: child, depth: entry.depth + 1, isLast: k == kids.count - 1))
            }
        }
        return out
    }

    /// The children an author wrote (a button's internal spec is not one).
    static func documentChildren(of id: ElementID, in elements: ElementTable) -> [ElementID] {
        elements.children(of: id).filter { $0.rawValue < elements.documentCount }
    }
}
