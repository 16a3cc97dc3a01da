import Foundation
import LayoutEngine
import TextureCodegen
import TextureLayout
import XCTest
import _TextureTestSupport
import XMLLayout
import _XMLLayoutTestSupport

/// Every Layouts example, and the layouts in Layouts/ beside this file
/// (every spec, node and style property, names that need care, the root
/// kinds), generated as Texture Swift (the goldens in Generated/, compiled
/// into this target against TextureLayout), lays out to the same frames as
/// `render` gives for the XML; and regenerating each golden gives the
/// committed text (RECORD_SNAPSHOTS=1 rewrites them).
final class RoundTripTests: XCTestCase {
    static let ownLayouts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Layouts")

    /// Each layout (a path relative to Layouts/examples) with its generated class.
    static var examples: [(file: String, make: () -> ASDisplayNode)] { [
        ("card.xml", { CardNode() }),
        ("catdeals-collection.xml", { CatDealsNode() }),
        ("feed.xml", { FeedNode() }),
        ("flex-basis-split.xml", { FlexBasisSplitNode() }),
        ("kittens-cell.xml", { KittensCellNode() }),
        ("kittens-table.xml", { KittensNode() }),
        ("onboarding-pager.xml", { OnboardingNode() }),
        ("photo-feed-cell.xml", { PhotoFeedCellNode() }),
        ("photo-with-inset-text-overlay.xml", { PhotoWithInsetTextOverlayNode() }),
        ("photo-with-outset-icon.xml", { PhotoWithOutsetIconNode() }),
        ("post-header.xml", { PostHeaderNode() }),
        ("profile.xml", { ProfileNode() }),
        ("profile-scroll.xml", { ProfileScrollNode() }),
        ("parts/profile-header.xml", { ProfileHeaderNode() }),
        ("settings.xml", { SettingsNode() }),
        ("settings-table.xml", { SettingsTableNode() }),
        ("signup.xml", { SignupNode() }),
        ("simple-inset-text-cell.xml", { SimpleInsetTextCellNode() }),
        ("text-centered-over-image.xml", { TextCenteredOverImageNode() }),
        ("top-and-bottom-separator-lines.xml", { TopAndBottomSeparatorLinesNode() }),
        (ownLayouts.appendingPathComponent("every-spec.xml").path, { EverySpecNode() }),
        (ownLayouts.appendingPathComponent("label.xml").path, { LabelNode() }),
        (ownLayouts.appendingPathComponent("plain-box.xml").path, { SwatchNode() }),
        (ownLayouts.appendingPathComponent("v2-states.xml").path, { StatesDemoNode() }),
        (ownLayouts.appendingPathComponent("v2-templates.xml").path, { TemplatesDemoNode() }),
        (ownLayouts.appendingPathComponent("v2-root-use.xml").path, { RootUseNode() }),
        (ownLayouts.appendingPathComponent("v2-root-if.xml").path, { RootIfNode() }),
        (ownLayouts.appendingPathComponent("v2-nested-for.xml").path, { NestedForNode() }),
        (ownLayouts.appendingPathComponent("v2-tmpl-state.xml").path, { TmplStateNode() }),
        (ownLayouts.appendingPathComponent("v2-incl-in-tmpl.xml").path, { InclTmplNode() }),
        (ownLayouts.appendingPathComponent("v2-kinds-by-state.xml").path, { KindsByStateNode() }),
        (ownLayouts.appendingPathComponent("v2-tmpl-loops.xml").path, { TmplLoopsNode() }),
        (ownLayouts.appendingPathComponent("v2-text-param.xml").path, { TextParamNode() }),
        (ownLayouts.appendingPathComponent("v2-tmpl-shapes.xml").path, { TmplShapesNode() }),
        (ownLayouts.appendingPathComponent("styled-text.xml").path, { StyledTextNode() }),
        (ownLayouts.appendingPathComponent("v3-containers.xml").path, { ContainersDemoNode() }),
        (ownLayouts.appendingPathComponent("v3-nested.xml").path, { NestedScrollingNode() }),
    ] }

