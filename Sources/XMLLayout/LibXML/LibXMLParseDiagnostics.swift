import CLibXML2
import TextSupport

/// Turns libxml2's well-formedness errors into located diagnostics in plain
/// words, with the fix as a fix-it where one edit makes the markup right
/// (`&` → `&amp;`, `fontSize=14` → `fontSize="14"`).
///
/// One error per mistake: libxml2 keeps going after the first fatal error,
/// and once a start tag could not be read its idea of which elements are
/// open is wrong, so every later complaint about end tags, the end of the
/// document or more content is a knock-on of that one mistake and is
/// dropped; mistakes that leave the structure alone (an `&`, a `<` in text,
/// a repeated attribute) are all kept. Only the first message per position
/// is kept, as several describe the same typo.
enum LibXMLParseDiagnostics {
    static func diagnostics(from issues: [LibXMLIssue], path: String, text: String? = nil,
                            limits: SourceLimits = .standard) -> [Diagnostic] {
        // A well-formed file (the usual case) has no issues: don't split a
        // large file into lines of scalars just to find that out.
        guard !issues.isEmpty else { return [] }
        let source = text.map(SourceText.init)
        var seen = Set<SourceLocation>()
        var result: [Diagnostic] = []
        var structureLost = false
        for (i, issue) in issues.enumerated() {
            let location = issue.line > 0 ? SourceLocation(file: path, line: issue.line, column: issue.column) : nil
            // libxml2 says several things at one place about one typo ("error
            // parsing attribute name", "attributes construct error", "Couldn't
            // find end of Start Tag"): one diagnostic, from the one that says
            // most, and the structure is lost if any of them loses it.
            let group = location == nil ? [issue] : issues[i...].prefix { $0.line == issue.line && $0.column == issue.column }
            let kinds = group.filter { $0.level == .error }.map(ParseErrorKind.init)
            let groupLosesStructure = kinds.contains { $0.losesStructure }
            if let location {
                guard seen.insert(location).inserted else { continue }
            }
            switch issue.level {
            case .warning:
                result.append(.warning(issue.message, id: DiagnosticID.xmlWarning, at: location, file: path))
            case .error:
                let (chosen, kind) = preferred(Array(group).filter { $0.level == .error })
                if structureLost && kind.isStructural { continue }
                result.append(error(for: chosen, kind: kind, at: location, path: path, source: source, limits: limits))
                if kind == .unquotedValue, let location {
                    // libxml2 stops at the first unquoted value of a tag; the others are mistakes too.
                    result += ParseErrorRewriter(source: source, location: location, issue: chosen).furtherUnquotedValues()
                }
                if groupLosesStructure { structureLost = true }
            }
        }
        return result
    }

    /// The issue of a group at one place that explains it best: a value
    /// without quotes or `=` first, then the start tag that did not end.
    private static func preferred(_ group: [LibXMLIssue]) -> (LibXMLIssue, ParseErrorKind) {
        let kinds = group.map(ParseErrorKind.init)
        let order: [ParseErrorKind] = [.unquotedValue, .missingEquals, .unfinishedStartTag]
        for wanted in order {
            if let i = kinds.firstIndex(of: wanted) { return (group[i], wanted) }
        }
        return (group[0], kinds[0])
    }

    private static func error(for issue: LibXMLIssue, kind: ParseErrorKind, at location: SourceLocation?, path: String,
                              source: SourceText?, limits: SourceLimits) -> Diagnostic {
        if issue.message.hasPrefix("Excessive depth in document") {
            return LayoutSourceLoader.nestingTooDeep(limits, at: location, file: path)
        }
        let fallback = Diagnostic.error(issue.message, id: DiagnosticID.malformedXML, at: location, file: path)
        guard let location else { return fallback }
        let rewritten = ParseErrorRewriter(source: source, location: location, issue: issue).rewrite(kind)
        return rewritten ?? tagMismatch(issue, location: location, path: path) ?? fallback
    }

    private static func tagMismatch(_ issue: LibXMLIssue, location: SourceLocation, path: String) -> Diagnostic? {
        guard issue.code == Int32(XML_ERR_TAG_NAME_MISMATCH.rawValue), let opened = issue.str1, let closed = issue.str2
        else { return nil }
        return .error("closing tag </\(closed)> does not match <\(opened)> opened on line \(issue.int1)",
                      id: DiagnosticID.mismatchedTag, at: location, file: path)
    }
}

/// libxml2's parser error codes sorted into `ParseErrorKind`s.
extension ParseErrorKind {
    init(_ issue: LibXMLIssue) {
        switch issue.code {
        case Int32(XML_ERR_NAME_REQUIRED.rawValue):
            if issue.message.hasPrefix("StartTag") {
                self = .lessThanInText
            } else if issue.message.contains("attribute name") {
                self = .brokenStartTag // `<stack` without its `>`
            } else {
                self = .bareAmpersand
            }
        case Int32(XML_ERR_GT_REQUIRED.rawValue) where issue.message.hasPrefix("Couldn't find end of Start Tag"):
            self = .unfinishedStartTag
        case Int32(XML_ERR_ENTITYREF_SEMICOL_MISSING.rawValue): self = .bareAmpersand
        case Int32(XML_ERR_UNDECLARED_ENTITY.rawValue), Int32(XML_WAR_UNDECLARED_ENTITY.rawValue): self = .undefinedEntity
        case Int32(XML_ERR_ATTRIBUTE_NOT_STARTED.rawValue): self = .unquotedValue
        case Int32(XML_ERR_ATTRIBUTE_WITHOUT_VALUE.rawValue): self = .missingEquals
        case Int32(XML_ERR_ATTRIBUTE_REDEFINED.rawValue): self = .duplicateAttribute
        case Int32(XML_ERR_TAG_NAME_MISMATCH.rawValue): self = .tagMismatch
        case Int32(XML_ERR_TAG_NOT_FINISHED.rawValue): self = .unclosedAtEnd
        case Int32(XML_ERR_DOCUMENT_END.rawValue): self = .contentAfterRoot
        case Int32(XML_ERR_GT_REQUIRED.rawValue), Int32(XML_ERR_SPACE_REQUIRED.rawValue),
             Int32(XML_ERR_LT_IN_ATTRIBUTE.rawValue), Int32(XML_ERR_ATTRIBUTE_NOT_FINISHED.rawValue),
             Int32(XML_ERR_LTSLASH_REQUIRED.rawValue):
            self = .brokenStartTag
        default: self = .other
        }
    }

    /// libxml2's view of the open elements is wrong after this one.
    var losesStructure: Bool {
        switch self {
        case .unquotedValue, .missingEquals, .brokenStartTag, .unfinishedStartTag, .tagMismatch: return true
        default: return false
        }
    }

    /// A complaint that follows from a lost structure.
    var isStructural: Bool {
        switch self {
        case .tagMismatch, .unclosedAtEnd, .contentAfterRoot, .brokenStartTag, .unfinishedStartTag, .other: return true
        default: return false
        }
    }
}
