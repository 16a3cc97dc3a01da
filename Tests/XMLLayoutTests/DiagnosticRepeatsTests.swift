import XCTest
@testable import XMLLayout

/// One diagnostic per cause, a cap per file, and the expressions' budget,
/// at the API level (the CLI's reproductions are in WorkBudgetCLITests).
final class DiagnosticRepeatsTests: XCTestCase {
    let here = SourceLocation(file: "t.xml", line: 2, column: 5)

    func testRepeatsOfOneCauseAreOneDiagnosticNamingTheFirstUse() {
        let firstUse = Diagnostic.Note(message: "in template 'Row' used here", location: SourceLocation(file: "t.xml", line: 9, column: 3))
        let otherUse = Diagnostic.Note(message: "in template 'Row' used here", location: SourceLocation(file: "t.xml", line: 10, column: 3))
        let a = Diagnostic.error("unknown attribute 'flexgrow'", id: .unknownAttribute, at: here, notes: [firstUse])
        var b = a
        b.notes = [otherUse]
        let other = Diagnostic.error("unknown attribute 'flexgrow'", id: .unknownAttribute, at: SourceLocation(file: "t.xml", line: 3, column: 5))
        let merged = [a, other, b, b].mergingRepeats()
        XCTAssertEqual(merged.count, 2)
        XCTAssertEqual(merged[0].notes, [Diagnostic.Note(message: "in 3 uses; the first: template 'Row' used here",
                                                         location: firstUse.location)])
        XCTAssertEqual(merged[1], other, "a cause met once is left as it is")
        XCTAssertEqual([a, other].mergingRepeats(), [a, other])
    }

    func testANoteOfItsOwnIsKeptAfterTheCount() {
        let own = Diagnostic.Note(message: "first defined here", location: SourceLocation(file: "t.xml", line: 1, column: 3))
        let d = Diagnostic.error("duplicate id 'x'", id: .duplicateID, at: here, notes: [own])
        XCTAssertEqual([d, d].mergingRepeats().first?.notes, [Diagnostic.Note(message: "in 2 uses"), own])
    }

    func testTheCapCountsTheRestAndCappingAgainAddsToTheSameLine() {
        let errors = (1...5).map { Diagnostic.error("e\($0)", at: SourceLocation(file: "a.xml", line: $0)) }
        let warnings = (1...3).map { Diagnostic.warning("w\($0)", at: SourceLocation(file: "a.xml", line: 10 + $0)) }
        let other = Diagnostic.error("elsewhere", at: SourceLocation(file: "b.xml", line: 1))
        let once = DiagnosticCap.capped(errors + [other], perFile: 2)
        XCTAssertEqual(once.map(\.message), ["e1", "e2", "elsewhere", "3 more errors in this file, not shown (at most 2 a file)"])
        XCTAssertEqual(once.last?.severity, .error)
        XCTAssertEqual(once.last?.file, "a.xml")
        let twice = DiagnosticCap.capped(once + warnings, perFile: 2)
        XCTAssertEqual(twice.map(\.message), ["e1", "e2", "elsewhere",
                                              "3 more errors and 3 more warnings and notes in this file, not shown (at most 2 a file)"])
        XCTAssertEqual(DiagnosticCap.capped(errors, perFile: 5), errors, "at the cap nothing changes")
    }

    func testTheBudgetBoundsStringsAndWork() throws {
        let doubled = try Expression.parse("s + s")
        let scope = DictionaryScope(["s": .string(String(repeating: "a", count: 600))])
        var small = EvaluationBudget(ExpansionBudget(maximumStringBytes: 1_000, maximumOutputBytes: 1, maximumWork: 1_000_000))
        XCTAssertThrowsError(try doubled.evaluate(in: scope, budget: &small)) { error in
            let e = error as? ExpressionError
            XCTAssertEqual(e?.isLimit, true)
            XCTAssertEqual(e?.offset, 2, "at the '+'")
            XCTAssertEqual(e?.message, "this makes a string of 1200 bytes, longer than 1000 bytes (the string limit)")
        }
        var roomy = EvaluationBudget(ExpansionBudget(maximumStringBytes: 10_000, maximumOutputBytes: 1, maximumWork: 5_000))
        let compare = try Expression.parse("s == s")
        for _ in 0..<8 { _ = try compare.evaluate(in: scope, budget: &roomy) }
        XCTAssertEqual(roomy.work, 8 * (3 + 600), "a unit a node, and a byte a byte compared")
        XCTAssertThrowsError(try compare.evaluate(in: scope, budget: &roomy)) { error in
            XCTAssertEqual((error as? ExpressionError)?.isLimit, true)
        }
        XCTAssertEqual(try doubled.evaluate(in: scope), .string(String(repeating: "a", count: 1_200)), "the standard budget")
    }

    func testComparingDataCostsWhatItReads() throws {
        let nested = ExpressionValue.array((0..<100).map { _ in .array([.string("abcd"), .number(1)]) })
        var budget = EvaluationBudget(ExpansionBudget(maximumStringBytes: 1_000, maximumOutputBytes: 1, maximumWork: 1_000_000))
        _ = try Expression.parse("d == d").evaluate(in: DictionaryScope(["d": nested]), budget: &budget)
        // 3 nodes; the array, and 100 × (the pair, "abcd" as 1 + 4, the number).
        XCTAssertEqual(budget.work, 3 + 1 + 100 * (1 + 5 + 1))
    }
}
