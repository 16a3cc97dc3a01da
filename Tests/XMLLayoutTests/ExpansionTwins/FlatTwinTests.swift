import Foundation
import LayoutEngine
import Testing
import XMLLayout

/// The hand-written flat twins of the version-2 examples are valid
/// version-1 layouts that load and lay out without a diagnostic, so that the
/// metamorphic test (example vs twin: identical frames) compares against a
/// sound reference.
///
/// Naming: `NAME.flat.xml` is `Layouts/examples/NAME.xml` at its default
/// state; `states/NAME@PARAM=VALUE.flat.xml` is the same file with
/// `--set PARAM=VALUE`.
@Suite struct FlatTwinTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static let twins = [
        "feed.flat.xml", "settings.flat.xml", "signup.flat.xml", "profile.flat.xml",
        "states/feed@compact=true.flat.xml", "states/signup@fieldState=age.flat.xml",
    ]

    static func layOut(_ twin: String) throws -> LayoutResult {
        let loaded = LayoutLoader.load(path: folder.appendingPathComponent(twin).path)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.description))")
        let document = try #require(loaded.document)
        let result = LayoutEngine.layout(document.root, in: document.rootRange)
        #expect(document.diagnostics(for: result, file: twin).isEmpty, "\(twin) lays out without warnings")
        return result
    }

    @Test(arguments: twins)
    func twinLoadsAndLaysOutCleanly(twin: String) throws {
        let result = try Self.layOut(twin)
        #expect(result.size.width == 375)
        #expect(result.size.height > 0)
    }

    /// LANGUAGE.md "Transitions": the signup form is 375 × 120 at
    /// fieldState=name and 375 × 164 at fieldState=age.
    @Test func signupStatesHaveTheSizesOfTheTransitionExample() throws {
        #expect(try Self.layOut("signup.flat.xml").size == Size(375, 120))
        #expect(try Self.layOut("states/signup@fieldState=age.flat.xml").size == Size(375, 164))
    }

    @Test func compactFeedIsShorter() throws {
        let full = try Self.layOut("feed.flat.xml").size.height
        let compact = try Self.layOut("states/feed@compact=true.flat.xml").size.height
        #expect(compact < full)
    }
}
