import XMLLayout

/// Completion from the sample data (issue 34): the keys after `{post.`
/// (the union of the keys of every object the path reads: each item of the
/// loop's array), and a `for`'s `in="…"` (the data's arrays, and the arrays
/// inside the loop variables around it).
struct DataCompletion {
    let scope: Scope

    private var scanner: MarkupScanner { scope.scanner }

    /// The sample values `name` takes at `element`: a loop variable's items,
    /// or a key of the file's data.
    func values(of name: String, at element: Int?, depth: Int = 0) -> [Any] {
        var p = element.flatMap { scanner.elements[$0].parent }
        while let q = p {
            let e = scanner.elements[q]
            if e.name == "for", e.attributes.first(where: { $0.name == "each" })?.value == name,
               let source = e.attributes.first(where: { $0.name == "in" })?.value, let path = Self.path(source) {
                return values(of: path, at: q, depth: depth).flatMap { ($0 as? [Any]) ?? [] }
            }
            if e.name == "template", depth < 8, e.children.contains(where: { child in
                scanner.elements[child].name == "param" && scanner.elements[child].attributes.contains { $0.name == "name" && $0.value == name }
            }) {
                return templateArgumentValues(name, template: q, depth: depth + 1)
            }
            p = e.parent
        }
        return scope.dataObject?[name].map { [$0] } ?? []
    }

    /// A template parameter's sample values: what its uses give it (`post="{post}"`).
    private func templateArgumentValues(_ name: String, template: Int, depth: Int) -> [Any] {
        guard let templateName = scanner.elements[template].attributes.first(where: { $0.name == "name" })?.value else { return [] }
        return scanner.elements.indices.flatMap { i -> [Any] in
            let e = scanner.elements[i]
            guard e.name == "use", e.attributes.contains(where: { $0.name == "template" && $0.value == templateName }),
                  let argument = e.attributes.first(where: { $0.name == name })?.value, let path = Self.path(argument)
            else { return [] }
            return values(of: path, at: i, depth: depth)
        }
    }

    /// The values a path (`post.author`) reads at `element`.
    func values(of path: [String], at element: Int?, depth: Int = 0) -> [Any] {
        guard let first = path.first else { return [] }
        var current = values(of: first, at: element, depth: depth)
        for component in path.dropFirst() {
            current = current.compactMap { ($0 as? [String: Any])?[component] }
        }
        return current
    }

    /// `feed.posts` from `feed.posts`, `{feed.posts}` or ` posts `; nil for anything else.
    static func path(_ text: String) -> [String]? {
        var t = Substring(text).drop { $0.isWhitespace }
        while t.last?.isWhitespace == true { t.removeLast() }
        if t.hasPrefix("{"), t.hasSuffix("}") { t = t.dropFirst().dropLast() }
        let parts = t.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
        else { return nil }
        return parts
    }

    /// The keys that may follow `base.` at `element`, with how many of the
    /// objects read there have each.
    func memberKeys(after base: [String], at element: Int?) -> [(key: String, count: Int, of: Int)] {
        let objects = values(of: base, at: element).compactMap { $0 as? [String: Any] }
        var counts: [String: Int] = [:]
        for object in objects { for key in object.keys { counts[key, default: 0] += 1 } }
        return counts.keys.sorted().map { ($0, counts[$0]!, objects.count) }
    }

    /// Paths to arrays a `for` at `element` can loop over: the data's (to
    /// two levels), and those inside the loop variables around it.
    func loopSources(at element: Int) -> [String] {
        var out: [String] = []
        func walk(_ value: Any, _ path: String, depth: Int) {
            if value is [Any] { out.append(path) }
            guard depth < 2, let object = value as? [String: Any] else { return }
            for key in object.keys.sorted() { walk(object[key]!, path + "." + key, depth: depth + 1) }
        }
        for name in scope.expressionNames(at: element) where name.kind == .loopVariable || name.kind == .data {
            for value in values(of: name.name, at: element).prefix(50) { walk(value, name.name, depth: 0) }
        }
        var seen = Set<String>()
        return out.filter { seen.insert($0).inserted }
    }

    /// At `cursor` inside `{…}` (or a bare `in`/`test` value) after `base.`:
    /// the path before the last dot and the range of the name being typed.
    static func member(in bytes: [UInt8], limits: Range<Int>, cursor: Int, braces: Bool) -> (base: [String], prefix: String, range: Range<Int>)? {
        guard limits.contains(cursor) || cursor == limits.upperBound else { return nil }
        func isName(_ b: UInt8) -> Bool {
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b >= 0x80
        }
        var start = cursor
        while start > limits.lowerBound && isName(bytes[start - 1]) { start -= 1 }
        var end = cursor
        while end < limits.upperBound && isName(bytes[end]) { end += 1 }
        guard start > limits.lowerBound, bytes[start - 1] == 0x2E else { return nil }
        var pathStart = start - 1
        while pathStart > limits.lowerBound && (isName(bytes[pathStart - 1]) || bytes[pathStart - 1] == 0x2E) { pathStart -= 1 }
        if braces { guard pathStart > limits.lowerBound, bytes[pathStart - 1] == 0x7B || Declarations.isInsideBraces(bytes, limits: limits, cursor: cursor) else { return nil } }
        let base = String(decoding: bytes[pathStart..<(start - 1)], as: UTF8.self)
        guard let path = path(base) else { return nil }
        return (path, String(decoding: bytes[start..<cursor], as: UTF8.self), start..<end)
    }
}

extension Features {
    /// `{post.|}`: the keys of the sample data the path reads; nil when the
    /// cursor is not after a path and a dot.
    static func dataMemberItems(_ doc: OpenDocument, scanner: MarkupScanner, element: Int?, limits: Range<Int>,
                                cursor: Int, braces: Bool = true) -> [[String: Any]]? {
        guard let member = DataCompletion.member(in: doc.index.bytes, limits: limits, cursor: cursor, braces: braces)
        else { return nil }
        let data = DataCompletion(scope: Scope(scanner: scanner, path: doc.path))
        return data.memberKeys(after: member.base, at: element)
            .filter { member.prefix.isEmpty || $0.key.lowercased().hasPrefix(member.prefix.lowercased()) }
            .map { key in
                let detail = key.count == key.of ? "data key" : "data key (in \(key.count) of \(key.of))"
                return item(key.key, kind: 5, edit: (member.range, key.key), index: doc.index, documentation: nil, detail: detail)
            }
    }

    /// `<for in="|">`: the arrays of the sample data it can loop over.
    static func loopSourceItems(_ doc: OpenDocument, scanner: MarkupScanner, element: Int, range: Range<Int>,
                                cursor: Int) -> [[String: Any]] {
        if let members = dataMemberItems(doc, scanner: scanner, element: element, limits: range, cursor: cursor, braces: false) {
            return members
        }
        let typed = String(String(decoding: doc.index.bytes[range.lowerBound..<cursor], as: UTF8.self)
            .drop { $0 == " " || $0 == "{" })
        let data = DataCompletion(scope: Scope(scanner: scanner, path: doc.path))
        return data.loopSources(at: element).filter { typed.isEmpty || $0.lowercased().hasPrefix(typed.lowercased()) }.map {
            item($0, kind: 5, edit: (range, $0), index: doc.index, documentation: nil, detail: "array in the sample data")
        }
    }
}
