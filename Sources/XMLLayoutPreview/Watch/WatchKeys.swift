/// What a key asks the watch to do.
enum WatchCommand: Hashable, Sendable {
    case quit(status: Int32)
    case reload, nextState, redraw
    case scroll(rows: Int, columns: Int)
    case page(Int)
    case top, bottom
    case fit, fitWidth, zoomIn, zoomOut
    case toggleWarnings, toggleHelp, closePanel
    case toggleInspect, selectNext, selectPrevious
    /// A click on screen cell (column, row), 0-based.
    case select(column: Int, row: Int)
    case none
}

/// The key map, in one place: `command(for:)` is what the loop runs and
/// `help` is what `?` shows, so the two cannot drift apart.
enum WatchKeys {
    /// Rows a wheel notch scrolls.
    static let wheelRows = 3
    /// Columns ← and → (and h, l) scroll.
    static let sideColumns = 4

    /// - Parameter panelOpen: Esc and q close a panel before anything else.
    /// - Parameter inspecting: Esc leaves inspect mode when no panel is open.
    static func command(for key: Key, panelOpen: Bool, inspecting: Bool) -> WatchCommand {
        switch key {
        case .control(0x03): return .quit(status: 130)
        case .control(0x04): return .quit(status: 0)
        case .control(0x0C): return .redraw
        case .escape: return panelOpen || inspecting ? .closePanel : .none
        case .up: return .scroll(rows: -1, columns: 0)
        case .down, .enter: return .scroll(rows: 1, columns: 0)
        case .left: return .scroll(rows: 0, columns: -sideColumns)
        case .right: return .scroll(rows: 0, columns: sideColumns)
        case .pageUp: return .page(-1)
        case .pageDown: return .page(1)
        case .home: return .top
        case .end: return .bottom
        case .tab: return inspecting ? .selectNext : .none
        case .backTab: return inspecting ? .selectPrevious : .none
        case .mouse(let m):
            switch m.kind {
            case .wheelUp: return .scroll(rows: -wheelRows, columns: 0)
            case .wheelDown: return .scroll(rows: wheelRows, columns: 0)
            case .wheelLeft: return .scroll(rows: 0, columns: -sideColumns)
            case .wheelRight: return .scroll(rows: 0, columns: sideColumns)
            case .press(button: 0): return .select(column: m.column, row: m.row)
            default: return .none
            }
        case .character(let c):
            switch c {
            case "q", "Q": return panelOpen ? .closePanel : .quit(status: 0)
            case "r", "R": return .reload
            case "s", "S": return .nextState
            case "k": return .scroll(rows: -1, columns: 0)
            case "j": return .scroll(rows: 1, columns: 0)
            case "h": return .scroll(rows: 0, columns: -sideColumns)
            case "l": return .scroll(rows: 0, columns: sideColumns)
            case " ": return .page(1)
            case "b": return .page(-1)
            case "g": return .top
            case "G": return .bottom
            case "f": return .fit
            case "0": return .fitWidth
            case "+", "=": return .zoomIn
            case "-", "_": return .zoomOut
            case "w", "W": return .toggleWarnings
            case "?": return .toggleHelp
            case "i", "I": return .toggleInspect
            default: return .none
            }
        default: return .none
        }
    }

    /// The `?` panel: every key, one a line.
    static let help: [String] = [
        "↑ ↓  j k  Enter      scroll a row (a container on screen first, at its end the picture)",
        "← →  h l             scroll sideways (a pager on screen turns a page)",
        "PgUp PgDn  b Space   scroll a page",
        "Home End  g G        top, bottom",
        "mouse wheel          scroll (over a table, collection, pager or scroll: its content)",
        "f                    fit the whole layout on screen",
        "+ -  (=)             zoom in, out",
        "0                    fit the layout's width (the start)",
        "w                    warnings, with file:line:col",
        "i                    inspect: Tab, Shift-Tab or a click selects an element",
        "                     (a container, or what is in one: the keys scroll its content, ← → page a pager)",
        "s                    the next state of the file's first parameter",
        "r                    reload        Ctrl-L  redraw",
        "?                    this help     Esc, q  close a panel, leave inspect",
        "q                    quit          Ctrl-C  quit (status 130)",
    ]
}
