import LayoutEngine
import XMLLayout

extension V2ClassWriter {
    // MARK: Children

    /// The source element an merged element comes from (a use for a call).
    func sourceLocation(_ m: MNode) -> SourceLocation? {
        switch m.kind {
        case .element: return m.anyItem?.origin.location
        case .call: return m.anyCall?.useLocation
        default: return nil
        }
    }

    private func sourcePlace(_ x: XMLElementNode) -> String {
        let file = x.location.file.split(separator: "/").last.map(String.init) ?? fileName
        return "\(file):\(x.location.line)"
    }

    /// The children of `m` present in `u`: a list of expressions when all
    /// are there in every variant, else an array variable built with Swift
    /// conditionals (`if compact { … }`, `if let location { … }`).
    func children(_ m: MNode, _ u: Set<Variant>, _ out: inout SwiftCode, _ f: MethodContext, name: String) -> ChildList {
        let kids = m.children.compactMap { c -> (MNode, Set<Variant>)? in
            let p = c.present.intersection(u)
            return p.isEmpty ? nil : (c, p)
        }
        let parentLocation = sourceLocation(m)
        var lastLoop: SourceLocation?
        func loopComment(_ c: MNode) {
            let controls = sources.controls(at: sourceLocation(c), below: parentLocation)
            let loop = controls.last { $0.name == "for" }
            if let loop, loop.location != lastLoop {
                let what = loop.attribute("in")?.value ?? "…"
                out.line("// \(sourcePlace(loop)) \(SourceIndex.startTag(loop)): written out, one for each item of `\(what)`"
                         + (dataFile != nil ? " in the sample data; the app supplies the data." : "."))
            }
            lastLoop = loop?.location
        }
        if kids.allSatisfy({ $0.1 == u && $0.0.kind != .slot }) {
            var exprs: [ChildExpression] = []
            for (c, _) in kids {
                loopComment(c)
                exprs.append(element(c, u, &out, f))
            }
            return .list(exprs)
        }
        if kids.count == 1, kids[0].1 == u, kids[0].0.kind == .slot { return .variable("content") }
        let v = SwiftNames.escaped(f.names.unique(name, fallback: "children"))
        var declared = false
        var pending: [String] = []
        func flush() {
            if !declared {
                out.line("var \(v): [ASLayoutElement] = [\(pending.joined(separator: ", "))]")
                declared = true
            } else if pending.count == 1 {
                out.line("\(v).append(\(pending[0]))")
            } else if !pending.isEmpty {
                out.line("\(v) += [\(pending.joined(separator: ", "))]")
            }
            pending = []
        }
        var k = 0
        while k < kids.count {
            let (c, p) = kids[k]
            k += 1
            loopComment(c)
            if p == u {
                if c.kind == .slot {
                    if !declared && pending.isEmpty {
                        out.line("var \(v): [ASLayoutElement] = content")
                        declared = true
                        continue
                    }
                    flush()
                    out.line("\(v) += content")
                } else {
                    pending.append(element(c, u, &out, f).code)
                }
                continue
            }
            flush()
            let controls = sources.controls(at: sourceLocation(c), below: parentLocation)
            if let test = controls.last(where: { $0.name == "if" || $0.name == "else" }) {
                let note = test.name == "else" ? "<else>" : SourceIndex.startTag(test)
                out.line("// \(sourcePlace(test)) \(note)")
            }
            out.open("if \(clauses(c, p, u, f, test: controls.last { $0.name == "if" }).joined(separator: ", ")) {")
            let saved = f.unwrapped
            f.unwrapped.formUnion(bindings(c, p, f))
            appendChild(c, p, to: v, &out, f)
            f.unwrapped = saved
            // `else` for the next child when it holds exactly where this one does not.
            let thisTest = controls.last { $0.name == "if" || $0.name == "else" }
            let nextTest = k < kids.count
                ? sources.controls(at: sourceLocation(kids[k].0), below: parentLocation).last { $0.name == "if" || $0.name == "else" } : nil
            if k < kids.count, kids[k].1.union(p) == u, kids[k].1.isDisjoint(with: p), bindings(kids[k].0, kids[k].1, f).isEmpty,
               let thisTest, let nextTest, sources.isElse(nextTest, of: thisTest) {
                let (n, q) = kids[k]
                k += 1
                out.reopen("} else {")
                appendChild(n, q, to: v, &out, f)
            }
            out.close("}")
        }
        flush()
        return .variable(v)
    }

