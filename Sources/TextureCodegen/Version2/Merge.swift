import XMLLayout

/// A layout of one scope (the main file, or a template) in one variant.
struct Variant: Hashable, Comparable {
    /// The template use (0 for the main file).
    let instance: Int
    let state: Int

    static func < (a: Variant, b: Variant) -> Bool { (a.state, a.instance) < (b.state, b.instance) }
}

/// What one scope's code writes, in one variant: its own elements, the
/// template uses it calls (their children are what it passes to the slot),
/// and, in a template, the place of the slot.
indirect enum ScopeNode {
    case element(VItem, [ScopeNode])
    case call(Instance, [ScopeNode])
    /// Where the template wrote it (for ordering).
    case slot(SourceLocation?)

    /// `slots`: each `<slot/>` as written, by the location of its parent.
    static func children(of item: VItem, in scope: Instance, slots: [SourceLocation: SourceLocation]) -> [ScopeNode] {
        var out: [ScopeNode] = []
        for c in item.children {
            if c.owner === scope {
                out.append(.element(c, children(of: c, in: scope, slots: slots)))
            } else if c.owner.parent === scope, c.owner.root === c {
                out.append(.call(c.owner, slotContent(of: c.owner, for: scope, slots: slots)))
            } else if case .slot = out.last {
                continue
            } else {
                out.append(.slot(slots[item.origin.location]))
            }
        }
        return out
    }

    /// What `scope` passed to the use `callee`: its own elements (and uses)
    /// found under the callee's root, outermost only.
    static func slotContent(of callee: Instance, for scope: Instance, slots: [SourceLocation: SourceLocation]) -> [ScopeNode] {
        var out: [ScopeNode] = []
        func walk(_ x: VItem) {
            for d in x.children {
                if d.owner === scope {
                    out.append(.element(d, children(of: d, in: scope, slots: slots)))
                } else if d.owner.parent === scope, d.owner.root === d {
                    out.append(.call(d.owner, slotContent(of: d.owner, for: scope, slots: slots)))
                } else {
                    walk(d)
                }
            }
        }
        if let r = callee.root { walk(r) }
        return out
    }
}

/// One element of a scope merged over its variants: present in some,
/// with children merged in order by key.
final class MNode {
    enum Kind { case element, call, slot, root }
    let key: String
    let kind: Kind
    var items: [Variant: VItem] = [:]
    var calls: [Variant: Instance] = [:]
    var present: Set<Variant> = []
    var children: [MNode] = []
    /// The source element (a `use` for a call), for ordering.
    var location: SourceLocation?

    init(key: String, kind: Kind) {
        self.key = key
        self.kind = kind
    }

    /// Any variant's item (for names and kinds).
    var anyItem: VItem? { items.keys.min().flatMap { items[$0] } }
    var anyCall: Instance? { calls.keys.min().flatMap { calls[$0] } }
    var isNode: Bool { kind == .element && (anyItem?.isNode ?? false) }
    var isSpec: Bool { kind == .element && !(anyItem?.isNode ?? true) }

    /// This node and everything under it, in order.
    var preOrder: [MNode] { [self] + children.flatMap(\.preOrder) }

    /// Merges one scope's trees. `mainScope` keys elements by their
    /// identity keys (unique in a state); a template's by their place in
    /// the template, so that the same element of two uses merges.
    static func merge(_ entries: [(Variant, [ScopeNode])], mainScope: Bool) -> MNode {
        let root = MNode(key: "", kind: .root)
        root.present = Set(entries.map(\.0))
        root.mergeChildren(entries, mainScope: mainScope)
        return root
    }

