/// ASStackLayoutSpec's parameters. The algorithm is in Algorithms/Stack/.
public struct StackLayoutSpec: Hashable, Sendable {
    public var direction: StackDirection
    public var spacing: Double
    public var justifyContent: JustifyContent
    public var alignItems: AlignItems
    public var flexWrap: FlexWrap
    public var alignContent: AlignContent
    public var lineSpacing: Double

    /// Defaults are `ASStackLayoutSpec()`'s: horizontal, start, stretch.
    public init(direction: StackDirection = .horizontal, spacing: Double = 0, justifyContent: JustifyContent = .start,
                alignItems: AlignItems = .stretch, flexWrap: FlexWrap = .noWrap, alignContent: AlignContent = .start,
                lineSpacing: Double = 0) {
        self.direction = direction
        self.spacing = spacing
        self.justifyContent = justifyContent
        self.alignItems = alignItems
        self.flexWrap = flexWrap
        self.alignContent = alignContent
        self.lineSpacing = lineSpacing
    }

    /// Applies Texture's horizontalAlignment/verticalAlignment convenience
    /// setters (SEMANTICS-SUMMARY.md §3.1.10): they overwrite justifyContent or
    /// alignItems depending on the direction. `.none` changes nothing.
    public mutating func apply(horizontalAlignment h: HorizontalAlignment, verticalAlignment v: VerticalAlignment) {
        switch direction {
        case .horizontal:
            if let j = h.place?.justify { justifyContent = j }
            if let a = v.place { alignItems = a }
        case .vertical:
            if let a = h.place { alignItems = a }
            if let j = v.place?.justify { justifyContent = j }
        }
    }
}

public enum JustifyContent: String, Hashable, Sendable, CaseIterable {
    case start, center, end, spaceBetween, spaceAround
}

public enum AlignItems: String, Hashable, Sendable, CaseIterable {
    case start, end, center, stretch, baselineFirst, baselineLast
}

public enum FlexWrap: String, Hashable, Sendable, CaseIterable {
    case noWrap, wrap
}

public enum AlignContent: String, Hashable, Sendable, CaseIterable {
    case start, center, end, spaceBetween, spaceAround, stretch
}

public enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable {
    case none, left, middle, right
    /// The start, centre or end it names (as alignItems; `none`: nil).
    var place: AlignItems? {
        switch self { case .none: return nil; case .left: return .start; case .middle: return .center; case .right: return .end }
    }
}

public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case none, top, center, bottom
    var place: AlignItems? {
        switch self { case .none: return nil; case .top: return .start; case .center: return .center; case .bottom: return .end }
    }
}

extension AlignItems {
    /// The same place along the main axis, for the alignments' start,
    /// centre and end (the stretch and baseline cases have none).
    var justify: JustifyContent? {
        switch self {
        case .start: return .start
        case .center: return .center
        case .end: return .end
        case .stretch, .baselineFirst, .baselineLast: return nil
        }
    }
}
