import LayoutEngine
import XMLLayout

/// Writes the generated class. The root element decides what the class is:
/// a `box` root *is* the class (its presentation and spec are the class's
/// own); any other node becomes a property wrapped by the class's spec; a
/// spec root is what `layoutSpecThatFits(_:)` returns.
struct ClassWriter {
    let fileName: String
    let className: String
    let root: GenItem
    private var names = SwiftNames()
    /// Nodes with a spec of their own (other than the class itself): each
    /// gets a method that builds it, set as the node's layoutSpecBlock.
    private var nodesWithSpecs: [GenItem] = []
    /// Containers (ContainerGenerator): a cell class's superclass and
    /// initialiser, the header written by the caller, members and `init`
    /// lines of its own, and expressions that create some nodes.
    var superclass = "ASDisplayNode"
    var initializer = "override init()"
    var doc: String?
    var members: [String] = []
    /// Methods written after `layoutSpecThatFits(_:)` (one line each, already indented within).
    var methods: [String] = []
    var initLines: [String] = []
    var constructions: [ObjectIdentifier: String] = [:]

    init(fileName: String, className: String, root: GenItem) {
        self.fileName = fileName
        self.className = className
        self.root = root
    }

    private var rootIsClass: Bool {
        switch root.element.kind {
        case .box, .item: return true
        default: return false
        }
    }

    mutating func write(document: LayoutDocument) -> String {
        assignNames()
        var out = SwiftCode()
        if let doc { out.line(doc) } else { Self.writeFileHeader(&out, fileName: fileName, className: className, document: document) }
        out.open("final class \(className): \(superclass) {")
        let nodes = root.preOrder.filter { $0.isNode && !($0 === root && rootIsClass) }
        for n in nodes {
            let made = constructions[ObjectIdentifier(n)] ?? NodeWriter.className(of: n.element.kind) + "()"
            out.line("let \(SwiftNames.escaped(n.name)) = \(made)")
        }
        if !nodes.isEmpty { out.line("") }
        members.forEach { out.line($0) }
        writeInit(&out)
        if !(rootIsClass && root.children.isEmpty) {
            out.line("")
            out.open("override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {")
            if rootIsClass {
                writeSpecBody(of: root, &out)
            } else if root.isNode {
                out.line("return ASWrapperLayoutSpec(layoutElement: \(specExpression(root, &out)))")
            } else {
                writeReturn(root, &out)
            }
            out.close("}")
        }
        if !methods.isEmpty { out.line("") }
        methods.forEach { out.line($0) }
        for n in nodesWithSpecs {
            out.line("")
            out.line("/// The layout spec of `\(n.name)` (\(fileName):\(n.line)), its own `layoutSpecThatFits`.")
            out.open("private func \(methodName(n))() -> ASLayoutSpec {")
            writeSpecBody(of: n, &out)
            out.close("}")
        }
        out.close("}")
        return out.text
    }

    // MARK: Names

    private mutating func assignNames() {
        for item in root.preOrder {
            if item === root && rootIsClass { continue }
            let source = item.attribute("id") ?? item.attribute("debugName")
            item.name = names.unique(source, fallback: fallbackName(item))
        }
    }

    private func fallbackName(_ item: GenItem) -> String {
        if item.isNode { return SwiftNames.camelCase(item.xml.name) + "Node" }
        return SwiftNames.camelCase(item.xml.name) + (item.xml.name == "spacer" ? "" : "Spec")
    }

    private func methodName(_ n: GenItem) -> String { n.name + "LayoutSpec" }

    // MARK: init

    private mutating func writeInit(_ out: inout SwiftCode) {
        out.open(initializer + " {")
        out.line("super.init()")
        out.line("automaticallyManagesSubnodes = true")
        for n in root.preOrder where n.isNode {
            let isClass = n === root && rootIsClass
            let lines = NodeWriter.configuration(of: n, receiver: isClass ? "" : SwiftNames.escaped(n.name) + ".")
            var spec: [String] = []
            if !isClass && !n.children.isEmpty {
                nodesWithSpecs.append(n)
                let r = SwiftNames.escaped(n.name)
                spec = ["\(r).automaticallyManagesSubnodes = true",
                        "\(r).layoutSpecBlock = { [unowned self] _, _ in self.\(methodName(n))() }"]
            }
            if lines.isEmpty && spec.isEmpty { continue }
            out.line("")
            out.line("// \(fileName):\(n.line) <\(n.xml.name)>")
            (lines + spec).forEach { out.line($0) }
        }
        if !initLines.isEmpty { out.line("") }
        initLines.forEach { out.line($0) }
        out.close("}")
    }

