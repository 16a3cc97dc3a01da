import LayoutEngine
import Dispatch
import XMLLayout
import XMLLayoutPreview

/// The progress line of a batch on a terminal: `\r[37/200] path`, redrawn
/// at most 20 times a second, cleared before anything else is printed and
/// at the end. Nothing at all when stderr is not a terminal (logs and pipes
/// get only the diagnostics and the summary).
struct BatchProgress {
    private let enabled: Bool
    private let total: Int
    private var shown = false
    private var lastDraw: UInt64 = 0

    init(total: Int, enabled: Bool = Terminal.stderrIsTerminal) {
        self.total = total
        self.enabled = enabled && total > 1
    }

    mutating func update(done: Int, path: String) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        guard done == total || now - lastDraw >= 50_000_000 else { return }
        lastDraw = now
        let width = (TerminalSize.of(descriptor: 2)?.columns ?? 80) - 1
        let counter = "[\(done)/\(total)] "
        var name = TerminalText.visible(path)
        let room = max(width - counter.count, 8)
        if name.count > room { name = "…" + name.suffix(room - 1) }
        Terminal.writeRaw("\r" + counter + name + "\u{1B}[K")
        shown = true
    }

    /// Erases the line so the next message starts in column 0.
    mutating func clear() {
        guard shown else { return }
        Terminal.writeRaw("\r\u{1B}[K")
        shown = false
    }
}

extension Terminal {
    /// `text` to stderr as is (no newline added).
    static func writeRaw(_ text: String) {
        try? OutputFile.writeAll(Array(text.utf8), to: 2)
    }
}

/// `200 files: 198 ok, 2 failed, 3 warnings`.
enum BatchSummary {
    static func line(files: Int, failed: Int, warnings: Int) -> String {
        "\(plural(files, "file")): \(files - failed) ok, \(failed) failed, \(plural(warnings, "warning"))"
    }

    /// `; 1 included file checked as part of the files that include it (parts/row.xml)`, or nothing.
    static func partials(_ partials: [InputFile]) -> String {
        guard !partials.isEmpty else { return "" }
        let names = partials.prefix(5).map { TerminalText.visible($0.path) }.joined(separator: ", ")
        return "; \(plural(partials.count, "included file")) checked as part of the files that include "
            + "\(partials.count == 1 ? "it" : "them") (\(names)\(partials.count > 5 ? ", …" : ""))"
    }

    private static func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}
