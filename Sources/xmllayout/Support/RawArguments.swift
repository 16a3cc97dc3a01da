import ArgumentParser
import LayoutEngine
import XMLLayout

/// Command-line arguments that are not valid UTF-8. Swift decodes argv
/// with repair (each bad byte becomes U+FFFD), so such a file name would be
/// looked up under a name that does not exist and reported as "no such
/// file". Paths are Swift strings throughout, so these are refused with a
/// message that says what is really wrong.
enum RawArguments {
    /// The raw bytes of the argument that decodes to `argument`, when that
    /// argument is not valid UTF-8; nil for a valid one.
    static func invalidUTF8(_ argument: String) -> [UInt8]? {
        guard argument.unicodeScalars.contains("\u{FFFD}") else { return nil }
        for index in 0..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) }
            if String(validating: bytes, as: UTF8.self) == nil, String(decoding: bytes, as: UTF8.self) == argument {
                return bytes
            }
        }
        return nil
    }

    /// The problem with `argument` as a path, if any: "the name is not valid
    /// UTF-8 (byte 0xFF at offset 4)".
    static func pathProblem(_ argument: String) -> String? {
        guard let bytes = invalidUTF8(argument),
              let bad = pieces(bytes).first(where: { $0.text == nil }) else { return nil }
        let hex = String(bytes[bad.offset], radix: 16, uppercase: true)
        return "the name is not valid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex) at offset \(bad.offset)); "
            + "rename the file with a UTF-8 name"
    }

    /// How to show the name: each byte that is not UTF-8 as `\xFF`, and
    /// control characters made visible (`TerminalText`).
    static func display(_ argument: String) -> String {
        guard let bytes = invalidUTF8(argument) else { return TerminalText.visible(argument) }
        return TerminalText.visible(pieces(bytes).map { $0.text ?? cFormat("\\x%02X", bytes[$0.offset]) }.joined())
    }

    /// Valid runs (text) and single bad bytes (text nil), with their offsets.
    private static func pieces(_ bytes: [UInt8]) -> [(text: String?, offset: Int)] {
        var result: [(text: String?, offset: Int)] = []
        var i = 0
        while i < bytes.count {
            var length = bytes.count - i
            while length > 0, String(validating: bytes[i..<(i + length)], as: UTF8.self) == nil { length -= 1 }
            if length > 0 {
                result.append((String(decoding: bytes[i..<(i + length)], as: UTF8.self), i))
                i += length
            } else {
                result.append((nil, i))
                i += 1
            }
        }
        return result
    }

    /// The diagnostic for a layout file argument whose name is not UTF-8.
    static func fileDiagnostic(_ file: String) -> Diagnostic? {
        pathProblem(file).map {
            .error("cannot read file: \($0)", id: DiagnosticID.fileUnreadable, file: display(file))
        }
    }

    /// Refuses a layout file or `-o` path whose name is not UTF-8, with the
    /// diagnostic or message `render` and `generate` print (exit status 1).
    static func refuseUnreadableNames(file: String, output: String?, color: ColorChoice) throws {
        if let bad = fileDiagnostic(file) {
            DiagnosticPrinter.print([bad], sources: [:], color: color)
            throw ExitCode.failure
        }
        if let output, let problem = pathProblem(output) {
            Terminal.writeError("error: cannot write '\(display(output))': \(problem)")
            throw ExitCode.failure
        }
    }
}
