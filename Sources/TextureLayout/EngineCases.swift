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

/// Texture's option sets of two flags (bits 0 and 1) that choose one case
/// of an engine enum listing neither, the first, the second, both: one type
/// for them all, told apart by that enum, whose case is the one at the raw
/// value's position. Each is a typealias with its flags (RelativeSpecs.swift).
public struct ASFlagPair<Engine: CaseIterable & Sendable & Hashable>: OptionSet, Hashable, Sendable
where Engine.AllCases == [Engine] {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    var engine: Engine { Engine.allCases[Int(rawValue & 3)] }
}
