/// Rewrites libxml2's schema-validation errors into the project's wording,
/// located on the element or attribute they are about.
///
/// libxml2 says *what rule* failed, in XSD terms, with a line number only.
/// Here each error is tied to its DOM element (through the node pointer
/// libxml2 passes, falling back to line and name) and said the way a layout
/// author thinks: "unknown attribute 'flexgrow' on <stack>" with "did you mean
/// 'flexGrow'?", "<overlay> needs exactly 2 children, found 3". Carets go
/// under the attribute *name* when the name is the problem (unknown
/// attribute) and under the *value* when the value is (invalid value).
/// Several libxml2 errors about one thing (a facet error then a type error for
/// the same value; every extra child of one parent) become one diagnostic.
enum SchemaDiagnostics {
    static func diagnostics(
        for issues: [SchemaIssue], root: XMLElementNode, vocabulary: SchemaVocabulary, path: String
    ) -> [Diagnostic] {
        // A valid file: no flat copy of every element.
        guard !issues.isEmpty else { return [] }
        let document = FlatDocument(root: root)
        var rewriter = Rewriter(document: document, vocabulary: vocabulary, path: path)
        for issue in issues {
            rewriter.add(issue)
        }
        return rewriter.output
    }
}

/// The document's elements in pre-order, with each one's parent.
struct FlatDocument {
    var elements: [XMLElementNode] = []
    var parents: [Int?] = []

    init(root: XMLElementNode) {
        func visit(_ element: XMLElementNode, parent: Int?) {
            let index = elements.count
            elements.append(element)
            parents.append(parent)
            element.children.forEach { visit($0, parent: index) }
        }
        visit(root, parent: nil)
    }

    /// The element an issue is about: by node, else the first element named
    /// `name` on `line`, else the first element on `line`.
    func index(for issue: SchemaIssue, name: String?) -> Int? {
        if let index = issue.elementIndex, elements.indices.contains(index) { return index }
        guard issue.line > 0 else { return nil }
        return elements.indices.first { elements[$0].location.line == issue.line && elements[$0].name == name }
            ?? elements.indices.first { elements[$0].location.line == issue.line }
    }
}

private struct Rewriter {
    let document: FlatDocument
    let vocabulary: SchemaVocabulary
    let path: String
    var output: [Diagnostic] = []
    private var seen = Set<String>()
    /// Attribute renames already proposed, by element: two names renamed to
    /// one would write the attribute twice.
    private var renamed = Set<String>()
    /// Value suggestions by type and value, and the patterns they are
    /// checked with: a file may repeat one mistake thousands of times.
    private var valueSuggestions: [String: NameSuggestion?] = [:]
    private let patterns = PatternCache()

    private var elementSuggestions: [String: NameSuggestion?] = [:]
    /// Attribute suggestions by element and attribute name.
    private var attributeSuggestions: [String: NameSuggestion?] = [:]

    private mutating func attributeSuggestion(_ name: String, of element: String) -> NameSuggestion? {
        let key = element + "|" + name
        if let known = attributeSuggestions[key] { return known }
        let vocabulary = vocabulary
        let suggestion = NameSuggestions.attribute(name, among: vocabulary.attributes(of: element)) { wanted in
            vocabulary.elements.filter { vocabulary.attribute(wanted, of: $0) != nil }
        }
        attributeSuggestions[key] = .some(suggestion)
        return suggestion
    }

    private mutating func elementSuggestion(_ name: String) -> NameSuggestion? {
        if let known = elementSuggestions[name] { return known }
        let suggestion = NameSuggestions.element(name, among: vocabulary.elements)
        elementSuggestions[name] = .some(suggestion)
        return suggestion
    }

    private mutating func valueSuggestion(_ value: String, ofType type: String) -> NameSuggestion? {
        let key = type + "|" + value
        if let known = valueSuggestions[key] { return known }
        let suggestion = NameSuggestions.value(value, ofType: type, in: vocabulary, patterns: patterns)
        valueSuggestions[key] = .some(suggestion)
        return suggestion
    }

    init(document: FlatDocument, vocabulary: SchemaVocabulary, path: String) {
        self.document = document
        self.vocabulary = vocabulary
        self.path = path
    }