    private func appendChild(_ c: MNode, _ p: Set<Variant>, to v: String, _ out: inout SwiftCode, _ f: MethodContext) {
        if c.kind == .slot {
            out.line("\(v) += content")
        } else {
            out.line("\(v).append(\(element(c, p, &out, f).code))")
        }
    }

    /// The optional node arguments under `c` that hold wherever `c` is
    /// written: bound with `if let` there.
    private func bindings(_ c: MNode, _ p: Set<Variant>, _ f: MethodContext) -> [String] {
        guard f.template != nil else { return [] }
        var out: [String] = []
        for n in c.inOwnSpec where n.isNode {
            let arg = f.arguments[nodeArgument(n, f)]
            if let nonNil = arg.nonNil, !f.unwrapped.contains(arg.label), nonNil.isSuperset(of: p.instances), !out.contains(arg.label) {
                out.append(arg.label)
            }
        }
        return out
    }

    /// `compact`, `let location`, `showSeparator`: what the `if` tests.
    private func clauses(_ c: MNode, _ p: Set<Variant>, _ u: Set<Variant>, _ f: MethodContext, test: XMLElementNode?) -> [String] {
        let lets = bindings(c, p, f)
        // Whether the uses alone decide (each use has c in all its states or none).
        let byUse = u.instances.allSatisfy { i in
            let pi = p.filter { $0.instance == i }, ui = u.filter { $0.instance == i }
            return pi.isEmpty || pi.count == ui.count
        }
        let implied = byUse && lets.contains { label in
            let arg = f.arguments.first { $0.label == label }!
            return arg.nonNil!.intersection(u.instances) == p.instances
        }
        var parts: [String] = []
        if !implied {
            var hint = "show " + baseName(c, f)
            if let t = test?.attribute("test")?.value.trimmingSpaces(), !t.isEmpty, SwiftNames.camelCase(t) == t { hint = t }
            parts.append(condition(p, u, f, hint: hint) ?? "true")
        }
        return parts + lets.map { "let " + SwiftNames.escaped($0) }
    }

    // MARK: Template uses

    func call(_ m: MNode, _ u: Set<Variant>, _ out: inout SwiftCode, _ f: MethodContext) -> ChildExpression {
        let inst = m.anyCall!
        let t = inst.template!
        let method = templateMethod(t)
        let local = SwiftNames.escaped(f.names.unique(callName(m), fallback: "use"))
        var args: [String] = []
        let present = m.present.intersection(u)
        for a in method.arguments {
            var byVariant: [Variant: String] = [:]
            for v in present {
                guard let c = m.calls[v], let i = method.instanceIndex[c.key] else { continue }
                byVariant[v] = a.values[i] ?? "nil"
            }
            let value = mergedValue(byVariant, present, f, type: a.type, label: a.label) ?? byVariant.values.sorted().first ?? "nil"
            args.append("\(a.label): \(value)")
        }
        if method.hasSlot {
            switch children(m, u, &out, f, name: String(local.filter { $0 != "`" }) + " content") {
            case .list(let es): args.append("content: [" + es.map(\.code).joined(separator: ", ") + "]")
            case .variable(let x): args.append("content: \(x)")
            }
        }
        if let use = sources.element(at: inst.useLocation) {
            out.line("// \(sourcePlace(use)) \(SourceIndex.startTag(use))")
        }
        out.line("let \(local) = \(method.name)(\(args.joined(separator: ", ")))")
        var style: [Variant: [String]] = [:]
        for v in present {
            guard let c = m.calls[v], let i = method.instanceIndex[c.key] else { continue }
            style[v] = (method.callerStyle[i]?[v.state] ?? []).map { local + $0.dropFirst() }
        }
        writeProperties(style, present, f, &out, hint: local + " style")
        return ChildExpression(code: local, isSpec: method.returnsSpec)
    }

