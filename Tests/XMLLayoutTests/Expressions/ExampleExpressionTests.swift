import Foundation
import Testing
import XMLLayout

/// The version-2 examples in Layouts/examples use only expressions this
/// language parses, and the feed's data reads as the cells expect.
@Suite struct ExampleExpressionTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Layouts/examples")

    static let files = ["feed.xml", "settings.xml", "signup.xml", "profile.xml", "parts/profile-header.xml", "parts/stat.xml"]

    static func unescapeXML(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test(arguments: files)
    func everyAttributeAndTextParses(file: String) throws {
        var source = try String(contentsOf: Self.examples.appendingPathComponent(file), encoding: .utf8)
        source.replace(/<!--[\s\S]*?-->/, with: "")
        var expressions = 0
        for match in source.matches(of: /([A-Za-z:]+)=(?:"([^"]*)"|'([^']*)')/) {
            let name = String(match.output.1)
            let value = Self.unescapeXML(String(match.output.2 ?? match.output.3 ?? ""))
            if name == "in" || name == "test" {
                let body = value.hasPrefix("{") && value.hasSuffix("}") ? String(value.dropFirst().dropLast()) : value
                _ = try Expression.parse(body)
                expressions += 1
            } else {
                let text = try InterpolatedText.parse(value)
                if !text.isLiteral { expressions += 1 }
            }
        }
        for match in source.matches(of: />([^<>]+)</) {
            let text = try InterpolatedText.parse(Self.unescapeXML(String(match.output.1)))
            if !text.isLiteral { expressions += 1 }
        }
        #expect(expressions > 0)
    }

    @Test func feedDataFeedsTheCell() throws {
        let data = try ExpressionValue.parseJSON(
            String(contentsOf: Self.examples.appendingPathComponent("feed.json"), encoding: .utf8))
        guard case .object(let root) = data, case .array(let posts)? = root["posts"] else {
            Issue.record("feed.json is not {posts: [...]}"); return
        }
        #expect(posts.count == 4)
        func scope(_ i: Int) -> DictionaryScope {
            DictionaryScope(["post": posts[i], "posts": .array(posts), "i": .number(Double(i)), "gutter": 12, "compact": false])
        }
        let likes = try InterpolatedText.parse("{post.likes} {post.likes == 1 ? 'like' : 'likes'}")
        #expect(try likes.evaluate(in: scope(0)) == "128 likes")
        #expect(try likes.evaluate(in: scope(1)) == "1 like")
        let ratio = try InterpolatedText.parse("{post.photo.height / post.photo.width}")
        #expect(try ratio.evaluate(in: scope(3)) == 0.75)
        let imageSize = try InterpolatedText.parse("{post.photo.width},{post.photo.height}")
        #expect(try imageSize.evaluate(in: scope(3)) == "1080,810")
        let last = try Expression.parse("i == count(posts) - 1")
        #expect(try last.evaluate(in: scope(2)) == false)
        #expect(try last.evaluate(in: scope(3)) == true)
        #expect(try Expression.parse("post.photo").evaluate(in: scope(1)).isTruthy == false)
        #expect(try Expression.parse("post.link").evaluate(in: scope(2)).isTruthy == true)
        #expect(try InterpolatedText.parse("8,{gutter},{gutter},{gutter}").evaluate(in: scope(0)) == "8,12,12,12")
        #expect(try InterpolatedText.parse("{gutter / 2 + 4}").evaluate(in: scope(0)) == 10)
    }

    @Test func profileConstants() throws {
        let tints = ExpressionValue.fromLiteral(##"["#3d7ea6", "#d2691e", "#2e8b57", "#8b5a2b", "#6a5acd", "#c71585", "#4682b4"]"##)
        #expect(try Expression.parse("count(tints)").evaluate(in: DictionaryScope(["tints": tints])) == 7)
        let cell = try InterpolatedText.parse("{(375 - 2 * gap) / 3}").evaluate(in: DictionaryScope(["gap": .fromLiteral("1.5")]))
        #expect(cell == 124)
        #expect(ExpressionValue.fromLiteral("8,350") == "8,350")
    }
}
