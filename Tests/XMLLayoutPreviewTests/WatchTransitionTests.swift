import Foundation
import LayoutEngine
import XCTest
@testable import XMLLayout
@testable import XMLLayoutPreview

/// What watch shows about each save: the change summary, the highlights,
/// the animation, and `s` cycling the file's state.
final class WatchTransitionTests: XCTestCase {
    var dir: String!
    var path: String { dir + "/card.xml" }

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("WatchTransitionTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: dir)
    }

    func save(_ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path + ".tmp"))
        XCTAssertEqual(rename(path + ".tmp", path), 0)
    }

    func session(animates: Bool = false, columns: Int = 100, rows: Int = 30) -> WatchSession {
        var c = WatchConfiguration(path: path)
        c.animates = animates
        return WatchSession(configuration: c, columns: columns, rows: rows)
    }

    func text(_ s: WatchSession) -> String { s.screen.lines().joined(separator: "\n") }
    func status(_ s: WatchSession) -> String { s.screen.lines().last ?? "" }

    /// Three boxes keyed by id; `order` says which, top to bottom.
    func boxes(_ order: [String]) -> String {
        let children = order.map { ##"<box id="\##($0)" debugName="\##($0)" height="40" backgroundColor="#eeeeee"/>"## }
        return "<layout width=\"200\">\n<vstack spacing=\"8\">\n" + children.joined(separator: "\n") + "\n</vstack>\n</layout>\n"
    }

    func testAReloadThatMovesInsertsAndRemovesIsSummarisedAndHighlighted() throws {
        try save(boxes(["a", "b"]))
        let s = session()
        s.reload()
        XCTAssertNil(s.change, "the first load has nothing to compare with")
        XCTAssertFalse(status(s).contains("changed"), status(s))
        XCTAssertFalse(text(s).contains("┏"), "nothing highlighted yet:\n\(text(s))")

        // c comes in on top: a moves down, b goes away.
        try save(boxes(["c", "a"]))
        s.reload()
        let t = try XCTUnwrap(s.change).transition
        XCTAssertEqual(t.inserted.map(\.key), ["c"])
        XCTAssertEqual(t.removed.map(\.key), ["b"])
        XCTAssertTrue(t.changed.map(\.key).contains("a"), "\(t.changed.map(\.key))")
        let summary = "\(t.changed.count) changed · 1 inserted · 1 removed"
        XCTAssertTrue(status(s).contains(summary), status(s))
        XCTAssertTrue(s.isHighlighting)
        let highlighted = text(s)
        XCTAssertTrue(highlighted.contains("┏"), "changed and inserted nodes are drawn heavy:\n\(highlighted)")

        // Any key ends the highlights; the summary stays.
        s.clearHighlight()
        XCTAssertFalse(s.isHighlighting)
        XCTAssertFalse(text(s).contains("┏"), text(s))
        XCTAssertTrue(status(s).contains(summary), status(s))
    }

    func testASaveThatChangesNothingSaysSoAndHighlightsNothing() throws {
        try save(boxes(["a", "b"]))
        let s = session()
        s.reload()
        s.reload()
        XCTAssertTrue(status(s).contains("0 changed · 0 inserted · 0 removed"), status(s))
        XCTAssertFalse(s.isHighlighting)
        XCTAssertFalse(text(s).contains("┏"))
    }

    func testABrokenSaveDropsTheSummaryAndTheNextGoodOneComparesWithTheLastGood() throws {
        try save(boxes(["a", "b"]))
        let s = session()
        s.reload()
        try save(boxes(["a"]))
        s.reload()
        XCTAssertTrue(status(s).contains("1 removed"), status(s))
        try save("<layout width=\"200\"><vstak/></layout>")
        s.reload()
        XCTAssertNil(s.change)
        XCTAssertFalse(status(s).contains("removed"), status(s))
        XCTAssertFalse(text(s).contains("┏"))
        try save(boxes(["a", "b", "c"]))
        s.reload()
        XCTAssertEqual(s.change?.transition.inserted.map(\.key), ["b", "c"])
    }

    func testAResizeIsNotATransition() throws {
        // The layout's size is the file's (RootSize), so a resize only scales it.
        try save("<layout>\n<vstack>\n<box id=\"a\" width=\"200\" height=\"40\"/>\n<box id=\"b\" height=\"40\"/>\n</vstack>\n</layout>\n")
        let s = session(columns: 60)
        s.reload()
        let before = try XCTUnwrap(s.good).result.frames()
        s.resize(columns: 80, rows: 30)
        XCTAssertNil(s.change, "nothing moved")
        XCTAssertFalse(s.isAnimating)
        XCTAssertEqual(try XCTUnwrap(s.good).result.frames(), before)
        XCTAssertFalse(status(s).contains("changed"), status(s))
    }

    func testTheAnimationGoesFromTheOldLayoutToTheNewAndASaveDuringItJumps() throws {
        try save(boxes(["a", "b"]))
        let s = session(animates: true)
        s.reload()
        XCTAssertFalse(s.isAnimating, "the first load does not animate")
        let before = s.screen.preview
        try save(boxes(["b", "a"]))
        s.reload()
        XCTAssertTrue(s.isAnimating)
        let after = try XCTUnwrap(s.good).lines
        s.showAnimationFrame(at: 0)
        XCTAssertEqual(s.screen.preview, before.map { $0 }, "progress 0 is the old layout")
        s.showAnimationFrame(at: 0.5)
        XCTAssertNotEqual(s.screen.preview, after)
        XCTAssertNotEqual(s.screen.preview, before)
        s.showAnimationFrame(at: 1)
        XCTAssertFalse(s.isAnimating)
        XCTAssertEqual(s.screen.preview, after, "at the end: the new, highlighted layout")

        // A save while animating: no queue, the new layout at once.
        try save(boxes(["a", "b"]))
        s.reload()
        XCTAssertTrue(s.isAnimating)
        s.showAnimationFrame(at: 0.3)
        try save(boxes(["a"]))
        s.reload()
        XCTAssertFalse(s.isAnimating, "a save during an animation jumps")
        XCTAssertEqual(s.screen.preview, try XCTUnwrap(s.good).lines)
        XCTAssertTrue(status(s).contains("1 removed"), status(s))
    }

    func testNoAnimateNeverAnimates() throws {
        try save(boxes(["a", "b"]))
        let s = session(animates: false)
        s.reload()
        try save(boxes(["b", "a"]))
        s.reload()
        XCTAssertFalse(s.isAnimating)
    }

    func testSCyclesTheStatesOfTheFirstEnumerableParameter() throws {
        try save("""
        <layout width="200">
          <param name="title" default="Hi"/>
          <param name="fieldState" default="name" values="name age done"/>
          <param name="dark" default="false"/>
          <vstack>
            <if test="fieldState == 'age'"><box id="age" height="40"/></if>
            <box id="name" height="40"/>
          </vstack>
        </layout>
        """)
        let s = session()
        s.reload()
        XCTAssertEqual(s.stateParameter?.name, "fieldState")
        XCTAssertEqual(s.stateText, "fieldState=name")
        XCTAssertTrue(status(s).contains("fieldState=name"), status(s))
        XCTAssertTrue(status(s).contains("s state"), status(s))

        s.cycleState()
        XCTAssertEqual(s.stateText, "fieldState=age")
        XCTAssertEqual(s.problems, [])
        XCTAssertEqual(s.change?.transition.inserted.map(\.key), ["age"])
        XCTAssertTrue(status(s).contains("fieldState=age"), status(s))
        XCTAssertTrue(status(s).contains("1 changed · 1 inserted · 0 removed"), status(s))

        s.cycleState()
        XCTAssertEqual(s.stateText, "fieldState=done")
        XCTAssertEqual(s.change?.transition.removed.map(\.key), ["age"])
        s.cycleState()
        XCTAssertEqual(s.stateText, "fieldState=name", "wraps around")
        XCTAssertEqual(s.reloadCount, 3)
    }

    func testSStartsFromTheCommandLinesSetting() throws {
        try save("""
        <layout width="200">
          <param name="dark" default="false"/>
          <vstack><if test="dark"><box id="d" height="10"/></if><box id="a" height="40"/></vstack>
        </layout>
        """)
        var c = WatchConfiguration(path: path)
        c.inputs = ExpansionInputs(settings: [.init(name: "dark", value: "true")])
        let s = WatchSession(configuration: c, columns: 100, rows: 20)
        s.reload()
        XCTAssertEqual(s.problems, [])
        XCTAssertEqual(s.stateText, "dark=true")
        s.cycleState()
        XCTAssertEqual(s.stateText, "dark=false")
        XCTAssertEqual(s.problems, [])
    }

    func testAFileWithoutEnumerableParametersHasNoState() throws {
        try save(#"<layout width="200"><param name="title" default="Hi"/><text>{title}</text></layout>"#)
        let s = session()
        s.reload()
        XCTAssertNil(s.stateParameter)
        XCTAssertFalse(s.cycleState())
        XCTAssertEqual(s.reloadCount, 0, "no state: no reload")
        XCTAssertFalse(status(s).contains("s state"), status(s))
    }

    func testTimeAndElementCountMakeWayForTheChangeOnANarrowScreen() {
        var status = WatchStatus(fileName: "signup.xml", rootSize: Size(375, 160), elementCount: 7, layoutSeconds: 0.0003,
                                 reloadCount: 4, change: "2 changed · 1 inserted · 0 removed", state: "fieldState=age")
        XCTAssertEqual(status.text,
                       "signup.xml  375×160  7 elements  0.3 ms  reload 4  fieldState=age  2 changed · 1 inserted · 0 removed")
        XCTAssertEqual(status.text(fitting: 95),
                       "signup.xml  375×160  7 elements  reload 4  fieldState=age  2 changed · 1 inserted · 0 removed")
        XCTAssertEqual(status.text(fitting: 85),
                       "signup.xml  375×160  reload 4  fieldState=age  2 changed · 1 inserted · 0 removed")
        status.change = nil
        status.state = nil
        XCTAssertEqual(status.text(fitting: 20), "signup.xml  375×160  7 elements  0.3 ms  reload 4",
                       "without a change nothing makes way (the screen clips)")
    }

    func testFileParametersListsValuesAndBooleans() {
        let source = LayoutSource(path: "x.xml", text: """
        <layout><param name="a"/><param name="b" default="2"/><param name="c" default=" true "/>
        <param name="d" default="x" values="x y"/><text>t</text></layout>
        """)
        let params = FileParameters.of(source)
        XCTAssertEqual(params.map(\.name), ["a", "b", "c", "d"])
        XCTAssertEqual(params.map(\.states), [[], [], ["true", "false"], ["x", "y"]])
        XCTAssertEqual(FileParameters.firstEnumerable(in: source)?.name, "c")
        XCTAssertEqual(params[3].state(after: nil), "y")
        XCTAssertEqual(params[3].state(after: "y"), "x")
        XCTAssertEqual(params[3].state(after: "zzz"), "x")
        XCTAssertNil(params[0].state(after: nil))
    }
}
