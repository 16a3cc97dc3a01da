import LayoutEngine
import ThreadSupport

/// Turns a parsed (and normally schema-validated) `<layout>` document into an
/// engine tree, checking what the schema cannot express: value ranges,
/// shorthand/longhand conflicts, alignment conflicts, duplicate ids, image
/// files. Also emits the static lint warnings. Never trusts the schema to
/// have run: any input gives diagnostics, never a crash.
public final class LayoutBuilder {
    let file: String
    let baseDirectory: String
    // What each element touches, exclusivity unchecked as `SAXTreeBuilder`'s.
    @exclusivity(unchecked) private(set) var diagnostics: [Diagnostic] = []
    /// The elements' start tags, in document order (`locations` of the map).
    @exclusivity(unchecked) var sourceMap = SourceMap()
    @exclusivity(unchecked) var elementIDs: [String?] = []
    @exclusivity(unchecked) var imagePaths: [String] = []
    @exclusivity(unchecked) var percentageAttributes: [Int: [XMLAttribute]] = [:]
    @exclusivity(unchecked) var unreadableImages: Set<Int> = []
    /// The first element of each id, without its children (only its name,
    /// location and attributes are quoted).
    @exclusivity(unchecked) private var ids: [String: XMLElementNode] = [:]
    /// Whether the walk frees the DOM as it goes (`build(consuming:)`).
    private var consumes = false
    /// Whether it trims the heap as it goes (`build(consuming:trimming:)`).
    private var trims = false
    /// How deep the tree nests, when the caller knows (0: not known): the
    /// open levels' frames are reserved at once rather than grown by
    /// doubling, whose copies (5.9 MB at 32,768 levels, beside the new
    /// array) came at a deep file's peak.
    private var depth = 0
    /// Where images may be read from (made at the first image).
    lazy var boundary = ProjectBoundary(mainFile: file)
    /// How many elements are built between two trims.
    private static let elementsPerTrim = 16384

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

    /// `build`, giving the DOM up as it goes: each element's node is freed
    /// once its element is built, so that the DOM and the tree made from it
    /// are never both whole (for a `--huge` chain 100,000 elements deep,
    /// ~30 MB less at the peak). Only for a DOM nothing else holds: a node
    /// still referenced elsewhere is simply not freed early.
    /// - Parameter trimming: hand the freed memory back to the system now
    ///   and then (`returnFreeHeapPages`): the tree's arrays are of other
    ///   sizes than the DOM's and reuse little of it, so for a `--huge`
    ///   chain the freed DOM would stay resident under the tree.
    static func build(consuming root: consuming XMLElementNode, file: String, baseDirectory: String,
                      trimming: Bool = false, depth: Int = 0)
        -> (document: LayoutDocument?, diagnostics: [Diagnostic]) {
        let b = LayoutBuilder(file: file, baseDirectory: baseDirectory)
        b.consumes = true
        b.trims = trimming
        b.depth = depth
        let doc = b.buildDocument(&root)
        let ok = !b.diagnostics.contains { $0.severity == .error }
        return (ok ? doc : nil, b.diagnostics)
    }

    /// The builder's diagnostics that the schema's do not already give: an
    /// error at the place of a schema error is the same mistake said twice.
    static func notRepeating(_ schema: [Diagnostic], _ built: [Diagnostic]) -> [Diagnostic] {
        let places = Set(schema.filter { $0.severity == .error }.compactMap(\.location))
        return built.filter { $0.severity != .error || $0.location.map { !places.contains($0) } ?? false }
    }

    func buildDocument(_ root: XMLElementNode) -> LayoutDocument? {
        var root = root
        return buildDocument(&root)
    }

    /// With `consumes`, the layout element is taken out of `root`.
    private func buildDocument(_ root: inout XMLElementNode) -> LayoutDocument? {
        guard let top = beginDocument(root, childCount: root.children.count) else { return nil }
        let element: Element
        if consumes {
            // Moved out, so that the walk is the layout element's only owner.
            var layoutChildren = root.children
            root.children = []
            let child = layoutChildren.removeLast()
            element = build(consume child, parent: nil, parentElement: nil)
        } else {
            element = build(root.children[0], parent: nil, parentElement: nil)
        }
        return endDocument(root, top, element)
    }

