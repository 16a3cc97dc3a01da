
/// The fix-it for `padding` and `margin` (UIKit's, Android's and CSS's
/// spellings, `ForeignNames.insetEdges`): there is no such attribute, so the
/// element is wrapped in `<inset>` with the value converted, and the
/// attributes that place the element in its parent (`flexGrow`, `alignSelf`,
/// `layoutPosition`, …) move to the inset, which takes its place there.
///
///     <text padding="8px" flexGrow="1">Hi</text>
///  →  <inset insets="8" flexGrow="1"><text>Hi</text></inset>
///
/// Every padding-like attribute of one element goes into one inset, carried
/// by the first of their diagnostics (the others then have no edit of their
/// own). No fix-it when a value is not a length (or an expression), or the
/// element's end is not found.
enum InsetWrapFixIts {
    /// Attributes that belong to the element's place in its parent.
    static let placementAttributes: Set<String> = [
        "flexGrow", "flexShrink", "flexBasis", "alignSelf", "spacingBefore", "spacingAfter", "layoutPosition",
    ]
    /// Elements that are not laid out themselves: wrapping them means nothing.
    static let unwrappable: Set<String> = [
        "layout", "template", "style", "const", "param", "for", "if", "else", "slot", "inset",
    ]

    static func adding(to diagnostics: [Diagnostic], source: ScannedText) -> [Diagnostic] {
        var firstByElement: [Int: Int] = [:] // tag offset → index of the diagnostic carrying the fix
        var result = diagnostics
        for (index, diagnostic) in diagnostics.enumerated() {
            guard diagnostic.id == .unknownAttribute, diagnostic.fixIts.isEmpty, let start = diagnostic.range?.start,
                  let nameOffset = source.scalarOffset(of: start),
                  let name = StartTag.name(in: source.scalars, at: nameOffset),
                  ForeignNames.insetEdges[NameSuggestions.normalized(name)] != nil,
                  let tagStart = StartTag.start(in: source.scalars, before: nameOffset) else { continue }
            if firstByElement[tagStart] != nil { continue }
            firstByElement[tagStart] = index
            if let edits = wrap(tagStart: tagStart, source: source, file: start.file) {
                result[index].fixIts = edits
                // The hint shows the inset this element gets, not the general form.
                if let opening = edits.first?.replacement, let hint = result[index].hint {
                    let insetOnly = opening.replacing(#/ (flexGrow|flexShrink|flexBasis|alignSelf|spacingBefore|spacingAfter|layoutPosition)="[^"]*"/#,
                                                      with: "")
                    result[index].hint = hint.replacing("<inset insets=\"top,left,bottom,right\">", with: insetOnly)
                }
            }
        }
        return result
    }

    private static func wrap(tagStart: Int, source: ScannedText, file: String) -> [Diagnostic.FixIt]? {
        guard let tag = StartTag(source.scalars, at: tagStart), !unwrappable.contains(tag.name),
              let end = source.elementEnd(ofStartTagAt: tagStart, name: tag.name) else { return nil }
        var edges = Edges()
        var removed: [StartTag.Attribute] = []
        var moved: [String] = []
        for attribute in tag.attributes {
            if let sides = ForeignNames.insetEdges[NameSuggestions.normalized(attribute.name)] {
                guard edges.set(sides, from: attribute.value) else { return nil }
                removed.append(attribute)
            } else if placementAttributes.contains(attribute.name) {
                moved.append(" \(attribute.name)=\"\(attribute.rawValue)\"")
                removed.append(attribute)
            }
        }
        guard let insets = edges.attributes else { return nil }
        var edits = [Diagnostic.FixIt(range: source.range(from: tagStart, length: 0, file: file),
                                      replacement: "<inset \(insets)\(moved.joined())>")]
        for attribute in removed {
            edits.append(.init(range: source.range(from: attribute.removalStart, length: attribute.end - attribute.removalStart,
                                                   file: file), replacement: ""))
        }
        edits.append(.init(range: source.range(from: end, length: 0, file: file), replacement: "</inset>"))
        return edits
    }

    /// The four edges, from the attributes in source order (a later,
    /// narrower one wins over `padding`).
    struct Edges {
        var values: [String?] = [nil, nil, nil, nil] // top, left, bottom, right
        var expression: String?
        var count = 0

        mutating func set(_ sides: ForeignNames.InsetEdges, from value: String) -> Bool {
            count += 1
            let trimmed = value.trimmingWhitespace()
            if trimmed.hasPrefix("{") && trimmed.hasSuffix("}") {
                // An expression: only alone, and only for all sides.
                guard sides == .all else { return false }
                expression = trimmed
                return true
            }
            let lengths = Self.lengths(trimmed)
            guard !lengths.isEmpty else { return false }
            switch sides {
            case .all:
                // CSS: 1 to 4 values, space-separated, top right bottom left;
                // UIKit's UIEdgeInsets, comma-separated: top, left, bottom, right.
                let l = lengths
                let commas = trimmed.contains(",")
                switch l.count {
                case 1: values = [l[0], l[0], l[0], l[0]]
                case 2: values = [l[0], l[1], l[0], l[1]]
                case 3 where !commas: values = [l[0], l[1], l[2], l[1]]
                case 4: values = commas ? [l[0], l[1], l[2], l[3]] : [l[0], l[3], l[2], l[1]]
                default: return false
                }
            default:
                guard lengths.count == 1 else { return false }
                for side in sides.indices { values[side] = lengths[0] }
            }
            return true
        }

