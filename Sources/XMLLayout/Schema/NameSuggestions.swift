
/// What to propose for an unknown element or attribute name, or an invalid
/// value: a `replacement` (which becomes a fix-it) and the hint to print.
///
/// Order of preference: the same name but for case, `-` and `_`; a
/// namespace prefix dropped (`android:text`); the foreign-names table
/// (`ForeignNames`); Texture's class names (`ASInsetLayoutSpec`); then
/// `DidYouMean`'s prefix and edit-distance matches. Values are only proposed
/// when the schema accepts them for the attribute.
public struct NameSuggestion: Hashable, Sendable {
    public var replacement: String?
    public var hint: String
}

public enum NameSuggestions {
    /// `label`, `UILabel`, `TextView` → `text`.
    public static func element(_ name: String, among candidates: [String]) -> NameSuggestion? {
        let key = normalized(name)
        if let same = candidates.first(where: { normalized($0) == key && $0 != name }) {
            return NameSuggestion(replacement: same, hint: SchemaPhrase.didYouMean(same))
        }
        if let entry = ForeignNames.elementsByName[key] {
            if let replacement = entry.replacement {
                guard candidates.contains(replacement) else { return nil }
                return NameSuggestion(replacement: replacement, hint: phrase(entry.explanation, "<\(replacement)>"))
            }
            return NameSuggestion(replacement: nil, hint: entry.explanation)
        }
        if let texture = textureClass(name), candidates.contains(texture) {
            return NameSuggestion(replacement: texture, hint: "Texture's \(name) is <\(texture)>")
        }
        return DidYouMean.suggestion(for: name, among: candidates)
            .map { NameSuggestion(replacement: $0, hint: SchemaPhrase.didYouMean($0)) }
    }

    /// `textSize` → `fontSize`, `padding` → a hint about `<inset>`.
    /// `elementsTaking` names the elements that do take an attribute, for a
    /// replacement this element lacks.
    public static func attribute(_ name: String, among candidates: [String],
                                 elementsTaking: (String) -> [String] = { _ in [] }) -> NameSuggestion? {
        let local = name.split(separator: ":").last.map(String.init) ?? name
        let key = normalized(local)
        if let same = candidates.first(where: { normalized($0) == key && $0 != name }) {
            return NameSuggestion(replacement: same, hint: SchemaPhrase.didYouMean(same))
        }
        if let entry = ForeignNames.attributesByName[key] {
            guard let replacement = entry.replacement else { return NameSuggestion(replacement: nil, hint: entry.explanation) }
            if candidates.contains(replacement) {
                return NameSuggestion(replacement: replacement, hint: phrase(entry.explanation, replacement))
            }
            let takers = elementsTaking(replacement).map { "<\($0)>" }
            return NameSuggestion(replacement: nil, hint: entry.explanation
                + (takers.isEmpty ? "" : "; '\(replacement)' is an attribute of " + SchemaPhrase.orList(takers)))
        }
        return DidYouMean.suggestion(for: local, among: candidates)
            .map { NameSuggestion(replacement: $0, hint: SchemaPhrase.didYouMean($0)) }
    }

    /// A value the schema accepts for `typeName`, from the value table, a
    /// case-insensitive enumeration match, units dropped (`8px`), sizes
    /// (`40x40`), colours (`Gray`, `rgb(…)`, `0xRRGGBB`, `UIColor.red`),
    /// Android ids (`@+id/x`), then the nearest enumeration value.
    public static func value(_ value: String, ofType typeName: String, in vocabulary: SchemaVocabulary) -> NameSuggestion? {
        self.value(value, ofType: typeName, in: vocabulary, patterns: PatternCache())
    }

    static func value(_ value: String, ofType typeName: String, in vocabulary: SchemaVocabulary,
                      patterns: PatternCache) -> NameSuggestion? {
        let trimmed = value.trimmingWhitespace()
        func accepted(_ candidate: String) -> Bool {
            candidate != value && vocabulary.accepts(candidate, ofType: typeName, patterns: patterns)
        }
        let key = normalized(trimmed)
        let enumeration = vocabulary.allEnumerationValues(ofType: typeName)
        if let same = enumeration.first(where: { normalized($0) == key }), accepted(same) {
            return NameSuggestion(replacement: same, hint: SchemaPhrase.didYouMean(same))
        }
        for entry in ForeignNames.valuesByName[key] ?? [] {
            if let candidate = entry.candidates.first(where: accepted) {
                return NameSuggestion(replacement: candidate, hint: phrase(entry.explanation, candidate))
            }
        }
        for (candidate, why) in rewrites(trimmed) where accepted(candidate) {
            return NameSuggestion(replacement: candidate, hint: "write '\(candidate)': \(why)")
        }
        if let pair = sizePair(trimmed), accepted(pair.width) {
            // `width="40x40"`: a size where one length goes.
            return NameSuggestion(replacement: nil, hint: "this takes one length: a size is width=\"\(pair.width)\" "
                + "height=\"\(pair.height)\", or preferredSize=\"\(pair.width),\(pair.height)\"")
        }
        return DidYouMean.suggestion(for: trimmed, among: enumeration)
            .map { NameSuggestion(replacement: $0, hint: SchemaPhrase.didYouMean($0)) }
    }

