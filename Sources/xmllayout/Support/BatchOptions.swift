import ArgumentParser
import LayoutEngine
import XMLLayoutPreview

/// `--jobs N`: how many files `render` and `validate` work on at once.
struct JobsOption: ParsableArguments {
    static let help = ArgumentHelp(
        "With several files: how many to work on at once (default: the number of cores).", valueName: "n")

    @Option(name: [.short, .long], help: help)
    var jobs: Int?

    @Option(help: excludeHelp)
    var exclude: [String] = []

    /// `--exclude GLOB` of `render` and `validate`.
    static let excludeHelp = ArgumentHelp(
        "With folders: leave out the files whose path below the folder (or name) matches this shell pattern "
            + "(repeatable: --exclude 'drafts/*' --exclude '*.old.xml').", valueName: "glob")

    var count: Int { Self.count(jobs) }

    func validate() throws { try Self.validate(jobs) }

    static func count(_ jobs: Int?) -> Int { jobs ?? BatchRunner.defaultJobs }

    static func validate(_ jobs: Int?) throws {
        if let jobs, jobs < 1 || jobs > 1024 { throw ValidationError("--jobs '\(jobs)' must be between 1 and 1024") }
    }
}

/// `render`'s options for many files: `--output-dir DIR` and `--jobs N`.
struct RenderBatchOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Write each file's result under this folder, at its path below the folder argument it came from, "
            + "with the format's extension (.json, .svg, .png, .txt for tree and ascii, .ans for ansi); "
            + "a file with errors writes nothing.",
        valueName: "dir"))
    var outputDir: String?

    // JobsOption's option itself, not the group: each option group costs a
    // command's every start-up several runtime type lookups.
    @Option(name: [.short, .long], help: JobsOption.help)
    var jobs: Int?

    @Option(help: JobsOption.excludeHelp)
    var exclude: [String] = []

    var jobCount: Int { JobsOption.count(jobs) }

    func validate() throws { try JobsOption.validate(jobs) }

    /// Usage errors of several files (or a folder), checked before any work.
    func check(files: [String], output: String?, format: OutputFormatArgument?) throws {
        try Self.check(files: files, output: output, outputDir: outputDir, format: format)
    }

    /// `check` for values not parsed by ArgumentParser (`FastArguments`).
    static func check(files: [String], output: String?, outputDir: String?, format: OutputFormatArgument?) throws {
        if outputDir?.isEmpty == true { throw ValidationError("--output-dir needs a folder name") }
        if outputDir != nil, output != nil { throw ValidationError("-o and --output-dir cannot be combined") }
        let batch = InputFiles.isBatch(files)
        if (batch || outputDir != nil), files.contains("-") {
            throw ValidationError("standard input (-) can only be rendered alone, without --output-dir")
        }
        if let outputDir {
            // Without -f, results in a folder are trees (as when piped).
            let ext = Self.fileExtension(of: format?.format ?? .tree)
            if let clash = RenderBatch.clash(InputFiles.expandRemembering(files).files, in: outputDir, extension: ext) {
                let (a, b, out) = (TerminalText.visible(clash.0), TerminalText.visible(clash.1), TerminalText.visible(clash.2))
                throw ValidationError("'\(a)' and '\(b)' would both be written to '\(out)'")
            }
        }
        guard batch else { return }
        if output != nil {
            throw ValidationError("-o writes one file; for several files use --output-dir DIR")
        }
        // (A lone folder in such a format is refused by the loader, as before:
        // "is a directory, not a layout file", and a hint; see `Render.run`.)
        if outputDir == nil, files.count > 1, let format = format?.format, !Self.concatenates(format) {
            throw ValidationError("several files in --format \(format.rawValue) need --output-dir DIR "
                + "(one \(format.rawValue) document per file); to standard output only tree, ascii and ansi are shown one after another")
        }
    }

    /// Several files or a folder, shown or written by `RenderBatch`.
    func isBatch(_ files: [String], format: OutputFormat) -> Bool {
        outputDir != nil || (InputFiles.isBatch(files) && (files.count > 1 || Self.concatenates(format)))
    }

    /// Formats whose results read well one after another on standard output
    /// (each under a `==> file <==` header): text for people. JSON and SVG
    /// documents would not parse concatenated.
    static func concatenates(_ format: OutputFormat) -> Bool {
        format == .tree || format == .ascii || format == .ansi
    }

    /// The file extension of a format's results under `--output-dir`.
    static func fileExtension(of format: OutputFormat) -> String {
        switch format {
        case .json: "json"
        case .svg: "svg"
        case .png: "png"
        case .tree, .ascii: "txt"
        case .ansi: "ans" // escape sequences: `less -R`, `cat` on a terminal
        }
    }
}
