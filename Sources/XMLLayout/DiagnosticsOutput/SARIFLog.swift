import Foundation

/// `validate --format sarif`: a SARIF 2.1.0 log for CI code scanning (GitHub
/// code scanning, GitLab, Azure DevOps). One run; rules from the diagnostic
/// ids; columns counted in Unicode code points, as `SourceLocation` counts.
public enum SARIFLog {
    public struct Tool: Sendable {
        public var name: String
        public var version: String
        public var informationURI: String

        public init(name: String, version: String, informationURI: String) {
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
        let rules = ids.map {
            ReportingDescriptor(id: $0, shortDescription: Message(text: DiagnosticRecord.shortDescription(ofID: $0)))
        }
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
                fixes: record.fixIts.isEmpty ? nil : record.fixIts.map { fix in
                    Fix(description: Message(text: "replace with '\(fix.replacement)'"), artifactChanges: [
                        ArtifactChange(
                            artifactLocation: ArtifactLocation(uri: uriReference(fix.file, base: baseDirectory)),
                            replacements: [Replacement(deletedRegion: region(fix.range),
                                                       insertedContent: ArtifactContent(text: fix.replacement))]),
                    ])
                })
        }
        let log = Log(runs: [Run(
            tool: ToolComponentWrapper(driver: ToolComponent(
                name: tool.name, version: tool.version, informationUri: tool.informationURI, rules: rules)),
            results: results)])
        return DiagnosticJSON.encode(log)
    }

    /// A relative URI reference for a path: relative to `base` when under it,
    /// percent-encoded; absolute paths elsewhere become `file://` URIs.
    static func uriReference(_ path: String, base: String) -> String {
        var relative = path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if path.hasPrefix(prefix) { relative = String(path.dropFirst(prefix.count)) }
        if relative.hasPrefix("./") { relative = String(relative.dropFirst(2)) }
        let encoded = relative.addingPercentEncoding(withAllowedCharacters: uriPathCharacters) ?? relative
        return relative.hasPrefix("/") ? "file://" + encoded : encoded
    }

    private static let uriPathCharacters: CharacterSet = {
        var set = CharacterSet.urlPathAllowed
        set.remove(charactersIn: ":;")
        return set
    }()

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
        var informationUri: String
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var shortDescription: Message
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