    mutating func add(_ issue: SchemaIssue) {
        let message = SchemaMessage(issue.message)
        guard let index = document.index(for: issue, name: message.element) else {
            let location = issue.line > 0 ? SourceLocation(file: path, line: issue.line) : nil
            emit(issue, key: "raw|\(issue.line)|\(issue.message)", Diagnostic(
                severity: .error, id: DiagnosticID.schemaViolation, message: issue.message,
                location: location, file: path))
            return
        }
        let element = document.elements[index]
        switch issue.kind {
        case .attributeNotAllowed:
            let name = message.attribute ?? message.quoted.first ?? "?"
            let attribute = element.attribute(name)
            let suggestion = attributeSuggestion(name, of: element.name)
            var fixIts: [Diagnostic.FixIt] = []
            if let attribute, let replacement = suggestion?.replacement, element.attribute(replacement) == nil,
               renamed.insert("\(index)|\(replacement)").inserted {
                fixIts = [.init(range: attribute.nameRange, replacement: replacement)]
                if replacement == "maxLines", NameSuggestions.normalized(name) == "singleline" {
                    fixIts.append(.init(range: attribute.valueRange, replacement: "1"))
                }
            }
            emit(issue, key: "attr|\(index)|\(name)", .error(
                "unknown attribute '\(name)' on <\(element.name)>", id: .unknownAttribute,
                at: element.location, range: attribute?.nameRange,
                hint: suggestion?.hint ?? elementsAccepting(attribute: name),
                fixIts: fixIts))

        case .attributeMissing:
            let name = message.quoted.first ?? message.attribute ?? "?"
            let expected = vocabulary.attribute(name, of: element.name)?.valueDescription
            emit(issue, key: "missing|\(index)|\(name)", .error(
                SchemaPhrase.missingAttribute(name, on: element.name), id: .missingAttribute,
                range: element.nameRange,
                hint: expected.map { "add \(name)=\"…\" (\(SchemaPhrase.lowercasingFirstWord($0)))" }))

        case .invalidValue:
            invalidValue(issue, message, element, index)

        case .elementContent:
            elementContent(issue, message, index)

        case .undeclaredRoot:
            undeclaredRoot(issue, element, index)

        case .textNotAllowed:
            textNotAllowed(issue, element, index)

        case .contentNotAllowed, .elementsNotAllowed:
            if element.children.isEmpty {
                textNotAllowed(issue, element, index)
            } else {
                childCount(issue, index, minimum: 0, maximum: 0)
            }

        case .other:
            let location = message.attribute.flatMap { element.attribute($0)?.valueLocation } ?? element.location
            emit(issue, key: "other|\(index)|\(issue.message)", .error(
                issue.message, id: DiagnosticID.schemaViolation, at: location))
        }
    }

    /// "<stack> cannot contain text", pointing people at the text element
    /// when the schema has one.
    private mutating func textNotAllowed(_ issue: SchemaIssue, _ element: XMLElementNode, _ index: Int) {
        let text = LayoutElement.text.rawValue
        let textElement = vocabulary.element(text)
        emit(issue, key: "text|\(index)", .error(
            "<\(element.name)> cannot contain text", id: DiagnosticID.unexpectedText, at: element.location,
            hint: textElement?.allowsText == true && element.name != text ? "put text in a <\(text)> element" : nil))
    }

    // MARK: - Values

    private mutating func invalidValue(_ issue: SchemaIssue, _ message: SchemaMessage, _ element: XMLElementNode, _ index: Int) {
        let fromMessage = message.typeName.flatMap { vocabulary.valueDescription(ofType: $0) }
        if let name = message.attribute {
            let value = element.attribute(name)?.value ?? message.quoted.first ?? ""
            let declaredType = vocabulary.attribute(name, of: element.name)?.typeName ?? message.typeName
            let attribute = element.attribute(name)
            if let declaredType, XSDName.local(declaredType) == "ID",
               let first = document.elements[..<index].first(where: { $0.attribute(name)?.value == value }) {
                emit(issue, key: "value|\(index)|\(name)", SchemaPhrase.duplicateID(
                    name: name, value: value, element: element, first: first, file: path))
                return
            }
            let expected = vocabulary.attribute(name, of: element.name)?.valueDescription ?? fromMessage
            let suggestion = declaredType.flatMap { valueSuggestion(value, ofType: $0) }
            var fixIts: [Diagnostic.FixIt] = []
            if let attribute, let replacement = suggestion?.replacement, attribute.valueIsLiteral {
                fixIts = [.init(range: attribute.valueRange, replacement: replacement)]
            }
            emit(issue, key: "value|\(index)|\(name)", .error(
                SchemaPhrase.invalidValue(value, attribute: name, on: element.name, expected: expected),
                id: .invalidValue,
                at: element.location, range: attribute?.valueRange,
                hint: suggestion?.hint ?? (expected == nil ? message.detail : nil),
                fixIts: fixIts))
        } else {
            let value = message.quoted.first ?? element.text
            emit(issue, key: "content|\(index)", .error(
                "invalid content '\(value)' in <\(element.name)>"
                    + (fromMessage.map { ": expected \(SchemaPhrase.lowercasingFirstWord($0))" } ?? ""),
                id: DiagnosticID.invalidValue, at: element.location,
                hint: fromMessage == nil ? message.detail : nil))
        }
    }

