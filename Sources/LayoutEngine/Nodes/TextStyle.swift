/// How a text is set, apart from its string, size and line limits
/// (LANGUAGE.md, "Text as a device sets it"): the font (family, weight,
/// italic), the paragraph (line spacing, kerning, alignment) and the space
/// around the text inside its node. The defaults are UIKit's.
public struct TextStyle: Hashable, Sendable {
    /// `system`, a family name (`Helvetica`, `Times`, …) or the absolute path
    /// of a `.ttf`/`.otf` file; the measurer maps it to a face.
    public var fontFamily: String
    /// 100–900 (`UIFont.Weight`; 400 regular, 700 bold).
    public var fontWeight: Int
    public var italic: Bool
    /// Points added between lines (`NSParagraphStyle.lineSpacing`), not after the last.
    public var lineSpacing: Double
    /// Points added after each character (`NSAttributedString.Key.kern`).
    public var kern: Double
    /// Where lines sit in the frame: presentation only, never a size.
    public var alignment: TextAlignment
    /// `ASTextNode.textContainerInset`: taken from the size offered before
    /// the text is laid out and added back after.
    public var containerInset: EdgeInsets

    public init(fontFamily: String = "system", fontWeight: Int = 400, italic: Bool = false, lineSpacing: Double = 0,
                kern: Double = 0, alignment: TextAlignment = .natural, containerInset: EdgeInsets = .zero) {
        self.fontFamily = fontFamily
        self.fontWeight = fontWeight
        self.italic = italic
        self.lineSpacing = lineSpacing
        self.kern = kern
        self.alignment = alignment
        self.containerInset = containerInset
    }

    public static let plain = TextStyle()
}

/// `NSTextAlignment`, as the language spells it.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Left, for the left-to-right text the bundled fonts set.
    case natural, left, center, right, justified
}

/// What a `TextMeasurer` is asked: one text, its style, and the room it has.
public struct TextRequest: Hashable, Sendable {
    public var text: String
    public var fontSize: Double
    public var style: TextStyle
    /// The room for the text itself (the container inset already taken
    /// off); ∞ width: no wrapping, ∞ height: every line.
    public var maxSize: Size
    /// 0: all.
    public var maxLines: Int
    public var truncation: Truncation
    /// The pixel grid a font-measured size rounds up to.
    public var scale: Double

    public init(_ text: String, fontSize: Double, style: TextStyle = .plain, maxSize: Size, maxLines: Int = 0,
                truncation: Truncation = .tail, scale: Double = 2) {
        self.text = text
        self.fontSize = fontSize
        self.style = style
        self.maxSize = maxSize
        self.maxLines = maxLines
        self.truncation = truncation
        self.scale = scale
    }
}

/// A line's glyphs as the font set them, for pictures drawn with the very
/// font the text was measured with (the SVG's outlines, a PNG's glyphs).
public struct GlyphRun: Hashable, Sendable {
    /// The font file and face index within it.
    public var fontPath: String
    public var faceIndex: Int
    /// Points per em.
    public var fontSize: Double
    /// Glyph ids in the face, in visual order.
    public var glyphs: [UInt32]
    /// Each glyph's origin: x from the line's start, y up from the baseline, in points.
    public var positions: [Point]
    /// Each glyph's first character, as a UTF-8 offset into the line's text.
    public var clusters: [Int]

    public init(fontPath: String, faceIndex: Int, fontSize: Double, glyphs: [UInt32], positions: [Point],
                clusters: [Int]) {
        self.fontPath = fontPath
        self.faceIndex = faceIndex
        self.fontSize = fontSize
        self.glyphs = glyphs
        self.positions = positions
        self.clusters = clusters
    }
}

/// The font names the language knows (LANGUAGE.md, "Text as a device sets
/// it"): one table for the builder's checks, the editor's completion and
/// the measurer's choice of face.
public enum FontNames {
    /// What a family is set in: the bundled Liberation Sans, Serif or Mono.
    public enum Kind: Sendable { case sans, serif, mono }

    /// The family names, as written in a file.
    public static let families: [(name: String, kind: Kind)] = [
        ("system", .sans), ("Helvetica", .sans), ("Helvetica Neue", .sans), ("Arial", .sans),
        ("Times", .serif), ("Times New Roman", .serif),
        ("Courier", .mono), ("Courier New", .mono), ("monospace", .mono),
    ]

    /// `fontWeight`'s names (`UIFont.Weight`) with their numbers.
    public static let weights: [(name: String, value: Int)] = [
        ("ultraLight", 100), ("thin", 200), ("light", 300), ("regular", 400), ("medium", 500),
        ("semibold", 600), ("bold", 700), ("heavy", 800), ("black", 900),
    ]

    public static func kind(ofFamily name: String) -> Kind? { families.first { $0.name == name }?.kind }

    /// A weight's number: a name, or 100–900 written as a number.
    public static func weight(_ text: String) -> Int? {
        if let named = weights.first(where: { $0.name == text }) { return named.value }
        guard let v = Int(text), (1...9).contains(v / 100), v % 100 == 0 else { return nil }
        return v
    }

    /// Whether a `fontFamily` names a font file (`.ttf`, `.otf`) rather than a family.
    public static func isFontFile(_ family: String) -> Bool {
        let lower = family.lowercased()
        return lower.hasSuffix(".ttf") || lower.hasSuffix(".otf")
    }
}
