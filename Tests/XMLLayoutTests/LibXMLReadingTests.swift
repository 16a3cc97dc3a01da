import Foundation
import XCTest
@testable import XMLLayout

/// Reading files: every way a path can fail to be a layout file is a
/// diagnostic, never a crash, and a huge file is never read whole.
final class LibXMLReadingTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = try TemporaryFiles.directory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func failure(_ result: Result<LayoutSource, Diagnostic>, file: StaticString = #filePath, line: UInt = #line) -> Diagnostic? {
        guard case .failure(let diagnostic) = result else {
            XCTFail("expected a failure", file: file, line: line)
            return nil
        }
        return diagnostic
    }

    func testReadsAFile() throws {
        let path = try TemporaryFiles.write(Array("<a>é</a>\n".utf8), named: "ok.xml", in: directory)
        let source = try LayoutSourceLoader.read(path: path).get()
        XCTAssertEqual(source.path, path)
        XCTAssertEqual(source.text, "<a>é</a>\n")
        XCTAssertEqual(source.bytes, Array("<a>é</a>\n".utf8))
    }

    func testMissingFile() {
        let path = directory + "/nope.xml"
        let diagnostic = failure(LayoutSourceLoader.read(path: path))
        XCTAssertEqual(diagnostic, .error("no such file", id: DiagnosticID.fileNotFound, file: path))
        XCTAssertEqual(diagnostic?.description, "\(path): error: no such file [file-not-found]")
        XCTAssertEqual(failure(LayoutSourceLoader.read(path: directory + "/nope/deeper.xml"))?.message, "no such file")
    }

    func testDirectory() {
        XCTAssertEqual(
            failure(LayoutSourceLoader.read(path: directory)),
            .error("is a directory, not a layout file", id: DiagnosticID.fileUnreadable, file: directory))
    }

    func testNotARegularFile() {
        XCTAssertEqual(failure(LayoutSourceLoader.read(path: "/dev/null"))?.message, "is a character device, not a regular file")
    }

    func testUnreadableFile() throws {
        if getuid() != 0 {
            let path = try TemporaryFiles.write(Array("<a/>".utf8), named: "secret.xml", in: directory)
            chmod(path, 0)
            XCTAssertEqual(failure(LayoutSourceLoader.read(path: path))?.message, "cannot read file: permission denied")
        }
        // Root can open anything, but not read everything: /proc/self/mem is
        // a regular file whose first page is unmapped (read(2) fails with EIO
        // for every user), and like every file of /proc it is refused before
        // any read (issue 30: /proc/kmsg never ends). (Permission denied as
        // root: XMLLayoutCLITests drops privileges with setpriv.)
        #if os(Linux)
        XCTAssertEqual(failure(LayoutSourceLoader.read(path: "/proc/self/mem"))?.message, "is a file of /proc, not a regular file")
        #else
        if getuid() == 0 { throw XCTSkip("no file whose read fails for root on this system") }
        #endif
    }

    func testOversizedFileIsRefusedWithoutReadingIt() throws {
        let path = directory + "/huge.xml"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("<a>".utf8)))
        // A sparse file one byte over the limit: stat says too big, nothing is read.
        XCTAssertEqual(truncate(path, off_t(LayoutSourceLoader.maximumFileSize + 1)), 0)
        let start = Date()
        let diagnostic = failure(LayoutSourceLoader.read(path: path))
        XCTAssertEqual(diagnostic, .error(
            "file is too large (8388609 bytes; the limit is 8388608 bytes)", id: DiagnosticID.fileTooLarge, file: path,
            hint: "pass --huge to lift the limit (as xmllint --huge does); DTDs and external entities stay refused"))
        XCTAssertLessThan(Date().timeIntervalSince(start), 0.5)
        XCTAssertEqual(LayoutSourceLoader.maximumFileSize, 8 * 1024 * 1024)
    }

    func testFileAtTheLimitIsRead() throws {
        let head = Array("<a>".utf8), tail = Array("</a>".utf8)
        let bytes = head + [UInt8](repeating: 0x20, count: LayoutSourceLoader.maximumFileSize - head.count - tail.count) + tail
        let path = try TemporaryFiles.write(bytes, named: "big.xml", in: directory)
        XCTAssertEqual(try LayoutSourceLoader.read(path: path).get().bytes.count, LayoutSourceLoader.maximumFileSize)
    }

    /// Every byte, in order, whether the file fits one read or several, and
    /// when `stat` gives no size at all (the read buffer is sized by it).
    func testReadsEveryByteWhateverTheSizeAndTheReads() throws {
        for size in [1, 4095, 4096, 65_535, 65_536, 65_537, 200_003] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
            let path = try TemporaryFiles.write(bytes, named: "f\(size).bin", in: directory)
            XCTAssertEqual(try LayoutFileReader.readBytes(atPath: path, limit: 1 << 20).get(), bytes, "\(size) bytes")
            XCTAssertEqual(try LayoutFileReader.readPrefix(atPath: path, count: 100).get(), Array(bytes.prefix(100)))
            XCTAssertEqual(LayoutFileReader.readBytes(atPath: path, limit: size - 1), .failure(.tooLarge(size: size)))
        }
        #if os(Linux)
        // A "regular" file whose size `stat` gives as 0 is one of /proc's, refused (issue 30).
        XCTAssertEqual(LayoutFileReader.readBytes(atPath: "/proc/self/cmdline", limit: 1 << 20),
                       .failure(.notRegularFile(kind: "a file of /proc")))
        XCTAssertEqual(LayoutFileReader.readPrefix(atPath: "/proc/self/status", count: 100),
                       .failure(.notRegularFile(kind: "a file of /proc")))
        #endif
    }

    func testEmptyFile() throws {
        let path = try TemporaryFiles.write([], named: "empty.xml", in: directory)
        XCTAssertEqual(failure(LayoutSourceLoader.read(path: path)), .error("file is empty", id: DiagnosticID.fileEmpty, file: path))
    }

    func testNulByteIsLocated() throws {
        let path = try TemporaryFiles.write(Array("<a>\n  é".utf8) + [0] + Array("</a>".utf8), named: "nul.xml", in: directory)
        let diagnostic = failure(LayoutSourceLoader.read(path: path))
        XCTAssertEqual(diagnostic?.id, DiagnosticID.binaryFile)
        XCTAssertEqual(diagnostic?.location, SourceLocation(file: path, line: 2, column: 4))
        XCTAssertEqual(diagnostic?.message, "file contains a NUL byte; it looks like a binary file, not XML")
    }

    func testBinaryFile() throws {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]
        let diagnostic = failure(LayoutSourceLoader.decode(path: "image.png", bytes: png))
        XCTAssertTrue(diagnostic?.id == DiagnosticID.binaryFile || diagnostic?.id == DiagnosticID.notUTF8)
        XCTAssertNotNil(diagnostic?.location)
    }

    func testInvalidUTF8IsLocated() throws {
        // "é" in Latin-1 (0xE9) followed by ASCII is not UTF-8.
        let bytes = Array("<a>\n<b>caf".utf8) + [0xE9] + Array("</b></a>".utf8)
        let path = try TemporaryFiles.write(bytes, named: "latin1.xml", in: directory)
        let diagnostic = failure(LayoutSourceLoader.read(path: path))
        XCTAssertEqual(diagnostic, .error(
            "file is not valid UTF-8 (byte 0xE9 at offset 10)", id: DiagnosticID.notUTF8,
            at: SourceLocation(file: path, line: 2, column: 7), hint: "re-save the file as UTF-8"))
    }

    func testTruncatedAndOverlongSequences() {
        XCTAssertEqual(failure(LayoutSourceLoader.decode(path: "f", bytes: Array("<a>中".utf8.dropLast())))?.location?.column, 4)
        XCTAssertEqual(failure(LayoutSourceLoader.decode(path: "f", bytes: [0x3C, 0xC0, 0xAF]))?.id, DiagnosticID.notUTF8)
        XCTAssertEqual(failure(LayoutSourceLoader.decode(path: "f", bytes: [0xED, 0xA0, 0x80]))?.id, DiagnosticID.notUTF8, "surrogates")
    }

    func testUTF8ValidatorAgreesWithTheStandardLibrary() {
        let samples: [[UInt8]] = [
            Array("plain ascii".utf8), Array("é中😀\u{10FFFF}\u{FFFD}".utf8),
            [0xC1, 0xBF], [0xC2, 0x80], [0xE0, 0x9F, 0x80], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80],
            [0xEF, 0xBF, 0xBF], [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
            [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0x80], [0x61, 0xE4, 0xB8], [0xE4, 0x41, 0x80],
            [0xF0, 0x9F, 0x98], [0x61, 0xF0, 0x9F, 0x98, 0x80, 0x62],
        ]
        for bytes in samples {
            let valid = String(validating: bytes, as: UTF8.self) != nil
            XCTAssertEqual(SourceByteText.firstInvalidUTF8Offset(bytes) == nil, valid, "\(bytes)")
        }
        XCTAssertEqual(SourceByteText.firstInvalidUTF8Offset([0x61, 0x62, 0xE4, 0x41]), 2)
    }

    func testUTF16IsNamed() {
        let utf16: [UInt8] = [0xFF, 0xFE, 0x3C, 0x00, 0x61, 0x00]
        XCTAssertEqual(failure(LayoutSourceLoader.decode(path: "f", bytes: utf16))?.message, "file is UTF-16; layout files must be UTF-8")
    }

    func testDecodeChecksSizeToo() {
        let bytes = [UInt8](repeating: 0x20, count: LayoutSourceLoader.maximumFileSize + 1)
        XCTAssertEqual(failure(LayoutSourceLoader.decode(path: "f", bytes: bytes))?.id, DiagnosticID.fileTooLarge)
    }
}
