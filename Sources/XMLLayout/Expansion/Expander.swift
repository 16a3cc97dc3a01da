/// Expands a version-2 layout (constants, styles, parameters, templates,
/// includes, data, loops, conditions, expressions) into a plain version-1
/// tree, keeping for each produced element where it came from.
///
/// Ordinary problems are collected (all errors of a file at once); the
/// limits, recursion and include cycles stop the expansion (`Abort`).
final class Expander {
    static let maximumElements = 100_000
    static let maximumDepth = 64
    /// Loop iterations and uses that produce nothing still cost time: a
    /// budget on steps keeps nested empty loops from hanging the tool.
    static let maximumSteps = 1_000_000

    struct Abort: Error {}

    /// A `use` or `include` on the way to the element being expanded.
    struct Link {
        var location: SourceLocation
        var note: String
        /// For the chain shown by recursion and cycle errors.
        var name: String
    }

    /// The children of a `use`, expanded where they were written.
    final class Slot {
        let children: [XMLElementNode]
        let context: Context
        init(children: [XMLElementNode], context: Context) {
            self.children = children
            self.context = context
        }
    }

    struct Context {
        var unit: FileUnit
        var scope: ExpansionScope
        /// Innermost last.
        var chain: [Link] = [] {
            didSet { notes = chain.reversed().map { Diagnostic.Note(message: $0.note, location: $0.location) } }
        }
        /// The chain as notes, innermost first (kept, not recomputed per element).
        private(set) var notes: [Diagnostic.Note] = []
        var keyPrefix = ""
        var loopIndices: [Int] = []
        var slot: Slot?
        /// Templates (`file#name`) and files being expanded, for recursion and cycles.
        var active: [String] = []
        var depth = 0
        /// The innermost for/use/include (where the element limit is reported).
        var construct: SourceLocation?
        /// Elements above the one being expanded, in the expanded tree.
        var elementDepth = 0

        init(unit: FileUnit, scope: ExpansionScope) {
            self.unit = unit
            self.scope = scope
        }
    }

    let mainPath: String
    let mainDirectory: String
    let inputs: ExpansionInputs
    /// The main file's (`--huge`): included and data files are read under them too.
    var limits = SourceLimits.standard
    /// One per cause: a mistake in a template body, an included file or a
    /// loop is kept once, however often it is met (see `DiagnosticRepeats`).
    var repeats = DiagnosticRepeats()
    var diagnostics: [Diagnostic] { repeats.diagnostics }
    var origins: [ElementOrigin] = []
    /// Style-brought attribute locations → the style's name (for messages).
    var styleOrigins: [SourceLocation: String] = [:]
    /// Included files and the main file by `PathText.resolved` path.
    var units: [String: FileUnit] = [:]
    /// Included files that could not be read or parsed (read once).
    var failedIncludes: [String: IncludeFailure] = [:]
    var includedSources: [LayoutSource] = []
    var dependencies: [String] = []
    /// Parsed attribute values and texts, by source text: a template or loop
    /// body is parsed once however often it is expanded.
    var parsedTexts: [String: InterpolatedText] = [:]
    var parsedExpressions: [String: Expression] = [:]
    /// Keys read of the data, for the warnings about keys no object has.
    let dataPaths = DataPathLog()
    /// Where includes and data files may be read from (`ProjectBoundary`).
    lazy var boundary = ProjectBoundary(mainFile: mainPath)
    private var elementCount = 0
    private var steps = 0
    /// Expressions' work and strings (`ExpansionBudget`), set with `limits`.
    var budget = EvaluationBudget()
    /// Bytes of attribute values and texts produced so far.
    private var outputBytes = 0
    /// A budget limit was crossed (and said): the expansion stops at the
    /// next step, and no later expression reports the same exhaustion.
    var exhausted = false

    init(mainPath: String, inputs: ExpansionInputs) {
        self.mainPath = mainPath
        self.mainDirectory = ExpansionPaths.directory(of: mainPath)
        self.inputs = inputs
    }

    // MARK: Reporting

