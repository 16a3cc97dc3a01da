import LayoutEngine
import XMLLayout

/// Writes the class of a version-2 file from its expansions, one per state:
/// parameters become stored properties, elements that some states lack
/// become Swift conditionals on them, each template becomes a method (its
/// uses' differences its arguments), includes and loops are written out.
final class V2ClassWriter {
    let fileName: String
    let className: String
    let document: LayoutDocument
    var space: StateSpace
    /// Per state: the layout element's item, and the main file's instance.
    let trees: [VItem]
    let mains: [Instance]
    let templateInstances: [TemplateID: [Instance]]
    let sources: SourceIndex
    let dataFile: String?

    var names = SwiftNames()
    var propertyNames: [String: String] = [:]
    var nodeOrder: [String] = []
    /// Node key → the id of the use/include that produced it, and the rest of its key.
    var nodeProducers: [String: (id: String, rest: String)] = [:]
    var nodeItems: [String: [Int: VItem]] = [:]
    var templateMethods: [TemplateID: TemplateMethod] = [:]
    var templateMethodNames: [TemplateID: String] = [:]
    var templateOrder: [TemplateID] = []
    var nodeMethodNames: [String: String] = [:]
    /// Nodes with a spec of their own: their methods, written after layoutSpecThatFits.
    var nodeMethods: [(name: String, node: MNode)] = []
    var classNodeKey: String?
    var allStates: Set<Int>

    init(fileName: String, className: String, document: LayoutDocument, space: StateSpace, trees: [VItem], mains: [Instance],
         templateInstances: [TemplateID: [Instance]], sources: SourceIndex, dataFile: String?) {
        self.fileName = fileName
        self.className = className
        self.document = document
        self.space = space
        self.trees = trees
        self.mains = mains
        self.templateInstances = templateInstances
        self.sources = sources
        self.dataFile = dataFile
        allStates = Set(trees.indices)
    }

    var allMainVariants: Set<Variant> { Set(allStates.map { Variant(instance: 0, state: $0) }) }

    // MARK: Whole file

    func write() -> String {
        let mainRoot = mergeMain()
        assignNames(mainRoot)
        var layout = SwiftCode(depth: 2)
        let f = MethodContext(template: nil, names: localNames(), instanceCount: 1)
        writeRootSpec(mainRoot, &layout, f)
        let mainNodes = Dictionary(mainRoot.preOrder.filter(\.isNode).map { ($0.key, $0) }) { a, _ in a }
        for key in nodeOrder {
            guard let name = nodeMethodNames[key] else { continue }
            nodeMethods.append((name, mainNodes["e:" + key] ?? ownSpecTree(key)))
        }
        var nodeMethodCode: [(String, MNode, SwiftCode)] = []
        var k = 0
        while k < nodeMethods.count {
            let (name, node) = nodeMethods[k]
            var body = SwiftCode(depth: 2)
            let g = MethodContext(template: nil, names: localNames(), instanceCount: 1)
            writeNodeBody(node, node.present, &body, g)
            nodeMethodCode.append((name, node, body))
            k += 1
        }
        var initCode = SwiftCode(depth: 1)
        let update = writeInit(&initCode)
        var out = SwiftCode()
        header(&out)
        out.open("final class \(className): ASDisplayNode {")
        writeParameters(&out)
        let declared = nodeOrder.filter { $0 != classNodeKey }
        var lastLoop: SourceLocation?
        for key in declared {
            let item = anyItem(key)
            let loop = enclosingLoop(item)
            if let loop, loop.location != lastLoop {
                let what = loop.attribute("in")?.value ?? "…"
                out.line("// \(loop.location.file.split(separator: "/").last.map(String.init) ?? fileName):\(loop.location.line) "
                         + "\(SourceIndex.startTag(loop)): one set per item of `\(what)`"
                         + (dataFile != nil ? " in the sample data (the app supplies the data)" : ""))
            } else if loop == nil, lastLoop != nil {
                out.line("")
            }
            lastLoop = loop?.location
            out.line("let \(SwiftNames.escaped(propertyNames[key]!)) = \(NodeWriter.className(of: item.gen.element.kind))()")
        }
        if !declared.isEmpty { out.line("") }
        out.append(initCode)
        if let update {
            out.line("")
            out.line("/// What the parameters change in the nodes themselves (the layout follows in layoutSpecThatFits).")
            out.open("private func updateForState() {")
            out.append(update)
            out.close("}")
        }
        if !layout.text.isEmpty {
            out.line("")
            out.open("override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {")
            out.append(layout)
            out.close("}")
        }
        for (name, node, body) in nodeMethodCode {
            let item = node.anyItem!
            out.line("")
            out.line("/// The layout spec of `\(propertyNames[item.origin.key] ?? name)` (\(place(item))), its own `layoutSpecThatFits`.")
            out.open("private func \(name)() -> ASLayoutSpec {")
            out.append(body)
            out.close("}")
        }
        for t in templateOrder {
            guard let m = templateMethods[t] else { continue }
            out.line("")
            writeTemplateMethod(t, m, &out)
        }
        out.close("}")
        return out.text
    }