    /// What the `<layout>` element itself says, checked before its child
    /// is built; nil (errors reported) when there is nothing to build.
    struct DocumentTop {
        var range: SizeRange
        var scale: Double
        var textMetrics: TextMetricsMode
    }

    func beginDocument(_ root: XMLElementNode, childCount: Int) -> DocumentTop? {
        guard root.name == LayoutElement.root else {
            if LayoutElement(rawValue: root.name) != nil {
                error(SchemaPhrase.notRoot(root.name), range: root.nameRange, id: .invalidRoot,
                      hint: "the root element must be <\(LayoutElement.root)>")
            } else {
                error(SchemaPhrase.unknownElement(root.name), range: root.nameRange, id: .unknownElement)
            }
            return nil
        }
        guard childCount == 1 else {
            error(SchemaPhrase.childCount(root.name, minimum: 1, maximum: 1, found: childCount),
                  range: root.nameRange, id: .childCount)
            return nil
        }
        let range = rootRange(root)
        var scale = 2.0
        if let s = read(root, .screenScale, AttributeValues.number) {
            if [1.0, 2.0, 3.0].contains(s) { scale = s } else {
                invalid(root, .screenScale, expected: "1, 2 or 3")
            }
        }
        let textMetrics = readEnum(root, .textMetrics, TextMetricsMode.self) ?? .font
        return DocumentTop(range: range, scale: scale, textMetrics: textMetrics)
    }

    /// The document, once the layout element's child is built.
    func endDocument(_ root: XMLElementNode, _ top: DocumentTop, _ element: Element) -> LayoutDocument {
        var sourceMap = self.sourceMap
        sourceMap.ids = elementIDs
        var document = LayoutDocument(name: root.attribute(.name)?.value, root: element, rootRange: top.range,
                                      screenScale: top.scale, sourceMap: sourceMap, imagePaths: imagePaths)
        document.percentageAttributes = percentageAttributes
        document.unreadableImages = unreadableImages
        document.textMetrics = top.textMetrics
        return document
    }

    /// `width`/`height` make an axis exact; min/max bound it; nothing is 0 … ∞.
    private func rootRange(_ root: XMLElementNode) -> SizeRange {
        var r = SizeRange.unconstrained
        func axis(_ exact: AttributeName, _ lo: AttributeName, _ hi: AttributeName) -> (Double, Double) {
            let e = read(root, exact, AttributeValues.points)
            let mn = read(root, lo, AttributeValues.points)
            let mx = read(root, hi, AttributeValues.points)
            if let e {
                if mn != nil || mx != nil {
                    conflict(root, exact, with: [lo, hi].filter { root.has($0) })
                }
                return (e, e)
            }
            let low = mn ?? 0, high = mx ?? .infinity
            if low > high, let a = root.attribute(lo) {
                error("\(lo.string) (\(formatPoints(low))) is larger than \(hi.string) (\(formatPoints(high)))", range: a.valueRange,
                      id: .invalidRange)
            }
            return (low, high)
        }
        let w = axis(.width, .minWidth, .maxWidth)
        let h = axis(.height, .minHeight, .maxHeight)
        r.min = Size(w.0, h.0)
        r.max = Size(w.1, h.1)
        return r
    }

