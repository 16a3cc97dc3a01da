import LayoutEngine

extension Expander {
    func expandInclude(_ x: XMLElementNode, _ ctx: Context) throws -> XMLElementNode? {
        try step(x.location, ctx)
        guard let srcAttr = x.attribute("src") else {
            error("<include> needs 'src'", id: DiagnosticID.missingAttribute, at: x.location, ctx)
            return nil
        }
        guard let srcValue = Self.hasBraces(srcAttr.value) ? evaluateValue(srcAttr, ctx)?.textForm : srcAttr.value else { return nil }
        let path = ExpansionPaths.join(ctx.unit.directory, srcValue.trimmingWhitespace())
        // The file itself, however reached: an include of itself through a
        // symlinked folder (`l -> .`) is a cycle, not 64 levels of copies.
        let absolute = PathText.resolved(path)
        if ctx.active.contains(absolute) {
            let files = ctx.chain.filter { $0.note.hasPrefix("in file") }.map(\.name)
            let all = [Self.fileName(mainPath)] + files + [srcValue]
            error("include cycle: " + all.joined(separator: " → "), id: ExpansionID.includeCycle, at: x.location, ctx)
            throw Abort()
        }
        try enterNested(x, ctx)
        guard let unit = loadUnit(path: path, absolute: absolute, from: srcAttr, at: x.location, ctx) else { return nil }

        var given: [String: (ExpressionValue, SourceLocation?)] = [:]
        var overrides: [XMLAttribute] = []
        for a in x.attributes where a.name != "src" {
            if unit.parameterNames.contains(a.name) {
                if let v = argumentValue(a, ctx) { given[a.name] = (v, a.valueLocation) }
            } else if Self.styleAttributes.contains(a.name) {
                if let v = evaluateAttribute(a, element: x, ctx) { overrides.append(v) }
            } else {
                let hint = DidYouMean.suggestion(for: a.name, among: unit.parameterNames + Self.styleAttributes.sorted())
                    .map { "did you mean '\($0)'?" }
                error("'\(a.name)' is not a parameter of '\(srcValue)' nor a style attribute", id: ExpansionID.unknownParameter,
                      at: a.nameLocation, ctx, hint: hint)
            }
        }
        var inner = Context(unit: unit, scope: ExpansionScope([unit.dataFrame]))
        inner.chain = ctx.chain + [Link(location: x.location, note: "in file included from here", name: srcValue)]
        inner.active = ctx.active + [absolute]
        inner.depth = ctx.depth + 1
        inner.construct = x.location
        inner.elementDepth = ctx.elementDepth
        let overrideID = overrides.first { $0.name == "id" }?.value
        inner.keyPrefix = (overrideID ?? key(of: x, ctx)) + "/"
        inner.scope = try instantiate(unit, given: given, inner)
        return try produceOne(unit.body, parent: unit.root, at: x, overrides: overrides, inner)
    }

    /// Reads, parses and sorts an included file (once per file: a file that
    /// failed is not read again, its problems are counted as repeats).
    func loadUnit(path: String, absolute: String, from srcAttr: XMLAttribute, at include: SourceLocation,
                  _ ctx: Context) -> FileUnit? {
        if let u = units[absolute] { return u }
        if let failure = failedIncludes[absolute] {
            reportIncludeFailure(failure, from: srcAttr, at: include, ctx)
            return nil
        }
        if let refusal = boundary.refusal(of: path) {
            failedIncludes[absolute] = .unreadable(refusal)
            reportIncludeFailure(.unreadable(refusal), from: srcAttr, at: include, ctx)
            return nil
        }
        let source: LayoutSource
        switch LayoutSourceLoader.read(path: path, limits: limits) {
        case .failure(let d):
            failedIncludes[absolute] = .unreadable(d.message)
            reportIncludeFailure(.unreadable(d.message), from: srcAttr, at: include, ctx)
            return nil
        case .success(let s): source = s
        }
        // A file that is not a layout is never quoted in a message: one that
        // is not XML at all is not even parsed, and another XML file's text
        // is not kept for snippets.
        guard let isLayout = Self.startsWithLayoutElement(source.bytes) else {
            error("cannot include '\(srcAttr.value)': it is not a layout file (it does not start with <layout>)",
                  id: ExpansionID.includeFailed, at: srcAttr.valueLocation, ctx)
            return nil
        }
        if isLayout { includedSources.append(source) }
        dependencies.append(path)
        // What the file itself says is noted "in file included from here",
        // at the include (the language server shows it there).
        var c = ctx
        c.chain = ctx.chain + [Link(location: include, note: "in file included from here", name: srcAttr.value)]
        let (root, parsed) = LayoutSourceLoader.parse(source)
        if parsed.hasErrors || root == nil { failedIncludes[absolute] = .invalid(parsed) }
        for d in parsed { report(d, c) }
        guard let root, !parsed.hasErrors else { return nil }
        guard root.name == "layout" else {
            error("an included file's root element must be <layout>, found <\(root.name)>", id: DiagnosticID.invalidRoot,
                  at: root.location, c)
            return nil
        }
        let relative = ExpansionPaths.relative(path, to: mainDirectory)
        let unit = FileUnit(path: path, relativeFile: relative, keyName: relative, root: root, text: source.text)
        unit.readDefinitions { d in report(d, c) }
        c.unit = unit
        units[absolute] = unit
        loadData(unit, override: nil, c)
        return unit
    }

