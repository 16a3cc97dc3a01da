import LayoutEngine
import XMLLayout

/// Terminal text measured and cut by *visible* columns: escape sequences
/// (`ESC[…m` and other CSI sequences) take no room, wide characters take two
/// (the same rule as the renderer, `TextMetrics.units`), so a line can be
/// clipped to the screen without cutting an escape sequence in half or
/// letting a colour run past the cut.
enum ScreenText {
    static let escape: Character = "\u{1B}"
    static let reset = "\u{1B}[0m"

    /// Visible columns of `line`.
    static func width(_ line: String) -> Int {
        simpleWidth(line) ?? characterWidth(line)
    }

    /// `width` by Characters: right for any text.
    static func characterWidth(_ line: String) -> Int {
        var columns = 0
        forEachPiece(of: line) { piece, isEscape in
            if !isEscape { columns += TextMetrics.units(of: piece) }
            return true
        }
        return columns
    }

    /// `width` by UTF-8 bytes, for lines made only of scalars that are each
    /// a character of their own and one column wide (ASCII, Latin, the
    /// punctuation, arrows and box drawing the preview is drawn with) and
    /// CSI sequences; nil for anything else (the Character walk decides).
    /// Every screen measures each preview row, so this runs per keypress.
    static func simpleWidth(_ line: String) -> Int? {
        var line = line
        return line.withUTF8 { b -> Int? in
            var columns = 0
            var i = 0
            let n = b.count
            while i < n {
                let byte = b[i]
                if byte == 0x1B {
                    i += 1
                    guard i < n, b[i] == 0x5B else { continue } // a lone ESC takes no room
                    i += 1
                    while i < n {
                        let v = b[i]
                        if v >= 0x80 { return nil }
                        i += 1
                        if v >= 0x40 && v <= 0x7E { break }
                    }
                    continue
                }
                if byte < 0x80 {
                    guard byte >= 0x20 && byte != 0x7F else { return nil }
                    columns += 1
                    i += 1
                    continue
                }
                let value: UInt32
                if byte & 0xE0 == 0xC0, i + 1 < n {
                    value = UInt32(byte & 0x1F) << 6 | UInt32(b[i + 1] & 0x3F)
                    i += 2
                } else if byte & 0xF0 == 0xE0, i + 2 < n {
                    value = UInt32(byte & 0x0F) << 12 | UInt32(b[i + 1] & 0x3F) << 6 | UInt32(b[i + 2] & 0x3F)
                    i += 3
                } else {
                    return nil
                }
                guard (0xA0...0x2FF).contains(value) || (0x2010...0x2027).contains(value)
                        || (0x2190...0x21FF).contains(value) || (0x2500...0x25FC).contains(value) else { return nil }
                columns += 1
            }
            return columns
        }
    }

    /// At most `columns` visible columns of `line`; escape sequences are
    /// kept (those after the cut too, so a trailing reset is never lost)
    /// and a wide character that would straddle the edge is dropped.
    static func clip(_ line: String, to columns: Int) -> String {
        guard width(line) > columns else { return line }
        var out = ""
        var used = 0
        forEachPiece(of: line) { piece, isEscape in
            if isEscape {
                out.append(contentsOf: piece)
            } else {
                let w = TextMetrics.units(of: piece)
                if used + w <= columns {
                    out.append(contentsOf: piece)
                    used += w
                } else {
                    used = columns // nothing more fits, not even a narrow one after a dropped wide one
                }
            }
            return true
        }
        return out
    }

    /// The visible columns `start ..< start + width` of `line` (a horizontal
    /// scroll). Escape sequences before the window's end are kept, so the
    /// colours in force at its left edge carry into it (the renderer's SGR
    /// sequences each start with a reset, so the last one wins); a wide
    /// character cut by an edge becomes spaces. Ends with a reset when the
    /// line had any escape.
    static func slice(_ line: String, from start: Int, width: Int) -> String {
        let end = start + max(0, width)
        var out = ""
        var column = 0
        var escaped = false
        forEachPiece(of: line) { piece, isEscape in
            if isEscape {
                out.append(contentsOf: piece)
                escaped = true
                return true
            }
            let w = TextMetrics.units(of: piece)
            let lo = max(column, start), hi = min(column + w, end)
            if lo == column && hi == column + w {
                out.append(contentsOf: piece)
            } else if hi > lo {
                out += String(repeating: " ", count: hi - lo)
            }
            column += w
            return column < end
        }
        return escaped ? out + reset : out
    }

