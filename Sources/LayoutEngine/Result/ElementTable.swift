/// The elements of one layout pass, flattened in document (pre-)order so that
/// the pass works on indices: no per-node dictionaries, no string work. A
/// button's internal title/image elements are appended after the document's.
public struct ElementTable: Sendable {
    public struct Record: Sendable {
        /// First, so that the style fields the pass reads for every element
        /// (sizes, flex, alignment, baselines) share three cache lines.
        public var style: Style
        public var kind: Element.Kind
        public var debugName: String?
        /// The element's type name (`Element.resolvedTypeName`).
        public var typeName: String
        public var presentation: Presentation
        public var parent: ElementID?
        /// Nesting depth; the root is 0.
        public var depth: Int
        /// True for elements the engine made (a button's title and image).
        public var isSynthetic: Bool
        var childStart: Int
        /// Children (a button without a spec of its own gets one: its internal stack).
        public internal(set) var childCount: Int
    }

    /// A record as stored: everything but the style, which is kept once per
    /// distinct style in `styles` (`Node.style`). A style is most of a
    /// record's size, and a tree of 100,000 elements has a few dozen.
    struct Stored: Sendable {
        var kind: Element.Kind
        var debugName: String?
        var typeName: String
        var presentation: Presentation
        // The numbers as 32 bits, read through the properties below: 24
        // bytes less a record (2.4 MB for 100,000 elements, alive through
        // the layout pass and the output).
        private var parentIndex: Int32
        private var depth32: Int32
        private var childStart32: Int32
        private var childCount32: Int32
        var isSynthetic: Bool

        init(kind: Element.Kind, debugName: String?, typeName: String, presentation: Presentation, parent: ElementID?,
             depth: Int, isSynthetic: Bool, childStart: Int, childCount: Int) {
            self.kind = kind
            self.debugName = debugName
            self.typeName = typeName
            self.presentation = presentation
            self.parentIndex = Int32(truncatingIfNeeded: parent?.rawValue ?? -1)
            self.depth32 = Int32(truncatingIfNeeded: depth)
            self.isSynthetic = isSynthetic
            self.childStart32 = Int32(truncatingIfNeeded: childStart)
            self.childCount32 = Int32(truncatingIfNeeded: childCount)
        }

        var parent: ElementID? { parentIndex < 0 ? nil : ElementID(Int(parentIndex)) }
        var depth: Int { Int(depth32) }
        var childStart: Int {
            get { Int(childStart32) }
            set { childStart32 = Int32(truncatingIfNeeded: newValue) }
        }
        var childCount: Int {
            get { Int(childCount32) }
            set { childCount32 = Int32(truncatingIfNeeded: newValue) }
        }
    }

    /// Storage, indexed by `ElementID.rawValue`; read through the subscript.
    private(set) var records: [Stored] = []
    /// Children's ids, each element's a contiguous run (`Node.childStart`).
    private(set) var childIDs: [Int32] = []
    /// What the layout pass reads of every element, 16 bytes each, in an
    /// array of its own: a pass over 100,000 elements then streams through
    /// 1.6 MB rather than the records' 22 MB (a record is ~220 bytes: kind,
    /// names, presentation), which is what kept a big pass from
    /// being linear (cache misses and page traffic, not instructions).
    private(set) var nodes: [Node] = []
    /// The distinct styles of the elements (`Node.style` indexes them):
    /// big trees repeat a few styles, so the pass reads them from a table
    /// that stays in the cache instead of from each record.
    private(set) var styles: [Style] = []
    /// While appending: recently seen styles by a cheap hash, -1 for none.
    private var recentStyles: [Int32] = []
    /// The distinct parameters of the stacks and of the insets
    /// (`Node.params` indexes them), so that the pass reads a stack's or an
    /// inset's parameters from a table that stays in the cache, not from its
    /// record (~200 bytes, of a 20 MB array at 100,000 elements).
    private(set) var stackSpecs: [StackLayoutSpec] = []
    private(set) var insetSpecs: [InsetLayoutSpec] = []
    /// While appending: the index of each distinct parameter set.
    private var specIndex = SpecInterner()

