/// Applies the fix-its of diagnostics to a file's text, and describes the
/// change as a unified diff (`validate --fix`, `--dry-run`; editors use the
/// fix-its themselves).
///
/// A diagnostic's edits go in together or not at all (renaming an element
/// edits its start and end tags). When the edits of two diagnostics overlap
/// (or insert at one place), the first in document order wins and the other
/// is skipped, and said so: applying both would garble the text.
public enum FixItApplier {
    public struct Outcome: Sendable {
        /// The text with the applied edits.
        public var text: String
        /// The diagnostics whose fix-its were applied.
        public var applied: [Diagnostic]
        /// The diagnostics whose fix-its overlap an applied one (or lie
        /// outside the text) and were left out.
        public var skipped: [Diagnostic]
    }

    /// Edits as offsets (Unicode scalars) into the text.
    struct Edit: Sendable, Equatable {
        var start: Int
        var end: Int
        var replacement: String
    }

    /// - Parameter file: when given, only the fix-its of that file (`text`
    ///   is its text) are applied; the others (in an included file) are
    ///   neither applied nor reported as skipped.
    public static func apply(_ diagnostics: [Diagnostic], to text: String, file: String? = nil) -> Outcome {
        let index = ScannedText(text)
        // Sorted by start, pairwise apart: a new edit is checked against its
        // neighbours only, and the text is rebuilt in one pass (170,000
        // fix-its of a 5.4 MB file took a minute, each checked against every
        // one before it and each spliced into the whole text).
        var accepted: [Edit] = []
        var applied: [Diagnostic] = []
        var skipped: [Diagnostic] = []
        /// The first accepted edit whose start is not below `start`.
        func lowerBound(_ start: Int) -> Int {
            var low = 0, high = accepted.count
            while low < high {
                let middle = (low + high) / 2
                if accepted[middle].start < start { low = middle + 1 } else { high = middle }
            }
            return low
        }
        /// Accepted edits that may touch `edit`: those starting inside it, and
        /// the ones just before it (all at the nearest start below, and one more).
        func neighbours(of edit: Edit) -> [Edit] {
            let at = lowerBound(edit.start)
            var out: [Edit] = []
            var i = at
            while i < accepted.count, accepted[i].start <= edit.end { out.append(accepted[i]); i += 1 }
            var j = at - 1
            let nearest = j >= 0 ? accepted[j].start : 0
            while j >= 0, accepted[j].start == nearest { out.append(accepted[j]); j -= 1 }
            if j >= 0 { out.append(accepted[j]) }
            return out
        }
        for diagnostic in diagnostics.sortedByLocation() where !diagnostic.fixIts.isEmpty {
            if let file, diagnostic.fixIts.contains(where: { $0.range.start.file != file }) { continue }
            let edits = diagnostic.fixIts.map { index.edit(for: $0) }
            guard edits.allSatisfy({ $0 != nil }) else { skipped.append(diagnostic); continue }
            let resolved = edits.compactMap { $0 }
            // The same edits again (a template body's mistake, reported at
            // each use): already in.
            if resolved.allSatisfy({ edit in neighbours(of: edit).contains { $0 == edit } }) { applied.append(diagnostic); continue }
            let clashes = resolved.contains { edit in neighbours(of: edit).contains { overlaps(edit, $0) } }
                || zip(resolved.indices, resolved).contains { i, edit in resolved[(i + 1)...].contains { overlaps(edit, $0) } }
            if clashes { skipped.append(diagnostic); continue }
            for edit in resolved { accepted.insert(edit, at: lowerBound(edit.start + 1)) }
            applied.append(diagnostic)
        }
        let scalars = index.scalars
        // An array, not a UnicodeScalarView: appending to the view copied it.
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(scalars.count)
        var position = 0
        // An insertion before a replacement that starts where it does.
        for edit in accepted.sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) where edit.start >= position {
            out.append(contentsOf: scalars[position..<edit.start])
            out.append(contentsOf: edit.replacement.unicodeScalars)
            position = edit.end
        }
        out.append(contentsOf: scalars[position...])
        return Outcome(text: String(String.UnicodeScalarView(out)), applied: applied, skipped: skipped)
    }

    /// Two edits touch: their ranges share a character, or both insert at
    /// one place, or one inserts inside the other's range.
    static func overlaps(_ a: Edit, _ b: Edit) -> Bool {
        if a.start == a.end && b.start == b.end { return a.start == b.start }
        if a.start == a.end { return b.start < a.start && a.start < b.end }
        if b.start == b.end { return a.start < b.start && b.start < a.end }
        return a.start < b.end && b.start < a.end
    }

    // MARK: - Diff

    /// A unified diff of `old` → `new` (three lines of context), or "" when
    /// they are equal. Lines are compared whole, so the hunks show exactly
    /// the lines an edit touched.
    public static func unifiedDiff(from old: String, to new: String, path: String, context: Int = 3) -> String {
        let a = splitLines(old), b = splitLines(new)
        guard a != b else { return "" }
        let script = LineDiff.script(a, b)
        var out = ["--- \(path)", "+++ \(path)"]
        let changes = script.indices.filter { script[$0].kind != .same }
        var groups: [(first: Int, last: Int)] = []
        for change in changes {
            if let last = groups.last?.last, change - last <= 2 * context {
                groups[groups.count - 1].last = change
            } else {
                groups.append((change, change))
            }
        }
        for group in groups {
            let slice = script[max(0, group.first - context)..<min(script.count, group.last + context + 1)]
            let oldStart = slice.first.map(\.oldLine) ?? 0
            let newStart = slice.first.map(\.newLine) ?? 0
            let oldCount = slice.filter { $0.kind != .added }.count
            let newCount = slice.filter { $0.kind != .removed }.count
            out.append("@@ -\(oldStart + (oldCount == 0 ? 0 : 1)),\(oldCount) +\(newStart + (newCount == 0 ? 0 : 1)),\(newCount) @@")
            for line in slice {
                switch line.kind {
                case .same: out.append(" " + line.text)
                case .removed: out.append("-" + line.text)
                case .added: out.append("+" + line.text)
                }
                if line.missingNewline { out.append("\\ No newline at end of file") }
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    struct Line: Equatable {
        var text: String
        var missingNewline: Bool
    }

    static func splitLines(_ text: String) -> [Line] {
        var lines: [Line] = []
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                lines.append(Line(text: String(current), missingNewline: false))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        if !current.isEmpty { lines.append(Line(text: String(current), missingNewline: true)) }
        return lines
    }
}

/// A line-level edit script: common prefix and suffix, then the longest
/// common subsequence of the middle (fix-its change few lines, so the
/// middle is small; a middle too large for the table is shown replaced).
enum LineDiff {
    enum Kind { case same, removed, added }

    struct Step {
        var kind: Kind
        var text: String
        var missingNewline: Bool
        /// Lines of the old and new text before this one.
        var oldLine: Int
        var newLine: Int
    }

    static func script(_ a: [FixItApplier.Line], _ b: [FixItApplier.Line]) -> [Step] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let midA = Array(a[prefix..<(a.count - suffix)]), midB = Array(b[prefix..<(b.count - suffix)])
        var steps: [Step] = []
        var oldLine = 0, newLine = 0
        func add(_ kind: Kind, _ line: FixItApplier.Line) {
            steps.append(Step(kind: kind, text: line.text, missingNewline: line.missingNewline, oldLine: oldLine, newLine: newLine))
            if kind != .added { oldLine += 1 }
            if kind != .removed { newLine += 1 }
        }
        a[..<prefix].forEach { add(.same, $0) }
        if midA.count * midB.count <= 4_000_000 {
            var table = [[Int]](repeating: [Int](repeating: 0, count: midB.count + 1), count: midA.count + 1)
            for i in stride(from: midA.count - 1, through: 0, by: -1) {
                for j in stride(from: midB.count - 1, through: 0, by: -1) {
                    table[i][j] = midA[i] == midB[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
            var i = 0, j = 0
            while i < midA.count || j < midB.count {
                if i < midA.count, j < midB.count, midA[i] == midB[j] {
                    add(.same, midA[i]); i += 1; j += 1
                } else if i < midA.count, j == midB.count || table[i + 1][j] >= table[i][j + 1] {
                    add(.removed, midA[i]); i += 1
                } else {
                    add(.added, midB[j]); j += 1
                }
            }
        } else {
            midA.forEach { add(.removed, $0) }
            midB.forEach { add(.added, $0) }
        }
        a[(a.count - suffix)...].forEach { add(.same, $0) }
        return steps
    }
}
