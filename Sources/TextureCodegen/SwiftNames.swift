/// Swift identifiers for generated code: camelCase names from ids and debug
/// names, unique within a class, keywords escaped, ASDisplayNode's own
/// members avoided.
struct SwiftNames {
    private var used: Set<String>
    /// The next number to try after each base (so that many `textNode`s stay linear).
    private var next: [String: Int] = [:]

    init(reserved: Set<String> = []) { used = reserved }

    /// `title`, `title2`, … from `source` (an id or debug name), else from `fallback`.
    /// `memberSuffix` goes after a name that ASDisplayNode already uses.
    mutating func unique(_ source: String?, fallback: String, memberSuffix: String = "Node") -> String {
        var base = source.map(SwiftNames.camelCase) ?? ""
        if base.isEmpty { base = fallback }
        if SwiftNames.nodeMembers.contains(base) { base += memberSuffix }
        var name = base
        var n = next[base] ?? 2
        while used.contains(name) { name = base + String(n); n += 1 }
        next[base] = n
        used.insert(name)
        return name
    }

    /// "cover-image", "cover_image", "Cover Image" → "coverImage"; a leading
    /// digit gets an underscore.
    static func camelCase(_ s: String) -> String {
        let words = s.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
        guard let first = words.first else { return "" }
        var out = lowerFirst(first)
        for w in words.dropFirst() { out += w.prefix(1).uppercased() + w.dropFirst() }
        if let c = out.first, c.isNumber { out = "_" + out }
        return out
    }

    /// "PostHeader", "post-header" → "PostHeader".
    static func typeName(_ s: String) -> String {
        let c = camelCase(s)
        guard let f = c.first else { return "" }
        return f == "_" ? c : f.uppercased() + c.dropFirst()
    }

    private static func lowerFirst(_ w: String) -> String {
        // "URLField" → "urlField", "Title" → "title".
        let chars = Array(w)
        var k = 0
        while k < chars.count && chars[k].isUppercase { k += 1 }
        if k == 0 { return w }
        if k == 1 || k == chars.count { return String(chars[..<k]).lowercased() + String(chars[k...]) }
        return String(chars[..<(k - 1)]).lowercased() + String(chars[(k - 1)...])
    }

    /// The name as written in code: keywords in backquotes.
    static func escaped(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "async", "consume", "copy", "discard", "each", "borrowing", "consuming", "some", "any", "Type", "Protocol",
    ]

    /// Members of ASDisplayNode (and NSObject) a stored property must not redeclare.
    static let nodeMembers: Set<String> = [
        "style", "frame", "bounds", "view", "layer", "subnodes", "supernode", "debugName", "backgroundColor",
        "cornerRadius", "borderWidth", "borderColor", "alpha", "isHidden", "name", "description", "debugDescription",
        "layoutSpecBlock", "automaticallyManagesSubnodes", "calculatedSize", "calculatedLayout", "position",
        "tintColor", "isOpaque", "clipsToBounds", "hash", "isLayerBacked", "isNodeLoaded", "interfaceState",
        "constrainedSizeForCalculatedLayout", "layoutThatFits", "layoutSpecThatFits", "transform", "zPosition",
        "anchorPoint", "contentMode", "isUserInteractionEnabled", "accessibilityLabel", "primitiveViewController",
        "closestViewController", "supplementaryNodes", "placeholderEnabled", "hitTestSlop", "cornerRoundingType",
        "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "contents", "isOpaque", "layoutElementType",
    ]
}