    // MARK: - Children

    private mutating func elementContent(_ issue: SchemaIssue, _ message: SchemaMessage, _ index: Int) {
        let element = document.elements[index]
        if message.detail.hasPrefix("This element is not expected") {
            if let namespace = message.elementNamespace {
                namespaced(issue, element, index, namespace: namespace, id: DiagnosticID.unexpectedElement)
                return
            }
            guard vocabulary.element(element.name) != nil else {
                emit(issue, key: "unknown|\(index)", .error(
                    SchemaPhrase.unknownElement(element.name), id: .unknownElement, range: element.nameRange,
                    hint: elementSuggestion(element.name)?.hint))
                return
            }
            guard let parentIndex = document.parents[index] else {
                emit(issue, key: "unexpected|\(index)", .error(
                    "<\(element.name)> is not allowed here", id: DiagnosticID.unexpectedElement, at: element.location))
                return
            }
            let parent = document.elements[parentIndex]
            if let info = vocabulary.element(parent.name), let maximum = info.maximumChildren,
               parent.children.count > maximum {
                childCount(issue, parentIndex, minimum: info.minimumChildren, maximum: maximum)
                return
            }
            emit(issue, key: "unexpected|\(index)", .error(
                "<\(element.name)> is not allowed inside <\(parent.name)>", id: DiagnosticID.unexpectedElement,
                at: element.location, hint: expectedHint(message.expectedNames)))
        } else if message.detail.hasPrefix("Missing child element") {
            if let info = vocabulary.element(element.name), element.children.count < info.minimumChildren {
                childCount(issue, index, minimum: info.minimumChildren, maximum: info.maximumChildren)
            } else {
                emit(issue, key: "missing-child|\(index)", .error(
                    "<\(element.name)> is missing a child element", id: DiagnosticID.childCount,
                    at: element.location, hint: expectedHint(message.expectedNames)))
            }
        } else {
            emit(issue, key: "other|\(index)|\(issue.message)", .error(
                issue.message, id: DiagnosticID.schemaViolation, at: element.location))
        }
    }

    /// "<overlay> needs exactly 2 children, found 3", located on the parent.
    private mutating func childCount(_ issue: SchemaIssue, _ index: Int, minimum: Int, maximum: Int?) {
        let element = document.elements[index]
        let found = element.children.count
        emit(issue, key: "count|\(index)", .error(
            SchemaPhrase.childCount(element.name, minimum: minimum, maximum: maximum, found: found),
            id: .childCount, range: element.nameRange))
    }

    private mutating func undeclaredRoot(_ issue: SchemaIssue, _ element: XMLElementNode, _ index: Int) {
        let roots = vocabulary.globalElements
        if let namespace = SchemaMessage(issue.message).elementNamespace {
            namespaced(issue, element, index, namespace: namespace, id: DiagnosticID.invalidRoot)
        } else if vocabulary.element(element.name) == nil {
            emit(issue, key: "unknown|\(index)", .error(
                SchemaPhrase.unknownElement(element.name), id: .unknownElement, range: element.nameRange,
                hint: NameSuggestions.element(element.name, among: roots)?.hint ?? expectedRootHint(roots)))
        } else {
            emit(issue, key: "root|\(index)", .error(
                SchemaPhrase.notRoot(element.name), id: .invalidRoot, range: element.nameRange,
                hint: expectedRootHint(roots)))
        }
    }

