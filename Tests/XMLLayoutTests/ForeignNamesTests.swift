import XCTest
@testable import XMLLayout

/// The hint tables lead to names the schema has, did-you-mean never
/// proposes a far-fetched name, and value suggestions are values the schema
/// accepts.
final class ForeignNamesTests: XCTestCase {
    private var vocabulary: SchemaVocabulary { CompiledSchema.embeddedVocabulary }

    private var allAttributes: Set<String> {
        Set(vocabulary.elements.flatMap { vocabulary.attributes(of: $0) })
    }

    /// Every attribute type the schema uses.
    private var attributeTypes: Set<String> {
        Set(vocabulary.elements.flatMap { element in
            vocabulary.attributes(of: element).compactMap { vocabulary.attribute($0, of: element)?.typeName }
        })
    }

    func testEveryElementEntryLeadsToAnElementOfTheSchema() {
        XCTAssertFalse(ForeignNames.elements.isEmpty)
        let ours = Set(vocabulary.elements.map(NameSuggestions.normalized))
        for entry in ForeignNames.elements {
            if let replacement = entry.replacement {
                XCTAssertNotNil(vocabulary.element(replacement), "\(entry.names) → <\(replacement)>")
            }
            XCTAssertFalse(entry.explanation.isEmpty)
            for name in entry.names {
                // A name of ours is never unknown, so such an entry would be dead.
                XCTAssertFalse(ours.contains(NameSuggestions.normalized(name)), "\(name) is an element of the schema")
                let suggestion = NameSuggestions.element(name, among: vocabulary.elements)
                XCTAssertEqual(suggestion?.replacement, entry.replacement, name)
            }
        }
    }

    func testEveryAttributeEntryLeadsToAnAttributeOfTheSchema() {
        XCTAssertFalse(ForeignNames.attributes.isEmpty)
        for entry in ForeignNames.attributes {
            if let replacement = entry.replacement {
                XCTAssertTrue(allAttributes.contains(replacement), "\(entry.names) → '\(replacement)'")
                XCTAssertTrue(entry.explanation.contains(replacement) || !entry.explanation.isEmpty)
            }
            for name in entry.names where !vocabulary.attributes(of: "box").contains(name) {
                let suggestion = NameSuggestions.attribute(name, among: vocabulary.attributes(of: "box"))
                XCTAssertNotNil(suggestion, name)
                if let replacement = entry.replacement, vocabulary.attribute(replacement, of: "box") != nil {
                    XCTAssertEqual(suggestion?.replacement, replacement, name)
                }
            }
        }
    }

    func testEveryValueEntryHasACandidateTheSchemaAccepts() {
        for entry in ForeignNames.values {
            for candidate in entry.candidates {
                XCTAssertTrue(attributeTypes.contains { vocabulary.accepts(candidate, ofType: $0)
                    && !["xs:string", "Path"].contains($0) },
                              "'\(candidate)' (for \(entry.names)) is accepted by no attribute type")
            }
        }
    }

    // MARK: - The names of the issue

    func testAttributesAuthorsBringFromUIKitAndroidAndCSS() {
        let box = vocabulary.attributes(of: "box"), text = vocabulary.attributes(of: "text")
        let stack = vocabulary.attributes(of: "stack")
        XCTAssertEqual(NameSuggestions.attribute("textSize", among: text)?.replacement, "fontSize")
        XCTAssertEqual(NameSuggestions.attribute("font-size", among: text)?.replacement, "fontSize")
        XCTAssertEqual(NameSuggestions.attribute("textColor", among: text)?.replacement, "color")
        for name in ["numberOfLines", "lines", "maxlines"] {
            XCTAssertEqual(NameSuggestions.attribute(name, among: text)?.replacement, "maxLines", name)
        }
        for name in ["layout_weight", "weight", "flex", "flex-grow"] {
            XCTAssertEqual(NameSuggestions.attribute(name, among: box)?.replacement, "flexGrow", name)
        }
        for name in ["orientation", "axis", "flex-direction"] {
            XCTAssertEqual(NameSuggestions.attribute(name, among: stack)?.replacement, "direction", name)
        }
        XCTAssertEqual(NameSuggestions.attribute("justify-content", among: stack)?.replacement, "justifyContent")
        XCTAssertEqual(NameSuggestions.attribute("align-items", among: stack)?.replacement, "alignItems")
        XCTAssertEqual(NameSuggestions.attribute("layout_gravity", among: box)?.replacement, "alignSelf")
        XCTAssertEqual(NameSuggestions.attribute("android:layout_width", among: box)?.replacement, "width")
        XCTAssertEqual(NameSuggestions.attribute("android:text", among: text)?.replacement, "text")
        // No direct replacement: the explanation is the hint.
        let padding = NameSuggestions.attribute("padding", among: box)
        XCTAssertNil(padding?.replacement)
        XCTAssertEqual(padding?.hint, "there is no padding attribute: wrap the element in <inset insets=\"top,left,bottom,right\">")
        XCTAssertNil(NameSuggestions.attribute("margin", among: box)?.replacement)
        XCTAssertTrue(NameSuggestions.attribute("gravity", among: stack)?.hint.contains("justifyContent") == true)
        XCTAssertNil(NameSuggestions.attribute("opacity", among: box)?.replacement)
        // A replacement the element lacks is named with the elements that take it.
        let onBox = NameSuggestions.attribute("textSize", among: box) { _ in ["text", "button"] }
        XCTAssertNil(onBox?.replacement)
        XCTAssertEqual(onBox?.hint, "the text size is fontSize; 'fontSize' is an attribute of <text> or <button>")
    }

