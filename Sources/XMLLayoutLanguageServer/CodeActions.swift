import TextSupport
import XMLLayout

/// Quick fixes: each diagnostic's fix-its become one "quickfix" code action
/// whose edits go in together (renaming an element edits both tags;
/// wrapping one in `<inset>` inserts before and after it). The edits travel
/// in the published diagnostic's `data` (`DiagnosticMapping`), which editors
/// send back in the request's context; a client that drops `data` gets the
/// fixes of the diagnostics under the requested range, from the server's
/// own analysis.
enum CodeActions {
    static func quickFixes(_ doc: OpenDocument, range: [String: Any]?, context: [String: Any]) -> [[String: Any]] {
        // `only` filters by kind: a kind matches itself and its sub-kinds.
        let only = context["only"] as? [String]
        func wanted(_ kind: String) -> Bool {
            only.map { $0.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true
        }
        let wantsFixAll = wanted("source.fixAll.xmllayout"), wantsQuickFixes = wanted("quickfix")
        return (wantsQuickFixes ? perDiagnostic(doc, range: range, context: context) : [])
            + (wantsFixAll ? fixAll(doc).map { [$0] } ?? [] : [])
    }

    /// Every fix-it of the file at once (`validate --fix` in the editor):
    /// one edit of the whole text; overlapping fix-its wait for the next time.
    static func fixAll(_ doc: OpenDocument) -> [String: Any]? {
        let outcome = FixItApplier.apply(doc.analysis.diagnostics, to: doc.text, file: doc.path)
        guard outcome.applied.count >= 2, outcome.text != doc.text else { return nil }
        let n = outcome.applied.count
        return [
            "title": "Apply all \(n) fix-its of the file",
            "kind": "source.fixAll.xmllayout",
            "edit": ["changes": [doc.uri: [["range": lspRange(doc.index, from: 0, to: doc.index.bytes.count),
                                            "newText": outcome.text]]]],
        ]
    }

    private static func perDiagnostic(_ doc: OpenDocument, range: [String: Any]?, context: [String: Any]) -> [[String: Any]] {
        let sent = context["diagnostics"] as? [[String: Any]] ?? []
        let carried = sent.filter { ($0["data"] as? [String: Any])?["fixIts"] != nil }
        if !carried.isEmpty { return carried.compactMap { action(for: $0, uri: doc.uri) } }
        guard let range, let wanted = span(range) else { return [] }
        let source = SourceText(doc.text)
        return doc.analysis.diagnostics.compactMap { diagnostic -> [String: Any]? in
            guard !diagnostic.fixIts.isEmpty else { return nil }
            let lsp = DiagnosticMapping.lspDiagnostic(DiagnosticRecord(diagnostic), index: doc.index, uri: doc.uri,
                                                      fileName: doc.path, diagnostic: diagnostic, source: source)
            guard let own = (lsp["range"] as? [String: Any]).flatMap(span), touches(own, wanted) else { return nil }
            return action(for: lsp, uri: doc.uri)
        }
    }

    private static func action(for diagnostic: [String: Any], uri: String) -> [String: Any]? {
        guard let data = diagnostic["data"] as? [String: Any], let fixIts = data["fixIts"] as? [[String: Any]] else { return nil }
        let edits: [[String: Any]] = fixIts.compactMap { fix in
            guard let range = fix["range"] as? [String: Any], let newText = fix["newText"] as? String else { return nil }
            return ["range": range, "newText": newText]
        }
        guard !edits.isEmpty else { return nil }
        return [
            "title": data["title"] as? String ?? "Apply the fix-it",
            "kind": "quickfix",
            "diagnostics": [diagnostic],
            "isPreferred": true,
            "edit": ["changes": [uri: edits]],
        ]
    }

    /// The action's title: what the edits do, in words.
    static func title(_ diagnostic: Diagnostic, source: SourceText?) -> String {
        let fixes = diagnostic.fixIts
        if fixes.count == 1 {
            let text = DiagnosticFormatter.fixItText(fixes[0], lines: source, positioned: false)
            return text.prefix(1).uppercased() + text.dropFirst()
        }
        if let first = fixes.first?.replacement, first.hasPrefix("<inset") {
            return "Wrap the element in \(first)…</inset>"
        }
        let replacements = Set(fixes.map(\.replacement))
        if replacements.count == 1, let name = replacements.first, !name.isEmpty {
            return diagnostic.id == .unknownElement ? "Rename the element to <\(name)>" : "Replace with '\(name)'"
        }
        return "Apply the fix-it (\(fixes.count) edits)"
    }

    private static func span(_ range: [String: Any]) -> (start: (Int, Int), end: (Int, Int))? {
        guard let s = range["start"] as? [String: Any], let e = range["end"] as? [String: Any],
              let sl = s["line"] as? Int, let sc = s["character"] as? Int,
              let el = e["line"] as? Int, let ec = e["character"] as? Int else { return nil }
        return ((sl, sc), (el, ec))
    }

    /// Ranges that overlap or touch (a cursor at either end counts).
    private static func touches(_ a: (start: (Int, Int), end: (Int, Int)), _ b: (start: (Int, Int), end: (Int, Int))) -> Bool {
        !(a.end < b.start || b.end < a.start)
    }
}
