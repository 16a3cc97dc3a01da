extension Diagnostic {
    /// Every diagnostic the tool emits, by its stable id (the raw value,
    /// printed as `[id]`). Ids are part of the tool's interface (people grep
    /// for them, editors and CI match them), so they never change once
    /// released; messages may. The table in Layouts/README.md is generated
    /// from `severity`, `meaning` and `advice` (`DiagnosticCodeTableTests`).
    public enum Code: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
        // MARK: Reading the file
        /// The path names nothing.
        case fileNotFound = "file-not-found"
        /// A directory, a device or a file that cannot be read.
        case fileUnreadable = "file-unreadable"
        /// Larger than the 8 MiB limit.
        case fileTooLarge = "file-too-large"
        /// Zero bytes.
        case fileEmpty = "file-empty"
        /// Not UTF-8 text.
        case notUTF8 = "not-utf8"
        /// A NUL byte: a binary file.
        case binaryFile = "binary-file"

        // MARK: XML well-formedness and safety
        /// Not well-formed XML, in a way none of the ids below names.
        case malformedXML = "malformed-xml"
        /// `Fish & chips`: an `&` that starts no reference.
        case unescapedAmpersand = "unescaped-ampersand"
        /// `&nbsp;`: an entity XML does not define.
        case unknownEntity = "unknown-entity"
        /// `a < b` in text: a `<` that starts no tag.
        case unescapedLessThan = "unescaped-less-than"
        /// `fontSize=14`: an attribute value without quotes.
        case unquotedAttribute = "unquoted-attribute"
        /// `fontSize="14>`: an attribute value whose closing quote is missing.
        case unclosedQuote = "unclosed-quote"
        /// `<stack` with no `>`: a start tag that does not end.
        case unclosedStartTag = "unclosed-start-tag"
        /// `a="1"b="2"`: no white space between two attributes.
        case missingSpace = "missing-space"
        /// `maxLines"2"` or a bare `hidden`: no `=` and value.
        case missingEquals = "missing-equals"
        /// One attribute twice in a start tag.
        case duplicateAttribute = "duplicate-attribute"
        /// `</stak>` for `<stack>`: an end tag that names another element.
        case mismatchedTag = "mismatched-tag"
        /// An element not closed before its parent's end tag or the end of the file.
        case unclosedTag = "unclosed-tag"
        /// Markup after `</layout>`.
        case contentAfterRoot = "content-after-root"
        /// A `<!DOCTYPE …>`: DTDs and entities are refused.
        case doctypeNotAllowed = "doctype-not-allowed"
        /// More than 256 levels of elements.
        case nestingTooDeep = "nesting-too-deep"
        /// A warning of libxml2's parser.
        case xmlWarning = "xml-warning"

        // MARK: Schema
        /// An element the language does not have.
        case unknownElement = "unknown-element"
        /// An attribute the element does not take.
        case unknownAttribute = "unknown-attribute"
        /// A value outside its type.
        case invalidValue = "invalid-value"
        /// Two elements share an `id`.
        case duplicateID = "duplicate-id"
        /// A required attribute is missing.
        case missingAttribute = "missing-attribute"
        /// Too many or too few children.
        case childCount = "child-count"
        /// A known element in a place it cannot be.
        case unexpectedElement = "unexpected-element"
        /// Character data in an element that takes none.
        case unexpectedText = "unexpected-text"
        /// The root element is not `<layout>`.
        case invalidRoot = "invalid-root"
        /// Another schema rule, in libxml2's words.
        case schemaViolation = "schema"
        /// The schema itself does not compile: a bug in the XSD, not in the layout.
        case schemaCompilation = "schema-compilation"

        // MARK: Builder
        /// Two attributes set the same property.
        case conflictingAttributes = "conflicting-attributes"
        /// `src` cannot be read.
        case imageUnreadable = "image-unreadable"
        /// `src` is not a PNG, JPEG or GIF.
        case imageFormat = "image-format"
        /// `fontFamily` names no family the language knows.
        case unknownFontFamily = "unknown-font-family"
        /// `fontFamily`'s font file is missing or not a font.
        case fontFile = "font-file"
        /// xmllayout's own fonts cannot be read (not installed beside the binary).
        case fontsMissing = "fonts-missing"
        /// A minimum larger than its maximum.
        case invalidRange = "invalid-range"
        /// An attribute that has no effect without another one.
        case unusedAttribute = "unused-attribute"

        // MARK: Lint
        /// A size on a spec that sizes itself from its child.
        case sizeIgnored = "size-ignored"
        /// A stack-child attribute outside a stack.
        case stackOnlyAttribute = "stack-only-attribute"
        /// `layoutPosition` outside `<absolute>`.
        case layoutPositionOutsideAbsolute = "layout-position-outside-absolute"
        /// `ascender`/`descender` on `<text>`.
        case ascenderOnText = "ascender-on-text"
        /// `ascender`/`descender` where no baseline is aligned.
        case baselineOutsideHorizontalStack = "baseline-outside-horizontal-stack"
        /// A node that ends up 0 wide or high.
        case noIntrinsicSize = "no-intrinsic-size"
        /// A percentage of a parent length that is unknown.
        case fractionOfUnknownParent = "fraction-of-unknown-parent"
        /// A ratio that cannot be applied.
        case ratioWithoutMax = "ratio-without-max"
        /// A computed size that was not finite.
        case nonFiniteSize = "non-finite-size"
        /// A node whose frame reaches outside the root's bounds.
        case outsideRoot = "outside-root"

        // MARK: Pictures
        /// An image the previews cannot decode: drawn as a placeholder.
        case imageUndecodable = "image-undecodable"


        // MARK: Version 2: expansion (templates, includes, data, loops, expressions)
        /// An expression that does not parse or cannot be evaluated (type mismatch, division by zero, overflow).
        case expression = "expression"
        /// A name in an expression that resolves to nothing in scope.
        case unknownName = "unknown-name"
        /// `use` names a template the file does not define.
        case unknownTemplate = "unknown-template"
        /// `style` names a style the file does not define.
        case unknownStyle = "unknown-style"
        /// `--set`, an `include` or a `use` sets a parameter that is not declared.
        case unknownParameter = "unknown-parameter"
        /// A parameter without a default that nobody set.
        case missingParameter = "missing-parameter"
        /// A parameter value outside its `values` enumeration.
        case invalidParameter = "invalid-parameter"
        /// A template that uses itself, directly or not.
        case templateRecursion = "template-recursion"
        /// Files that include each other.
        case includeCycle = "include-cycle"
        /// An expansion past one of its limits (elements, steps, string
        /// length, output bytes, expression work).
        case expansionTooLarge = "expansion-too-large"
        /// Templates and includes nested more than 64 levels.
        case expansionTooDeep = "expansion-too-deep"
        /// An included file that cannot be read or has errors.
        case includeFailed = "include-failed"
        /// A data file that cannot be read, is not JSON or is not an object.
        case invalidData = "invalid-data"
        /// A `for` or `if` under a one-child spec that does not expand to exactly one element.
        case expansionChildCount = "expansion-child-count"
        /// A `const`, `style`, `param` or `template` after the layout element or outside `<layout>`.
        case misplacedDefinition = "misplaced-definition"
        /// `<slot/>` outside a template body.
        case misplacedSlot = "misplaced-slot"
        /// `<else>` not right after an `<if>`.
        case misplacedElse = "misplaced-else"
        /// Two definitions of one name.
        case duplicateDefinition = "duplicate-definition"
        /// `for in` that is not an array.
        case notAnArray = "not-an-array"
        /// `{post.autor}`: a key that no object read there has.
        case unknownKey = "unknown-key"

        public var description: String { rawValue }

        /// The ids of markup that is not well-formed XML (nothing past the
        /// parser runs on such a file).
        public static let wellFormedness: Set<Code> = [
            .malformedXML, .unescapedAmpersand, .unknownEntity, .unescapedLessThan, .unquotedAttribute, .unclosedQuote,
            .unclosedStartTag, .missingSpace, .missingEquals,
            .duplicateAttribute, .mismatchedTag, .unclosedTag, .contentAfterRoot, .doctypeNotAllowed, .nestingTooDeep,
        ]

        /// The severity the tool reports it with.
        public var severity: Severity {
            switch self {
            case .xmlWarning, .sizeIgnored, .stackOnlyAttribute, .layoutPositionOutsideAbsolute, .ascenderOnText,
                 .baselineOutsideHorizontalStack, .noIntrinsicSize, .fractionOfUnknownParent, .ratioWithoutMax,
                 .nonFiniteSize, .unusedAttribute, .outsideRoot, .imageUndecodable, .imageUnreadable, .unknownKey:
                return .warning
            default:
                return .error
            }
        }

        /// What it means, for people (one phrase, Markdown).
        public var meaning: String {
            switch self {
            case .fileNotFound: return "no file at the path"
            case .fileUnreadable: return "a directory, a device or a file that cannot be read"
            case .fileTooLarge: return "larger than 8 MiB (the limit for layout files)"
            case .fileEmpty: return "the file is empty"
            case .notUTF8: return "the file is not UTF-8 text (UTF-16 included)"
            case .binaryFile: return "a NUL byte: a binary file, not XML"
            case .malformedXML:
                return "not well-formed XML in a way the ids below do not name (libxml2's message); "
                    + "one error per mistake: knock-on errors of a lost start tag are dropped"
            case .unescapedAmpersand:
                return "`Fish & chips`: `&` starts an entity reference; the fix-it writes `&amp;`"
            case .unknownEntity:
                return "`&nbsp;`: XML defines only `&amp;` `&lt;` `&gt;` `&quot;` `&apos;`; the fix-it writes the "
                    + "character reference of common HTML entities (`&#160;`)"
            case .unescapedLessThan: return "`a < b` in text: `<` starts a tag; the fix-it writes `&lt;`"
            case .unquotedAttribute: return "`fontSize=14`: attribute values are quoted; the fix-it adds the quotes"
            case .unclosedQuote:
                return "`fontSize=\"14>` or `a=\"1 b=\"2\"`: a value's closing quote is missing; the fix-it closes it before "
                    + "the `>` or the next attribute"
            case .unclosedStartTag: return "`<stack` with no `>` before the next tag; the fix-it adds the `>`"
            case .missingSpace: return "`a=\"1\"b=\"2\"`: attributes are separated by white space; the fix-it adds a space"
            case .missingEquals: return "`maxLines\"2\"` (the fix-it adds `=`) or an attribute with no value at all"
            case .duplicateAttribute:
                return "one attribute twice in a start tag; a note points at the first, the fix-it removes the second"
            case .mismatchedTag:
                return "`</stak>` closing `<stack>`: a note points at the start tag, the fix-it renames the end tag"
            case .unclosedTag:
                return "an element still open at its parent's end tag or at the end of the file; the fix-it inserts "
                    + "its end tag"
            case .contentAfterRoot: return "markup after `</layout>`: a layout file has one root element"
            case .doctypeNotAllowed:
                return "a `<!DOCTYPE …>`: DTDs and entities are refused, so nothing external is ever read"
            case .nestingTooDeep: return "more than 256 levels of elements (libxml2's default limit, kept on purpose)"
            case .xmlWarning: return "a warning of libxml2's parser"
            case .unknownElement:
                return "an element not in the schema; the hint names ours for UIKit, Android and HTML names "
                    + "(`<label>` → `<text>`) or the nearest name, with a fix-it renaming both tags"
            case .unknownAttribute:
                return "an attribute the element does not take; the hint names ours for UIKit, Android and CSS "
                    + "names (`textSize` → `fontSize`, `padding` → wrap in `<inset>`) or the nearest name"
            case .invalidValue:
                return "a value outside its type (dimension, size, insets, colour, enumeration, …); the hint "
                    + "proposes an accepted value (`centre` → `center`, `8px` → `8`, `40x40` → `40,40`, `Gray` → `gray`)"
            case .duplicateID: return "two elements share an `id`"
            case .missingAttribute: return "`ratio` without `ratio`, `corner` without `location`"
            case .childCount: return "e.g. `overlay` needs exactly 2 children, `spacer` none, a node at most 1"
            case .unexpectedElement: return "a known element where the schema does not allow it"
            case .unexpectedText: return "character data in an element other than `text`"
            case .invalidRoot: return "the root element is not `<layout>` (or is in a namespace)"
            case .schemaViolation: return "another schema rule, in libxml2's words"
            case .schemaCompilation: return "the schema itself does not compile: a bug in the tool, not in the layout"
            case .conflictingAttributes:
                return "a shorthand and a longhand for the same field (`preferredSize` with `width`), or an alignment "
                    + "with the property it sets (`horizontalAlignment` with `justifyContent` in a horizontal stack), "
                    + "or `text` given as attribute and content"
            case .imageUnreadable: return "`src` is missing or cannot be read"
            case .imageFormat: return "`src` is not a PNG, JPEG or GIF"
            case .unknownFontFamily: return "`fontFamily` is not a family the language knows (`Helvetica`, `Times`, …)"
            case .fontFile: return "`fontFamily`'s .ttf/.otf file is missing or not a font"
            case .fontsMissing:
                return "the fonts that ship with xmllayout cannot be read, so text cannot be measured as a device sets it; "
                    + "the message names the folders searched"
            case .invalidRange: return "a minimum larger than its maximum (`minWidth` > `maxWidth` on `<layout>`)"
            case .unusedAttribute:
                return "an attribute that has no effect without another (`scale` without `src`), or a value Texture ignores "
                    + "(a flow `collection`'s `itemSize` 50,50, UIKit's default)"
            case .sizeIgnored:
                return "size attributes on `inset`, `overlay` or `background`: Texture ignores them there; on a `scroll`, "
                    + "they size its content, not the node, which its parent sizes"
            case .stackOnlyAttribute:
                return "`flexGrow`, `flexShrink`, `flexBasis`, `alignSelf`, `spacingBefore`/`After` on an element "
                    + "whose parent is not a stack"
            case .layoutPositionOutsideAbsolute: return "`layoutPosition` outside `absolute`"
            case .ascenderOnText: return "`ascender`/`descender` on `text`: its font sets them"
            case .baselineOutsideHorizontalStack: return "`ascender`/`descender` where no horizontal stack aligns baselines"
            case .noIntrinsicSize:
                return "a `box`, `networkImage`, `video` or source-less `image` with no size of its own ends up 0 wide or high"
            case .fractionOfUnknownParent:
                return "a percentage against a parent length that is unknown or infinite; treated as `auto` "
                    + "(Texture would assert or collapse to 0×0)"
            case .ratioWithoutMax: return "a `ratio` whose range has no known max on either axis: the ratio is not applied"
            case .expression: return "an expression that does not parse or cannot be evaluated (type mismatch, division by zero, overflow)"
            case .unknownName: return "a name in an expression that resolves to nothing in scope; a hint suggests the nearest name"
            case .unknownTemplate: return "`use` names a template the file does not define"
            case .unknownStyle: return "`style` names a style the file does not define"
            case .unknownParameter: return "`--set`, an `include` or a `use` sets a parameter that is not declared"
            case .missingParameter: return "a parameter with no default that nothing set"
            case .invalidParameter: return "a parameter value outside its `values`"
            case .templateRecursion: return "a template that uses itself, directly or not; the message shows the chain"
            case .includeCycle: return "files that include each other; the message shows the chain"
            case .expansionTooLarge: return "an expansion past a limit: 100,000 elements, 1,000,000 steps, a string of 1 MiB, 16 MiB of values and text, or 100 million units of expression work"
            case .expansionTooDeep: return "templates and includes nested more than 64 levels"
            case .includeFailed: return "an included file that cannot be read or has errors"
            case .invalidData: return "a data file that cannot be read, is not JSON, or is not a JSON object"
            case .expansionChildCount: return "a `for` or `if` under a one-child spec that does not expand to exactly one element"
            case .misplacedDefinition: return "a `const`, `style`, `param` or `template` that is not at the top of `<layout>`"
            case .misplacedSlot: return "`<slot/>` outside a template body"
            case .misplacedElse: return "`<else>` not right after an `<if>`"
            case .duplicateDefinition: return "two definitions of one name"
            case .notAnArray: return "`for` over a value that is not an array"
            case .unknownKey:
                return "`{post.autor}`: a key that none of the objects read there has (a key some of them lack is an optional field, "
                    + "not reported); a hint suggests the nearest key"
            case .outsideRoot:
                return "a node reaches outside the root's bounds (the message says how far, on which sides): Texture draws it, a screen showing the root cuts it"
            case .imageUndecodable:
                return "`render --format ansi/svg` and `watch` cannot decode an image (corrupt data, over 20 MB or 50 megapixels): it is drawn as a placeholder"
            case .nonFiniteSize: return "a computed size was not finite (or 10,000,000 pt or more) and became 0×0 (Texture's rule)"
            }
        }

        /// What to do about it (Markdown; empty when the message says it).
        public var advice: String {
            switch self {
            case .malformedXML: return "fix the markup at the caret"
            case .unescapedAmpersand, .unknownEntity, .unescapedLessThan, .unquotedAttribute, .unclosedQuote,
                 .unclosedStartTag, .missingSpace, .missingEquals,
                 .duplicateAttribute, .mismatchedTag, .unclosedTag:
                return "`validate --fix` applies the fix-it"
            case .contentAfterRoot: return "remove it, or move it inside `<layout>`"
            case .doctypeNotAllowed: return "remove it"
            case .nestingTooDeep: return "flatten the layout"
            case .invalidValue: return "see the expected form in the message; `validate --fix` applies the hint"
            case .conflictingAttributes: return "keep one"
            case .imageUnreadable, .imageFormat, .fontFile: return "paths are relative to the layout file"
            case .unknownFontFamily: return "use a family the message names, or a .ttf/.otf file"
            case .fontsMissing:
                return "point `XMLLAYOUT_FONTS` at `Sources/BundledFonts/Fonts` (or copy it beside the binary as "
                    + "`xmllayout-fonts`), or use `--text-metrics fixed`"
            case .unexpectedText: return "put text in a `<text>` element"
            case .invalidRoot: return "make `<layout>` the root, without `xmlns`"
            case .sizeIgnored: return "put the size on the child (a `scroll`: flexGrow with flexShrink in a stack of exact size)"
            case .fractionOfUnknownParent: return "give the parent (named in the message) a size, or use points"
            case .ratioWithoutMax: return "give it (or an ancestor) a width"
            case .noIntrinsicSize: return "give it a size, or `flexGrow` in a stack"
            case .unusedAttribute: return "remove it, or add what it needs"
            case .invalidRange: return "swap or fix the bounds"
            case .outsideRoot: return "previews show it, with the root's bounds dashed"
            case .imageUndecodable: return "re-export the image"
            default: return ""
            }
        }

        /// The id table of Layouts/README.md (Markdown), one row per code.
        public static var markdownTable: String {
            var rows = ["| id | severity | what it means | what to do |", "|---|---|---|---|"]
            for code in allCases {
                rows.append("| `\(code.rawValue)` | \(code.severity.rawValue) | \(code.meaning) | \(code.advice) |")
            }
            return rows.joined(separator: "\n")
        }
    }
}

/// The codes under their earlier name (`DiagnosticID.fileNotFound`).
public typealias DiagnosticID = Diagnostic.Code