        /// `insets="…"`, or `left="8"` for one side; nil when nothing is known.
        var attributes: String? {
            if let expression { return count == 1 ? "insets=\"\(expression)\"" : nil }
            let v = values.map { $0 ?? "0" }
            guard values.contains(where: { $0 != nil }) else { return nil }
            let given = values.indices.filter { values[$0] != nil }
            if given.count == 1 { return "\(["top", "left", "bottom", "right"][given[0]])=\"\(v[given[0]])\"" }
            if v.allSatisfy({ $0 == v[0] }) { return "insets=\"\(v[0])\"" }
            if v[0] == v[2] && v[1] == v[3] { return "insets=\"\(v[0]),\(v[1])\"" }
            return "insets=\"\(v.joined(separator: ","))\""
        }

        /// `8`, `8px`, `8dp`, `8 16`, `{8, 16, 8, 16}` → numbers as written, units dropped.
        static func lengths(_ value: String) -> [String] {
            let inner = value.filter { !"{}()".contains($0) }
            let parts = inner.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
            var out: [String] = []
            for part in parts {
                var number = part
                for unit in ["px", "dp", "dip", "sp", "pt", "pts"] where number.lowercased().hasSuffix(unit) {
                    number = String(number.dropLast(unit.count))
                    break
                }
                guard let n = Double(number), n.isFinite, n >= 0 else { return [] }
                out.append(number)
            }
            return out
        }
    }
}

/// A start tag read from the source: its name and attributes with offsets
/// (Unicode scalars), for edits that move or remove whole attributes.
struct StartTag {
    struct Attribute {
        var name: String
        /// The value as written between the quotes.
        var rawValue: String
        /// `rawValue` with the five predefined entities read (enough to see
        /// a length).
        var value: String
        /// Where a removal starts: the whitespace before the name.
        var removalStart: Int
        /// Just past the closing quote.
        var end: Int
    }

    var name: String
    var attributes: [Attribute]

    init?(_ s: [Unicode.Scalar], at start: Int) {
        guard start < s.count, s[start] == "<", let name = Self.name(in: s, at: start + 1) else { return nil }
        self.name = name
        var attributes: [Attribute] = []
        var i = start + 1 + name.unicodeScalars.count
        while i < s.count {
            let whitespaceStart = i
            while i < s.count, Self.isSpace(s[i]) { i += 1 }
            guard i < s.count, s[i] != ">", s[i] != "/" else { break }
            guard let attributeName = Self.name(in: s, at: i) else { return nil }
            i += attributeName.unicodeScalars.count
            while i < s.count, Self.isSpace(s[i]) { i += 1 }
            guard i < s.count, s[i] == "=" else { return nil }
            i += 1
            while i < s.count, Self.isSpace(s[i]) { i += 1 }
            guard i < s.count, s[i] == "\"" || s[i] == "'" else { return nil }
            let quote = s[i]
            let valueStart = i + 1
            i = valueStart
            while i < s.count, s[i] != quote { i += 1 }
            guard i < s.count else { return nil }
            let raw = String(String.UnicodeScalarView(s[valueStart..<i]))
            i += 1
            attributes.append(Attribute(name: attributeName, rawValue: raw, value: Self.unescaped(raw),
                                        removalStart: whitespaceStart, end: i))
        }
        self.attributes = attributes
    }

    static func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" }

    static func name(in s: [Unicode.Scalar], at offset: Int) -> String? {
        var i = offset
        var name = String.UnicodeScalarView()
        while i < s.count, !isSpace(s[i]), !"=/>\"'<".unicodeScalars.contains(s[i]) { name.append(s[i]); i += 1 }
        return name.isEmpty ? nil : String(name)
    }

    /// The `<` of the tag holding `offset` (a `<` cannot occur inside an
    /// attribute value, so the nearest one before is the tag's).
    static func start(in s: [Unicode.Scalar], before offset: Int) -> Int? {
        var i = min(offset, s.count) - 1
        while i >= 0, s[i] != "<" { i -= 1 }
        return i >= 0 ? i : nil
    }

    static func unescaped(_ raw: String) -> String {
        raw.replacing("&lt;", with: "<").replacing("&gt;", with: ">")
            .replacing("&quot;", with: "\"").replacing("&apos;", with: "'")
            .replacing("&amp;", with: "&")
    }
}

extension ScannedText {
    /// The offset of a location, whatever character is there.
    func scalarOffset(of location: SourceLocation) -> Int? {
        guard let column = location.column, location.line >= 1, location.line <= lineStarts.count else { return nil }
        let offset = lineStarts[location.line - 1] + column - 1
        return offset < scalars.count ? offset : nil
    }

    /// Just past the element whose start tag is at `offset`: its `/>` or its end tag's `>`.
    func elementEnd(ofStartTagAt offset: Int, name: String) -> Int? {
        guard let first = tagEnd(from: offset) else { return nil }
        if first.selfClosing { return first.end + 1 }
        guard case .at(let nameOffset) = endTagName(ofStartTagAt: offset, name: name),
              let close = tagEnd(from: nameOffset - 2) else { return nil }
        return close.end + 1
    }
}