    /// The two misleading hints of the issue.
    func testWeightAndLineHeightNoLongerMislead() {
        let box = vocabulary.attributes(of: "box")
        let weight = NameSuggestions.attribute("weight", among: box)
        XCTAssertEqual(weight?.replacement, "flexGrow")
        XCTAssertFalse(weight?.hint.contains("height") ?? true)
        let lineHeight = NameSuggestions.attribute("lineHeight", among: box)
        XCTAssertNil(lineHeight?.replacement)
        XCTAssertFalse(lineHeight?.hint.contains("minHeight") ?? true)
    }

    func testElementsAuthorsBringFromUIKitAndroidAndHTML() {
        let elements = vocabulary.elements
        for name in ["label", "UILabel", "TextView", "Text", "span"] {
            XCTAssertEqual(NameSuggestions.element(name, among: elements)?.replacement, "text", name)
        }
        for name in ["imageView", "UIImageView", "ImageView", "img"] {
            XCTAssertEqual(NameSuggestions.element(name, among: elements)?.replacement, "image", name)
        }
        for name in ["view", "div", "View", "UIView"] {
            XCTAssertEqual(NameSuggestions.element(name, among: elements)?.replacement, "box", name)
        }
        for name in ["LinearLayout", "UIStackView"] {
            XCTAssertEqual(NameSuggestions.element(name, among: elements)?.replacement, "stack", name)
        }
        XCTAssertEqual(NameSuggestions.element("txt", among: elements)?.replacement, "text")
        XCTAssertEqual(NameSuggestions.element("ASInsetLayoutSpec", among: elements)?.replacement, "inset")
        XCTAssertEqual(NameSuggestions.element("ASTextNode", among: elements)?.replacement, "text")
        XCTAssertEqual(NameSuggestions.element("HStack", among: elements)?.replacement, "hstack")
        XCTAssertNil(NameSuggestions.element("ConstraintLayout", among: elements)?.replacement)
        XCTAssertNotNil(NameSuggestions.element("ConstraintLayout", among: elements)?.hint)
    }

    // MARK: - Did you mean

    func testDidYouMeanPrefersCaseThenPrefixThenCloseNames() {
        let names = ["flexGrow", "flexShrink", "flexBasis", "maxLines", "height", "width", "id", "box", "direction"]
        XCTAssertEqual(DidYouMean.suggestion(for: "flexgrow", among: names), "flexGrow")
        XCTAssertEqual(DidYouMean.suggestion(for: "flex_grow", among: names), "flexGrow")
        XCTAssertEqual(DidYouMean.suggestion(for: "maxLine", among: names), "maxLines")
        XCTAssertEqual(DidYouMean.suggestion(for: "widthPx", among: names), "width")
        XCTAssertEqual(DidYouMean.suggestion(for: "hieght", among: names), "height")
        XCTAssertEqual(DidYouMean.suggestion(for: "directoin", among: names), "direction")
        XCTAssertEqual(DidYouMean.suggestion(for: "bx", among: names), "box")
        // Ambiguous prefixes and far names give nothing.
        XCTAssertNil(DidYouMean.suggestion(for: "flex", among: names))
        XCTAssertNil(DidYouMean.suggestion(for: "x", among: names))
        XCTAssertNil(DidYouMean.suggestion(for: "ab", among: names))
        XCTAssertNil(DidYouMean.suggestion(for: "colour", among: names))
        XCTAssertNil(DidYouMean.suggestion(for: "zzzzzzzzzz", among: names))
    }

    func testThresholdsGrowWithTheName() {
        XCTAssertEqual(DidYouMean.threshold(for: 1), 0)
        XCTAssertEqual(DidYouMean.threshold(for: 4), 1)
        XCTAssertEqual(DidYouMean.threshold(for: 9), 2)
        XCTAssertEqual(DidYouMean.threshold(for: 12), 3)
        XCTAssertEqual(DidYouMean.editDistance("hieght", "height"), 1, "a swap counts one")
        // Two edits in a 4-letter name is too far.
        XCTAssertNil(DidYouMean.suggestion(for: "wxyh", among: ["width"]))
    }

