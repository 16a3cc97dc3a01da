import Foundation
import LayoutEngine
import XCTest
@testable import XMLLayout

/// The front end's faster paths give exactly what the plain ones give: the
/// scanner's lazily counted positions against a byte-by-byte count, and the
/// concurrent parse/validate/build against the sequential one.
final class FrontEndFastPathTests: XCTestCase {
    // MARK: - Scanner positions

    func testScannedPositionsMatchAByteByByteCount() {
        let text = "\u{FEFF}<?xml version=\"1.0\"?>\r\n<!-- <x a=\"1\"> -->\r<layout\twidth=\"375\"\r\n"
            + "        name='é😀'>\n  <stack direction=\"vertical\"   spacing=\r\n\"4\">\r\n"
            + String(repeating: "                ", count: 5) + "<box width=\"\r\n1\" x:y=\"\"/><text text=\"中文 and more text\" a\t=\t'b'/>\r"
            + "\t\t<![CDATA[<no a=\"1\">]]><box\n\n\nheight=\"2\"/></stack></layout>\n"
        let bytes = Array(text.utf8)
        let scan = StartTagScanner.scan(bytes, maximumDepth: 256)
        XCTAssertEqual(scan.startTags.map(\.name), ["layout", "stack", "box", "text", "box"])
        XCTAssertEqual(scan.deepest, 3)
        var checked = 0
        for tag in scan.tags {
            let angle = Int(tag.nameStart) - 1
            XCTAssertEqual(bytes[angle], UInt8(ascii: "<"))
            XCTAssertEqual(position(angle, bytes), tag.position)
            for a in scan.attributes[Int(tag.firstAttribute)..<Int(tag.firstAttribute + tag.attributeCount)] {
                XCTAssertEqual(position(Int(a.nameStart), bytes), a.namePosition)
                var quote = Int(a.nameEnd)
                while bytes[quote] != UInt8(ascii: "\"") && bytes[quote] != UInt8(ascii: "'") { quote += 1 }
                XCTAssertEqual(position(quote + 1, bytes), a.valuePosition)
                checked += 1
            }
        }
        XCTAssertEqual(checked, 9)
    }

    private func position(_ offset: Int, _ bytes: [UInt8]) -> StartTagScanner.Position {
        let p = SourceByteText.lineAndColumn(ofByte: offset, in: bytes)
        return StartTagScanner.Position(line: p.line, column: p.column)
    }

    // MARK: - Concurrent front end

    func testConcurrentBuildMatchesSequential() throws {
        let row = """
            <inset insets="8,12,8,12"><stack direction="horizontal" spacing="8" alignItems="center">
            <image imageSize="40,40"/><stack direction="vertical" spacing="4" flexShrink="1">
            <box width="180" height="16"/><box width="120" height="14"/></stack>
            <spacer flexGrow="1"/><box width="24" height="24"/></stack></inset>

            """
        let rows = String(repeating: row, count: 120)
        let valid = "<layout width=\"375\"><stack direction=\"vertical\">\n\(rows)</stack></layout>\n"
        let withErrors = valid
            .replacingFirst("spacing=\"8\"", with: "spacing=\"eight\"")
            .replacingFirst("<spacer flexGrow=\"1\"/>", with: "<spacr flexGrow=\"1\"/>")
            .replacingFirst("height=\"24\"", with: "heigth=\"24\"")
        let withWarnings = valid
            .replacingFirst("<box width=\"180\" height=\"16\"/>", with: "<box id=\"a\" width=\"50%\" height=\"16\"/>")
            .replacingFirst("<box width=\"120\" height=\"14\"/>", with: "<box id=\"a\" width=\"120\" height=\"14\"/>")
        for (name, text) in [("valid", valid), ("errors", withErrors), ("warnings", withWarnings)] {
            let source = LayoutSource(path: "dir/\(name).xml", text: text)
            var timings = PhaseTimings()
            let outcome = try XCTUnwrap(ConcurrentFrontEnd.parseValidateAndBuild(source, baseDirectory: "dir",
                                                                                 timings: &timings))
            if ConcurrentFrontEnd.hasSecondCore { XCTAssertNotNil(outcome.built, name) }
            let (root, diagnostics) = SchemaValidator.parseAndValidate(source)
            // A clean file streams, and white space alone outside <text> is not kept then.
            XCTAssertEqual(outcome.root.map(StreamingFrontEndTests.streamingForm),
                           root.map(StreamingFrontEndTests.streamingForm), name)
            XCTAssertEqual(outcome.diagnostics, diagnostics, name)
            let sequential = LayoutBuilder.build(try XCTUnwrap(root), file: source.path, baseDirectory: "dir")
            let concurrent = try XCTUnwrap(outcome.built)
            XCTAssertEqual(concurrent.diagnostics, sequential.diagnostics, name)
            XCTAssertEqual(concurrent.document.map(flat), sequential.document.map(flat), name)
            XCTAssertEqual(concurrent.document?.sourceMap, sequential.document?.sourceMap, name)
        }
        XCTAssertEqual(LayoutLoader.load(source: LayoutSource(path: "v.xml", text: valid)).diagnostics, [])
        XCTAssertTrue(LayoutLoader.load(source: LayoutSource(path: "e.xml", text: withErrors)).hasErrors)
    }

