extension Expander {
    /// Specs (and `<layout>`, and a template body) that take exactly one child:
    /// a for/if/slot there must expand to exactly one element.
    static let oneChildParents: Set<String> = ["inset", "center", "ratio", "relative", "wrapper", "layout", "template"]

    func expandChildren(_ children: [XMLElementNode], parent: XMLElementNode, _ ctx: Context) throws -> [XMLElementNode] {
        var out: [XMLElementNode] = []
        out.reserveCapacity(children.count)
        let needsOne = Self.oneChildParents.contains(parent.name)
        var i = 0
        while i < children.count {
            let x = children[i]
            i += 1
            switch x.name {
            case "for", "if", "slot":
                var elseBranch: XMLElementNode?
                if x.name == "if", i < children.count, children[i].name == "else" {
                    elseBranch = children[i]
                    i += 1
                }
                let before = out.count
                switch x.name {
                case "for": try expandFor(x, into: &out, ctx)
                case "if": try expandIf(x, else: elseBranch, into: &out, ctx)
                default: try expandSlot(x, parent: parent, into: &out, ctx)
                }
                let produced = out.count - before
                if needsOne, produced != 1, x.name != "slot" {
                    let what = parent.name == "layout" ? "<layout>" : parent.name == "template" ? "a template" : "<\(parent.name)>"
                    error("<\(x.name)> must expand to exactly one element here (\(what) takes one), but gives \(produced)",
                          id: ExpansionID.childCount, at: x.location, ctx)
                }
            case "else":
                error("<else> must follow an <if>", id: ExpansionID.misplacedElse, at: x.location, ctx)
            case "use":
                if let e = try expandUse(x, ctx) { out.append(e) }
            case "include":
                if let e = try expandInclude(x, ctx) { out.append(e) }
            case "const", "param", "style", "template":
                error("<\(x.name)> belongs at the top of <layout>, before the layout element", id: ExpansionID.misplacedDefinition,
                      at: x.location, ctx)
            default:
                out.append(try expandElement(x, ctx))
            }
        }
        return out
    }

    /// A plain element: attributes (with styles) and text evaluated, children expanded.
    func expandElement(_ x: XMLElementNode, _ ctx: Context) throws -> XMLElementNode {
        try countElement(x, ctx)
        try checkElementDepth(x, ctx)
        let attributes = elementAttributes(x, ctx)
        let id = attributes.first { $0.name == "id" }?.value
        origins.append(ElementOrigin(
            location: x.location, relativeFile: ctx.unit.relativeFile, key: id ?? key(of: x, ctx), id: id,
            loopIndices: ctx.loopIndices, notes: ctx.notes))
        var inner = ctx
        inner.elementDepth += 1
        let children = x.children.isEmpty ? [] : try expandChildren(x.children, parent: x, inner)
        let text = Self.hasBraces(x.text) ? evaluateText(x, ctx) : x.text
        try countOutput(attributes, text: text, at: x, ctx)
        return XMLElementNode(name: x.name, location: x.location, attributes: attributes, children: children, text: text)
    }

    /// `file:line:col[i]…`, after the prefix of the use/include that produced it.
    func key(of x: XMLElementNode, _ ctx: Context) -> String {
        var k = ctx.keyPrefix + ctx.unit.keyName + ":\(x.location.line):\(x.location.column ?? 0)"
        for i in ctx.loopIndices { k += "[\(i)]" }
        return k
    }

    /// The element's attributes: its styles' first (left to right), then its
    /// own, which win; expressions evaluated; a whole-null value left out.
    func elementAttributes(_ x: XMLElementNode, _ ctx: Context) -> [XMLAttribute] {
        guard let styleAttr = x.attribute("style") else {
            var out: [XMLAttribute] = []
            out.reserveCapacity(x.attributes.count)
            for a in x.attributes {
                if let v = evaluateAttribute(a, element: x, ctx) { out.append(v) }
            }
            return out
        }
        var out: [XMLAttribute] = []
        func set(_ a: XMLAttribute) {
            if let i = out.firstIndex(where: { $0.name == a.name }) { out[i] = a } else { out.append(a) }
        }
        var offset = 0
        for word in styleAttr.value.split(separator: " ", omittingEmptySubsequences: false) {
            defer { offset += word.unicodeScalars.count + 1 }
            let name = String(word)
            guard !name.isEmpty else { continue }
            var at = styleAttr.valueLocation
            at.column = (at.column ?? 1) + offset
            guard let style = ctx.unit.styles[name] else {
                let hint = DidYouMean.suggestion(for: name, among: Array(ctx.unit.styles.keys)).map { "did you mean '\($0)'?" }
                error("unknown style '\(name)'", id: ExpansionID.unknownStyle, at: at, ctx, hint: hint)
                continue
            }
            for a in style.attributes where a.name != "name" {
                guard var v = evaluateAttribute(a, element: style, ctx) else { continue }
                // An element that cannot take the attribute is told at its
                // `style` (naming the style); a wrong value is where it is
                // written, in the style, once for all its uses.
                v.nameLocation = at
                styleOrigins[at] = name
                set(v)
            }
        }
        for a in x.attributes where a.name != "style" {
            // A whole-null value is left out, as if not written: a style's value stays.
            if let v = evaluateAttribute(a, element: x, ctx) { set(v) }
        }
        return out
    }