    struct Node {
        var childStart: Int32
        var childCount: Int32
        /// Index in `styles`.
        var style: Int32
        /// The kind without its payload: what the pass switches on first,
        /// rather than decoding a kind to learn it is a box.
        var tag: Element.Kind.Tag
        /// Bit 0: flexGrow > 0 and flexShrink > 0, what a stack looks for
        /// in its children before it measures any (§3.1.3). Bit 3: see
        /// `hasStretchedChild`. Bits 1–2: how
        /// many of its own children are (0, 1, or 2 for more), so that a
        /// stack without exactly one never scans them: a wide stack's scan
        /// was a walk of all its children's nodes before the one that
        /// measures them.
        var flexFlags: UInt8
        /// A stack's index in `stackSpecs` or an inset's in `insetSpecs`;
        /// `noParams` for other kinds, and for specs past the 65,535th
        /// distinct one (read from the record). In the node's padding.
        var params: UInt16 = Node.noParams

        static let noParams = UInt16.max

        var isFlexible: Bool { flexFlags & 1 != 0 }
        /// Children that are `isFlexible`: 0, 1, or 2 for two or more.
        var flexibleChildren: Int { Int(flexFlags >> 1 & 3) }
        /// Whether a child's alignSelf is stretch (bit 3): a wrapping stack
        /// whose items may stretch reserves their block before placing
        /// them (`LayoutPass.beginPositioning`).
        var hasStretchedChild: Bool { flexFlags & 8 != 0 }

        /// Counts one more flexible child, up to 2.
        mutating func addFlexibleChild() {
            if flexibleChildren < 2 { flexFlags = (flexFlags & ~6) | UInt8(flexibleChildren + 1) << 1 }
        }
    }

    /// Elements of the document; synthetic ones follow.
    public private(set) var documentCount: Int = 0
    /// The deepest nesting level (the root is 0): kept as elements are
    /// appended, because each layout call asks (to pick its stack) and a
    /// scan of every record is a pass over the whole table's memory.
    public private(set) var maxDepth: Int = 0

    public init(root: Element) {
        self.init(root, consuming: false)
    }

    /// `init(root:)`, giving the tree up as it goes: each element is freed
    /// once its record is made, so that the tree and the table are never
    /// both whole (hundreds of bytes an element: 38 MB of tree for a chain
    /// of 100,000). Only for a tree nothing else holds: an element still
    /// referenced elsewhere is simply not freed early.
    /// - Parameter release: called every `elementsPerRelease` elements,
    ///   to hand what was freed back (the caller's allocator policy: the
    ///   engine has none of its own).
    public init(consuming root: consuming Element, release: (() -> Void)? = nil) {
        self.init(root, consuming: true, release: release)
    }

    /// How many elements are appended between two calls of `release`.
    public static let elementsPerRelease = 16384

    private init(_ root: consuming Element, consuming: Bool, release: (() -> Void)? = nil) {
        // Records are large (kind, style, names): reserve the exact count
        // rather than let the array double past it while copying.
        let count = ElementTable.count(root)
        records.reserveCapacity(count)
        childIDs.reserveCapacity(count)
        nodes.reserveCapacity(count)
        recentStyles = Array(repeating: -1, count: ElementTable.recentStyleSlots)
        _ = append(root, parent: nil, depth: 0, synthetic: false, consuming: consuming, release: release)
        documentCount = records.count
        // Buttons without a spec of their own get Texture's internal spec.
        for i in 0..<documentCount {
            guard case .button(let b) = records[i].kind, records[i].childCount == 0 else { continue }
            let slot = childIDs.count
            childIDs.append(-1)
            records[i].childStart = slot
            records[i].childCount = 1
            nodes[i].childStart = Int32(slot)
            nodes[i].childCount = 1
            childIDs[slot] = Int32(append(b.internalSpec, parent: i, depth: records[i].depth + 1, synthetic: true,
                                          consuming: false))
        }
        recentStyles = []
        specIndex = SpecInterner()
    }

