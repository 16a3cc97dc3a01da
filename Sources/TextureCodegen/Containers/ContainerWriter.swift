import LayoutEngine
import XMLLayout

/// Writes a screen with containers: its class (ClassWriter, with each
/// table, collection and pager as a leaf node), the data sources as
/// extensions, the cell classes and the model types.
struct ContainerWriter {
    typealias G = ContainerGenerator
    let fileName: String
    let className: String
    let document: LayoutDocument
    let data: SampleData

    init(fileName: String, className: String, document: LayoutDocument, data: SampleData) {
        self.fileName = fileName
        self.className = className
        self.document = document
        self.data = data
    }

    mutating func write(root: GenItem, containers: [G.Container], kinds: [G.CellKind], models: [ModelType]) -> String {
        var text = classText(root: root, twins: { $0 }, containers: containers, cellModel: nil) { _ in }
        var out = SwiftCode()
        for k in kinds {
            out.line("")
            text += out.text + k.code.replacing(G.placeholder, with: k.name)
            out = SwiftCode()
        }
        for m in models {
            out.line("")
            ModelBuilder.declaration(m).forEach { out.line($0) }
        }
        for c in containers where needsEnum(c) {
            out.line("")
            out.line("/// What `\(mapping[ObjectIdentifier(c.item)]!.name)` shows, one kind of cell each.")
            out.open("enum \(enumName(c)) {")
            for k in cellKinds(c) { out.line("case \(caseName(k))" + (k.model.map { "(\($0.name))" } ?? "")) }
            out.close("}")
        }
        return text + out.text
    }

    /// The class (the screen's, or a cell's owning containers of its own:
    /// `twins` finds an original element's copy in `root`) with each
    /// container a leaf node, and its data sources as extensions.
    mutating func classText(root: GenItem, twins: (GenItem) -> GenItem?, containers: [G.Container], cellModel: ModelType?,
                            configure: (inout ClassWriter) -> Void) -> String {
        let leaves = Set(containers.compactMap { twins($0.item).map(ObjectIdentifier.init) })
        for c in containers { kindCounts[c.node.kind, default: 0] += 1 }
        var copies: [ObjectIdentifier: GenItem] = [:]
        func prune(_ g: GenItem) -> GenItem {
            let copy = GenItem(xml: g.xml, element: g.element, children: leaves.contains(ObjectIdentifier(g)) ? [] : g.children.map(prune))
            copies[ObjectIdentifier(g)] = copy
            return copy
        }
        let outer = prune(root)
        for c in containers { mapping[ObjectIdentifier(c.item)] = twins(c.item).flatMap { copies[ObjectIdentifier($0)] } }
        // A first writer names the nodes (the members below use the names);
        // the second names them alike and writes the class.
        var naming = ClassWriter(fileName: fileName, className: className, root: outer)
        configure(&naming)
        _ = naming.write(document: document)
        var writer = ClassWriter(fileName: fileName, className: className, root: outer)
        configure(&writer)
        var didLoad: [String] = []
        for c in containers {
            let node = mapping[ObjectIdentifier(c.item)]!
            let name = SwiftNames.escaped(node.name)
            let items = itemsName(node)
            if let cellModel, let field = c.arrayField {
                writer.members += ["/// The items of `\(name)`, one cell each: the `\(field)` of the `\(cellModel.name)` shown.",
                                   "var \(items): [\(itemType(c))] = [] {", "    didSet { \(name).reloadData() }", "}", ""]
                writer.initLines.append("\(items) = \(cellModel.variable).\(SwiftNames.escaped(field))")
            } else {
                writer.members += itemsProperty(c, name: name, items: items)
            }
            switch c.node.kind {
            case .collection:
                writer.constructions[ObjectIdentifier(node)] = "ASCollectionNode(collectionViewLayout: \(className).\(node.name)Layout())"
                writer.methods += (writer.methods.isEmpty ? [] : [""]) + ContainerLines.flowLayoutMethod(c.node, name: node.name)
                writer.initLines.append("\(name).dataSource = self")
            case .pager:
                writer.initLines.append("\(name).setDataSource(self)")
            default:
                if c.sections.contains(where: { $0.header != nil || $0.footer != nil }) {
                    writer.constructions[ObjectIdentifier(node)] = "ASTableNode(style: .grouped)"
                    writer.members += supplementaryProperties(c, items: items)
                    writer.initLines.append("\(name).delegate = self")
                }
                writer.initLines.append("\(name).dataSource = self")
            }
            didLoad += ContainerLines.didLoad(c.node, name: name)
        }
        for g in outer.preOrder {
            if case .container(let c) = g.element.kind, c.kind == .scroll { didLoad += ContainerLines.didLoad(c, name: g.name) }
        }
        if !didLoad.isEmpty {
            writer.methods = ["override func didLoad() {", "    super.didLoad()"] + didLoad.map { "    " + $0 } + ["}"]
                + (writer.methods.isEmpty ? [] : [""]) + writer.methods
        }
        var text = writer.write(document: document)
        var out = SwiftCode()
        for kind in ContainerNode.Kind.allCases { dataSource(containers.filter { $0.node.kind == kind }, &out) }
        text += out.text
        return text
    }

