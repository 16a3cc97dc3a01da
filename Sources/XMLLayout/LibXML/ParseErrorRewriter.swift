/// The source lines a parser error is looked up in (libxml2 gives a line
/// and a column near the mistake, not the mistake's extent).
struct ParseErrorSource {
    let lines: [[Unicode.Scalar]]

    init(_ text: String) {
        var lines: [[Unicode.Scalar]] = [[]]
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previous == "\r" { previous = scalar; continue }
            if scalar == "\n" || scalar == "\r" { lines.append([]) } else { lines[lines.count - 1].append(scalar) }
            previous = scalar
        }
        self.lines = lines
    }

    func line(_ number: Int) -> [Unicode.Scalar]? {
        number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }
}

/// Says one libxml2 parser error in plain words, with its fix.
struct ParseErrorRewriter {
    let source: ParseErrorSource?
    let location: SourceLocation
    let issue: LibXMLIssue

    private var file: String { location.file }

    func rewrite(_ kind: ParseErrorKind) -> Diagnostic? {
        switch kind {
        case .bareAmpersand: return bareAmpersand()
        case .undefinedEntity: return undefinedEntity()
        case .lessThanInText: return lessThan()
        case .unquotedValue: return unquotedValue()
        case .missingEquals: return missingEquals()
        case .duplicateAttribute: return duplicateAttribute()
        case .tagMismatch: return tagMismatch()
        case .unclosedAtEnd: return unclosedAtEnd()
        case .contentAfterRoot:
            return .error("content after the end of the root element: a layout file has one root, <layout>",
                          id: .contentAfterRoot, at: location, hint: "remove it, or move it inside <layout>")
        case .brokenStartTag, .other: return nil
        }
    }

    // MARK: - Cases

    private func bareAmpersand() -> Diagnostic {
        let message = "'&' starts an entity reference; write '&amp;' for a literal ampersand"
        guard let at = find("&", before: location.column, on: location.line) else {
            return .error(message, id: .unescapedAmpersand, at: location)
        }
        let range = range(at, length: 1)
        return .error(message, id: .unescapedAmpersand, range: range, fixIts: [.init(range: range, replacement: "&amp;")])
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

    private func lessThan() -> Diagnostic {
        let message = "'<' starts a tag; write '&lt;' for a literal less-than sign"
        guard let at = find("<", before: location.column, on: location.line) else {
            return .error(message, id: .unescapedLessThan, at: location)
        }
        let range = range(at, length: 1)
        return .error(message, id: .unescapedLessThan, range: range, fixIts: [.init(range: range, replacement: "&lt;")])
    }

    /// `fontSize=14`: the column is the value's first character.
    private func unquotedValue() -> Diagnostic? {
        guard let line = source?.line(location.line), let column = location.column, column >= 2, column - 1 <= line.count,
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
        guard let line = source?.line(location.line), let column = location.column, column >= 1 else { return nil }
        let next = column - 1 < line.count ? line[column - 1] : " "
        let hasValue = next == "\"" || next == "'"
        let at = range(column - 1, length: 0)
        return .error(hasValue ? "missing '=' between the attribute name '\(name)' and its value"
                               : "attribute '\(name)' has no value: write \(name)=\"…\"",
                      id: .missingEquals, range: at, fixIts: hasValue ? [.init(range: at, replacement: "=")] : [])
    }

    /// The column is at the end of the start tag; the repeated attribute is
    /// found in the tag, and the fix removes the second one.
    private func duplicateAttribute() -> Diagnostic? {
        let name = issue.str1 ?? lastWord(issue.message.replacingSuffix(" redefined"))
        let message = "attribute '\(name)' is given twice in one start tag; keep one"
        guard let line = source?.line(location.line), let column = location.column else {
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
        let end = source.map { SourceLocation(file: file, line: $0.lines.count, column: ($0.lines.last?.count ?? 0) + 1) }
        return .error("the file ends before <\(name)> (opened on line \(line)) is closed", id: .unclosedTag,
                      at: opening.column == nil ? location : opening,
                      hint: "close it with </\(name)>",
                      fixIts: end.map { [.init(range: SourceRange(start: $0, end: $0), replacement: "</\(name)>\n")] } ?? [])
    }

    // MARK: - Looking in the source

    /// The 0-based offset of the last `text` starting before the 1-based `column`.
    private func find(_ text: String, before column: Int?, on lineNumber: Int) -> Int? {
        guard let line = source?.line(lineNumber) else { return nil }
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
        guard let text = source?.line(line) else { return SourceLocation(file: file, line: max(1, line)) }
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
