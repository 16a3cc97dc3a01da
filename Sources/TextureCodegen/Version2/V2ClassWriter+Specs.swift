import LayoutEngine
import XMLLayout

extension V2ClassWriter {
    // MARK: Roots and node bodies

    func writeRootSpec(_ root: MNode, _ out: inout SwiftCode, _ f: MethodContext) {
        if classNodeKey != nil, let r = root.children.first {
            if r.items.values.contains(where: { !$0.children.isEmpty }) { writeNodeBody(r, r.present, &out, f) }
            return
        }
        writeBody(of: root, root.present, &out, f)
    }

    /// A node's own spec: its one child (a node wrapped, as Texture requires).
    func writeNodeBody(_ m: MNode, _ u: Set<Variant>, _ out: inout SwiftCode, _ f: MethodContext) {
        writeBody(of: m, u, &out, f)
    }

    private func writeBody(of m: MNode, _ u: Set<Variant>, _ out: inout SwiftCode, _ f: MethodContext) {
        let kids = m.children.filter { !$0.present.intersection(u).isEmpty }
        if kids.count == 1, let only = kids.first, only.present.isSuperset(of: u), only.isSpec {
            let e = element(only, u, &out, f, returned: true)
            if !e.code.isEmpty { out.line("return \(e.code)") }
            return
        }
        out.line("return " + contentExpression(m, u, &out, f))
    }

    /// The spec a node lays its children out with, as one expression.
    private func contentExpression(_ m: MNode, _ u: Set<Variant>, _ out: inout SwiftCode, _ f: MethodContext) -> String {
        switch children(m, u, &out, f, name: baseName(m, f) + " children") {
        case .list(let es):
            guard let e = es.first else { return "ASLayoutSpec()" }
            return e.isSpec ? e.code : "ASWrapperLayoutSpec(layoutElement: \(e.code))"
        case .variable(let v):
            return "ASWrapperLayoutSpec(layoutElement: \(v)[0])"
        }
    }

    // MARK: Elements

    func element(_ m: MNode, _ u: Set<Variant>, _ out: inout SwiftCode, _ f: MethodContext, returned: Bool = false) -> ChildExpression {
        switch m.kind {
        case .call: return call(m, u, &out, f)
        case .element where m.isNode: return node(m, u, &out, f)
        case .element: return spec(m, u, &out, f, returned: returned)
        default: return ChildExpression(code: "ASLayoutSpec()", isSpec: true)
        }
    }

    /// A local's name: the element's id or debugName, else its kind. A
    /// template's root takes no id (that is its uses').
    func baseName(_ m: MNode, _ f: MethodContext? = nil) -> String {
        guard let item = m.anyItem else {
            if let t = m.anyCall?.template { return SwiftNames.camelCase(t.name) }
            return "layout"
        }
        let id = f?.rootKey == m.key ? nil : item.gen.attribute("id")
        if let own = id ?? item.gen.attribute("debugName") { return own }
        return SwiftNames.camelCase(item.xmlName) + (item.isNode ? "Node" : item.xmlName == "spacer" ? "" : "Spec")
    }

    private func node(_ m: MNode, _ u: Set<Variant>, _ out: inout SwiftCode, _ f: MethodContext) -> ChildExpression {
        let ref = nodeReference(m, f)
        // Its own spec is its method's, set once in init (as in the main
        // file): a template's method only places the node.
        return ChildExpression(code: ref, isSpec: false)
    }

    /// A node's property (main file), or the template argument it is passed as.
    func nodeReference(_ m: MNode, _ f: MethodContext) -> String {
        guard f.template != nil else {
            return SwiftNames.escaped(propertyNames[m.anyItem!.origin.key] ?? "self")
        }
        let arg = f.arguments[nodeArgument(m, f)]
        let name = SwiftNames.escaped(arg.label)
        if arg.nonNil != nil, !f.unwrapped.contains(arg.label) { return name + "!" }
        return name
    }