    private var mapping: [ObjectIdentifier: GenItem] = [:]
    /// How many containers of each kind the screen has (names of item enums).
    private var kindCounts: [ContainerNode.Kind: Int] = [:]

    // MARK: Items

    private func itemsName(_ node: GenItem) -> String { node.name + "Items" }

    private func cellKinds(_ c: G.Container) -> [G.CellKind] {
        var seen: [G.CellKind] = []
        for inst in c.sections.flatMap(\.cells) where !seen.contains(where: { $0 === inst.kind }) { seen.append(inst.kind) }
        return seen.isEmpty ? c.itemKind.map { [$0] } ?? [] : seen
    }

    private func needsEnum(_ c: G.Container) -> Bool {
        let k = cellKinds(c)
        return k.count > 1 || (k.count == 1 && k[0].model == nil)
    }

    private func enumName(_ c: G.Container) -> String {
        // The screen's name, or the container's when the screen has several of its kind.
        var base = className.hasSuffix("Node") ? String(className.dropLast(4)) : className
        if kindCounts[c.node.kind, default: 0] > 1 { base = SwiftNames.typeName(mapping[ObjectIdentifier(c.item)]!.name) }
        return base + (c.node.kind == .pager ? "Page" : c.node.kind == .table ? "Row" : "Item")
    }

    private func caseName(_ k: G.CellKind) -> String {
        var n = k.name
        if n.hasSuffix("Node") { n.removeLast(4) }
        for suffix in ["Cell", "Header", "Footer"] where n.hasSuffix(suffix) && n.count > suffix.count { n.removeLast(suffix.count) }
        return SwiftNames.escaped(SwiftNames.camelCase(n))
    }

    private func itemType(_ c: G.Container) -> String { needsEnum(c) ? enumName(c) : cellKinds(c)[0].model!.name }

    private func value(_ inst: G.Instance, in c: G.Container) -> String {
        let model = inst.kind.model.map { m in
            ModelBuilder.value(m, item: loopItem(inst), shown: inst.bound.values)
        }
        guard needsEnum(c) else { return model! }
        return "." + caseName(inst.kind) + (model.map { "(\($0))" } ?? "")
    }

    private func loopItem(_ inst: G.Instance) -> ExpressionValue? {
        guard case .loop(_, let over)? = inst.scope?.source, let items = data.array(over),
              let i = inst.origin?.loopIndices.last, i < items.count else { return nil }
        return items[i]
    }

    /// `var kittensItems: [Kitten] = [...]`, or `[[Row]]` for sections.
    private func itemsProperty(_ c: G.Container, name: String, items: String) -> [String] {
        let type = itemType(c)
        let what = c.node.kind == .pager ? "pages" : c.node.kind == .table ? "rows" : "items"
        let sample = data.fileName.map { ": the sample data of \($0) (the app sets its own)" } ?? ""
        var lines = ["/// The \(what) of `\(name)`, one cell each\(sample)."]
        if c.explicitSections {
            lines.append("var \(items): [[\(type)]] = [")
            for s in c.sections {
                lines.append("    [")
                lines += s.cells.map { "        " + value($0, in: c) + "," }
                lines.append("    ],")
            }
        } else {
            lines.append("var \(items): [\(type)] = [")
            lines += (c.sections.first?.cells ?? []).map { "    " + value($0, in: c) + "," }
        }
        return lines + ["] {", "    didSet { \(name).reloadData() }", "}", ""]
    }

    /// A grouped table's section headers and footers, one node per section.
    private func supplementaryProperties(_ c: G.Container, items: String) -> [String] {
        func node(_ inst: G.Instance?) -> String {
            guard let inst else { return "nil" }
            let model = inst.kind.model.map { m in
                "\(m.variable): " + ModelBuilder.value(m, item: loopItem(inst), shown: inst.bound.values)
            }
            return "\(inst.kind.name)(\(model ?? ""))"
        }
        let base = String(items.dropLast(5))
        return ["/// Each section's header and footer (UIKit asks for them as views).",
                "private let \(base)Headers: [ASCellNode?] = [" + c.sections.map { node($0.header) }.joined(separator: ", ") + "]",
                "private let \(base)Footers: [ASCellNode?] = [" + c.sections.map { node($0.footer) }.joined(separator: ", ") + "]",
                ""]
    }

    // MARK: Data sources