    private func header(_ out: inout SwiftCode) {
        ClassWriter.writeFileHeader(&out, fileName: fileName, className: className, document: document)
        if let dataFile {
            out.line("/// Written out from the sample data in \(dataFile): the app supplies the real data.")
        }
    }

    /// `feed.xml:53`, or `parts/stat.xml:12` in an included file.
    func place(_ item: VItem) -> String { "\(item.origin.relativeFile ?? fileName):\(item.origin.location.line)" }

    func place(_ l: SourceLocation?, relativeFile: String?) -> String {
        "\(relativeFile ?? fileName):\(l?.line ?? 0)"
    }

    func anyItem(_ nodeKey: String) -> VItem {
        let byState = nodeItems[nodeKey]!
        return byState[byState.keys.min()!]!
    }

    // MARK: Merging and names

    /// The innermost `for` that produced the element: around it, or around
    /// the uses and includes that led to it.
    func enclosingLoop(_ item: VItem) -> XMLElementNode? {
        let places = [item.origin.location] + item.origin.notes.compactMap(\.location)
        for l in places {
            if let loop = sources.controls(at: l, below: nil).last(where: { $0.name == "for" }) { return loop }
        }
        return nil
    }

    private func mergeMain() -> MNode {
        var entries: [(Variant, [ScopeNode])] = []
        for s in trees.indices {
            let t = trees[s], main = mains[s]
            let node: ScopeNode
            if t.owner === main {
                node = .element(t, ScopeNode.children(of: t, in: main, slots: sources.slotLocations))
            } else {
                node = .call(t.owner, ScopeNode.slotContent(of: t.owner, for: main, slots: sources.slotLocations))
            }
            entries.append((Variant(instance: 0, state: s), [node]))
            func collect(_ item: VItem, _ producers: [(key: String, id: String)]) {
                let key = item.origin.key
                if item.isNode {
                    if nodeItems[key] == nil {
                        nodeOrder.append(key)
                        // The innermost use/include with an id that produced it.
                        if let p = producers.last(where: { key.hasPrefix($0.key + "/") }) {
                            nodeProducers[key] = (p.id, String(key.dropFirst(p.key.count + 1)))
                        }
                    }
                    nodeItems[key, default: [:]][s] = item
                }
                let inner = item.origin.id.map { producers + [(key, $0)] } ?? producers
                for c in item.children { collect(c, inner) }
            }
            collect(t, [])
        }
        let root = MNode.merge(entries, mainScope: true)
        if root.children.count == 1, let r = root.children.first, r.kind == .element, r.present == root.present,
           let item = r.anyItem, case .box = item.gen.element.kind {
            classNodeKey = item.origin.key
        }
        return root
    }

    private func assignNames(_ mainRoot: MNode) {
        for i in space.parameters.indices {
            space.parameters[i].property = names.unique(space.parameters[i].name, fallback: "state", memberSuffix: "Value")
        }
        let parameterNames = Set(space.parameters.map(\.property))
        for key in nodeOrder where key != classNodeKey {
            // The text that shows parameter `handle` is `handleNode`.
            var base = propertyBase(anyItem(key))
            if parameterNames.contains(SwiftNames.camelCase(base)) { base += " node" }
            propertyNames[key] = names.unique(base, fallback: "node")
        }
        let ordered = templateInstances.keys.sorted { a, b in
            (templateInstances[a]![0].root?.origin.location.line ?? 0) < (templateInstances[b]![0].root?.origin.location.line ?? 0)
                || ((templateInstances[a]![0].root?.origin.location.line ?? 0) == (templateInstances[b]![0].root?.origin.location.line ?? 0) && a < b)
        }
        for t in ordered { templateMethodNames[t] = names.unique(t.name + " layout spec", fallback: "templateLayoutSpec") }
        for key in nodeOrder where key != classNodeKey {
            let items = nodeItems[key]!
            if items.values.contains(where: { !$0.children.isEmpty }) {
                nodeMethodNames[key] = names.unique(propertyNames[key]! + " layout spec", fallback: "nodeLayoutSpec")
            }
        }
    }

