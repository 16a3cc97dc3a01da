import LayoutEngine
import Testing

/// The attribute grammar of dimensions (SEMANTICS-SUMMARY.md §6), table-driven with
/// Swift Testing so each value is its own test case.
@Suite("Dimension grammar")
struct DimensionGrammarTests {
    @Test("accepted spellings", arguments: [
        ("auto", Dimension.auto), ("70", .points(70)), ("70pt", .points(70)), (" 12.5 ", .points(12.5)),
        ("0", .points(0)), ("50%", .fraction(0.5)), ("100%", .fraction(1)), ("0%", .fraction(0)), ("33.5%", .fraction(0.335)),
    ])
    func accepted(text: String, expected: Dimension) {
        #expect(Dimension(parsing: text) == expected)
    }

    @Test("rejected spellings", arguments: ["", "abc", "-1", "-5%", "nan", "NaN", "inf", "1e999", "5px", "pt", "%", "auto%", "7 0"])
    func rejected(text: String) {
        #expect(Dimension(parsing: text) == nil)
    }

    @Test("descriptions round-trip through the parser", arguments: [Dimension.auto, .points(414), .points(0.5), .fraction(0.2)])
    func roundTrip(d: Dimension) {
        #expect(Dimension(parsing: d.description) == d)
    }
}
