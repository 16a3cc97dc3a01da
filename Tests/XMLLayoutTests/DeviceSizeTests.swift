import XCTest
@testable import XMLLayout

/// LANGUAGE.md's "Devices": presets, modifiers, bare widths and their errors.
final class DeviceSizeTests: XCTestCase {
    func testPresetsMatchLanguageMD() {
        XCTAssertEqual(DeviceSize.presets.map { "\($0.name) \(Int($0.width))×\(Int($0.height)) @\(Int($0.screenScale))" }, [
            "iphone-se 320×568 @2", "iphone-8 375×667 @2", "iphone-15 393×852 @3",
            "iphone-15-pro-max 430×932 @3", "ipad 768×1024 @2", "ipad-pro-13 1032×1376 @2",
        ])
    }

    func testAPresetSetsTheWidthAndGridAndLeavesTheHeightToTheFile() throws {
        let d = try DeviceSize.devices("iphone-se")
        XCTAssertEqual(d, [DeviceSize(name: "iphone-se", width: 320, height: nil, screenScale: 2)])
        XCTAssertEqual(d[0].overrides, RootRangeOverride(width: 320))
        XCTAssertEqual(d[0].description, "iphone-se 320 @2x")
    }

    func testModifiersInEitherOrder() throws {
        let d = try DeviceSize.devices("ipad:landscape, ipad:screen,ipad:screen:landscape,ipad:landscape:screen")
        XCTAssertEqual(d.map(\.width), [1024, 768, 1024, 1024])
        XCTAssertEqual(d.map(\.height), [nil, 1024, 768, 768])
        XCTAssertEqual(d[1].overrides, RootRangeOverride(width: 768, height: 1024))
        XCTAssertEqual(d[2].description, "ipad:screen:landscape 1024 × 768 @2x")
    }

    func testUnknownNamesListThePresets() {
        XCTAssertThrowsError(try DeviceSize.devices("iphone-99")) { error in
            XCTAssertEqual("\(error)", "unknown device 'iphone-99'; the presets are: iphone-se, iphone-8, iphone-15, iphone-15-pro-max, ipad, ipad-pro-13")
        }
        XCTAssertThrowsError(try DeviceSize.devices("ipad:sideways")) { error in
            XCTAssertEqual("\(error)", "unknown modifier ':sideways' in 'ipad:sideways'; use :landscape and/or :screen")
        }
        XCTAssertThrowsError(try DeviceSize.devices("ipad:screen:screen"))
        XCTAssertThrowsError(try DeviceSize.devices("ipad,,iphone-se"))
        XCTAssertThrowsError(try DeviceSize.devices(""))
    }

    func testBareWidths() throws {
        let d = try DeviceSize.widths("320,375pt, 414.5")
        XCTAssertEqual(d.map(\.width), [320, 375, 414.5])
        XCTAssertEqual(d.map(\.name), ["320", "375", "414.5"])
        XCTAssertTrue(d.allSatisfy { $0.height == nil && $0.screenScale == nil })
        for bad in ["0", "-5", "inf", "nan", "1e3", "320,", "abc", "10000000"] {
            XCTAssertThrowsError(try DeviceSize.widths(bad), bad)
        }
    }
}
