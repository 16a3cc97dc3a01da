import Foundation
import LayoutEngine

/// The front end in one call: read the file, parse it safely, validate it
/// against the embedded schema, and build the engine tree. Every problem is
/// a diagnostic; a file with errors gives no document (never half-built).
public enum LayoutLoader {
    public struct Loaded: Sendable {
        /// The file as read (nil when it could not be read).
        public var source: LayoutSource?
        /// Nil when there are errors.
        public var document: LayoutDocument?
        /// Errors and warnings, sorted by location.
        public var diagnostics: [Diagnostic]

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// The name standard input goes by: `xmllayout render -`.
    public static let standardInputPath = "-"

    /// Loads `path`, or standard input when it is `-` (image paths then
    /// resolve against the working directory).
    public static func load(path: String) -> Loaded {
        switch read(path: path) {
        case .failure(let d):
            return Loaded(source: nil, document: nil, diagnostics: [d])
        case .success(let source):
            return load(source: source)
        }
    }

    /// Reads and decodes `path`, or standard input when it is `-`: the
    /// first step of `load`, on its own for the preview's stages.
    public static func read(path: String) -> Result<LayoutSource, Diagnostic> {
        path == standardInputPath ? readStandardInput() : LayoutSourceLoader.read(path: path)
    }

    /// Reads standard input to its end (refusing more than the file size
    /// limit) and loads it under the name `<stdin>`.
    public static func loadStandardInput() -> Loaded {
        switch readStandardInput() {
        case .failure(let d): return Loaded(source: nil, document: nil, diagnostics: [d])
        case .success(let source): return load(source: source)
        }
    }

    /// Reads standard input to its end, named `<stdin>`.
    public static func readStandardInput() -> Result<LayoutSource, Diagnostic> {
        let limit = LayoutSourceLoader.maximumFileSize
        let data = FileHandle.standardInput.readData(ofLength: limit + 1)
        return LayoutSourceLoader.decode(path: "<stdin>", bytes: [UInt8](data))
    }

    /// Loads text already in memory; `src` paths resolve against the
    /// directory of `source.path`.
    public static func load(source: LayoutSource) -> Loaded {
        let (root, parseDiagnostics) = SchemaValidator.parseAndValidate(source)
        // Schema errors already say what is wrong; building on an invalid
        // tree would only repeat them in other words.
        guard let root, !parseDiagnostics.contains(where: { $0.severity == .error }) else {
            return Loaded(source: source, document: nil, diagnostics: parseDiagnostics)
        }
        let base = (source.path as NSString).deletingLastPathComponent
        let (document, built) = LayoutBuilder.build(root, file: source.path, baseDirectory: base)
        return Loaded(source: source, document: document, diagnostics: (parseDiagnostics + built).sortedByLocation())
    }
}
