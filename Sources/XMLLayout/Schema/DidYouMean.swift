/// Suggests the intended name for a misspelt one: a name that differs only in
/// case (`flexgrow` → `flexGrow`), else the closest name within a small edit
/// distance (`hstak` → `hstack`). Short names get a tighter limit so that
/// `x` does not suggest `id`.
public enum DidYouMean {
    public static func suggestion(for name: String, among candidates: [String]) -> String? {
        let lowered = name.lowercased()
        if let sameLetters = candidates.first(where: { $0 != name && $0.lowercased() == lowered }) {
            return sameLetters
        }
        let limit = name.count <= 3 ? 1 : 2
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Levenshtein distance over Unicode scalars (insert, delete, substitute).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
