/// ASRelativeLayoutSpec: positions one child at the start, centre or end of
/// each axis.
public struct RelativeLayoutSpec: Hashable, Sendable {
    public var horizontalPosition: RelativePosition
    public var verticalPosition: RelativePosition
    public var sizingOption: RelativeSizingOption

    public init(horizontalPosition: RelativePosition = .none, verticalPosition: RelativePosition = .none,
                sizingOption: RelativeSizingOption = .default) {
        self.horizontalPosition = horizontalPosition
        self.verticalPosition = verticalPosition
        self.sizingOption = sizingOption
    }
}

public enum RelativePosition: String, Hashable, Sendable, CaseIterable {
    case none, start, center, end
    /// Where along the free space the child goes.
    var factor: Double {
        switch self { case .none, .start: return 0; case .center: return 0.5; case .end: return 1 }
    }
}

public enum RelativeSizingOption: String, Hashable, Sendable, CaseIterable {
    case `default`, minimumWidth, minimumHeight, minimumSize
    var minimumWidth: Bool { self == .minimumWidth || self == .minimumSize }
    var minimumHeight: Bool { self == .minimumHeight || self == .minimumSize }
}
