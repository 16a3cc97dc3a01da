import XCTest

/// Asserts that two texts are equal, and on failure shows a line diff
/// (`-` expected, `+` actual, with context) instead of two blobs. Invisible
/// characters are made visible in the message: ESC as `␛`, a tab as `⇥`, and
/// trailing spaces as `·`, since those are the usual culprits in rendered
/// output.
public func assertEqualLines(_ actual: String, _ expected: String, _ message: @autoclosure () -> String = "",
                             file: StaticString = #filePath, line: UInt = #line) {
    guard actual != expected else { return }
    let prefix = message()
    XCTFail((prefix.isEmpty ? "" : prefix + "\n") + "Texts differ (- expected, + actual):\n"
            + lineDiff(expected: expected, actual: actual), file: file, line: line)
}

/// A unified-style line diff of two texts: hunks of changed lines with
/// `context` unchanged lines around them, each hunk headed by
/// `@@ expected line N, actual line M @@`. Empty when the texts are equal.
public func lineDiff(expected: String, actual: String, context: Int = 3) -> String {
    let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let ops = diffOperations(a, b)
    guard ops.contains(where: { $0.kind != .same }) else {
        return a == b ? "" : "(texts differ only in line endings)"
    }
    // Mark which operations are shown: changes and their context.
    var shown = [Bool](repeating: false, count: ops.count)
    for (i, op) in ops.enumerated() where op.kind != .same {
        for j in Swift.max(0, i - context)...Swift.min(ops.count - 1, i + context) { shown[j] = true }
    }
    var out: [String] = []
    var i = 0
    while i < ops.count {
        guard shown[i] else { i += 1; continue }
        out.append("@@ expected line \(ops[i].expectedLine + 1), actual line \(ops[i].actualLine + 1) @@")
        while i < ops.count && shown[i] {
            let op = ops[i]
            let sign = op.kind == .same ? " " : op.kind == .removed ? "-" : "+"
            out.append(sign + " " + visible(op.text))
            i += 1
        }
    }
    return out.joined(separator: "\n")
}

struct DiffOperation {
    enum Kind { case same, removed, added }
    var kind: Kind
    var text: String
    /// Index of the next line in each text at this point (for hunk headers).
    var expectedLine: Int
    var actualLine: Int
}

/// Longest-common-subsequence diff. Above a few million line pairs (huge
/// texts) it falls back to matching the common head and tail only, which
/// still shows where the texts part.
func diffOperations(_ a: [String], _ b: [String]) -> [DiffOperation] {
    var head = 0
    while head < a.count && head < b.count && a[head] == b[head] { head += 1 }
    var tail = 0
    while tail < a.count - head && tail < b.count - head && a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
    let midA = Array(a[head..<(a.count - tail)]), midB = Array(b[head..<(b.count - tail)])

    var ops: [DiffOperation] = []
    for k in 0..<head { ops.append(DiffOperation(kind: .same, text: a[k], expectedLine: k, actualLine: k)) }
    var ia = head, ib = head
    if midA.count * midB.count <= 4_000_000 {
        // lcs[i][j]: LCS length of midA[i...] and midB[j...].
        let n = midA.count, m = midB.count
        var lcs = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        if n > 0 && m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lcs[i][j] = midA[i] == midB[j] ? lcs[i + 1][j + 1] + 1 : Swift.max(lcs[i + 1][j], lcs[i][j + 1])
                }
            }
        }
        var i = 0, j = 0
        while i < n || j < m {
            if i < n && j < m && midA[i] == midB[j] {
                ops.append(DiffOperation(kind: .same, text: midA[i], expectedLine: ia, actualLine: ib))
                i += 1; j += 1; ia += 1; ib += 1
            } else if i < n && (j == m || lcs[i + 1][j] >= lcs[i][j + 1]) {
                ops.append(DiffOperation(kind: .removed, text: midA[i], expectedLine: ia, actualLine: ib))
                i += 1; ia += 1
            } else {
                ops.append(DiffOperation(kind: .added, text: midB[j], expectedLine: ia, actualLine: ib))
                j += 1; ib += 1
            }
        }
    } else {
        for line in midA {
            ops.append(DiffOperation(kind: .removed, text: line, expectedLine: ia, actualLine: ib)); ia += 1
        }
        for line in midB {
            ops.append(DiffOperation(kind: .added, text: line, expectedLine: ia, actualLine: ib)); ib += 1
        }
    }
    for k in 0..<tail {
        ops.append(DiffOperation(kind: .same, text: a[a.count - tail + k], expectedLine: ia + k, actualLine: ib + k))
    }
    return ops
}

/// ESC, tabs, carriage returns and trailing spaces made visible.
func visible(_ line: String) -> String {
    var s = line.replacingOccurrences(of: "\u{1B}", with: "␛")
        .replacingOccurrences(of: "\t", with: "⇥")
        .replacingOccurrences(of: "\r", with: "␍")
    var trailing = 0
    while s.hasSuffix(" ") { s.removeLast(); trailing += 1 }
    return s + String(repeating: "·", count: trailing)
}
