/// Questions asked of a list of diagnostics by every caller: "did anything
/// fail?", "how many of each?", "in what order do I print them?".
extension Sequence where Element == Diagnostic {
    /// True when at least one diagnostic is an error (warnings never fail a run).
    public var hasErrors: Bool { contains { $0.severity == .error } }

    public var errorCount: Int { count(of: .error) }
    public var warningCount: Int { count(of: .warning) }

    public func count(of severity: Diagnostic.Severity) -> Int {
        reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }

    /// The same list with the fix-its of a diagnostic dropped when an
    /// earlier one carries exactly the same edits (a template body's mistake
    /// is reported at each use, but fixed once): a tool applying every fix-it
    /// of the list then applies each edit once.
    public func droppingRepeatedFixIts() -> [Diagnostic] {
        var seen = Set<[Diagnostic.FixIt]>()
        return map { diagnostic in
            guard !diagnostic.fixIts.isEmpty, !seen.insert(diagnostic.fixIts).inserted else { return diagnostic }
            var repeated = diagnostic
            repeated.fixIts = []
            return repeated
        }
    }

    /// Sorted by file, line and column; diagnostics without a location (about
    /// the whole file) come first. The sort is stable, so diagnostics at the
    /// same place keep the order in which they were produced (a primary
    /// message before its notes).
    public func sortedByLocation() -> [Diagnostic] {
        Array(self).sortedByLocation()
    }
}

extension Array where Element == Diagnostic {
    /// `Sequence.sortedByLocation`, on concrete types: the generic version
    /// (`enumerated().sorted`) made the Swift runtime look its types up by
    /// name in every process, ~180,000 instructions of a one-box render.
    public func sortedByLocation() -> [Diagnostic] {
        indices.sorted { i, j in
            switch (self[i].location, self[j].location) {
            case (nil, nil): break
            case (nil, _): return true
            case (_, nil): return false
            case let (l?, r?):
                if l < r { return true }
                if r < l { return false }
            }
            return i < j
        }.map { self[$0] }
    }
}
