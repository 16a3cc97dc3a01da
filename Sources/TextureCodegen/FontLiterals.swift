import LayoutEngine

/// A text's font and paragraph as UIKit code (LANGUAGE.md, "Text as a
/// device sets it"): `UIFont.systemFont(ofSize:weight:)` for `system`,
/// `UIFont(name:size:)` with the family's PostScript name otherwise, and a
/// paragraph style and kern only when the text has them. A plain style
/// writes exactly what it did before fonts.
extension SwiftLiterals {
    static func font(_ size: Double, _ style: TextStyle) -> String {
        let s = number(size)
        let family = style.fontFamily
        if family == "system" {
            if style.italic && style.fontWeight == 400 { return "UIFont.italicSystemFont(ofSize: \(s))" }
            let upright = style.fontWeight == 400 ? font(size) : "UIFont.systemFont(ofSize: \(s), weight: \(weight(style.fontWeight)))"
            return style.italic ? italic(upright, s) : upright
        }
        if family == "monospace" {
            let upright = "UIFont.monospacedSystemFont(ofSize: \(s), weight: \(weight(style.fontWeight)))"
            return style.italic ? italic(upright, s) : upright
        }
        if FontNames.isFontFile(family) {
            let file = family.split(separator: "/").last.map(String.init) ?? family
            let stem = file.split(separator: ".").dropLast().joined(separator: ".")
            return "UIFont(name: \(string(stem)), size: \(s))!" // the file's font, registered by the app under its name
        }
        return "UIFont(name: \(string(postScriptName(family, bold: style.fontWeight >= 600, italic: style.italic))), size: \(s))!"
    }

    /// A system font with the italic trait added (UIKit has no italic system font of a weight).
    static func italic(_ upright: String, _ size: String) -> String {
        "UIFont(descriptor: \(upright).fontDescriptor.withSymbolicTraits(.traitItalic)!, size: \(size))"
    }

    /// `UIFont.Weight` of 100–900.
    static func weight(_ w: Int) -> String {
        "." + (FontNames.weights.first { $0.value == w }?.name ?? "regular")
    }

    /// iOS's PostScript name of a family's face.
    static func postScriptName(_ family: String, bold: Bool, italic: Bool) -> String {
        func pick(_ regular: String, _ b: String, _ i: String, _ bi: String) -> String {
            bold ? (italic ? bi : b) : (italic ? i : regular)
        }
        switch family {
        case "Helvetica": return pick("Helvetica", "Helvetica-Bold", "Helvetica-Oblique", "Helvetica-BoldOblique")
        case "Helvetica Neue":
            return pick("HelveticaNeue", "HelveticaNeue-Bold", "HelveticaNeue-Italic", "HelveticaNeue-BoldItalic")
        case "Arial": return pick("ArialMT", "Arial-BoldMT", "Arial-ItalicMT", "Arial-BoldItalicMT")
        case "Times", "Times New Roman":
            return pick("TimesNewRomanPSMT", "TimesNewRomanPS-BoldMT", "TimesNewRomanPS-ItalicMT",
                        "TimesNewRomanPS-BoldItalicMT")
        case "Courier": return pick("Courier", "Courier-Bold", "Courier-Oblique", "Courier-BoldOblique")
        case "Courier New":
            return pick("CourierNewPSMT", "CourierNewPS-BoldMT", "CourierNewPS-ItalicMT", "CourierNewPS-BoldItalicMT")
        default: return family
        }
    }

    /// Whether a style needs more than a font: a kern or a paragraph style
    /// (a button's title is then an attributed title).
    static func hasParagraph(_ style: TextStyle) -> Bool {
        style.kern != 0 || style.lineSpacing != 0 || style.alignment != .natural
    }

    /// An attributed string in the text's font and paragraph.
    static func attributedString(_ text: String, fontSize: Double, style: TextStyle, color: Color?) -> String {
        var face = style
        face.containerInset = .zero // the node's, not the string's
        guard face != .plain else { return attributedString(text, fontSize: fontSize, color: color) }
        var attributes = [".font: \(font(fontSize, style))"]
        if let color { attributes.append(".foregroundColor: \(SwiftLiterals.color(color))") }
        if style.kern != 0 { attributes.append(".kern: \(number(style.kern))") }
        if style.lineSpacing != 0 || style.alignment != .natural {
            attributes.append(".paragraphStyle: \(paragraphStyle(style))")
        }
        return "NSAttributedString(string: \(string(text)), attributes: [\(attributes.joined(separator: ", "))])"
    }

    /// An `NSParagraphStyle` with the text's line spacing and alignment.
    static func paragraphStyle(_ style: TextStyle) -> String {
        var parts: [String] = []
        if style.lineSpacing != 0 { parts.append("p.lineSpacing = \(number(style.lineSpacing)); ") }
        if style.alignment != .natural { parts.append("p.alignment = .\(style.alignment); ") }
        return "{ let p = NSMutableParagraphStyle(); " + parts.joined() + "return p }()"
    }
}
