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
    /// A stable identifier (`"unknown-attribute"`, `"no-intrinsic-size"`),
    /// printed as `[id]`; see `DiagnosticID` for the ones this module emits.
    public var id: String?
    /// One sentence, no trailing period needed, no trailing newline.
    public var message: String
    /// Where the problem is, when it can be pinned to a line.
    public var location: SourceLocation?
    /// The file the problem is about when no line applies (e.g. "no such
    /// file"). Always equal to `location?.file` when a location is given.
    public var file: String?
    /// A suggestion shown under the snippet (`did you mean 'flexGrow'?`).
    public var hint: String?
    /// Where else the problem leads (each `use`/`include` that expanded to
    /// the located element, innermost first), printed as `note:` lines.
    public var notes: [Note] = []

    /// A secondary location explaining a diagnostic.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?

        public init(message: String, location: SourceLocation?) {
            self.message = message
            self.location = location
        }
    }

    public init(
        severity: Severity,
        id: String? = nil,
        message: String,
        location: SourceLocation? = nil,
        file: String? = nil,
        hint: String? = nil
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.location = location
        self.file = location?.file ?? file
        self.hint = hint
    }

    public static func error(
        _ message: String, id: String? = nil, at location: SourceLocation? = nil,
        file: String? = nil, hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(severity: .error, id: id, message: message, location: location, file: file, hint: hint)
    }

    public static func warning(
        _ message: String, id: String? = nil, at location: SourceLocation? = nil,
        file: String? = nil, hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(severity: .warning, id: id, message: message, location: location, file: file, hint: hint)
    }

    public static func note(
        _ message: String, id: String? = nil, at location: SourceLocation? = nil,
        file: String? = nil, hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(severity: .note, id: id, message: message, location: location, file: file, hint: hint)
    }

    /// The first line of the formatted diagnostic (`file:3:5: error: … [id]`).
    public var description: String { DiagnosticFormatter.headline(self) }
}
