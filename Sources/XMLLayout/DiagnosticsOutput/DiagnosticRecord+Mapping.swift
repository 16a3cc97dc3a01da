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
        self.init(
            severity: severity,
            id: diagnostic.id,
            message: diagnostic.message,
            hint: diagnostic.hint,
            file: diagnostic.location?.file ?? diagnostic.file,
            range: diagnostic.location.map { Range(startLine: $0.line, startColumn: $0.column) },
            notes: [],
            fixIts: [])
    }

    /// A one-line description of each diagnostic id, for SARIF's rules and
    /// the server's hover on a code. (Layouts/README.md documents the same
    /// ids for people; the diagnostics model is the place to move this to.)
    public static func shortDescription(ofID id: String) -> String {
        ruleDescriptions[id] ?? "xmllayout diagnostic '\(id)'"
    }

    static let ruleDescriptions: [String: String] = [
        "file-not-found": "The file does not exist.",
        "file-unreadable": "The path is not a readable regular file.",
        "file-too-large": "The file is larger than the 8 MiB limit.",
        "file-empty": "The file is empty.",
        "not-utf8": "The file is not UTF-8 text.",
        "binary-file": "The file contains NUL bytes (a binary file).",
        "malformed-xml": "The file is not well-formed XML.",
        "doctype-not-allowed": "DOCTYPE declarations are refused (no DTDs or entities are ever read).",
        "nesting-too-deep": "Elements nest deeper than 256 levels.",
        "xml-warning": "A warning from the XML parser.",
        "unknown-element": "An element the schema does not define.",
        "unknown-attribute": "An attribute the schema does not allow on this element.",
        "invalid-value": "An attribute value outside its type.",
        "duplicate-id": "Two elements share an id.",
        "missing-attribute": "A required attribute is missing.",
        "child-count": "An element has too few or too many children.",
        "unexpected-element": "An element where the schema does not allow it.",
        "unexpected-text": "Character data where the schema does not allow it.",
        "invalid-root": "The root element is not <layout>.",
        "wrong-root": "The root element is not <layout>.",
        "schema": "The file does not conform to the schema.",
        "schema-compilation": "The embedded schema does not compile (a bug in xmllayout).",
        "conflicting-attributes": "Two attributes set the same property.",
        "invalid-range": "A minimum is larger than its maximum.",
        "unused-attribute": "An attribute that has no effect here.",
        "image-unreadable": "An image source is missing or unreadable.",
        "image-format": "An image source is not a PNG, JPEG or GIF.",
        "size-ignored": "Size attributes that Texture ignores on this spec.",
        "stack-only-attribute": "A stack-child attribute on an element whose parent is not a stack.",
        "layout-position-outside-absolute": "layoutPosition outside an absolute spec.",
        "ascender-on-text": "ascender/descender on text, whose font sets them.",
        "baseline-outside-horizontal-stack": "ascender/descender where no horizontal stack aligns baselines.",
        "fraction-of-unknown-parent": "A percentage of a parent length that is unknown or infinite.",
        "ratio-without-max": "A ratio spec whose range has no known maximum.",
        "no-intrinsic-size": "An element with no size of its own ends up 0 wide or high.",
        "non-finite-size": "A computed size was infinite and became 0×0.",
    ]
}
