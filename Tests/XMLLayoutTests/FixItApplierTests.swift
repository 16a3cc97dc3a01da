import XCTest
@testable import XMLLayout

/// Applying fix-its: a file with several mistakes becomes valid, overlaps
/// are skipped, and the diff shows what changed.
final class FixItApplierTests: XCTestCase {
    static let mistakes = """
        <layout width="375">
          <LinearLayout orientation="vertical">
            <label textColor="Gray" numberOfLines="2" fontSize="14px">Hello</label>
            <imageView preferredSize="40x40"/>
            <stack justifyContent="space-between" alignItems="centre" direction="row">
              <box layout_weight="1" backgroundColor="rgb(255,0,0)" width="match_parent" height="8dp"/>
            </stack>
          </LinearLayout>
        </layout>
        """

    private func validate(_ text: String) -> [Diagnostic] {
        LayoutLoader.load(source: LayoutSource(path: "test.xml", text: text)).diagnostics
    }

    /// Every fix-it of a file with several mistakes: the file validates
    /// (after a second round for the attributes of renamed elements, which
    /// the schema checks only once the element is known).
    func testApplyingEveryFixItGivesAFileThatValidates() {
        var text = Self.mistakes
        let first = validate(text)
        XCTAssertGreaterThanOrEqual(first.errorCount, 10, first.map(\.description).joined(separator: "\n"))
        XCTAssertTrue(first.filter { $0.severity == .error }.allSatisfy { !$0.fixIts.isEmpty },
                      first.filter { $0.fixIts.isEmpty }.map(\.description).joined(separator: "\n"))
        for _ in 0..<3 {
            let outcome = FixItApplier.apply(validate(text), to: text)
            XCTAssertEqual(outcome.skipped, [])
            if outcome.applied.isEmpty { break }
            text = outcome.text
        }
        XCTAssertEqual(validate(text).filter { $0.severity == .error }.map(\.description), [])
        XCTAssertTrue(text.contains("<stack direction=\"vertical\">"), text)
        XCTAssertTrue(text.contains("<text color=\"gray\" maxLines=\"2\" fontSize=\"14\">Hello</text>"), text)
        XCTAssertTrue(text.contains("<image preferredSize=\"40,40\"/>"), text)
        XCTAssertTrue(text.contains("<box flexGrow=\"1\" backgroundColor=\"#ff0000\" width=\"100%\" height=\"8\"/>"), text)
    }

