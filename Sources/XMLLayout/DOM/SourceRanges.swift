/// The ranges diagnostics underline, computed from the DOM's positions and
/// the text of names and values.
extension XMLAttribute {
    /// The attribute's name.
    public var nameRange: SourceRange { SourceRange(start: nameLocation, length: name.unicodeScalars.count) }

    /// The value between the quotes. Its length is that of the parsed value,
    /// which is the source's unless the value was written with character or
    /// entity references (then the range is shorter than the text); a value
    /// that spans lines gets an empty range.
    public var valueRange: SourceRange {
        let scalars = value.unicodeScalars
        let literal = !scalars.contains { $0 == "\n" || $0 == "\r" || $0 == "\t" }
        return SourceRange(start: valueLocation, length: literal ? scalars.count : 0)
    }

    /// True when the value may have been written as it reads, so that a
    /// fix-it may replace `valueRange`: no `&` (a reference would make the
    /// source longer than the value). A reference that produced another
    /// character (`&#65;`) is caught against the source text by
    /// `ElementRenameFixIts.droppingUnsafeEdits`.
    var valueIsLiteral: Bool {
        !value.unicodeScalars.contains { $0 == "&" || $0 == "<" }
    }
}

extension XMLElementNode {
    /// The start tag's `<` and the element's name (`<hstak`): starts where
    /// the element's location is, so points print as they always have.
    public var nameRange: SourceRange {
        SourceRange(start: location, length: 1 + name.unicodeScalars.count)
    }
}