    /// `line` with the visible columns from `column` on replaced by `text`
    /// (plain, drawn in `style` when given); the colours after it are those
    /// the line had there. Used to outline the inspected element.
    static func overlay(_ line: String, at column: Int, _ text: String, style: String?) -> String {
        let w = width(text)
        guard column >= 0, w > 0 else { return line }
        let total = width(line)
        var out = slice(line, from: 0, width: column)
        if total < column { out += String(repeating: " ", count: column - total) }
        out += (style ?? "") + text + (style == nil ? "" : reset)
        if column + w < total { out += slice(line, from: column + w, width: total - column - w) }
        return out
    }

    /// The characters of visible columns `start ..< start + width`, no escapes.
    static func plainSlice(_ line: String, from start: Int, width: Int) -> String {
        var out = ""
        forEachPiece(of: slice(line, from: start, width: width)) { piece, isEscape in
            if !isEscape { out.append(contentsOf: piece) }
            return true
        }
        return out
    }

    /// Plain text padded with spaces (or clipped) to exactly `columns`.
    static func fit(_ plain: String, to columns: Int) -> String {
        let clipped = clip(plain, to: columns)
        return clipped + String(repeating: " ", count: max(0, columns - width(clipped)))
    }

    /// Text from a file (diagnostic messages quote it) made safe to print:
    /// tabs expanded to 4-column stops (a tab would move the cursor without
    /// painting, letting the old frame show through), other control
    /// characters (ESC above all) made visible by `TerminalText` (`^[`) so a
    /// file can never send the terminal escape sequences.
    static func sanitize(_ text: String) -> String {
        var out = ""
        var column = 0
        for ch in text {
            if ch == "\t" {
                let n = 4 - column % 4
                out += String(repeating: " ", count: n)
                column += n
            } else if ch.unicodeScalars.contains(where: { TerminalText.needsEscaping($0) }) {
                let shown = TerminalText.visible(String(ch))
                out += shown
                column += shown.unicodeScalars.count
            } else {
                out.append(ch)
                column += TextMetrics.units(of: ch)
            }
        }
        return out
    }

    /// Calls `body` with each escape sequence (`isEscape` true) or single
    /// character of `line`, in order, until it returns false.
    private static func forEachPiece(of line: String, _ body: (Substring, Bool) -> Bool) {
        var i = line.startIndex
        while i < line.endIndex {
            var j = line.index(after: i)
            let isEscape = line[i] == escape
            if isEscape, j < line.endIndex, line[j] == "[" {
                // CSI: parameters and intermediates, then one final byte @…~.
                j = line.index(after: j)
                while j < line.endIndex, let v = line[j].asciiValue, !(0x40...0x7E).contains(v) { j = line.index(after: j) }
                if j < line.endIndex { j = line.index(after: j) }
            }
            if !body(line[i..<j], isEscape) { return }
            i = j
        }
    }

    /// Plain text (no escapes) broken at spaces into lines of at most
    /// `columns` visible columns, the lines after the first indented by
    /// `indent`; a word wider than a line is cut.
    static func wrap(_ text: String, columns: Int, indent: String = "    ") -> [String] {
        guard columns > ScreenText.width(indent) + 8, width(text) > columns else { return [text] }
        var lines: [String] = []
        var line = ""
        func room() -> Int { columns - width(line) }
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let start = line.isEmpty ? (lines.isEmpty ? "" : indent) : line + " "
            if width(start + word) <= columns {
                line = start + word
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = indent
            var rest = Substring(word)
            while width(line + rest) > columns {
                let fits = rest.prefix(max(1, room()))
                lines.append(line + fits)
                rest = rest.dropFirst(fits.count)
                line = indent
            }
            line += rest
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
