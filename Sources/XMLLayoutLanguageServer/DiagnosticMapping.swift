import TextSupport
import XMLLayout

/// The one place that turns the diagnostics model into LSP diagnostics
/// (through `DiagnosticRecord`, which carries ranges, notes and fix-its as
/// soon as the model has them).
///
/// Today's diagnostics are points; an editor needs a range, so a point is
/// widened to the name or token it lands on (`<stack`, `flexgrow`, the value
/// inside quotes), or to the rest of the line when only the line is known.
enum DiagnosticMapping {
    /// - Parameter diagnostic: the diagnostic `record` was made from, for
    ///   the quick fix's title.
    static func lspDiagnostic(_ record: DiagnosticRecord, index: SourceText, uri: String, fileName: String,
                              diagnostic: Diagnostic? = nil, source: SourceText? = nil) -> [String: Any] {
        func isThisFile(_ file: String?) -> Bool { file == nil || samePath(file!, fileName) }
        var message = record.hint.map { "\(record.message)\nhint: \($0)" } ?? record.message
        var where_ = record.range
        var related: [[String: Any]] = []
        if !isThisFile(record.file), let file = record.file {
            // A problem in an included file: shown at the include (the last
            // note in this file: notes go outermost last), the place itself
            // as related information.
            message = "in \(PathText.lastComponent(file)): " + message
            where_ = record.notes.last { isThisFile($0.file) }?.range
            if let location = otherLocation(file, record.range) { related.append(["location": location, "message": record.message]) }
        }
        for note in record.notes {
            if isThisFile(note.file) {
                related.append(["location": ["uri": uri, "range": range(of: note.range, index: index)], "message": note.message])
            } else if let file = note.file, let location = otherLocation(file, note.range) {
                related.append(["location": location, "message": note.message])
            }
        }
        var result: [String: Any] = [
            "range": range(of: where_, index: index),
            "severity": severity(record.severity),
            "source": "xmllayout",
            "message": message,
        ]
        if let id = record.id { result["code"] = id }
        if !related.isEmpty { result["relatedInformation"] = related }
        let fixIts = isThisFile(record.file) ? record.fixIts.filter { samePath($0.file, fileName) } : []
        if !fixIts.isEmpty {
            // Kept for code actions: the edits travel with the diagnostic.
            var data: [String: Any] = ["fixIts": fixIts.map { fix in
                ["range": range(of: fix.range, index: index), "newText": fix.replacement]
            }]
            if let diagnostic {
                data["title"] = CodeActions.title(diagnostic, source: source)
            }
            result["data"] = data
        }
        return result
    }

    static func samePath(_ a: String, _ b: String) -> Bool {
        a == b || standardized(a) == standardized(b)
    }

    /// NSString's `standardizingPath`: absolute, without "." and "..", symbolic links resolved.
    static func standardized(_ path: String) -> String {
        FileURI.standardized(path)
    }

    /// An LSP location in another file, its columns worked out from its text on disk.
    static func otherLocation(_ file: String, _ r: DiagnosticRecord.Range?) -> [String: Any]? {
        guard let text = FileURI.text(of: file) else { return nil }
        return ["uri": FileURI.uri(forPath: standardized(file)),
                "range": range(of: r, index: SourceText(text))]
    }

    /// 1 error, 2 warning, 3 information (notes).
    static func severity(_ severity: DiagnosticRecord.Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .note: return 3
        }
    }

    static func range(of range: DiagnosticRecord.Range?, index: SourceText) -> [String: Any] {
        guard let range else { return lspRange(index, from: 0, to: 0) }
        let line = max(1, min(range.startLine, index.lineCount))
        guard let column = range.startColumn else {
            // Only the line: from its first non-blank character to its end.
            let bytes = index.lineBytes(line - 1)
            let first = bytes.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? bytes.endIndex
            return lspRange(index, from: first, to: bytes.endIndex)
        }
        let start = index.offset(line1: line, scalarColumn: column)
        if let endLine = range.endLine, let endColumn = range.endColumn {
            return lspRange(index, from: start, to: index.offset(line1: endLine, scalarColumn: endColumn))
        }
        return lspRange(index, from: start, to: tokenEnd(from: start, in: index))
    }

    /// The end of the token at `start`: `<name`, a name, a quoted value's
    /// content, or one character.
    static func tokenEnd(from start: Int, in index: SourceText) -> Int {
        let bytes = index.bytes
        guard start < bytes.count else { return start }
        func isName(_ b: UInt8) -> Bool {
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39)
                || b == 0x5F || b == 0x3A || b == 0x2E || b == 0x2D || b >= 0x80
        }
        var end = start
        if bytes[end] == 0x3C || bytes[end] == 0x26 { end += 1 } // '<' or '&'
        while end < bytes.count && isName(bytes[end]) { end += 1 }
        if end == start, bytes[start] != 0x0A {
            // Not a name: a value (up to its quote) or one character.
            while end < bytes.count && bytes[end] != 0x22 && bytes[end] != 0x27 && bytes[end] != 0x0A && bytes[end] != 0x3C { end += 1 }
            if end == start { end = start + 1 }
        }
        // Never split a UTF-8 sequence.
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        return end
    }
}
