import CLibXML2

/// Every schema problem of a file in one run.
///
/// libxml2's XSD validator stops checking an element's content at the first
/// child its content model rejects: that child's subtree and every sibling
/// after it are skipped (four unknown elements in one stack took four runs,
/// and nothing inside or after them was checked). So after validating the
/// document, each skipped subtree is validated again on its own, copied into
/// a small wrapper document (`<layout><stack>…</stack></layout>`: a stack
/// takes any number of layout elements), and its errors are mapped back to
/// the original elements. Unknown elements are reported from the vocabulary
/// without asking libxml2 (it would only skip them again), and their children
/// are checked. A valid file is validated exactly once, as before.
enum SchemaSubtreeValidation {
    /// The issues of the whole document, or nil when libxml2 could not create
    /// a validation context.
    static func issues(of document: LibXMLDocument, schema: CompiledSchema) -> [SchemaIssue]? {
        guard let validator = SchemaValidationContext(schema: schema.schema) else { return nil }
        let (status, first) = validator.validate(document)
        var issues = first.map { SchemaIssue($0, preorderIndex: document.preorderIndex) }
        if status < 0 && issues.isEmpty {
            issues.append(SchemaIssue(kind: .other, message: "internal error in the schema validator", line: 0, elementIndex: nil))
        }
        var pending = skippedSubtrees(after: first, original: { $0 })
        var wrapped = Set<xmlNodePtr>()
        while !pending.isEmpty {
            var known: [xmlNodePtr] = []
            var next: [Skipped] = []
            // An element in a namespace is one mistake, said once where
            // libxml2 met it ("remove the xmlns declaration").
            for (node, rejected) in pending where node.pointee.ns == nil {
                let name = node.pointee.name.map { String(cString: $0) } ?? ""
                let rejectedAgain = rejected && wrapped.contains(node)
                // An element the language lacks, or one rejected even at the
                // top of a wrapper (a nested <layout>): report it, check its
                // children.
                if schema.vocabulary.element(name) == nil || rejectedAgain {
                    if let index = document.preorderIndex[UnsafeMutableRawPointer(node)], !rejectedAgain {
                        issues.append(SchemaIssue(
                            kind: .elementContent, message: "Element '\(name)': This element is not expected.",
                            line: Int(xmlGetLineNo(node)), elementIndex: index))
                    }
                    next += elementChildren(of: node).map { ($0, false) }
                } else {
                    known.append(node)
                    wrapped.insert(node)
                }
            }
            if !known.isEmpty, let wrapper = Wrapper(copying: known) {
                let (_, found) = (SchemaValidationContext(schema: schema.schema) ?? validator).validate(wrapper.document)
                var index: [UnsafeMutableRawPointer: Int] = [:]
                for (copy, original) in wrapper.originals {
                    index[copy] = document.preorderIndex[UnsafeMutableRawPointer(original)]
                }
                // Errors about the wrapper's own elements are not the file's.
                issues += found.filter { $0.element.map { index[$0] != nil } ?? false }
                    .map { SchemaIssue($0, preorderIndex: index) }
                next += skippedSubtrees(after: found) { copy in
                    wrapper.originals[UnsafeMutableRawPointer(copy)]
                }
            }
            pending = next
        }
        return issues
    }

    /// The elements whose subtrees libxml2 did not check because of `issues`:
    /// after a child its parent's content model rejects, that child and every
    /// later sibling; in an element that may have no content, its children;
    /// under an undeclared root, the root's children. `original` maps a node
    /// of the validated document to the file's node (nil: not the file's).
    /// A skipped element, and whether it is the one its parent rejected.
    typealias Skipped = (node: xmlNodePtr, rejected: Bool)

    private static func skippedSubtrees(after issues: [LibXMLIssue], original: (xmlNodePtr) -> xmlNodePtr?) -> [Skipped] {
        var skipped: [Skipped] = []
        var seen = Set<xmlNodePtr>()
        func add(_ node: xmlNodePtr, rejected: Bool = false) {
            guard let mapped = original(node), seen.insert(mapped).inserted else { return }
            skipped.append((mapped, rejected))
        }
        for issue in issues {
            guard let raw = issue.element else { continue }
            let node = raw.assumingMemoryBound(to: xmlNode.self)
            switch issue.code {
            case Int32(XML_SCHEMAV_ELEMENT_CONTENT.rawValue) where issue.message.contains("This element is not expected"):
                add(node, rejected: true)
                var sibling = node.pointee.next
                while let current = sibling {
                    if current.pointee.type == XML_ELEMENT_NODE { add(current) }
                    sibling = current.pointee.next
                }
            case Int32(XML_SCHEMAV_CVC_ELT_1.rawValue), Int32(XML_SCHEMAV_CVC_COMPLEX_TYPE_2_1.rawValue),
                 Int32(XML_SCHEMAV_CVC_COMPLEX_TYPE_2_2.rawValue):
                elementChildren(of: node).forEach { add($0) }
            default:
                continue
            }
        }
        // A node whose ancestor is also listed is checked with that ancestor.
        return skipped.filter { node, _ in
            var parent = node.pointee.parent
            while let p = parent {
                if seen.contains(p) { return false }
                parent = p.pointee.parent
            }
            return true
        }
    }

    private static func elementChildren(of node: xmlNodePtr) -> [xmlNodePtr] {
        var children: [xmlNodePtr] = []
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE { children.append(current) }
            child = current.pointee.next
        }
        return children
    }

    /// `<layout><stack>copies…</stack></layout>`, and which copied element
    /// stands for which of the file's.
    private final class Wrapper {
        let document: LibXMLDocument
        private(set) var originals: [UnsafeMutableRawPointer: xmlNodePtr] = [:]

        init?(copying nodes: [xmlNodePtr]) {
            guard let pointer = xmlNewDoc(nil) else { return nil }
            document = LibXMLDocument(pointer)
            guard let root = xmlNewDocNode(pointer, nil, LayoutElement.root, nil),
                  let stack = xmlNewDocNode(pointer, nil, LayoutElement.stack.rawValue, nil) else { return nil }
            xmlDocSetRootElement(pointer, root)
            xmlAddChild(root, stack)
            for node in nodes {
                guard let copy = xmlDocCopyNode(node, pointer, 1) else { continue }
                xmlAddChild(stack, copy)
                map(copy, to: node)
            }
        }

        private func map(_ copy: xmlNodePtr, to original: xmlNodePtr) {
            originals[UnsafeMutableRawPointer(copy)] = original
            for (c, o) in zip(SchemaSubtreeValidation.elementChildren(of: copy),
                              SchemaSubtreeValidation.elementChildren(of: original)) {
                map(c, to: o)
            }
        }
    }
}
