/// The stable ids of the diagnostics produced while reading, parsing and
/// validating a file. Ids are part of the tool's interface (people grep for
/// them, tests assert them), so they never change once released; messages may.
public enum DiagnosticID {
    // Reading the file.
    public static let fileNotFound = "file-not-found"
    public static let fileUnreadable = "file-unreadable"
    public static let fileTooLarge = "file-too-large"
    public static let fileEmpty = "file-empty"
    public static let notUTF8 = "not-utf8"
    public static let binaryFile = "binary-file"

    // XML well-formedness and safety.
    public static let malformedXML = "malformed-xml"
    public static let doctypeNotAllowed = "doctype-not-allowed"
    public static let nestingTooDeep = "nesting-too-deep"
    public static let xmlWarning = "xml-warning"

    // Schema validation.
    public static let unknownElement = "unknown-element"
    public static let unknownAttribute = "unknown-attribute"
    public static let invalidValue = "invalid-value"
    public static let duplicateID = "duplicate-id"
    public static let missingAttribute = "missing-attribute"
    public static let childCount = "child-count"
    public static let unexpectedElement = "unexpected-element"
    public static let unexpectedText = "unexpected-text"
    public static let invalidRoot = "invalid-root"
    public static let schemaViolation = "schema"
    /// The schema itself does not compile (a bug in the XSD, not in the layout).
    public static let schemaCompilation = "schema-compilation"
}