    /// One attribute with its expressions evaluated; nil when its whole value is null.
    func evaluateAttribute(_ a: XMLAttribute, element: XMLElementNode, _ ctx: Context) -> XMLAttribute? {
        var out = a
        if Self.hasBraces(a.value) {
            guard let value = evaluateValue(a, ctx) else { return a }
            if value == .null { return nil }
            out.value = value.textForm
        }
        // A path is relative to the file where it is written; the built
        // tree resolves paths against the main file's folder.
        if a.name == "src", ctx.unit.relativeFile != nil, element.name != "include", !out.value.hasPrefix("/") {
            out.value = rebase(out.value, ctx)
        }
        return out
    }

    /// A path relative to an included file, made relative to the main file's folder.
    func rebase(_ path: String, _ ctx: Context) -> String {
        ExpansionPaths.relative(ExpansionPaths.join(ctx.unit.directory, path), to: mainDirectory)
    }

    /// The attribute's value: typed for a lone `{expr}`, else a string; nil after an error.
    func evaluateValue(_ a: XMLAttribute, _ ctx: Context) -> ExpressionValue? {
        do {
            return try evaluate(interpolated(a.value), written: a.value, at: a.valueLocation, ctx)
        } catch {
            reportExpressionError(error, in: a.value, at: a.valueLocation, ctx)
            return nil
        }
    }

    func interpolated(_ text: String) throws(ExpressionError) -> InterpolatedText {
        if let p = parsedTexts[text] { return p }
        let p = try InterpolatedText.parse(text)
        parsedTexts[text] = p
        return p
    }

    func reportExpressionError(_ e: ExpressionError, in value: String, at start: SourceLocation, _ ctx: Context) {
        // The budget is spent once: one error where it ran out, then the
        // expansion stops (at its next step).
        if exhausted { return }
        if e.isLimit { exhausted = true }
        let at = Self.location(ofOffset: e.offset, in: value, from: start)
        let id = e.isLimit ? ExpansionID.tooManyElements
            : e.message.hasPrefix("unknown name") ? ExpansionID.unknownName : ExpansionID.expression
        error(e.message, id: id, at: at, ctx, hint: e.isLimit ? limits.hugeHint : e.hint)
    }

    /// Where the UTF-8 `offset` of `value` (written from `start`) is in the file.
    static func location(ofOffset offset: Int, in value: String, from start: SourceLocation) -> SourceLocation {
        var at = start
        let utf8 = Array(value.utf8)
        let prefix = String(decoding: utf8[0..<min(max(0, offset), utf8.count)], as: UTF8.self)
        if let lastBreak = prefix.lastIndex(of: "\n") {
            at.line += prefix.filter { $0 == "\n" }.count
            at.column = prefix[prefix.index(after: lastBreak)...].unicodeScalars.count + 1
        } else {
            at.column = (at.column ?? 1) + prefix.unicodeScalars.count
        }
        return at
    }

    /// Evaluates `text` (written at `location`) in the context's scope, within
    /// the expansion's budget, telling the data-path log which keys it reads.
    func evaluate(_ text: InterpolatedText, written value: String, at location: SourceLocation,
                  _ ctx: Context) throws(ExpressionError) -> ExpressionValue {
        dataPaths.current = (location, value)
        return try text.evaluate(in: LoggedScope(base: ctx.scope, log: dataPaths), budget: &budget)
    }

    func evaluate(_ e: Expression, written value: String, at location: SourceLocation,
                  _ ctx: Context) throws(ExpressionError) -> ExpressionValue {
        dataPaths.current = (location, value)
        return try e.evaluate(in: LoggedScope(base: ctx.scope, log: dataPaths), budget: &budget)
    }

    /// Text with `{…}`, evaluated; errors located in the text as written.
    func evaluateText(_ x: XMLElementNode, _ ctx: Context) -> String {
        do {
            return try evaluate(interpolated(x.text), written: x.text, at: textStart(of: x, ctx.unit), ctx).textForm
        } catch {
            reportExpressionError(error, in: x.text, at: textStart(of: x, ctx.unit), ctx)
            return ""
        }
    }

    /// Where an element's character data starts: just after its start tag
    /// (the text of a `<text>` element is one run right after it).
    func textStart(of x: XMLElementNode, _ unit: FileUnit) -> SourceLocation {
        var line = x.location.line
        var column = x.location.column ?? 1
        var quote: Character?
        while let text = unit.lines.line(line) {
            let chars = Array(text)
            var i = column - 1
            while i < chars.count {
                let c = chars[i]
                if let q = quote { if c == q { quote = nil } } else if c == "\"" || c == "'" { quote = c } else if c == ">" {
                    return SourceLocation(file: x.location.file, line: line, column: i + 2)
                }
                i += 1
            }
            line += 1
            column = 1
        }
        return x.location
    }
}