    /// One extension per data source protocol; with several containers of
    /// one kind, each method asks which one it serves (`collectionNode === tags`).
    private func dataSource(_ group: [G.Container], _ out: inout SwiftCode) {
        guard let first = group.first else { return }
        // Texture's data source methods: (protocol, parameter, node type, rows, item, item's index).
        let (proto, node, type, rows, item, index): (String, String, String, String, String, String)
        switch first.node.kind {
        case .table: (proto, node, type, rows, item, index) = ("ASTableDataSource", "tableNode", "ASTableNode", "Rows", "Row", "row")
        case .collection:
            (proto, node, type, rows, item, index) = ("ASCollectionDataSource", "collectionNode", "ASCollectionNode", "Items", "Item", "item")
        default: (proto, node, type, rows, item, index) = ("ASPagerDataSource", "pagerNode", "ASPagerNode", "", "", "")
        }
        /// The body of one method: per container, its lines (the last one returns).
        func method(_ signature: String, _ lines: (G.Container, String) -> [String]) {
            out.open(signature)
            for (k, c) in group.enumerated() {
                let name = mapping[ObjectIdentifier(c.item)]!.name
                var body = lines(c, itemsName(mapping[ObjectIdentifier(c.item)]!))
                if group.count > 1, body.count == 1 { body[0] = "return " + body[0] }
                if k < group.count - 1 {
                    out.open("if \(node) === \(SwiftNames.escaped(name)) {")
                    body.forEach { out.line($0) }
                    out.close("}")
                } else {
                    body.forEach { out.line($0) }
                }
            }
            out.close("}")
        }
        out.line("")
        out.open("extension \(className): \(proto) {")
        if group.contains(where: \.explicitSections) {
            method("func numberOfSections(in \(node): \(type)) -> Int {") { c, items in [c.explicitSections ? "\(items).count" : "1"] }
            out.line("")
        }
        let count: String, nodeBlock: String
        if first.node.kind == .pager {
            count = "func numberOfPages(in pagerNode: ASPagerNode) -> Int {"
            nodeBlock = "func pagerNode(_ pagerNode: ASPagerNode, nodeBlockAt index: Int) -> ASCellNodeBlock {"
        } else {
            count = "func \(node)(_ \(node): \(type), numberOf\(rows)InSection section: Int) -> Int {"
            nodeBlock = "func \(node)(_ \(node): \(type), nodeBlockFor\(item)At indexPath: IndexPath) -> ASCellNodeBlock {"
        }
        method(count) { c, items in [c.explicitSections ? "\(items)[section].count" : "\(items).count"] }
        out.line("")
        method(nodeBlock) { c, items in
            let one = first.node.kind == .pager ? "\(items)[index]"
                : c.explicitSections ? "\(items)[indexPath.section][indexPath.\(index)]" : "\(items)[indexPath.\(index)]"
            guard needsEnum(c) else {
                let k = cellKinds(c)[0], m = k.model!
                return ["let \(m.variable) = \(one)", "return { \(k.name)(\(m.variable): \(m.variable)) }"]
            }
            return ["let item = \(one)", "return {", "    switch item {"]
                + cellKinds(c).map { k in
                    k.model.map { m in "    case .\(caseName(k))(let \(m.variable)): return \(k.name)(\(m.variable): \(m.variable))" }
                        ?? "    case .\(caseName(k)): return \(k.name)()"
                }
                + ["    }", "}"]
        }
        out.close("}")
        for c in group where c.node.kind == .table && c.sections.contains(where: { $0.header != nil || $0.footer != nil }) {
            tableDelegate(items: itemsName(mapping[ObjectIdentifier(c.item)]!), &out)
        }
    }

    /// Texture has no header nodes for tables: UIKit asks for a view and its
    /// height, which is the node's at the table's width.
    private func tableDelegate(items: String, _ out: inout SwiftCode) {
        let base = String(items.dropLast(5))
        out.line("")
        out.open("extension \(className): ASTableDelegate {")
        for (what, list) in [("Header", base + "Headers"), ("Footer", base + "Footers")] {
            out.open("func tableView(_ tableView: UITableView, viewFor\(what)InSection section: Int) -> UIView? {")
            out.line("\(list)[section]?.view")
            out.close("}")
            out.line("")
            out.open("func tableView(_ tableView: UITableView, heightFor\(what)InSection section: Int) -> CGFloat {")
            out.line("height(of: \(list)[section], in: tableView)")
            out.close("}")
            out.line("")
        }
        out.open("private func height(of node: ASCellNode?, in tableView: UITableView) -> CGFloat {")
        out.line("guard let node else { return 0 }")
        out.line("let width = tableView.bounds.width")
        out.line("let range = ASSizeRangeMake(CGSize(width: width, height: 0), CGSize(width: width, height: .greatestFiniteMagnitude))")
        out.line("return node.layoutThatFits(range).size.height")
        out.close("}")
        out.close("}")
    }
}
