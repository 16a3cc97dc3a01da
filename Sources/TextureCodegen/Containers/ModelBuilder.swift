import LayoutEngine
import XMLLayout

/// The file's sample data (`data="…json"` or `--data`), to derive model
/// types and write their values.
struct SampleData {
    let fileName: String?
    let value: ExpressionValue?

    init(root: XMLElementNode, source: LayoutSource, inputs: ExpansionInputs) {
        let written = root.attribute("data")?.value.trimmingSpaces()
        let path = inputs.dataPath ?? written.map { $0.hasPrefix("/") ? $0 : PathText.appending($0, to: PathText.deletingLastComponent(source.path)) }
        fileName = path.map { PathText.lastComponent($0) }
        guard let path, case .success(let s) = LayoutSourceLoader.read(path: path) else { value = nil; return }
        value = try? ExpressionValue.parseJSON(s.text)
    }

    /// The array a `for`'s `in` names, when it is a path into the data.
    func array(_ path: String?) -> [ExpressionValue]? {
        guard let path, var v = value else { return nil }
        for key in path.trimmingSpaces().split(separator: ".") {
            guard case .object(let o) = v, let next = o[String(key)] else { return nil }
            v = next
        }
        guard case .array(let items) = v else { return nil }
        return items
    }
}

/// Model types and their values as Swift.
enum ModelBuilder {
    /// The struct of a loop's items (every key of the sample data's
    /// objects; optional where one leaves it out) or of a template's parameters.
    /// `items` stands for the data's array (an inner loop's, gathered from
    /// every outer item); `arrays` are the keys that are arrays of models.
    static func model(_ scope: BindingScope, data: SampleData, items given: [ExpressionValue]? = nil,
                      arrays: [String: ModelType] = [:]) -> ModelType {
        let variable = SwiftNames.camelCase(scope.typeName)
        let m = ModelType(name: scope.typeName, variable: variable.isEmpty ? "item" : variable, key: scope.location)
        switch scope.source {
        case .loop(let each, let over):
            m.about = "One `\(each)` of `\(over ?? "")`" + (data.fileName.map { " in the sample data, \($0)," } ?? "")
            guard let items = given ?? data.array(over) else { break }
            var order: [String] = []
            var types: [String: String?] = [:]
            var present: [String: Int] = [:]
            for case .object(let o) in items {
                for (key, value) in o.pairs where SwiftGenerator.isValidTypeName(key) {
                    let type = arrays[key].map { "[\($0.name)]" } ?? swiftType(value)
                    if types[key] == nil { order.append(key); types[key] = .some(type) }
                    if case .null = value { continue }
                    present[key, default: 0] += 1
                    if let t = types[key] ?? nil, t != type { types[key] = .some(nil) }
                }
            }
            for key in order {
                guard let t = types[key] ?? nil else { continue }
                m.fields.append(.init(name: key, type: t, optional: present[key, default: 0] < items.count, element: arrays[key]))
            }
        case .template(let params):
            m.about = "The parameters of the template `\(scope.typeName)`"
            for p in params where SwiftGenerator.isValidTypeName(p.name) {
                m.fields.append(.init(name: p.name, type: "String", optional: false,
                                      defaultValue: p.defaultValue.map { SwiftLiterals.string($0) }))
            }
        }
        return m
    }

    /// Fields a cell reads that the data did not give; colour fields are UIColor.
    static func addMissing(_ markers: [(field: String, isColor: Bool)], to m: ModelType) {
        for marker in markers {
            if let i = m.fields.firstIndex(where: { $0.name == marker.field }) {
                if marker.isColor, m.fields[i].type == "String" {
                    m.fields[i].type = "UIColor"
                    m.fields[i].defaultValue = nil
                }
            } else {
                m.fields.append(.init(name: marker.field, type: marker.isColor ? "UIColor" : "String", optional: false))
            }
        }
    }

    private static func swiftType(_ v: ExpressionValue) -> String? {
        switch v {
        case .string: return "String"
        case .number: return "CGFloat"
        case .bool: return "Bool"
        default: return nil
        }
    }

    /// `Kitten(name: "Whiskers", text: "…")`: from the loop's item in the
    /// data when there is one, else from the values the cell showed.
    static func value(_ m: ModelType, item: ExpressionValue?, shown: [String: ExpressionValue]) -> String {
        let args = m.fields.compactMap { f -> String? in
            var v: ExpressionValue?
            if case .object(let o)? = item { v = o[f.name] } else { v = shown[f.name] }
            if v == nil || v == .null {
                if f.optional { return "\(f.name): nil" }
                if f.defaultValue != nil { return nil }
            }
            if let element = f.element, case .array(let list)? = v {
                return "\(f.name): [" + list.map { value(element, item: $0, shown: [:]) }.joined(separator: ", ") + "]"
            }
            return "\(f.name): " + literal(v ?? .string(""), type: f.type)
        }
        return "\(m.name)(\(args.joined(separator: ", ")))"
    }

    static func literal(_ v: ExpressionValue, type: String) -> String {
        switch (v, type) {
        case (.string(let s), "UIColor"): return CSSColor.parse(s).map { SwiftLiterals.color($0) } ?? "UIColor.clear"
        case (.string(let s), _): return SwiftLiterals.string(s)
        case (.number(let n), _): return SwiftLiterals.number(n)
        case (.bool(let b), _): return b ? "true" : "false"
        default: return SwiftLiterals.string(v.textForm)
        }
    }

    /// `struct Kitten { let name: String … }`.
    static func declaration(_ m: ModelType) -> [String] {
        var lines = ["/// \(m.about) at \(m.key.file.isEmpty ? "" : PathText.lastComponent(m.key.file) + ":")\(m.key.line).",
                     "struct \(m.name) {"]
        for f in m.fields {
            let type = f.type + (f.optional ? "?" : "")
            if let d = f.defaultValue { lines.append("    var \(SwiftNames.escaped(f.name)): \(type) = \(d)") } else {
                lines.append("    let \(SwiftNames.escaped(f.name)): \(type)")
            }
        }
        return lines + ["}"]
    }
}
