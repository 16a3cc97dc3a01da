import TextSupport

/// `validate --format sarif`: a SARIF 2.1.0 log for CI code scanning (GitHub
/// code scanning, GitLab, Azure DevOps). One run; rules from the diagnostic
/// ids; columns counted in Unicode code points, as `SourceLocation` counts.
public enum SARIFLog {
    public struct Tool: Sendable {
        public var name: String
        public var version: String
        /// The tool's home page (absolute URI); nil leaves it out, as SARIF
        /// allows, rather than pointing somewhere that is not the tool's.
        public var informationURI: String?

        public init(name: String, version: String, informationURI: String? = nil) {
            self.name = name
            self.version = version
            self.informationURI = informationURI
        }
    }

    /// - Parameter baseDirectory: absolute paths under it are written
    ///   relative to it (code scanning wants repository-relative URIs).
    public static func render(_ records: [DiagnosticRecord], tool: Tool, baseDirectory: String) -> String {
        let ids = Array(Set(records.compactMap(\.id))).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
        let rules = ids.map(ReportingDescriptor.init(id:))
        let results = records.map { record -> Result in
            let uri = record.file.map { uriReference($0, base: baseDirectory) }
            var text = record.message
            if let hint = record.hint { text += "\nhint: \(hint)" }
            return Result(
                ruleId: record.id,
                ruleIndex: record.id.flatMap { ruleIndex[$0] },
                level: record.severity.rawValue,
                message: Message(text: text),
                locations: uri.map { [Location(id: nil, physicalLocation: physical(uri: $0, range: record.range), message: nil)] },
                relatedLocations: record.notes.isEmpty ? nil : record.notes.enumerated().map { index, note in
                    Location(
                        id: index,
                        physicalLocation: (note.file.map { uriReference($0, base: baseDirectory) } ?? uri)
                            .map { physical(uri: $0, range: note.range) },
                        message: Message(text: note.message))
                },
                fixes: record.fixIts.isEmpty ? nil : [fix(record, base: baseDirectory)],
                partialFingerprints: Fingerprints(record, uri: uri))
        }
        let log = Log(runs: [Run(
            tool: ToolComponentWrapper(driver: ToolComponent(
                name: tool.name, version: tool.version, informationUri: tool.informationURI, rules: rules)),
            results: results)])
        return DiagnosticJSON.encode(log)
    }

    /// A diagnostic's edits go in together (renaming an element edits both
    /// tags; wrapping one in `<inset>` inserts before and after it): one fix,
    /// its replacements grouped by file.
    private static func fix(_ record: DiagnosticRecord, base: String) -> Fix {
        var files: [String] = []
        var byFile: [String: [Replacement]] = [:]
        for fix in record.fixIts {
            if byFile[fix.file] == nil { files.append(fix.file) }
            byFile[fix.file, default: []].append(Replacement(deletedRegion: region(fix.range),
                                                             insertedContent: ArtifactContent(text: fix.replacement)))
        }
        let description = record.hint
            ?? (record.fixIts.count == 1 ? "replace with '\(record.fixIts[0].replacement)'" : "apply the fix")
        return Fix(description: Message(text: description), artifactChanges: files.map { file in
            ArtifactChange(artifactLocation: ArtifactLocation(uri: uriReference(file, base: base)), replacements: byFile[file] ?? [])
        })
    }

    /// A relative URI reference for a path: relative to `base` when under it,
    /// percent-encoded; absolute paths elsewhere become `file://` URIs.
    static func uriReference(_ path: String, base: String) -> String {
        var relative = path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if path.hasPrefix(prefix) { relative = String(path.dropFirst(prefix.count)) }
        if relative.hasPrefix("./") { relative = String(relative.dropFirst(2)) }
        let encoded = PercentEncoding.path(relative, keepingColonAndSemicolon: false)
        return relative.hasPrefix("/") ? "file://" + encoded : encoded
    }

    private static func physical(uri: String, range: DiagnosticRecord.Range?) -> PhysicalLocation {
        PhysicalLocation(artifactLocation: ArtifactLocation(uri: uri), region: range.map(region))
    }

    private static func region(_ range: DiagnosticRecord.Range) -> Region {
        Region(startLine: max(1, range.startLine), startColumn: range.startColumn.map { max(1, $0) },
               endLine: range.endLine, endColumn: range.endColumn)
    }

    // MARK: - The subset of SARIF 2.1.0 written

    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable {
        var tool: ToolComponentWrapper
        var results: [Result]
        var columnKind = "unicodeCodePoints"
    }

    struct ToolComponentWrapper: Encodable {
        var driver: ToolComponent
    }

    struct ToolComponent: Encodable {
        var name: String
        var version: String
        var informationUri: String?
        var rules: [ReportingDescriptor]
    }

    /// A rule, documented from `Diagnostic.Code` (its meaning and advice,
    /// the same text as the id table of Layouts/README.md).
    struct ReportingDescriptor: Encodable {
        var id: String
        var name: String?
        var shortDescription: Message
        var fullDescription: Message?
        var help: MultiformatMessage?
        var defaultConfiguration: Configuration?

        init(id: String) {
            self.id = id
            guard let code = Diagnostic.Code(rawValue: id) else {
                shortDescription = Message(text: DiagnosticRecord.shortDescription(ofID: id))
                return
            }
            name = id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            let meaning = Self.plain(code.meaning)
            let first = meaning.split(separator: ";", maxSplits: 1).first.map(String.init) ?? meaning
            shortDescription = Message(text: first)
            fullDescription = Message(text: meaning)
            let advice = code.advice.isEmpty ? "" : "\n\nWhat to do: " + code.advice
            help = MultiformatMessage(text: meaning + (code.advice.isEmpty ? "" : "\n\nWhat to do: " + Self.plain(code.advice)),
                                      markdown: code.meaning + advice)
            defaultConfiguration = Configuration(level: code.severity == .warning ? "warning" : "error")
        }

        /// Markdown's code spans as plain text.
        static func plain(_ markdown: String) -> String { markdown.filter { $0 != "`" } }
    }

    struct MultiformatMessage: Encodable {
        var text: String
        var markdown: String
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Message: Encodable {
        var text: String
    }

    struct Result: Encodable {
        var ruleId: String?
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]?
        var relatedLocations: [Location]?
        var fixes: [Fix]?
        var partialFingerprints: Fingerprints?
    }

    /// What makes a result the same cause from one run to the next, for
    /// code scanning to match alerts (the rule, the file, the place, the
    /// message), whatever uses lead there.
    struct Fingerprints: Encodable {
        var cause: String

        enum CodingKeys: String, CodingKey {
            case cause = "xmllayoutCause/v1"
        }

        init(_ record: DiagnosticRecord, uri: String?) {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a, 64 bits
            let text = [record.id ?? "", uri ?? "", record.range.map { "\($0.startLine):\($0.startColumn ?? 0)" } ?? "",
                        record.message].joined(separator: "\u{1F}")
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            cause = String(hash, radix: 16)
        }
    }

    struct Location: Encodable {
        var id: Int?
        var physicalLocation: PhysicalLocation?
        var message: Message?
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
        var endLine: Int?
        var endColumn: Int?
    }

    struct Fix: Encodable {
        var description: Message
        var artifactChanges: [ArtifactChange]
    }

    struct ArtifactChange: Encodable {
        var artifactLocation: ArtifactLocation
        var replacements: [Replacement]
    }

    struct Replacement: Encodable {
        var deletedRegion: Region
        var insertedContent: ArtifactContent
    }

    struct ArtifactContent: Encodable {
        var text: String
    }
}
