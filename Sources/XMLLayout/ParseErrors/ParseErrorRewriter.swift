import TextSupport

/// Says one libxml2 parser error in plain words, with its fix.
struct ParseErrorRewriter {
    /// Where libxml2's line and column (near the mistake, not its extent) are looked up.
    let source: SourceText?
    let location: SourceLocation
    let issue: LibXMLIssue

    private var file: String { location.file }

    func rewrite(_ kind: ParseErrorKind) -> Diagnostic? {
        switch kind {
        case .bareAmpersand:
            return unescaped("&", id: .unescapedAmpersand, entity: "&amp;",
                             message: "'&' starts an entity reference; write '&amp;' for a literal ampersand")
        case .undefinedEntity: return undefinedEntity()
        case .lessThanInText:
            return unescaped("<", id: .unescapedLessThan, entity: "&lt;",
                             message: "'<' starts a tag; write '&lt;' for a literal less-than sign")
        case .unquotedValue: return unquotedValue()
        case .missingEquals: return missingEquals()
        case .duplicateAttribute: return duplicateAttribute()
        case .tagMismatch: return tagMismatch()
        case .unclosedAtEnd: return unclosedAtEnd()
        case .contentAfterRoot:
            return .error("content after the end of the root element: a layout file has one root, <layout>",
                          id: .contentAfterRoot, at: location, hint: "remove it, or move it inside <layout>")
        case .unfinishedStartTag: return unfinishedStartTag()
        case .brokenStartTag, .other: return nil
        }
    }

    // MARK: - Cases

    /// A markup character (`&`, `<`) meant as itself: the fix-it writes its entity.
    private func unescaped(_ character: String, id: Diagnostic.Code, entity: String, message: String) -> Diagnostic {
        guard let at = find(character, before: location.column, on: location.line) else {
            return .error(message, id: id, at: location)
        }
        let range = range(at, length: 1)
        return .error(message, id: id, range: range, fixIts: [.init(range: range, replacement: entity)])
    }

    /// Character references for the HTML entities people type most.
    static let htmlEntities: [String: String] = [
        "nbsp": "&#160;", "copy": "&#169;", "reg": "&#174;", "trade": "&#8482;", "mdash": "&#8212;",
        "ndash": "&#8211;", "hellip": "&#8230;", "bull": "&#8226;", "middot": "&#183;", "times": "&#215;",
        "euro": "&#8364;", "pound": "&#163;", "deg": "&#176;", "laquo": "&#171;", "raquo": "&#187;",
        "lsquo": "&#8216;", "rsquo": "&#8217;", "ldquo": "&#8220;", "rdquo": "&#8221;", "larr": "&#8592;",
        "rarr": "&#8594;", "uarr": "&#8593;", "darr": "&#8595;", "hearts": "&#9829;", "check": "&#10003;",
    ]

    private func undefinedEntity() -> Diagnostic {
        let name = issue.str1 ?? quoted(issue.message) ?? "?"
        let message = "unknown entity '&\(name);': XML defines only &amp; &lt; &gt; &quot; and &apos;"
        let reference = ParseErrorRewriter.htmlEntities[name]
        let hint = reference.map { "write the character reference \($0) instead" }
            ?? "write the character itself, or a character reference such as &#160;"
        guard let at = find("&" + name, before: location.column.map { $0 + 1 }, on: location.line) else {
            return .error(message, id: .unknownEntity, at: location, hint: hint)
        }
        let range = range(at, length: name.unicodeScalars.count + 2)
        return .error(message, id: .unknownEntity, range: range, hint: hint,
                      fixIts: reference.map { [.init(range: range, replacement: $0)] } ?? [])
    }


