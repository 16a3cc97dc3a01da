/// The expansion stage between parse and build: a version-2 `<layout>`
/// tree in, a plain version-1 tree out, with each element's origin.
public enum LayoutExpansion {
    public struct Result: Sendable {
        /// The expanded `<layout>` (nil after an error that stops expansion).
        public var root: XMLElementNode?
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
        let failed = e.diagnostics.hasErrors
        return Result(root: failed ? nil : expanded, origins: e.origins, diagnostics: e.diagnostics,
                      includedSources: e.includedSources, dependencies: e.dependencies, styleOrigins: e.styleOrigins)
    }

    /// The expanded tree as an XML document that `render` accepts.
    public static func xmlText(of root: XMLElementNode) -> String {
        ExpandedXMLWriter.write(root, escapesBraces: true).text
    }
}

extension LayoutExpansion {
    /// `xmllayout expand`: the file checked as `render` checks it, then its
    /// expanded tree as XML (nil when there are errors). `loaded.timings`
    /// counts both passes, and the writing of the XML as `render`; its
    /// element count is the expanded tree's.
    public static func expandedText(path: String, inputs: ExpansionInputs = ExpansionInputs(),
                                    limits: SourceLimits = .standard) -> (text: String?, loaded: LayoutLoader.Loaded) {
        var loaded = LayoutLoader.load(path: path, inputs: inputs, limits: limits)
        guard !loaded.hasErrors, let source = loaded.source else { return (nil, loaded) }
        let (root, _) = LayoutSourceLoader.parse(source, validateAgainst: nil, timings: &loaded.timings)
        guard let root else { return (nil, loaded) }
        let result = loaded.timings.measure(.expand) { expand(root, source: source, inputs: inputs) }
        guard let expanded = result.root, !result.diagnostics.hasErrors else { return (nil, loaded) }
        loaded.timings.elementCount = result.origins.count
        let text = loaded.timings.measure(.render) { xmlText(of: expanded) }
        return (text, loaded)
    }
}
