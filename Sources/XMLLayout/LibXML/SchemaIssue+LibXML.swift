import CLibXML2

/// libxml2's validation errors as `SchemaIssue`s: its codes sorted into kinds.
extension SchemaIssue {
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

    /// The kind of each code that has one of its own.
    private static let kinds: [(code: xmlParserErrors, kind: Kind)] = [
        (XML_SCHEMAV_CVC_COMPLEX_TYPE_3_2_1, .attributeNotAllowed), (XML_SCHEMAV_CVC_COMPLEX_TYPE_3_2_2, .attributeNotAllowed),
        (XML_SCHEMAV_CVC_COMPLEX_TYPE_4, .attributeMissing),
        (XML_SCHEMAV_ELEMENT_CONTENT, .elementContent),
        (XML_SCHEMAV_CVC_ELT_1, .undeclaredRoot),
        (XML_SCHEMAV_CVC_COMPLEX_TYPE_2_3, .textNotAllowed),
        (XML_SCHEMAV_CVC_COMPLEX_TYPE_2_1, .contentNotAllowed),
        (XML_SCHEMAV_CVC_COMPLEX_TYPE_2_2, .elementsNotAllowed),
    ]

    static func kind(ofCode code: Int32) -> Kind {
        if let row = kinds.first(where: { Int32($0.code.rawValue) == code }) { return row.kind }
        return valueCodes.contains(code) ? .invalidValue : .other
    }
}
