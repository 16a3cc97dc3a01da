/// Suggests the intended name for a misspelt one, never a far-fetched one:
///
/// 1. a name that differs only in case, `-` or `_` (`flexgrow`, `flex-grow`
///    → `flexGrow`);
/// 2. the one name that starts with what was typed, or that what was typed
///    starts with (`maxLine` → `maxLines`, `widthPx` → `width`), for at
///    least 3 letters;
/// 3. the closest name by edit distance (a swap of two letters counts
///    one), within `threshold(for:)`: none for 1 letter, 1 up to 4
///    letters, 2 up to 9, 3 beyond; a name shorter than 5 letters must
///    keep its first letter (`bx` → `box`, but `x` → nothing).
///
/// Names other platforms use for other things (`weight`, one letter from
/// `height`; `lineHeight`, two from `minHeight`) are caught first by
/// `ForeignNames`, which says what they are here.
public enum DidYouMean {
    public static func suggestion(for name: String, among candidates: [String]) -> String? {
        let key = NameSuggestions.normalized(name)
        guard !key.isEmpty else { return nil }
        if let same = candidates.first(where: { $0 != name && NameSuggestions.normalized($0) == key }) {
            return same
        }
        if key.count >= 3 {
            let prefixed = candidates.filter {
                let other = NameSuggestions.normalized($0)
                return other != key && (other.hasPrefix(key) || (key.hasPrefix(other) && other.count >= 3))
            }
            if prefixed.count == 1 { return prefixed[0] }
        }
        let limit = threshold(for: key.count)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let other = NameSuggestions.normalized(candidate)
            let distance = editDistance(key, other)
            let allowed = other.first == key.first || key.count >= 5 ? limit : 0
            if distance <= allowed, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The largest edit distance proposed for a name of `length` letters.
    static func threshold(for length: Int) -> Int {
        switch length {
        case ...1: return 0
        case ...4: return 1
        case ...9: return 2
        default: return 3
        }
    }

    /// Edit distance over Unicode scalars (insert, delete, substitute, and
    /// swap two neighbours: optimal string alignment).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var older = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], older[j - 2] + 1)
                }
            }
            (older, previous, current) = (previous, current, older)
        }
        return previous[b.count]
    }
}
