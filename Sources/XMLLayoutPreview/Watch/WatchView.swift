import LayoutEngine

/// How the user looks at the preview: the scale, the scroll position, the
/// panel they opened and the element they inspect. It outlives every
/// reload (a save must not throw the reader back to the top).
struct WatchView: Hashable, Sendable {
    enum Zoom: Hashable, Sendable {
        /// The picture's width fits the screen's (as `render` draws it): the start.
        case fitWidth
        /// `f`: the whole picture fits the screen above the status line.
        case fitAll
        /// Points per column: `--zoom`, `+`, `-`.
        case points(Double)
    }

    enum Panel: Hashable, Sendable {
        case warnings, keys
    }

    var zoom: Zoom
    var viewport = Viewport()
    var panel: Panel?
    /// The first line of a long panel shown.
    var panelTop = 0
    var inspecting = false
    /// The inspected element, and what finds it again after a reload: its
    /// identity key (an `id`, else its place in the source) and, when no
    /// element has that key any more, its index path.
    var selection: ElementID?
    var selectionKey: String?
    var selectionPath: [Int] = []
    /// Where each scrolled container's viewport is, by its identity key:
    /// kept across saves and state steps (WatchSession+Containers.swift).
    var containerOffsets: [String: Point] = [:]
    /// The container the scroll keys move outside inspect mode: the one the
    /// wheel or the keys last scrolled, by its identity key.
    var keyContainer: String?

    /// Each `+` or `-` scales by this much.
    static let zoomStep = 1.25
    /// Points per column within these bounds (a point a column and a half
    /// at most; a 10⁷-point layout fits in a few columns).
    static let minimumZoom = 0.125
    static let maximumZoom = 10_000_000.0

    init(zoom: Double?) {
        self.zoom = zoom.map(Zoom.points) ?? .fitWidth
    }

    /// `+` (in: fewer points per column) or `-` from the scale on screen.
    mutating func zoom(in zoomIn: Bool, from current: Double) {
        let next = zoomIn ? current / Self.zoomStep : current * Self.zoomStep
        zoom = .points(min(Self.maximumZoom, max(Self.minimumZoom, next)))
    }

    /// The status line's words for the scale on screen.
    func zoomText(_ pointsPerColumn: Double) -> String {
        let value = WatchStatus.points(pointsPerColumn) + " pt/col"
        switch zoom {
        case .fitWidth: return value
        case .fitAll: return "fit " + value
        case .points: return "zoom " + value
        }
    }
}
