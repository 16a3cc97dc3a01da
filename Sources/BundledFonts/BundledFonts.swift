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

/// Where the font files are. The folder is part of the package and is not a
/// SwiftPM resource: a target with resources imports Foundation (its
/// `Bundle.module`), whose ICU the release binary's `-static-stdlib` link
/// cannot take. Looked for in `$XMLLAYOUT_FONTS` (when set, only there: a
/// folder the user names is the one meant), in `xmllayout-fonts` beside the
/// executable (an installed copy: `cp -R Sources/BundledFonts/Fonts
/// "$(dirname "$(which xmllayout)")/xmllayout-fonts"`), then in the source
/// tree the binary was built from.
public enum BundledFonts {
    /// The folder that holds the font files and their licence.
    public static let directory: String = {
        let candidates = folders()
        return candidates.first { access($0 + "/" + BundledFace(family: .sans).fileName, R_OK) == 0 }
            ?? candidates.last ?? "Fonts"
    }()

    /// Why text cannot be set with the bundled fonts (a face's file is
    /// missing or unreadable), with where they were looked for and how to
    /// fix it; nil when every face can be read. Checked once per process.
    public static let problem: FontsProblem? = {
        let missing = BundledFace.all.map(\.fileName).filter { access(directory + "/" + $0, R_OK) != 0 }
        guard !missing.isEmpty else { return nil }
        return FontsProblem(missing: missing, notFonts: false)
    }()

    /// The absolute path of a bundled face's file.
    public static func path(of face: BundledFace) -> String { path(ofFile: face.fileName) }

    /// The path of a file of the fonts' folder, by name (`LiberationMono-Bold.ttf`).
    public static func path(ofFile name: String) -> String { directory + "/" + name }

    /// The licence the fonts are distributed under (the SIL OFL 1.1 text).
    public static var licensePath: String { directory + "/OFL.txt" }

    /// Where to look, in order; the source tree's folder last.
    static func folders() -> [String] {
        if let env = environmentFolder() { return [env] }
        var out: [String] = []
        if let folder = executableFolder() { out.append(folder + "/xmllayout-fonts") }
        let here = "\(#filePath)"
        if let slash = here.lastIndex(of: "/") { out.append(String(here[..<slash]) + "/Fonts") }
        return out
    }

    /// `$XMLLAYOUT_FONTS`, when set and not empty.
    static func environmentFolder() -> String? {
        guard let env = getenv("XMLLAYOUT_FONTS"), env.pointee != 0 else { return nil }
        return String(cString: env)
    }

    private static func executableFolder() -> String? {
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
}

/// The bundled fonts cannot be read: what is missing, where they were
/// looked for, and what to do about it.
public struct FontsProblem: Sendable, Equatable {
    /// The file names of the faces that cannot be read.
    public var missing: [String]
    /// Whether the files are there but are not fonts (FreeType or HarfBuzz refused them).
    public var notFonts: Bool
    /// The folder that was used (the last one searched when none held them).
    public var directory: String
    public var searched: [String]
    /// Whether `$XMLLAYOUT_FONTS` named the folder.
    public var fromEnvironment: Bool

    /// - Parameter notFonts: the files are there, but are not fonts.
    public init(missing: [String], notFonts: Bool) {
        self.missing = missing
        self.notFonts = notFonts
        directory = BundledFonts.directory
        searched = BundledFonts.folders()
        fromEnvironment = BundledFonts.environmentFolder() != nil
    }

    public var message: String {
        let files = missing.count == 1 ? missing[0]
            : "\(missing[0]) and \(missing.count - 1) more of the \(BundledFace.all.count) font files"
        let head = "cannot read xmllayout's bundled fonts: \(files)"
        if notFonts { return head + " in \(directory) cannot be read as fonts" }
        if fromEnvironment { return head + " not found in XMLLAYOUT_FONTS=\(directory)" }
        return head + " not found (searched " + searched.joined(separator: ", ") + ")"
    }

    public var hint: String {
        (fromEnvironment ? "point XMLLAYOUT_FONTS at the folder that holds LiberationSans-Regular.ttf (or unset it)"
            : "copy the Fonts folder of xmllayout's Sources/BundledFonts beside the binary as xmllayout-fonts, "
                + "or point XMLLAYOUT_FONTS at it")
            + "; or measure without fonts: --text-metrics fixed (textMetrics=\"fixed\")"
    }
}
