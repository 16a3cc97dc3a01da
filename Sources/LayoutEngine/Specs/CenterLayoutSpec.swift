/// ASCenterLayoutSpec: a relative spec that centres on the chosen axes.
/// xmllayout centres on both axes by default (Texture's default is none).
public struct CenterLayoutSpec: Hashable, Sendable {
    public var centeringOptions: CenteringOptions
    public var sizingOptions: CenterSizingOptions

    public init(centeringOptions: CenteringOptions = .xy, sizingOptions: CenterSizingOptions = .default) {
        self.centeringOptions = centeringOptions
        self.sizingOptions = sizingOptions
    }

    /// The relative spec this is (SEMANTICS-SUMMARY.md §3.6).
    public var relative: RelativeLayoutSpec {
        let x: RelativePosition = (centeringOptions == .x || centeringOptions == .xy) ? .center : .none
        let y: RelativePosition = (centeringOptions == .y || centeringOptions == .xy) ? .center : .none
        let sizing: RelativeSizingOption
        switch sizingOptions {
        case .default: sizing = .default
        case .minimumX: sizing = .minimumWidth
        case .minimumY: sizing = .minimumHeight
        case .minimumXY: sizing = .minimumSize
        }
        return RelativeLayoutSpec(horizontalPosition: x, verticalPosition: y, sizingOption: sizing)
    }
}

public enum CenteringOptions: String, Hashable, Sendable, CaseIterable {
    case none, x, y, xy
}

public enum CenterSizingOptions: String, Hashable, Sendable, CaseIterable {
    case `default`, minimumX, minimumY, minimumXY
}
