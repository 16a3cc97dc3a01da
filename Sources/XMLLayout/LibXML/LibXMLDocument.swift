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
}