    func report(_ d: Diagnostic, _ ctx: Context?) {
        var d = d
        if let ctx, d.notes.isEmpty { d.notes = ctx.notes }
        repeats.add(d)
    }

    func error(_ message: String, id: Diagnostic.Code, at location: SourceLocation?, _ ctx: Context?, hint: String? = nil) {
        report(.error(message, id: id, at: location, file: mainPath, hint: hint), ctx)
    }

    // MARK: The main file

    /// The expanded `<layout>` element (nil after a fatal error).
    func expandMain(root: XMLElementNode, source: LayoutSource) -> XMLElementNode? {
        limits = source.limits
        budget = EvaluationBudget(limits.isHuge ? inputs.budget.huge : inputs.budget)
        let unit = FileUnit(path: source.path, relativeFile: nil, keyName: Self.fileName(source.path), root: root, text: source.text)
        unit.readDefinitions { report($0, nil) }
        units[PathText.resolved(source.path)] = unit
        var given: [String: (ExpressionValue, SourceLocation?)] = [:]
        for s in inputs.settings {
            guard unit.parameterNames.contains(s.name) else {
                let hint = DidYouMean.suggestion(for: s.name, among: unit.parameterNames).map { "did you mean '\($0)'?" }
                    ?? (unit.parameterNames.isEmpty ? "the file declares no <param>" : "its parameters: " + unit.parameterNames.joined(separator: ", "))
                error("--set \(s.name): the file has no parameter '\(s.name)'", id: ExpansionID.unknownParameter, at: nil, nil, hint: hint)
                continue
            }
            given[s.name] = (ExpressionValue.fromLiteral(s.value), nil)
        }
        loadData(unit, override: inputs.dataPath, nil)
        do {
            var ctx = Context(unit: unit, scope: ExpansionScope([unit.dataFrame]))
            ctx.active = [PathText.resolved(source.path)]
            ctx.scope = try instantiate(unit, given: given, ctx)
            return try expandLayoutRoot(unit, ctx)
        } catch {
            return nil
        }
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `<layout>` with its own attributes (expressions evaluated, `data`
    /// dropped) and its single layout element expanded.
    func expandLayoutRoot(_ unit: FileUnit, _ ctx: Context) throws -> XMLElementNode {
        let root = unit.root
        var attributes: [XMLAttribute] = []
        for a in root.attributes where a.name != "data" {
            if let v = evaluateAttribute(a, element: root, ctx) { attributes.append(v) }
        }
        let children = try expandChildren(unit.body, parent: root, ctx)
        return XMLElementNode(name: root.name, location: root.location, attributes: attributes, children: children, text: "")
    }

    /// The file's parameters and constants, in document order, as a scope.
    func instantiate(_ unit: FileUnit, given: [String: (ExpressionValue, SourceLocation?)], _ ctx: Context) throws -> ExpansionScope {
        var frame: [String: ExpressionValue] = [:]
        var scope = ExpansionScope([unit.dataFrame, [:]])
        for def in unit.valueDefinitions {
            guard let name = def.attribute("name")?.value else { continue }
            if def.name == "const" {
                guard let valueAttr = def.attribute("value") else {
                    error("<const name=\"\(name)\"> needs a 'value'", id: DiagnosticID.missingAttribute, at: def.location, ctx)
                    continue
                }
                frame[name] = definitionValue(valueAttr, element: def, scope: scope, ctx)
            } else {
                frame[name] = parameterValue(def, name: name, given: given[name], scope: scope, ctx)
            }
            scope.frames[1] = frame
        }
        return scope
    }

    /// A parameter's value: given, else its default; checked against `values`.
    func parameterValue(_ def: XMLElementNode, name: String, given: (ExpressionValue, SourceLocation?)?,
                        scope: ExpansionScope, _ ctx: Context) -> ExpressionValue {
        var value: ExpressionValue
        var where_: SourceLocation? = def.location
        var setBy = ""
        if let given {
            value = given.0
            // `--set` has no place in a file: the `param` it sets is the place.
            where_ = given.1 ?? def.attribute("values")?.valueLocation ?? def.location
            if given.1 == nil { setBy = "--set \(name)=\(value.textForm): " }
        } else if let d = def.attribute("default") {
            value = definitionValue(d, element: def, scope: scope, ctx) ?? .null
            where_ = d.valueLocation
        } else {
            error("missing required parameter '\(name)'", id: ExpansionID.missingParameter, at: def.location, ctx,
                  hint: "give it a value (--set \(name)=…, or an attribute of the use/include), or a default")
            return .null
        }
        if let values = def.attribute("values")?.value.split(separator: " ").map(String.init), !values.isEmpty,
           !values.contains(value.textForm) {
            let hint = DidYouMean.suggestion(for: value.textForm, among: values).map { "did you mean '\($0)'?" }
            error(setBy + "'\(value.textForm)' is not a value of parameter '\(name)': expected one of \(values.joined(separator: ", "))",
                  id: ExpansionID.invalidParameter, at: where_, ctx, hint: hint)
            value = .string(values[0])
        }
        return value
    }

    /// `const value` / `param default`: an expression in braces, else JSON or a string.
    func definitionValue(_ a: XMLAttribute, element: XMLElementNode, scope: ExpansionScope, _ ctx: Context) -> ExpressionValue? {
        if !Self.hasBraces(a.value) { return ExpressionValue.fromLiteral(a.value) }
        // A JSON object or array literal has braces too; JSON wins when it parses.
        if let json = try? ExpressionValue.parseJSON(a.value) { return json }
        var c = ctx
        c.scope = scope
        return evaluateValue(a, c)
    }

    static func hasBraces(_ s: String) -> Bool {
        s.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
    }

    // MARK: Limits

    func countElement(_ x: XMLElementNode, _ ctx: Context) throws {
        elementCount += 1
        if elementCount > elementLimit {
            error("the expansion produces more than \(elementLimit) elements (the limit)", id: ExpansionID.tooManyElements,
                  at: ctx.construct ?? x.location, ctx)
            throw Abort()
        }
    }

    func step(_ at: SourceLocation, _ ctx: Context) throws {
        if exhausted { throw Abort() }
        steps += 1
        if steps > stepLimit {
            error("the expansion takes more than \(stepLimit) steps (the limit)", id: ExpansionID.tooManyElements, at: at, ctx)
            throw Abort()
        }
    }

    /// Counts an expanded element's attribute values and text against the
    /// output limit.
    func countOutput(_ attributes: [XMLAttribute], text: String, at x: XMLElementNode, _ ctx: Context) throws {
        if exhausted { throw Abort() }
        outputBytes += text.utf8.count
        for a in attributes { outputBytes += a.value.utf8.count }
        let limit = budget.limits.maximumOutputBytes
        if outputBytes > limit {
            error("the expansion produces more than \(limit) bytes of attribute values and text (the output limit)",
                  id: ExpansionID.tooManyElements, at: x.location, ctx, hint: limits.hugeHint)
            throw Abort()
        }
    }

    /// `--huge` files may hold far more than 100,000 elements already; the
    /// limits still stop runaway loops and templates, a hundred times later.
    var elementLimit: Int { limits.isHuge ? Self.maximumElements * 100 : Self.maximumElements }
    var stepLimit: Int { limits.isHuge ? Self.maximumSteps * 100 : Self.maximumSteps }

    /// The expanded tree may nest no deeper than a file may (the parser's
    /// limit): the builder, the engine and the renderers rely on it.
    func checkElementDepth(_ x: XMLElementNode, _ ctx: Context) throws {
        if ctx.elementDepth + 1 > limits.maximumNestingDepth {
            error("the expansion nests elements deeper than \(limits.maximumNestingDepth) levels (the limit)",
                  id: ExpansionID.tooDeep, at: ctx.construct ?? x.location, ctx, hint: limits.hugeHint)
            throw Abort()
        }
    }

    func enterNested(_ x: XMLElementNode, _ ctx: Context) throws {
        if ctx.depth + 1 > Self.maximumDepth {
            error("templates and includes nested deeper than \(Self.maximumDepth) levels (the limit)", id: ExpansionID.tooDeep,
                  at: x.location, ctx)
            throw Abort()
        }
    }
}
