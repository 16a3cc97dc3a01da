import Foundation
import XCTest

/// Compares `text` with a golden file kept beside the test file:
/// `<folder of the test file>/Snapshots/<name>.<pathExtension>`, where the
/// name defaults to the test method's (`testCard()` → `testCard`).
///
/// - A missing snapshot is recorded, and the test fails saying so (so a
///   forgotten snapshot cannot pass silently in CI).
/// - With `RECORD_SNAPSHOTS=1` in the environment every snapshot is
///   re-recorded, and each test fails saying so; run again without it.
/// - A mismatch fails with a line diff (`assertEqualLines`).
///
/// Files end with one newline, which is not part of the compared text.
public func assertSnapshot(_ text: String, named name: String? = nil, pathExtension: String = "txt",
                           file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
    let url = snapshotURL(named: name ?? snapshotName(testName), pathExtension: pathExtension, file: file)
    let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"].map { $0 != "" && $0 != "0" } ?? false
    let existing = try? String(contentsOf: url, encoding: .utf8)

    if recording || existing == nil {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try (text + "\n").write(to: url, atomically: true, encoding: .utf8)
            XCTFail("Recorded snapshot \(url.lastPathComponent) at \(url.path)"
                    + (recording ? " (RECORD_SNAPSHOTS is set; run again without it)" : "; run the test again"),
                    file: file, line: line)
        } catch {
            XCTFail("Could not record snapshot at \(url.path): \(error)", file: file, line: line)
        }
        return
    }
    var expected = existing!
    if expected.hasSuffix("\n") { expected.removeLast() }
    assertEqualLines(text, expected, "Snapshot \(url.lastPathComponent) does not match "
                     + "(set RECORD_SNAPSHOTS=1 to re-record if the change is intended)", file: file, line: line)
}

/// `Snapshots/<name>.<ext>` in the folder of the file `file` (a `#filePath`).
public func snapshotURL(named name: String, pathExtension: String, file: StaticString = #filePath) -> URL {
    URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
        .appendingPathComponent("Snapshots")
        .appendingPathComponent(name + "." + pathExtension)
}

/// `testCard()` → `testCard`; any character unsafe in a file name becomes `_`.
func snapshotName(_ testName: String) -> String {
    var name = testName
    if let paren = name.firstIndex(of: "(") { name = String(name[..<paren]) }
    let safe = name.map { c -> Character in
        c.isLetter || c.isNumber || c == "_" || c == "-" || c == "." ? c : "_"
    }
    return safe.isEmpty ? "snapshot" : String(safe)
}
