/// A schema-validation error as libxml2 reported it, reduced to what the
/// message rewriter (`SchemaDiagnostics`, in Schema/) needs, with no C types:
/// what kind of rule failed, libxml2's text, and which DOM element (by
/// pre-order index) it is about.
struct SchemaIssue: Equatable {
    enum Kind: Equatable {
        case attributeNotAllowed
        case attributeMissing
        case invalidValue
        /// "This element is not expected" / "Missing child element(s)".
        case elementContent
        /// The root element has no global declaration.
        case undeclaredRoot
        /// Text inside element-only content.
        case textNotAllowed
        /// Children (element or text) inside an element declared empty.
        case contentNotAllowed
        /// Child elements inside an element of simple type.
        case elementsNotAllowed
        case other
    }

    var kind: Kind
    var message: String
    var line: Int
    var isWarning: Bool
    /// Index into the document's elements in pre-order, or nil when libxml2
    /// gave no node.
    var elementIndex: Int?

    init(kind: Kind, message: String, line: Int, isWarning: Bool = false, elementIndex: Int?) {
        self.kind = kind
        self.message = message
        self.line = line
        self.isWarning = isWarning
        self.elementIndex = elementIndex
    }
}
