import LayoutEngine

extension Expander {
    // MARK: for, if/else, slot

    func expandFor(_ x: XMLElementNode, into out: inout [XMLElementNode], _ ctx: Context) throws {
        try step(x.location, ctx)
        guard let each = x.attribute("each")?.value.trimmingWhitespace(), !each.isEmpty else {
            return error("<for> needs 'each' (the name of the item)", id: DiagnosticID.missingAttribute, at: x.location, ctx)
        }
        guard let inAttr = x.attribute("in") else {
            return error("<for> needs 'in' (an array)", id: DiagnosticID.missingAttribute, at: x.location, ctx)
        }
        guard let value = evaluateBare(inAttr, ctx) else { return }
        guard case .array(let items) = value else {
            return error("'in' must be an array, found \(value.kindDescription)", id: ExpansionID.notAnArray,
                         at: inAttr.valueLocation, ctx)
        }
        let indexName = x.attribute("index")?.value.trimmingWhitespace()
        var c = ctx
        c.construct = x.location
        let base = ctx.scope
        for (i, item) in items.enumerated() {
            try step(x.location, ctx)
            var frame = [each: item]
            if let indexName, !indexName.isEmpty { frame[indexName] = .number(Double(i)) }
            c.scope = base.pushing(frame)
            c.loopIndices = ctx.loopIndices + [i]
            out += try expandChildren(x.children, parent: x, c)
        }
    }

    func expandIf(_ x: XMLElementNode, else elseBranch: XMLElementNode?, into out: inout [XMLElementNode], _ ctx: Context) throws {
        try step(x.location, ctx)
        guard let test = x.attribute("test") else {
            return error("<if> needs 'test'", id: DiagnosticID.missingAttribute, at: x.location, ctx)
        }
        guard let value = evaluateBare(test, ctx) else { return }
        if value.isTruthy {
            out += try expandChildren(x.children, parent: x, ctx)
        } else if let elseBranch {
            out += try expandChildren(elseBranch.children, parent: elseBranch, ctx)
        }
    }

    func expandSlot(_ x: XMLElementNode, parent: XMLElementNode, into out: inout [XMLElementNode], _ ctx: Context) throws {
        guard let slot = ctx.slot else {
            return error("<slot/> belongs inside a <template>", id: ExpansionID.misplacedSlot, at: x.location, ctx)
        }
        let before = out.count
        var caller = slot.context
        caller.elementDepth = ctx.elementDepth
        out += try expandChildren(slot.children, parent: x, caller)
        if Self.oneChildParents.contains(parent.name), out.count - before != 1 {
            error("<slot/> must receive exactly one element here (<\(parent.name)> takes one), but gets \(out.count - before)",
                  id: ExpansionID.childCount, at: x.location, ctx)
        }
    }

