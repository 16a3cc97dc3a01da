import LayoutEngine

/// `LayoutBuilder` fed element by element as a parser meets them (start
/// tag: `open`, end tag: `close`), rather than walking a DOM: the SAX path
/// (`SAXTreeBuilder.stream`) builds the document with no Swift DOM at all.
///
/// Why: each DOM node was made, stored in its parent's array, copied out by
/// the walk and freed (at 10,000 elements 5% of the parse and build's
/// instructions), and the DOM was alive at the peak of a large file
/// (wide-100000: 84 → 66 MB). The checks and their order are the walk's: an
/// element's own (`enter`) at its start tag, its style and presentation
/// (`finish`) at its end tag. Only a `<text>`'s kind waits for the end tag,
/// where its character data is known; what it can report is an error,
/// which sends the file down the tree path anyway.
final class StreamedLayoutBuild {
    private let builder: LayoutBuilder
    // Exclusivity unchecked as `SAXTreeBuilder`'s state.
    /// The `<layout>` element, without its children.
    @exclusivity(unchecked) private(set) var root: XMLElementNode?
    private var top: LayoutBuilder.DocumentTop?
    @exclusivity(unchecked) private var frames: [LayoutBuilder.Frame] = []
    @exclusivity(unchecked) private var element: Element?
    /// The layout element refused its content: nothing more is built.
    @exclusivity(unchecked) private var refused = false

    /// - Parameter depth: how deep the file nests (its scan), to reserve the open levels.
    init(file: String, baseDirectory: String, depth: Int = 0) {
        builder = LayoutBuilder(file: file, baseDirectory: baseDirectory)
        frames.reserveCapacity(max(0, depth))
    }

    /// A start tag: `x` has its attributes and no children; `element` is
    /// what it is in the language (`LayoutElement.named`), `childCount` how
    /// many element children it will have (the start-tag scan's).
    func open(_ x: consuming XMLElementNode, _ element: LayoutElement?, childCount: Int) {
        guard root != nil else {
            top = builder.beginDocument(x, childCount: childCount)
            refused = top == nil
            root = x
            return
        }
        guard !refused else { return }
        let n = frames.count
        if n == 0 {
            frames.append(builder.enter(x, element, childCount: childCount, parent: nil, parentElement: nil,
                                        kindNow: element != .text))
        } else {
            frames.append(builder.enter(x, element, childCount: childCount, parent: frames[n - 1].node,
                                        parentElement: frames[n - 1].element, kindNow: element != .text))
        }
    }

    /// An end tag, with the element's own character data (read only for `<text>`).
    func close(text: String) {
        guard !refused, !frames.isEmpty else { return }
        if !text.isEmpty { frames[frames.count - 1].node.text = text }
        let done = builder.finish(frames.removeLast())
        if frames.isEmpty {
            element = done
        } else {
            frames[frames.count - 1].built.append(done)
        }
    }

    /// The document and every diagnostic, as `LayoutBuilder.build` gives
    /// them for the same tree; call once the parse has ended.
    func finish() -> (document: LayoutDocument?, diagnostics: [Diagnostic]) {
        let diagnostics = builder.diagnostics
        guard let root, let top, let element, frames.isEmpty else { return (nil, diagnostics) }
        let document = builder.endDocument(root, top, element)
        return (diagnostics.hasErrors ? nil : document, builder.diagnostics)
    }
}
