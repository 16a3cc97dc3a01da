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

extension LayoutExpansion {
    /// `xmllayout expand`: the file checked as `render` checks it, then its
    /// expanded tree as XML (nil when there are errors): the tree the check
    /// expanded, not a second parse and expansion of the file.
    /// `loaded.timings` counts the writing of the XML as `render`; its
    /// element count is the expanded tree's.
    public static func expandedText(path: String, inputs: ExpansionInputs = ExpansionInputs(),
                                    limits: SourceLimits = .standard) -> (text: String?, loaded: LayoutLoader.Loaded) {
        let load = LayoutLoader.load(path: path, inputs: inputs, limits: limits, keepingTree: true)
        var loaded = load.loaded
        let kept = load.tree
        guard !loaded.hasErrors, let source = loaded.source, let kept else { return (nil, loaded) }
        let expanded: XMLElementNode
        switch kept {
        case .expanded(let root, let elementCount):
            expanded = root
            loaded.timings.elementCount = elementCount
        case .parsed(let root):
            // Version 1: the expander only numbers its elements (and leaves it as it is).
            let result = loaded.timings.measure(.expand) { expand(root, source: source, inputs: inputs) }
            guard let root = result.root, !result.diagnostics.hasErrors else { return (nil, loaded) }
            expanded = root
            loaded.timings.elementCount = result.origins.count
        }
        let text = loaded.timings.measure(.render) { xmlText(of: expanded) }
        return (text, loaded)
    }
}