    /// `fontSize=14`: the column is the value's first character.
    private func unquotedValue() -> Diagnostic? {
        guard let line = source?.lineScalars(location.line), let column = location.column, column >= 2, column - 1 <= line.count,
              column - 2 < line.count, line[column - 2] == "=" else { return nil }
        var end = column - 1
        while end < line.count, !" \t>".unicodeScalars.contains(line[end]),
              !(line[end] == "/" && end + 1 < line.count && line[end + 1] == ">") { end += 1 }
        let value = String(String.UnicodeScalarView(line[(column - 1)..<end]))
        let name = attributeName(endingBefore: column - 2, in: line)
        let written = "\(name ?? "the attribute")=\"\(value)\""
        let range = range(column - 1, length: end - (column - 1))
        return .error("attribute values must be quoted: \(written)", id: .unquotedAttribute, range: range,
                      fixIts: value.isEmpty ? [] : [.init(range: range, replacement: "\"\(value)\"")])
    }

    /// `maxLines"2"`: the column is where the `=` should be.
    private func missingEquals() -> Diagnostic? {
        let name = issue.str1 ?? lastWord(issue.message)
        guard let line = source?.lineScalars(location.line), let column = location.column, column >= 1 else { return nil }
        let next = column - 1 < line.count ? line[column - 1] : " "
        let hasValue = next == "\"" || next == "'"
        let at = range(column - 1, length: 0)
        // The range: the attribute's name, just before the column (white space between allowed).
        var nameEnd = min(column - 1, line.count)
        while nameEnd > 0, line[nameEnd - 1] == " " || line[nameEnd - 1] == "\t" { nameEnd -= 1 }
        var nameStart = nameEnd
        while nameStart > 0, isNameScalar(line[nameStart - 1]) { nameStart -= 1 }
        let shown = nameStart < nameEnd ? range(nameStart, length: nameEnd - nameStart) : at
        return .error(hasValue ? "missing '=' between the attribute name '\(name)' and its value"
                               : "attribute '\(name)' has no value: write \(name)=\"…\"",
                      id: .missingEquals, range: shown, fixIts: hasValue ? [.init(range: at, replacement: "=")] : [])
    }

    /// The column is at the end of the start tag; the repeated attribute is
    /// found in the tag, and the fix removes the second one.
    private func duplicateAttribute() -> Diagnostic? {
        let name = issue.str1 ?? lastWord(issue.message.replacingSuffix(" redefined"))
        let message = "attribute '\(name)' is given twice in one start tag; keep one"
        guard let line = source?.lineScalars(location.line), let column = location.column else {
            return .error(message, id: .duplicateAttribute, at: location)
        }
        let end = min(column - 1, line.count)
        guard let tagStart = line[..<end].lastIndex(of: "<") else { return .error(message, id: .duplicateAttribute, at: location) }
        let occurrences = attributeOccurrences(of: name, in: line, from: tagStart, to: end)
        guard occurrences.count >= 2 else { return .error(message, id: .duplicateAttribute, at: location) }
        let first = occurrences[0], second = occurrences[1]
        var removeFrom = second.start
        while removeFrom > 0, line[removeFrom - 1] == " " || line[removeFrom - 1] == "\t" { removeFrom -= 1 }
        return .error(message, id: .duplicateAttribute, range: range(second.start, length: name.unicodeScalars.count),
                      notes: [.init(message: "'\(name)' is first given here",
                                    location: SourceLocation(file: file, line: location.line, column: first.start + 1))],
                      fixIts: [.init(range: range(removeFrom, length: second.end - removeFrom), replacement: "")])
    }

    private func tagMismatch() -> Diagnostic? {
        guard let opened = issue.str1, let closed = issue.str2 else { return nil }
        let openedAt = "<\(opened)> opened on line \(issue.int1)"
        let note = Diagnostic.Note(message: "<\(opened)> is opened here", location: openingTag(opened, line: issue.int1))
        guard let at = find("</" + closed, before: location.column, on: location.line) else {
            return .error("closing tag </\(closed)> does not match \(openedAt)", id: .mismatchedTag, at: location, notes: [note])
        }
        let nameRange = range(at + 2, length: closed.unicodeScalars.count)
        if DidYouMean.suggestion(for: closed, among: [opened]) == opened {
            return .error("closing tag </\(closed)> does not match \(openedAt)", id: .mismatchedTag, range: nameRange,
                          hint: "did you mean </\(opened)>?", notes: [note],
                          fixIts: [.init(range: nameRange, replacement: opened)])
        }
        return .error("<\(opened)> (line \(issue.int1)) is not closed before </\(closed)>", id: .unclosedTag,
                      range: nameRange, hint: "close it with </\(opened)>, or write <\(opened) … /> if it is empty",
                      notes: [note], fixIts: [.init(range: range(at, length: 0), replacement: "</\(opened)>")])
    }

