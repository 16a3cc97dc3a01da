/// The expansion stage between parse and build: a version-2 `<layout>`
/// tree in, a plain version-1 tree out, with each element's origin.
public enum LayoutExpansion {
    public struct Result: Sendable {
        /// The expanded `<layout>` (nil after an error).
        public var root: XMLElementNode?
        /// The expanded `<layout>` despite ordinary errors (nil after one
        /// that stops expansion): checked further, never built or shown.
        var partialRoot: XMLElementNode?
        /// One per element under `<layout>`, in document order (as the engine numbers them).
        public var origins: [ElementOrigin]
        public var diagnostics: [Diagnostic]
        /// Included files as read (for snippets in messages).
        public var includedSources: [LayoutSource]
        /// Included files and data files, for a watcher.
        public var dependencies: [String]
        /// Locations of attributes a style brought → the style's name.
        var styleOrigins: [SourceLocation: String]
    }

    public static func expand(_ root: XMLElementNode, source: LayoutSource, inputs: ExpansionInputs = ExpansionInputs()) -> Result {
        let e = Expander(mainPath: source.path, inputs: inputs)
        let expanded = e.expandMain(root: root, source: source)
        e.repeats.add(contentsOf: e.dataPaths.warnings())
        let failed = e.repeats.hasErrors
        return Result(root: failed ? nil : expanded, partialRoot: expanded, origins: e.origins, diagnostics: e.diagnostics,
                      includedSources: e.includedSources, dependencies: e.dependencies, styleOrigins: e.styleOrigins)
    }

    /// The expanded tree as an XML document that `render` accepts.
    public static func xmlText(of root: XMLElementNode) -> String {
        ExpandedXMLWriter.write(root, escapesBraces: true).text
    }
}
