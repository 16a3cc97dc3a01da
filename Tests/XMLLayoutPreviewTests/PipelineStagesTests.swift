import Foundation
import LayoutEngine
import XCTest
import XMLLayout
@testable import XMLLayoutPreview

/// `render`, `validate` and the watch session go through the same stages:
/// the same frames, lint warnings and picture warnings for the same file.
final class PipelineStagesTests: XCTestCase {
    private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Layouts/examples").standardized

    func testWatchSessionAndRenderShareTheLayoutStage() throws {
        for name in ["card.xml", "feed.xml", "photo-with-outset-icon.xml"] {
            let path = examples.appendingPathComponent(name).path
            let run = PreviewPipeline.run(path: path, options: PreviewOptions(format: .svg))
            let session = WatchSession(configuration: WatchConfiguration(path: path), columns: 100, rows: 40)
            session.reload()
            let good = try XCTUnwrap(session.good, name)
            let result = try XCTUnwrap(run.result, name)
            XCTAssertEqual(good.result.frames(), result.frames(), name)
            XCTAssertEqual(good.warnings, run.diagnostics, name)
        }
    }

    func testTheLayoutStageAloneIsWhatRunComputes() throws {
        let loaded = LayoutLoader.load(path: examples.appendingPathComponent("signup.xml").path)
        let document = try XCTUnwrap(loaded.document)
        let range = document.rootRange(overriding: RootRangeOverride(width: 320))
        let stage = LaidOutLayout(laying: document, in: range, file: loaded.source?.path ?? "")
        let run = PreviewPipeline.run(loaded: loaded, options: PreviewOptions(overrides: RootRangeOverride(width: 320)),
                                      render: false)
        XCTAssertEqual(stage.result.frames(), run.result?.frames())
        XCTAssertEqual(stage.rootRange, run.rootRange)
        XCTAssertEqual(stage.result.size.width, 320)
    }
}
