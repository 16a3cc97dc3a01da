import LayoutEngine

/// The in-between states of a transition, as layout results any renderer
/// can draw: changed elements move (and resize) from their initial to their
/// final frame along the eased progress; removed elements are drawn until
/// halfway and inserted ones from halfway on (a terminal cell cannot fade).
/// A button's internal title and image move with their button.
public struct TransitionAnimation: Sendable {
    public var sides: TransitionSides
    public var easing: Easing

    public init(_ sides: TransitionSides, easing: Easing = .easeInOut) {
        self.sides = sides
        self.easing = easing
    }

    /// The result to draw at linear progress `progress` (0 … 1).
    public func result(at progress: Double) -> LayoutResult {
        let t = easing(progress)
        if t >= 1 { return sides.to.result }
        let firstHalf = t < 0.5
        let base = firstHalf ? sides.from.result : sides.to.result
        var frames = base.frames()
        let original = frames
        for entry in sides.transition.changed {
            guard let id = firstHalf ? entry.fromElement : entry.toElement, id.rawValue < frames.count else { continue }
            frames[id.rawValue] = entry.frame(at: t)
        }
        // Synthetic parts (appended after the document's elements) follow
        // the element that owns them.
        let elements = base.elements
        for i in elements.documentCount..<elements.count {
            guard let parent = elements[ElementID(i)].parent, let moved = frames[parent.rawValue],
                  let was = original[parent.rawValue], let mine = frames[i] else { continue }
            frames[i] = Rect(x: mine.x + moved.x - was.x, y: mine.y + moved.y - was.y, width: mine.width, height: mine.height)
        }
        return base.replacingFrames(frames)
    }
}
