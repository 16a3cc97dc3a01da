/// Element names of the language and what the builder needs to know about
/// them beyond the schema: the schema stays the source of truth for what
/// is allowed; these sets drive semantic checks and lint rules.
enum Vocabulary {
    static let specs: Set<String> = [
        "stack", "hstack", "vstack", "inset", "overlay", "background", "center", "ratio", "relative",
        "absolute", "corner", "wrapper", "spacer",
    ]
    static let nodes: Set<String> = [
        "box", "text", "image", "button", "networkImage", "video", "videoPlayer", "editableText",
    ]
    static let stacks: Set<String> = ["stack", "hstack", "vstack"]

    /// Exactly this many children (nil: any number; nodes take 0 or 1).
    static func requiredChildren(_ name: String) -> ClosedRange<Int>? {
        switch name {
        case "inset", "center", "ratio", "relative", "wrapper": return 1...1
        case "overlay", "background", "corner": return 2...2
        case "spacer": return 0...0
        case _ where nodes.contains(name): return 0...1
        default: return nil
        }
    }

    static let sizeAttributes = [
        "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "preferredSize", "minSize", "maxSize",
        "preferredLayoutSize", "minLayoutSize", "maxLayoutSize",
    ]
    static let stackChildAttributes = ["spacingBefore", "spacingAfter", "flexGrow", "flexShrink", "flexBasis", "alignSelf"]
}
