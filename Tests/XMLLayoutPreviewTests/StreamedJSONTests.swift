import Foundation
import XCTest
import XMLLayout
@testable import XMLLayoutPreview

/// `PreviewOptions.streamsJSON`: the pipeline stops before making the JSON
/// and hands back a `JSONOutput` that writes it in pieces; those are the
/// same bytes as the text the pipeline makes otherwise.
final class StreamedJSONTests: XCTestCase {
    private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Layouts/examples").standardized

    func testStreamedJSONIsTheTextThePipelineMakes() throws {
        for name in ["card.xml", "feed.xml", "signup.xml"] {
            for compact in [false, true] {
                let path = examples.appendingPathComponent(name).path
                var options = PreviewOptions(format: .json)
                options.compactJSON = compact
                let text = try XCTUnwrap(PreviewPipeline.run(path: path, options: options).text, name)
                options.streamsJSON = true
                var streamed = PreviewPipeline.run(path: path, options: options)
                XCTAssertNil(streamed.text, name)
                XCTAssertFalse(streamed.diagnostics.contains { $0.severity == .error }, name)
                let json = try XCTUnwrap(streamed.takeJSON(), name)
                XCTAssertNil(streamed.loaded.source, "let go once the JSON is taken")
                XCTAssertNil(streamed.loaded.document)
                XCTAssertEqual(json.text, text, name)
                var timings = PhaseTimings()
                var bytes: [UInt8] = []
                json.write(into: { bytes.append(contentsOf: $0) }, timings: &timings)
                XCTAssertEqual(String(decoding: bytes, as: UTF8.self), text, name)
                XCTAssertNotNil(timings.seconds[.render])
                XCTAssertNil(timings.seconds[.write], "the caller's to count")
            }
        }
    }

    func testAFileWithErrorsHasNoJSON() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString).xml").path
        try? "<layout width=\"100\">\n  <stack flexgrow=\"1\"/>\n</layout>\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var options = PreviewOptions(format: .json)
        options.streamsJSON = true
        let out = PreviewPipeline.run(path: path, options: options)
        XCTAssertTrue(out.hasErrors)
        XCTAssertNil(out.json)
        XCTAssertNil(out.text)
    }
}
