import Foundation
import XCTest
import _XMLLayoutTestSupport

/// The rules of the hot path (docs/PERFORMANCE.md, "Rules of the hot path")
/// that a look at the sources can check.
final class HotPathRulesTests: XCTestCase {
    /// The modules linked into the `xmllayout` tool (Package.swift).
    static let toolModules = [
        "xmllayout", "XMLLayout", "XMLLayoutPreview", "XMLLayoutLanguageServer", "TextureCodegen", "LayoutEngine",
        "Rendering", "FileWatcher", "ImageDecoding", "ThreadSupport", "TextSupport", "TextShaping", "BundledFonts",
        "BrowserPreview", "CairoRendering",
    ]

    /// Rule 1: the tool links no Foundation (a third of start-up).
    func testTheToolsModulesImportNoFoundation() throws {
        let sources = XMLLayoutBinary.packageRoot.appendingPathComponent("Sources")
        var offenders: [String] = []
        var files = 0
        for module in Self.toolModules {
            let folder = sources.appendingPathComponent(module)
            let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path), module)
            for case let path as String in walker where path.hasSuffix(".swift") {
                files += 1
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
                    if words.count >= 2, words[0] == "import", words[1].hasPrefix("Foundation") {
                        offenders.append("\(module)/\(path): \(line)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(files, 100, "the sources were found")
        XCTAssertEqual(offenders, [])
    }

    /// The module list above is the tool's: every module the package
    /// declares beside them is a C library, a test support module or one
    /// the tool does not link.
    func testTheListNamesEveryModuleOfTheTool() throws {
        let sources = XMLLayoutBinary.packageRoot.appendingPathComponent("Sources")
        let all = try FileManager.default.contentsOfDirectory(atPath: sources.path)
        let notLinked: Set = ["TextureLayout"]
        let cLibraries: Set = ["CLibXML2", "CLibPNG", "CLibJPEG", "CCairo", "CFreeType", "CHarfBuzz", "CLineBreak", "CLazyLibraries"]
        let rest = all.filter { !cLibraries.contains($0) && !$0.hasPrefix("_") && !$0.hasPrefix(".") && !notLinked.contains($0) }
        XCTAssertEqual(Set(rest), Set(Self.toolModules))
    }
}