    /// Version-2 files at their other states: the node with its parameter
    /// properties set (after init, so through didSet) lays out as
    /// `render --set` lays out the file.
    static var states: [(file: String, settings: [String: String], make: () -> ASDisplayNode)] { [
        ("signup.xml", ["fieldState": "age"], { let n = SignupNode(); n.fieldState = "age"; return n }),
        ("feed.xml", ["compact": "true"], { let n = FeedNode(); n.compact = true; return n }),
        // A text showing string parameters follows them.
        ("parts/profile-header.xml", ["name": "Levi", "handle": "levi_with_a_much_longer_handle"], {
            let n = ProfileHeaderNode(); n.nameValue = "Levi"; n.handle = "levi_with_a_much_longer_handle"; return n }),
        (ownLayouts.appendingPathComponent("v2-states.xml").path, ["compact": "true"], {
            let n = StatesDemoNode(); n.compact = true; return n }),
        (ownLayouts.appendingPathComponent("v2-states.xml").path, ["mode": "grid"], {
            let n = StatesDemoNode(); n.mode = "grid"; return n }),
        (ownLayouts.appendingPathComponent("v2-states.xml").path, ["mode": "card", "compact": "true"], {
            let n = StatesDemoNode(); n.mode = "card"; n.compact = true; return n }),
        (ownLayouts.appendingPathComponent("v2-states.xml").path, ["mode": "grid", "compact": "true"], {
            let n = StatesDemoNode(); n.compact = true; n.mode = "grid"; n.compact = false; n.compact = true; return n }),
        (ownLayouts.appendingPathComponent("v2-templates.xml").path, ["dense": "true"], {
            let n = TemplatesDemoNode(); n.dense = true; return n }),
        (ownLayouts.appendingPathComponent("v2-root-if.xml").path, ["big": "true"], { let n = RootIfNode(); n.big = true; return n }),
        (ownLayouts.appendingPathComponent("v2-tmpl-state.xml").path, ["on": "false"], { let n = TmplStateNode(); n.on = false; return n }),
        (ownLayouts.appendingPathComponent("v2-kinds-by-state.xml").path, ["layout": "column"], {
            let n = KindsByStateNode(); n.layout = "column"; return n }),
        (ownLayouts.appendingPathComponent("v2-tmpl-loops.xml").path, ["tight": "true"], { let n = TmplLoopsNode(); n.tight = true; return n }),
        (ownLayouts.appendingPathComponent("v2-text-param.xml").path, ["size": "s"], { let n = TextParamNode(); n.size = "s"; return n }),
        (ownLayouts.appendingPathComponent("v2-text-param.xml").path, ["size": "l"], { let n = TextParamNode(); n.size = "l"; return n }),
        (ownLayouts.appendingPathComponent("v2-tmpl-shapes.xml").path, ["alt": "true"], { let n = TmplShapesNode(); n.alt = true; return n }),
    ] }

    func testParameterPropertiesLayOutAsRenderWithSet() throws {
        for (file, settings, make) in Self.states {
            let path = file.hasPrefix("/") ? file : examplesDirectory.appendingPathComponent(file).path
            let inputs = ExpansionInputs(settings: settings.sorted { $0.key < $1.key }.map { .init(name: $0.key, value: $0.value) })
            let loaded = LayoutLoader.load(path: path, inputs: inputs)
            let doc = try XCTUnwrap(loaded.document, "\(file) \(settings): \(loaded.diagnostics)")
            let xml = LayoutEngine.layout(doc.root, in: doc.rootRange, grid: PixelGrid(scale: doc.screenScale),
                                          measurer: xmlMeasurer())
            let range = ASSizeRange(min: CGSize(width: doc.rootRange.min.width, height: doc.rootRange.min.height),
                                    max: CGSize(width: doc.rootRange.max.width, height: doc.rootRange.max.height))
            let savedScale = UIScreen.main.scale
            UIScreen.main.scale = CGFloat(doc.screenScale)
            defer { UIScreen.main.scale = savedScale }
            // Images by asset name: the examples folder stands for the app's asset catalog.
            UIImage.searchDirectories = [URL(fileURLWithPath: path).deletingLastPathComponent().path, examplesDirectory.path]
            let layout = make().layoutThatFits(range)
            let what = "\(file) \(settings)"
            XCTAssertEqual(Double(layout.size.height), xml.size.height, what)
            assertSameFrames(xml: xml, texture: layout.layoutResult, what)
        }
    }

