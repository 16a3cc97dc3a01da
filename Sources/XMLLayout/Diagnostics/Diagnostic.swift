/// One problem found in a layout file: the data, never its presentation.
///
/// Diagnostics are plain values so that every layer (reading, libxml2,
/// schema, builder, lint) can produce them, tests can compare them, and the
/// command-line tool alone decides about colours (see `DiagnosticFormatter`
/// for the plain-text form). It is an `Error` so that a single diagnostic
/// can be the failure of a `Result` (as in `LayoutSourceLoader.read(path:)`).
public struct Diagnostic: Hashable, Sendable, Error, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, CaseIterable {
        case error
        case warning
        case note
    }

    public var severity: Severity
    /// The stable identifier (`.unknownAttribute`), printed as `[unknown-attribute]`.
    public var id: Code?
    /// One sentence, no trailing period needed, no trailing newline.
    public var message: String
    /// The source text the problem is about (an attribute's name or value,
    /// an element's name), when it can be pinned to a line; an empty range
    /// (`start == end`) points between characters.
    public var range: SourceRange?
    /// The file the problem is about when no line applies (e.g. "no such
    /// file"). Always equal to `location?.file` when a location is given.
    public var file: String?
    /// A suggestion shown under the snippet (`did you mean 'flexGrow'?`).
    public var hint: String?
    /// Related places ("first used here", "in the template used here"),
    /// printed after the diagnostic, each with its own location.
    public var notes: [Note]
    /// Edits that fix the problem (the replacement a did-you-mean hint names),
    /// for editors and `--fix`.
    public var fixIts: [FixIt]

    /// Where the problem starts (the range's start). Setting it replaces the
    /// range with an empty one there.
    public var location: SourceLocation? {
        get { range?.start }
        set { range = newValue.map { SourceRange(start: $0, end: $0) } }
    }

    /// A message about a related place.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?
    }

    /// Replace the text of `range` with `replacement` (an empty range inserts).
    public struct FixIt: Hashable, Sendable {
        public var range: SourceRange
        public var replacement: String
    }

    public init(
        severity: Severity,
        id: Code? = nil,
        message: String,
        location: SourceLocation? = nil,
        range: SourceRange? = nil,
        file: String? = nil,
        hint: String? = nil,
        notes: [Note] = [],
        fixIts: [FixIt] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.range = range ?? location.map { SourceRange(start: $0, end: $0) }
        self.file = self.range?.start.file ?? file
        self.hint = hint
        self.notes = notes
        self.fixIts = fixIts
    }

    public static func error(
        _ message: String, id: Code? = nil, at location: SourceLocation? = nil, range: SourceRange? = nil,
        file: String? = nil, hint: String? = nil, notes: [Note] = [], fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(severity: .error, id: id, message: message, location: location, range: range, file: file, hint: hint,
                   notes: notes, fixIts: fixIts)
    }

    public static func warning(
        _ message: String, id: Code? = nil, at location: SourceLocation? = nil, range: SourceRange? = nil,
        file: String? = nil, hint: String? = nil, notes: [Note] = [], fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(severity: .warning, id: id, message: message, location: location, range: range, file: file, hint: hint,
                   notes: notes, fixIts: fixIts)
    }

    public static func note(
        _ message: String, id: Code? = nil, at location: SourceLocation? = nil, range: SourceRange? = nil,
        file: String? = nil, hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(severity: .note, id: id, message: message, location: location, range: range, file: file, hint: hint)
    }

    /// The first line of the formatted diagnostic (`file:3:5: error: … [id]`).
    public var description: String { DiagnosticFormatter.headline(self) }
}
