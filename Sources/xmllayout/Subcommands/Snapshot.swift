import ArgumentParser
import Rendering
import XMLLayout
import XMLLayoutPreview

struct Snapshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Keep layouts' pictures and frames under test (PNG and JSON in __snapshots__ beside each layout).",
        discussion: """
        For each layout file (folders are searched for *.xml) and each variant, a PNG (device look, at the \
        screenScale) and the JSON frames are kept in a __snapshots__ folder beside it, with the engine, \
        cairo and font versions they were made with (NAME.engine.txt). `verify` compares the frames \
        exactly and the pixels within the tolerances (as FBSnapshotTestCase: a pixel differs when a \
        channel differs by more than 2%; at most 2% of the pixels may), writes \
        __snapshots__/failures/NAME.{expected,actual,difference}.png for each failure and one \
        self-contained HTML report (--report), and exits with status 1 on any mismatch. `record` writes \
        only what is missing or changed beyond the tolerance. A snapshot verified before whose inputs \
        (layout, includes, images, references, engine, options) have not changed is passed without being \
        laid out (__snapshots__/.verified).

        Variants: each --device name is one (card@iphone-se.png); --set applies to all. --variants FILE \
        reads more, one a line: `NAME: --device iphone-se --set theme=dark` (# starts a comment).

        Examples:
          xmllayout snapshot record Layouts/examples
          xmllayout snapshot verify Layouts/examples
          xmllayout snapshot verify card.xml --device iphone-se,ipad --report report.html
          CI=1 xmllayout snapshot verify Layouts/    # never records: a missing snapshot fails
        """,
        subcommands: [SnapshotRecord.self, SnapshotVerify.self]
    )
}

struct SnapshotRecord: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record", abstract: "Write the snapshots that are missing or changed beyond the tolerance.")
    @OptionGroup var arguments: SnapshotArguments

    func run() throws { try arguments.run(.record) }
}

struct SnapshotVerify: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify", abstract: "Compare layouts with their snapshots; exit 1 on any mismatch.")
    @OptionGroup var arguments: SnapshotArguments

    func run() throws { try arguments.run(.verify) }
}

struct SnapshotArguments: ParsableArguments {
    @Argument(help: "Layout files and folders (searched for *.xml).", completion: .file(extensions: ["xml"]))
    var paths: [String]

    @Option(help: ArgumentHelp("One variant per device: " + DeviceSize.presets.map { $0.name }.joined(separator: ", ") + ".",
                               valueName: "name[,name…]"))
    var device: String?

    @Option(name: .customLong("set"), help: ArgumentHelp("A file parameter for every variant; repeatable.", valueName: "name=value"))
    var settings: [String] = []

    @Option(help: ArgumentHelp("A file of variants, one a line: `NAME: --device D --set k=v`.", valueName: "file"))
    var variants: String?

    @Option(help: ArgumentHelp("verify: write never, missing or all (missing and changed) snapshots. "
                               + "Default: never when the environment variable CI is set, else missing.",
                               valueName: "never|missing|all"))
    var record: RecordModeArgument?

    @Option(help: ArgumentHelp("Percent a channel may differ and the pixel still match (default 2).", valueName: "percent"))
    var pixelTolerance: Double = 2

    @Option(help: ArgumentHelp("Percent of the pixels that may differ (default 2).", valueName: "percent"))
    var overallTolerance: Double = 2

    @Option(help: ArgumentHelp("The HTML report's path (default: snapshot-report.html here).", valueName: "path"))
    var report: String = "snapshot-report.html"

    @Option(help: ArgumentHelp("Pixels per point: 1, 2 or 3 (default: each file's or device's screenScale).", valueName: "1|2|3"))
    var scale: ScaleArgument?

    @Flag(help: "Lay out and compare every snapshot, even those whose inputs have not changed since they passed.")
    var noCache = false

