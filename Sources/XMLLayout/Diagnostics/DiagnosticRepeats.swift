/// One diagnostic per cause.
///
/// A mistake written once inside a template body, an included file or a
/// loop is met at every use: each meeting gives the same diagnostic (same
/// severity, id, message and place), only its notes (the chain of uses)
/// differ. This keeps the first of them, with its notes and fix-its, and
/// counts the others: a note "in N uses" names the first use. Memory stays
/// that of one diagnostic per cause however often the cause is met (a
/// template error used through 30 levels of doubling printed 88 MB).
struct DiagnosticRepeats {
    private struct Key: Hashable {
        var severity: Diagnostic.Severity
        var id: Diagnostic.Code?
        var message: String
        var range: SourceRange?
        var file: String?

        init(_ d: Diagnostic) {
            severity = d.severity
            id = d.id
            message = d.message
            range = d.range
            file = d.file
        }
    }

    private var firsts: [Diagnostic] = []
    private var uses: [Int] = []
    private var index: [Key: Int] = [:]

    init() {}

    /// Adds `d`; false when it repeats one already added (then only counted).
    @discardableResult
    mutating func add(_ d: Diagnostic) -> Bool {
        let key = Key(d)
        if let i = index[key] {
            uses[i] += 1
            return false
        }
        index[key] = firsts.count
        firsts.append(d)
        uses.append(1)
        return true
    }

    mutating func add(contentsOf list: [Diagnostic]) {
        for d in list { add(d) }
    }

    /// How many distinct diagnostics were added.
    var count: Int { firsts.count }

    var hasErrors: Bool { firsts.hasErrors }

    /// The distinct diagnostics in the order first met, each repeated one
    /// with its "in N uses" note.
    var diagnostics: [Diagnostic] {
        zip(firsts, uses).map { d, n in n > 1 ? Self.counting(d, uses: n) : d }
    }

    /// `d` with the note "in N uses", which names the first use: the
    /// innermost note of its chain ("in template 'row' used here") becomes
    /// "in 4 uses; the first: template 'row' used here" at the same place.
    static func counting(_ d: Diagnostic, uses n: Int) -> Diagnostic {
        var d = d
        // The expander's chain notes: "in template 'row' used here", "in
        // file included from here". Another note (a diagnostic's own "first
        // defined here") is kept as it is, after the count.
        if let first = d.notes.first?.message, first.hasPrefix("in template ") || first.hasPrefix("in file ") {
            d.notes[0].message = "in \(n) uses; the first: " + first.dropFirst(3)
        } else {
            d.notes.insert(Diagnostic.Note(message: "in \(n) uses"), at: 0)
        }
        return d
    }
}

extension Array where Element == Diagnostic {
    /// One diagnostic per cause (see `DiagnosticRepeats`), in the order first met.
    func mergingRepeats() -> [Diagnostic] {
        var repeats = DiagnosticRepeats()
        repeats.add(contentsOf: self)
        return repeats.count == count ? self : repeats.diagnostics
    }
}

/// At most `DiagnosticCap.perFile` diagnostics a file; the rest counted in
/// one line (an error when an error is among them, so a run that failed
/// still fails). 25,000 schema errors are 25,000 places to fix, but no one
/// reads past the first few hundred, and printing them all took megabytes.
/// Capping a list again (the loader's, then with the layout's lint) counts
/// into the same line.
public enum DiagnosticCap {
    public static let perFile = 200
    static let summaryHint = "fix the ones shown and run again"

    public static func capped(_ diagnostics: [Diagnostic], perFile limit: Int = perFile) -> [Diagnostic] {
        split(diagnostics, perFile: limit).shown
    }

    /// `capped`, and the diagnostics it leaves out (kept for `--fix`, which
    /// applies every fix-it, shown or not).
    public static func split(_ diagnostics: [Diagnostic],
                             perFile limit: Int = perFile) -> (shown: [Diagnostic], notShown: [Diagnostic]) {
        guard diagnostics.count > limit || diagnostics.contains(where: isSummary) else { return (diagnostics, []) }
        var notShown: [Diagnostic] = []
        var kept: [String: Int] = [:]
        var dropped: [String: (errors: Int, others: Int)] = [:]
        var files: [String] = []
        var out: [Diagnostic] = []
        func drop(_ file: String, errors: Int, others: Int) {
            if dropped[file] == nil { files.append(file) }
            dropped[file, default: (0, 0)].errors += errors
            dropped[file, default: (0, 0)].others += others
        }
        for d in diagnostics {
            let file = d.file ?? ""
            if isSummary(d) {
                let counts = Self.counts(in: d.message)
                drop(file, errors: counts.errors, others: counts.others)
                continue
            }
            let n = kept[file, default: 0]
            if n < limit {
                kept[file] = n + 1
                out.append(d)
            } else {
                drop(file, errors: d.severity == .error ? 1 : 0, others: d.severity == .error ? 0 : 1)
                notShown.append(d)
            }
        }
        for file in files {
            guard let (errors, others) = dropped[file] else { continue }
            var parts: [String] = []
            if errors > 0 { parts.append("\(errors) more error\(errors == 1 ? "" : "s")") }
            if others > 0 { parts.append("\(others) more warning\(others == 1 ? "" : "s") and notes") }
            let message = parts.joined(separator: " and ") + " in this file, not shown (at most \(limit) a file)"
            out.append(Diagnostic(severity: errors > 0 ? .error : .warning, message: message, file: file.isEmpty ? nil : file,
                                  hint: summaryHint))
        }
        return (out, notShown)
    }

    static func isSummary(_ d: Diagnostic) -> Bool { d.id == nil && d.location == nil && d.hint == summaryHint }

    /// The counts a summary line says.
    private static func counts(in message: String) -> (errors: Int, others: Int) {
        var errors = 0, others = 0
        let words = message.split(separator: " ")
        for (i, word) in words.enumerated() where i + 2 < words.count && words[i + 1] == "more" {
            guard let n = Int(word) else { continue }
            if words[i + 2].hasPrefix("error") { errors = n } else { others = n }
        }
        return (errors, others)
    }
}
