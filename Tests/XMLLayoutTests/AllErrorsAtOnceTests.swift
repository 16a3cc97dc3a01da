import LayoutEngine
import XCTest
@testable import XMLLayout

/// Every schema problem of a file in one run, and the builder's checks and
/// lint on the parts that are valid.
final class AllErrorsAtOnceTests: XCTestCase {
    private func load(_ text: String) -> LayoutLoader.Loaded {
        LayoutLoader.load(source: LayoutSource(path: "test.xml", text: text))
    }

    /// The issue's file: four unknown elements took four runs.
    func testFourUnknownElementsGiveFourErrorsAndTheWarningsOfTheValidParts() {
        let loaded = load("""
            <layout width="375">
              <stack direction="vertical">
                <text layoutPosition="1,2">ok</text>
                <Text>Hello</Text>
                <label>World</label>
                <imageView src="a.png"/>
                <txt>Bye</txt>
                <box flexGrow="wide"/>
              </stack>
            </layout>
            """)
        XCTAssertNil(loaded.document, "errors mean no document")
        let unknown = loaded.diagnostics.filter { $0.id == .unknownElement }
        XCTAssertEqual(unknown.map(\.message), ["unknown element <Text>", "unknown element <label>",
                                                "unknown element <imageView>", "unknown element <txt>"])
        XCTAssertEqual(unknown.map { $0.location?.line }, [4, 5, 6, 7])
        XCTAssertEqual(unknown.map { $0.fixIts.first?.replacement }, ["text", "text", "image", "text"])
        // A sibling after the unknown ones is still checked.
        XCTAssertEqual(loaded.diagnostics.filter { $0.id == .invalidValue }.map { $0.location?.line }, [8])
        // And the lint of the valid part still runs.
        XCTAssertEqual(loaded.diagnostics.filter { $0.severity == .warning }.map(\.id), [.layoutPositionOutsideAbsolute])
        XCTAssertEqual(loaded.diagnostics.errorCount, 5, loaded.diagnostics.map(\.description).joined(separator: "\n"))
    }

