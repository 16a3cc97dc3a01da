import Foundation
@testable import ImageDecoding
import XCTest

final class ImageDecoderTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fixtures = root.appendingPathComponent("Fixtures").path
    static let examples = root.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Layouts/examples/images").path

    private func decode(_ path: String, limits: ImageLimits = .standard) throws -> DecodedImage {
        try ImageDecoder.decodeFile(atPath: path, limits: limits).get()
    }

    private func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }

    // MARK: Formats

    func testPNGDecodesToTheScriptsPixels() throws {
        let image = try decode(Self.examples + "/kitten.png")
        XCTAssertEqual(image.format, .png)
        XCTAssertEqual([image.width, image.height], [120, 80])
        XCTAssertEqual(image.pixels.count, 120 * 80 * 4)
        // Top-left: the gradient's top colour (255, 183, 77), opaque.
        XCTAssertEqual(Array(image.pixels[0..<4]), [255, 183, 77, 255])
        XCTAssertEqual(image.fileBytes, try bytes(Self.examples + "/kitten.png"))
    }

    func testGIFFirstFrameEqualsTheReferencePNG() throws {
        let gif = try decode(Self.examples + "/avatar.gif")
        let reference = try decode(Self.fixtures + "/avatar-reference.png")
        XCTAssertEqual(gif.format, .gif)
        XCTAssertEqual([gif.width, gif.height], [88, 88])
        XCTAssertEqual(gif.pixels, reference.pixels)
    }

    func testInterlacedGIFGivesTheSamePicture() throws {
        let interlaced = try decode(Self.fixtures + "/avatar-interlaced.gif")
        let reference = try decode(Self.fixtures + "/avatar-reference.png")
        XCTAssertEqual(interlaced.pixels, reference.pixels)
    }

    func testJPEGDecodesCloseToItsSource() throws {
        let jpeg = try decode(Self.examples + "/coast.jpg")
        let source = try decode(Self.fixtures + "/coast-reference.png")
        XCTAssertEqual(jpeg.format, .jpeg)
        XCTAssertEqual([jpeg.width, jpeg.height], [300, 160])
        var total = 0, worst = 0
        for i in 0..<jpeg.pixels.count {
            let d = abs(Int(jpeg.pixels[i]) - Int(source.pixels[i]))
            total += d
            worst = max(worst, d)
        }
        let mean = Double(total) / Double(jpeg.pixels.count)
        XCTAssertLessThan(mean, 3, "mean channel error")
        XCTAssertTrue(stride(from: 3, to: jpeg.pixels.count, by: 4).allSatisfy { jpeg.pixels[$0] == 255 }, "opaque")
    }

    func testGIFTransparentIndexIsTransparent() throws {
        // 2×1, palette [red, blue], graphic control extension: index 1 transparent.
        var gif = Array("GIF89a".utf8) + [2, 0, 1, 0, 0x80, 0, 0] + [255, 0, 0, 0, 0, 255]
        gif += [0x21, 0xF9, 4, 1, 0, 0, 1, 0]
        gif += [0x2C, 0, 0, 0, 0, 2, 0, 1, 0, 0]
        // LZW, min code size 2: clear(4), 0, 1, end(5) in 3-bit codes.
        gif += [2, 2, 0b0100_0100, 0b0000_1010, 0, 0x3B]
        let image = try ImageDecoder.decode(gif).get()
        XCTAssertEqual(image.pixels, [255, 0, 0, 255, 0, 0, 0, 0])
    }

    // MARK: Bad input: an error value, never a crash

    func testCorruptPNGIsAnError() throws {
        var png = try bytes(Self.examples + "/kitten.png")
        for i in 40..<png.count - 12 { png[i] ^= 0x5A } // scramble the IDAT data
        guard case .failure(.corrupt(.png, let why)) = ImageDecoder.decode(png) else {
            return XCTFail("expected a corrupt PNG")
        }
        XCTAssertFalse(why.isEmpty)
        let truncated = Array(try bytes(Self.examples + "/kitten.png").prefix(60))
        guard case .failure(.corrupt(.png, _)) = ImageDecoder.decode(truncated) else { return XCTFail("truncated PNG") }
    }

    func testCorruptJPEGIsAnErrorOrAPicture() throws {
        let jpeg = try bytes(Self.examples + "/coast.jpg")
        // Header only: libjpeg's error_exit must come back as an error value.
        guard case .failure(.corrupt(.jpeg, let why)) = ImageDecoder.decode(Array(jpeg.prefix(200))) else {
            return XCTFail("expected a corrupt JPEG")
        }
        XCTAssertFalse(why.isEmpty)
        // A broken frame header: an error, not a crash.
        var broken = jpeg
        if let sof = (0..<broken.count - 1).first(where: { broken[$0] == 0xFF && broken[$0 + 1] == 0xC0 }) {
            broken[sof + 4] = 0 // precision 0
        }
        guard case .failure = ImageDecoder.decode(broken) else { return XCTFail("bad precision accepted") }
        // Scrambled scan data: libjpeg may recover (a warning, silenced) or fail; either way no crash.
        var scrambled = jpeg
        for i in 400..<(scrambled.count - 2) where i % 7 == 0 { scrambled[i] = 0xFF }
        _ = ImageDecoder.decode(scrambled)
    }

    func testCorruptGIFIsAnError() throws {
        let gif = try bytes(Self.examples + "/avatar.gif")
        guard case .failure(.corrupt(.gif, _)) = ImageDecoder.decode(Array(gif.prefix(20))) else {
            return XCTFail("short GIF")
        }
        var badCode = Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
        badCode += [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 1, 0b0000_0111, 0, 0x3B] // code 7 first: impossible
        guard case .failure(.corrupt(.gif, _)) = ImageDecoder.decode(badCode) else { return XCTFail("bad LZW code") }
    }

    func testTruncatedGIFShowsItsTopOrIsAnError() throws {
        let gif = try bytes(Self.examples + "/avatar.gif")
        let whole = try ImageDecoder.decode(gif).get()
        // Cut inside the first data block: the rows that arrived show (as
        // browsers show them), the rest is transparent.
        let half = try ImageDecoder.decode(Array(gif.prefix(gif.count / 2))).get()
        XCTAssertEqual([half.width, half.height], [whole.width, whole.height])
        XCTAssertEqual(Array(half.pixels.prefix(whole.width * 4)), Array(whole.pixels.prefix(whole.width * 4)), "the first row")
        XCTAssertEqual(half.pixels.last, 0, "the last pixel did not arrive")
        // Cut before the first pixel: nothing to show is an error, not a blank picture.
        let descriptor = try XCTUnwrap(gif.firstIndex(of: 0x2C))
        guard case .failure(.corrupt(.gif, _)) = ImageDecoder.decode(Array(gif.prefix(descriptor + 12))) else {
            return XCTFail("a GIF cut before its first pixel decodes")
        }
    }

    func testRandomBytesNeverCrash() {
        var generator = SystemRandomNumberGenerator()
        let prefixes: [[UInt8]] = [[0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], [0xFF, 0xD8, 0xFF], Array("GIF89a".utf8)]
        for round in 0..<300 {
            let body = (0..<Int.random(in: 0..<400, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = ImageDecoder.decode(prefixes[round % 3] + body)
        }
    }

    func testUnknownFormat() {
        XCTAssertEqual(ImageDecoder.decode(Array("<svg/>".utf8)).failure, .unknownFormat)
    }

    // MARK: Files and limits

    func testOnlyRegularFilesAreOpened() throws {
        let dir = NSTemporaryDirectory() + "image-decoding-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = dir + "/fifo.png"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        // A FIFO with no writer would block open(); it must be refused instead.
        XCTAssertEqual(ImageDecoder.decodeFile(atPath: fifo).failure, .notARegularFile)
        XCTAssertEqual(ImageDecoder.decodeFile(atPath: dir).failure, .notARegularFile)
        XCTAssertEqual(ImageDecoder.decodeFile(atPath: "/dev/zero").failure, .notARegularFile)
        XCTAssertEqual(ImageDecoder.decodeFile(atPath: dir + "/missing.png").failure, .unreadable("no such file"))
        // A symlink to a regular file is followed.
        let link = dir + "/link.png"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: Self.examples + "/kitten.png")
        XCTAssertEqual(try decode(link).width, 120)
    }

    func testA20MegabyteFileIsRefusedUnread() throws {
        let path = NSTemporaryDirectory() + "big-\(getpid())-\(UUID().uuidString).png"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data([0x89, 0x50, 0x4E, 0x47])))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 20 * 1024 * 1024 + 1) // sparse: quick to make
        try handle.close()
        XCTAssertEqual(ImageDecoder.decodeFile(atPath: path).failure,
                       .fileTooLarge(bytes: 20 * 1024 * 1024 + 1, limit: 20 * 1024 * 1024))
    }

    func testPixelLimit() throws {
        let limits = ImageLimits(maximumPixels: 1000)
        XCTAssertEqual(ImageDecoder.decodeFile(atPath: Self.examples + "/kitten.png", limits: limits).failure,
                       .tooManyPixels(width: 120, height: 80, limit: 1000))
        XCTAssertEqual(ImageDecoder.decodeFile(atPath: Self.examples + "/coast.jpg", limits: limits).failure,
                       .tooManyPixels(width: 300, height: 160, limit: 1000))
        // A GIF header claiming 65535 × 65535 pixels is refused before any allocation.
        let huge = Array("GIF89a".utf8) + [0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0x3B]
        XCTAssertEqual(ImageDecoder.decode(huge).failure, .tooManyPixels(width: 65535, height: 65535, limit: 50_000_000))
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let e) = self { return e }
        return nil
    }
}