    // MARK: Specs

    /// The body of a node's own spec method: its one child, a spec or a
    /// node that Texture needs wrapped.
    private func writeSpecBody(of node: GenItem, _ out: inout SwiftCode) {
        guard let child = node.children.first else {
            out.line("return ASLayoutSpec()")
            return
        }
        if child.isNode {
            out.line("return ASWrapperLayoutSpec(layoutElement: \(specExpression(child, &out)))")
        } else {
            writeReturn(child, &out)
        }
    }

    /// The spec a method returns: returned directly when nothing else is
    /// set on it, else built as a constant and returned.
    private func writeReturn(_ spec: GenItem, _ out: inout SwiftCode) {
        let name = specExpression(spec, &out, returned: true)
        if !name.isEmpty { out.line("return \(name)") }
    }

    /// Emits the spec tree under `item` bottom-up as local constants and
    /// returns the expression naming `item` (a node is its property).
    /// With `returned`, a spec with nothing set after its construction is
    /// written as `return …` and the result is "".
    private func specExpression(_ item: GenItem, _ out: inout SwiftCode, returned: Bool = false) -> String {
        if item.isNode { return SwiftNames.escaped(item.name) }
        let kids = item.children.map { specExpression($0, &out) }
        let name = SwiftNames.escaped(item.name)
        out.line("// \(fileName):\(item.line) <\(item.xml.name)>")
        var lines = SpecWriter.construction(item, name: name, children: kids)
        let style = StyleWriter.lines(item.element.style, receiver: name + ".style")
        let prefix = "let \(name) = "
        if returned && style.isEmpty && lines.count == 1 && lines[0].hasPrefix(prefix) {
            out.line("return " + lines[0].dropFirst(prefix.count))
            return ""
        }
        lines += style
        lines.forEach { out.line($0) }
        return name
    }

    /// The imports and the class's doc line, the same for version-1 and
    /// version-2 files.
    static func writeFileHeader(_ out: inout SwiftCode, fileName: String, className: String, document: LayoutDocument) {
        out.line("// Generated by `xmllayout generate swift \(fileName)`: regenerate it rather than editing it.")
        out.line("// Compiles against Texture (AsyncDisplayKit) on iOS, and against TextureLayout elsewhere.")
        out.line("")
        out.line("#if canImport(AsyncDisplayKit)")
        out.line("import AsyncDisplayKit")
        out.line("#else")
        out.line("import TextureLayout")
        out.line("#endif")
        out.line("")
        let scale = document.screenScale == 2 ? "" : " on a @\(SwiftLiterals.number(document.screenScale))x screen"
        out.line("/// \(document.name ?? className) (\(fileName)), laid out in \(Self.rangeDescription(document.rootRange))\(scale).")
    }

    static func rangeDescription(_ r: SizeRange) -> String {
        func axis(_ lo: Double, _ hi: Double, _ what: String) -> String {
            if lo == hi { return "\(what) \(SwiftLiterals.number(lo))" }
            return "\(what) \(SwiftLiterals.number(lo))…\(hi.isInfinite ? "∞" : SwiftLiterals.number(hi))"
        }
        return axis(r.min.width, r.max.width, "width") + ", " + axis(r.min.height, r.max.height, "height")
    }
}

/// Accumulates indented lines.
extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}

struct SwiftCode {
    private(set) var text = ""
    private var depth = 0

    init(depth: Int = 0) { self.depth = depth }

    /// Lines written by another SwiftCode (at its own indentation).
    mutating func append(_ other: SwiftCode) { text += other.text }

