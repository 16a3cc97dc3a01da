import Foundation
import XCTest
import _XMLLayoutTestSupport

/// `--huge` (render, validate, expand, watch): the nesting-depth and
/// file-size limits lifted as xmllint's `--huge` lifts libxml2's, DOCTYPE
/// still refused, and without the flag the refusals name it.
final class HugeCLITests: XCTestCase {
    var dir: URL!

    /// Deep enough to overflow the main thread's 8 MiB stack in a debug
    /// build several times over, shallow enough to keep the tests quick.
    static let depth = 5_000

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("xmllayout-huge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: dir) }

    /// A chain of `depth` stacks, alternating direction, around one 10×10
    /// box: the root is 375 × 10 whatever the depth.
    static func chain(_ depth: Int) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<layout name=\"chain\" width=\"375\">\n"
        for i in 0..<depth { xml += "<stack direction=\"\(i % 2 == 0 ? "vertical" : "horizontal")\" debugName=\"s\(i)\">\n" }
        xml += "<box width=\"10\" height=\"10\" debugName=\"leaf\"/>\n"
        for _ in 0..<depth { xml += "</stack>\n" }
        return xml + "</layout>\n"
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let path = dir.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func run(_ arguments: [String]) throws -> CommandResult {
        try runXMLLayout(arguments, currentDirectory: dir.path, timeout: 120)
    }

    func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    // MARK: - Deep files

    func testRenderWithHugeLaysOutADeepChainInEveryLinearFormat() throws {
        let n = Self.depth
        try write("deep.xml", Self.chain(n))
        let json = try run(["render", "deep.xml", "--huge", "--format", "json", "--compact"])
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertEqual(json.stderr, "")
        XCTAssertTrue(json.stdout.hasPrefix(#"{"size":{"width":375,"height":10},"root":{"type":"stack","line":3"#),
                      String(json.stdout.prefix(200)))
        XCTAssertEqual(occurrences(of: #""type":"stack""#, in: json.stdout), n)
        XCTAssertEqual(occurrences(of: #""debugName":"leaf","frame":{"x":0,"y":0,"width":10,"height":10}"#, in: json.stdout), 1)
        XCTAssertTrue(json.stdout.hasSuffix(String(repeating: "]}", count: n + 1) + "}\n"))

        let pretty = try run(["render", "deep.xml", "--huge", "--format", "json"])
        XCTAssertEqual(pretty.status, 0, pretty.stderr)
        XCTAssertEqual(occurrences(of: #""type": "stack""#, in: pretty.stdout), n)

        let tree = try run(["render", "deep.xml", "--huge", "--format", "tree"])
        XCTAssertEqual(tree.status, 0, tree.stderr)
        XCTAssertEqual(occurrences(of: "\n", in: tree.stdout), n + 1 + 1, String(tree.stdout.prefix(300)))
        XCTAssertTrue(tree.stdout.contains("leaf"))

        let svg = try run(["render", "deep.xml", "--huge", "--format", "svg"])
        XCTAssertEqual(svg.status, 0, svg.stderr)
        XCTAssertTrue(svg.stdout.hasPrefix("<svg") || svg.stdout.hasPrefix("<?xml"), String(svg.stdout.prefix(100)))
        XCTAssertTrue(svg.stdout.hasSuffix("</svg>\n"))

        let ansi = try run(["render", "deep.xml", "--huge", "--format", "ansi", "--columns", "40", "--color", "never"])
        XCTAssertEqual(ansi.status, 0, ansi.stderr)
        XCTAssertFalse(ansi.stdout.isEmpty)
    }

    func testASCIIArtRefusesWhatItCannotDraw() throws {
        // Nested boxes: the picture of a chain grows with the square of its depth.
        try write("deep.xml", Self.chain(400))
        let r = try run(["render", "deep.xml", "--huge", "--format", "ascii"])
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertEqual(r.stdout, "")
        XCTAssertTrue(r.stderr.contains("deep.xml: error: --format ascii draws each level as a box inside its parent's"), r.stderr)
        XCTAssertTrue(r.stderr.contains("hint: use --format tree, json or svg"), r.stderr)
        try write("ok.xml", Self.chain(100))
        let ok = try run(["render", "ok.xml", "--huge", "--format", "ascii"])
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertEqual(occurrences(of: "ASStackLayoutSpec", in: ok.stdout), 100)
    }

    func testValidateAndExpandWithHugeAcceptADeepChain() throws {
        let n = Self.depth
        try write("deep.xml", Self.chain(n))
        let validate = try run(["validate", "deep.xml", "--huge"])
        XCTAssertEqual(validate.status, 0, validate.stderr)
        XCTAssertEqual(validate.stderr, "1 file checked: no errors or warnings\n")

        let expand = try run(["expand", "deep.xml", "--huge"])
        XCTAssertEqual(expand.status, 0, expand.stderr)
        XCTAssertEqual(occurrences(of: "<stack ", in: expand.stdout), n)
        XCTAssertEqual(occurrences(of: "</stack>", in: expand.stdout), n)
        // What expand prints renders (with --huge again) to the same layout.
        try write("expanded.xml", expand.stdout)
        let again = try run(["render", "expanded.xml", "--huge", "--format", "json", "--compact"])
        let original = try run(["render", "deep.xml", "--huge", "--format", "json", "--compact"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stdout.replacingOccurrences(of: #""line":\d+"#, with: "", options: .regularExpression),
                       original.stdout.replacingOccurrences(of: #""line":\d+"#, with: "", options: .regularExpression))
    }

    func testWithoutHugeTheDepthIsRefusedWithAHint() throws {
        try write("deep.xml", Self.chain(300))
        for command in [["render", "deep.xml", "--format", "json"], ["validate", "deep.xml"], ["expand", "deep.xml"]] {
            let r = try run(command)
            XCTAssertEqual(r.status, 1, "\(command): \(r.stderr)")
            XCTAssertEqual(r.stdout, "", "\(command)")
            // Level 257: the 256th stack, on line 2 + 256.
            XCTAssertTrue(r.stderr.contains("deep.xml:258:1: error: nesting deeper than 256 levels [nesting-too-deep]"),
                          "\(command): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("hint: pass --huge to lift the limit"), "\(command): \(r.stderr)")
        }
        let ok = try run(["validate", "deep.xml", "--huge"])
        XCTAssertEqual(ok.status, 0, ok.stderr)
    }

    func testWithoutHugeTheFileSizeIsRefusedWithAHint() throws {
        // 9 MiB, nearly all of it a comment: the size is the only problem.
        let padding = "<!--" + String(repeating: "x", count: 9 * 1024 * 1024) + "-->\n"
        try write("big.xml", "<?xml version=\"1.0\"?>\n" + padding + "<layout width=\"20\"><box width=\"20\" height=\"5\"/></layout>\n")
        let refused = try run(["render", "big.xml", "--format", "json", "--compact"])
        XCTAssertEqual(refused.status, 1, refused.stderr)
        XCTAssertEqual(refused.stdout, "")
        XCTAssertTrue(refused.stderr.contains("big.xml: error: file is too large"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("hint: pass --huge"), refused.stderr)
        let accepted = try run(["render", "big.xml", "--huge", "--format", "json", "--compact"])
        XCTAssertEqual(accepted.status, 0, accepted.stderr)
        XCTAssertTrue(accepted.stdout.hasPrefix(#"{"size":{"width":20,"height":5}"#), accepted.stdout)
    }

    // MARK: - What --huge never lifts

    func testHugeStillRefusesDTDsAndExternalEntities() throws {
        let secret = dir.appendingPathComponent("secret.txt")
        try Data("TOP-SECRET-CONTENT".utf8).write(to: secret)
        try write("x.xml", """
        <?xml version="1.0"?>
        <!DOCTYPE layout [<!ENTITY xxe SYSTEM "file://\(secret.path)">]>
        <layout><text>&xxe;</text></layout>
        """)
        var entities = "<!ENTITY l0 \"lol\">"
        for i in 1..<10 { entities += "<!ENTITY l\(i) \"" + String(repeating: "&l\(i - 1);", count: 10) + "\">" }
        try write("bomb.xml", "<?xml version=\"1.0\"?>\n<!DOCTYPE layout [\(entities)]>\n<layout><text>&l9;</text></layout>\n")
        for file in ["x.xml", "bomb.xml"] {
            for command in [["render", file, "--huge", "--format", "tree"], ["validate", file, "--huge"], ["expand", file, "--huge"]] {
                let r = try run(command)
                XCTAssertEqual(r.status, 1, "\(command): \(r.stderr)")
                XCTAssertFalse(r.stdout.contains("TOP-SECRET") || r.stderr.contains("TOP-SECRET-CONTENT"), r.stderr)
                XCTAssertFalse(r.stdout.contains("lollol"), "\(command)")
                XCTAssertTrue(r.stderr.contains("\(file):2:1: error: DOCTYPE declarations are not allowed"), "\(command): \(r.stderr)")
                XCTAssertFalse(r.stderr.contains("--huge"), "no hint to lift what cannot be lifted: \(r.stderr)")
            }
        }
    }

    func testEveryCommandOffersHuge() throws {
        for command in ["render", "validate", "expand", "watch"] {
            let help = try run([command, "--help"])
            XCTAssertTrue(help.stdout.contains("--huge"), "\(command) --help:\n\(help.stdout)")
        }
    }
}
