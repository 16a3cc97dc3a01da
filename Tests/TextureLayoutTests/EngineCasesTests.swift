import LayoutEngine
@testable import TextureLayout
import XCTest

/// Texture's enums convert to the engine's by position (`EngineCaseMirror`,
/// `ASFlagPair`): every position must hold the same name on both sides.
final class EngineCasesTests: XCTestCase {
    func assertMirrors<T: EngineCaseMirror>(_: T.Type, extra: Int = 0, file: StaticString = #filePath, line: UInt = #line)
        where T.Engine: RawRepresentable, T.Engine.RawValue == String {
        let engine = T.Engine.allCases
        for (i, e) in engine.enumerated() {
            let t = T(rawValue: i)
            XCTAssertEqual(t.map { "\($0)" }, e.rawValue, "\(T.self) case \(i)", file: file, line: line)
            XCTAssertEqual(t?.engine, e, file: file, line: line)
            XCTAssertEqual(T(e).rawValue, i, file: file, line: line)
        }
        XCTAssertNil(T(rawValue: engine.count), "\(T.self) has a case the engine has not", file: file, line: line)
    }

    func testTextureEnumsListTheEnginesCasesInItsOrder() {
        assertMirrors(ASStackLayoutJustifyContent.self)
        assertMirrors(ASStackLayoutAlignContent.self)
        assertMirrors(ASStackLayoutFlexWrap.self)
        assertMirrors(ASStackLayoutAlignSelf.self)
        assertMirrors(ASRelativeLayoutSpecPosition.self)
        assertMirrors(ASCornerLayoutLocation.self)
    }

    /// UIKit's names (left, middle, right; top, center, bottom) are the engine's too.
    func testStackAlignmentsKeepTheirNames() {
        XCTAssertEqual([ASHorizontalAlignment.none, .left, .middle, .right].map(\.engine), [.none, .left, .middle, .right])
        XCTAssertEqual([ASVerticalAlignment.none, .top, .center, .bottom].map(\.engine), [.none, .top, .center, .bottom])
        XCTAssertNil(ASHorizontalAlignment(rawValue: 4))
        XCTAssertNil(ASVerticalAlignment(rawValue: 4))
    }

    func testAlignItemsNotSetStretches() {
        XCTAssertEqual([ASStackLayoutAlignItems.start, .end, .center, .stretch, .baselineFirst, .baselineLast, .notSet]
            .map(\.engine), [.start, .end, .center, .stretch, .baselineFirst, .baselineLast, .stretch])
    }

    func testFlagPairsConvertBySetBits() {
        XCTAssertEqual([ASRelativeLayoutSpecSizingOption(), .minimumWidth, .minimumHeight, .minimumSize].map(\.engine),
                       [.default, .minimumWidth, .minimumHeight, .minimumSize])
        XCTAssertEqual([ASCenterLayoutSpecCenteringOptions(), .X, .Y, .XY].map(\.engine), [.none, .x, .y, .xy])
        XCTAssertEqual([ASCenterLayoutSpecSizingOptions(), .minimumX, .minimumY, .minimumXY].map(\.engine),
                       [.default, .minimumX, .minimumY, .minimumXY])
    }
}