    /// From the element's id or debugName (else its kind), after the id of
    /// the `use`/`include` that produced it, with the loop indices that
    /// made it when nothing else tells two apart: `accountRowTitle`, `gridPhoto3`.
    private func propertyBase(_ item: VItem) -> String {
        let own = item.gen.attribute("id") ?? item.gen.attribute("debugName")
        let word = own ?? (SwiftNames.camelCase(item.xmlName) + "Node")
        guard item.origin.id == nil else { return word }
        let producer = nodeProducers[item.origin.key]
        let prefix = producer?.id ?? ""
        var indices: [String] = []
        var rest = Substring(producer?.rest ?? item.origin.key)
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
            indices.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        var s = prefix.isEmpty ? word : prefix + " " + word
        if !indices.isEmpty { s += " " + indices.joined(separator: " ") }
        return s
    }

    /// Names a method's locals must not take. A template's method sees
    /// only its arguments, so it may reuse the properties' names.
    func localNames(template: Bool = false) -> SwiftNames {
        var reserved = template ? [] : Set(propertyNames.values)
        reserved.formUnion(space.parameters.map(\.property))
        reserved.formUnion(templateMethodNames.values)
        reserved.formUnion(nodeMethodNames.values)
        reserved.insert("constrainedSize")
        return SwiftNames(reserved: reserved)
    }

    // MARK: Parameters

    private func writeParameters(_ out: inout SwiftCode) {
        guard !space.parameters.isEmpty else { return }
        let hasUpdate = needsUpdate
        for p in space.parameters {
            let at = p.location.map { " (\(fileName):\($0.line))" } ?? ""
            guard let type = p.swiftType else {
                out.line("// \(p.declaration)\(at): written out at \(p.value); not a property (not a number, string or boolean).")
                continue
            }
            let values = p.isEnumerated && !p.isBool ? ": one of " + p.values.map { SwiftLiterals.string($0) }.joined(separator: ", ") : ""
            var doc = "/// `\(p.declaration)`\(at)\(values). A state of the layout: setting it lays the node out again."
            if !p.isEnumerated && !p.isBool {
                doc += " A text that shows it follows it; the rest of the layout was generated at this value (`--set \(p.name)=…`)."
            }
            out.line(doc)
            out.open("var \(SwiftNames.escaped(p.property)): \(type) = \(p.literal(p.value)) {")
            out.line(hasUpdate ? "didSet { updateForState(); setNeedsLayout() }" : "didSet { setNeedsLayout() }")
            out.close("}")
        }
        out.line("")
    }

    // MARK: init

    var needsUpdate = false