    func validate() throws {
        for (name, v) in [("--pixel-tolerance", pixelTolerance), ("--overall-tolerance", overallTolerance)]
        where !(v >= 0 && v <= 100) {
            throw ValidationError("\(name) must be a percentage between 0 and 100")
        }
        for s in settings where ExpansionInputs.Setting(argument: s) == nil {
            throw ValidationError("--set takes name=value, got '\(s)'")
        }
        if let device { do { _ = try DeviceSize.devices(device) } catch { throw ValidationError("--device: \(error.message)") } }
    }

    func run(_ command: SnapshotOptions.Command) throws {
        let files = try InputFiles.expandReporting(paths).map(\.path)
        var options = SnapshotOptions(
            command: command,
            recordMode: record.map { SnapshotRecordMode(rawValue: $0.rawValue)! }
                ?? SnapshotRecordMode.defaultMode(ci: getenv("CI").map { String(cString: $0) }),
            tolerance: PixelComparison.Tolerance(perPixel: pixelTolerance / 100, overall: overallTolerance / 100),
            variants: try variantList(), scale: scale?.value, reportPath: report)
        options.usesCache = !noCache
        let results = SnapshotSuite.run(files: files, options: options)
        for result in results {
            switch result.status {
            case .passed: continue
            case .recorded(let why): Terminal.writeError("recorded \(result.name): \(why)")
            case .failed(let why): Terminal.writeError("FAIL \(result.name): \(why)")
            }
        }
        Terminal.writeError(SnapshotSuite.summary(results) + " · report: \(report)")
        if results.contains(where: \.failed) { throw ExitCode.failure }
    }

    /// The command line's variants (one per device, or the default), then the file's.
    private func variantList() throws -> [SnapshotVariant] {
        let common = settings.compactMap(ExpansionInputs.Setting.init(argument:))
        var out: [SnapshotVariant] = []
        if let device {
            out = try DeviceSize.devices(device).map {
                SnapshotVariant(name: $0.name, device: $0, inputs: ExpansionInputs(settings: common))
            }
        }
        if let variants {
            out += try SnapshotVariantFile.variants(in: variants, common: common)
        } else if out.isEmpty {
            out = [SnapshotVariant(inputs: ExpansionInputs(settings: common))]
        }
        return out
    }
}

/// `--variants FILE`: `NAME: --device D --set k=v …` a line.
enum SnapshotVariantFile {
    static func variants(in path: String, common: [ExpansionInputs.Setting]) throws -> [SnapshotVariant] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw ValidationError("--variants: cannot read '\(path)'") }
        var bytes: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        close(fd)
        var out: [SnapshotVariant] = []
        for (number, raw) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            guard let colon = line.firstIndex(of: ":") else {
                throw ValidationError("\(path):\(number + 1): expected `NAME: --device D --set k=v`")
            }
            var variant = SnapshotVariant(name: line[..<colon].trimmingCharacters(), inputs: ExpansionInputs(settings: common))
            var words = line[line.index(after: colon)...].split(whereSeparator: \.isWhitespace).map(String.init)[...]
            while let word = words.popFirst() {
                guard let value = words.popFirst() else { throw ValidationError("\(path):\(number + 1): \(word) needs a value") }
                switch word {
                case "--device":
                    guard let d = try? DeviceSize.devices(value), d.count == 1 else {
                        throw ValidationError("\(path):\(number + 1): unknown device '\(value)'")
                    }
                    variant.device = d[0]
                case "--set":
                    guard let s = ExpansionInputs.Setting(argument: value) else {
                        throw ValidationError("\(path):\(number + 1): --set takes name=value")
                    }
                    variant.inputs.settings.append(s)
                default:
                    throw ValidationError("\(path):\(number + 1): unknown option '\(word)' (--device, --set)")
                }
            }
            out.append(variant)
        }
        return out
    }
}

enum RecordModeArgument: String, CaseIterable, ExpressibleByArgument {
    case never, missing, all

    static var allValueStrings: [String] { allCases.map { $0.rawValue } }
}

private extension Substring {
    func trimmingCharacters() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
