import XMLLayout

/// The image paths a layout file *mentions*, read straight from its text.
///
/// A good document lists its images (`LayoutDocument.imagePaths`), but a
/// file with errors has no document, and the commonest such error while
/// editing is "cannot read image": the `src` was typed before the image was
/// saved. Watching the mentioned paths anyway means that saving the image
/// fixes the preview without touching the layout again. A rough scan is
/// enough (a miss only costs that convenience): `src="…"` or `src='…'`,
/// resolved against the layout's directory as the builder does.
enum ImageReferences {
    static func paths(in text: String, layoutPath: String) -> [String] {
        let base = PathText.deletingLastComponent(layoutPath)
        var out: [String] = []
        var rest = Substring(text)
        while let r = rest.firstRange(of: "src") {
            rest = rest[r.upperBound...]
            // Must be a whole attribute name: preceded by white space.
            let before = text[..<r.lowerBound].last
            guard before == " " || before == "\t" || before == "\n" || before == "\r" else { continue }
            var tail = rest.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            guard tail.first == "=" else { continue }
            tail = tail.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            guard let quote = tail.first, quote == "\"" || quote == "'" else { continue }
            let value = tail.dropFirst().prefix { $0 != quote && $0 != "<" && $0 != "\n" }
            guard !value.isEmpty, !value.contains("&") else { continue } // entities: leave to the builder
            let src = String(value)
            out.append(src.hasPrefix("/") || base.isEmpty || base == "." ? src : PathText.appending(src, to: base))
        }
        return out
    }
}