    /// Writes init; returns the body of updateForState when some node's
    /// configuration depends on the state.
    private func writeInit(_ out: inout SwiftCode) -> SwiftCode? {
        var update = SwiftCode(depth: 2)
        var hasUpdate = false
        var body = SwiftCode(depth: 2)
        body.line("super.init()")
        body.line("automaticallyManagesSubnodes = true")
        for key in nodeOrder {
            let items = nodeItems[key]!
            let isClass = key == classNodeKey
            let receiver = isClass ? "" : SwiftNames.escaped(propertyNames[key]!) + "."
            let present = Set(items.keys)
            var byState: [Int: [String]] = [:]
            for (s, item) in items { byState[s] = NodeWriter.configuration(of: item.gen, receiver: receiver) }
            let first = byState[present.min()!]!
            var common = first.filter { line in byState.values.allSatisfy { $0.contains(line) } }
            var varying: [Int: [String]] = [:]
            for (s, lines) in byState { varying[s] = lines.filter { !common.contains($0) } }
            let item = anyItem(key)
            // A text that shows string parameters follows them: set in updateForState.
            let textTarget = receiver + "attributedText = "
            var bound: String?
            if items.count == allStates.count, common.contains(where: { $0.hasPrefix(textTarget) }),
               let line = boundTextLine(item, receiver: receiver) {
                bound = line
                common.removeAll { $0.hasPrefix(textTarget) }
            }
            var spec: [String] = []
            if !isClass && items.values.contains(where: { !$0.children.isEmpty }) {
                let r = SwiftNames.escaped(propertyNames[key]!)
                spec.append("\(r).automaticallyManagesSubnodes = true")
                if let m = nodeMethodNames[key] {
                    spec.append("\(r).layoutSpecBlock = { [unowned self] _, _ in self.\(m)() }")
                }
            }
            if !(common.isEmpty && spec.isEmpty) {
                body.line("")
                body.line("// \(place(item)) <\(item.xmlName)>")
                (common + spec).forEach { body.line($0) }
            }
            if let bound {
                hasUpdate = true
                update.line("// \(place(item)) <\(item.xmlName)>: its text shows the parameters")
                update.line(bound)
            }
            if varying.values.contains(where: { !$0.isEmpty }) {
                hasUpdate = true
                writeStateDependentConfiguration(varying, receiver: receiver, item: item, &update)
            }
        }
        // Texture keeps a node's layout while its size range is the same: a
        // node with a spec of its own, which may depend on the state, is
        // told to lay out again when the state changes.
        let specNodes = nodeOrder.filter { $0 != classNodeKey && nodeItems[$0]!.values.contains { !$0.children.isEmpty } }
        if !space.enumerated.isEmpty, !specNodes.isEmpty {
            hasUpdate = true
            update.line("// Nodes with a spec of their own lay out again: it may depend on the state.")
            let list = specNodes.map { SwiftNames.escaped(propertyNames[$0]!) }.joined(separator: ", ")
            update.line("let nodesWithSpecs: [ASDisplayNode] = [\(list)]")
            update.line("nodesWithSpecs.forEach { $0.setNeedsLayout() }")
        }
        needsUpdate = hasUpdate
        if hasUpdate {
            body.line("")
            body.line("updateForState()")
        }
        out.open("override init() {")
        out.append(body)
        out.close("}")
        return hasUpdate ? update : nil
    }

    private func writeStateDependentConfiguration(_ varying: [Int: [String]], receiver: String, item: VItem,
                                                  _ out: inout SwiftCode) {
        func lhs(_ line: String) -> String { line.pieces(separatedBy: " = ").first ?? line }
        var targets: [String] = []
        for s in varying.keys.sorted() { for l in varying[s]! where !targets.contains(lhs(l)) { targets.append(lhs(l)) } }
        var full: [Int: [String]] = [:]
        for (s, lines) in varying {
            let have = Set(lines.map(lhs))
            var resets: [String] = []
            for t in targets where !have.contains(t) {
                resets += NodeDefaults.reset(t, receiver: receiver)
            }
            full[s] = resets + lines
        }
        var groups: [(lines: [String], states: Set<Int>)] = []
        for s in full.keys.sorted() {
            if let i = groups.firstIndex(where: { $0.lines == full[s]! }) { groups[i].states.insert(s) } else { groups.append((full[s]!, [s])) }
        }
        let within = Set(varying.keys)
        out.line("// \(place(item)) <\(item.xmlName)>")
        if groups.count == 1 {
            groups[0].lines.forEach { out.line($0) }
            return
        }
        // The same settings with other values: one line each, choosing by state.
        let shapes = Set(groups.map { $0.lines.map(lhs) })
        if shapes.count == 1, let targets = shapes.first {
            for (j, target) in targets.enumerated() {
                var byState: [Int: String] = [:]
                for g in groups { for s in g.states { byState[s] = String(g.lines[j].dropFirst(target.count + 3)) } }
                out.line("\(target) = \(space.choice(byState, within: within))")
            }
            return
        }
        for (k, g) in groups.enumerated() {
            if k == 0 {
                out.open("if \(space.condition(g.states, within: within) ?? "true") {")
            } else if k == groups.count - 1 {
                out.reopen("} else {")
            } else {
                out.reopen("} else if \(space.condition(g.states, within: within) ?? "true") {")
            }
            g.lines.forEach { out.line($0) }
        }
        out.close("}")
    }
}
