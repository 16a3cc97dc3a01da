import TextSupport

import LayoutEngine
/// Turns diagnostics into plain text, compiler style:
///
///     Layouts/card.xml:3:12: error: unknown attribute 'flexgrow' on <stack> [unknown-attribute]
///       <stack flexgrow="1">
///              ^~~~~~~~
///       hint: did you mean 'flexGrow'?
///
/// The caret spans the diagnostic's range on its first line; notes follow as
/// `file:line:col: note: message` lines.
///
/// A pure function of its input, so the exact text is pinned by tests; the
/// command-line tool adds colour on top and nothing else. The source line is
/// printed as written but for control characters, which are made visible
/// (`TerminalText`: a file must not drive the terminal), and the caret line
/// repeats its tabs, so the caret stays under the column whatever the
/// terminal's tab width.
public enum DiagnosticFormatter {
    /// The first line: `file:line:col: severity: message [id]`.
    /// Without a column: `file:line: …`; without a location: `file: …` when the
    /// file is known, else just `severity: message`.
    public static func headline(_ diagnostic: Diagnostic) -> String {
        var text = ""
        if let location = diagnostic.location {
            text += "\(location): "
        } else if let file = diagnostic.file {
            text += "\(file): "
        }
        text += "\(diagnostic.severity.rawValue): \(diagnostic.message)"
        if let id = diagnostic.id {
            text += " [\(id.rawValue)]"
        }
        // Paths and messages quote file content (names, values, libxml2's
        // excerpts): never let it reach the terminal raw.
        return TerminalText.visible(text)
    }

    /// The headline, then (when `source` is the text of the diagnostic's file
    /// and its line exists) the source line and a caret line, then the hint.
    /// Lines are joined with "\n"; there is no trailing newline.
    public static func format(_ diagnostic: Diagnostic, source: String? = nil, fixIts: Bool = false) -> String {
        format(diagnostic, lines: source.map(SourceText.init), fixIts: fixIts)
    }

    /// As `format(_:source:)`, with the source's lines already split.
    /// With `fixIts`, each edit follows the hint as clang prints them:
    /// `fix-it: replace 'flexgrow' with 'flexGrow'` (`insert`, `remove`),
    /// with its position when the diagnostic has several.
    public static func format(_ diagnostic: Diagnostic, lines index: SourceText?, fixIts: Bool = false) -> String {
        var lines = [headline(diagnostic)]
        if let index, let location = diagnostic.location, let sourceLine = index.line(location.line) {
            let (raw, rawColumn) = excerpt(of: sourceLine, around: location.column)
            let (excerpt, column) = visible(raw, column: rawColumn)
            lines.append(excerpt)
            if let column {
                lines.append(caretLine(under: column, length: rangeLength(diagnostic, lineLength: TerminalText.scalarCount(sourceLine)),
                                       of: excerpt))
            }
        }
        if let hint = diagnostic.hint {
            lines.append("  hint: " + TerminalText.visible(hint))
        }
        if fixIts {
            for fix in diagnostic.fixIts {
                lines.append("  fix-it: " + TerminalText.visible(
                    fixItText(fix, lines: index, positioned: diagnostic.fixIts.count > 1)))
            }
        }
        for note in diagnostic.notes {
            lines.append(noteLine(note, file: diagnostic.file))
        }
        return lines.joined(separator: "\n")
    }

    /// Every diagnostic formatted (with snippets from `sources`, keyed by the
    /// file path used in the locations), one after another, then a summary
    /// line such as `2 errors, 1 warning`. No trailing newline.
    public static func formatAll(_ diagnostics: [Diagnostic], sources: [String: String] = [:]) -> String {
        (formatEach(diagnostics, sources: sources) + [summary(diagnostics)]).joined(separator: "\n")
    }

    /// Each diagnostic formatted on its own, the sources split into lines
    /// once per file.
    public static func formatEach(_ diagnostics: [Diagnostic], sources: [String: String] = [:],
                                  fixIts: Bool = false) -> [String] {
        var indexes: [String: SourceText] = [:]
        return diagnostics.map { diagnostic in
            guard let file = diagnostic.file, let text = sources[file] else {
                return format(diagnostic, lines: nil, fixIts: fixIts)
            }
            if indexes[file] == nil { indexes[file] = SourceText(text) }
            return format(diagnostic, lines: indexes[file], fixIts: fixIts)
        }
    }

    /// `replace 'x' with 'y'`, `insert 'y'`, `remove 'x'`; the replaced
    /// text is quoted when it is on one line of the source at hand, else
    /// its range is given.
    public static func fixItText(_ fix: Diagnostic.FixIt, lines index: SourceText?, positioned: Bool) -> String {
        let r = fix.range
        var at = ""
        if positioned, let column = r.start.column { at = "\(r.start.line):\(column): " }
        if r.isEmpty { return at + "insert '\(fix.replacement)'" }
        var old: String?
        if let index, r.start.line == r.end.line, let line = index.line(r.start.line),
           let start = r.start.column, let end = r.end.column {
            let scalars = Array(line.unicodeScalars)
            if start >= 1, end - 1 <= scalars.count, start <= end {
                old = "'" + String(String.UnicodeScalarView(scalars[(start - 1)..<(end - 1)])) + "'"
            }
        }
        let what = old ?? "\(r.start.line):\(r.start.column ?? 1)-\(r.end.line):\(r.end.column ?? 1)"
        return at + (fix.replacement.isEmpty ? "remove \(what)" : "replace \(what) with '\(fix.replacement)'")
    }

