/// Something the engine noticed while laying out: keyed by element, never by
/// source line (the front end maps elements to lines).
public struct LayoutIssue: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// A fraction resolved against a parent length that is unknown (NaN)
        /// or infinite; xmllayout treats it as `auto` (SEMANTICS-SUMMARY.md §6).
        case fractionOfUnknownParent
        /// A fraction flexBasis in a stack whose main size is not exact.
        case fractionFlexBasisOfUnknownParent
        /// The element's computed size was not finite and became 0×0 (§2.6).
        case nonFiniteSize
        /// A ratio spec whose range has no known max on either axis, so the
        /// ratio is not applied (SEMANTICS-SUMMARY.md §3.7).
        case ratioWithoutKnownMax
    }

    public var element: ElementID
    public var kind: Kind

    public init(element: ElementID, kind: Kind) {
        self.element = element
        self.kind = kind
    }

    public var message: String {
        switch kind {
        case .fractionOfUnknownParent:
            return "a percentage is resolved against a parent length that is unknown or infinite here; it is treated as auto"
        case .fractionFlexBasisOfUnknownParent:
            return "a percentage flexBasis needs a stack whose main size is exact; it is treated as auto"
        case .nonFiniteSize:
            return "the computed size is not finite, so the element is laid out as 0×0"
        case .ratioWithoutKnownMax:
            return "the ratio is not applied: neither the width nor the height offered to it has a known maximum"
        }
    }
}
