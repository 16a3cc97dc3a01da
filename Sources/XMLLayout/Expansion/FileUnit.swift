import TextSupport

/// One layout file taking part in an expansion (the main file or an
/// included one), read once however often it is included: its definitions,
/// its layout element and its data.
final class FileUnit {
    /// The path used in messages (as given, or joined onto the includer's folder).
    let path: String
    let directory: String
    /// Relative to the main file's folder; nil for the main file.
    let relativeFile: String?
    /// The name used in keys: the file relative to the main file's folder.
    let keyName: String
    let root: XMLElementNode
    let lines: SourceText
    /// `const` and `param` elements in document order.
    var valueDefinitions: [XMLElementNode] = []
    var styles: [String: XMLElementNode] = [:]
    var templates: [String: XMLElementNode] = [:]
    var parameterNames: [String] = []
    /// The layout elements after the definitions (exactly one when valid).
    var body: [XMLElementNode] = []
    /// The file's data as a scope frame (loaded by the expander).
    var dataFrame: [String: ExpressionValue] = [:]

    init(path: String, relativeFile: String?, keyName: String, root: XMLElementNode, text: String) {
        self.path = path
        self.directory = ExpansionPaths.directory(of: path)
        self.relativeFile = relativeFile
        self.keyName = keyName
        self.root = root
        self.lines = SourceText(text)
    }

    /// Sorts the root's children into definitions and the layout element,
    /// reporting misplaced or malformed definitions.
    func readDefinitions(report: (Diagnostic) -> Void) {
        for child in root.children {
            switch child.name {
            case "const", "param", "style", "template":
                if !body.isEmpty {
                    report(.error("<\(child.name)> must come before the layout element", id: ExpansionID.misplacedDefinition,
                                  at: child.location, hint: "definitions come first in <layout>"))
                    continue
                }
                guard let name = child.attribute("name")?.value, !name.isEmpty else {
                    report(.error("<\(child.name)> needs a 'name'", id: DiagnosticID.missingAttribute, at: child.location))
                    continue
                }
                switch child.name {
                case "style":
                    if styles[name] != nil { duplicate(child, name, report) }
                    styles[name] = child
                case "template":
                    if templates[name] != nil { duplicate(child, name, report) }
                    templates[name] = child
                    checkTemplate(child, name: name, report: report)
                default:
                    if child.name == "param" { parameterNames.append(name) }
                    valueDefinitions.append(child)
                }
            case "slot":
                report(.error("<slot/> belongs inside a <template>", id: ExpansionID.misplacedSlot, at: child.location))
            default:
                body.append(child)
            }
        }
    }

    private func duplicate(_ x: XMLElementNode, _ name: String, _ report: (Diagnostic) -> Void) {
        report(.error("a <\(x.name)> named '\(name)' is already defined", id: ExpansionID.duplicateDefinition,
                      at: x.attribute("name")?.valueLocation ?? x.location))
    }

    private func checkTemplate(_ t: XMLElementNode, name: String, report: (Diagnostic) -> Void) {
        let body = Self.templateBody(t)
        if body.count != 1 {
            report(.error("template '\(name)' must contain exactly one layout element after its parameters, found \(body.count)",
                          id: DiagnosticID.childCount, at: t.location))
        }
        var seenBody = false
        for c in t.children {
            if c.name == "param" {
                if seenBody {
                    report(.error("<param> must come before the template's body", id: ExpansionID.misplacedDefinition, at: c.location))
                }
                if c.attribute("name") == nil {
                    report(.error("<param> needs a 'name'", id: DiagnosticID.missingAttribute, at: c.location))
                }
            } else { seenBody = true }
        }
    }

    static func templateBody(_ t: XMLElementNode) -> [XMLElementNode] {
        t.children.filter { $0.name != "param" }
    }

    static func templateParameters(_ t: XMLElementNode) -> [XMLElementNode] {
        t.children.filter { $0.name == "param" && $0.attribute("name") != nil }
    }
}

/// Diagnostic ids of the expansion stage.
/// The expansion stage's diagnostic codes, by their short names here.
public enum ExpansionID {
    public static let expression = Diagnostic.Code.expression
    public static let unknownName = Diagnostic.Code.unknownName
    public static let unknownTemplate = Diagnostic.Code.unknownTemplate
    public static let unknownStyle = Diagnostic.Code.unknownStyle
    public static let unknownParameter = Diagnostic.Code.unknownParameter
    public static let missingParameter = Diagnostic.Code.missingParameter
    public static let invalidParameter = Diagnostic.Code.invalidParameter
    public static let recursion = Diagnostic.Code.templateRecursion
    public static let includeCycle = Diagnostic.Code.includeCycle
    public static let tooManyElements = Diagnostic.Code.expansionTooLarge
    public static let tooDeep = Diagnostic.Code.expansionTooDeep
    public static let includeFailed = Diagnostic.Code.includeFailed
    public static let data = Diagnostic.Code.invalidData
    public static let childCount = Diagnostic.Code.expansionChildCount
    public static let misplacedDefinition = Diagnostic.Code.misplacedDefinition
    public static let misplacedSlot = Diagnostic.Code.misplacedSlot
    public static let misplacedElse = Diagnostic.Code.misplacedElse
    public static let duplicateDefinition = Diagnostic.Code.duplicateDefinition
    public static let notAnArray = Diagnostic.Code.notAnArray
}
