import TextSupport

/// The source as Unicode scalars with line starts (`SourceText`'s), for
/// going between scalar offsets and `SourceLocation`s and for the fix-it
/// scanners that work on scalars.
struct ScannedText {
    let scalars: [Unicode.Scalar]
    let lineStarts: [Int]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        lineStarts = SourceText(text).scalarLineStarts()
    }

    /// The offset of a location on its line (its break included), to turn
    /// fix-it ranges into edits.
    func offsetOnLine(of location: SourceLocation) -> Int? {
        guard let column = location.column, location.line >= 1, location.line <= lineStarts.count else { return nil }
        let lineEnd = location.line < lineStarts.count ? lineStarts[location.line] : scalars.count
        let offset = lineStarts[location.line - 1] + column - 1
        return offset >= lineStarts[location.line - 1] && offset <= lineEnd ? offset : nil
    }

    func edit(for fixIt: Diagnostic.FixIt) -> FixItApplier.Edit? {
        guard let start = offsetOnLine(of: fixIt.range.start), let end = offsetOnLine(of: fixIt.range.end), start <= end
        else { return nil }
        return FixItApplier.Edit(start: start, end: end, replacement: fixIt.replacement)
    }

    func offset(of location: SourceLocation) -> Int? {
        guard let column = location.column, location.line >= 1, location.line <= lineStarts.count else { return nil }
        let offset = lineStarts[location.line - 1] + column - 1
        return offset < scalars.count && scalars[offset] == "<" ? offset : nil
    }

    /// True when the range is not on one line of the text, or has an `&` in it.
    func containsReference(in range: SourceRange) -> Bool {
        guard let startColumn = range.start.column, let endColumn = range.end.column,
              range.start.line == range.end.line, range.start.line >= 1, range.start.line <= lineStarts.count
        else { return !range.isEmpty }
        let start = lineStarts[range.start.line - 1] + startColumn - 1
        let end = lineStarts[range.start.line - 1] + endColumn - 1
        guard start >= 0, end <= scalars.count, start <= end else { return true }
        return scalars[start..<end].contains { $0 == "&" || $0 == "\n" || $0 == "\r" }
    }

    func range(from offset: Int, length: Int, file: String) -> SourceRange {
        // The last line start at or before the offset (binary search: a
        // file may have thousands of renames).
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let line = low
        return SourceRange(start: SourceLocation(file: file, line: line + 1, column: offset - lineStarts[line] + 1),
                           length: length)
    }

    private func isNameEnd(_ i: Int) -> Bool {
        i >= scalars.count || [" ", "\t", "\n", "\r", "/", ">"].contains(scalars[i])
    }

    /// The tag name starting at `offset`.
    func name(at offset: Int) -> String? {
        var i = offset
        var name = String.UnicodeScalarView()
        while !isNameEnd(i) { name.append(scalars[i]); i += 1 }
        return name.isEmpty ? nil : String(name)
    }

    func hasPrefix(_ prefix: String, at i: Int) -> Bool {
        let p = Array(prefix.unicodeScalars)
        return i + p.count <= scalars.count && Array(scalars[i..<(i + p.count)]) == p
    }

    /// The offset just past `terminator` from `i`, or nil.
    private func skip(past terminator: String, from i: Int) -> Int? {
        var j = i
        while j < scalars.count {
            if hasPrefix(terminator, at: j) { return j + terminator.unicodeScalars.count }
            j += 1
        }
        return nil
    }

    /// The `>` ending the tag that starts at `i` (quotes respected), and
    /// whether it is `/>`.
    func tagEnd(from i: Int) -> (end: Int, selfClosing: Bool)? {
        var j = i + 1
        var quote: Unicode.Scalar?
        while j < scalars.count {
            let c = scalars[j]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == ">" {
                return (j, scalars[j - 1] == "/")
            }
            j += 1
        }
        return nil
    }

    enum EndTag { case selfClosing, at(Int), notFound }

    /// Where the name of the end tag matching the start tag at `offset` is.
    func endTagName(ofStartTagAt offset: Int, name: String) -> EndTag {
        guard let first = tagEnd(from: offset) else { return .notFound }
        if first.selfClosing { return .selfClosing }
        var depth = 1
        var i = first.end + 1
        while i < scalars.count {
            guard scalars[i] == "<" else { i += 1; continue }
            if hasPrefix("<!--", at: i) {
                guard let next = skip(past: "-->", from: i + 4) else { return .notFound }
                i = next
            } else if hasPrefix("<![CDATA[", at: i) {
                guard let next = skip(past: "]]>", from: i + 9) else { return .notFound }
                i = next
            } else if hasPrefix("<?", at: i) {
                guard let next = skip(past: "?>", from: i + 2) else { return .notFound }
                i = next
            } else {
                let closing = hasPrefix("</", at: i)
                let nameStart = i + (closing ? 2 : 1)
                guard let tag = tagEnd(from: i) else { return .notFound }
                if self.name(at: nameStart) == name {
                    if closing {
                        depth -= 1
                        if depth == 0 { return .at(nameStart) }
                    } else if !tag.selfClosing {
                        depth += 1
                    }
                }
                i = tag.end + 1
            }
        }
        return .notFound
    }
}
