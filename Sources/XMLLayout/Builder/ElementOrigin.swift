/// Where an element of an expanded tree came from (LANGUAGE.md "Identity").
public struct ElementOrigin: Hashable, Sendable {
    /// The `<` of the source element that produced it.
    public var location: SourceLocation
    /// The source file relative to the main file's folder; nil for the main file.
    public var relativeFile: String?
    /// Its key: its id, else `file:line:col[i]…`, prefixed by the key of the
    /// `use`/`include` that produced it and `/`.
    public var key: String
    /// The id, when the element has one.
    public var id: String?
    /// The loop indices that produced it, outermost first (within its template or file).
    public var loopIndices: [Int]
    /// One note per `use`/`include` that led here, innermost first.
    public var notes: [Diagnostic.Note]

    public init(location: SourceLocation, relativeFile: String?, key: String, id: String?,
                loopIndices: [Int], notes: [Diagnostic.Note]) {
        self.location = location
        self.relativeFile = relativeFile
        self.key = key
        self.id = id
        self.loopIndices = loopIndices
        self.notes = notes
    }
}
