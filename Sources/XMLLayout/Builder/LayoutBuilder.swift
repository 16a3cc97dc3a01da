import Foundation
import LayoutEngine

/// Turns a parsed (and normally schema-validated) `<layout>` document into an
/// engine tree, checking what the schema cannot express: value ranges,
/// shorthand/longhand conflicts, alignment conflicts, duplicate ids, image
/// files. Also emits the static lint warnings. Never trusts the schema to
/// have run: any input gives diagnostics, never a crash.
public final class LayoutBuilder {
    let file: String
    let baseDirectory: String
    private(set) var diagnostics: [Diagnostic] = []
    var locations: [SourceLocation] = []
    var elementIDs: [String?] = []
    var imagePaths: [String] = []
    private var ids: [String: SourceLocation] = [:]

    /// - Parameters:
    ///   - file: the path used in diagnostics.
    ///   - baseDirectory: where `src` paths are resolved from (the file's directory).
    public init(file: String, baseDirectory: String) {
        self.file = file
        self.baseDirectory = baseDirectory
    }

    /// Builds the document; nil when there were errors (a file with errors
    /// is never half-rendered). Diagnostics include warnings either way.
    public static func build(_ root: XMLElementNode, file: String, baseDirectory: String)
        -> (document: LayoutDocument?, diagnostics: [Diagnostic]) {
        let b = LayoutBuilder(file: file, baseDirectory: baseDirectory)
        let doc = b.buildDocument(root)
        let ok = !b.diagnostics.contains { $0.severity == .error }
        return (ok ? doc : nil, b.diagnostics)
    }

    func buildDocument(_ root: XMLElementNode) -> LayoutDocument? {
        guard root.name == "layout" else {
            error("the root element must be <layout>, found <\(root.name)>", at: root.location, id: "wrong-root")
            return nil
        }
        let layoutChildren = root.children
        guard layoutChildren.count == 1 else {
            error("<layout> must contain exactly one layout element, found \(layoutChildren.count)", at: root.location,
                  id: "child-count", hint: layoutChildren.isEmpty ? "add a spec such as <stack> or a node such as <box>" : nil)
            return nil
        }
        let range = rootRange(root)
        var scale = 2.0
        if let s = read(root, "screenScale", AttributeValues.number) {
            if [1.0, 2.0, 3.0].contains(s) { scale = s } else {
                invalid(root, "screenScale", expected: "1, 2 or 3")
            }
        }
        let element = build(layoutChildren[0], parent: nil)
        var sourceMap = SourceMap(locations: locations)
        sourceMap.ids = elementIDs
        return LayoutDocument(name: root.attribute("name")?.value, root: element, rootRange: range, screenScale: scale,
                              sourceMap: sourceMap, imagePaths: imagePaths)
    }

    /// `width`/`height` make an axis exact; min/max bound it; nothing is 0 … ∞.
    private func rootRange(_ root: XMLElementNode) -> SizeRange {
        var r = SizeRange.unconstrained
        func axis(_ exact: String, _ lo: String, _ hi: String) -> (Double, Double) {
            let e = read(root, exact, AttributeValues.points)
            let mn = read(root, lo, AttributeValues.points)
            let mx = read(root, hi, AttributeValues.points)
            if let e {
                if mn != nil || mx != nil {
                    conflict(root, exact, with: [lo, hi].filter { root.attribute($0) != nil })
                }
                return (e, e)
            }
            let low = mn ?? 0, high = mx ?? .infinity
            if low > high, let a = root.attribute(lo) {
                error("\(lo) (\(formatPoints(low))) is larger than \(hi) (\(formatPoints(high)))", at: a.valueLocation,
                      id: "invalid-range")
            }
            return (low, high)
        }
        let w = axis("width", "minWidth", "maxWidth")
        let h = axis("height", "minHeight", "maxHeight")
        r.min = Size(w.0, h.0)
        r.max = Size(w.1, h.1)
        return r
    }

