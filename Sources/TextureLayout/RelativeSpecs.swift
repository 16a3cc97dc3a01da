import Foundation
import LayoutEngine

/// ASRelativeLayoutSpecPosition.
public enum ASRelativeLayoutSpecPosition: Int, Sendable {
    case none = 0, start, center, end
}

/// ASRelativeLayoutSpecSizingOption (`[]` is the default).
public typealias ASRelativeLayoutSpecSizingOption = ASFlagPair<RelativeSizingOption>
extension ASFlagPair where Engine == RelativeSizingOption {
    public static var minimumWidth: Self { Self(rawValue: 1 << 0) }
    public static var minimumHeight: Self { Self(rawValue: 1 << 1) }
    public static var minimumSize: Self { [.minimumWidth, .minimumHeight] }
}

/// ASRelativeLayoutSpec: the child at the start, centre or end of each axis.
public class ASRelativeLayoutSpec: ASLayoutSpec {
    public var horizontalPosition: ASRelativeLayoutSpecPosition
    public var verticalPosition: ASRelativeLayoutSpecPosition
    public var sizingOption: ASRelativeLayoutSpecSizingOption

    public init(horizontalPosition: ASRelativeLayoutSpecPosition, verticalPosition: ASRelativeLayoutSpecPosition,
                sizingOption: ASRelativeLayoutSpecSizingOption, child: ASLayoutElement) {
        self.horizontalPosition = horizontalPosition
        self.verticalPosition = verticalPosition
        self.sizingOption = sizingOption
        super.init(with: [child])
    }

    override var engineKind: Element.Kind {
        .relative(RelativeLayoutSpec(horizontalPosition: horizontalPosition.engine,
                                     verticalPosition: verticalPosition.engine, sizingOption: sizingOption.engine))
    }
}

/// ASCenterLayoutSpecCenteringOptions (`[]` centres nothing, Texture's default).
public typealias ASCenterLayoutSpecCenteringOptions = ASFlagPair<CenteringOptions>
extension ASFlagPair where Engine == CenteringOptions {
    public static var X: Self { Self(rawValue: 1 << 0) }
    public static var Y: Self { Self(rawValue: 1 << 1) }
    public static var XY: Self { [.X, .Y] }
}

/// ASCenterLayoutSpecSizingOptions (`[]` is the default).
public typealias ASCenterLayoutSpecSizingOptions = ASFlagPair<CenterSizingOptions>
extension ASFlagPair where Engine == CenterSizingOptions {
    public static var minimumX: Self { Self(rawValue: 1 << 0) }
    public static var minimumY: Self { Self(rawValue: 1 << 1) }
    public static var minimumXY: Self { [.minimumX, .minimumY] }
}

/// ASCenterLayoutSpec: a relative spec that centres on the chosen axes.
public final class ASCenterLayoutSpec: ASLayoutSpec {
    public var centeringOptions: ASCenterLayoutSpecCenteringOptions
    public var sizingOptions: ASCenterLayoutSpecSizingOptions

    public init(centeringOptions: ASCenterLayoutSpecCenteringOptions, sizingOptions: ASCenterLayoutSpecSizingOptions,
                child: ASLayoutElement) {
        self.centeringOptions = centeringOptions
        self.sizingOptions = sizingOptions
        super.init(with: [child])
    }

    override var engineKind: Element.Kind {
        .center(CenterLayoutSpec(centeringOptions: centeringOptions.engine, sizingOptions: sizingOptions.engine))
    }
}
