import XMLLayout

/// The main file's parameters as the generated class's stored properties,
/// and the states the generator lays the file out at: every combination of
/// the enumerable parameters' values (a `values` list, or true/false), the
/// default one (after `--set`) first. A parameter is a state of the node:
/// the app sets the property and the node lays itself out again.
struct StateSpace {
    struct Parameter {
        /// As written in the file.
        let name: String
        /// The Swift property.
        var property = ""
        /// Its value when generated (`--set`, else the default), as text.
        let value: String
        /// The values it takes in `states` (one when it is not enumerated).
        let values: [String]
        let isBool: Bool
        let location: SourceLocation?
        let declaration: String

        var isEnumerated: Bool { values.count > 1 }

        /// Swift type and literal of the property; nil when the value is
        /// not a plain number, string or boolean.
        var swiftType: String? {
            if isBool { return "Bool" }
            if values.count > 1 { return "String" }
            switch ExpressionValue.fromLiteral(value) {
            case .bool: return "Bool"
            case .number: return "CGFloat"
            case .string: return "String"
            default: return nil
            }
        }

        func literal(_ text: String) -> String {
            switch swiftType {
            case "Bool": return text
            case "CGFloat":
                if case .number(let n) = ExpressionValue.fromLiteral(text) { return SwiftLiterals.number(n) }
                return text
            default:
                if case .string(let s) = ExpressionValue.fromLiteral(text), values.count <= 1 { return SwiftLiterals.string(s) }
                return SwiftLiterals.string(text)
            }
        }
    }

    /// The generator lays the file out once per state: a cap keeps a file
    /// with many parameters from multiplying the work.
    static let maximumStates = 64

    var parameters: [Parameter]
    /// Per state, each enumerated parameter's value (text form) by name.
    var states: [[String: String]]
    /// The settings of each state, for the loader.
    var inputs: [ExpansionInputs]

    init(root: XMLElementNode, inputs given: ExpansionInputs) {
        let settings = given.settings
        var givenValues: [String: String] = [:]
        for s in settings { givenValues[s.name] = s.value }
        let declared = FileParameters.of(root)
        let elements = root.children.filter { $0.name == "param" }
        var params: [Parameter] = []
        var product = 1
        for p in declared {
            let value = givenValues[p.name] ?? p.defaultValue ?? ""
            var values = [value]
            if p.isEnumerable, product * p.states.count <= Self.maximumStates {
                values = [value] + p.states.filter { $0 != value }
                product *= values.count
            }
            let element = elements.first { $0.attribute("name")?.value == p.name }
            let isBool = p.states == ["true", "false"] || value == "true" || value == "false"
            let written = element.map { e in "<param " + e.attributes.map { "\($0.name)=\"\($0.value)\"" }.joined(separator: " ") + "/>" }
            params.append(Parameter(name: p.name, value: value, values: values, isBool: isBool && p.states.count <= 2,
                                    location: element?.location, declaration: written ?? "<param name=\"\(p.name)\"/>"))
        }
        parameters = params
        var combos: [[String: String]] = [[:]]
        for p in params where p.isEnumerated {
            combos = combos.flatMap { c in p.values.map { v in c.merging([p.name: v]) { $1 } } }
        }
        states = combos
        inputs = combos.map { combo in
            var s = settings
            for (k, v) in combo.sorted(by: { $0.key < $1.key }) { s.append(.init(name: k, value: v)) }
            return ExpansionInputs(settings: s, dataPath: given.dataPath, budget: given.budget)
        }
    }

    var enumerated: [Parameter] { parameters.filter(\.isEnumerated) }

    // MARK: Conditions

    /// A Swift condition that holds exactly in the states `t` among `within`
    /// (nil when it holds in all of them): a conjunction over the parameters
    /// when `t` is such a product, else a disjunction of whole states.
    func condition(_ t: Set<Int>, within w: Set<Int>) -> String? {
        if t.isSuperset(of: w) { return nil }
        if t.isEmpty { return "false" }
        func clause(_ p: Parameter, _ values: Set<String>, among all: Set<String>) -> String? {
            if values == all { return nil }
            let name = SwiftNames.escaped(p.property)
            if p.isBool { return values == ["true"] ? name : "!" + name }
            let ordered = p.values.filter(values.contains)
            if ordered.count == 1 { return "\(name) == \(SwiftLiterals.string(ordered[0]))" }
            let rest = p.values.filter { all.contains($0) && !values.contains($0) }
            if rest.count == 1 { return "\(name) != \(SwiftLiterals.string(rest[0]))" }
            return "[" + ordered.map(SwiftLiterals.string).joined(separator: ", ") + "].contains(\(name))"
        }
        let params = enumerated
        var clauses: [String] = []
        var product = w
        for p in params {
            let inT = Set(t.map { states[$0][p.name] ?? "" })
            let inW = Set(w.map { states[$0][p.name] ?? "" })
            if let c = clause(p, inT, among: inW) { clauses.append(c) }
            product = product.filter { inT.contains(states[$0][p.name] ?? "") }
        }
        if product == t { return clauses.joined(separator: " && ") }
        // Not a product: one term per state.
        let terms = t.sorted().map { s -> String in
            let parts = params.compactMap { p -> String? in
                let inW = Set(w.map { states[$0][p.name] ?? "" })
                return clause(p, [states[s][p.name] ?? ""], among: inW)
            }
            return parts.count > 1 ? "(" + parts.joined(separator: " && ") + ")" : parts.joined()
        }
        return terms.joined(separator: " || ")
    }

    /// `cond ? a : b` choosing among values by state; the default state's
    /// value is the last (the `else`).
    func choice(_ valueByState: [Int: String], within w: Set<Int>) -> String {
        var groups: [(value: String, states: Set<Int>)] = []
        for s in w.sorted() {
            guard let v = valueByState[s] else { continue }
            if let i = groups.firstIndex(where: { $0.value == v }) { groups[i].states.insert(s) } else { groups.append((v, [s])) }
        }
        guard groups.count > 1 else { return groups.first?.value ?? "" }
        // Two values: the one whose condition reads positively first (`on ? 8 : 4`).
        if groups.count == 2, let c = condition(groups[0].states, within: w), !c.hasPrefix("!"), !c.contains("!=") {
            return "\(c) ? \(groups[0].value) : \(groups[1].value)"
        }
        // Else the groups not holding the lowest (default) state first.
        let last = groups.removeFirst()
        var remaining = w
        var parts: [String] = []
        for g in groups {
            let c = condition(g.states, within: remaining) ?? "true"
            parts.append("\(c) ? \(g.value) : ")
            remaining.subtract(g.states)
        }
        return parts.joined() + last.value
    }
}
