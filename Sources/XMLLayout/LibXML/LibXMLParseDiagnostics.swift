import CLibXML2

/// Turns libxml2's well-formedness errors into located diagnostics.
///
/// libxml2 keeps going after the first fatal error (to report more), which
/// often yields a cascade of messages at the same spot ("AttValue: \" or '
/// expected", "attributes construct error", "Couldn't find end of Start
/// Tag"); only the first message per position is kept, since the rest
/// describe the same typo.
enum LibXMLParseDiagnostics {
    static func diagnostics(from issues: [LibXMLIssue], path: String) -> [Diagnostic] {
        var seen = Set<SourceLocation>()
        var result: [Diagnostic] = []
        for issue in issues {
            let location = issue.line > 0 ? SourceLocation(file: path, line: issue.line, column: issue.column) : nil
            if let location {
                guard seen.insert(location).inserted else { continue }
            }
            switch issue.level {
            case .warning:
                result.append(.warning(issue.message, id: DiagnosticID.xmlWarning, at: location, file: path))
            case .error:
                result.append(error(for: issue, at: location, path: path))
            }
        }
        return result
    }

    private static func error(for issue: LibXMLIssue, at location: SourceLocation?, path: String) -> Diagnostic {
        if issue.code == Int32(XML_ERR_TAG_NAME_MISMATCH.rawValue), let opened = issue.str1, let closed = issue.str2 {
            return .error(
                "closing tag </\(closed)> does not match <\(opened)> opened on line \(issue.int1)",
                id: DiagnosticID.malformedXML, at: location, file: path)
        }
        if issue.message.hasPrefix("Excessive depth in document") {
            return .error(
                LayoutSourceLoader.nestingTooDeepMessage,
                id: DiagnosticID.nestingTooDeep, at: location, file: path)
        }
        return .error(issue.message, id: DiagnosticID.malformedXML, at: location, file: path)
    }
}
