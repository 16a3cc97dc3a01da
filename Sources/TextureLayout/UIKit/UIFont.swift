import Foundation
import LayoutEngine

#if !canImport(UIKit)
/// UIKit's UIFont, reduced to what layout reads: the face and the point
/// size. Text is measured with the fonts xmllayout ships (LANGUAGE.md, "Text
/// as a device sets it"): the system font and Helvetica, Helvetica Neue and
/// Arial are Liberation Sans, Times is Liberation Serif, Courier and the
/// monospaced system font Liberation Mono; weights from semibold up use the
/// bold face.
public final class UIFont: Hashable, Sendable {
    public let pointSize: CGFloat
    public let weight: Weight
    /// The language's family name (`system`, `Helvetica`, `Times New Roman`,
    /// `monospace`, …) or the path of a font file.
    public let familyName: String
    /// The PostScript name as UIKit reports it (`.SFUI-Regular` for the system font).
    public let fontName: String
    let isItalic: Bool

    init(family: String, fontName: String, pointSize: CGFloat, weight: Weight, italic: Bool) {
        familyName = family
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
        isItalic = italic
    }

    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        // UIKit's values.
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// UIKit's weights in the order of CSS's 100–900.
        static let scale: [Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]

        /// 100–900: the nearest of UIKit's named weights.
        var cssValue: Int {
            let nearest = Weight.scale.indices.min { abs(Weight.scale[$0].rawValue - rawValue) < abs(Weight.scale[$1].rawValue - rawValue) }!
            return (nearest + 1) * 100
        }
    }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: "system", fontName: ".SFUI-Regular", pointSize: fontSize, weight: weight, italic: false)
    }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: "system", fontName: ".SFUI-RegularItalic", pointSize: fontSize, weight: .regular, italic: true)
    }
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: "monospace", fontName: ".SFMono-Regular", pointSize: fontSize, weight: weight, italic: false)
    }

    /// A font by PostScript name (`Helvetica-Bold`) or family name
    /// (`Helvetica`), as UIKit finds installed fonts; any other name is a
    /// font file the app registers, found as `name.ttf` or `name.otf` where
    /// `UIImage(named:)` looks. Nil when there is no such font.
    public convenience init?(name: String, size: CGFloat, callerFile: String = #filePath) {
        if let known = PostScriptNames.face(named: name) {
            self.init(family: known.family, fontName: name, pointSize: size, weight: known.bold ? .bold : .regular,
                      italic: known.italic)
            return
        }
        guard let path = FontFiles.path(named: name, callerFile: callerFile) else { return nil }
        self.init(family: path, fontName: name, pointSize: size, weight: .regular, italic: false)
    }

    /// A font from a descriptor (`size` 0: the descriptor's).
    public convenience init(descriptor: UIFontDescriptor, size: CGFloat) {
        let f = descriptor.font
        let traits = descriptor.symbolicTraits
        let weight = traits.contains(.traitBold) && f.weight.rawValue < Weight.bold.rawValue ? Weight.bold : f.weight
        self.init(family: f.familyName, fontName: f.fontName, pointSize: size == 0 ? f.pointSize : size, weight: weight,
                  italic: traits.contains(.traitItalic))
    }

    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(family: familyName, fontName: fontName, pointSize: fontSize, weight: weight, italic: isItalic)
    }

    /// UIKit's standard sizes.
    public static var buttonFontSize: CGFloat { 18 }
    public static var systemFontSize: CGFloat { 14 }
    public static var labelFontSize: CGFloat { 17 }

    public static func == (a: UIFont, b: UIFont) -> Bool {
        a.pointSize == b.pointSize && a.weight == b.weight && a.familyName == b.familyName && a.isItalic == b.isItalic
    }
    public func hash(into h: inout Hasher) { h.combine(pointSize); h.combine(weight); h.combine(familyName); h.combine(isItalic) }
}

