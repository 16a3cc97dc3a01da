import CLibXML2

/// Owns one parsed libxml2 document and frees it when released.
final class LibXMLDocument {
    let pointer: xmlDocPtr

    init(_ pointer: xmlDocPtr) {
        self.pointer = pointer
    }

    deinit {
        xmlFreeDoc(pointer)
    }

    var rootElement: xmlNodePtr? { xmlDocGetRootElement(pointer) }

    private var preorderIndexCache: [UnsafeMutableRawPointer: Int]?

    /// The pre-order index of each element node: the nth element libxml2's
    /// tree holds is the nth `XMLElementNode` the converter made. Only
    /// schema errors (which carry a node pointer) need it, so it is made on
    /// first use, by a walk of libxml2's tree, not while converting.
    var preorderIndex: [UnsafeMutableRawPointer: Int] {
        get {
            if let preorderIndexCache { return preorderIndexCache }
            var index: [UnsafeMutableRawPointer: Int] = [:]
            var stack: [xmlNodePtr] = rootElement.map { [$0] } ?? []
            var children: [xmlNodePtr] = []
            while let node = stack.popLast() {
                index[UnsafeMutableRawPointer(node)] = index.count
                children.removeAll(keepingCapacity: true)
                var child = node.pointee.children
                while let c = child {
                    if c.pointee.type == XML_ELEMENT_NODE { children.append(c) }
                    child = c.pointee.next
                }
                stack.append(contentsOf: children.reversed())
            }
            preorderIndexCache = index
            return index
        }
        set { preorderIndexCache = newValue }
    }
}
