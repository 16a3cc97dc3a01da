import LayoutEngine

/// The two layouts a transition goes between, with what the renderers say
/// about each element that the engine does not know: its element name and
/// source line (the front end supplies both).
public struct TransitionSides: Sendable {
    public struct Side: Sendable {
        public var result: LayoutResult
        /// The element's name as the author wrote it (`editableText`).
        public var type: @Sendable (ElementID) -> String
        /// Its source line, nil when unknown.
        public var line: @Sendable (ElementID) -> Int?

        public init(result: LayoutResult, type: @escaping @Sendable (ElementID) -> String,
                    line: @escaping @Sendable (ElementID) -> Int?) {
            self.result = result
            self.type = type
            self.line = line
        }
    }

    public var from: Side
    public var to: Side
    public var transition: LayoutTransition

    public init(from: Side, to: Side, transition: LayoutTransition) {
        self.from = from
        self.to = to
        self.transition = transition
    }

    /// The side an entry's `element` belongs to: `from` for removed entries.
    func side(of entry: LayoutTransition.Entry) -> Side { entry.finalFrame == nil ? from : to }

    /// "2 changed · 1 inserted · 0 removed", as the watch status line and the
    /// ANSI summary say it.
    public var summary: String {
        "\(transition.changed.count) changed · \(transition.inserted.count) inserted · \(transition.removed.count) removed"
    }
}
