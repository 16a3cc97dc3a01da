import Foundation
import XCTest
import _XMLLayoutTestSupport

/// `validate FILE… [--format text|json|sarif] [--jobs N] [--warnings-as-errors]
/// [--quiet] [--huge] [--timings]` is read without swift-argument-parser
/// (start-up); any other line goes through it. Each line here is run as is
/// and again with `--color auto` (the default, which the short route does
/// not know, so it sends the line through ArgumentParser): the two must not
/// differ in anything a user sees.
final class FastValidateArgumentsTests: RouteAgreementTestCase {
    override var subcommand: String { "validate" }
    override var parsedRouteWords: [String] { ["--color", "auto"] }

    func testValidWarnedAndBrokenFiles() throws {
        let ok = try assertBothRoutesAgree([example])
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertTrue(ok.stderr.contains("1 file checked"), ok.stderr)

        let warned = try write("warned.xml", "<layout width=\"100\"><stack><box/><box width=\"10\" height=\"10\"/></stack></layout>\n")
        let loud = try assertBothRoutesAgree([warned])
        XCTAssertEqual(loud.status, 0)
        XCTAssertTrue(loud.stderr.contains("warning:"), loud.stderr)
        let quiet = try assertBothRoutesAgree(["-q", warned])
        XCTAssertFalse(quiet.stderr.contains("warning:"), quiet.stderr)
        XCTAssertEqual(try assertBothRoutesAgree([warned, "--warnings-as-errors"]).status, 1)

        let broken = try write("broken.xml", "<layout width=\"100\"><box flexGrow2=\"1\"/></layout>\n")
        let failed = try assertBothRoutesAgree([broken, example])
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.stderr.contains("error: unknown attribute 'flexGrow2'"), failed.stderr)
        XCTAssertTrue(failed.stderr.contains("2 files checked"), failed.stderr)
        XCTAssertEqual(try assertBothRoutesAgree([folder.appendingPathComponent("missing.xml").path]).status, 1)
    }

    func testMachineReadableFormatsFoldersJobsAndStandardInput() throws {
        let broken = try write("broken.xml", "<layout width=\"100\"><box flexGrow2=\"1\"/></layout>\n")
        for format in ["json", "sarif", "text"] {
            let r = try assertBothRoutesAgree(["--format", format, broken])
            XCTAssertEqual(r.status, 1)
            if format != "text" { XCTAssertTrue(r.stdout.contains("flexGrow2"), r.stdout) }
        }
        _ = try write("card.xml", try String(contentsOfFile: example, encoding: .utf8))
        let all = try assertBothRoutesAgree([folder.path, "-j", "2"])
        XCTAssertTrue(all.stderr.contains("2 files checked"), all.stderr)
        let piped = try assertBothRoutesAgree(["-"], stdin: try String(contentsOfFile: example, encoding: .utf8))
        XCTAssertEqual(piped.status, 0, piped.stderr)
    }

    func testHugeAndTimings() throws {
        let deep = try write("deep.xml", "<layout width=\"10\">" + String(repeating: "<wrapper>", count: 300)
            + "<box width=\"1\" height=\"1\"/>" + String(repeating: "</wrapper>", count: 300) + "</layout>\n")
        XCTAssertEqual(try assertBothRoutesAgree([deep]).status, 1)
        XCTAssertEqual(try assertBothRoutesAgree([deep, "--huge"]).status, 0)
        let short = try assertTimingsListTheSamePhases([example])
        XCTAssertTrue(short.stderr.contains("validate"), short.stderr)
    }

    /// Lines the short route leaves to ArgumentParser, with its messages.
    func testUsageErrorsKeepArgumentParsersMessages() throws {
        for (arguments, message) in [([example, "--jobs", "0"], "--jobs '0'"),
                                     ([example, "--format", "xml"], "xml"),
                                     ([example, "--quiet", "-q"], ""),
                                     ([example, "--bogus"], "--bogus")] {
            let r = try assertBothRoutesAgree(arguments)
            XCTAssertEqual(r.status == 0, message.isEmpty, "\(arguments): \(r.stderr)")
            XCTAssertTrue(message.isEmpty || r.stderr.contains(message), "\(arguments): \(r.stderr)")
        }
        let none = try runXMLLayout(["validate"])
        XCTAssertEqual(none.status, 64, none.stderr)
    }
}