    // MARK: - Loading ahead of validation (watch)

    /// `loadAhead` builds a file while it is validated; once confirmed, what
    /// it loaded is what `load` gives, and a file the validation refutes
    /// gives `load`'s errors. Files it does not take (small, a builder
    /// error) are loaded as `load` does, and are final at once.
    func testLoadAheadGivesWhatLoadGives() throws {
        let dir = NSTemporaryDirectory() + "load-ahead-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let row = "<inset insets=\"8\"><stack direction=\"horizontal\" spacing=\"8\"><text>item</text>"
            + "<box width=\"24\" height=\"24\"/></stack></inset>\n"
        func layout(_ rows: Int, _ change: (String) -> String = { $0 }) -> String {
            change("<layout width=\"375\"><stack direction=\"vertical\">\n"
                   + String(repeating: row, count: rows) + "</stack></layout>\n")
        }
        let cases: [(name: String, text: String, pending: Bool, valid: Bool)] = [
            ("valid", layout(120), true, true),
            // An attribute the builder ignores and the schema refuses.
            ("schema-error", layout(120) { $0.replacingFirst("<box width", with: "<box foo=\"1\" width") }, true, false),
            // The builder's own error (ids must be unique): not taken.
            ("builder-error", layout(120) {
                $0.replacingFirst("<text>", with: "<text id=\"a\">").replacingFirst("<box width", with: "<box id=\"a\" width")
            }, false, false),
            ("small", layout(10), false, true),
        ]
        for c in cases {
            let path = dir + "/\(c.name).xml"
            try c.text.write(toFile: path, atomically: true, encoding: .utf8)
            let expected = LayoutLoader.load(path: path)
            XCTAssertEqual(expected.hasErrors, !c.valid, c.name)
            let ahead = LayoutLoader.loadAhead(path: path)
            XCTAssertEqual(ahead.isPending, c.pending && ConcurrentFrontEnd.hasSecondCore, c.name)
            if ahead.isPending { XCTAssertNotNil(ahead.loaded.document, "built before it is validated: \(c.name)") }
            let final: LayoutLoader.Loaded
            switch ahead.confirm() {
            case .confirmed(let loaded):
                XCTAssertTrue(c.valid || !ahead.isPending, "\(c.name) was confirmed")
                final = loaded
            case .refuted(let loaded):
                XCTAssertFalse(c.valid, "\(c.name) was refuted")
                final = loaded
            }
            XCTAssertEqual(final.diagnostics, expected.diagnostics, c.name)
            XCTAssertEqual(final.document.map(flat), expected.document.map(flat), c.name)
            XCTAssertEqual(final.document?.sourceMap, expected.document?.sourceMap, c.name)
            XCTAssertEqual(final.source?.bytes, expected.source?.bytes, c.name)
        }
    }

    private struct Flat: Equatable {
        var kind: Element.Kind
        var style: Style
        var debugName: String?
        var typeName: String?
        var presentation: Presentation
        var childCount: Int
    }

    private func flat(_ document: LayoutDocument) -> [Flat] {
        var result: [Flat] = []
        var stack = [document.root]
        while let e = stack.popLast() {
            result.append(Flat(kind: e.kind, style: e.style, debugName: e.debugName, typeName: e.typeName,
                               presentation: e.presentation, childCount: e.children.count))
            stack.append(contentsOf: e.children.reversed())
        }
        return result
    }
}

private extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        let s = Array(utf8), t = Array(target.utf8)
        guard !t.isEmpty, t.count <= s.count else { return self }
        for i in 0...(s.count - t.count) where Array(s[i..<(i + t.count)]) == t {
            return String(decoding: Array(s[..<i]) + Array(replacement.utf8) + Array(s[(i + t.count)...]), as: UTF8.self)
        }
        return self
    }
}
