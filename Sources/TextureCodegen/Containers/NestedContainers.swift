import LayoutEngine
import XMLLayout

/// Containers inside a cell, as in Texture's HorizontalWithinVerticalScrolling:
/// a row's cell node owns a horizontal collection and is its data source over
/// an array of the row's model value (`row.photos`). What that needs: the
/// row is the body of a `for`, and each inner container's cells are one
/// `for` over an array field of the row's item.
struct NestedModels {
    typealias G = ContainerGenerator
    let data: SampleData
    /// The inner loops' item types, by the location of their `for`.
    var models: [SourceLocation: ModelType] = [:]
    /// An outer loop's array fields (by its `for`'s location) and their item types.
    var arrays: [SourceLocation: [String: ModelType]] = [:]

    init(data: SampleData) { self.data = data }

    /// The containers of `cell` (elements of it), or nil when they are not
    /// what is written (the caller refuses them with a located error).
    /// `emptyLoop` finds the `for` of a container without cells.
    mutating func containers(_ inner: [GenItem], in cell: G.Instance, instance: (GenItem) -> G.Instance,
                             emptyLoop: (GenItem) -> BindingScope?) -> [G.Container]? {
        guard let outer = cell.scope, case .loop(let each, let over) = outer.source else { return nil }
        var out: [G.Container] = []
        for g in inner {
            guard case .container(let c) = g.element.kind, !(c.kind == .collection && c.layout == .gallery) else { return nil }
            var section = G.Section()
            var field: String?
            var scope = g.children.isEmpty ? emptyLoop(g) : nil
            if let s = scope, case .loop(_, let path?) = s.source { field = Self.field(path, of: each) }
            for child in g.children {
                guard case .item(.cell) = child.element.kind, !child.preOrder.dropFirst().contains(where: G.isDataContainer) else { return nil }
                let inst = instance(child)
                guard let s = inst.scope, case .loop(_, let path?) = s.source, scope.map({ $0.location == s.location }) ?? true
                else { return nil }
                guard let f = Self.field(path, of: each) else { return nil }
                field = f
                scope = s
                section.cells.append(inst)
            }
            guard let field, let scope else { return nil }
            let container = G.Container(item: g, node: c)
            container.sections = [section]
            container.arrayField = field
            container.itemScope = scope
            if models[scope.location] == nil {
                // The items' type, from the arrays of every outer item.
                let items = (data.array(over) ?? []).flatMap { item -> [ExpressionValue] in
                    guard case .object(let o) = item, case .array(let list)? = o[field] else { return [] }
                    return list
                }
                models[scope.location] = ModelBuilder.model(scope, data: data, items: items)
            }
            arrays[outer.location, default: [:]][field] = models[scope.location]
            out.append(container)
        }
        return out
    }

    /// `photos` of `row.photos` when the loop is over `row`'s.
    private static func field(_ path: String, of each: String) -> String? {
        let parts = path.trimmingSpaces().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, parts[0] == each, SwiftGenerator.isValidTypeName(parts[1]) else { return nil }
        return parts[1]
    }
}
