import LayoutEngine
import XMLLayout

/// `generate swift` for a file with node containers (LANGUAGE.md
/// "Containers"): the screen's class holds an ASTableNode, ASCollectionNode
/// or ASPagerNode whose data source reads an array of model values (a
/// `struct` per kind of item, from the sample data's shape), one ASCellNode
/// subclass per kind of cell (per loop body or template; a cell written
/// once is a kind of its own) taking its model value; a `scroll` is an
/// ASScrollNode with its spec in a `layoutSpecBlock`. The file is written
/// at its defaults (`--set`/`--data` choose them).
enum ContainerGenerator {
    /// A cell, header or footer, with the kind it is and its model value.
    final class Instance {
        let bound: BoundCell
        let scope: BindingScope?
        let origin: ElementOrigin?
        var kind: CellKind!
        /// The containers this cell owns (a collection in a table's row).
        var inner: [Container] = []
        /// The cell as expanded (`bound.item` is its copy with markers).
        var original: GenItem?
        init(bound: BoundCell, scope: BindingScope?, origin: ElementOrigin?) {
            self.bound = bound
            self.scope = scope
            self.origin = origin
        }

        /// The copy in `bound.item` of an element of the cell.
        func twin(of g: GenItem) -> GenItem? {
            guard let all = original?.preOrder, let i = all.firstIndex(where: { $0 === g }) else { return nil }
            return bound.item.preOrder[i]
        }
    }

    /// One ASCellNode subclass.
    final class CellKind {
        let code: String
        let model: ModelType?
        let role: ContainerItem
        let first: Instance
        var name = ""
        init(code: String, model: ModelType?, role: ContainerItem, first: Instance) {
            self.code = code
            self.model = model
            self.role = role
            self.first = first
        }
    }

    struct Section {
        var header: Instance?
        var cells: [Instance] = []
        var footer: Instance?
    }

    final class Container {
        let item: GenItem
        let node: ContainerNode
        var sections: [Section] = []
        var explicitSections = false
        /// In a cell: the field of the cell's model its items are (`row.photos`).
        var arrayField: String?
        /// In a cell: the `for` its cells come from, and their kind (which
        /// an empty array in the sample data leaves to another row to tell).
        var itemScope: BindingScope?
        var itemKind: CellKind?
        init(item: GenItem, node: ContainerNode) {
            self.item = item
            self.node = node
        }
    }

    static let placeholder = "__CELL__"

    static func hasContainers(_ document: LayoutDocument) -> Bool {
        var stack = [document.root]
        while let e = stack.popLast() {
            if case .container = e.kind { return true }
            stack.append(contentsOf: e.children)
        }
        return false
    }

