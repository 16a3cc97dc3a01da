import Foundation
import XCTest
import _XMLLayoutTestSupport

/// The short command-line route (`FastArguments`) against ArgumentParser's:
/// a temporary folder to write layouts in, and a check that a line run both
/// ways gives the same status, standard output and standard error.
class RouteAgreementTestCase: XCTestCase {
    /// The subcommand under test.
    var subcommand: String { preconditionFailure("a subclass names its subcommand") }
    /// Words that send a line through ArgumentParser without changing what
    /// it does (a default the short route does not know).
    var parsedRouteWords: [String] { preconditionFailure("a subclass names its words") }

    let example = XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts/examples/post-header.xml").path
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("routes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Runs `arguments` both ways and checks status, stdout and stderr agree.
    @discardableResult
    func assertBothRoutesAgree(_ arguments: [String], stdin: String? = nil,
                               file: StaticString = #filePath, line: UInt = #line) throws -> CommandResult {
        let short = try runXMLLayout([subcommand] + arguments, stdin: stdin)
        let parsed = try runXMLLayout([subcommand] + arguments + parsedRouteWords, stdin: stdin)
        XCTAssertEqual(short.status, parsed.status, "\(arguments): \(short.stderr) | \(parsed.stderr)", file: file, line: line)
        XCTAssertEqual(short.stdout, parsed.stdout, "\(arguments)", file: file, line: line)
        XCTAssertEqual(short.stderr, parsed.stderr, "\(arguments)", file: file, line: line)
        return short
    }

    /// `--timings` both ways: the same phases (the times differ).
    func assertTimingsListTheSamePhases(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws
        -> CommandResult {
        let short = try runXMLLayout([subcommand] + arguments + ["--timings"])
        let parsed = try runXMLLayout([subcommand] + arguments + ["--timings"] + parsedRouteWords)
        XCTAssertEqual(short.stdout, parsed.stdout, file: file, line: line)
        let phases = { (r: CommandResult) in r.stderr.split(separator: "\n").map { $0.split(separator: " ").first ?? "" } }
        XCTAssertEqual(phases(short), phases(parsed), file: file, line: line)
        return short
    }
}