    /// One line, wrapped at its call's arguments when it is too long.
    mutating func line(_ s: String) {
        if s.isEmpty { text += "\n"; return }
        let indent = String(repeating: "    ", count: depth)
        for l in SwiftCode.wrap(s, width: SwiftCode.width - indent.count) { text += indent + l + "\n" }
    }

    static let width = 120

    /// A line too long for `width` is broken at the arguments of the call
    /// or the elements of the array it ends with (`T(` + one a line + `)`),
    /// and again inside an argument that is still too long.
    static func wrap(_ s: String, width: Int) -> [String] {
        if let t = wrapTernary(s, width: width) { return t }
        guard s.count > width, let last = s.last, last == ")" || last == "]" else { return [s] }
        let closer = last
        let opener: Character = closer == ")" ? "(" : "["
        // The opening bracket that the final one closes (strings skipped).
        var stack: [String.Index] = []
        var openIndex: String.Index?
        for (i, c) in codeCharacters(s) {
            switch c {
            case "(", "[", "{": stack.append(i)
            case ")", "]", "}":
                guard let o = stack.popLast() else { return [s] }
                if s.index(after: i) == s.endIndex, s[o] == opener { openIndex = o }
            default: break
            }
        }
        guard let open = openIndex else { return [s] }
        let parts = splitTopLevel(s[s.index(after: open)..<s.index(before: s.endIndex)])
        guard parts.count > 1 || (parts.first?.count ?? 0) > width - 4 else { return [s] }
        let isArray = closer == "]"
        var out = [String(s[...open])]
        for (k, p) in parts.enumerated() {
            let comma = (k < parts.count - 1 || isArray) ? "," : ""
            var lines = wrap(p, width: width - 4)
            lines[lines.count - 1] += comma
            out += lines.map { "    " + $0 }
        }
        return out + [String(closer)]
    }

    /// `label: c ? a : b` too long for `width`: the condition, then `? a`
    /// and `: b` on lines of their own, as Swift code is written.
    static func wrapTernary(_ s: String, width: Int) -> [String]? {
        guard s.count > width else { return nil }
        var depth = 0
        var question: String.Index?, colon: String.Index?
        for (i, c) in codeCharacters(s) {
            switch c {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "?" where depth == 0 && question == nil && s[..<i].hasSuffix(" "): question = i
            case ":" where depth == 0 && question != nil && colon == nil && s[..<i].hasSuffix(" "): colon = i
            default: break
            }
        }
        guard let q = question, let c = colon else { return nil }
        let head = s[..<q].trimmingSpacesAndTabs()
        let yes = s[s.index(after: q)..<c].trimmingSpacesAndTabs()
        let no = s[s.index(after: c)...].trimmingSpacesAndTabs()
        return [head] + wrap("? " + yes, width: width - 4).map { "    " + $0 } + wrap(": " + no, width: width - 4).map { "    " + $0 }
    }

    /// The characters of a line of Swift outside its string literals (and
    /// not their quotes), with their indices.
    static func codeCharacters(_ s: String) -> [(index: String.Index, character: Character)] {
        var code: [(index: String.Index, character: Character)] = []
        var inString = false, escaped = false
        for i in s.indices {
            let c = s[i]
            if inString {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
            } else {
                code.append((i, c))
            }
        }
        return code
    }

    /// Splits at the commas outside brackets and strings.
    static func splitTopLevel(_ inner: Substring) -> [String] {
        var depth = 0, inString = false, escaped = false
        var parts: [String] = [], current = ""
        for c in inner {
            if inString {
                current.append(c)
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
                continue
            }
            switch c {
            case "\"": inString = true
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            default: break
            }
            if c == "," && depth == 0 {
                parts.append(current.trimmingSpaces())
                current = ""
            } else {
                current.append(c)
            }
        }
        parts.append(current.trimmingSpaces())
        return parts.filter { !$0.isEmpty }
    }

    mutating func open(_ s: String) { line(s); depth += 1 }
    mutating func close(_ s: String) { depth -= 1; line(s) }
    /// `} else {`: a line one level out, staying inside.
    mutating func reopen(_ s: String) { depth -= 1; line(s); depth += 1 }
}