    /// libxml2 names a namespaced element `{uri}name`; the language has no
    /// namespace, so `<layout xmlns="…">` is a different element altogether.
    private mutating func namespaced(_ issue: SchemaIssue, _ element: XMLElementNode, _ index: Int, namespace: String, id: Diagnostic.Code) {
        emit(issue, key: "namespace|\(index)", .error(
            "<\(element.name)> is in the namespace '\(namespace)'; layout elements have no namespace",
            id: id, at: element.location, hint: "remove the xmlns declaration"))
    }

    // MARK: - Helpers

    /// "'direction' belongs on <stack>" when the attribute exists elsewhere;
    /// for an attribute most elements take, a count and a few examples.
    private func elementsAccepting(attribute name: String) -> String? {
        let owners = vocabulary.elements.filter { vocabulary.attribute(name, of: $0) != nil }
        guard !owners.isEmpty else { return nil }
        if owners.count <= 4 {
            return "'\(name)' belongs on " + SchemaPhrase.orList(owners.map { "<\($0)>" })
        }
        return "'\(name)' belongs on \(owners.count) other elements ("
            + owners.prefix(3).map { "<\($0)>" }.joined(separator: ", ") + ", …)"
    }

    private func expectedHint(_ names: [String]) -> String? {
        guard !names.isEmpty else { return nil }
        let shown = names.prefix(8).map { "<\($0)>" }
        return "expected " + SchemaPhrase.orList(shown) + (names.count > 8 ? " (or another of \(names.count) elements)" : "")
    }

    private func expectedRootHint(_ roots: [String]) -> String? {
        guard !roots.isEmpty else { return nil }
        return "the root element must be " + SchemaPhrase.orList(roots.map { "<\($0)>" })
    }

    private mutating func emit(_ issue: SchemaIssue, key: String, _ diagnostic: Diagnostic) {
        guard seen.insert(key).inserted else { return }
        var diagnostic = diagnostic
        if issue.isWarning { diagnostic.severity = .warning }
        if diagnostic.file == nil { diagnostic.file = path }
        output.append(diagnostic)
    }
}

/// Small pieces of English shared by the messages, and the messages that
/// both the schema's rewriter and the builder (which never trusts the schema
/// to have run) emit, so that one problem reads the same whoever finds it.
enum SchemaPhrase {
    /// "<overlay> needs exactly 2 children, found 3".
    static func childCount(_ element: String, minimum: Int, maximum: Int?, found: Int) -> String {
        let rule: String
        if maximum == 0 {
            rule = "takes no children"
        } else if minimum == maximum {
            rule = "needs exactly \(children(minimum))"
        } else if let maximum, found > maximum {
            rule = "takes at most \(children(maximum))"
        } else {
            rule = "needs at least \(children(minimum))"
        }
        return "<\(element)> \(rule), found \(found)"
    }

    static func unknownElement(_ name: String) -> String { "unknown element <\(name)>" }

    static func notRoot(_ name: String) -> String { "<\(name)> cannot be the root element" }

    static func missingAttribute(_ name: String, on element: String) -> String {
        "missing required attribute '\(name)' on <\(element)>"
    }

    static func invalidValue(_ value: String, attribute: String, on element: String, expected: String?) -> String {
        "invalid value '\(value)' for attribute '\(attribute)' on <\(element)>"
            + (expected.map { ": expected \(lowercasingFirstWord($0))" } ?? "")
    }

    static func didYouMean(_ name: String) -> String { "did you mean '\(name)'?" }

    /// Two elements with one id: located on the second value, with a note
    /// on the first.
    static func duplicateID(name: String, value: String, element: XMLElementNode, first: XMLElementNode,
                            file: String) -> Diagnostic {
        let firstLocation = first.attribute(name)?.valueLocation ?? first.location
        return .error("duplicate \(name) '\(value)' on <\(element.name)>: ids must be unique in the file",
                      id: .duplicateID, at: element.location, range: element.attribute(name)?.valueRange, file: file,
                      notes: [Diagnostic.Note(message: "'\(value)' is first the \(name) of this <\(first.name)>",
                                              location: firstLocation)])
    }

    static func children(_ count: Int) -> String {
        count == 1 ? "1 child" : "\(count) children"
    }

    /// "a", "a or b", "a, b or c".
    static func orList(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
    }

    /// "A number" → "a number", leaving "ASDimension" and "CGSize" alone.
    static func lowercasingFirstWord(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 2, scalars[0].properties.isUppercase, !scalars[1].properties.isUppercase else {
            return text
        }
        return String(scalars[0]).lowercased() + String(String.UnicodeScalarView(scalars.dropFirst()))
    }
}
