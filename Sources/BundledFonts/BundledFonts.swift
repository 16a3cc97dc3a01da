// The fonts that ship with xmllayout (Liberation 2.1.5, SIL Open Font License:
// Fonts/OFL.txt), so that every machine measures and draws text alike. Nothing
// here looks at the machine's own fonts.
import Foundation

/// One of the bundled families. Texture's names map onto them in the text
/// module (Helvetica, Arial, system → sans; Times → serif; Courier → mono).
public enum BundledFamily: String, CaseIterable, Sendable {
    case sans = "LiberationSans"
    case serif = "LiberationSerif"
    case mono = "LiberationMono"
}

/// A face of a bundled family: regular or bold, upright or italic.
public struct BundledFace: Hashable, Sendable {
    public var family: BundledFamily
    public var bold: Bool
    public var italic: Bool

    public init(family: BundledFamily, bold: Bool = false, italic: Bool = false) {
        self.family = family
        self.bold = bold
        self.italic = italic
    }

    /// The file's name in `Fonts/`, e.g. `LiberationSans-BoldItalic.ttf`.
    public var fileName: String {
        let style: String
        switch (bold, italic) {
        case (false, false): style = "Regular"
        case (true, false): style = "Bold"
        case (false, true): style = "Italic"
        case (true, true): style = "BoldItalic"
        }
        return "\(family.rawValue)-\(style).ttf"
    }

    /// Every bundled face, in a fixed order.
    public static let all: [BundledFace] = BundledFamily.allCases.flatMap { family in
        [(false, false), (true, false), (false, true), (true, true)].map {
            BundledFace(family: family, bold: $0.0, italic: $0.1)
        }
    }
}

public enum BundledFonts {
    /// The folder that holds the font files and their licence.
    public static var directory: String {
        Bundle.module.resourcePath.map { $0 + "/Fonts" } ?? "Fonts"
    }

    /// The absolute path of a bundled face's file.
    public static func path(of face: BundledFace) -> String {
        directory + "/" + face.fileName
    }

    /// The licence the fonts are distributed under (the SIL OFL 1.1 text).
    public static var licensePath: String { directory + "/OFL.txt" }
}
