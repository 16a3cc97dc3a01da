import LayoutEngine
import XMLLayout

/// One element of one state's expansion: its expanded XML and engine
/// element (values resolved), where it came from, and the template use it
/// belongs to.
final class VItem {
    let gen: GenItem
    let origin: ElementOrigin
    let state: Int
    var children: [VItem] = []
    /// The template instance (or the main file) whose code writes it.
    unowned var owner: Instance

    init(gen: GenItem, origin: ElementOrigin, state: Int, owner: Instance) {
        self.gen = gen
        self.origin = origin
        self.state = state
        self.owner = owner
    }

    var isNode: Bool { gen.isNode }
    var xmlName: String { gen.xml.name }
    var preOrder: [VItem] { [self] + children.flatMap(\.preOrder) }
}

/// The main file, or one `use` of a template in one state. Includes are
/// written inline: they are not instances.
final class Instance {
    /// The template's name and file (nil for the main file).
    let template: TemplateID?
    /// Innermost first: the `use` notes that led here.
    var notes: [Diagnostic.Note]
    /// The main file whose layout element is a `use` also writes what that
    /// use's caller wrote (its slot's content): those shorter chains too.
    var isMain: Bool { template == nil }

    func owns(_ chain: [Diagnostic.Note]) -> Bool {
        chain == notes || (isMain && chain.count < notes.count && Array(notes.suffix(chain.count)) == chain)
    }
    let parent: Instance?
    /// The element the use produced (nil for the main file).
    let root: VItem?
    let state: Int

    init(template: TemplateID?, notes: [Diagnostic.Note], parent: Instance?, root: VItem?, state: Int) {
        self.template = template
        self.notes = notes
        self.parent = parent
        self.root = root
        self.state = state
    }

    /// Stable across states: the key of the element the use produced.
    var key: String { root?.origin.key ?? "" }
    var useLocation: SourceLocation? { notes.first?.location }

    func isDescendant(of other: Instance) -> Bool {
        var p = parent
        while let q = p {
            if q === other { return true }
            p = q.parent
        }
        return false
    }
}

struct TemplateID: Hashable, Comparable {
    let name: String
    let file: String

    static func < (a: TemplateID, b: TemplateID) -> Bool { (a.file, a.name) < (b.file, b.name) }
}

/// Assigns each element of a state's tree to the instance that writes it.
/// An element's `use` notes (outermost last) say which uses led to it: the
/// same chain as its tree parent's owner means the same instance, one more
/// note a new use of a template, a shorter chain the children a `use`
/// passed into the template's `<slot/>` (written by the caller).
struct InstanceAssigner {
    struct Failure: Error {}

    /// Every instance found, in document order.
    private(set) var instances: [Instance] = []
    /// With `inline`, templates are written inline (everything is the main file's).
    let inline: Bool

    static func templateNotes(_ o: ElementOrigin) -> [Diagnostic.Note] {
        o.notes.filter { $0.message.hasPrefix("in template '") }
    }

    static func templateName(_ note: Diagnostic.Note) -> String {
        let m = note.message.dropFirst("in template '".count)
        return String(m.prefix { $0 != "'" })
    }

    mutating func assign(_ root: VItem, main: Instance) throws {
        // A layout element that is a `use` is the layout itself: its
        // template is written inline as the class's own spec.
        let rootNotes = Self.templateNotes(root.origin)
        if !inline, rootNotes.count == 1 { main.notes = rootNotes }
        try visit(root, treeParentOwner: main, main: main)
    }

    private mutating func visit(_ item: VItem, treeParentOwner: Instance, main: Instance) throws {
        if inline {
            item.owner = main
        } else {
            let notes = Self.templateNotes(item.origin)
            var candidate: Instance? = treeParentOwner
            var found: Instance?
            while let c = candidate {
                if c.owns(notes) { found = c; break }
                if !notes.isEmpty, c.owns(Array(notes.dropFirst())) {
                    let file = item.origin.relativeFile ?? ""
                    let instance = Instance(template: TemplateID(name: Self.templateName(notes[0]), file: file), notes: notes,
                                            parent: c, root: item, state: item.state)
                    instances.append(instance)
                    found = instance
                    break
                }
                candidate = c.parent
            }
            guard let found else { throw Failure() }
            item.owner = found
        }
        for c in item.children { try visit(c, treeParentOwner: item.owner, main: main) }
    }
}
