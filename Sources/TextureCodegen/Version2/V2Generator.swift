import LayoutEngine
import XMLLayout

/// Version-2 files: lays the file out at each of its states (expanding it
/// each time, as `render --set` does), assigns every element to the main
/// file or the template use that writes it, and hands the lot to
/// V2ClassWriter. Anything it cannot follow in the templates falls back to
/// writing them inline, never to wrong code.
enum V2Generator {
    static func generate(source: LayoutSource, document: LayoutDocument, className: String,
                         inputs given: ExpansionInputs) -> String? {
        guard let parsed = LayoutLoader.tree(of: source) else { return nil }
        var space = StateSpace(root: parsed, inputs: given)
        var layouts: [(GenItem, [ElementOrigin])] = []
        var kept: [Int] = []
        var included: [LayoutSource] = []
        for (s, inputs) in space.inputs.enumerated() {
            let loaded = LayoutLoader.load(source: source, inputs: inputs)
            guard !loaded.hasErrors, let doc = loaded.document,
                  let expanded = LayoutExpansion.expand(parsed, source: source, inputs: inputs).root,
                  let element = expanded.children.last else {
                if s == 0 { return nil }
                continue  // a state the file cannot take is left out
            }
            let gen = GenItem.pair(element, doc.root)
            guard gen.preOrder.count == doc.sourceMap.origins.count else { return nil }
            if s == 0 { included = loaded.includedSources }
            layouts.append((gen, doc.sourceMap.origins))
            kept.append(s)
        }
        space.states = kept.map { space.states[$0] }
        space.inputs = kept.map { space.inputs[$0] }
        var roots = [parsed]
        for inc in included { if let r = LayoutLoader.tree(of: inc) { roots.append(r) } }
        let sources = SourceIndex(roots: roots)
        let fileName = PathText.lastComponent(source.path)
        let data = given.dataPath.map { PathText.lastComponent($0) } ?? parsed.attribute("data")?.value
        for inline in [false, true] {
            var assigner = InstanceAssigner(inline: inline)
            var trees: [VItem] = []
            var mains: [Instance] = []
            do {
                for (s, (gen, origins)) in layouts.enumerated() {
                    let main = Instance(template: nil, notes: [], parent: nil, root: nil, state: s)
                    var k = 0
                    func build(_ g: GenItem) -> VItem {
                        let item = VItem(gen: g, origin: origins[k], state: s, owner: main)
                        k += 1
                        item.children = g.children.map(build)
                        return item
                    }
                    let tree = build(gen)
                    try assigner.assign(tree, main: main)
                    trees.append(tree)
                    mains.append(main)
                }
            } catch {
                continue
            }
            var templates: [TemplateID: [Instance]] = [:]
            for inst in assigner.instances { templates[inst.template!, default: []].append(inst) }
            let writer = V2ClassWriter(fileName: fileName, className: className, document: document, space: space,
                                       trees: trees, mains: mains, templateInstances: templates, sources: sources,
                                       dataFile: data)
            return writer.write()
        }
        return nil
    }
}