    private func callName(_ m: MNode) -> String {
        let inst = m.anyCall!
        if let root = inst.root, let id = root.gen.attribute("id") { return id }
        return inst.template!.name
    }

    /// The method of a template, written on first use.
    func templateMethod(_ t: TemplateID) -> TemplateMethod {
        if let m = templateMethods[t] { return m }
        let instances = templateInstances[t]!
        var index: [String: Int] = [:]
        for inst in instances where index[inst.key] == nil { index[inst.key] = index.count }
        var entries: [(Variant, [ScopeNode])] = []
        for inst in instances {
            let root = inst.root!
            entries.append((Variant(instance: index[inst.key]!, state: inst.state),
                            [.element(root, ScopeNode.children(of: root, in: inst, slots: sources.slotLocations))]))
        }
        let merged = MNode.merge(entries, mainScope: false)
        var names = localNames(template: true)
        _ = names.unique("content", fallback: "content")
        let f = MethodContext(template: t, names: names, instanceCount: index.count)
        var code = SwiftCode(depth: 2)
        let hasSlot = merged.inOwnSpec.contains { $0.kind == .slot }
        var returnsSpec = true
        if merged.children.count == 1, let r = merged.children.first {
            f.rootKey = r.key
            let e = element(r, r.present, &code, f, returned: r.isSpec)
            returnsSpec = e.isSpec
            if !e.code.isEmpty { code.line("return \(e.code)") }
        } else {
            // Defensive: the uses' roots did not merge into one element.
            code.line("return " + String(describing: contentFallback(merged, &code, f)))
        }
        let method = TemplateMethod(name: templateMethodNames[t]!, arguments: f.arguments, instanceIndex: index, hasSlot: hasSlot,
                                    returnsSpec: returnsSpec, code: code, callerStyle: f.callerStyle)
        templateMethods[t] = method
        templateOrder.append(t)
        return method
    }

    private func contentFallback(_ m: MNode, _ out: inout SwiftCode, _ f: MethodContext) -> String {
        switch children(m, m.present, &out, f, name: "parts") {
        case .list(let es): return es.first.map { $0.isSpec ? $0.code : "ASWrapperLayoutSpec(layoutElement: \($0.code))" } ?? "ASLayoutSpec()"
        case .variable(let v): return "ASWrapperLayoutSpec(layoutElement: \(v)[0])"
        }
    }

    func writeTemplateMethod(_ t: TemplateID, _ m: TemplateMethod, _ out: inout SwiftCode) {
        let inst = templateInstances[t]![0]
        let file = inst.root?.origin.relativeFile ?? fileName
        let line = templateLine(inst)
        out.line("/// `<template name=\"\(t.name)\">` (\(file):\(line)), once per `use`: the arguments are what its uses differ in.")
        var params = m.arguments.map { "\(SwiftNames.escaped($0.label)): \($0.type)" }
        if m.hasSlot { params.append("content: [ASLayoutElement]") }
        let result = m.returnsSpec ? "ASLayoutSpec" : "ASDisplayNode"
        let one = "private func \(m.name)(\(params.joined(separator: ", "))) -> \(result) {"
        if one.count + 4 <= SwiftCode.width {
            out.open(one)
        } else {
            out.open("private func \(m.name)(")
            for (k, p) in params.enumerated() { out.line(p + (k < params.count - 1 ? "," : "")) }
            out.reopen(") -> \(result) {")
        }
        out.append(m.code)
        out.close("}")
    }

    /// The line of the `<template>` element (above its body's root).
    private func templateLine(_ inst: Instance) -> Int {
        guard let root = inst.root else { return 0 }
        var l = root.origin.location
        l.column = root.origin.location.column
        let controls = sources.templateAncestor(of: l)
        return controls?.location.line ?? root.origin.location.line
    }
}