    /// One element and its subtree, in document order (the engine numbers
    /// elements the same way, so `locations[i]` is element i).
    func build(_ x: XMLElementNode, parent: XMLElementNode?) -> Element {
        locations.append(x.location)
        elementIDs.append(x.attribute("id")?.value)
        checkID(x)
        checkChildCount(x)
        lint(x, parent: parent)
        let kind = buildKind(x)
        let children = x.children.map { build($0, parent: x) }
        return Element(kind, style: buildStyle(x), children: children,
                       debugName: x.attribute("debugName")?.value, tag: x.name,
                       presentation: Vocabulary.nodes.contains(x.name) ? buildPresentation(x) : .none)
    }

    private func checkID(_ x: XMLElementNode) {
        guard let a = x.attribute("id") else { return }
        if let first = ids[a.value] {
            error("duplicate id '\(a.value)'", at: a.valueLocation, id: "duplicate-id",
                  hint: "first used at line \(first.line)")
        } else {
            ids[a.value] = a.valueLocation
        }
    }

    private func checkChildCount(_ x: XMLElementNode) {
        guard Vocabulary.specs.contains(x.name) || Vocabulary.nodes.contains(x.name) else {
            error("unknown element <\(x.name)>", at: x.location, id: "unknown-element")
            return
        }
        guard let allowed = Vocabulary.requiredChildren(x.name), !allowed.contains(x.children.count) else { return }
        let what: String
        if allowed.lowerBound == allowed.upperBound {
            what = allowed.lowerBound == 0 ? "no children" : "exactly \(allowed.lowerBound) child\(allowed.lowerBound == 1 ? "" : "ren")"
        } else {
            what = "at most \(allowed.upperBound) child element (its own layout spec)"
        }
        error("<\(x.name)> takes \(what), found \(x.children.count)", at: x.location, id: "child-count")
    }

    // MARK: Reading attributes

    /// Parses an attribute if present; reports an invalid value and returns nil.
    func read<T>(_ x: XMLElementNode, _ name: String, _ parse: (String) -> AttributeValues.Parsed<T>) -> T? {
        guard let a = x.attribute(name) else { return nil }
        switch parse(a.value) {
        case .success(let v): return v
        case .failure(let e):
            error("invalid value '\(a.value)' for attribute '\(name)' on <\(x.name)>: expected \(e.description)",
                  at: a.valueLocation, id: "invalid-value")
            return nil
        }
    }

    func readEnum<E: RawRepresentable & CaseIterable>(_ x: XMLElementNode, _ name: String, _ type: E.Type) -> E?
        where E.RawValue == String {
        read(x, name) { AttributeValues.enumeration($0, type) }
    }

    func invalid(_ x: XMLElementNode, _ name: String, expected: String) {
        guard let a = x.attribute(name) else { return }
        error("invalid value '\(a.value)' for attribute '\(name)' on <\(x.name)>: expected \(expected)",
              at: a.valueLocation, id: "invalid-value")
    }

    /// A shorthand and a longhand for the same field given together.
    func conflict(_ x: XMLElementNode, _ name: String, with others: [String]) {
        guard let a = x.attribute(name), !others.isEmpty else { return }
        let list = others.map { "'\($0)'" }.joined(separator: " and ")
        error("'\(name)' and \(list) on <\(x.name)> set the same property", at: a.nameLocation, id: "conflicting-attributes",
              hint: "keep only one of them: XML attribute order is not meaningful")
    }

    // MARK: Diagnostics

    func error(_ message: String, at location: SourceLocation?, id: String, hint: String? = nil) {
        diagnostics.append(.error(message, id: id, at: location, file: file, hint: hint))
    }

    func warning(_ message: String, at location: SourceLocation?, id: String, hint: String? = nil) {
        diagnostics.append(.warning(message, id: id, at: location, file: file, hint: hint))
    }

    /// `src` resolved against the layout file's directory.
    func resolvePath(_ src: String) -> String {
        if src.hasPrefix("/") { return src }
        if baseDirectory.isEmpty || baseDirectory == "." { return src }
        return (baseDirectory as NSString).appendingPathComponent(src)
    }
}
