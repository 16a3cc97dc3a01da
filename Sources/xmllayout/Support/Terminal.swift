import Rendering
import XMLLayout
import XMLLayoutPreview

/// What the CLI needs to know about its terminal.
enum Terminal {
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Columns of the terminal on stdout, else $COLUMNS, else 80.
    static var columns: Int {
        if let size = TerminalSize.of() { return size.columns }
        if let c = getenv("COLUMNS").flatMap({ Int(String(cString: $0)) }), c > 0 { return c }
        return 80
    }

    /// An environment variable's value, nil when it is not set.
    static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    static func writeError(_ s: String) {
        var text = s
        if !text.hasSuffix("\n") { text += "\n" }
        // write(2) on the descriptor: unbuffered, and no shared C FILE global.
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            bytes = bytes.dropFirst(n)
        }
    }
}

/// Prints diagnostics to stderr, compiler style, coloured as --color says
/// (auto: on a terminal unless NO_COLOR is set and non-empty or TERM=dumb).
enum DiagnosticPrinter {
    /// - Parameter sources: read only when there is something to print: it
    ///   decodes each file's text, a copy of the whole file.
    static func print(_ diagnostics: [Diagnostic], sources: @autoclosure () -> [String: String], summary: Bool = true,
                      color choice: ColorChoice = .auto, fixIts: Bool = false) {
        guard !diagnostics.isEmpty else { return }
        let sources = sources()
        let color = choice.mode(isTerminal: Terminal.stderrIsTerminal) != .none
        var blocks = DiagnosticFormatter.formatEach(diagnostics, sources: sources, fixIts: fixIts)
        if color {
            for i in blocks.indices { blocks[i] = colorize(blocks[i], diagnostics[i].severity) }
        }
        if summary { blocks.append(DiagnosticFormatter.summary(diagnostics)) }
        Terminal.writeError(blocks.joined(separator: "\n"))
    }

    private static func colorize(_ text: String, _ severity: Diagnostic.Severity) -> String {
        let code: String
        switch severity {
        case .error: code = "31"
        case .warning: code = "33"
        case .note: code = "36"
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let first = lines.first, let r = first.firstRange(of: "\(severity.rawValue):") {
            let head = "\u{1B}[1m" + String(first[..<r.lowerBound]) + "\u{1B}[\(code)m" + String(first[r])
            lines[0] = head + "\u{1B}[0m\u{1B}[1m" + String(first[r.upperBound...]) + "\u{1B}[0m"
        }
        return lines.joined(separator: "\n")
    }
}
