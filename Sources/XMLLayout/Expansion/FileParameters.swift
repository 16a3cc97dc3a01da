/// A file's own parameters (`<param>` children of `<layout>`), read without
/// expanding anything: what `watch` needs to offer the file's states.
public struct FileParameter: Hashable, Sendable {
    public var name: String
    /// The `default` attribute as written; nil when the parameter is required.
    public var defaultValue: String?
    /// The states it can take: its `values`, or `true false` for a boolean
    /// default; empty when it is not enumerable.
    public var states: [String]

    public init(name: String, defaultValue: String?, states: [String]) {
        self.name = name
        self.defaultValue = defaultValue
        self.states = states
    }

    /// LANGUAGE.md: a parameter with `values`, or whose default is a boolean.
    public var isEnumerable: Bool { !states.isEmpty }

    /// The state after `current` (nil: the default, else the first), wrapping.
    public func state(after current: String?) -> String? {
        guard !states.isEmpty else { return nil }
        let now = current ?? defaultValue ?? states[0]
        guard let i = states.firstIndex(of: now) else { return states[0] }
        return states[(i + 1) % states.count]
    }
}

public enum FileParameters {
    /// The parameters the root declares, in document order; none when the
    /// text does not parse (the loader reports why).
    public static func of(_ source: LayoutSource) -> [FileParameter] {
        guard let root = LayoutSourceLoader.parse(source).root else { return [] }
        return of(root)
    }

    public static func of(_ root: XMLElementNode) -> [FileParameter] {
        root.children.compactMap { child in
            guard child.name == "param", let name = child.attribute("name")?.value, !name.isEmpty else { return nil }
            let defaultValue = child.attribute("default")?.value
            var states = child.attribute("values")?.value.split(separator: " ").map(String.init) ?? []
            if states.isEmpty, let d = defaultValue?.trimmingWhitespace, d == "true" || d == "false" {
                states = ["true", "false"]
            }
            return FileParameter(name: name, defaultValue: defaultValue, states: states)
        }
    }

    /// The first parameter with states, if any.
    public static func firstEnumerable(in source: LayoutSource) -> FileParameter? {
        of(source).first { $0.isEnumerable }
    }
}

private extension String {
    var trimmingWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