    // MARK: - Values

    private func value(_ value: String, _ attribute: String, on element: String) -> NameSuggestion? {
        guard let type = vocabulary.attribute(attribute, of: element)?.typeName else {
            XCTFail("no type for \(attribute)")
            return nil
        }
        return NameSuggestions.value(value, ofType: type, in: vocabulary)
    }

    func testValuesFromOtherPlatformsAreRewrittenToAcceptedOnes() {
        XCTAssertEqual(value("centre", "alignItems", on: "stack")?.replacement, "center")
        XCTAssertEqual(value("centre", "horizontalAlignment", on: "stack")?.replacement, "middle")
        XCTAssertEqual(value("space-between", "justifyContent", on: "stack")?.replacement, "spaceBetween")
        XCTAssertEqual(value("flex-start", "justifyContent", on: "stack")?.replacement, "start")
        XCTAssertEqual(value("flex-end", "alignItems", on: "stack")?.replacement, "end")
        XCTAssertEqual(value("row", "direction", on: "stack")?.replacement, "horizontal")
        XCTAssertEqual(value("column", "direction", on: "stack")?.replacement, "vertical")
        XCTAssertEqual(value("Vertical", "direction", on: "stack")?.replacement, "vertical")
        XCTAssertEqual(value("Gray", "color", on: "text")?.replacement, "gray")
        XCTAssertEqual(value("rgb(255, 0, 0)", "color", on: "text")?.replacement, "#ff0000")
        XCTAssertEqual(value("rgba(0,0,0,0.5)", "backgroundColor", on: "box")?.replacement, "#00000080")
        XCTAssertEqual(value("0xFF8800", "color", on: "text")?.replacement, "#ff8800")
        XCTAssertEqual(value("UIColor.red", "color", on: "text")?.replacement, "red")
        XCTAssertEqual(value("clear", "backgroundColor", on: "box")?.replacement, "transparent")
        XCTAssertEqual(value("40x40", "preferredSize", on: "box")?.replacement, "40,40")
        XCTAssertEqual(value("40 x 40", "preferredSize", on: "box")?.replacement, "40,40")
        XCTAssertEqual(value("8px", "fontSize", on: "text")?.replacement, "8")
        XCTAssertEqual(value("8dp", "width", on: "box")?.replacement, "8")
        XCTAssertEqual(value("8px,4px", "preferredSize", on: "box")?.replacement, "8,4")
        XCTAssertEqual(value("match_parent", "width", on: "box")?.replacement, "100%")
        XCTAssertEqual(value("match_parent", "alignSelf", on: "box")?.replacement, "stretch")
        XCTAssertEqual(value("wrap_content", "height", on: "box")?.replacement, "auto")
        XCTAssertEqual(value("yes", "wrapsCorner", on: "corner")?.replacement, "true")
        XCTAssertEqual(value("@+id/title", "id", on: "text")?.replacement, "title")
        XCTAssertEqual(value("ellipsis", "truncation", on: "text")?.replacement, "tail")
        XCTAssertEqual(value("centre", "alignItems", on: "stack")?.hint, "'center' is spelt the American way")
        // A size where one length goes: a hint naming both ways, no edit.
        let size = value("40x40", "width", on: "box")
        XCTAssertNil(size?.replacement)
        XCTAssertEqual(size?.hint, "this takes one length: a size is width=\"40\" height=\"40\", or preferredSize=\"40,40\"")
        XCTAssertEqual(value("40 × 20", "height", on: "box")?.hint,
                       "this takes one length: a size is width=\"40\" height=\"20\", or preferredSize=\"40,20\"")
        // Nothing sensible: no suggestion rather than a wrong one.
        XCTAssertNil(value("banana", "direction", on: "stack"))
        XCTAssertNil(value("wide", "width", on: "box"))
    }

    func testTheVocabularyAcceptsWhatTheSchemaAccepts() {
        XCTAssertTrue(vocabulary.accepts("0,10,0,10", ofType: "Insets"))
        XCTAssertTrue(vocabulary.accepts("8", ofType: "Insets"))
        XCTAssertFalse(vocabulary.accepts("1,2,3", ofType: "Insets"))
        XCTAssertTrue(vocabulary.accepts("50%", ofType: "Dimension"))
        XCTAssertFalse(vocabulary.accepts("150%", ofType: "Dimension"))
        XCTAssertTrue(vocabulary.accepts("#abc", ofType: "Color"))
        XCTAssertTrue(vocabulary.accepts("rebeccapurple", ofType: "Color"))
        XCTAssertFalse(vocabulary.accepts("Gray", ofType: "Color"))
        XCTAssertTrue(vocabulary.accepts(" horizontal ", ofType: "StackDirection"), "tokens collapse white space")
        XCTAssertFalse(vocabulary.accepts("0", ofType: "PositiveNumber"))
    }
}
