/// Names visible to an expression, innermost frame last: the file's data,
/// the file's parameters and constants, a template's parameters, then one
/// frame per enclosing loop.
struct ExpansionScope: ExpressionScope {
    var frames: [[String: ExpressionValue]]

    init(_ frames: [[String: ExpressionValue]] = []) { self.frames = frames }

    func value(of name: String) -> ExpressionValue? {
        for frame in frames.reversed() {
            if let v = frame[name] { return v }
        }
        return nil
    }

    var visibleNames: [String] {
        var seen = Set<String>()
        var names: [String] = []
        for frame in frames.reversed() {
            for name in frame.keys.sorted() where seen.insert(name).inserted { names.append(name) }
        }
        return names
    }

    func pushing(_ frame: [String: ExpressionValue]) -> ExpansionScope {
        var s = self
        s.frames.append(frame)
        return s
    }
}