    private func mergeChildren(_ entries: [(Variant, [ScopeNode])], mainScope: Bool) {
        var order: [String] = []
        var byKey: [String: MNode] = [:]
        var childEntries: [String: [(Variant, [ScopeNode])]] = [:]
        for (v, list) in entries {
            var seen: [String: Int] = [:]
            let keys: [String] = list.map { node in
                var key = Self.key(of: node, mainScope: mainScope)
                let n = seen[key, default: 0]
                seen[key] = n + 1
                if n > 0 { key += "#\(n)" }
                return key
            }
            var fresh: [MNode] = []
            for (key, node) in zip(keys, list) {
                let m: MNode
                if let existing = byKey[key] {
                    m = existing
                } else {
                    m = MNode(key: key, kind: Self.kind(of: node))
                    m.location = Self.location(of: node)
                    byKey[key] = m
                    fresh.append(m)
                }
                m.present.insert(v)
                switch node {
                case .element(let item, let kids):
                    m.items[v] = item
                    childEntries[key, default: []].append((v, kids))
                case .call(let inst, let kids):
                    m.calls[v] = inst
                    childEntries[key, default: []].append((v, kids))
                case .slot:
                    break
                }
            }
            if !fresh.isEmpty { order = Self.merged(order, with: keys, byKey: byKey) }
        }
        children = order.map { byKey[$0]! }
        // A use that passes nothing still has the slot (empty).
        for c in children where c.kind == .slot { c.present = present }
        for c in children { c.mergeChildren(childEntries[c.key] ?? [], mainScope: mainScope) }
    }

    /// `order` with the keys of `list` it lacks inserted, in linear time:
    /// each run of new keys goes before the list's next known key, among
    /// the other variants' keys there in source order.
    private static func merged(_ order: [String], with list: [String], byKey: [String: MNode]) -> [String] {
        var position: [String: Int] = [:]
        for (i, k) in order.enumerated() { position[k] = i }
        var out: [String] = []
        out.reserveCapacity(order.count + list.count)
        var i = 0
        var run: [String] = []
        func flush(upTo p: Int) {
            let olds = i < p ? order[i..<p] : []
            var o = olds.startIndex
            for n in run {
                while o < olds.endIndex, let lo = byKey[olds[o]]?.location, let ln = byKey[n]?.location, lo.file == ln.file, lo < ln {
                    out.append(olds[o])
                    o += 1
                }
                out.append(n)
            }
            out += olds[o...]
            i = max(i, p)
            run = []
        }
        for k in list {
            if let p = position[k] {
                if p >= i {
                    flush(upTo: p)
                    out.append(order[p])
                    i = p + 1
                }
            } else {
                run.append(k)
            }
        }
        flush(upTo: order.count)
        return out
    }

    private static func location(of n: ScopeNode) -> SourceLocation? {
        switch n {
        case .element(let item, _): return item.origin.location
        case .call(let inst, _): return inst.useLocation
        case .slot(let l): return l
        }
    }

    private static func kind(of n: ScopeNode) -> Kind {
        switch n {
        case .element: return .element
        case .call: return .call
        case .slot: return .slot
        }
    }

    private static func key(of n: ScopeNode, mainScope: Bool) -> String {
        switch n {
        case .element(let item, _):
            if mainScope { return "e:" + item.origin.key }
            let o = item.origin
            return "e:\(o.relativeFile ?? ""):\(o.location.line):\(o.location.column ?? 0)" + o.loopIndices.map { "[\($0)]" }.joined()
        case .call(let inst, _):
            if mainScope { return "c:" + inst.key }
            let l = inst.useLocation
            return "c:\(l?.file ?? ""):\(l?.line ?? 0):\(l?.column ?? 0)"
        case .slot:
            return "slot"
        }
    }
}

extension V2ClassWriter {
    /// A node's own spec, merged over its states, for its method: whoever
    /// wrote each part (its template, the uses in it, the content its
    /// callers passed to a slot) is written out as in the main file, so
    /// the method needs no arguments and init can set it once.
    func ownSpecTree(_ key: String) -> MNode {
        func convert(_ d: VItem) -> ScopeNode {
            if d.owner.template != nil, d.owner.root === d { return .call(d.owner, passed(to: d.owner)) }
            return .element(d, d.children.map(convert))
        }
        // What a use's caller (or the caller's callers) put in its slot.
        func passed(to callee: Instance) -> [ScopeNode] {
            var out: [ScopeNode] = []
            func walk(_ x: VItem) {
                for d in x.children {
                    if d.owner === callee || d.owner.isDescendant(of: callee) { walk(d) } else { out.append(convert(d)) }
                }
            }
            if let r = callee.root { walk(r) }
            return out
        }
        let entries = nodeItems[key]!.map { s, item in
            (Variant(instance: 0, state: s), [ScopeNode.element(item, item.children.map(convert))])
        }
        return MNode.merge(entries, mainScope: true).children[0]
    }
}

extension MNode {
    /// This node and what lays out with it: below a node is that node's own spec.
    var inOwnSpec: [MNode] { [self] + (isNode ? [] : children.flatMap(\.inOwnSpec)) }
}
