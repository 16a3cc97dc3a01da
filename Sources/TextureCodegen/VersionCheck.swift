import LayoutEngine
import XMLLayout

/// The generator writes version-1 layouts: one XML element per engine
/// element. Version-2 constructs (parameters as stored properties, `if` as
/// Swift conditionals, templates as methods, loops written out) need the
/// expansion stage's origins; until the generator reads them, such a file
/// is refused with a located error rather than generated wrongly.
public enum VersionCheck {
    static let version2Elements: Set<String> = [
        "const", "style", "param", "template", "use", "slot", "include", "for", "if", "else",
    ]

    static let asWritten: Set<String> = ["id", "debugName", "src", "url", "scale"]

    public static func firstVersion2Construct(in layout: XMLElementNode, document: LayoutDocument) -> Diagnostic? {
        func refuse(_ what: String, at location: SourceLocation) -> Diagnostic {
            .error("generate swift handles version-1 layouts; \(what) is a version-2 construct that it does not generate yet",
                   at: location, hint: "`xmllayout expand` prints the file as version 1, which can be generated")
        }
        if let data = layout.attribute("data") { return refuse("'data'", at: data.nameLocation) }
        for x in layout.children where version2Elements.contains(x.name) {
            return refuse("<\(x.name)>", at: x.location)
        }
        guard let first = layout.children.last else { return nil }
        func check(_ x: XMLElementNode, _ e: Element) -> Diagnostic? {
            if version2Elements.contains(x.name) { return refuse("<\(x.name)>", at: x.location) }
            // Values are read from the built tree, except these, which are copied as written.
            if let a = x.attributes.first(where: { asWritten.contains($0.name) && $0.value.contains("{") }) {
                return refuse("the expression in '\(a.name)'", at: a.valueLocation)
            }
            guard x.children.count == e.children.count else {
                return refuse("the content of <\(x.name)>", at: x.location)
            }
            for (xc, ec) in zip(x.children, e.children) {
                if let d = check(xc, ec) { return d }
            }
            return nil
        }
        return check(first, document.root)
    }
}