    /// Why an included file gave no unit.
    enum IncludeFailure {
        /// It could not be read (the reader's message).
        case unreadable(String)
        /// Its parse errors.
        case invalid([Diagnostic])
    }

    func reportIncludeFailure(_ failure: IncludeFailure, from srcAttr: XMLAttribute, at include: SourceLocation,
                              _ ctx: Context) {
        switch failure {
        case .unreadable(let why):
            error("cannot include '\(srcAttr.value)': \(why)", id: ExpansionID.includeFailed, at: srcAttr.valueLocation, ctx)
        case .invalid(let parsed):
            var c = ctx
            c.chain = ctx.chain + [Link(location: include, note: "in file included from here", name: srcAttr.value)]
            for d in parsed { report(d, c) }
        }
    }

    // MARK: Data

    /// The file's `data="…json"` (or `--data` for the main file) as its data frame.
    func loadData(_ unit: FileUnit, override: String?, _ ctx: Context?) {
        let attr = unit.root.attribute("data")
        let path: String
        if let override {
            path = override
        } else if let attr {
            path = ExpansionPaths.join(unit.directory, attr.value.trimmingWhitespace())
        } else {
            return
        }
        dependencies.append(path)
        let at = override == nil ? attr?.valueLocation : nil
        // `--data` is the user's own choice; a file's `data` stays in its project.
        if override == nil, let refusal = boundary.refusal(of: path) {
            return report(.error("cannot read data file '\(path)': \(refusal)", id: ExpansionID.data, at: at, file: path), ctx)
        }
        let bytes: [UInt8]
        switch LayoutFileReader.readBytes(atPath: path, limit: limits.maximumFileSize) {
        case .failure(let f):
            let why: String
            switch f {
            case .notFound: why = "no such file"
            case .isDirectory: why = "is a directory"
            case .notRegularFile: why = "not a regular file"
            case .tooLarge(let size): why = "too large (\(size.map { "\($0) bytes" } ?? "it grew while read"); the limit is \(limits.maximumFileSize) bytes)"
            case .unreadable(let reason): why = reason
            }
            return report(.error("cannot read data file '\(path)': \(why)", id: ExpansionID.data, at: at, file: path), ctx)
        case .success(let b): bytes = b
        }
        guard SourceByteText.firstInvalidUTF8Offset(bytes) == nil, !bytes.contains(0) else {
            return report(.error("data file '\(path)' is not UTF-8 text", id: ExpansionID.data, at: at, file: path), ctx)
        }
        // A file that is not JSON at all is refused without a word of its content.
        guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }),
              first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
            return report(.error("data file '\(path)' is not a JSON file (it does not start with '{')", id: ExpansionID.data,
                                 at: at, file: path), ctx)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let value: ExpressionValue
        do {
            value = try ExpressionValue.parseJSON(text)
        } catch {
            let p = SourceByteText.lineAndColumn(ofByte: min(error.offset, max(0, bytes.count - 1)), in: bytes)
            return report(.error("data file is not valid JSON: \(error.message)", id: ExpansionID.data,
                                 at: SourceLocation(file: path, line: p.line, column: p.column)), ctx)
        }
        guard case .object(let object) = value else {
            return report(.error("data file '\(path)' must hold a JSON object, found \(value.kindDescription)", id: ExpansionID.data,
                                 at: at, file: path, hint: "wrap it: {\"items\": …}"), ctx)
        }
        var frame: [String: ExpressionValue] = [:]
        for k in object.keys { frame[k] = object[k] }
        unit.dataFrame = frame
    }

    /// Whether the first element of `bytes` (after a byte-order mark, white
    /// space, an XML declaration, comments and processing instructions) is
    /// `<layout`; false for another element, nil when it does not start
    /// like XML at all.
    static func startsWithLayoutElement(_ bytes: [UInt8]) -> Bool? {
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skip(past end: [UInt8]) -> Bool {
            while i + end.count <= bytes.count {
                if bytes[i..<(i + end.count)].elementsEqual(end) { i += end.count; return true }
                i += 1
            }
            return false
        }
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            case UInt8(ascii: "<"):
                let rest = bytes[i...]
                if rest.starts(with: Array("<?".utf8)) { guard skip(past: Array("?>".utf8)) else { return nil }; continue }
                if rest.starts(with: Array("<!--".utf8)) { guard skip(past: Array("-->".utf8)) else { return nil }; continue }
                guard rest.starts(with: Array("<layout".utf8)) else { return false }
                let after = i + 7 < bytes.count ? bytes[i + 7] : 0
                return [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(after)
            default: return nil
            }
        }
        return nil
    }
}
