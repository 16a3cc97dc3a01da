import LayoutEngine
import XMLLayout

/// `xmllayout generate swift`: a layout file as one Swift file that compiles
/// unchanged against Texture on iOS and against TextureLayout elsewhere: a
/// `final class …Node: ASDisplayNode` with a property per drawn element,
/// configured in `init`, and `layoutSpecThatFits(_:)` building the spec tree.
///
/// Version-1 files go through ClassWriter (one XML element per engine
/// element). Version-2 files go through V2Generator: file parameters
/// become stored properties (`didSet { setNeedsLayout() }`), what differs
/// between their states Swift conditionals on them, templates methods,
/// includes and loops over sample data are written out.
public enum SwiftGenerator {
    public struct Output: Sendable {
        /// Nil when the file has errors.
        public var code: String?
        public var diagnostics: [Diagnostic]
        /// The file as read, for printing diagnostics with their source lines.
        public var source: LayoutSource?
    }

    /// Loads, validates and builds `path`, then generates its class.
    /// - Parameter className: the class name (default: the layout's `name` + `Node`).
    /// - Parameter inputs: `--set name=value`: the parameters' values
    ///   written as the properties' defaults (and laid out by default);
    ///   `--data`: the sample data written out.
    public static func generate(path: String, className: String? = nil, inputs: ExpansionInputs = ExpansionInputs()) -> Output {
        generate(loaded: LayoutLoader.load(path: path, inputs: inputs), className: className, inputs: inputs)
    }

    /// Generates from text in memory (`src` paths resolve against `source.path`'s folder).
    public static func generate(source: LayoutSource, className: String? = nil, inputs: ExpansionInputs = ExpansionInputs()) -> Output {
        generate(loaded: LayoutLoader.load(source: source, inputs: inputs), className: className, inputs: inputs)
    }

    static func generate(loaded: LayoutLoader.Loaded, className: String?, inputs: ExpansionInputs = ExpansionInputs()) -> Output {
        guard let source = loaded.source, let document = loaded.document, !loaded.hasErrors else {
            return Output(code: nil, diagnostics: loaded.diagnostics, source: loaded.source)
        }
        if ContainerGenerator.hasContainers(document) {
            let fileName = PathText.lastComponent(source.path)
            let name = className ?? defaultClassName(layoutName: document.name, fileName: fileName)
            switch ContainerGenerator.generate(source: source, document: document, className: name, inputs: inputs) {
            case .success(let code): return Output(code: code, diagnostics: loaded.diagnostics, source: source)
            case .failure(let d): return Output(code: nil, diagnostics: loaded.diagnostics + [d], source: source)
            }
        }
        if !document.sourceMap.origins.isEmpty {
            // Version 2: expanded at each state; see V2Generator.
            let fileName = PathText.lastComponent(source.path)
            let name = className ?? defaultClassName(layoutName: document.name, fileName: fileName)
            guard let code = V2Generator.generate(source: source, document: document, className: name, inputs: inputs) else {
                let d = Diagnostic.error("generate swift could not follow this file's expansion", at: SourceLocation(file: source.path, line: 1),
                                         hint: "`xmllayout expand` prints it as version 1, which can be generated")
                return Output(code: nil, diagnostics: loaded.diagnostics + [d], source: source)
            }
            return Output(code: code, diagnostics: loaded.diagnostics, source: source)
        }
        guard let root = LayoutLoader.tree(of: source), let layoutElement = root.children.last else {
            return Output(code: nil, diagnostics: loaded.diagnostics, source: source)
        }
        let fileName = PathText.lastComponent(source.path)
        let code = generate(layoutElement, document: document, fileName: fileName, className: className)
        return Output(code: code, diagnostics: loaded.diagnostics, source: source)
    }

    /// Generates the class for an already built document; `xml` is the
    /// layout element under `<layout>` that `document.root` was built from.
    public static func generate(_ xml: XMLElementNode, document: LayoutDocument, fileName: String,
                                className: String? = nil) -> String {
        let name = className ?? defaultClassName(layoutName: document.name, fileName: fileName)
        var writer = ClassWriter(fileName: fileName, className: name,
                                 root: GenItem.pair(xml, document.root))
        return writer.write(document: document)
    }

    /// The layout's `name` (else the file name) in UpperCamelCase + `Node`.
    public static func defaultClassName(layoutName: String?, fileName: String) -> String {
        let stem = PathText.deletingPathExtension(PathText.lastComponent(fileName))
        var base = SwiftNames.typeName(layoutName ?? "")
        if base.isEmpty { base = SwiftNames.typeName(stem) }
        if base.isEmpty { base = "Layout" }
        return base.hasSuffix("Node") ? base : base + "Node"
    }
}

/// One element of the file: its XML (as written) and its engine element
/// (values resolved), with the Swift name it gets.
final class GenItem {
    let xml: XMLElementNode
    let element: Element
    let children: [GenItem]
    var name = ""

    init(xml: XMLElementNode, element: Element, children: [GenItem]) {
        self.xml = xml
        self.element = element
        self.children = children
    }

    /// Version-1 trees have one engine element per XML element, in order.
    static func pair(_ x: XMLElementNode, _ e: Element) -> GenItem {
        GenItem(xml: x, element: e, children: zip(x.children, e.children).map { pair($0, $1) })
    }

    var isNode: Bool { element.isNode }
    var line: Int { xml.location.line }
    func attribute(_ name: String) -> String? { xml.attribute(name)?.value }
    var preOrder: [GenItem] { [self] + children.flatMap(\.preOrder) }
}

extension SwiftGenerator {
    /// A plain Swift identifier usable as a class name.
    public static func isValidTypeName(_ s: String) -> Bool {
        guard let f = s.unicodeScalars.first, !("0"..."9").contains(f) else { return false }
        return s.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
            || ("0"..."9").contains($0) } && !SwiftNames.keywords.contains(s)
    }
}
