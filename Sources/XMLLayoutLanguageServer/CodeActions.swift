/// Quick fixes: every fix-it a diagnostic carries becomes a "quickfix" code
/// action. The fix-its travel in the published diagnostic's `data`
/// (`DiagnosticMapping`), and editors send the diagnostics back in the
/// request's context, so no state is kept here. Diagnostics have no fix-its
/// yet (prose hints only); this turns them into actions once they do.
enum CodeActions {
    static func quickFixes(uri: String, context: [String: Any]) -> [[String: Any]] {
        let diagnostics = context["diagnostics"] as? [[String: Any]] ?? []
        return diagnostics.flatMap { diagnostic -> [[String: Any]] in
            let fixIts = (diagnostic["data"] as? [String: Any])?["fixIts"] as? [[String: Any]] ?? []
            return fixIts.compactMap { fix in
                guard let range = fix["range"] as? [String: Any], let newText = fix["newText"] as? String else { return nil }
                return [
                    "title": newText.isEmpty ? "Remove" : "Replace with '\(newText)'",
                    "kind": "quickfix",
                    "diagnostics": [diagnostic],
                    "isPreferred": fixIts.count == 1,
                    "edit": ["changes": [uri: [["range": range, "newText": newText]]]],
                ]
            }
        }
    }
}
