import Foundation
import LayoutEngine

/// ASDimensionUnit.
public enum ASDimensionUnit: Int, Sendable {
    case auto, points, fraction
}

/// ASDimension: `auto`, points, or a fraction (0…1) of the parent's length.
public struct ASDimension: Hashable, Sendable, CustomStringConvertible {
    public var unit: ASDimensionUnit
    public var value: CGFloat

    public init(unit: ASDimensionUnit, value: CGFloat) {
        self.unit = unit
        self.value = value
    }

    public init() { self.init(unit: .auto, value: 0) }

    init(_ d: EngineDimension) {
        switch d {
        case .auto: self.init(unit: .auto, value: 0)
        case .points(let v): self.init(unit: .points, value: CGFloat(v))
        case .fraction(let f): self.init(unit: .fraction, value: CGFloat(f))
        }
    }

    var engine: EngineDimension {
        switch unit {
        case .auto: return .auto
        case .points: return .points(Double(value))
        case .fraction: return .fraction(Double(value))
        }
    }

    public var description: String { engine.description }
}

public let ASDimensionAuto = ASDimension(unit: .auto, value: 0)

public func ASDimensionMake(_ unit: ASDimensionUnit, _ value: CGFloat) -> ASDimension {
    unit == .auto ? ASDimensionAuto : ASDimension(unit: unit, value: value)
}

public func ASDimensionMake(_ points: CGFloat) -> ASDimension { ASDimension(unit: .points, value: points) }

/// `"auto"`, `"70pt"` or `"50%"` (a bare number also reads as points);
/// anything else is `auto`, as Texture returns after its assertion.
public func ASDimensionMake(_ dimension: String) -> ASDimension {
    EngineDimension(parsing: dimension).map { ASDimension($0) } ?? ASDimensionAuto
}

public func ASDimensionMakeWithPoints(_ points: CGFloat) -> ASDimension { ASDimension(unit: .points, value: points) }

/// `fraction` is 0…1 (0.5 is 50%).
public func ASDimensionMakeWithFraction(_ fraction: CGFloat) -> ASDimension {
    ASDimension(unit: .fraction, value: fraction)
}

/// ASLayoutSize: a width and a height dimension.
public struct ASLayoutSize: Hashable, Sendable {
    public var width: ASDimension
    public var height: ASDimension

    public init(width: ASDimension, height: ASDimension) {
        self.width = width
        self.height = height
    }

    public init() { self.init(width: ASDimensionAuto, height: ASDimensionAuto) }
}

public func ASLayoutSizeMake(_ width: ASDimension, _ height: ASDimension) -> ASLayoutSize {
    ASLayoutSize(width: width, height: height)
}

/// ASSizeRange: the min and max size an element may take.
public struct ASSizeRange: Hashable, Sendable {
    public var min: CGSize
    public var max: CGSize

    public init(min: CGSize, max: CGSize) {
        self.min = min
        self.max = max
    }

    public init() { self.init(min: .zero, max: .zero) }

    var engine: SizeRange { SizeRange(min: Size(cg: min), max: Size(cg: max)) }
}

public func ASSizeRangeMake(_ min: CGSize, _ max: CGSize) -> ASSizeRange { ASSizeRange(min: min, max: max) }
public func ASSizeRangeMake(_ exactSize: CGSize) -> ASSizeRange { ASSizeRange(min: exactSize, max: exactSize) }
public let ASSizeRangeZero = ASSizeRange(min: .zero, max: .zero)
public let ASSizeRangeUnconstrained = ASSizeRange(min: .zero,
                                                  max: CGSize(width: CGFloat.infinity, height: CGFloat.infinity))

extension Size {
    init(cg s: CGSize) { self.init(Double(s.width), Double(s.height)) }
    var cg: CGSize { CGSize(width: CGFloat(width), height: CGFloat(height)) }
}

extension Point {
    init(cg p: CGPoint) { self.init(Double(p.x), Double(p.y)) }
    var cg: CGPoint { CGPoint(x: CGFloat(x), y: CGFloat(y)) }
}

extension Rect {
    var cg: CGRect { CGRect(origin: origin.cg, size: size.cg) }
}

extension UIEdgeInsets {
    var engine: EdgeInsets {
        EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }
}