    static func generate(source: LayoutSource, document: LayoutDocument, className: String,
                         inputs: ExpansionInputs) -> Result<String, Diagnostic> {
        let fileName = PathText.lastComponent(source.path)
        let failed = Diagnostic.error("generate swift could not follow this file's expansion",
                                      at: SourceLocation(file: source.path, line: 1))
        let v2 = !document.sourceMap.origins.isEmpty
        guard let parsed = LayoutLoader.tree(of: source) else { return .failure(failed) }
        let xmlRoot = v2 ? LayoutExpansion.expand(parsed, source: source, inputs: inputs).root : parsed
        guard let layoutElement = xmlRoot?.children.last else { return .failure(failed) }
        let gen = GenItem.pair(layoutElement, document.root)
        let all = gen.preOrder
        let origins = document.sourceMap.origins
        guard !v2 || all.count == origins.count else { return .failure(failed) }
        var index: [ObjectIdentifier: Int] = [:]
        for (i, g) in all.enumerated() { index[ObjectIdentifier(g)] = i }
        var roots = [parsed]
        for inc in LayoutLoader.load(source: source, inputs: inputs).includedSources {
            if let r = LayoutLoader.tree(of: inc) { roots.append(r) }
        }
        let sources = SourceIndex(roots: roots)
        let data = SampleData(root: parsed, source: source, inputs: inputs)

        // The containers, their items, and what cannot be written yet.
        var containers: [Container] = []
        var owned: Set<ObjectIdentifier> = []
        var nestedModels = NestedModels(data: data)
        var tablesWithHeaders: Set<ContainerNode.Kind> = []
        for g in all {
            guard case .container(let c) = g.element.kind, c.kind != .scroll, !owned.contains(ObjectIdentifier(g)) else { continue }
            let at = g.xml.location
            if c.kind == .collection, c.layout == .gallery {
                return .failure(refusal("a gallery <collection>", at: at))
            }
            let supplementary = g.children.contains { $0.children.contains { role(of: $0).map { $0 != .cell } ?? false } }
            if c.kind == .table, supplementary, !tablesWithHeaders.insert(c.kind).inserted {
                return .failure(refusal("a second <table> with section headers or footers in one screen", at: at))
            }
            let container = Container(item: g, node: c)
            func instance(_ x: GenItem) -> Instance {
                let o = index[ObjectIdentifier(x)].flatMap { $0 < origins.count ? origins[$0] : nil }
                let scope = o.flatMap { BindingScope.around($0.location, in: sources) }
                let inst = Instance(bound: BoundCell(x, scope: scope, origins: origins, index: index, sources: sources),
                                    scope: scope, origin: o)
                inst.original = x
                return inst
            }
            /// The `for` written in a container that the sample data left empty.
            func loopScope(_ x: GenItem) -> BindingScope? {
                guard let i = index[ObjectIdentifier(x)], i < origins.count, let written = sources.element(at: origins[i].location),
                      let loop = written.children.first(where: { $0.name == "for" }), let body = loop.children.first
                else { return nil }
                return BindingScope.around(body.location, in: sources)
            }
            for child in g.children {
                let inner = child.preOrder.dropFirst().filter(isDataContainer)
                if !inner.isEmpty {
                    // A row from a `for` owning containers over its model's arrays; anything else is refused.
                    let cell = instance(child)
                    guard role(of: child) == .cell, !container.explicitSections,
                          let itsOwn = nestedModels.containers(inner, in: cell, instance: instance, emptyLoop: loopScope) else {
                        let what = "a <\(inner[0].xml.name)> inside a cell of a <\(c.kind.rawValue)>"
                        return .failure(refusal(what + " other than in a `for` body, over an array of its item (`row.photos`)",
                                                at: child.xml.location))
                    }
                    cell.inner = itsOwn
                    for i in inner { for x in i.preOrder { owned.insert(ObjectIdentifier(x)) } }
                    if container.sections.isEmpty { container.sections.append(Section()) }
                    container.sections[0].cells.append(cell)
                    continue
                }
                guard case .item(let role) = child.element.kind else { continue }
                if role == .section {
                    container.explicitSections = true
                    var s = Section()
                    for k in child.children {
                        guard case .item(let r) = k.element.kind else { continue }
                        if r != .cell, c.kind != .table {
                            return .failure(refusal("a <\(r.rawValue)> of a <\(c.kind.rawValue)>", at: k.xml.location))
                        }
                        switch r {
                        case .header: s.header = instance(k)
                        case .footer: s.footer = instance(k)
                        default: s.cells.append(instance(k))
                        }
                    }
                    container.sections.append(s)
                } else {
                    if container.explicitSections {
                        return .failure(refusal("cells beside sections", at: child.xml.location))
                    }
                    if container.sections.isEmpty { container.sections.append(Section()) }
                    container.sections[0].cells.append(instance(child))
                }
            }
            containers.append(container)
        }

        // Kinds of cells: instances whose classes read alike share one.
        var models: [SourceLocation: ModelType] = [:]
        var kinds: [CellKind] = []
        var names = Set([className])
        for (location, m) in nestedModels.models { models[location] = m }
        func instances(_ container: Container) -> [Instance] {
            container.sections.flatMap { [$0.header].compactMap { $0 } + $0.cells + [$0.footer].compactMap { $0 } }
        }
        func assignKinds(_ container: Container) -> Diagnostic? {
            for inst in instances(container) where inst.kind == nil {
                let model = inst.scope.map { scope in
                    models[scope.location] ?? {
                        let m = ModelBuilder.model(scope, data: data, arrays: nestedModels.arrays[scope.location] ?? [:])
                        models[scope.location] = m
                        return m
                    }()
                }
                if let model { ModelBuilder.addMissing(inst.bound.markers, to: model) }
                guard case .item(let role) = inst.bound.item.element.kind else { continue }
                var writer = ClassWriter(fileName: fileName, className: placeholder, root: inst.bound.item)
                writer.superclass = "ASCellNode"
                let what = role == .cell ? "A cell" : "A section \(role.rawValue)"
                let shows = model.map { " showing one `\($0.name)`" } ?? ""
                writer.doc = "/// \(what)\(shows) (\(fileName):\(inst.bound.item.line) <\(inst.bound.item.xml.name)>)."
                if let model { writer.initializer = "init(\(model.variable): \(model.name))" }
                let text: String
                if inst.inner.isEmpty {
                    text = writer.write(document: document)
                } else {
                    var cw = ContainerWriter(fileName: fileName, className: placeholder, document: document, data: data)
                    let configured = writer
                    text = cw.classText(root: inst.bound.item, twins: { inst.twin(of: $0) }, containers: inst.inner, cellModel: model) {
                        $0.superclass = configured.superclass
                        $0.doc = configured.doc
                        $0.initializer = configured.initializer
                    }
                }
                let code = inst.bound.substituting(text, variable: model?.variable ?? "", model: model)
                if let k = kinds.first(where: { $0.code == code && $0.model === model && $0.role == role }) {
                    inst.kind = k
                    continue
                }
                let kind = CellKind(code: code, model: model, role: role, first: inst)
                kind.name = kindName(inst, role: role, container: container, taken: &names)
                kinds.append(kind)
                inst.kind = kind
            }
            return nil
        }
        // The cells inside cells first: a row's class names their kind.
        var innerKinds: [SourceLocation: CellKind] = [:]
        let inner = containers.flatMap { instances($0).flatMap(\.inner) }
        for c in inner {
            if let failure = assignKinds(c) { return .failure(failure) }
            // Its items are one model's array: one kind of cell.
            let kindsOfCells = Set(c.sections.flatMap(\.cells).map { ObjectIdentifier($0.kind) })
            guard kindsOfCells.count <= 1 else {
                return .failure(refusal("a <\(c.node.kind.rawValue)> with several kinds of cell inside a cell", at: c.item.xml.location))
            }
            if let k = c.sections.first?.cells.first?.kind, let s = c.itemScope { innerKinds[s.location] = k }
        }
        for c in inner {
            c.itemKind = c.itemScope.flatMap { innerKinds[$0.location] }
            if c.itemKind == nil {
                return .failure(refusal("a <\(c.node.kind.rawValue)> inside a cell that the sample data leaves empty in every row",
                                        at: c.item.xml.location))
            }
        }
        for container in containers {
            if let failure = assignKinds(container) { return .failure(failure) }
        }
        for m in models.values { names.insert(m.name) }

        var writer = ContainerWriter(fileName: fileName, className: className, document: document, data: data)
        return .success(writer.write(root: gen, containers: containers, kinds: kinds,
                                     models: models.values.sorted { $0.key.line < $1.key.line }))
    }