    /// The lint rules that need a layout run too, on the valid parts: a
    /// 0-high box and a percentage of an unknown parent height beside four
    /// unknown elements; nothing is said about the unknown elements' boxes or
    /// under an element with an error.
    func testLayoutLintRunsOnTheValidPartsOfAFileWithErrors() {
        let loaded = load("""
            <layout width="375">
              <vstack>
                <Text>a</Text>
                <label>b</label>
                <imageView/>
                <txt/>
                <box/>
                <vstack height="50%"><box width="10" height="10"/></vstack>
                <hstack width="wide"><box/></hstack>
              </vstack>
            </layout>
            """)
        XCTAssertNil(loaded.document)
        XCTAssertEqual(loaded.diagnostics.filter { $0.id == .unknownElement }.count, 4)
        let warnings = loaded.diagnostics.filter { $0.severity == .warning }
        XCTAssertEqual(warnings.map { "\($0.location?.line ?? 0) \($0.id?.rawValue ?? "")" },
                       ["7 no-intrinsic-size", "8 fraction-of-unknown-parent"],
                       loaded.diagnostics.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(warnings.last?.range?.start.column, 13, "at the attribute")
    }

    /// The same in a version-2 file: a template's body is checked where it
    /// is written, with the use that led there as a note.
    func testLayoutLintRunsOnTheValidPartsOfAVersion2FileWithErrors() {
        let loaded = load("""
            <layout width="100">
              <template name="T">
                <vstack><label>x</label><box/></vstack>
              </template>
              <vstack>
                <use template="T"/>
                <vstack height="50%"><box width="1" height="1"/></vstack>
                <Text>y</Text>
              </vstack>
            </layout>
            """)
        XCTAssertEqual(loaded.diagnostics.filter { $0.severity == .error }.map(\.id), [.unknownElement, .unknownElement])
        let warnings = loaded.diagnostics.filter { $0.severity == .warning }
        XCTAssertEqual(warnings.map { "\($0.location?.line ?? 0) \($0.id?.rawValue ?? "")" },
                       ["3 no-intrinsic-size", "7 fraction-of-unknown-parent"])
        XCTAssertEqual(warnings.first?.notes.map(\.message), ["in template 'T' used here"])
    }

    /// What the schema says is not said again by the builder.
    func testBuilderDoesNotRepeatSchemaErrors() {
        let loaded = load("<layout><stack direction=\"up\"><box width=\"wide\"/><label/></stack></layout>")
        let places = loaded.diagnostics.compactMap(\.location)
        XCTAssertEqual(places.count, Set(places).count, loaded.diagnostics.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(loaded.diagnostics.map(\.id), [.invalidValue, .invalidValue, .unknownElement])
    }

    /// Subtrees libxml2 skips are checked: inside and after a rejected child,
    /// under an unknown root, and inside an element that takes no children.
    func testSkippedSubtreesAreChecked() {
        let nested = load("<layout><stack><label><box width=\"wide\"/></label><box height=\"tall\"/></stack></layout>")
        XCTAssertEqual(nested.diagnostics.map(\.id), [.unknownElement, .invalidValue, .invalidValue])
        let root = load("<Layout><stack direction=\"up\"><lable/></stack></Layout>")
        XCTAssertEqual(root.diagnostics.map(\.id), [.unknownElement, .invalidValue, .unknownElement])
        XCTAssertEqual(root.diagnostics.first?.hint, "did you mean 'layout'?")
        let overlay = load("<layout><overlay><box/><box/><box width=\"wide\"/></overlay></layout>")
        XCTAssertEqual(overlay.diagnostics.map(\.id), [.childCount, .invalidValue])
        let spacer = load("<layout><stack><spacer><box width=\"wide\"/></spacer></stack></layout>")
        XCTAssertEqual(spacer.diagnostics.map(\.id), [.childCount, .invalidValue])
        // A known element rejected everywhere (a nested <layout>) does not
        // hide the siblings checked in the same pass after it.
        let nestedRoot = load("<layout><stack><label/><layout/><box width=\"wide\"/><box height=\"tall\"/></stack></layout>")
        XCTAssertEqual(nestedRoot.diagnostics.map(\.id), [.unknownElement, .unexpectedElement, .invalidValue, .invalidValue],
                       nestedRoot.diagnostics.map(\.description).joined(separator: "\n"))
    }

    /// A valid file is validated once and says nothing; an unknown parent
    /// does not make its children's stack-only attributes warnings.
    func testValidFilesAndUnknownParents() {
        XCTAssertEqual(load("<layout width=\"10\"><stack><box width=\"1\" height=\"1\"/></stack></layout>").diagnostics, [])
        let loaded = load("<layout><LinearLayout><box flexGrow=\"1\" width=\"1\" height=\"1\"/></LinearLayout></layout>")
        XCTAssertEqual(loaded.diagnostics.map(\.id), [.unknownElement])
        XCTAssertEqual(loaded.diagnostics.first?.fixIts.map(\.replacement), ["stack", "stack"])
    }

    // MARK: - The fraction warning

    func testFractionOfAnUnknownParentPointsAtTheAttributeAndNamesTheParent() throws {
        let text = """
            <layout>
              <stack debugName="row">
                <box width="50%" height="10"/>
              </stack>
            </layout>
            """
        let loaded = load(text)
        let document = try XCTUnwrap(loaded.document)
        let result = LayoutEngine.layout(document.root, in: document.rootRange)
        let warnings = document.diagnostics(for: result, file: "test.xml").filter { $0.id == .fractionOfUnknownParent }
        XCTAssertEqual(warnings.count, 1)
        let warning = try XCTUnwrap(warnings.first)
        XCTAssertEqual(warning.range?.description, "test.xml:3:10-21", "the whole attribute width=\"50%\"")
        XCTAssertEqual(warning.message, "'width=\"50%\"' on <box> is a percentage of its parent <stack debugName=\"row\"> "
            + "(line 2), whose length on that axis is unknown or infinite here; it is treated as auto")
        XCTAssertEqual(warning.hint, "give <stack debugName=\"row\"> a size, or use points instead of a percentage")
        XCTAssertEqual(warning.notes, [.init(message: "the parent <stack> is here",
                                             location: SourceLocation(file: "test.xml", line: 2, column: 3))])
    }
}
