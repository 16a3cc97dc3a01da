import Foundation
import TextureLayout
import XCTest

/// The UIKit types TextureLayout defines where UIKit is absent.
final class UIKitStandInTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("texture-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func write(_ name: String, _ bytes: [UInt8]) -> String {
        let url = directory.appendingPathComponent(name)
        FileManager.default.createFile(atPath: url.path, contents: Data(bytes))
        return url.path
    }

    func png(_ w: UInt32, _ h: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + be(w) + be(h) + [8, 6, 0, 0, 0]
    }

    func testImageSizesFromHeaders() throws {
        XCTAssertEqual(UIImage(contentsOfFile: write("a.png", png(300, 200)))?.size, CGSize(width: 300, height: 200))
        let gif = Array("GIF89a".utf8) + [0x58, 0x00, 0x2C, 0x01] + [0, 0, 0]
        XCTAssertEqual(UIImage(contentsOfFile: write("b.gif", gif))?.size, CGSize(width: 88, height: 300))
        // JPEG: SOI, an APP0 segment, then SOF0 with height 0x0120 and width 0x0340.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46,
                             0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0x20, 0x03, 0x40, 0x03, 0, 0, 0, 0]
        XCTAssertEqual(UIImage(contentsOfFile: write("c.jpg", jpeg))?.size, CGSize(width: 832, height: 288))
        XCTAssertNil(UIImage(contentsOfFile: write("d.txt", Array("not an image".utf8))))
        XCTAssertNil(UIImage(contentsOfFile: directory.appendingPathComponent("missing.png").path))
    }

    func testImageNamedSearchesDirectoriesAndReadsTheScaleSuffix() throws {
        _ = write("icon@2x.png", png(88, 88))
        _ = write("plain.png", png(10, 20))
        let saved = UIImage.searchDirectories
        defer { UIImage.searchDirectories = saved }
        UIImage.searchDirectories = ["/nonexistent", directory.path]
        let icon = try XCTUnwrap(UIImage(named: "icon@2x.png"))
        XCTAssertEqual(icon.size, CGSize(width: 44, height: 44))
        XCTAssertEqual(icon.scale, 2)
        XCTAssertEqual(UIImage(named: "plain.png")?.size, CGSize(width: 10, height: 20))
        XCTAssertNil(UIImage(named: "absent.png"))
        let rescaled = UIImage(cgImage: try XCTUnwrap(UIImage(named: "plain.png")?.cgImage), scale: 2, orientation: .up)
        XCTAssertEqual(rescaled.size, CGSize(width: 5, height: 10))
        XCTAssertEqual(UIImage(data: Data(png(30, 40)), scale: 2)?.size, CGSize(width: 15, height: 20))
    }

    /// Issue 34: generated code names images by asset name; the stand-in
    /// finds `images/ava@2x.png` below a searched directory as `ava`.
    func testImageNamedFindsAnAssetByNameBelowTheDirectories() throws {
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("images"), withIntermediateDirectories: true)
        _ = write("images/ava@2x.png", png(88, 88))
        let saved = UIImage.searchDirectories
        defer { UIImage.searchDirectories = saved }
        UIImage.searchDirectories = [directory.path]
        let ava = try XCTUnwrap(UIImage(named: "ava"))
        XCTAssertEqual(ava.size, CGSize(width: 44, height: 44))
        XCTAssertNil(UIImage(named: "absent"))
    }

    func testColorsFontsAndInsets() {
        XCTAssertEqual(UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(UIColor.brown, UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1))
        XCTAssertEqual(UIColor.cyan.cgColor.components, [0, 1, 1, 1])
        XCTAssertEqual(UIColor(white: 0.5, alpha: 1), UIColor.gray)
        XCTAssertEqual(UIFont.systemFont(ofSize: 13).pointSize, 13)
        XCTAssertEqual(UIFont.buttonFontSize, 18)
        XCTAssertEqual(UIEdgeInsets.zero, UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(UIEdgeInsetsMake(1, 2, 3, 4).right, 4)
        let s = NSAttributedString(string: "x", attributes: [.font: UIFont.systemFont(ofSize: 9), .foregroundColor: UIColor.blue])
        XCTAssertEqual((s.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize, 9)
        XCTAssertEqual(UIControl.State.normal.rawValue, 0)
        XCTAssertEqual(UIImage.as_resizableRoundedImage(withCornerRadius: 1, cornerColor: .black, fill: .black).size,
                       CGSize(width: 3, height: 3))
    }
}

extension UIKitStandInTests {
    func testImageNamedAlsoLooksBesideTheCallingFile() throws {
        let saved = UIImage.searchDirectories
        defer { UIImage.searchDirectories = saved }
        UIImage.searchDirectories = []
        let caller = write("Generated.swift", [])
        _ = write("beside.png", png(12, 8))
        XCTAssertEqual(UIImage(named: "beside.png", callerFile: caller)?.size, CGSize(width: 12, height: 8))
        XCTAssertNil(UIImage(named: "beside.png"))
    }
}