    func path(of file: String) -> String {
        file.hasPrefix("/") ? file : examplesDirectory.appendingPathComponent(file).path
    }

    override func setUp() {
        // The generated code loads images with UIImage(named:) and the path
        // as written in the layout file.
        UIImage.searchDirectories = [examplesDirectory.path]
    }

    func testEveryExampleHasAGeneratedClass() throws {
        // Version 1 and version 2 alike (the included parts/ are generated inline in profile.xml).
        let files = try FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path)
            .filter { $0.hasSuffix(".xml") }.sorted()
        XCTAssertEqual(files, Self.examples.map(\.file).filter { !$0.hasPrefix("/") && !$0.hasPrefix("parts/") }.sorted())
    }

    /// In both text models: the bundled fonts (render's default), and the fixed model.
    func testGeneratedClassesLayOutAsRender() {
        for metrics in [ASTextMetrics.font, .fixed] {
            ASTextMetrics.current = metrics
            defer { ASTextMetrics.current = .font }
            assertGeneratedClassesLayOutAsRender("\(metrics)")
        }
    }

    func assertGeneratedClassesLayOutAsRender(_ mode: String) {
        for (file, make) in Self.examples {
            guard let (doc, xml) = renderXML(file) else { continue }
            let range = ASSizeRange(min: CGSize(width: doc.rootRange.min.width, height: doc.rootRange.min.height),
                                    max: CGSize(width: doc.rootRange.max.width, height: doc.rootRange.max.height))
            // The pixel grid of the file's screenScale, as render uses.
            let savedScale = UIScreen.main.scale
            UIScreen.main.scale = CGFloat(doc.screenScale)
            defer { UIScreen.main.scale = savedScale }
            // Images by asset name: the examples folder stands for the app's asset catalog.
            UIImage.searchDirectories = [URL(fileURLWithPath: path(of: file)).deletingLastPathComponent().path, examplesDirectory.path]
            let layout = make().layoutThatFits(range)
            XCTAssertEqual(Double(layout.size.width), xml.size.width, "\(file) (\(mode))")
            XCTAssertEqual(Double(layout.size.height), xml.size.height, "\(file) (\(mode))")
            assertSameFrames(xml: xml, texture: layout.layoutResult, "\(file) (\(mode))")
            // Containers (issue 33): the same content sizes and clamped offsets, in tree order.
            func viewports(_ r: LayoutResult) -> [ContainerViewport] { r.viewports.sorted { $0.key < $1.key }.map(\.value) }
            XCTAssertEqual(viewports(layout.layoutResult), viewports(xml), "\(file) (\(mode))")
        }
    }

    func testGoldensAreWhatTheGeneratorWrites() throws {
        let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"].map { $0 != "" && $0 != "0" } ?? false
        let generated = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Generated")
        for (file, make) in Self.examples {
            let path = file.hasPrefix("/") ? file : examplesDirectory.appendingPathComponent(file).path
            let out = SwiftGenerator.generate(path: path)
            let code = try XCTUnwrap(out.code, "\(file): \(out.diagnostics)")
            let className = String(describing: type(of: make()))
            let golden = generated.appendingPathComponent(className + ".swift")
            if recording {
                try code.write(to: golden, atomically: true, encoding: .utf8)
                XCTFail("Recorded \(golden.lastPathComponent) (RECORD_SNAPSHOTS is set; build and run again without it)")
                continue
            }
            let expected = try String(contentsOf: golden, encoding: .utf8)
            assertEqualLines(code, expected, "\(golden.lastPathComponent) differs from what `generate swift \(file)` writes")
        }
    }
}
