/// The characters of an outline, by the size it is drawn at. Full boxes use
/// the light box-drawing set (`┌─┐│└┘`, rounded `╭╮╰╯` for a cornerRadius);
/// a frame one cell thin on an axis is drawn as a span (`├──┤`, or `┬│┴`
/// upright) and a single cell as `▪`, so that a node squeezed below the size
/// of a box still shows where it is and how far it reaches.
struct BoxDrawing {
    var topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character
    var horizontal: Character = "─"
    var vertical: Character = "│"

    static let square = BoxDrawing(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘")
    static let rounded = BoxDrawing(topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯")
    /// Layout specs and the root's bounds: what is not a node.
    static let dashed = BoxDrawing(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
                                   horizontal: "┄", vertical: "┆")

    /// Highlighted nodes (watch: what the last save changed).
    static let heavy = BoxDrawing(topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛",
                                  horizontal: "━", vertical: "┃")

    static let spanStart: Character = "├", spanEnd: Character = "┤"
    static let columnStart: Character = "┬", columnEnd: Character = "┴"
    static let singleCell: Character = "▪"
    /// A node with no extent (0 points wide or high): a dot at its origin,
    /// drawn only on a blank cell so that it never hides anything.
    static let emptyMark: Character = "·"
}
