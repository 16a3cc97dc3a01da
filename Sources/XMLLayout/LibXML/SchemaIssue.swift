import CLibXML2

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

    init(_ issue: LibXMLIssue, preorderIndex: [UnsafeMutableRawPointer: Int]) {
        self.init(
            kind: SchemaIssue.kind(ofCode: issue.code),
            message: issue.message,
            line: issue.line,
            isWarning: issue.level == .warning,
            elementIndex: issue.element.flatMap { preorderIndex[$0] })
    }

    private static let valueCodes: Set<Int32> = Set([
        XML_SCHEMAV_CVC_DATATYPE_VALID_1_2_1, XML_SCHEMAV_CVC_DATATYPE_VALID_1_2_2,
        XML_SCHEMAV_CVC_DATATYPE_VALID_1_2_3, XML_SCHEMAV_CVC_FACET_VALID, XML_SCHEMAV_CVC_LENGTH_VALID,
        XML_SCHEMAV_CVC_MINLENGTH_VALID, XML_SCHEMAV_CVC_MAXLENGTH_VALID, XML_SCHEMAV_CVC_MININCLUSIVE_VALID,
        XML_SCHEMAV_CVC_MAXINCLUSIVE_VALID, XML_SCHEMAV_CVC_MINEXCLUSIVE_VALID,
        XML_SCHEMAV_CVC_MAXEXCLUSIVE_VALID, XML_SCHEMAV_CVC_TOTALDIGITS_VALID,
        XML_SCHEMAV_CVC_FRACTIONDIGITS_VALID, XML_SCHEMAV_CVC_PATTERN_VALID,
        XML_SCHEMAV_CVC_ENUMERATION_VALID, XML_SCHEMAV_CVC_ATTRIBUTE_3, XML_SCHEMAV_CVC_AU,
        XML_SCHEMAV_CVC_TYPE_3_1_1, XML_SCHEMAV_CVC_TYPE_3_1_2, XML_SCHEMAV_CVC_ELT_5_2_2_2_2,
    ].map { Int32($0.rawValue) })

    static func kind(ofCode code: Int32) -> Kind {
        switch code {
        case Int32(XML_SCHEMAV_CVC_COMPLEX_TYPE_3_2_1.rawValue), Int32(XML_SCHEMAV_CVC_COMPLEX_TYPE_3_2_2.rawValue):
            return .attributeNotAllowed
        case Int32(XML_SCHEMAV_CVC_COMPLEX_TYPE_4.rawValue):
            return .attributeMissing
        case Int32(XML_SCHEMAV_ELEMENT_CONTENT.rawValue):
            return .elementContent
        case Int32(XML_SCHEMAV_CVC_ELT_1.rawValue):
            return .undeclaredRoot
        case Int32(XML_SCHEMAV_CVC_COMPLEX_TYPE_2_3.rawValue):
            return .textNotAllowed
        case Int32(XML_SCHEMAV_CVC_COMPLEX_TYPE_2_1.rawValue):
            return .contentNotAllowed
        case Int32(XML_SCHEMAV_CVC_COMPLEX_TYPE_2_2.rawValue):
            return .elementsNotAllowed
        default:
            return valueCodes.contains(code) ? .invalidValue : .other
        }
    }
}