    /// "Premature end of data in tag stack line 2".
    private func unclosedAtEnd() -> Diagnostic? {
        let words = issue.message.split(separator: " ")
        guard let tagIndex = words.lastIndex(of: "tag"), tagIndex + 1 < words.count else { return nil }
        let name = String(words[tagIndex + 1])
        let line = words.last.flatMap { Int($0) } ?? issue.int1
        let opening = openingTag(name, line: line)
        let end = source.map { SourceLocation(file: file, line: $0.lineCount, column: ($0.lineScalars($0.lineCount)?.count ?? 0) + 1) }
        return .error("the file ends before <\(name)> (opened on line \(line)) is closed", id: .unclosedTag,
                      at: opening.column == nil ? location : opening,
                      hint: "close it with </\(name)>",
                      fixIts: end.map { [.init(range: SourceRange(start: $0, end: $0), replacement: "</\(name)>\n")] } ?? [])
    }

    /// "Couldn't find end of Start Tag text line 2": a value's closing
    /// quote is missing (`fontSize="14>Hi`, `a="1 b="2"`), or the tag's `>`
    /// (`<stack` then the next tag).
    private func unfinishedStartTag() -> Diagnostic? {
        let words = issue.message.split(separator: " ")
        guard let tagIndex = words.firstIndex(of: "Tag"), tagIndex + 1 < words.count, let source,
              let errorColumn = location.column else { return nil }
        let name = String(words[tagIndex + 1])
        let line = words.last.flatMap { Int($0) } ?? location.line
        guard line <= location.line, let openColumn = openingTag(name, line: line).column else { return nil }
        // The tag's characters from `<name` up to the error, with their places.
        var chars: [(line: Int, offset: Int, scalar: Unicode.Scalar)] = []
        for l in line...location.line {
            guard let text = source.lineScalars(l) else { return nil }
            let from = l == line ? openColumn - 1 : 0
            let to = l == location.line ? min(errorColumn - 1, text.count) : text.count
            if from < to { for o in from..<to { chars.append((l, o, text[o])) } }
            if l != location.line { chars.append((l, text.count, "\n")) }
        }
        func place(_ i: Int) -> SourceLocation {
            i < chars.count ? SourceLocation(file: file, line: chars[i].line, column: chars[i].offset + 1) : location
        }
        func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" }
        /// ` name=` at `k`: the next attribute begins there.
        func attributeStarts(after k: Int) -> Bool {
            var j = k
            while j < chars.count, isSpace(chars[j].scalar) { j += 1 }
            let nameStart = j
            while j < chars.count, isNameScalar(chars[j].scalar) { j += 1 }
            return j > nameStart && j < chars.count && chars[j].scalar == "="
        }
        var i = 1 + name.unicodeScalars.count
        while i < chars.count {
            let q = chars[i].scalar
            guard q == "\"" || q == "'" else { i += 1; continue }
            var close = i + 1
            while close < chars.count, chars[close].scalar != q { close += 1 }
            let end = close < chars.count ? close : chars.count
            if let k = ((i + 1)..<max(i + 1, end)).first(where: {
                let c = chars[$0].scalar
                return c == ">" || c == "\n" || (c == " " && attributeStarts(after: $0))
            }) ?? (close >= chars.count ? chars.count : nil) {
                var n = i - 1
                while n > 0, isSpace(chars[n].scalar) || chars[n].scalar == "=" { n -= 1 }
                var nameStart = n
                while nameStart > 0, isNameScalar(chars[nameStart - 1].scalar) { nameStart -= 1 }
                let attribute = String(String.UnicodeScalarView(chars[nameStart...n].map(\.scalar)))
                let at = place(k)
                return .error("the value of '\(attribute)' has no closing quote", id: .unclosedQuote,
                              range: SourceRange(start: place(i), length: 1),
                              hint: "close it with \(q == "\"" ? "'\"'" : "\"'\"")",
                              fixIts: [.init(range: SourceRange(start: at, end: at), replacement: String(q))])
            }
            i = close + 1
        }
        // No open quote: the `>` is missing, the next tag (or the end) came first.
        let errorLine = source.lineScalars(location.line) ?? []
        let atError: Unicode.Scalar? = errorColumn - 1 < errorLine.count ? errorLine[errorColumn - 1] : nil
        if let c = atError, isNameScalar(c), errorColumn >= 2, errorLine[errorColumn - 2] == "\"" || errorLine[errorColumn - 2] == "'" {
            // `debugName="cell"backgroundColor="white"`: no space between two attributes.
            var end = errorColumn - 1
            while end < errorLine.count, isNameScalar(errorLine[end]) { end += 1 }
            let attribute = String(String.UnicodeScalarView(errorLine[(errorColumn - 1)..<end]))
            let at = SourceLocation(file: file, line: location.line, column: errorColumn)
            return .error("no space before the attribute '\(attribute)': attributes are separated by white space",
                          id: .missingSpace, range: range(errorColumn - 1, length: end - (errorColumn - 1)),
                          fixIts: [.init(range: SourceRange(start: at, end: at), replacement: " ")])
        }
        let slash = atError == "/" && (errorColumn >= errorLine.count || errorLine[errorColumn] != ">") // `<box/`
        guard atError == nil || atError == "<" || slash,
              let last = chars.lastIndex(where: { !isSpace($0.scalar) }) else {
            // Something else where an attribute should start (`{`, `&`, a stray quote): said plainly.
            let shown = atError.map { String(Character($0)) } ?? "?"
            return .error("unexpected '\(shown)' in the start tag <\(name)> (line \(line)): "
                            + "expected an attribute (name=\"value\"), '>' or '/>'",
                          id: .unclosedStartTag, range: range(errorColumn - 1, length: 1))
        }
        let after = slash ? SourceLocation(file: file, line: location.line, column: errorColumn + 1)
            : SourceLocation(file: file, line: chars[last].line, column: chars[last].offset + 2)
        return .error("<\(name)> (line \(line)) has no closing '>'", id: .unclosedStartTag,
                      range: SourceRange(start: SourceLocation(file: file, line: line, column: openColumn),
                                         length: 1 + name.unicodeScalars.count),
                      hint: "end the start tag with '>' (or '/>' if it has no children)",
                      fixIts: [.init(range: SourceRange(start: after, end: after), replacement: ">")])
    }

    /// After `fontSize=14`, the other unquoted values of the same start tag
    /// (libxml2 stops at the first): one error each, with its fix-it.
    func furtherUnquotedValues() -> [Diagnostic] {
        guard let line = source?.lineScalars(location.line), let column = location.column, column >= 1 else { return [] }
        func isEnd(_ j: Int) -> Bool { line[j] == ">" || (line[j] == "/" && j + 1 < line.count && line[j + 1] == ">") }
        var i = column - 1
        while i < line.count, line[i] != " ", line[i] != "\t", !isEnd(i) { i += 1 } // the first value
        var out: [Diagnostic] = []
        while i < line.count {
            while i < line.count, line[i] == " " || line[i] == "\t" { i += 1 }
            guard i < line.count, !isEnd(i) else { break }
            let nameStart = i
            while i < line.count, isNameScalar(line[i]) { i += 1 }
            guard i > nameStart, i < line.count, line[i] == "=" else { break }
            let attribute = String(String.UnicodeScalarView(line[nameStart..<i]))
            i += 1
            guard i < line.count else { break }
            if line[i] == "\"" || line[i] == "'" {
                let q = line[i]
                i += 1
                while i < line.count, line[i] != q { i += 1 }
                i += 1
                continue
            }
            let valueStart = i
            while i < line.count, line[i] != " ", line[i] != "\t", !isEnd(i) { i += 1 }
            let value = String(String.UnicodeScalarView(line[valueStart..<i]))
            let r = range(valueStart, length: i - valueStart)
            out.append(.error("attribute values must be quoted: \(attribute)=\"\(value)\"", id: .unquotedAttribute, range: r,
                              fixIts: [.init(range: r, replacement: "\"\(value)\"")]))
        }
        return out
    }

    // MARK: - Looking in the source

    /// The 0-based offset of the last `text` starting before the 1-based `column`.
    private func find(_ text: String, before column: Int?, on lineNumber: Int) -> Int? {
        guard let line = source?.lineScalars(lineNumber) else { return nil }
        let needle = Array(text.unicodeScalars)
        let limit = min(column.map { $0 - 1 } ?? line.count, line.count)
        var i = limit - needle.count
        while i >= 0 {
            if Array(line[i..<(i + needle.count)]) == needle { return i }
            i -= 1
        }
        // The column may be past the mistake by more than its length.
        return nil
    }

    private func range(_ offset: Int, length: Int) -> SourceRange {
        SourceRange(start: SourceLocation(file: file, line: location.line, column: offset + 1), length: length)
    }

    /// `<name` on `line`, else the line alone.
    private func openingTag(_ name: String, line: Int) -> SourceLocation {
        guard let text = source?.lineScalars(line) else { return SourceLocation(file: file, line: max(1, line)) }
        let needle = Array(("<" + name).unicodeScalars)
        for i in 0..<max(0, text.count - needle.count + 1) where Array(text[i..<(i + needle.count)]) == needle {
            let after = i + needle.count
            if after == text.count || !isNameScalar(text[after]) {
                return SourceLocation(file: file, line: line, column: i + 1)
            }
        }
        return SourceLocation(file: file, line: max(1, line))
    }

    private func isNameScalar(_ s: Unicode.Scalar) -> Bool {
        s.properties.isAlphabetic || s.properties.numericType != nil || "-_.:".unicodeScalars.contains(s)
    }

    private func attributeName(endingBefore index: Int, in line: [Unicode.Scalar]) -> String? {
        var start = index
        while start > 0, isNameScalar(line[start - 1]) { start -= 1 }
        return start < index ? String(String.UnicodeScalarView(line[start..<index])) : nil
    }

    /// Where `name="…"` occurs in a start tag: offsets of the name and of the end of its value.
    private func attributeOccurrences(of name: String, in line: [Unicode.Scalar], from: Int, to end: Int)
        -> [(start: Int, end: Int)] {
        let needle = Array(name.unicodeScalars)
        var found: [(Int, Int)] = []
        var i = from + 1
        var quote: Unicode.Scalar?
        while i < end {
            let c = line[i]
            if let q = quote {
                if c == q { quote = nil }
                i += 1
                continue
            }
            if c == "\"" || c == "'" { quote = c; i += 1; continue }
            if !isNameScalar(line[i - 1]), i + needle.count <= end, Array(line[i..<(i + needle.count)]) == needle,
               i + needle.count == end || !isNameScalar(line[i + needle.count]) {
                var j = i + needle.count
                while j < end, line[j] == " " || line[j] == "=" { j += 1 }
                if j < end, line[j] == "\"" || line[j] == "'" {
                    let q = line[j]
                    j += 1
                    while j < end, line[j] != q { j += 1 }
                    j = min(j + 1, end)
                }
                found.append((i, j))
                i = j
                continue
            }
            i += 1
        }
        return found
    }

    private func quoted(_ message: String) -> String? {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        return parts.count >= 3 ? String(parts[1]) : nil
    }

    private func lastWord(_ message: String) -> String {
        message.split(separator: " ").last.map(String.init) ?? "?"
    }
}

private extension String {
    func replacingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
