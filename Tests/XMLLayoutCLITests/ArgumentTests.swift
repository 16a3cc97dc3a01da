#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import XCTest
import _XMLLayoutTestSupport

/// Every command-line argument is checked before any work: a clear message
/// naming the option and the value, exit status 64 (usage), nothing on
/// stdout, and never a trap (`--min infx0` used to crash formatting its own
/// message).
final class ArgumentTests: XCTestCase {
    let example = XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts/examples/post-header.xml").path

    func assertUsageError(_ arguments: [String], _ expected: String, command: String = "render",
                          file: StaticString = #filePath, line: UInt = #line) throws {
        let r = try runXMLLayout([command, example] + arguments, timeout: 20)
        XCTAssertEqual(r.status, 64, "\(arguments): \(r.stderr)", file: file, line: line)
        XCTAssertEqual(r.stdout, "", file: file, line: line)
        XCTAssertTrue(r.stderr.contains(expected), "\(arguments): stderr lacks \(expected):\n\(r.stderr)", file: file, line: line)
        XCTAssertFalse(r.stderr.contains("Missing value"), "\(arguments): \(r.stderr)", file: file, line: line)
    }

    func testSizesOutOfRange() throws {
        try assertUsageError(["--min", "infx0", "--max", "1x1"], "--min 'infx0' must be a finite number of points")
        try assertUsageError(["--width", "-5"], "--width '-5' must not be negative")
        try assertUsageError(["--width", "0"], "--width '0' must be greater than 0")
        try assertUsageError(["--height", "-0"], "--height '-0' must be greater than 0")
        try assertUsageError(["--height", "9999999.9"], "--height '9999999.9' is too large")
        try assertUsageError(["--height", "10000000"], "--height '10000000' is too large")
        try assertUsageError(["--width", "1e308"], "--width '1e308' is too large")
        try assertUsageError(["--width", "inf"], "--width 'inf' must be a finite number of points")
        try assertUsageError(["--width", "nan"], "--width 'nan' is not a number")
        try assertUsageError(["--max", "nanx5"], "--max 'nanx5' is not a number")
        try assertUsageError(["--max", "-1xinf"], "--max '-1xinf' must not be negative")
        try assertUsageError(["--max", "10x-inf"], "--max '10x-inf' must be a finite number of points or inf")
        try assertUsageError(["--min", "20000000x0"], "--min '20000000x0' is too large")
        try assertUsageError(["--min", "300x0", "--max", "200x100"], "--min 300x0 is larger than --max 200x100")
        try assertUsageError(["--width", "abc"], "'abc' is invalid for '--width <points>'")
        try assertUsageError(["--max", "320"], "'320' is invalid for '--max <WxH>'")
        try assertUsageError(["--width", "-5"], "must not be negative", command: "watch")
    }

    func testZoomColumnsFormatAndOutput() throws {
        try assertUsageError(["--zoom", "0"], "--zoom '0' must be a number of points per column greater than 0")
        try assertUsageError(["--zoom", "-1"], "--zoom '-1' must be")
        try assertUsageError(["--zoom", "inf"], "--zoom 'inf' must be")
        try assertUsageError(["--zoom", "nan"], "--zoom 'nan' must be")
        try assertUsageError(["--zoom", "1e300"], "--zoom '1e300' must be")
        try assertUsageError(["--zoom", "-2"], "--zoom '-2' must be", command: "watch")
        try assertUsageError(["--columns", "-5"], "--columns '-5' must be between 1 and 10000")
        try assertUsageError(["--columns", "0"], "--columns '0' must be between 1 and 10000")
        try assertUsageError(["--columns", "99999999999999999999"], "invalid for '--columns <n>'")
        try assertUsageError(["--format", "gif"], "'gif' is invalid for '--format")
        try assertUsageError(["--scale", "4"], "'4' is invalid for '--scale")
        try assertUsageError(["--look", "pretty"], "'pretty' is invalid for '--look")
        try assertUsageError(["--look", "device"], "--look and --scale choose how render draws", command: "watch")
        try assertUsageError(["--color", "sometimes"], "'sometimes' is invalid for '--color")
        try assertUsageError(["--output", ""], "--output needs a file name")
    }

    func testValuesAtTheLimitsAreAccepted() throws {
        for arguments in [["--width", "9999999"], ["--max", "10xinf"], ["--min", "-0x0"], ["--zoom", "0.5", "--columns", "10000"],
                          ["--width", "0.5"]] {
            let r = try runXMLLayout(["render", example, "--format", "tree"] + arguments, timeout: 20)
            XCTAssertEqual(r.status, 0, "\(arguments): \(r.stderr)")
            XCTAssertTrue(r.stdout.hasPrefix("size "), r.stdout)
            XCTAssertFalse(r.stderr.contains("not finite"), "\(arguments): \(r.stderr)")
        }
    }

    /// A few dozen argument vectors from a fixed seed (Tools/fuzz-args.py
    /// runs thousands): whatever the mix, the tool exits 0, 1 or 64, never
    /// by a signal or a timeout.
    func testMixedArgumentVectorsNeverCrash() throws {
        var rng = SplitMix(seed: 7)
        let options = ["--width", "--height", "--min", "--max", "--zoom", "--columns", "--format", "--color", "-o", "--quiet"]
        let numbers = ["0", "-0", "-5", "1", "320", "inf", "-inf", "nan", "1e308", "9999999.9", "9999999", "0.25", "abc", ""]
        let sizes = ["0x0", "infx0", "320xinf", "nanx1", "-1x-1", "1e308x1", "x", "10x", "1x1x1", "320X480"]
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("xmllayout-args-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        XCTAssertEqual(mkfifo(dir.path + "/fifo", 0o600), 0)
        let out = dir.path + "/out.txt"
        XCTAssertTrue(FileManager.default.createFile(atPath: out, contents: Data("old".utf8), attributes: [.posixPermissions: 0o640]))
        for _ in 0..<40 {
            var arguments = ["render", example]
            for _ in 0..<rng.next(3) + 1 {
                let option = options[rng.next(options.count)]
                arguments.append(option)
                switch option {
                case "--min", "--max": arguments.append(sizes[rng.next(sizes.count)])
                case "--format": arguments.append(["ansi", "tree", "json", "svg", "ascii", "png"][rng.next(6)])
                case "--color": arguments.append(["auto", "always", "never", "x"][rng.next(4)])
                case "-o": arguments.append([dir.path, dir.path + "/out.txt", dir.path + "/missing/out.txt", dir.path + "/fifo"][rng.next(4)])
                case "--quiet": break
                default: arguments.append(numbers[rng.next(numbers.count)])
                }
            }
            let r = try runXMLLayout(arguments, timeout: 30)
            XCTAssertTrue([0, 1, 64].contains(r.status), "\(arguments): status \(r.status)\n\(r.stderr)")
            XCTAssertFalse(r.stderr.contains("killed after"), "\(arguments) hung")
            if r.status == 64 { XCTAssertEqual(r.stdout, "", "\(arguments)") }
            var info = stat()
            XCTAssertEqual(lstat(dir.path + "/fifo", &info), 0)
            XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "\(arguments) replaced the FIFO")
            XCTAssertEqual(lstat(out, &info), 0)
            XCTAssertEqual(info.st_mode & 0o7777, 0o640, "\(arguments) reset the mode")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0 != "out.txt" && $0 != "fifo" }
        XCTAssertEqual(left, [], "no temporary files left behind")
    }
}

/// A small deterministic generator (SplitMix64) so the mixed-vector test is
/// the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
