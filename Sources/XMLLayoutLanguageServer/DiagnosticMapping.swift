import XMLLayout

/// The one place that turns the diagnostics model into LSP diagnostics
/// (through `DiagnosticRecord`, which carries ranges, notes and fix-its as
/// soon as the model has them).
///
/// Today's diagnostics are points; an editor needs a range, so a point is
/// widened to the name or token it lands on (`<stack`, `flexgrow`, the value
/// inside quotes), or to the rest of the line when only the line is known.
enum DiagnosticMapping {
    static func lspDiagnostic(_ record: DiagnosticRecord, index: LineIndex, uri: String, fileName: String) -> [String: Any] {
        var result: [String: Any] = [
            "range": range(of: record.range, index: index),
            "severity": severity(record.severity),
            "source": "xmllayout",
            "message": record.hint.map { "\(record.message)\nhint: \($0)" } ?? record.message,
        ]
        if let id = record.id { result["code"] = id }
        let related: [[String: Any]] = record.notes.compactMap { note in
            // Notes about this file only: other files' texts are not at hand.
            guard note.file == nil || note.file == fileName else { return nil }
            return ["location": ["uri": uri, "range": range(of: note.range, index: index)], "message": note.message]
        }
        if !related.isEmpty { result["relatedInformation"] = related }
        if !record.fixIts.isEmpty {
            // Kept for code actions: the edits travel with the diagnostic.
            result["data"] = ["fixIts": record.fixIts.map { fix in
                ["range": range(of: fix.range, index: index), "newText": fix.replacement]
            }]
        }
        return result
    }

    /// 1 error, 2 warning, 3 information (notes).
    static func severity(_ severity: DiagnosticRecord.Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .note: return 3
        }
    }

    static func range(of range: DiagnosticRecord.Range?, index: LineIndex) -> [String: Any] {
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
    static func tokenEnd(from start: Int, in index: LineIndex) -> Int {
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
