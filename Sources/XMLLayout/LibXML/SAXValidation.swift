import CLibXML2

/// Validation against the schema in one streaming SAX pass, with libxml2's
/// validator plugged into the parser: no tree is built. It only answers
/// "valid, with nothing to report?"; the messages of a file that is not
/// come from the tree path (`SchemaSubtreeValidation`), which locates them.
enum SAXValidation {
    static func isClean(_ bytes: UnsafeBufferPointer<UInt8>, schema: CompiledSchema, huge: Bool) -> Bool {
        validating(against: schema) { validator in
            SAXParse.run(bytes, handler: quietHandler, userData: nil, huge: huge, validator: validator)
        }
    }

    /// Runs `parse` with a fresh validation context for `schema`; true when
    /// `parse` returns true and the validator found nothing to report.
    static func validating(against schema: CompiledSchema, _ parse: (xmlSchemaValidCtxtPtr) -> Bool) -> Bool {
        guard let validator = SchemaValidationContext(schema: schema.schema) else { return false }
        let counter = IssueCounter()
        xmlSchemaSetValidStructuredErrors(validator.pointer, countIssue,
                                          Unmanaged.passUnretained(counter).toOpaque())
        let parsed = withExtendedLifetime(counter) { parse(validator.pointer) }
        return parsed && counter.count == 0 && xmlSchemaIsValid(validator.pointer) == 1
    }

    private final class IssueCounter {
        var count = 0
    }

    private static let countIssue: xmlStructuredErrorFunc = { userData, _ in
        guard let userData else { return }
        Unmanaged<IssueCounter>.fromOpaque(userData).takeUnretainedValue().count += 1
    }

    /// Callbacks that do nothing (the plug calls them after validating);
    /// parser errors are `SAXTreeBuilder`'s to see, in its own pass.
    nonisolated(unsafe) private static let quietHandler: xmlSAXHandler = {
        var h = xmlSAXHandler()
        h.initialized = UInt32(XML_SAX2_MAGIC)
        h.startElementNs = { _, _, _, _, _, _, _, _, _ in }
        h.endElementNs = { _, _, _, _ in }
        h.characters = { _, _, _ in }
        h.ignorableWhitespace = h.characters
        h.cdataBlock = h.characters
        h.serror = { _, _ in }
        return h
    }()
}