    /// `40x40`, `40 × 40`, `40,40`: two lengths.
    static func sizePair(_ value: String) -> (width: String, height: String)? {
        for (candidate, _) in rewrites(value) {
            let parts = candidate.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            if parts.count == 2, parts.allSatisfy({ Double($0) != nil }) { return (parts[0], parts[1]) }
        }
        let parts = value.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() }
        if parts.count == 2, parts.allSatisfy({ Double($0) != nil }) { return (parts[0], parts[1]) }
        return nil
    }

    // MARK: - Rules

    /// The explanation alone when it names the replacement, else "use X: …".
    private static func phrase(_ explanation: String, _ replacement: String) -> String {
        explanation.contains(replacement) ? explanation
            : "use \(replacement.hasPrefix("<") ? replacement : "'\(replacement)'"): \(explanation)"
    }

    /// Lower case without `-`, `_`, spaces and a leading `.` (`.red`).
    static func normalized(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" && $0 != " " && $0 != "." }
            .map(Character.init))
    }

    /// `ASInsetLayoutSpec` → `inset`, `ASTextNode` → `text`, `ASStackLayoutSpec` → `stack`.
    static func textureClass(_ name: String) -> String? {
        guard name.hasPrefix("AS"), name.count > 2 else { return nil }
        var core = String(name.dropFirst(2))
        for suffix in ["LayoutSpec", "Node"] where core.hasSuffix(suffix) { core = String(core.dropLast(suffix.count)) }
        guard let first = core.first else { return nil }
        return first.lowercased() + core.dropFirst()
    }

    /// Other spellings of numbers, sizes and colours, with the reason.
    static func rewrites(_ value: String) -> [(String, String)] {
        var out: [(String, String)] = []
        let units = ["px", "dp", "dip", "sp", "pt", "pts"]
        func droppingUnits(_ part: Substring) -> String {
            var p = String(part).trimmingWhitespace()
            for unit in units where p.lowercased().hasSuffix(unit) && p.count > unit.count {
                let number = String(p.dropLast(unit.count)).trimmingWhitespace()
                if Double(number) != nil { p = number; break }
            }
            return p
        }
        let dropped = value.split(separator: ",", omittingEmptySubsequences: false).map(droppingUnits).joined(separator: ",")
        if dropped != value { out.append((dropped, "lengths are points, written without a unit")) }
        // 40x40, 40 x 40, 40×40, 40*40, 40 40, {40, 40}
        let pair = value.trimmingCharacters(in: "{}()[] ")
        for separator in ["x", "X", "×", "*", " ", ";", ":"] {
            let parts = pair.split(separator: Character(separator), omittingEmptySubsequences: false).map { droppingUnits(Substring($0)) }.filter { !$0.isEmpty }
            if parts.count == 2, parts.allSatisfy({ Double($0) != nil }) {
                out.append((parts.joined(separator: ","), "sizes and points are written \"w,h\""))
                break
            }
        }
        if let hex = colourHex(value) { out.append((hex, "colours are CSS names or #rrggbb[aa]")) }
        let lowered = value.lowercased()
        for prefix in ["uicolor.", "color.", "@android:color/", "@color/", "system", "."] where lowered.hasPrefix(prefix) {
            let name = String(lowered.dropFirst(prefix.count)).replacing("color", with: "")
            out.append((name, "colours are CSS names, lower case"))
        }
        out.append((lowered, "names are lower case"))
        for prefix in ["@+id/", "@id/"] where value.hasPrefix(prefix) {
            out.append((String(value.dropFirst(prefix.count)), "an id is the plain name"))
        }
        if value.hasSuffix("%") { out.append((value.filter { $0 != " " }, "a percentage is written without spaces")) }
        return out
    }

    /// `rgb(255, 0, 0)`, `rgba(255,0,0,0.5)`, `0xFF0000`, `#FF0000FF` spellings as `#rrggbb[aa]`.
    static func colourHex(_ value: String) -> String? {
        let v = value.lowercased().filter { $0 != " " }
        if v.hasPrefix("0x"), v.count == 8 || v.count == 10, v.dropFirst(2).allSatisfy(\.isHexDigit) {
            return "#" + v.dropFirst(2)
        }
        for function in ["rgba(", "rgb("] where v.hasPrefix(function) && v.hasSuffix(")") {
            let parts = v.dropFirst(function.count).dropLast().split(separator: ",").map(String.init)
            guard parts.count == 3 || parts.count == 4 else { return nil }
            var bytes: [Int] = []
            for (i, part) in parts.enumerated() {
                if i == 3 {
                    guard let alpha = Double(part), alpha >= 0, alpha <= 1 else { return nil }
                    bytes.append(Int((alpha * 255).rounded()))
                } else {
                    guard let n = Int(part), (0...255).contains(n) else { return nil }
                    bytes.append(n)
                }
            }
            return "#" + bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
        return nil
    }
}

private extension String {
    func trimmingCharacters(in set: String) -> String {
        let scalars = Array(unicodeScalars)
        var start = 0, end = scalars.count
        while start < end, set.unicodeScalars.contains(scalars[start]) { start += 1 }
        while end > start, set.unicodeScalars.contains(scalars[end - 1]) { end -= 1 }
        return String(String.UnicodeScalarView(scalars[start..<end]))
    }
}
