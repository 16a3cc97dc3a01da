/// An argument of a template's method: its label, type, and the value
/// each use of the template passes.
struct TemplateArgument {
    var label: String
    var type: String
    /// Instance index → Swift expression at the call.
    var values: [Int: String]
    /// For an optional node: the uses that pass one (the others pass nil).
    var nonNil: Set<Int>?
}

/// One generated method being written: its names in use, and for a
/// template the arguments it has grown so far.
final class MethodContext {
    let template: TemplateID?
    var names: SwiftNames
    var arguments: [TemplateArgument] = []
    /// Node key (in the merged template) → argument index.
    var nodeArguments: [String: Int] = [:]
    /// Optional node arguments bound by an enclosing `if let`.
    var unwrapped: Set<String> = []
    let instanceCount: Int
    /// In a template: the key of its root, whose differing style the callers set.
    var rootKey: String?
    var callerStyle: [Int: [Int: [String]]] = [:]

    init(template: TemplateID?, names: SwiftNames, instanceCount: Int) {
        self.template = template
        self.names = names
        self.instanceCount = instanceCount
    }

    func addArgument(_ label: String, type: String, values: [Int: String], nonNil: Set<Int>? = nil) -> String {
        let name = names.unique(label, fallback: "value")
        arguments.append(TemplateArgument(label: name, type: type, values: values, nonNil: nonNil))
        return name
    }
}

/// The generated method of a template, once written.
struct TemplateMethod {
    var name: String
    var arguments: [TemplateArgument]
    /// Instance key → index (the `values` of the arguments).
    var instanceIndex: [String: Int]
    var hasSlot: Bool
    var returnsSpec: Bool
    var code: SwiftCode
    /// The root's style lines that differ between uses, set by each caller
    /// on what the method returns: instance → state → lines (receiver "$").
    var callerStyle: [Int: [Int: [String]]]
}

/// A child's code: an expression, and whether it is a spec.
struct ChildExpression {
    var code: String
    var isSpec: Bool
}

enum ChildList {
    case list([ChildExpression])
    case variable(String)
}

extension Set where Element == Variant {
    var states: Set<Int> { Set<Int>(map { $0.state }) }
    var instances: Set<Int> { Set<Int>(map { $0.instance }) }
}

enum SpecArgumentTypes {
    static let byLabel: [String: String] = [
        "direction": "ASStackLayoutDirection", "spacing": "CGFloat", "justifyContent": "ASStackLayoutJustifyContent",
        "alignItems": "ASStackLayoutAlignItems", "flexWrap": "ASStackLayoutFlexWrap",
        "alignContent": "ASStackLayoutAlignContent", "lineSpacing": "CGFloat", "insets": "UIEdgeInsets",
        "centeringOptions": "ASCenterLayoutSpecCenteringOptions", "sizingOptions": "ASCenterLayoutSpecSizingOptions",
        "ratio": "CGFloat", "horizontalPosition": "ASRelativeLayoutSpecPosition",
        "verticalPosition": "ASRelativeLayoutSpecPosition", "sizingOption": "ASRelativeLayoutSpecSizingOption",
        "sizing": "ASAbsoluteLayoutSpecSizing", "location": "ASCornerLayoutLocation",
    ]
}
