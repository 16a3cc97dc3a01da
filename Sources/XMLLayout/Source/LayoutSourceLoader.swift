#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading layout files from disk and parsing them into `XMLElementNode`s.
///
/// Every failure is a `Diagnostic`, never a crash or a thrown error: a missing
/// file, a directory, a binary or oversized file and malformed XML are all
/// ordinary outcomes for a tool that previews whatever the user points it at.
public enum LayoutSourceLoader {
    /// Files larger than this (8 MiB) are refused before they are read. A
    /// layout is a few kilobytes; anything this big is a mistake, and the limit
    /// keeps memory bounded in watch mode. `--huge` lifts it (`SourceLimits`).
    public static let maximumFileSize = SourceLimits.standard.maximumFileSize

    /// Elements may nest at most this deep (the root is level 1). This is
    /// libxml2's own default limit (`xmlParserMaxDepth`), lifted only by
    /// `--huge` (`SourceLimits.huge`, `XML_PARSE_HUGE`); the scanner enforces
    /// it first so the error points at the first element that is too deep.
    public static let maximumNestingDepth = SourceLimits.standard.maximumNestingDepth

    static func nestingTooDeep(_ limits: SourceLimits, at location: SourceLocation?, file: String) -> Diagnostic {
        .error("nesting deeper than \(limits.maximumNestingDepth) levels", id: DiagnosticID.nestingTooDeep,
               at: location, file: file, hint: limits.hugeHint)
    }

    // MARK: - Reading

    /// Reads and checks a file: it must exist, be a regular file no larger
    /// than the limits' file size, be non-empty, and be UTF-8 text.
    public static func read(path: String, limits: SourceLimits = .standard) -> Result<LayoutSource, Diagnostic> {
        readSource(path: path, limits: limits).result
    }

    /// `read`, without a `Result` (see `SourceRead`).
    static func readSource(path: String, limits: SourceLimits) -> SourceRead {
        switch LayoutFileReader.readBytes(atPath: path, limit: limits.maximumFileSize) {
        case .success(let bytes):
            return check(path: path, bytes: bytes, limits: limits)
        case .failure(let failure):
            return .failure(diagnostic(for: failure, path: path, limits: limits))
        }
    }

    /// Checks bytes obtained elsewhere (standard input, an editor buffer):
    /// non-empty, no larger than the limits' file size, no NUL bytes, valid
    /// UTF-8. Errors point at the first offending byte.
    public static func decode(path: String, bytes: [UInt8], limits: SourceLimits = .standard) -> Result<LayoutSource, Diagnostic> {
        check(path: path, bytes: bytes, limits: limits).result
    }

    /// `decode`, without a `Result` (see `SourceRead`).
    static func check(path: String, bytes: [UInt8], limits: SourceLimits) -> SourceRead {
        if bytes.isEmpty {
            return .failure(.error("file is empty", id: DiagnosticID.fileEmpty, file: path))
        }
        if bytes.count > limits.maximumFileSize {
            return .failure(tooLarge(path: path, size: bytes.count, limits: limits))
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return .failure(.error(
                "file is UTF-16; layout files must be UTF-8", id: DiagnosticID.notUTF8, file: path,
                hint: "re-save the file as UTF-8"))
        }
        if let nul = firstNUL(bytes) {
            let position = SourceByteText.lineAndColumn(ofByte: nul, in: bytes)
            return .failure(.error(
                "file contains a NUL byte; it looks like a binary file, not XML", id: DiagnosticID.binaryFile,
                at: SourceLocation(file: path, line: position.line, column: position.column)))
        }
        if let bad = SourceByteText.firstInvalidUTF8Offset(bytes) {
            let position = SourceByteText.lineAndColumn(ofByte: bad, in: bytes)
            let hex = String(bytes[bad], radix: 16, uppercase: true)
            return .failure(.error(
                "file is not valid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex) at offset \(bad))",
                id: DiagnosticID.notUTF8,
                at: SourceLocation(file: path, line: position.line, column: position.column),
                hint: "re-save the file as UTF-8"))
        }
        return .source(LayoutSource(path: path, validatedBytes: bytes, limits: limits))
    }

    /// Where the first NUL byte is (memchr: a generic search is several
    /// times slower on a large file).
    private static func firstNUL(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress, let found = memchr(base, 0, b.count) else { return nil }
            return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }
    }

    // MARK: - Messages

    private static func diagnostic(for failure: LayoutFileReader.Failure, path: String, limits: SourceLimits) -> Diagnostic {
        switch failure {
        case .notFound:
            return .error("no such file", id: DiagnosticID.fileNotFound, file: path)
        case .isDirectory:
            return .error("is a directory, not a layout file", id: DiagnosticID.fileUnreadable, file: path)
        case .notRegularFile(let kind):
            return .error("is \(kind), not a regular file", id: DiagnosticID.fileUnreadable, file: path)
        case .tooLarge(let size):
            return tooLarge(path: path, size: size, limits: limits)
        case .unreadable(let reason):
            return .error("cannot read file: \(reason)", id: DiagnosticID.fileUnreadable, file: path)
        }
    }

    /// `size` nil: read from a stream and cut at the limit, so only "more
    /// than" is known.
    static func tooLarge(path: String, size: Int?, limits: SourceLimits) -> Diagnostic {
        let what = size.map { "\($0) bytes" } ?? "more than \(limits.maximumFileSize / (1024 * 1024)) MiB"
        return .error(
            "file is too large (\(what); the limit is \(limits.maximumFileSize) bytes)",
            id: DiagnosticID.fileTooLarge, file: path, hint: limits.hugeHint)
    }

    /// Standard input, read with read(2) (never Foundation's FileHandle,
    /// which traps on a closed or unreadable descriptor) and checked as a
    /// file is.
    public static func readStandardInput(path: String, limits: SourceLimits = .standard) -> Result<LayoutSource, Diagnostic> {
        readStandardInputSource(path: path, limits: limits).result
    }

    /// `readStandardInput`, without a `Result` (see `SourceRead`).
    static func readStandardInputSource(path: String, limits: SourceLimits) -> SourceRead {
        switch LayoutFileReader.readStandardInput(limit: limits.maximumFileSize) {
        case .success(let bytes): return check(path: path, bytes: bytes, limits: limits)
        case .failure(.isDirectory):
            return .failure(.error("standard input is a directory, not a layout file", id: DiagnosticID.fileUnreadable, file: path))
        case .failure(.unreadable(let reason)):
            return .failure(.error("cannot read standard input: \(reason)", id: DiagnosticID.fileUnreadable, file: path))
        case .failure(let failure): return .failure(diagnostic(for: failure, path: path, limits: limits))
        }
    }
}

/// A read and checked file, or why it could not be: `LayoutSourceLoader`'s
/// `Result<LayoutSource, Diagnostic>` as a type of its own. The compiler
/// destroys such a Result through a function merged with other types'
/// destroys, which takes the type as made at run time, and making it checks
/// `Diagnostic: Error` by a scan of every protocol conformance of the
/// program: ~200,000 instructions at each start of `render`.
enum SourceRead {
    case source(LayoutSource)
    case failure(Diagnostic)

    var result: Result<LayoutSource, Diagnostic> {
        switch self {
        case .source(let source): .success(source)
        case .failure(let diagnostic): .failure(diagnostic)
        }
    }
}