    /// One open level of a walk: its children and the next one to take. A
    /// walk keeps one per level, never a copy of every pending element (an
    /// `Element` is hundreds of bytes: a stack of 100,000 children would
    /// otherwise be copied whole beside the tree).
    private struct Level {
        var children: [Element]
        var next = 0
        /// The parent's id and the slot in `childIDs` of its first child.
        var parent = 0, start = 0
    }

    /// Elements in the subtree. Iterative, like `append`.
    private static func count(_ root: Element) -> Int {
        var count = 1
        var levels = root.children.isEmpty ? [] : [Level(children: root.children)]
        while let top = levels.indices.last {
            let k = levels[top].next
            guard k < levels[top].children.count else { levels.removeLast(); continue }
            levels[top].next = k + 1
            count += 1
            let grandchildren = levels[top].children[k].children
            if !grandchildren.isEmpty { levels.append(Level(children: grandchildren)) }
        }
        return count
    }

    /// Appends a subtree in pre-order and returns the id of its root.
    /// Iterative, so a tree thousands of levels deep cannot overflow the stack.
    /// - Parameter consuming: each level lets go of an element as it is
    ///   taken (`init(consuming:)`).
    private mutating func append(_ root: consuming Element, parent: Int?, depth: Int, synthetic: Bool,
                                 consuming: Bool, release: (() -> Void)? = nil) -> Int {
        let rootID = appendRecord(root, parent: parent, depth: depth, synthetic: synthetic)
        let rootChildren = root.children
        _ = consume root
        var levels = rootChildren.isEmpty ? []
            : [Level(children: rootChildren, parent: rootID, start: records[rootID].childStart)]
        while let top = levels.indices.last {
            let k = levels[top].next
            guard k < levels[top].children.count else { levels.removeLast(); continue }
            levels[top].next = k + 1
            var e = ElementTable.taken
            // Consuming, the element is swapped out of its level rather than
            // copied (a retain and a release of each of its strings and arrays).
            if consuming { swap(&e, &levels[top].children[k]) } else { e = levels[top].children[k] }
            // Level `top` holds the children of an element at depth `depth + top`.
            let id = appendRecord(e, parent: levels[top].parent, depth: depth + top + 1, synthetic: synthetic)
            childIDs[levels[top].start + k] = Int32(truncatingIfNeeded: id)
            if consuming {
                // The level's array, once its last child is taken, holds
                // nothing: it is freed now rather than when the walk comes
                // back up (for a chain, at the very end). A level in its
                // place keeps the levels' indices the depths.
                if k + 1 == levels[top].children.count { levels[top].children = [] }
                if let release, records.count % ElementTable.elementsPerRelease == 0 { release() }
            }
            if !e.children.isEmpty { levels.append(Level(children: e.children, parent: id, start: records[id].childStart)) }
        }
        return rootID
    }

    /// What a consumed element's slot holds: nothing that owns memory.
    private static let taken = Element(.box)

    /// One record, with `childIDs` slots for its children (filled as they are appended).
    private mutating func appendRecord(_ e: Element, parent: Int?, depth: Int, synthetic: Bool) -> Int {
        let id = records.count
        let start = childIDs.count
        maxDepth = Swift.max(maxDepth, depth)
        let isFlexible = e.style.flexGrow > 0 && e.style.flexShrink > 0
        // The engine's per-element array beside the records (see above).
        nodes.append(Node(childStart: Int32(truncatingIfNeeded: start), childCount: Int32(truncatingIfNeeded: e.children.count),
                          style: internStyle(e.style), tag: e.kind.tag,
                          flexFlags: isFlexible ? 1 : 0, params: internParams(e.kind)))
        if let parent {
            if isFlexible { nodes[parent].addFlexibleChild() }
            if e.style.alignSelf == .stretch { nodes[parent].flexFlags |= 8 }
        }
        records.append(Stored(kind: e.kind, debugName: e.debugName, typeName: e.resolvedTypeName,
                              presentation: e.presentation, parent: parent.map(ElementID.init), depth: depth,
                              isSynthetic: synthetic, childStart: start, childCount: e.children.count))
        childIDs.append(contentsOf: repeatElement(-1, count: e.children.count))
        return id
    }

