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
