import Foundation
import XCTest

/// The folders of Sources/XMLLayout depend on each other one way: a file may
/// name the top-level types of its own folder and of the folders before its
/// own in `order`, never of one after it. A new folder must be given its
/// place here; a reference against the order (a new cycle) fails the test.
final class FolderDependencyTests: XCTestCase {
    /// Lowest first. Each folder's line says what it holds.
    static let order = [
        "Support",           // paths, names, timings: no types of the project's own
        "Vocabulary",        // the language's element and attribute names
        "Diagnostics",       // Diagnostic, locations, fix-its, formatting
        "DiagnosticsOutput", // diagnostics as JSON and SARIF
        "Source",            // reading and checking a file's bytes (LayoutSource)
        "DOM",               // the Swift element tree and the start-tag scanner
        "Schema",            // the schema's vocabulary and its messages
        "ParseErrors",       // libxml2's parse errors in the project's words
        "Attributes",        // attribute values
        "Expressions",       // version-2 expressions
        "Builder",           // element tree → LayoutDocument
        "Devices",           // device sizes
        "LibXML",            // every file that imports CLibXML2, and no other
        "Expansion",         // version 2 → version 1
        "Format",            // `xmllayout format`
        "FrontEnd",          // which route loads a file (FrontEnd.swift), and the loader
    ]

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/XMLLayout")

    /// Every Swift file of the module, by its folder.
    static func files() throws -> [(folder: String, name: String, text: String)] {
        var result: [(folder: String, name: String, text: String)] = []
        let manager = FileManager.default
        for entry in try manager.contentsOfDirectory(atPath: sources.path).sorted() {
            let url = sources.appendingPathComponent(entry)
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            let names = isFolder.boolValue ? try manager.contentsOfDirectory(atPath: url.path).sorted() : [entry]
            for name in names where name.hasSuffix(".swift") {
                let file = isFolder.boolValue ? url.appendingPathComponent(name) : url
                result.append((isFolder.boolValue ? entry : ".", name, try String(contentsOf: file, encoding: .utf8)))
            }
        }
        return result
    }

    func testFoldersDependOnEachOtherOneWay() throws {
        let files = try Self.files()
        XCTAssertGreaterThan(files.count, 100)
        let against = try Self.violations(in: files)
        XCTAssertEqual(against, [], "\n" + against.joined(separator: "\n"))
    }

    /// Each reference against `order`, and each file in a folder it does not name.
    static func violations(in files: [(folder: String, name: String, text: String)]) throws -> [String] {
        let declaration = try NSRegularExpression(pattern: #"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|package|fileprivate|private|final|indirect|nonisolated)\s+)*(?:enum|struct|class|protocol|typealias|actor)\s+([A-Z]\w*)"#, options: .anchorsMatchLines)
        let anyDeclaration = try NSRegularExpression(pattern: #"\b(?:enum|struct|class|protocol|typealias|actor)\s+([A-Z]\w*)"#)
        let identifier = try NSRegularExpression(pattern: #"\b[A-Z]\w*\b"#)
        let comment = try NSRegularExpression(pattern: #"//.*"#)
        let string = try NSRegularExpression(pattern: #""(?:[^"\\\n]|\\.)*""#)
        func matches(_ r: NSRegularExpression, _ text: String) -> [String] {
            r.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
                String(text[Range($0.range(at: $0.numberOfRanges - 1), in: text)!])
            }
        }
        var owner: [String: String] = [:]
        for file in files {
            for name in matches(declaration, file.text) where owner[name] == nil { owner[name] = file.folder }
        }
        var against: [String] = []
        for file in files {
            guard let rank = order.firstIndex(of: file.folder) else {
                against.append("\(file.folder)/\(file.name): the folder has no place in FolderDependencyTests.order")
                continue
            }
            let own = Set(matches(anyDeclaration, file.text))
            var code = comment.stringByReplacingMatches(in: file.text, range: NSRange(file.text.startIndex..., in: file.text),
                                                        withTemplate: "")
            code = string.stringByReplacingMatches(in: code, range: NSRange(code.startIndex..., in: code), withTemplate: "\"\"")
            for name in Set(matches(identifier, code)).sorted() where !own.contains(name) {
                guard let folder = owner[name], folder != file.folder else { continue }
                if let other = order.firstIndex(of: folder), other > rank {
                    against.append("\(file.folder)/\(file.name) names \(name) of \(folder)/, which comes after it")
                }
            }
        }
        return against
    }

    /// `LibXML/` is the code that imports CLibXML2: all of it, and nothing else.
    func testLibXMLHoldsTheFilesThatImportLibXML2() throws {
        var misplaced: [String] = []
        for file in try Self.files() {
            let imports = file.text.split(separator: "\n").contains { $0.hasPrefix("import CLibXML2") }
            if imports != (file.folder == "LibXML") { misplaced.append("\(file.folder)/\(file.name)") }
        }
        XCTAssertEqual(misplaced, [])
    }

    /// The check itself: a reference against the order, and a folder not in it, are found.
    func testAReferenceAgainstTheOrderIsFound() throws {
        let files: [(folder: String, name: String, text: String)] = [
            ("Diagnostics", "D.swift", "struct Diagnostic {\n    var x: LoaderThing // FrontEnd\n}\n"),
            ("FrontEnd", "F.swift", "enum LoaderThing { static let d = Diagnostic() }\n"),
            ("Somewhere", "S.swift", "struct Elsewhere {}\n"),
        ]
        XCTAssertEqual(try Self.violations(in: files), [
            "Diagnostics/D.swift names LoaderThing of FrontEnd/, which comes after it",
            "Somewhere/S.swift: the folder has no place in FolderDependencyTests.order",
        ])
        XCTAssertEqual(try Self.violations(in: Array(files.dropFirst().dropLast())), [])
    }
}