    /// The index of a stack's or an inset's parameters in `stackSpecs` or
    /// `insetSpecs`, appending them if they are new; `Node.noParams` for
    /// other kinds, or once 65,535 distinct ones are kept.
    private mutating func internParams(_ kind: Element.Kind) -> UInt16 {
        guard let key = SpecKey(kind) else { return Node.noParams }
        if let index = specIndex.value(for: key) { return index }
        let index: Int
        switch kind {
        case .stack(let s) where stackSpecs.count < Int(Node.noParams):
            index = stackSpecs.count
            stackSpecs.append(s)
        case .inset(let i) where insetSpecs.count < Int(Node.noParams):
            index = insetSpecs.count
            insetSpecs.append(i)
        default:
            return Node.noParams
        }
        specIndex.insert(UInt16(index), for: key)
        return UInt16(index)
    }

    /// How many recent styles `internStyle` remembers: one per value of
    /// the hash's top byte.
    private static let recentStyleSlots = 256

    /// The index in `styles` of a style identical to `style` (bit for bit,
    /// so that -0 and 0 stay apart), appending it if none of the recently
    /// seen ones is. A miss only costs a duplicate entry, never a wrong one.
    private mutating func internStyle(_ style: Style) -> Int32 {
        let slot = Int(truncatingIfNeeded: style.identityHash >> 56) // 256 slots
        let seen = recentStyles[slot]
        if seen >= 0 && styles[Int(seen)].isIdentical(to: style) { return seen }
        let index = Int32(truncatingIfNeeded: styles.count)
        styles.append(style)
        recentStyles[slot] = index
        return index
    }

    public var count: Int { records.count }

    public subscript(id: ElementID) -> Record {
        let r = records[id.rawValue]
        return Record(style: styles[Int(nodes[id.rawValue].style)], kind: r.kind, debugName: r.debugName,
                      typeName: r.typeName, presentation: r.presentation, parent: r.parent, depth: r.depth,
                      isSynthetic: r.isSynthetic, childStart: r.childStart, childCount: r.childCount)
    }

    /// An element's style, without copying the rest of its record.
    public func style(of id: ElementID) -> Style { styles[Int(nodes[id.rawValue].style)] }

    // Single fields, for loops over every element (the JSON writer) that
    // would otherwise copy each whole record (kind, style, names).
    public func depth(of id: ElementID) -> Int { records[id.rawValue].depth }
    /// One field, without copying the record (hundreds of bytes, several retains).
    public func parent(of id: ElementID) -> ElementID? { records[id.rawValue].parent }
    public func isNode(_ id: ElementID) -> Bool { records[id.rawValue].kind.isNode }
    public func typeName(of id: ElementID) -> String { records[id.rawValue].typeName }
    public func debugName(of id: ElementID) -> String? { records[id.rawValue].debugName }

    public func children(of id: ElementID) -> [ElementID] {
        let r = records[id.rawValue]
        return childIDs[r.childStart..<(r.childStart + r.childCount)].map { ElementID(Int($0)) }
    }

    /// Element `id`'s child count and `k`th child, read off the nodes.
    func childCount(of id: Int) -> Int { Int(nodes[id].childCount) }
    func child(of id: Int, _ k: Int) -> Int { Int(childIDs[Int(nodes[id].childStart) + k]) }
}
