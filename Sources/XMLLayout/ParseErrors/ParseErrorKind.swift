/// What a libxml2 parser error is about, by its code (and, where libxml2
/// reuses a code, its message).
enum ParseErrorKind: Equatable {
    /// `&` not starting a reference (`Fish & chips`, `AT&T`).
    case bareAmpersand
    /// `&nbsp;`: an entity XML does not define.
    case undefinedEntity
    /// `<` in text that does not start a tag (`a < b`).
    case lessThanInText
    /// `fontSize=14`.
    case unquotedValue
    /// `maxLines"2"`: no `=`.
    case missingEquals
    /// The same attribute twice in one start tag.
    case duplicateAttribute
    /// `</stak>` for `<stack>`, or an end tag for an element that is not the innermost open one.
    case tagMismatch
    /// The file ends with elements still open.
    case unclosedAtEnd
    /// Markup after the root element's end tag.
    case contentAfterRoot
    /// "Couldn't find end of Start Tag": a `>` or a closing quote is missing.
    case unfinishedStartTag
    /// Another error inside a start tag (the tag is lost).
    case brokenStartTag
    case other
}