    /// One element and its subtree, in document order (the engine numbers
    /// elements the same way, so `sourceMap`'s element i is element i).
    ///
    /// Iterative, with one `Frame` per open level: a `--huge` chain nested
    /// 50,000 levels deep would otherwise take 2.5 KB of stack a level
    /// (122 MiB at 100,000 elements), resident beside the DOM and the tree.
    /// The checks run in the recursive walk's order: an element's own
    /// (`enter`) before its children's, its style and presentation
    /// (`finish`) after them.
    /// - Parameter parentElement: what `parent` is in the language.
    func build(_ x: consuming XMLElementNode, parent: XMLElementNode?, parentElement: LayoutElement?) -> Element {
        var frames: [Frame] = []
        frames.reserveCapacity(depth + 1)
        frames.append(enter(x, LayoutElement.named(x.name), childCount: x.children.count, parent: parent,
                            parentElement: parentElement))
        while true {
            let top = frames.count - 1
            let next = frames[top].next
            if next < frames[top].children.count {
                frames[top].next = next + 1
                var child = XMLElementNode.taken
                // Consuming: the frame lets go of the child, so that the
                // child's frame is its only owner and frees it when done.
                // Swapped out rather than copied: no retain and release of
                // its strings and arrays.
                if consumes {
                    swap(&child, &frames[top].children[next])
                    // Freed as soon as its last child is taken.
                    if next + 1 == frames[top].children.count { frames[top].children = [] }
                } else {
                    child = frames[top].children[next]
                }
                frames.append(enter(child, LayoutElement.named(child.name), childCount: child.children.count,
                                    parent: frames[top].node, parentElement: frames[top].element))
                continue
            }
            let done = finish(frames.removeLast())
            if trims, sourceMap.count % LayoutBuilder.elementsPerTrim == 0 { returnFreeHeapPages() }
            guard !frames.isEmpty else { return done }
            frames[frames.count - 1].built.append(done)
        }
    }

    /// An element whose children are being built.
    struct Frame {
        /// Without its children when consuming (they are in `children`).
        var node: XMLElementNode
        /// The DOM walk's children still to build (none when streamed).
        var children: [XMLElementNode]
        let element: LayoutElement?
        /// Nil: built by `finish`, for a streamed `<text>` whose text
        /// comes only at its end tag.
        let kind: Element.Kind?
        var built: [Element]
        var next = 0
    }

    /// An element's own checks, before its children's.
    /// - Parameters:
    ///   - element: what `x` is in the language (`LayoutElement.named`).
    ///   - kindNow: build its kind now (else in `finish`).
    func enter(_ x: consuming XMLElementNode, _ element: LayoutElement?, childCount: Int, parent: XMLElementNode?,
               parentElement: LayoutElement?, kindNow: Bool = true) -> Frame {
        sourceMap.append(x.location)
        elementIDs.append(x.value(of: .id))
        if x.attributes.contains(where: { LayoutBuilder.hasPercent($0.value) }) {
            percentageAttributes[sourceMap.count - 1] = x.attributes.filter { $0.value.utf8.contains(UInt8(ascii: "%")) }
        }
        checkID(x)
        checkStructure(x, element, childCount: childCount)
        checkPlacement(x, element, parentElement: parentElement, parent: parent)
        // An unknown element (already an error) is no valid part: which
        // attributes it takes, and what they mean, would be guesses.
        if element != nil { lint(x, element, parent: parent, parentElement: parentElement) }
        let kind = kindNow ? buildKind(x, element) : nil
        var built: [Element] = []
        built.reserveCapacity(childCount)
        var node = consume x
        let children = node.children
        if consumes { node.children = [] }
        return Frame(node: node, children: children, element: element, kind: kind, built: built)
    }

    /// The element, once its children are built.
    func finish(_ f: consuming Frame) -> Element {
        let x = f.node
        let kind = f.kind ?? buildKind(x, f.element)
        return Element(kind, style: f.element != nil ? buildStyle(x) : Style(), children: f.built,
                       debugName: x.value(of: .debugName), typeName: x.name,
                       presentation: f.element?.isNode == true ? buildPresentation(x) : .none)
    }

