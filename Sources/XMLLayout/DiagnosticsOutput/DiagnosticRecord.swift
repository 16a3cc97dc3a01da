/// A diagnostic as machine-readable outputs see it (`validate --format
/// json|sarif`, the language server): a range, related locations and
/// replacement edits. Every consumer reads this, never `Diagnostic` directly,
/// so the mapping from the diagnostics model lives in one file
/// (`DiagnosticRecord+Mapping.swift`).
public struct DiagnosticRecord: Hashable, Sendable {
    /// 1-based lines; columns 1-based in Unicode scalars (as `SourceLocation`).
    /// `end` is exclusive; nil when only a point is known.
    public struct Range: Hashable, Sendable {
        public var startLine: Int
        public var startColumn: Int?
        public var endLine: Int?
        public var endColumn: Int?
    }

    public struct Note: Hashable, Sendable {
        public var message: String
        public var file: String?
        public var range: Range?
    }

    public struct FixIt: Hashable, Sendable {
        public var file: String
        /// The text to replace (start and end both known).
        public var range: Range
        public var replacement: String
    }

    public enum Severity: String, Hashable, Sendable {
        case error, warning, note
    }

    public var severity: Severity
    public var id: String?
    public var message: String
    public var hint: String?
    public var file: String?
    public var range: Range?
    public var notes: [Note]
    public var fixIts: [FixIt]
}
