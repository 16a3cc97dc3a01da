import LayoutEngine
import Rendering
import XMLLayout

/// One side of `xmllayout transition`: a file at a state and a size.
public struct TransitionEndpoint: Sendable {
    public var path: String
    public var inputs: ExpansionInputs
    public var overrides: RootRangeOverride
    /// How text is measured instead of the file's `textMetrics` (`--text-metrics`).
    public var textMetrics: TextMetricsMode?

    public init(path: String, inputs: ExpansionInputs = ExpansionInputs(), overrides: RootRangeOverride = RootRangeOverride()) {
        self.path = path
        self.inputs = inputs
        self.overrides = overrides
    }
}

extension TransitionEndpoint {
    /// How this side is laid out.
    var options: PreviewOptions {
        var o = PreviewOptions(overrides: overrides)
        o.textMetrics = textMetrics
        return o
    }
}

/// Lays out both sides and computes Texture's transition context between
/// them (LANGUAGE.md "Transitions"): elements matched by their identity keys.
public enum TransitionPipeline {
    public struct Output: Sendable {
        /// Both sides' previews (diagnostics, documents, results).
        public var from: PreviewOutput
        public var to: PreviewOutput
        /// Nil when either side has errors.
        public var sides: TransitionSides?

        public var diagnostics: [Diagnostic] {
            var seen = Set<Diagnostic>()
            return (from.diagnostics + to.diagnostics).filter { seen.insert($0).inserted }
        }
        public var hasErrors: Bool { from.hasErrors || to.hasErrors }
    }

    public static func run(from a: TransitionEndpoint, to b: TransitionEndpoint, includeSpecs: Bool) -> Output {
        let from = PreviewPipeline.run(path: a.path, options: a.options, render: false, inputs: a.inputs)
        let to = PreviewPipeline.run(path: b.path, options: b.options, render: false, inputs: b.inputs)
        var out = Output(from: from, to: to, sides: nil)
        guard !out.hasErrors, let r1 = from.result, let r2 = to.result,
              let d1 = from.loaded.document, let d2 = to.loaded.document else { return out }
        // Two files count as one: both keyed under the first one's name.
        let mainName = LayoutDocument.fileName(a.path == LayoutLoader.standardInputPath ? "<stdin>" : a.path)
        let k1 = Array(d1.identityKeys(mainFileName: mainName).prefix(r1.elements.documentCount))
        let k2 = Array(d2.identityKeys(mainFileName: mainName).prefix(r2.elements.documentCount))
        guard k1.count == r1.elements.documentCount, k2.count == r2.elements.documentCount else { return out }
        let transition = LayoutTransition(from: r1, keys: k1, to: r2, keys: k2, includeSpecs: includeSpecs)
        out.sides = TransitionSides(from: side(r1, d1), to: side(r2, d2), transition: transition)
        return out
    }

    static func side(_ result: LayoutResult, _ doc: LayoutDocument) -> TransitionSides.Side {
        let lines = doc.sourceMap.lines
        // Looked up when asked (the renderers name only the changed
        // elements): a watch compares every save, of any size.
        let elements = result.elements
        return TransitionSides.Side(result: result, type: { elements.typeName(of: $0) },
                                    line: { $0.rawValue < lines.count ? lines[$0.rawValue] : nil })
    }
}
