import Foundation
import LayoutEngine
import XCTest
import XMLLayout
@testable import XMLLayoutPreview

/// `watch --device …`: every save lays the file out at each device, side by
/// side, with the device names above the pictures.
final class WatchDevicesTests: XCTestCase {
    func testEverySaveLaysOutEveryDevice() throws {
        let dir = NSTemporaryDirectory() + "watch-devices-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/row.xml"
        func save(_ height: Int) throws {
            try "<layout><vstack><box debugName=\"bar\" height=\"\(height)\" backgroundColor=\"red\"/></vstack></layout>"
                .write(toFile: path, atomically: true, encoding: .utf8)
        }
        try save(40)
        var configuration = WatchConfiguration(path: path)
        configuration.devices = try DeviceSize.devices("iphone-se,ipad")
        let session = WatchSession(configuration: configuration, columns: 160, rows: 60)
        session.reload()
        let first = try XCTUnwrap(session.good)
        XCTAssertTrue(first.lines[0].contains("iphone-se 320 × 40 @2x"), first.lines[0])
        XCTAssertTrue(first.lines[0].contains("ipad 768 × 40 @2x"), first.lines[0])
        XCTAssertEqual(first.result.size, Size(320, 40), "the status line shows the first device")
        try save(80)
        session.reload()
        let second = try XCTUnwrap(session.good)
        XCTAssertTrue(second.lines[0].contains("iphone-se 320 × 80 @2x") && second.lines[0].contains("ipad 768 × 80 @2x"),
                      second.lines[0])
        XCTAssertNil(session.change, "no change summary across several devices")
        XCTAssertFalse(session.isAnimating)
    }
}
