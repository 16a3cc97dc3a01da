import XCTest
@testable import XMLLayout

/// `--timings`' figures: a phase that never ran stays apart from one that
/// took no time, runs add up phase by phase, and the table lists every
/// phase in order.
final class PhaseTimingsTests: XCTestCase {
    func testAPhaseThatDidNotRunHasNoSeconds() {
        var t = PhaseTimings()
        for phase in PhaseTimings.Phase.allCases { XCTAssertNil(t.seconds[phase], "\(phase)") }
        XCTAssertTrue(t.seconds.isEmpty)
        t.add(.validate, seconds: 0)
        XCTAssertEqual(t.seconds[.validate], 0)
        XCTAssertNil(t.seconds[.parse])
        XCTAssertFalse(t.seconds.isEmpty)
        XCTAssertNotEqual(t, PhaseTimings(), "a phase that took 0 s still ran")
        XCTAssertEqual(PhaseTimings(), PhaseTimings())
    }

    func testRunsAddUpPhaseByPhase() {
        var a = PhaseTimings(), b = PhaseTimings()
        a.add(.read, seconds: 0.5)
        a.add(.read, seconds: 0.25)
        a.add(.write, seconds: 2)
        b.add(.read, seconds: 1)
        b.add(.layout, seconds: 0.125)
        a.elementCount = 3
        b.elementCount = 4
        a.merge(b)
        XCTAssertEqual(a.seconds[.read], 1.75)
        XCTAssertEqual(a.seconds[.layout], 0.125)
        XCTAssertEqual(a.seconds[.write], 2)
        XCTAssertNil(a.seconds[.parse])
        XCTAssertEqual(a.seconds.phases.map(\.phase), [.read, .layout, .write])
        XCTAssertEqual(a.seconds.values, [1.75, 0.125, 2])
        XCTAssertEqual(a.totalSeconds, 3.875)
        XCTAssertEqual(a.elementCount, 7)
    }

    func testTheTableListsEveryPhaseInOrder() {
        var t = PhaseTimings()
        t.add(.parse, seconds: 0.003)
        t.add(.layout, seconds: 0.001)
        t.elementCount = 12
        let lines = t.table().split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.map { $0.split(separator: " ").first.map(String.init) ?? "" },
                       ["phase", "read", "parse", "validate", "expand", "build", "layout", "render", "write", "total", "elements"])
        XCTAssertEqual(lines[2].split(separator: " ").map(String.init), ["parse", "3.00", "75.0"])
        XCTAssertEqual(lines[1].split(separator: " ").map(String.init), ["read", "-", "-"])
        XCTAssertEqual(lines.last, "elements 12")
    }
}
