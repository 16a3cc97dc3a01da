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
            let outcome = FrontEnd.version1(source, baseDirectory: "dir", purpose: .tree, timings: &timings).outcome
            if FrontEnd.hasSecondCore { XCTAssertNotNil(outcome.built, name) }
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
            XCTAssertEqual(ahead.isPending, c.pending && FrontEnd.hasSecondCore, c.name)
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

    /// Random layouts of 300-odd elements (seeded: the same every run),
    /// most clean, with lint warnings, percentages, text with references
    /// and CDATA; some with a builder's error (a repeated id, a text given
    /// twice) or a schema error. Loaded ahead (built from SAX events with no
    /// DOM, while validated), each gives exactly what `load` gives.
    func testRandomLayoutsLoadAheadAsTheyLoad() throws {
        let dir = NSTemporaryDirectory() + "load-ahead-random-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var random = SplitMix(seed: 0x5EED_1A40)
        var confirmed = 0, refuted = 0, notAhead = 0, warned = 0
        for n in 0..<24 {
            var generator = RandomLayout(random: &random, flaw: n % 4 == 3 ? Int(random.next() % 3) : nil)
            let text = generator.text(elements: 300)
            let path = dir + "/r\(n).xml"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let expected = LayoutLoader.load(path: path)
            let ahead = LayoutLoader.loadAhead(path: path)
            let final: LayoutLoader.Loaded
            switch ahead.confirm() {
            case .confirmed(let loaded):
                final = loaded
                if ahead.isPending { confirmed += 1 } else { notAhead += 1 }
            case .refuted(let loaded):
                final = loaded
                refuted += 1
            }
            XCTAssertEqual(final.diagnostics, expected.diagnostics, "r\(n)")
            XCTAssertEqual(final.document.map(flat), expected.document.map(flat), "r\(n)")
            XCTAssertEqual(final.document?.sourceMap, expected.document?.sourceMap, "r\(n)")
            XCTAssertEqual(final.document?.percentageAttributes, expected.document?.percentageAttributes, "r\(n)")
            XCTAssertEqual(final.document?.imagePaths, expected.document?.imagePaths, "r\(n)")
            if expected.diagnostics.contains(where: { $0.severity == .warning }) { warned += 1 }
        }
        guard FrontEnd.hasSecondCore else { return }
        XCTAssertGreaterThan(confirmed, 10)
        XCTAssertGreaterThan(refuted + notAhead, 2)
        XCTAssertGreaterThan(warned, 10)
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

/// A small seeded generator (SplitMix64), so that random tests repeat.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func pick<T>(_ options: [T]) -> T { options[Int(next() % UInt64(options.count))] }
    mutating func chance(_ percent: UInt64) -> Bool { next() % 100 < percent }
}

/// A random version-1 layout: nested specs and nodes with attributes of
/// the language. `flaw`: 0 a repeated id, 1 a text given twice, 2 a value
/// the schema refuses; nil none.
private struct RandomLayout {
    var random: SplitMix
    let flaw: Int?
    private var count = 0
    private var ids = 0

    init(random: inout SplitMix, flaw: Int?) {
        self.random = random
        self.flaw = flaw
        random.state &+= 1
    }

    mutating func text(elements: Int) -> String {
        var body = ""
        while count < elements { body += element(depth: 1, inStack: true) }
        switch flaw {
        case 0?: body += "<box id=\"id0\"/>"
        case 1?: body += "<text text=\"a\">b</text>"
        case 2?: body += "<box flexGrow=\"lots\"/>"
        default: break
        }
        return "<?xml version=\"1.0\"?>\n<layout name=\"R\" width=\"375\">\n<vstack spacing=\"2\">\n" + body
            + "</vstack>\n</layout>\n"
    }

    private mutating func attributes(inStack: Bool, node: Bool) -> String {
        var out = ""
        if random.chance(20) { out += " id=\"id\(ids)\"" ; ids += 1 }
        if random.chance(15) { out += " width=\"\(random.pick(["10", "50%", "auto", "12.5pt", "100%"]))\"" }
        if random.chance(15) { out += " height=\"\(random.pick(["8", "25%", "4"]))\"" }
        // Stack-child attributes outside a stack: lint warnings.
        if random.chance(inStack ? 20 : 8) { out += " flexGrow=\"\(random.pick(["0", "1", "2"]))\"" }
        if random.chance(inStack ? 15 : 5) { out += " flexShrink=\"1\"" }
        if random.chance(inStack ? 8 : 3) { out += " alignSelf=\"\(random.pick(["start", "stretch", "center"]))\"" }
        if random.chance(10) { out += " debugName=\"n&amp;\(count)\"" }
        if node, random.chance(20) { out += " backgroundColor=\"\(random.pick(["#ff0000", "#00ff0080", "#123"]))\"" }
        return out
    }

    private mutating func element(depth: Int, inStack: Bool) -> String {
        count += 1
        let leaf = depth > 6 || random.chance(55)
        if leaf {
            switch random.next() % 5 {
            case 0:
                let content = random.pick(["plain", "a &amp; b", "<![CDATA[x < y]]>", "  spaced   out  ", "&#233;t&#233;"])
                return "<text\(attributes(inStack: inStack, node: true)) fontSize=\"\(random.pick(["12", "17", "9.5"]))\">"
                    + content + "</text>\n"
            case 1: return "<spacer\(attributes(inStack: inStack, node: false))/>\n"
            case 2: return "<button\(attributes(inStack: inStack, node: true)) title=\"Go\"/>\n"
            default: return "<box\(attributes(inStack: inStack, node: true))/>\n"
            }
        }
        let kind = random.pick(["vstack", "hstack", "inset", "overlay", "background", "center", "wrapper", "stack"])
        var open = "<\(kind)\(attributes(inStack: inStack, node: false))"
        switch kind {
        case "vstack", "hstack": open += " spacing=\"\(random.pick(["0", "4", "8"]))\""
            + (random.chance(30) ? " alignItems=\"\(random.pick(["start", "stretch", "baselineFirst"]))\"" : "")
        case "stack": open += " direction=\"horizontal\" flexWrap=\"wrap\" lineSpacing=\"2\""
        case "inset": open += " insets=\"\(random.pick(["8", "4,8", "1,2,3,4"]))\""
        default: break
        }
        let children: Int
        switch kind {
        case "vstack", "hstack", "stack": children = 1 + Int(random.next() % 5)
        case "overlay", "background": children = 2
        default: children = 1
        }
        let isStack = kind.hasSuffix("stack")
        var inner = ""
        for _ in 0..<children { inner += element(depth: depth + 1, inStack: isStack) }
        return open + ">\n" + inner + "</\(kind)>\n"
    }
}