    /// Version 2: the did-you-mean of a constant, style or template name
    /// is a fix-it too, on exactly the misspelt name.
    func testMisspeltVersion2NamesAreFixed() {
        let text = """
            <layout width="100">
              <const name="gutter" value="4"/>
              <style name="caption" fontSize="12"/>
              <template name="Row"><text>x</text></template>
              <vstack spacing="{gutte + 1}">
                <text style="bold captoin">a</text>
                <use template="Rwo"/>
              </vstack>
            </layout>
            """
        let first = validate(text)
        XCTAssertEqual(first.compactMap { $0.fixIts.first?.replacement }, ["gutter", "caption", "Row"],
                       first.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(first.first?.range?.description, "test.xml:5:21-26", "the name, not a point")
        let fixed = FixItApplier.apply(first, to: text).text
        XCTAssertTrue(fixed.contains("spacing=\"{gutter + 1}\""), fixed)
        XCTAssertTrue(fixed.contains("<use template=\"Row\"/>"), fixed)
    }

    /// A mistake in a template body is reported once (with "in 2 uses") and
    /// carries its fix-it once, so applying every fix-it edits it once.
    func testATemplateMistakeIsFixedOnce() {
        let text = """
            <layout width="100">
              <template name="T"><label>x</label></template>
              <vstack><use template="T"/><use template="T"/></vstack>
            </layout>
            """
        let diagnostics = validate(text).filter { $0.id == .unknownElement }
        XCTAssertEqual(diagnostics.count, 1, "one per cause")
        XCTAssertEqual(diagnostics.map(\.fixIts.count), [2])
        XCTAssertEqual(diagnostics.first?.notes.first?.message, "in 2 uses; the first: template 'T' used here")
        XCTAssertTrue(FixItApplier.apply(diagnostics, to: text).text.contains("<template name=\"T\"><text>x</text></template>"))
    }

    /// With a file given, another file's fix-its (an included file's
    /// problem) are left alone, not applied at its line and column here.
    func testFixItsOfAnotherFileAreNotApplied() {
        let here = SourceRange(start: SourceLocation(file: "main.xml", line: 1, column: 2), length: 1)
        let there = SourceRange(start: SourceLocation(file: "part.xml", line: 1, column: 4), length: 1)
        let diagnostics: [Diagnostic] = [
            .error("a", range: here, fixIts: [.init(range: here, replacement: "X")]),
            .error("b", range: there, fixIts: [.init(range: there, replacement: "Y")]),
        ]
        let outcome = FixItApplier.apply(diagnostics, to: "abcdef", file: "main.xml")
        XCTAssertEqual(outcome.text, "aXcdef")
        XCTAssertEqual(outcome.applied.map(\.message), ["a"])
        XCTAssertEqual(outcome.skipped, [])
    }

    func testOverlappingFixItsFirstWinsTheRestAreSkipped() {
        let range = SourceRange(start: SourceLocation(file: "t", line: 1, column: 2), length: 3)
        let inside = SourceRange(start: SourceLocation(file: "t", line: 1, column: 3), length: 1)
        let a = Diagnostic.error("a", range: range, fixIts: [.init(range: range, replacement: "XYZ")])
        let b = Diagnostic.error("b", range: inside, fixIts: [.init(range: inside, replacement: "Q")])
        let outcome = FixItApplier.apply([b, a], to: "0abc4")
        XCTAssertEqual(outcome.text, "0XYZ4")
        XCTAssertEqual(outcome.applied.map(\.message), ["a"])
        XCTAssertEqual(outcome.skipped.map(\.message), ["b"])
        // Two insertions at one place clash too; edits touching end to start do not.
        let point = SourceRange(start: SourceLocation(file: "t", line: 1, column: 5), length: 0)
        let c = Diagnostic.error("c", range: point, fixIts: [.init(range: point, replacement: "!")])
        let d = Diagnostic.error("d", range: point, fixIts: [.init(range: point, replacement: "?")])
        XCTAssertEqual(FixItApplier.apply([c, d, a], to: "0abc4").text, "0XYZ!4")
    }

    func testEditsOnSeveralLinesAndOutsideTheText() {
        let text = "ab\r\ncd\nef"
        let second = SourceRange(start: SourceLocation(file: "t", line: 2, column: 1), length: 2)
        let third = SourceRange(start: SourceLocation(file: "t", line: 3, column: 3), length: 0)
        let beyond = SourceRange(start: SourceLocation(file: "t", line: 9, column: 1), length: 1)
        let outcome = FixItApplier.apply([
            .error("x", range: second, fixIts: [.init(range: second, replacement: "CD")]),
            .error("y", range: third, fixIts: [.init(range: third, replacement: "!")]),
            .error("z", range: beyond, fixIts: [.init(range: beyond, replacement: "?")]),
        ], to: text)
        XCTAssertEqual(outcome.text, "ab\r\nCD\nef!")
        XCTAssertEqual(outcome.skipped.map(\.message), ["z"])
    }

    func testUnifiedDiff() {
        let old = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 2\n", with: "LINE 2\n").replacingOccurrences(of: "line 11\n", with: "")
        XCTAssertEqual(FixItApplier.unifiedDiff(from: old, to: new, path: "f.xml"), """
            --- f.xml
            +++ f.xml
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +LINE 2
             line 3
             line 4
             line 5
            @@ -8,5 +8,4 @@
             line 8
             line 9
             line 10
            -line 11
             line 12

            """)
        XCTAssertEqual(FixItApplier.unifiedDiff(from: old, to: old, path: "f.xml"), "")
        XCTAssertEqual(FixItApplier.unifiedDiff(from: "a", to: "b", path: "f"),
                       "--- f\n+++ f\n@@ -1,1 +1,1 @@\n-a\n\\ No newline at end of file\n+b\n\\ No newline at end of file\n")
    }
}
