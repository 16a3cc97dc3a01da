/// The one place that knows how `Diagnostic` maps onto `DiagnosticRecord`.
///
/// Today a diagnostic is a point (line, optional column) with a prose hint:
/// ranges have no end, there are no notes and no fix-its. When diagnostics
/// gain ranges, located notes and fix-its, only this file changes; the JSON
/// and SARIF writers and the language server already carry them through.
extension DiagnosticRecord {
    public init(_ diagnostic: Diagnostic) {
        let severity: Severity
        switch diagnostic.severity {
        case .error: severity = .error
        case .warning: severity = .warning
        case .note: severity = .note
        }
        let file = diagnostic.location?.file ?? diagnostic.file
        self.init(
            severity: severity,
            id: diagnostic.id?.rawValue,
            message: diagnostic.message,
            hint: diagnostic.hint,
            file: file,
            range: diagnostic.range.map(Range.init) ?? diagnostic.location.map { Range(startLine: $0.line, startColumn: $0.column) },
            notes: diagnostic.notes.map { Note(message: $0.message, file: $0.location?.file,
                                                range: $0.location.map { Range(startLine: $0.line, startColumn: $0.column) }) },
            fixIts: diagnostic.fixIts.map { FixIt(file: $0.range.start.file, range: Range($0.range), replacement: $0.replacement) })
    }

    /// A one-line description of each diagnostic id, for SARIF's rules and
    /// the server's hover on a code. (Layouts/README.md documents the same
    /// ids for people; the diagnostics model is the place to move this to.)
    public static func shortDescription(ofID id: String) -> String {
        Diagnostic.Code(rawValue: id)?.meaning ?? "xmllayout diagnostic '\(id)'"
    }
}

extension DiagnosticRecord.Range {
    init(_ r: SourceRange) {
        self.init(startLine: r.start.line, startColumn: r.start.column, endLine: r.end.line, endColumn: r.end.column)
    }
}
