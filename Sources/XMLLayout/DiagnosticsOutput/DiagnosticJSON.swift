/// `validate --format json`: every diagnostic as one JSON object, plus the
/// counts. Stable keys; absent values are left out.
///
///     {"diagnostics":[{"file":"card.xml","severity":"error","id":"unknown-attribute",
///       "message":"…","line":3,"column":12,"hint":"…"}],"errors":1,"warnings":0}
public enum DiagnosticJSON {
    struct Report: Encodable {
        var diagnostics: [Entry]
        var errors: Int
        var warnings: Int
    }

    struct Position: Encodable {
        var line: Int
        var column: Int?
    }

    struct Entry: Encodable {
        var file: String?
        var severity: String
        var id: String?
        var message: String
        var line: Int?
        var column: Int?
        var endLine: Int?
        var endColumn: Int?
        var hint: String?
        var notes: [Note]?
        var fixIts: [FixIt]?
    }

    struct Note: Encodable {
        var message: String
        var file: String?
        var line: Int?
        var column: Int?
    }

    struct FixIt: Encodable {
        var file: String
        var line: Int
        var column: Int?
        var endLine: Int?
        var endColumn: Int?
        var replacement: String
    }

    public static func render(_ records: [DiagnosticRecord]) -> String {
        let entries = records.map { r in
            Entry(
                file: r.file, severity: r.severity.rawValue, id: r.id, message: r.message,
                line: r.range?.startLine, column: r.range?.startColumn,
                endLine: r.range?.endLine, endColumn: r.range?.endColumn, hint: r.hint,
                notes: r.notes.isEmpty ? nil : r.notes.map {
                    Note(message: $0.message, file: $0.file, line: $0.range?.startLine, column: $0.range?.startColumn)
                },
                fixIts: r.fixIts.isEmpty ? nil : r.fixIts.map {
                    FixIt(file: $0.file, line: $0.range.startLine, column: $0.range.startColumn,
                          endLine: $0.range.endLine, endColumn: $0.range.endColumn, replacement: $0.replacement)
                })
        }
        let report = Report(
            diagnostics: entries,
            errors: records.filter { $0.severity == .error }.count,
            warnings: records.filter { $0.severity == .warning }.count)
        return encode(report)
    }

    static func encode<T: Encodable>(_ value: T) -> String {
        // Encoding plain structs of strings and numbers cannot fail.
        let bytes = (try? SortedKeysJSONEncoder.encode(value)) ?? Array("{}".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }
}
