import XMLLayout

/// The names visible at a place of the document, as LANGUAGE.md resolves
/// them (innermost first): the loop variables of the enclosing `for`s, the
/// enclosing template's parameters, then the file's parameters and
/// constants (a top-level `const` or `param` sees only those before it),
/// then the keys of the file's `data`. Styles and templates are the file's
/// own (top-level) ones; an included file's definitions stay its own, and
/// what it offers its includer are its parameters (the include's
/// attributes).
struct Scope {
    enum Kind { case loopVariable, parameter, constant, data }

    struct Name {
        var name: String
        var kind: Kind
        /// Where it is declared: the declaring attribute's value, in `uri`
        /// (nil: this document).
        var range: Range<Int>?
        var uri: String?
    }

    let scanner: MarkupScanner
    /// The document's path (data and included files resolve against it).
    let path: String

    /// The `<layout>` root (the first root element, typed or half-typed).
    var root: Int? { scanner.roots.first { scanner.elements[$0].name == "layout" } ?? scanner.roots.first }

    private func attribute(_ name: String, of element: Int) -> MarkupScanner.Attribute? {
        scanner.elements[element].attributes.first { $0.name == name }
    }

    /// The `name`s of `element`'s children declared by `kind` (`param`, `style`…), up to `limit` (exclusive).
    private func declared(_ kind: String, in element: Int, before limit: Int? = nil) -> [(String, Range<Int>?)] {
        scanner.elements[element].children.prefix { $0 != limit }.compactMap { child in
            guard scanner.elements[child].name == kind, let name = attribute("name", of: child), !name.value.isEmpty
            else { return nil }
            return (name.value, name.valueRange)
        }
    }

    /// The file's styles or templates: top-level definitions.
    func topLevel(_ kind: String) -> [(String, Range<Int>?)] {
        guard let root else { return [] }
        return declared(kind, in: root)
    }

    /// Names an expression in `element` (its attributes or its text) can use.
    func expressionNames(at element: Int?) -> [Name] {
        var out: [Name] = []
        var seen = Set<String>()
        func add(_ name: String, _ kind: Kind, _ range: Range<Int>?, uri: String? = nil) {
            if seen.insert(name).inserted { out.append(Name(name: name, kind: kind, range: range, uri: uri)) }
        }
        var ancestors: [Int] = []
        var p = element.flatMap { scanner.elements[$0].parent }
        while let q = p { ancestors.append(q); p = scanner.elements[q].parent }
        // A `for`'s own attributes are read outside its loop; its children see it.
        for a in ancestors where scanner.elements[a].name == "for" {
            for key in ["each", "index"] {
                if let v = attribute(key, of: a), !v.value.isEmpty { add(v.value, .loopVariable, v.valueRange) }
            }
        }
        if let element, let template = ([element] + ancestors).first(where: { scanner.elements[$0].name == "template" }) {
            let limit = scanner.elements[element].parent == template ? element : nil
            for (name, range) in declared("param", in: template, before: limit) { add(name, .parameter, range) }
        }
        if let root {
            let limit = element.flatMap { scanner.elements[$0].parent == root ? $0 : nil }
            for child in scanner.elements[root].children.prefix(while: { $0 != limit }) {
                let kind = scanner.elements[child].name
                guard kind == "param" || kind == "const", let name = attribute("name", of: child), !name.value.isEmpty
                else { continue }
                add(name.value, kind == "param" ? .parameter : .constant, name.valueRange)
            }
            for key in dataKeys(root: root) { add(key, .data, nil) }
        }
        return out
    }

    /// The keys of the JSON object `data="…"` names, read from disk.
    private func dataKeys(root: Int) -> [String] {
        dataObject?.keys.sorted() ?? []
    }

    /// The JSON object `data="…"` names, read from disk (the sample data).
    var dataObject: [String: Any]? {
        guard let root, let data = attribute("data", of: root)?.value, !data.isEmpty, !data.contains("{"),
              let file = Self.resolve(data, against: path),
              let bytes = FileURI.contents(of: file) else { return nil }
        return JSONObjects.parse(bytes) as? [String: Any]
    }

    /// The template a `<use>` names.
    func template(usedBy element: Int) -> Int? {
        guard let name = attribute("template", of: element)?.value, let root else { return nil }
        return scanner.elements[root].children.first {
            scanner.elements[$0].name == "template" && attribute("name", of: $0)?.value == name
        }
    }

    /// Parameters a `<use>` (its template's) or an `<include>` (the
    /// included file's) can set as attributes.
    func parameters(settableOn element: Int) -> [Name] {
        switch scanner.elements[element].name {
        case "use":
            guard let template = template(usedBy: element) else { return [] }
            return declared("param", in: template).map { Name(name: $0.0, kind: .parameter, range: $0.1) }
        case "include":
            guard let src = attribute("src", of: element)?.value, !src.contains("{"),
                  let file = Self.resolve(src, against: path),
                  let bytes = FileURI.contents(of: file) else { return [] }
            let included = Scope(scanner: MarkupScanner(bytes), path: file)
            return included.topLevel("param").map {
                Name(name: $0.0, kind: .parameter, range: $0.1, uri: FileURI.uri(forPath: file))
            }
        default:
            return []
        }
    }

    /// A path relative to the document's folder (or absolute).
    static func resolve(_ value: String, against path: String) -> String? {
        guard !value.isEmpty, !value.contains("://") else { return nil }
        if value.hasPrefix("/") { return value }
        return PathText.absolute(PathText.appending(value, to: PathText.deletingLastComponent(path)))
    }
}
