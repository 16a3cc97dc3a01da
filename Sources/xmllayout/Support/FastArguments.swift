import XMLLayout
/// The commonest command lines, `render FILE… [--format F] [-o PATH]
/// [--output-dir DIR] [--jobs N] [--compact] [--quiet] [--huge] [--timings]`,
/// recognised without swift-argument-parser.
///
/// Why: parsing with ArgumentParser costs every run about 18 M instructions
/// (its Mirror walks of the option groups, the completion-script check, ~60
/// protocol-conformance lookups), more than the whole of xmllint's start-up,
/// while a render of a small file is over in a few milliseconds. Anything this
/// does not recognise exactly — another subcommand or option, `--help`, a
/// repeated or combined flag, a value that looks like an option, a
/// combination `Render.validate()` refuses — returns nil, and ArgumentParser
/// parses the line as before, with its messages. What it accepts runs the same
/// `RenderJob` that `Render.run()` builds, so the results cannot differ:
/// `ArgumentRouteTests` generates thousands of lines and checks that both
/// parsers build the same job, and that the documented common lines take
/// this route (`Main.fastJob`); `FastArgumentsTests` runs lines both ways.
enum FastArguments {
    /// `render` or `validate` of a folder, several files or `--output-dir`,
    /// judged from the words alone (no file system call): a line that starts
    /// batch work, whichever route parses it.
    static func looksLikeBatch(_ arguments: [String]) -> Bool {
        guard arguments.count >= 3, arguments[1] == "render" || arguments[1] == "validate" else { return false }
        var operands = 0
        var i = 2
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            switch argument {
            case "--output-dir": return true
            case "--format", "-f", "--output", "-o", "--jobs", "-j": i += 1 // its value
            default:
                if argument == "-" || !argument.hasPrefix("-") {
                    operands += 1
                    // One operand: a batch when it is a folder named with its slash
                    // (a stat here would cost every single-file start-up).
                    if operands > 1 || argument.hasSuffix("/") { return true }
                }
            }
        }
        return false
    }

    static func renderJob(_ arguments: [String]) -> RenderJob? {
        guard var words = Words(arguments, subcommand: "render") else { return nil }
        var job = RenderJob(files: [])
        while let argument = words.next(readingSharedInto: &job) {
            var name = argument
            var format: String?
            if argument.hasPrefix("--format=") {
                name = "--format"
                format = String(argument.dropFirst("--format=".count))
            }
            switch name {
            case "--format", "-f":
                guard let text = format ?? words.value(), let f = OutputFormatArgument(rawValue: text) else { return nil }
                job.format = f
            case "--output", "-o":
                guard let path = words.value() else { return nil }
                job.output = path
            case "--output-dir":
                guard let folder = words.value() else { return nil }
                job.outputDir = folder
            case "--compact": job.compact = true
            default:
                guard Words.isOperand(argument) else { return nil }
                job.files.append(argument)
                continue
            }
            // Spellings of one option count once: `-f json --format tree` goes to ArgumentParser.
            let option = switch name { // no Dictionary: its metadata costs start-up
            case "-f": "--format"
            case "-o": "--output"
            default: name
            }
            guard words.firstTime(option) else { return nil }
        }
        // What Render.validate() and its option groups would refuse (the
        // options this route reads, checked by the same functions).
        guard !words.refused, !job.files.isEmpty, (try? RenderJob.checkOutput(job.output, compact: job.compact, format: job.format)) != nil,
              (try? JobsOption.validate(job.jobs)) != nil,
              (try? RenderBatchOptions.check(files: job.files, output: job.output, outputDir: job.outputDir,
                                             format: job.format)) != nil
        else { return nil }
        return job
    }

    /// `validate FILE… [--format text|json|sarif] [--jobs N]
    /// [--warnings-as-errors] [--quiet] [--huge] [--timings]`, as `Validate`
    /// would parse it; nil for anything else (`--fix`, `--color`, `--set`,
    /// `--help`, a repeated option, ...), which ArgumentParser then parses.
    static func validateJob(_ arguments: [String]) -> ValidateJob? {
        guard var words = Words(arguments, subcommand: "validate") else { return nil }
        var job = ValidateJob(files: [])
        while let argument = words.next(readingSharedInto: &job) {
            let option: String
            switch argument {
            case "--format":
                guard let text = words.value(), let format = DiagnosticOutputFormat(rawValue: text) else { return nil }
                job.format = format
                option = argument
            case "--warnings-as-errors": job.warningsAsErrors = true; option = argument
            default:
                guard Words.isOperand(argument) else { return nil }
                job.files.append(argument)
                continue
            }
            guard words.firstTime(option) else { return nil }
        }
        guard !words.refused, !job.files.isEmpty, (try? JobsOption.validate(job.jobs)) != nil else { return nil }
        return job
    }

    /// The words after the subcommand, one at a time.
    private struct Words {
        private let arguments: [String]
        private var i = 2
        /// Options given so far (a Set would cost start-up its metadata).
        private var seen: [String] = []
        /// A word `next(readingSharedInto:)` refused: the line is ArgumentParser's.
        private(set) var refused = false

        /// nil unless `subcommand` is the first word and a word follows it.
        init?(_ arguments: [String], subcommand: String) {
            guard arguments.count >= 3, arguments[1] == subcommand else { return nil }
            self.arguments = arguments
        }

        mutating func next() -> String? {
            guard i < arguments.count else { return nil }
            defer { i += 1 }
            return arguments[i]
        }

        /// The next word that is not one of the options `render` and
        /// `validate` both take (`--jobs`, `--text-metrics`, `--quiet`,
        /// `--huge`, `--timings`): those are read into `job` on the way.
        /// nil at the end, or when one has a bad value or comes twice (then
        /// `refused` is set).
        mutating func next<Job: SharedJobOptions>(readingSharedInto job: inout Job) -> String? {
            while let argument = next() {
                let option: String
                switch argument {
                case "--jobs", "-j":
                    guard let text = value(), let jobs = Int(text) else { refused = true; return nil }
                    job.jobs = jobs
                    option = "--jobs"
                case "--text-metrics":
                    guard let text = value(), let mode = TextMetricsMode(rawValue: text) else { refused = true; return nil }
                    job.textMetrics = mode
                    option = argument
                case "--quiet", "-q": job.quiet = true; option = "--quiet"
                case "--huge": job.huge = true; option = argument
                case "--timings": job.timings = true; option = argument
                default: return argument
                }
                guard firstTime(option) else { refused = true; return nil }
            }
            return nil
        }

        /// The value that follows an option; one that looks like an option
        /// is left to ArgumentParser, which knows how it treats those.
        mutating func value() -> String? {
            guard i < arguments.count, !arguments[i].hasPrefix("-") else { return nil }
            defer { i += 1 }
            return arguments[i]
        }

        /// Notes `option`; false when it was given before.
        mutating func firstTime(_ option: String) -> Bool {
            guard !seen.contains(option) else { return false }
            seen.append(option)
            return true
        }

        /// A file or folder (`-` for standard input), not an option.
        static func isOperand(_ word: String) -> Bool { word == "-" || !word.hasPrefix("-") }
    }
}

/// The fields of the options `render` and `validate` both take, which
/// `FastArguments` reads in one place for both.
protocol SharedJobOptions {
    var jobs: Int? { get set }
    var textMetrics: TextMetricsMode? { get set }
    var quiet: Bool { get set }
    var huge: Bool { get set }
    var timings: Bool { get set }
}

extension RenderJob: SharedJobOptions {}
extension ValidateJob: SharedJobOptions {}
