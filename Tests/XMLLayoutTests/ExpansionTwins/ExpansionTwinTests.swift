import Foundation
import LayoutEngine
import Testing
import XMLLayout

/// The hand-written flat twins of the version-2 examples are valid
/// version-1 layouts that load and lay out without a diagnostic, so that a
/// metamorphic test (example vs twin: identical frames) compares against a
/// sound reference.
@Suite struct ExpansionTwinTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static let twins = [
        "feed.flat.xml", "feed.compact.flat.xml", "settings.flat.xml", "signup.name.flat.xml", "signup.age.flat.xml",
        "profile.flat.xml",
    ]

    static func layOut(_ twin: String) throws -> (LayoutDocument, LayoutResult) {
        let loaded = LayoutLoader.load(path: folder.appendingPathComponent(twin).path)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.description))")
        let document = try #require(loaded.document)
        let result = LayoutEngine.layout(document.root, in: document.rootRange)
        #expect(document.diagnostics(for: result, file: twin).isEmpty, "\(twin) lays out without warnings")
        return (document, result)
    }

    @Test(arguments: twins)
    func twinLoadsAndLaysOutCleanly(twin: String) throws {
        let (_, result) = try Self.layOut(twin)
        #expect(result.size.width == 375)
        #expect(result.size.height > 0)
    }

    @Test func everyTwinIsHere() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".xml") }
        #expect(Set(files) == Set(Self.twins))
    }

    /// LANGUAGE.md "Transitions": the signup form is 375 × 120 at
    /// fieldState=name and 375 × 164 at fieldState=age.
    @Test func signupStatesHaveTheSizesOfTheTransitionExample() throws {
        #expect(try Self.layOut("signup.name.flat.xml").1.size == Size(375, 120))
        #expect(try Self.layOut("signup.age.flat.xml").1.size == Size(375, 164))
    }

    @Test func compactFeedIsShorter() throws {
        let full = try Self.layOut("feed.flat.xml").1.size.height
        let compact = try Self.layOut("feed.compact.flat.xml").1.size.height
        #expect(compact < full)
    }
}