    /// `in`/`test`: an expression with or without braces.
    func evaluateBare(_ a: XMLAttribute, _ ctx: Context) -> ExpressionValue? {
        let v = a.value
        let trimmed = v.trimmingWhitespace()
        do {
            if trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), !trimmed.hasPrefix("{{") {
                return try evaluate(interpolated(v), written: v, at: a.valueLocation, ctx)
            }
            if let e = parsedExpressions[v] { return try evaluate(e, written: v, at: a.valueLocation, ctx) }
            let e = try Expression.parse(v)
            parsedExpressions[v] = e
            return try evaluate(e, written: v, at: a.valueLocation, ctx)
        } catch {
            reportExpressionError(error, in: v, at: a.valueLocation, ctx)
            return nil
        }
    }

    // MARK: use

    /// Exactly those of the style-attribute table (`id` and `debugName` among them).
    static let styleAttributes: Set<String> = Set(AttributeGroup.style.attributes)  // version 1's: no `style` itself

    func expandUse(_ x: XMLElementNode, _ ctx: Context) throws -> XMLElementNode? {
        try step(x.location, ctx)
        guard let nameAttr = x.attribute("template") else {
            error("<use> needs 'template'", id: DiagnosticID.missingAttribute, at: x.location, ctx)
            return nil
        }
        let name = nameAttr.value.trimmingWhitespace()
        guard let template = ctx.unit.templates[name] else {
            let hint = DidYouMean.suggestion(for: name, among: Array(ctx.unit.templates.keys)).map { "did you mean '\($0)'?" }
            error("unknown template '\(name)'", id: ExpansionID.unknownTemplate, at: nameAttr.valueLocation, ctx, hint: hint)
            return nil
        }
        let identity = ctx.unit.path + "#" + name
        if ctx.active.contains(identity) {
            let names = ctx.chain.filter { $0.note.hasPrefix("in template") }.map(\.name) + [name]
            let start = names.firstIndex(of: name) ?? 0
            error("template '\(name)' uses itself: " + names[start...].joined(separator: " → "), id: ExpansionID.recursion,
                  at: x.location, ctx)
            throw Abort()
        }
        try enterNested(x, ctx)
        let params = FileUnit.templateParameters(template)
        let paramNames = params.compactMap { $0.attribute("name")?.value }
        var given: [String: (ExpressionValue, SourceLocation?)] = [:]
        var overrides: [XMLAttribute] = []
        for a in x.attributes where a.name != "template" {
            if paramNames.contains(a.name) {
                if let v = argumentValue(a, ctx) { given[a.name] = (v, a.valueLocation) }
            } else if Self.styleAttributes.contains(a.name) {
                if let v = evaluateAttribute(a, element: x, ctx) { overrides.append(v) }
            } else {
                let hint = DidYouMean.suggestion(for: a.name, among: paramNames + Self.styleAttributes.sorted()).map { "did you mean '\($0)'?" }
                error("'\(a.name)' is not a parameter of template '\(name)' nor a style attribute", id: ExpansionID.unknownParameter,
                      at: a.nameLocation, ctx, hint: hint ?? (paramNames.isEmpty ? nil : "its parameters: " + paramNames.joined(separator: ", ")))
            }
        }
        var inner = ctx
        inner.chain.append(Link(location: x.location, note: "in template '\(name)' used here", name: name))
        inner.active.append(identity)
        inner.depth += 1
        inner.construct = x.location
        var frame: [String: ExpressionValue] = [:]
        let fileScope = ExpansionScope(Array(ctx.scope.frames.prefix(2)))
        for p in params {
            let pname = p.attribute("name")!.value
            frame[pname] = parameterValue(p, name: pname, given: given[pname], scope: fileScope.pushing(frame), inner)
        }
        inner.scope = fileScope.pushing(frame)
        let overrideID = overrides.first { $0.name == "id" }?.value
        inner.keyPrefix = (overrideID ?? key(of: x, ctx)) + "/"
        inner.loopIndices = []
        inner.slot = Slot(children: x.children, context: ctx)
        return try produceOne(FileUnit.templateBody(template), parent: template, at: x, overrides: overrides, inner)
    }

    /// A parameter given as an attribute: `{expr}` typed, else JSON or a string.
    func argumentValue(_ a: XMLAttribute, _ ctx: Context) -> ExpressionValue? {
        Self.hasBraces(a.value) ? evaluateValue(a, ctx) : ExpressionValue.fromLiteral(a.value)
    }

    /// Expands a template body or an included layout element into the one
    /// element that replaces the use/include, with the use/include's style
    /// attributes applied over it.
    func produceOne(_ body: [XMLElementNode], parent: XMLElementNode, at x: XMLElementNode, overrides: [XMLAttribute],
                    _ inner: Context) throws -> XMLElementNode? {
        let first = origins.count
        let produced = try expandChildren(body, parent: parent, inner)
        guard produced.count == 1, var root = produced.first else {
            if !body.isEmpty, body.count == 1, !["for", "if"].contains(body[0].name) {
                error("<\(x.name)> must produce exactly one element, but gives \(produced.count)", id: ExpansionID.childCount,
                      at: x.location, inner)
            }
            return nil
        }
        for o in overrides {
            if let i = root.attributes.firstIndex(where: { $0.name == o.name }) { root.attributes[i] = o } else { root.attributes.append(o) }
        }
        if let id = overrides.first(where: { $0.name == "id" })?.value, first < origins.count {
            origins[first].id = id
            origins[first].key = id
        }
        return root
    }
}