/// UIKit's font descriptor, enough to add the italic or bold trait to a
/// font: `UIFont(descriptor: font.fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 0)`.
public final class UIFontDescriptor: Sendable {
    let font: UIFont
    public let symbolicTraits: SymbolicTraits

    init(font: UIFont, traits: SymbolicTraits? = nil) {
        self.font = font
        var own: SymbolicTraits = []
        if font.isItalic { own.insert(.traitItalic) }
        if font.weight.cssValue >= 600 { own.insert(.traitBold) }
        if font.familyName == "monospace" { own.insert(.traitMonoSpace) }
        symbolicTraits = traits ?? own
    }

    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? { UIFontDescriptor(font: font, traits: traits) }

    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    }
}
#endif

extension UIFont {
    /// The font as the engine's text style sees it: family, weight (100–900) and italic.
    var engineFace: (family: String, weight: Int, italic: Bool) {
        #if canImport(UIKit)
        let traits = fontDescriptor.symbolicTraits
        return (familyName, traits.contains(.traitBold) ? 700 : 400, traits.contains(.traitItalic))
        #else
        return (familyName, weight.cssValue, isItalic)
        #endif
    }
}

/// iOS's PostScript names of the families the language knows, read back
/// into the language's family and face (what `generate swift` writes).
enum PostScriptNames {
    static let faces: [String: (family: String, bold: Bool, italic: Bool)] = {
        var out: [String: (family: String, bold: Bool, italic: Bool)] = [:]
        func add(_ family: String, _ names: [String]) {
            for (i, name) in names.enumerated() { out[name] = (family, i == 1 || i == 3, i >= 2) }
        }
        add("Helvetica", ["Helvetica", "Helvetica-Bold", "Helvetica-Oblique", "Helvetica-BoldOblique"])
        add("Helvetica Neue", ["HelveticaNeue", "HelveticaNeue-Bold", "HelveticaNeue-Italic", "HelveticaNeue-BoldItalic"])
        add("Arial", ["ArialMT", "Arial-BoldMT", "Arial-ItalicMT", "Arial-BoldItalicMT"])
        add("Times New Roman", ["TimesNewRomanPSMT", "TimesNewRomanPS-BoldMT", "TimesNewRomanPS-ItalicMT",
                                "TimesNewRomanPS-BoldItalicMT"])
        add("Courier", ["Courier", "Courier-Bold", "Courier-Oblique", "Courier-BoldOblique"])
        add("Courier New", ["CourierNewPSMT", "CourierNewPS-BoldMT", "CourierNewPS-ItalicMT", "CourierNewPS-BoldItalicMT"])
        // Family names, as UIFont(name:size:) also takes them.
        for (name, _) in FontNames.families where name != "system" && name != "monospace" && out[name] == nil {
            out[name] = (name, false, false)
        }
        out["Times"] = ("Times", false, false)
        return out
    }()

    static func face(named name: String) -> (family: String, bold: Bool, italic: Bool)? { faces[name] }
}

#if !canImport(UIKit)
/// A font file an app would register, looked for where `UIImage(named:)` looks.
enum FontFiles {
    static func path(named name: String, callerFile: String) -> String? {
        let lower = name.lowercased()
        let candidates = lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") ? [name] : [name + ".ttf", name + ".otf"]
        if name.hasPrefix("/") { return FileManager.default.isReadableFile(atPath: name) ? name : nil }
        for directory in UIImage.directories(callerFile: callerFile) {
            if let path = UIImage.file(among: candidates, below: directory) { return path }
        }
        return nil
    }
}
#endif

#if !canImport(UIKit) && !canImport(AppKit)
extension NSAttributedString.Key {
    /// The value is a `UIFont`; without one TextKit uses 12 pt Helvetica.
    public static let font = NSAttributedString.Key("NSFont")
    /// The value is a `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The value is an `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Points added after each character (a number).
    public static let kern = NSAttributedString.Key("NSKern")
}
#endif