    @discardableResult
    func nodeArgument(_ m: MNode, _ f: MethodContext) -> Int {
        if let i = f.nodeArguments[m.key] { return i }
        let item = m.anyItem!
        var values: [Int: String] = [:]
        for (v, it) in m.items { values[v.instance] = SwiftNames.escaped(propertyNames[it.origin.key]!) }
        let present = Set(values.keys)
        let optional = present.count < f.instanceCount
        var type = NodeWriter.className(of: item.gen.element.kind)
        if optional {
            type += "?"
            for i in 0..<f.instanceCount where values[i] == nil { values[i] = "nil" }
        }
        _ = f.addArgument(baseName(m, f), type: type, values: values, nonNil: optional ? present : nil)
        f.nodeArguments[m.key] = f.arguments.count - 1
        return f.arguments.count - 1
    }

    private func spec(_ m: MNode, _ u: Set<Variant>, _ out: inout SwiftCode, _ f: MethodContext, returned: Bool) -> ChildExpression {
        let item = m.anyItem!
        let name = SwiftNames.escaped(f.names.unique(baseName(m, f), fallback: "spec"))
        let kids = children(m, u, &out, f, name: name + " children")
        out.line("// \(place(item)) <\(item.xmlName)>")
        var firsts: [Variant: String] = [:]
        var props: [Variant: [String]] = [:]
        for v in u.sorted() {
            guard let it = m.items[v] else { continue }
            let lines: [String]
            switch kids {
            case .list(let es): lines = SpecWriter.construction(it.gen, name: name, children: es.map(\.code))
            case .variable(let x): lines = SpecWriter.construction(it.gen, name: name, children: ["\(x)[0]", "\(x)[1]"], list: x)
            }
            firsts[v] = lines[0]
            props[v] = Array(lines.dropFirst()) + StyleWriter.lines(it.gen.element.style, receiver: name + ".style")
        }
        if m.key == f.rootKey { props = deferRootStyle(props, name: name, f) }
        let noProperties = props.values.allSatisfy(\.isEmpty)
        let construction = mergedConstruction(firsts, u, f, name: name)
        if returned, noProperties, construction.count == 1, construction[0].hasPrefix("let \(name) = ") {
            out.line("return " + construction[0].dropFirst("let \(name) = ".count))
            return ChildExpression(code: "", isSpec: true)
        }
        for line in construction {
            if line.hasPrefix("if ") && line.hasSuffix("{") {
                out.open(line)
            } else if line.hasPrefix("} else") {
                out.reopen(line)
            } else if line == "}" {
                out.close(line)
            } else {
                out.line(line.trimmingSpaces())
            }
        }
        writeProperties(props, u, f, &out, hint: name)
        return ChildExpression(code: name, isSpec: true)
    }

    /// The template root's style lines that differ between uses: the caller sets them.
    private func deferRootStyle(_ props: [Variant: [String]], name: String, _ f: MethodContext) -> [Variant: [String]] {
        var counts: [String: Int] = [:]
        for lines in props.values { for l in Set(lines) { counts[l, default: 0] += 1 } }
        var keep: [Variant: [String]] = [:]
        for (v, lines) in props {
            keep[v] = lines.filter { counts[$0] == props.count }
            let moved = lines.filter { !keep[v]!.contains($0) }.map { "$" + $0.dropFirst(name.count) }
            f.callerStyle[v.instance, default: [:]][v.state] = moved
        }
        return keep
    }

    // MARK: Merging values

