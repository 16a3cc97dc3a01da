import XCTest
@testable import XMLLayout
import ImageDecoding

final class ImageHeaderTests: XCTestCase {
    static func png(width: Int, height: Int) -> [UInt8] {
        func be(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xff), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + Array("IHDR".utf8) + be(width) + be(height)
            + [8, 2, 0, 0, 0] + [0, 0, 0, 0]
    }

    func dims(_ b: [UInt8]) -> [Int]? { ImageHeader.pixelSize(of: b).map { [$0.width, $0.height] } }

    func testPNG() {
        XCTAssertEqual(dims(Self.png(width: 640, height: 480)), [640, 480])
    }

    func testGIF() {
        let gif = Array("GIF89a".utf8) + [0x58, 0x00, 0x2C, 0x01] + [0, 0, 0]
        XCTAssertEqual(dims(gif), [88, 300])
    }

    func testJPEGSkipsSegmentsToTheFrameHeader() {
        let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14)
        let sof0: [UInt8] = [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03] + Array(repeating: 0, count: 9)
        XCTAssertEqual(dims([0xFF, 0xD8] + app0 + sof0), [640, 480])
    }

    func testOtherBytesAreNotImages() {
        XCTAssertNil(ImageHeader.pixelSize(of: Array("hello world, this is text".utf8)))
        XCTAssertNil(ImageHeader.pixelSize(of: []))
        XCTAssertNil(ImageHeader.pixelSize(of: [0xFF, 0xD8, 0xFF]))
    }

    func testTheExampleImagesAreReadable() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let dir = root.appendingPathComponent("Layouts/examples/images")
        let kitten = try? ImageHeader.pixelSize(ofFileAt: dir.appendingPathComponent("kitten.png").path).get()
        XCTAssertEqual(kitten.map { [$0.width, $0.height] }, [120, 80])
        let avatar = try? ImageHeader.pixelSize(ofFileAt: dir.appendingPathComponent("avatar.gif").path).get()
        XCTAssertEqual(avatar.map { [$0.width, $0.height] }, [88, 88])
    }
}

/// Issue 7: an `<image src>` naming a FIFO froze the CLI in open().
final class ImageHeaderFileTests: XCTestCase {
    func testOnlyRegularFilesAreOpened() throws {
        let dir = try TemporaryDirectory()
        let fifo = dir.url.appendingPathComponent("pipe.png").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        guard case .failure(.unreadable(let why)) = ImageHeader.pixelSize(ofFileAt: fifo) else { return XCTFail("FIFO") }
        XCTAssertTrue(why.hasSuffix("not a regular file"), why)
        guard case .failure(.unreadable("it is a directory")) = ImageHeader.pixelSize(ofFileAt: dir.url.path) else {
            return XCTFail("directory")
        }
        guard case .failure(.unreadable(let device)) = ImageHeader.pixelSize(ofFileAt: "/dev/zero"),
              device.hasSuffix("not a regular file") else { return XCTFail("device") }
        guard case .failure(.unreadable("no such file")) = ImageHeader.pixelSize(ofFileAt: fifo + ".missing") else {
            return XCTFail("missing")
        }
        let png = try dir.write("ok.png", ImageHeaderTests.png(width: 3, height: 2))
        guard case .success(let size) = ImageHeader.pixelSize(ofFileAt: png) else { return XCTFail("regular file") }
        XCTAssertEqual([size.width, size.height], [3, 2])
    }
}