    private static func role(of g: GenItem) -> ContainerItem? {
        if case .item(let r) = g.element.kind { return r }
        return nil
    }

    /// A table, collection or pager: a container with a data source.
    static func isDataContainer(_ g: GenItem) -> Bool {
        if case .container(let n) = g.element.kind { return n.kind != .scroll }
        return false
    }

    private static func refusal(_ what: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic.error("generate swift does not write \(what) yet", at: location,
                         hint: "render, validate and watch preview it; tables, collections (flow), pagers and scroll nodes are generated")
    }

    /// `KittenCellNode`, `HeaderNode`, `WelcomeCellNode`: the model or the
    /// cell's debugName, and what the node is.
    private static func kindName(_ inst: Instance, role: ContainerItem, container: Container, taken: inout Set<String>) -> String {
        let suffix = role == .cell ? "Cell" : role == .header ? "Header" : "Footer"
        var base = inst.scope?.typeName ?? ""
        if base.isEmpty { base = SwiftNames.typeName(inst.bound.item.xml.attribute("debugName")?.value ?? "") }
        if base.isEmpty || base.contains("@") {
            base = SwiftNames.typeName(container.item.xml.attribute("debugName")?.value ?? "") + (inst.scope?.typeName ?? "")
        }
        let stem = base.hasSuffix(suffix) ? base : base + suffix
        var name = stem + "Node", n = 2
        while taken.contains(name) { name = stem + "\(n)Node"; n += 1 }
        taken.insert(name)
        return name
    }
}
