import LayoutEngine

extension LayoutBuilder {
    /// The font and paragraph of a `text`, `editableText` or `button`
    /// (LANGUAGE.md, "Text as a device sets it"). An unknown family is an
    /// error with a did-you-mean; a font file that is missing or not a font
    /// is an error at the attribute.
    func buildTextStyle(_ x: XMLElementNode) -> TextStyle {
        guard x.hasAny(Self.textStyleMask) else { return .plain }
        let V = AttributeValues.self
        var style = TextStyle()
        if let a = x.attribute(.fontFamily) { style.fontFamily = fontFamily(a) }
        if let w = read(x, .fontWeight, Self.weight) { style.fontWeight = w }
        if let v = read(x, .italic, V.bool) { style.italic = v }
        if let v = read(x, .lineSpacing, V.number) { style.lineSpacing = v }
        if let v = read(x, .kern, V.number) { style.kern = v }
        if let v = readEnum(x, .textAlignment, TextAlignment.self) { style.alignment = v }
        if let v = read(x, .textContainerInset, V.insets) { style.containerInset = v }
        return style
    }

    static let textStyleMask = AttributeName.mask([.fontFamily, .fontWeight, .italic, .lineSpacing, .kern,
                                                   .textAlignment, .textContainerInset])

    static func weight(_ s: String) -> AttributeValues.Parsed<Int> {
        if let w = FontNames.weight(s.trimmingWhitespace()) { return .success(w) }
        return .failure(AttributeValues.Expected(
            "one of " + FontNames.weights.map(\.name).joined(separator: ", ") + ", or 100 to 900 in hundreds"))
    }

    /// A family name as it is, or a font file's path resolved against the
    /// layout file's folder ("system" after an error).
    private func fontFamily(_ a: XMLAttribute) -> String {
        let name = a.value.trimmingWhitespace()
        if FontNames.isFontFile(name) {
            let path = resolvePath(name)
            if let problem = Self.fontFileProblem(path) {
                error("cannot use font file '\(name)': \(problem)", range: a.valueRange, id: .fontFile,
                      hint: "paths are relative to the layout file's directory")
                return "system"
            }
            imagePaths.append(path) // followed by a watcher like an image
            return path
        }
        if FontNames.kind(ofFamily: name) != nil { return name }
        let known = FontNames.families.map(\.name)
        let suggestion = DidYouMean.suggestion(for: name, among: known)
        error("unknown font family '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
              range: a.valueRange, id: .unknownFontFamily,
              hint: "one of " + known.joined(separator: ", ") + ", or a .ttf/.otf file")
        return "system"
    }

    /// Why a font file cannot be used, or nil: it must be a regular file that
    /// starts as a TrueType, OpenType or TrueType-collection font does.
    static func fontFileProblem(_ path: String) -> String? {
        switch LayoutFileReader.readPrefix(atPath: path, count: 4) {
        case .success(let b):
            let tags: [[UInt8]] = [[0, 1, 0, 0], Array("OTTO".utf8), Array("true".utf8), Array("ttcf".utf8)]
            return b.count == 4 && tags.contains(b) ? nil : "it is not a TrueType or OpenType font"
        case .failure(.notFound): return "no such file"
        case .failure(.isDirectory): return "it is a directory"
        case .failure(.notRegularFile(let kind)): return "it is \(kind), not a regular file"
        case .failure(.unreadable(let reason)): return reason
        case .failure(.tooLarge): return "it is too large"
        }
    }
}