    /// `2 errors, 1 warning`, `1 error`, `3 warnings`, or `no errors or
    /// warnings`. Notes are not counted: they explain other diagnostics.
    public static func summary(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.errorCount
        let warnings = diagnostics.warningCount
        var parts: [String] = []
        if errors > 0 { parts.append(plural(errors, "error")) }
        if warnings > 0 { parts.append(plural(warnings, "warning")) }
        return parts.isEmpty ? "no errors or warnings" : parts.joined(separator: ", ")
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// Source lines longer than this many characters (minified files) are
    /// shown as a window around the column, with "…" where text was cut.
    public static let maximumSnippetWidth = 120

    /// The line, or a window of it around `column`, and the column within
    /// what is returned.
    static func excerpt(of line: String, around column: Int?) -> (String, Int?) {
        // No more bytes than the width: no more scalars either (the usual
        // case, decided without decoding the line).
        guard line.utf8.count > maximumSnippetWidth else { return (line, column) }
        // The window as UTF-8 bytes (appending its scalars to a String one
        // by one cost ~90,000 instructions a snippet); an ASCII line's
        // scalars are its bytes.
        let ascii = TerminalText.isASCII(line)
        let scalars = ascii ? [] : Array(line.unicodeScalars)
        let count = ascii ? line.utf8.count : scalars.count
        guard count > maximumSnippetWidth else { return (line, column) }
        let target = min(max(0, (column ?? 1) - 1), count)
        var start = max(0, target - maximumSnippetWidth / 2)
        let end = min(count, start + maximumSnippetWidth)
        start = max(0, end - maximumSnippetWidth)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4 * (end - start) + 6)
        if start > 0 { bytes.append(contentsOf: "…".utf8) }
        if ascii {
            bytes.append(contentsOf: line.utf8.dropFirst(start).prefix(end - start))
        } else {
            for scalar in scalars[start..<end] { UTF8.encode(scalar) { bytes.append($0) } }
        }
        if end < count { bytes.append(contentsOf: "…".utf8) }
        return (String(decoding: bytes, as: UTF8.self), column.map { $0 - start + (start > 0 ? 1 : 0) })
    }

    /// `line` with its control characters made visible, and `column` moved
    /// by the characters that took their place, so the caret stays under the
    /// same character.
    static func visible(_ line: String, column: Int?) -> (String, Int?) {
        let shown = TerminalText.visible(line)
        guard shown != line, let column else { return (shown, column) }
        let before = line.unicodeScalars.prefix(max(0, column - 1))
        let shift = before.reduce(0) {
            $0 + (TerminalText.needsEscaping($1) ? TerminalText.visible($1).unicodeScalars.count - 1 : 0)
        }
        return (shown, column + shift)
    }

    /// Spaces up to the column (tabs copied from the line so they expand the
    /// same way), then `^` and a `~` under each further character of the
    /// range (`length` characters in all). A column past the end of the line
    /// points just after its last character.
    static func caretLine(under column: Int, length: Int = 1, of line: String) -> String {
        // Built as bytes: appending Characters one by one cost ~400
        // instructions each (a file with 140 warnings: 6 M).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(0, column - 1) + max(1, length))
        let ascii = TerminalText.isASCII(line)
        if ascii {
            for byte in line.utf8.prefix(max(0, column - 1)) { bytes.append(byte == 9 ? 9 : 32) }
        } else {
            for scalar in line.unicodeScalars.prefix(max(0, column - 1)) {
                bytes.append(scalar == "\t" ? 9 : 32)
            }
        }
        let available = max(1, (ascii ? line.utf8.count : line.unicodeScalars.count) - (column - 1))
        bytes.append(UInt8(ascii: "^"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "~"), count: max(0, min(length, available) - 1)))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Characters of the range on its first line (to the end of the line when
    /// it goes on); at least 1.
    static func rangeLength(_ diagnostic: Diagnostic, lineLength: Int) -> Int {
        guard let range = diagnostic.range, let start = range.start.column else { return 1 }
        if range.end.line > range.start.line { return max(1, lineLength - start + 1) }
        guard let end = range.end.column, range.end.line == range.start.line else { return 1 }
        return max(1, end - start)
    }

    /// `file:line:col: note: message` (`note: message` without a location).
    static func noteLine(_ note: Diagnostic.Note, file: String?) -> String {
        if let location = note.location { return "\(location): note: \(note.message)" }
        return (file.map { "\($0): " } ?? "") + "note: \(note.message)"
    }
}
