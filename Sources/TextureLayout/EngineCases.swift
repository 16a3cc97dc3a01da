import LayoutEngine

/// A Texture enum whose cases are the engine enum's, in the same order:
/// Texture's raw values are its C enum's 0, 1, 2…, and the engine lists the
/// same names in `allCases`, so a case converts by its position. One
/// conversion for every such pair instead of a switch each way
/// (`EngineCasesTests` checks that the names pair up).
protocol EngineCaseMirror: RawRepresentable where RawValue == Int {
    associatedtype Engine: CaseIterable & Equatable where Engine.AllCases == [Engine]
}

extension EngineCaseMirror {
    var engine: Engine { Engine.allCases[rawValue] }

    init(_ engine: Engine) {
        self.init(rawValue: Engine.allCases.firstIndex(of: engine)!)!
    }
}

extension ASStackLayoutJustifyContent: EngineCaseMirror { typealias Engine = JustifyContent }
extension ASStackLayoutAlignContent: EngineCaseMirror { typealias Engine = AlignContent }
extension ASStackLayoutFlexWrap: EngineCaseMirror { typealias Engine = FlexWrap }
extension ASStackLayoutAlignSelf: EngineCaseMirror { typealias Engine = AlignSelf }
extension ASHorizontalAlignment: EngineCaseMirror { typealias Engine = HorizontalAlignment }
extension ASVerticalAlignment: EngineCaseMirror { typealias Engine = VerticalAlignment }
extension ASRelativeLayoutSpecPosition: EngineCaseMirror { typealias Engine = RelativePosition }
extension ASCornerLayoutLocation: EngineCaseMirror { typealias Engine = CornerLocation }

extension ASStackLayoutAlignItems {
    /// `notSet`, Texture's one case past the engine's, lays out as `stretch`.
    var engine: AlignItems { self == .notSet ? .stretch : AlignItems.allCases[rawValue] }
}

/// A Texture option set of two flags (bits 0 and 1) whose engine enum lists
/// neither, the first, the second, both: the raw value is the position.
protocol EngineFlagPair: OptionSet where RawValue == UInt {
    associatedtype Engine: CaseIterable where Engine.AllCases == [Engine]
}

extension EngineFlagPair {
    var engine: Engine { Engine.allCases[Int(rawValue & 3)] }
}

extension ASRelativeLayoutSpecSizingOption: EngineFlagPair { typealias Engine = RelativeSizingOption }
extension ASCenterLayoutSpecCenteringOptions: EngineFlagPair { typealias Engine = CenteringOptions }
extension ASCenterLayoutSpecSizingOptions: EngineFlagPair { typealias Engine = CenterSizingOptions }
