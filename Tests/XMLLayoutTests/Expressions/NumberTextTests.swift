import Testing
import XMLLayout

/// Numbers become text by JavaScript's Number→String rules: shortest
/// round-trip digits, no exponent between 1e-6 and 1e21.
@Suite struct NumberTextTests {
    static let cases: [(Double, String)] = [
        (6, "6"), (6.0, "6"), (-6, "-6"), (0, "0"), (-0.0, "0"), (0.5, "0.5"), (-0.5, "-0.5"),
        (0.1 + 0.2, "0.30000000000000004"), (1.0 / 3.0, "0.3333333333333333"), (123.456, "123.456"),
        (100, "100"), (1e15, "1000000000000000"), (1e16, "10000000000000000"), (1.5e16, "15000000000000000"),
        (1.2345678901234568e20, "123456789012345680000"), (1e21, "1e+21"), (1.5e21, "1.5e+21"), (1e300, "1e+300"),
        (0.000001, "0.000001"), (0.0000015, "0.0000015"), (1e-7, "1e-7"), (1.5e-7, "1.5e-7"), (-2.5e-8, "-2.5e-8"),
        (Double.leastNonzeroMagnitude, "5e-324"), (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
        (9007199254740992, "9007199254740992"), (9007199254740994, "9007199254740994"), (375, "375"), (44.5, "44.5"), (0.75, "0.75"),
    ]

    @Test(arguments: cases)
    func shortestForm(value: Double, text: String) {
        #expect(ExpressionValue.number(value).textForm == text)
        // Round trip: the text reads back as the same double.
        #expect(Double(text) == value || (value == 0 && Double(text) == 0))
    }

    @Test func otherTextForms() {
        #expect(ExpressionValue.fraction(50).textForm == "50%")
        #expect(ExpressionValue.fraction(12.5).textForm == "12.5%")
        #expect(ExpressionValue.bool(true).textForm == "true")
        #expect(ExpressionValue.null.textForm == "")
        #expect(ExpressionValue.string("a \"b\"").textForm == "a \"b\"")
        let object: ExpressionValue = ["b": 1, "a": [true, nil, "x\n", 0.5, .fraction(5)]]
        #expect(object.textForm == #"{"b":1,"a":[true,null,"x\n",0.5,"5%"]}"#)
    }

    @Test func expressionsPrintTheSameWay() throws {
        let text = try InterpolatedText.parse("{12 / 2}|{0.1 + 0.2}|{-0}|{1 / 3}|{gutter * 1.5}")
        #expect(try text.evaluate(in: sampleScope) == "6|0.30000000000000004|0|0.3333333333333333|18")
    }
}
