import XMLLayout

/// The scope most expression tests evaluate in: a constant, a post object
/// with a missing photo, arrays and strings of every truthiness.
let sampleScope = DictionaryScope([
    "gutter": 12,
    "compact": false,
    "name": "",
    "title": "Home",
    "half": .fraction(50),
    "post": ["id": 7, "author": "hannah", "age": "2h", "likes": 128, "photo": nil, "tags": ["sf", "beach"]],
    "posts": [["id": 1], ["id": 2], ["id": 3]],
    "empty": [],
    "emptyObject": .object(ExpressionObject()),
    "zero": 0,
    "nums": [5, 9, 2],
    "nothing": nil,
])

/// Parses and evaluates `source` in `scope`.
func evaluate(_ source: String, in scope: DictionaryScope = sampleScope) throws(ExpressionError) -> ExpressionValue {
    try Expression.parse(source).evaluate(in: scope)
}

/// The error that parsing or evaluating `source` gives, or nil.
func expressionError(_ source: String, in scope: DictionaryScope = sampleScope) -> ExpressionError? {
    do {
        _ = try evaluate(source, in: scope)
        return nil
    } catch {
        return error
    }
}

/// A scope that counts lookups, to prove short-circuiting.
final class CountingScope: ExpressionScope {
    var lookups: [String] = []
    func value(of name: String) -> ExpressionValue? {
        lookups.append(name)
        return sampleScope.value(of: name)
    }
    var visibleNames: [String] { sampleScope.visibleNames }
}
