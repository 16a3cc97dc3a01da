import LayoutEngine
import XMLLayout

/// One kind of model value: the `struct` a `for` over sample data or a
/// template's parameters give a cell (LANGUAGE.md "Containers": a struct per
/// kind of item, derived from the sample data's shape).
final class ModelType {
    struct Field {
        var name: String
        var type: String  // String, CGFloat, Bool, UIColor
        var optional: Bool
        var defaultValue: String?
        /// The model of an array's items (`photos: [Photo]`, shown by a container in the cell).
        var element: ModelType?
    }
    let name: String
    /// The cell's parameter: `kitten` for `init(kitten: Kitten)`.
    let variable: String
    var fields: [Field] = []
    let key: SourceLocation
    /// Where the type comes from, for its doc comment.
    var about = ""

    init(name: String, variable: String, key: SourceLocation) {
        self.name = name
        self.variable = variable
        self.key = key
    }

    func field(_ name: String) -> Field? { fields.first { $0.name == name } }
}

/// Where a cell's `{…}` names come from: the `for` it is the body of
/// (`{kitten.name}`) or the template it is written in (`{title}`).
struct BindingScope {
    enum Source { case loop(each: String, over: String?), template(params: [(name: String, defaultValue: String?)]) }
    var source: Source
    var location: SourceLocation
    var typeName: String

    /// The model field `{expression}` names, or nil when it names anything else.
    func field(of expression: String) -> String? {
        let e = expression.trimmingSpaces()
        switch source {
        case .loop(let each, _):
            let parts = e.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, parts[0] == each, SwiftGenerator.isValidTypeName(parts[1]) else { return nil }
            return parts[1]
        case .template(let params):
            return params.contains { $0.name == e } ? e : nil
        }
    }

    /// The innermost `for` or `template` around the element at `location`.
    static func around(_ location: SourceLocation, in sources: SourceIndex) -> BindingScope? {
        guard let path = sources.pathTo(location), let x = path.dropLast().last(where: { $0.name == "for" || $0.name == "template" })
        else { return nil }
        if x.name == "for" {
            guard let each = x.attribute("each")?.value else { return nil }
            return BindingScope(source: .loop(each: each, over: x.attribute("in")?.value), location: x.location,
                                typeName: SwiftNames.typeName(each))
        }
        let params = x.children.filter { $0.name == "param" }.compactMap { p in
            p.attribute("name").map { (name: $0.value, defaultValue: p.attribute("default")?.value) }
        }
        return BindingScope(source: .template(params: params), location: x.location,
                            typeName: SwiftNames.typeName(x.attribute("name")?.value ?? "Item"))
    }
}

/// Text as written with `{…}` runs: literal pieces and the fields between
/// them; nil when a run names something other than a model field.
func boundPieces(_ raw: String, _ scope: BindingScope) -> (pieces: [String], fields: [String])? {
    guard raw.contains("{"), !raw.contains("{{"), !raw.contains("}}") else { return nil }
    var pieces: [String] = [], fields: [String] = []
    var rest = Substring(raw)
    while let open = rest.firstIndex(of: "{") {
        guard let close = rest[open...].firstIndex(of: "}"),
              let f = scope.field(of: String(rest[rest.index(after: open)..<close])) else { return nil }
        pieces.append(String(rest[..<open]))
        fields.append(f)
        rest = rest[rest.index(after: close)...]
    }
    pieces.append(String(rest))
    return (pieces, fields)
}

/// A cell's subtree with every bound value replaced by a marker
/// (`@@M0@@`, or a marker colour), so that the class written from it reads
/// the model; and the values this instance had.
struct BoundCell {
    var item: GenItem
    /// Marker index → (field, use).
    var markers: [(field: String, isColor: Bool)] = []
    /// Field → its value in this instance, where a value stands alone.
    var values: [String: ExpressionValue] = [:]

    static func marker(_ k: Int) -> String { "@@M\(k)@@" }
    static func markerColor(_ k: Int) -> Color { Color(red: 7, green: UInt8(k % 256), blue: 9, alpha: 3) }

    init(_ cell: GenItem, scope: BindingScope?, origins: [ElementOrigin], index: [ObjectIdentifier: Int], sources: SourceIndex) {
        var markers: [(String, Bool)] = []
        var values: [String: ExpressionValue] = [:]
        func mark(_ field: String, color: Bool) -> Int {
            if let k = markers.firstIndex(where: { $0.0 == field && $0.1 == color }) { return k }
            markers.append((field, color))
            return markers.count - 1
        }
        func rewrite(_ g: GenItem) -> GenItem {
            var xml = g.xml
            var element = g.element
            if let scope, let i = index[ObjectIdentifier(g)], i < origins.count,
               let source = sources.element(at: origins[i].location) {
                if case .text(var t) = element.kind, let b = boundPieces(source.attribute("text")?.value ?? source.text, scope) {
                    var text = b.pieces[0]
                    for (k, f) in b.fields.enumerated() { text += Self.marker(mark(f, color: false)) + b.pieces[k + 1] }
                    if b.fields.count == 1, b.pieces.allSatisfy({ $0.allSatisfy(\.isWhitespace) }) { values[b.fields[0]] = .string(t.text) }
                    t.text = collapseWhitespace(text)
                    element.kind = .text(t)
                }
                for a in ["debugName", "backgroundColor", "borderColor", "color"] {
                    guard let raw = source.attribute(a)?.value, let b = boundPieces(raw, scope) else { continue }
                    let isColor = a != "debugName"
                    guard !isColor || (b.fields.count == 1 && b.pieces.allSatisfy(\.isEmpty)) else { continue }
                    let k = mark(b.fields[0], color: isColor)
                    if isColor {
                        if a == "backgroundColor" { element.presentation.backgroundColor = Self.markerColor(k) }
                        if a == "borderColor" { element.presentation.borderColor = Self.markerColor(k) }
                        if a == "color" { element.presentation.color = Self.markerColor(k) }
                    } else if b.fields.count == 1, b.pieces.allSatisfy(\.isEmpty), let v = xml.attribute(a)?.value {
                        values[b.fields[0]] = .string(v)
                    }
                    var text = b.pieces[0]
                    for (j, f) in b.fields.enumerated() { text += Self.marker(mark(f, color: false)) + b.pieces[j + 1] }
                    if let at = xml.attributes.firstIndex(where: { $0.name == a }) {
                        xml.attributes[at].value = isColor ? Self.marker(k) : text
                    }
                }
            }
            return GenItem(xml: xml, element: element, children: g.children.map(rewrite))
        }
        item = rewrite(cell)
        self.markers = markers.map { (field: $0.0, isColor: $0.1) }
        self.values = values
    }

    /// The class text with the markers read from `model` (`kitten.name`).
    func substituting(_ code: String, variable: String, model: ModelType?) -> String {
        var out = code
        for (k, m) in markers.enumerated() {
            let optional = model?.field(m.field)?.optional ?? false
            let access = "\(variable).\(SwiftNames.escaped(m.field))"
            if m.isColor {
                let literal = SwiftLiterals.color(Self.markerColor(k)) + " // " + Self.marker(k)
                out = out.replacing(literal, with: access)
                out = out.replacing(SwiftLiterals.color(Self.markerColor(k)), with: access)
                continue
            }
            let value = optional ? "\(access) ?? \"\"" : access
            out = out.replacing("\"" + Self.marker(k) + "\"", with: value)
            out = out.replacing(Self.marker(k), with: "\\(\(value))")
        }
        return out
    }
}