    /// Whether a value has a `%` (a percentage), by its bytes in place.
    @inline(__always)
    static func hasPercent(_ value: String) -> Bool {
        value.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "%")) }
            ?? value.utf8.contains(UInt8(ascii: "%"))
    }

    private func checkID(_ x: XMLElementNode) {
        guard let a = x.attribute(.id) else { return }
        if let first = ids[a.value] {
            diagnostics.append(SchemaPhrase.duplicateID(name: "id", value: a.value, element: x, first: first, file: file))
        } else {
            var first = x
            first.children = []
            ids[a.value] = first
        }
    }

    /// What the schema checks too (the builder never trusts it to have run),
    /// in the schema's words: a known element, its children, its required
    /// attributes.
    private func checkStructure(_ x: XMLElementNode, _ element: LayoutElement?, childCount: Int) {
        guard let element else {
            error(SchemaPhrase.unknownElement(x.name), range: x.nameRange, id: .unknownElement)
            return
        }
        // Only ratio and corner require one (`requiredAttributes`).
        if element == .ratio || element == .corner {
            for name in element.requiredAttributes where x.attribute(name) == nil {
                error(SchemaPhrase.missingAttribute(name, on: x.name), range: x.nameRange, id: .missingAttribute)
            }
        }
        guard let allowed = element.children, !allowed.contains(childCount) else { return }
        error(SchemaPhrase.childCount(x.name, minimum: allowed.lowerBound, maximum: allowed.upperBound,
                                      found: childCount),
              range: x.nameRange, id: .childCount)
    }

    // MARK: Reading attributes

    /// Parses an attribute if present; reports an invalid value and returns nil.
    @inline(__always)
    func read<T>(_ x: XMLElementNode, _ name: AttributeName, _ parse: (String) -> AttributeValues.Parsed<T>) -> T? {
        guard let i = x.index(of: name) else { return nil }
        switch parse(x.attributes[i].value) {
        case .success(let v): return v
        case .failure(let e):
            let a = x.attributes[i]
            error(SchemaPhrase.invalidValue(a.value, attribute: name.string, on: x.name, expected: e.description),
                  range: a.valueRange, id: .invalidValue)
            return nil
        }
    }

    @inline(__always)
    func readEnum<E: RawRepresentable & CaseIterable>(_ x: XMLElementNode, _ name: AttributeName, _ type: E.Type) -> E?
        where E.RawValue == String {
        read(x, name) { AttributeValues.enumeration($0, type) }
    }

    func invalid(_ x: XMLElementNode, _ name: AttributeName, expected: String) {
        guard let a = x.attribute(name) else { return }
        error(SchemaPhrase.invalidValue(a.value, attribute: name.string, on: x.name, expected: expected),
              range: a.valueRange, id: .invalidValue)
    }

    /// A shorthand and a longhand for the same field given together.
    func conflict(_ x: XMLElementNode, _ name: AttributeName, with others: [AttributeName]) {
        guard let a = x.attribute(name), !others.isEmpty else { return }
        let list = others.map { "'\($0.string)'" }.joined(separator: " and ")
        error("'\(name.string)' and \(list) on <\(x.name)> set the same property", range: a.nameRange, id: .conflictingAttributes,
              hint: "keep only one of them: XML attribute order is not meaningful")
    }

    // MARK: Diagnostics

    func error(_ message: String, range: SourceRange?, id: Diagnostic.Code, hint: String? = nil) {
        diagnostics.append(.error(message, id: id, range: range, file: file, hint: hint))
    }

    func warning(_ message: String, range: SourceRange?, id: Diagnostic.Code, hint: String? = nil) {
        diagnostics.append(.warning(message, id: id, range: range, file: file, hint: hint))
    }

    /// `src` resolved against the layout file's directory.
    func resolvePath(_ src: String) -> String {
        if src.hasPrefix("/") { return src }
        if baseDirectory.isEmpty || baseDirectory == "." { return src }
        return PathText.appending(src, to: baseDirectory)
    }
}

private extension XMLElementNode {
    /// What the slot of a child taken by a consuming walk holds: nothing
    /// that owns memory.
    static let taken = XMLElementNode(name: "", location: SourceLocation(file: "", line: 0))
}
