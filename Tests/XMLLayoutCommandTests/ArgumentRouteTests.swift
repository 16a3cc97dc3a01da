import ArgumentParser
import XCTest
@testable import xmllayout

/// `FastArguments` reads the commonest `render` and `validate` lines without
/// swift-argument-parser (start-up). Generated lines: whatever it accepts,
/// ArgumentParser accepts too and makes the same job of; the documented
/// common lines are the ones it accepts.
final class ArgumentRouteTests: XCTestCase {
    /// Words the short route knows, and some it must leave to ArgumentParser.
    private static let renderWords: [[String]] = [
        ["a.xml"], ["b.xml"], ["-"], ["dir/"], ["--format", "json"], ["--format", "svg"], ["-f", "tree"],
        ["--format=ascii"], ["-f", "ansi"], ["--format", "bogus"], ["--format"], ["-o", "out.json"], ["--output", "x.svg"],
        ["-o", ""], ["--output-dir", "out"], ["--output-dir", ""], ["--jobs", "2"], ["-j", "0"], ["-j", "4096"],
        ["--jobs", "x"], ["--compact"], ["--quiet"], ["-q"], ["--huge"], ["--timings"], ["--labels", "auto"],
        ["--width", "320"], ["-o", "-x"], ["--color", "never"], ["-qf", "json"],
    ]
    private static let validateWords: [[String]] = [
        ["a.xml"], ["b.xml"], ["-"], ["dir/"], ["--format", "json"], ["--format", "sarif"], ["--format", "text"],
        ["--format", "tree"], ["--jobs", "3"], ["-j", "0"], ["--warnings-as-errors"], ["--quiet"], ["-q"], ["--huge"],
        ["--timings"], ["--color", "auto"], ["--fix"], ["--set", "a=1"],
    ]

    func testGeneratedRenderLinesGiveTheSameJobBothWays() throws {
        let (fast, both) = compare(Self.renderWords, seed: 0x5EED_0001) { line in
            (FastArguments.renderJob(["xmllayout", "render"] + line),
             ((try? XMLLayoutCommand.parseAsRoot(["render"] + line)) as? Render)?.job)
        }
        // Not a test that could pass with the short route never taken.
        XCTAssertGreaterThan(fast, 20)
        XCTAssertGreaterThan(both, fast)
    }

    func testGeneratedValidateLinesGiveTheSameJobBothWays() throws {
        let (fast, both) = compare(Self.validateWords, seed: 0x5EED_0002) { line in
            (FastArguments.validateJob(["xmllayout", "validate"] + line),
             ((try? XMLLayoutCommand.parseAsRoot(["validate"] + line)) as? Validate).flatMap {
                 $0.fixing.isRequested ? nil : $0.job
             })
        }
        XCTAssertGreaterThan(fast, 20)
        XCTAssertGreaterThan(both, fast)
    }

    /// The lines the documentation gives, and the benchmarks run: the short route.
    func testTheDocumentedCommonLinesTakeTheShortRoute() {
        let lines = [
            "render Layouts/examples/post-header.xml", "render card.xml --format json", "render card.xml -f tree",
            "render card.xml --format svg -o card.svg", "render big.xml --format json --compact", "render - --format json",
            "render Layouts/ --format json --output-dir out/", "render a.xml b.xml --output-dir out --jobs 4",
            "render card.xml --format json --huge", "render card.xml --timings --format json -q",
            "validate Layouts/examples/card.xml", "validate a.xml b.xml", "validate Layouts/", "validate card.xml --format sarif",
            "validate --warnings-as-errors card.xml", "validate card.xml --huge --timings -j 2",
        ]
        for line in lines {
            XCTAssertNotNil(Main.fastJob(["xmllayout"] + line.split(separator: " ").map(String.init)), line)
        }
        // And lines it leaves to ArgumentParser.
        for line in ["render card.xml --width 320", "render --help", "validate --fix card.xml", "schema", "render"] {
            XCTAssertNil(Main.fastJob(["xmllayout"] + line.split(separator: " ").map(String.init)), line)
        }
    }

    /// Lines of a file and 0–4 groups of `words`, in random order (seeded:
    /// the same every run; 250 of them, as ArgumentParser is slow in a
    /// debug build). Each line the short route accepts must parse the long way
    /// to an equal job. Returns how many the short route took, and how many
    /// ArgumentParser accepted.
    private func compare<Job: Equatable>(_ words: [[String]], seed: UInt64,
                                         _ both: ([String]) -> (fast: Job?, parsed: Job?)) -> (fast: Int, parsed: Int) {
        var random = seed
        func next(_ bound: Int) -> Int {
            random = random &* 6364136223846793005 &+ 1442695040888963407
            return Int((random >> 33) % UInt64(bound))
        }
        var fast = 0, parsed = 0
        for _ in 0..<250 {
            let line = [["a.xml", "b.xml", "-"][next(3)]] + (0..<next(5)).flatMap { _ in words[next(words.count)] }
            let (short, long) = both(line)
            if long != nil { parsed += 1 }
            guard let short else { continue }
            fast += 1
            XCTAssertEqual(short, long, line.joined(separator: " "))
        }
        return (fast, parsed)
    }
}
