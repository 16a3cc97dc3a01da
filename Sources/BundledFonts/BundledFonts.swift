// The fonts that ship with xmllayout (Liberation 2.1.5, SIL Open Font License:
// Fonts/OFL.txt), so that every machine measures and draws text alike. Nothing
// here looks at the machine's own fonts.
//
// No Foundation (its `Bundle.module` would link all of Foundation and its ICU
// into the tool, a large part of every start-up): the resource folder
// SwiftPM copies beside the executable is found from the executable's path.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// The folder that holds the font files and their licence: a
    /// `xmllayout_BundledFonts.resources/Fonts` folder beside the executable
    /// (where an installation puts it), else this target's own `Fonts`
    /// folder in the sources the tool was built from.
    public static let directory: String = {
        let candidates = executableDirectory.map {
            [$0 + "/xmllayout_BundledFonts.resources/Fonts", $0 + "/xmllayout_BundledFonts.bundle/Fonts",
             $0 + "/xmllayout_BundledFonts.bundle/Contents/Resources/Fonts"]
        } ?? []
        for folder in candidates where access(folder + "/OFL.txt", R_OK) == 0 { return folder }
        let source = "\(#filePath)"
        return String(source[..<(source.lastIndex(of: "/") ?? source.startIndex)]) + "/Fonts"
    }()

    /// The folder of the running executable, nil when it cannot be told.
    private static var executableDirectory: String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        #if os(Linux)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        buffer[n] = 0
        #elseif canImport(Darwin)
        var size = UInt32(buffer.count)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        #endif
        let path = String(cString: buffer)
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }

    /// The absolute path of a bundled face's file.
    public static func path(of face: BundledFace) -> String {
        directory + "/" + face.fileName
    }

    /// The licence the fonts are distributed under (the SIL OFL 1.1 text).
    public static var licensePath: String { directory + "/OFL.txt" }
}
