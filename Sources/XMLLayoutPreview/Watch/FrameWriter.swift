/// Turns successive screens into the bytes that update the terminal: only
/// rows that changed are sent, each as "cursor to row, the line, erase the
/// rest of the row". No full-screen clear per frame, so there is no flicker,
/// and an unchanged screen costs nothing.
struct FrameWriter {
    private var previous: [String] = []
    private var previousColumns = -1

    /// Forget what is on screen (after a resize the terminal may have
    /// reflowed or cleared it): the next frame sends every row.
    mutating func invalidate() {
        previous = []
        previousColumns = -1
    }

    /// The update from the last frame to `lines` ("" when nothing changed).
    mutating func update(to lines: [String], columns: Int) -> String {
        if columns != previousColumns { previous = [] }
        var out = ""
        for (row, line) in lines.enumerated() where row >= previous.count || previous[row] != line {
            out += "\u{1B}[\(row + 1);1H" + line + ScreenText.reset
            // Erase-in-line at the last column would erase the character just
            // written there (the cursor stays on it: deferred wrap), so a
            // full-width line needs no erase.
            if ScreenText.width(line) < columns { out += "\u{1B}[K" }
        }
        previous = lines
        previousColumns = columns
        return out
    }
}
