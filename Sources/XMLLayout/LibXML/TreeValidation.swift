import CLibXML2

extension CompiledSchema {
    /// Validates a tree that was never text (an expanded version-2 layout)
    /// by building the libxml2 document from it directly: no serializing,
    /// no re-parsing, and each problem is located through the tree's own
    /// element and attribute locations (the sources they were expanded from).
    func validate(tree root: XMLElementNode, path: String) -> [Diagnostic] {
        LibXMLRuntime.prepareCurrentThread()
        guard let doc = xmlNewDoc("1.0") else {
            return [.error("cannot create an XML document (out of memory?)", id: DiagnosticID.schemaViolation, file: path)]
        }
        let document = LibXMLDocument(doc)
        var preorderIndex: [UnsafeMutableRawPointer: Int] = [:]
        var next = 0
        func node(_ x: XMLElementNode) -> xmlNodePtr? {
            guard let n = xmlNewDocNode(doc, nil, x.name, nil) else { return nil }
            // A line of its own: for a node without one, libxml2 looks for
            // one in every earlier sibling, at each error (quadratic).
            n.pointee.line = UInt16(x.location.file == path ? min(max(1, x.location.line), 65534) : 1)
            preorderIndex[UnsafeMutableRawPointer(n)] = next
            next += 1
            // `xsi:` attributes (an editor's schema hint) were checked with the
            // source file; here they would need their namespace declared.
            for a in x.attributes where !a.name.hasPrefix("xsi:") { xmlNewProp(n, a.name, a.value) }
            if !x.text.isEmpty, let t = xmlNewDocText(doc, x.text) { xmlAddChild(n, t) }
            return n
        }
        // Iterative, so that a tree nested thousands of levels deep is fine.
        guard let top = node(root) else { return [] }
        xmlDocSetRootElement(doc, top)
        var stack: [(xmlNodePtr, XMLElementNode, Int)] = [(top, root, 0)]
        while let (parent, x, i) = stack.popLast() {
            guard i < x.children.count else { continue }
            stack.append((parent, x, i + 1))
            let child = x.children[i]
            guard let n = node(child) else { continue }
            xmlAddChild(parent, n)
            stack.append((n, child, 0))
        }
        let parsed = LibXMLDocumentParser.Parsed(document: document, root: root, preorderIndex: preorderIndex)
        return validate(parsed, path: path)
    }
}