    /// The construction line(s) of a spec over the variants: one line when
    /// they agree, else with its differing arguments as conditional
    /// expressions or template arguments, else chosen by an if.
    private func mergedConstruction(_ firsts: [Variant: String], _ u: Set<Variant>, _ f: MethodContext, name: String) -> [String] {
        let distinct = Set(firsts.values)
        if distinct.count == 1 { return [distinct.first!] }
        let prefix = "let \(name) = "
        var parsed: [Variant: (type: String, args: [String])] = [:]
        for (v, line) in firsts {
            guard line.hasPrefix(prefix), let open = line.firstIndex(of: "("), line.last == ")" else { parsed = [:]; break }
            let type = String(line[line.index(line.startIndex, offsetBy: prefix.count)..<open])
            let inner = line[line.index(after: open)..<line.index(before: line.endIndex)]
            parsed[v] = (type, SwiftCode.splitTopLevel(inner))
        }
        // A stack written with its wrapping arguments in some variants only:
        // all of them written, with Texture's defaults where they were left out.
        func label(_ a: String) -> String { a.pieces(separatedBy: ":").first ?? "" }
        let optionalArguments = ["flexWrap": ".noWrap", "alignContent": ".start", "lineSpacing": "0"]
        if let longest = parsed.values.max(by: { $0.args.count < $1.args.count }), Set(parsed.values.map(\.type)).count == 1 {
            let full = longest.args.map(label)
            for (v, p) in parsed {
                let have = Dictionary(p.args.map { (label($0), $0) }) { a, _ in a }
                guard Set(have.keys).isSubset(of: full), full.allSatisfy({ have[$0] != nil || optionalArguments[$0] != nil }) else { continue }
                parsed[v]!.args = full.map { have[$0] ?? "\($0): \(optionalArguments[$0]!)" }
            }
        }
        let shapes = Set(parsed.values.map { p in p.type + "|" + p.args.map(label).joined(separator: ",") })
        if parsed.count == firsts.count, shapes.count == 1, let sample = parsed.values.first {
            var args: [String] = []
            var ok = true
            for k in sample.args.indices {
                let label = sample.args[k].pieces(separatedBy: ":").first ?? ""
                var byVariant: [Variant: String] = [:]
                for (v, p) in parsed { byVariant[v] = String(p.args[k].dropFirst(label.count + 1)).trimmingSpaces() }
                guard let value = mergedValue(byVariant, u, f, type: SpecArgumentTypes.byLabel[label],
                                              label: name + " " + label) else { ok = false; break }
                args.append("\(label): \(value)")
            }
            if ok { return [prefix + sample.type + "(" + args.joined(separator: ", ") + ")"] }
        }
        // Different shapes: one construction per group of variants.
        var groups: [(line: String, variants: Set<Variant>)] = []
        for v in u.sorted() {
            guard let l = firsts[v] else { continue }
            if let i = groups.firstIndex(where: { $0.line == l }) { groups[i].variants.insert(v) } else { groups.append((l, [v])) }
        }
        let type = parsed.values.first?.type ?? "ASLayoutSpec"
        var lines = ["let \(name): \(type)"]
        for (k, g) in groups.enumerated() {
            let assign = String(g.line.dropFirst("let ".count))
            if k == groups.count - 1 {
                lines += k == 0 ? [assign] : ["} else {", "    " + assign, "}"]
            } else {
                let c = condition(g.variants, Set(groups[k...].flatMap(\.variants)), f, hint: name + " variant") ?? "true"
                lines += [(k == 0 ? "if " : "} else if ") + c + " {", "    " + assign]
            }
        }
        return lines
    }

    /// One value over the variants: a literal when they agree, a
    /// conditional expression on the parameters when it depends on the
    /// state alone, else (in a template) an argument of the given type.
    func mergedValue(_ byVariant: [Variant: String], _ u: Set<Variant>, _ f: MethodContext, type: String?, label: String) -> String? {
        let values = Set(byVariant.values)
        if values.count <= 1 { return values.first }
        var byState: [Int: String] = [:]
        var stateOnly = true
        for (v, x) in byVariant {
            if let y = byState[v.state], y != x { stateOnly = false }
            byState[v.state] = x
        }
        if stateOnly { return space.choice(byState, within: Set(byVariant.keys).states) }
        guard f.template != nil, let type else { return nil }
        var perInstance: [Int: String] = [:]
        for i in Set(byVariant.keys).instances {
            var states: [Int: String] = [:]
            for (v, x) in byVariant where v.instance == i { states[v.state] = x }
            perInstance[i] = space.choice(states, within: Set(states.keys))
        }
        let fallback = perInstance.values.sorted().first ?? "nil"
        for i in 0..<f.instanceCount where perInstance[i] == nil { perInstance[i] = fallback }
        return SwiftNames.escaped(f.addArgument(label, type: type, values: perInstance))
    }

