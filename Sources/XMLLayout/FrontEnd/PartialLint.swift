import LayoutEngine

/// The lint rules that need a layout (a node 0 wide, a percentage of an
/// unknown parent length, …), run on a file with schema errors too, so that
/// one run shows every error *and* the warnings of the parts that are valid.
///
/// The builder still makes a tree of such a file (an unknown element as a
/// plain box, a bad value as if not written); it is laid out for the lint
/// rules only and never shown. A warning is kept when neither its element
/// nor an ancestor has an error: what the tree says about those would be a
/// guess. The bounds lint (`outside-root`) is left out, as it depends on the
/// whole layout.
enum PartialLint {
    /// - Parameter withBuilderWarnings: the builder's own warnings of the
    ///   valid parts too (`image-unreadable`…), for a caller that has not
    ///   built the tree itself (a version-2 file with errors).
    static func warnings(_ root: XMLElementNode, errors: [Diagnostic], file: String, baseDirectory: String,
                         withBuilderWarnings: Bool = false) -> [Diagnostic] {
        // Built again, kept despite its errors (the builder's own answer is nil then).
        let builder = LayoutBuilder(file: file, baseDirectory: baseDirectory)
        guard let document = builder.buildDocument(root), document.sourceMap.count > 0 else { return [] }
        let result = LayoutEngine.layout(document.root, in: document.rootRange, grid: PixelGrid(scale: document.screenScale),
                                         measurer: FrontEndMeasurers.measurer(for: document.textMetrics))
        let built = withBuilderWarnings ? builder.diagnostics.filter { $0.severity == .warning } : []
        let lint = built + document.diagnostics(for: result, file: file).filter { $0.severity == .warning && $0.id != .outsideRoot }
        guard !lint.isEmpty else { return [] }
        // Elements in document order (the source map's order) and their parents.
        var parents: [Int?] = []
        func walk(_ element: Element, parent: Int?) {
            let index = parents.count
            parents.append(parent)
            for child in element.children { walk(child, parent: index) }
        }
        walk(document.root, parent: nil)
        let starts = document.sourceMap.locations
        guard parents.count == starts.count else { return [] }
        // Elements by where their start tag is (a template body's elements
        // share their source place; an included file's are in that file).
        let sorted = starts.indices.sorted { Self.precedes(starts[$0], starts[$1]) }
        /// The elements whose start tag (or content up to the next start tag) holds `location`.
        func elements(at location: SourceLocation?) -> [Int] {
            guard let location else { return [] }
            var low = 0, high = sorted.count - 1, found: Int?
            while low <= high {
                let middle = (low + high) / 2
                if !Self.precedes(location, starts[sorted[middle]]) { found = middle; low = middle + 1 } else { high = middle - 1 }
            }
            guard let found, starts[sorted[found]].file == location.file else { return [] }
            let place = starts[sorted[found]]
            var out: [Int] = []
            var k = found
            while k >= 0, starts[sorted[k]] == place { out.append(sorted[k]); k -= 1 }
            return out
        }
        var tainted = Set(errors.filter { $0.severity == .error }.flatMap { elements(at: $0.location) })
        // Descendants of an element with an error: its size was a guess.
        for i in parents.indices {
            if let p = parents[i], tainted.contains(p) { tainted.insert(i) }
        }
        return lint.filter { warning in
            let own = elements(at: warning.location)
            return !own.isEmpty && own.allSatisfy { !tainted.contains($0) }
        }
    }

    /// File, then line, then column.
    private static func precedes(_ a: SourceLocation, _ b: SourceLocation) -> Bool {
        (a.file, a.line, a.column ?? 0) < (b.file, b.line, b.column ?? 0)
    }
}

/// A version-1 file laid out despite its schema errors, as `PartialLint`
/// does, for an editor's hover while the file is being fixed. Nil when it
/// does not parse or uses version 2 (its expansion stops at errors).
public enum PartialLayout {
    public static func layout(_ source: LayoutSource) -> (document: LayoutDocument, result: LayoutResult)? {
        guard !Version2Detection.mayUseVersion2(source.bytes) else { return nil }
        guard let root = LayoutSourceLoader.parse(source).root else { return nil }
        let base = PathText.deletingLastComponent(source.path)
        guard let document = LayoutBuilder(file: source.path, baseDirectory: base).buildDocument(root) else { return nil }
        return (document, LayoutEngine.layout(document.root, in: document.rootRange, grid: PixelGrid(scale: document.screenScale),
                                              measurer: FrontEndMeasurers.measurer(for: document.textMetrics)))
    }
}
