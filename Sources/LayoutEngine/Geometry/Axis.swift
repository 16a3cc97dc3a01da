/// Stack vocabulary (ASStackLayoutSpecUtilities.h): the *main* axis is the
/// stack's direction, the *cross* axis the other one. The stack algorithm only
/// speaks in main/cross; these helpers are the one place that maps to x/y.
public enum StackDirection: String, Sendable, CaseIterable {
    case horizontal
    case vertical
}

extension StackDirection {
    @inline(__always) func main(_ s: Size) -> Double { self == .horizontal ? s.width : s.height }
    @inline(__always) func cross(_ s: Size) -> Double { self == .horizontal ? s.height : s.width }
    @inline(__always) func size(main: Double, cross: Double) -> Size {
        self == .horizontal ? Size(main, cross) : Size(cross, main)
    }
    @inline(__always) func point(main: Double, cross: Double) -> Point {
        self == .horizontal ? Point(main, cross) : Point(cross, main)
    }
    @inline(__always) func range(mainMin: Double, mainMax: Double, crossMin: Double, crossMax: Double) -> SizeRange {
        SizeRange(min: size(main: mainMin, cross: crossMin), max: size(main: mainMax, cross: crossMax))
    }
}