    /// Property lines (`x.style.flexGrow = 1`): each where the variants
    /// that set it hold. Specs are built afresh on every layout, so a
    /// setting left out keeps Texture's default.
    func writeProperties(_ byVariant: [Variant: [String]], _ u: Set<Variant>, _ f: MethodContext, _ out: inout SwiftCode, hint: String) {
        var order: [String] = []
        var groups: [String: Set<Variant>] = [:]
        for v in byVariant.keys.sorted() {
            for line in byVariant[v]! {
                if groups[line] == nil { order.append(line) }
                groups[line, default: []].insert(v)
            }
        }
        let present = Set(byVariant.keys).intersection(u)
        func lhs(_ line: String) -> String { line.pieces(separatedBy: " = ").first ?? line }
        var written: Set<String> = []
        for line in order {
            // Set in every variant, to values that depend on the state alone: one line.
            let target = lhs(line)
            if written.contains(target) { continue }
            var values: [Variant: String] = [:]
            for v in present { if let l = byVariant[v]?.first(where: { lhs($0) == target }) { values[v] = String(l.dropFirst(target.count + 3)) } }
            // Where it is not set, Texture's default holds: that value.
            let property = String(target.split(separator: ".").last ?? "")
            let receiver = String(target.prefix(target.count - property.count))
            if values.count < present.count, let reset = NodeDefaults.reset(target, receiver: receiver.hasSuffix("style.")
                ? String(receiver.dropLast("style.".count)) : receiver).first, reset.hasPrefix(target + " = ") {
                let d = String(reset.dropFirst(target.count + 3))
                for v in present where values[v] == nil { values[v] = d }
            }
            if values.count == present.count, Set(values.values).count > 1,
               let value = mergedValue(values, present, f, type: PropertyTypes.byName[property],
                                       label: target.replacing(".style.", with: " ").replacing(".", with: " ")) {
                out.line("\(target) = \(value)")
                written.insert(target)
                continue
            }
            let g = groups[line]!
            if let c = condition(g, present, f, hint: hint + " setting") {
                out.open("if \(c) {")
                out.line(line)
                out.close("}")
            } else {
                out.line(line)
            }
        }
    }

    /// A Swift condition that holds in the variants `p` among `u` (nil:
    /// always): on the parameters when it depends on the state alone, else
    /// (in a template) a Bool argument each use passes.
    func condition(_ p: Set<Variant>, _ u: Set<Variant>, _ f: MethodContext, hint: String) -> String? {
        if p.isSuperset(of: u) { return nil }
        let t = p.states
        if f.template == nil || u.allSatisfy({ p.contains($0) == t.contains($0.state) }) {
            return space.condition(t, within: u.states) ?? "true"
        }
        var values: [Int: String] = [:]
        for i in 0..<f.instanceCount {
            let si = Set(p.filter { $0.instance == i }.map(\.state))
            let ui = Set(u.filter { $0.instance == i }.map(\.state))
            values[i] = si.isEmpty ? "false" : (space.condition(si, within: ui) ?? "true")
        }
        return SwiftNames.escaped(f.addArgument(hint, type: "Bool", values: values))
    }
}

extension SwiftCode {
    static func isIdentifier(_ s: String) -> Bool {
        !s.isEmpty && s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
    }
}

/// The Swift types of the spec properties a template's uses may set differently.
enum PropertyTypes {
    static let byName: [String: String] = [
        "flexGrow": "CGFloat", "flexShrink": "CGFloat", "spacingBefore": "CGFloat", "spacingAfter": "CGFloat",
        "ascender": "CGFloat", "descender": "CGFloat", "flexBasis": "ASDimension", "width": "ASDimension",
        "height": "ASDimension", "minWidth": "ASDimension", "minHeight": "ASDimension", "maxWidth": "ASDimension",
        "maxHeight": "ASDimension", "alignSelf": "ASStackLayoutAlignSelf", "layoutPosition": "CGPoint",
        "preferredSize": "CGSize", "minSize": "CGSize", "maxSize": "CGSize", "offset": "CGPoint", "wrapsCorner": "Bool",
    ]
}
