import Foundation
import XCTest
import _XMLLayoutTestSupport

/// Issue 34, problem 3: the language is documented in the repository, and
/// every pointer a user follows (README, docs, `--help`) resolves in a clone.
final class DocumentationLinkTests: XCTestCase {
    let root = XMLLayoutBinary.packageRoot

    /// The Markdown files a user reads: README, docs/, Layouts/README.md.
    var userDocuments: [URL] {
        let docs = (try? FileManager.default.contentsOfDirectory(at: root.appendingPathComponent("docs"), includingPropertiesForKeys: nil)) ?? []
        return [root.appendingPathComponent("README.md"), root.appendingPathComponent("Layouts/README.md")]
            + docs.filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
    }

    /// `docs/LANGUAGE.md` and `docs/SEMANTICS.md` are the specification's
    /// own text: compared with `../shared` when it is beside the checkout.
    func testTheSpecificationInDocsIsTheSharedOne() throws {
        for name in ["LANGUAGE.md", "SEMANTICS.md"] {
            let inRepository = try String(contentsOf: root.appendingPathComponent("docs/\(name)"), encoding: .utf8)
            XCTAssertTrue(inRepository.contains("#"), name)
            let shared = root.deletingLastPathComponent().appendingPathComponent("shared/\(name)")
            guard let original = try? String(contentsOf: shared, encoding: .utf8) else { continue }
            XCTAssertEqual(inRepository, original, "docs/\(name) is out of step with ../shared/\(name): copy it again")
        }
    }

    /// Every relative Markdown link `[text](path)` resolves, and no user
    /// document points outside the clone (`../shared/…`).
    func testEveryRelativeLinkInTheDocumentsResolves() throws {
        let link = try NSRegularExpression(pattern: #"\]\(([^)\s#]+)(#[^)]*)?\)"#)
        var checked = 0
        for file in userDocuments {
            let text = try String(contentsOf: file, encoding: .utf8)
            let name = file.path.replacingOccurrences(of: root.path + "/", with: "")
            if name != "docs/PERFORMANCE.md" {
                XCTAssertFalse(text.contains("../shared/"), "\(name) points to ../shared, which a clone does not have")
            }
            for m in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let r = Range(m.range(at: 1), in: text) else { continue }
                let target = String(text[r])
                if target.contains("://") || target.hasPrefix("mailto:") { continue }
                let resolved = file.deletingLastPathComponent().appendingPathComponent(target).standardizedFileURL
                XCTAssertTrue(FileManager.default.fileExists(atPath: resolved.path), "\(name): link '\(target)' does not resolve")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 3)
    }

    /// The files `--help` names (`docs/….md`, `Layouts/README.md`) exist.
    func testEveryFileTheHelpNamesExists() throws {
        let mention = try NSRegularExpression(pattern: #"\b((?:docs|Layouts)/[A-Za-z0-9_/.-]+\.md)"#)
        var seen = Set<String>()
        for command in [[], ["render"], ["validate"], ["expand"], ["format"], ["watch"], ["lsp"], ["transition"], ["generate", "swift"]] {
            let r = try runCommand(XMLLayoutBinary.path, command + ["--help"])
            let help = r.stdout + r.stderr
            XCTAssertFalse(help.contains("../shared"), "\(command) --help points outside the clone")
            for m in mention.matches(in: help, range: NSRange(help.startIndex..., in: help)) {
                guard let range = Range(m.range(at: 1), in: help) else { continue }
                seen.insert(String(help[range]))
            }
        }
        XCTAssertTrue(seen.contains("docs/LANGUAGE.md"), "render --help names the language reference")
        for path in seen {
            XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "--help names \(path)")
        }
    }

    func testDocumentsSayWhatTheToolDoes() throws {
        let reuse = try String(contentsOf: root.appendingPathComponent("docs/REUSE-AND-DATA.md"), encoding: .utf8)
        XCTAssertFalse(reuse.hasPrefix("<!--"), "REUSE-AND-DATA.md starts with a drafting comment")
        let pictures = try String(contentsOf: root.appendingPathComponent("docs/PICTURES.md"), encoding: .utf8)
        XCTAssertTrue(pictures.contains("is a\n  warning (`image-unreadable`)"), "PICTURES.md: an unreadable image is a warning")
    }
}
