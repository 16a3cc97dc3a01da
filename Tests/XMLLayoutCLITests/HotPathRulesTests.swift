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
        var offenders: [String] = []
        var files = 0
        for module in Self.toolModules {
            for (path, text) in try Self.sources(of: module) {
                files += 1
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

    /// Rule 8: nothing on the start-up path makes generic metadata at run
    /// time. ArgumentParser's defaults do: a command without `commandName`
    /// demangles its type's name, and an enumerated option without
    /// `allValueStrings` maps its cases through a key path.
    func testEveryCommandAndEnumeratedOptionAvoidsArgumentParsersMetadata() throws {
        var commands = 0, enumerations = 0
        var offenders: [String] = []
        for (path, text) in try Self.sources(of: "xmllayout") {
            for call in Self.pieces(of: text, after: "CommandConfiguration(", upTo: ")\n") {
                commands += 1
                if !call.contains("commandName:") { offenders.append("\(path): a CommandConfiguration without commandName") }
            }
            for declaration in Self.pieces(of: text, after: "enum ", upTo: "\n}") {
                let header = declaration.prefix { $0 != "{" }
                guard header.contains("CaseIterable"), header.contains("ExpressibleByArgument") else { continue }
                enumerations += 1
                if !declaration.contains("static var allValueStrings") {
                    offenders.append("\(path): enum \(header.prefix { $0 != ":" }) lists its values through a key path")
                }
            }
        }
        XCTAssertGreaterThan(commands, 10, "the commands were found")
        XCTAssertGreaterThan(enumerations, 5, "the enumerated options were found")
        XCTAssertEqual(offenders, [])
    }

    /// Rule 8: the fast path that reads the common command lines (instead
    /// of ArgumentParser) keeps no Dictionary or Set and writes no key path.
    func testTheFastArgumentsKeepNoDictionaryOrSet() throws {
        let text = try XCTUnwrap(try Self.sources(of: "xmllayout").first { $0.path.hasSuffix("FastArguments.swift") }?.text)
        let code = text.split(separator: "\n").map { line in line.range(of: "//").map { line[..<$0.lowerBound] } ?? line }
        let offenders = code.filter { line in
            ["Dictionary", "Set<", "Set(", ": Set", "[String: ", "[String:", "\\."].contains { line.contains($0) }
        }
        XCTAssertEqual(offenders, [])
    }

    /// Each Swift file of a module of the tool, with its text.
    private static func sources(of module: String) throws -> [(path: String, text: String)] {
        let folder = XMLLayoutBinary.packageRoot.appendingPathComponent("Sources").appendingPathComponent(module)
        let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path), module)
        var files: [(String, String)] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            files.append((path, try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)))
        }
        return files
    }

    /// The text from each `start` up to the next `end` (or the file's end).
    private static func pieces(of text: String, after start: String, upTo end: String) -> [Substring] {
        var pieces: [Substring] = []
        var rest = text[...]
        while let found = rest.range(of: start) {
            let tail = rest[found.upperBound...]
            let stop = tail.range(of: end)?.upperBound ?? tail.endIndex
            pieces.append(tail[..<stop])
            rest = tail
        }
        return pieces
    }

    /// The module list above is the tool's: every module the package
    /// declares beside them is a C library, a test support module or one
    /// the tool does not link.
    func testTheListNamesEveryModuleOfTheTool() throws {
        let sources = XMLLayoutBinary.packageRoot.appendingPathComponent("Sources")
        let all = try FileManager.default.contentsOfDirectory(atPath: sources.path)
        let notLinked: Set = ["TextureLayout"]
        let cLibraries: Set = ["CLibXML2", "CLibPNG", "CLibJPEG", "CCairo", "CHarfBuzz", "CLineBreak", "CLazyLibraries"]
        let rest = all.filter { !cLibraries.contains($0) && !$0.hasPrefix("_") && !$0.hasPrefix(".") && !notLinked.contains($0) }
        XCTAssertEqual(Set(rest), Set(Self.toolModules))
    }
}
