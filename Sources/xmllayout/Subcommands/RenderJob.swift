import ArgumentParser
import LayoutEngine
import XMLLayout
import XMLLayoutPreview

/// What `render` was asked to do, as plain values: `Render` fills it from
/// its parsed options, and `FastArguments` from a short command line without
/// swift-argument-parser (start-up), so both run exactly this code.
struct RenderJob: Equatable {
    var files: [String]
    var format: OutputFormatArgument?
    var sizeOverride = RootRangeOverride()
    /// The devices of `--device` or a comma-separated `--width`; nil: one layout.
    var devices: [DeviceSize]?
    var output: String?
    var color: ColorChoice = .auto
    var zoom: Double?
    var columns: Int?
    var expansionInputs = ExpansionInputs()
    var pictureOptions = PictureOptions()
    /// `--scale`: the png's pixels per point and the layout's pixel grid.
    var scale: Double?
    var quiet = false
    var compact = false
    var huge = false
    var timings = false
    var outputDir: String?
    var jobs: Int?
    var exclude: [String] = []
    var textMetrics: TextMetricsMode?

    func run() throws {
        try HugeOption.run(huge: huge, timings: timings) { try render() }
    }

    /// What `render` refuses of `-o` and `--compact` (`Render.validate()`
    /// and `FastArguments` both ask here).
    static func checkOutput(_ output: String?, compact: Bool, format: OutputFormatArgument?) throws {
        if output?.isEmpty == true { throw ValidationError("--output needs a file name") }
        if compact && format?.format != .json { throw ValidationError("--compact needs --format json") }
    }

    private func render() throws {
        let toTerminal = output == nil && outputDir == nil && Terminal.stdoutIsTerminal
        let format = format?.format ?? (toTerminal ? .ansi : .tree)
        var options = PreviewOptions(format: format, overrides: sizeOverride, columns: columns ?? Terminal.columns,
                                     zoom: zoom, colorMode: color.mode(isTerminal: toTerminal))
        options.picture = pictureOptions
        options.screenScale = scale
        if format == .png, output == nil, outputDir == nil, Terminal.stdoutIsTerminal {
            throw ValidationError("a PNG is not for the terminal: write it with -o FILE (or pipe it)")
        }
        options.compactJSON = compact
        options.limits = HugeOption.limits(huge)
        try OutputFile.refuseOverwriting(inputs: files + [expansionInputs.dataPath].compactMap { $0 }, with: output)
        options.textMetrics = textMetrics
        TextMeasurers.installInFrontEnd(override: textMetrics)
        if outputDir != nil || (InputFiles.isBatch(files) && (files.count > 1 || RenderBatchOptions.concatenates(format))) {
            try runBatch(options)
            return
        }
        let file = files[0]
        try RawArguments.refuseUnreadableNames(file: file, output: output, color: color)
        var streamOptions = options
        streamOptions.streamsJSON = true // JSON written as it is made, never held whole
        var out = if let devices {
            DevicePreview.run(path: file, devices: devices, options: options, inputs: expansionInputs)
        } else {
            PreviewPipeline.run(path: file, options: streamOptions, inputs: expansionInputs)
        }
        var phases = out.timings
        defer { TimingsOption.report(phases, if: timings) }
        let shown = quiet ? out.diagnostics.filter { $0.severity == .error } : out.diagnostics
        DiagnosticPrinter.print(shown, sources: out.loaded.sources, summary: out.hasErrors, color: color)
        if out.hasErrors, InputFiles.isFolder(file) {
            Terminal.writeError("hint: --output-dir DIR renders every *.xml file in a folder, one \(format.rawValue) file each")
        }
        guard !out.hasErrors else { throw ExitCode.failure }
        if let json = out.takeJSON() {
            // Made and written in turns: render is the making, write the rest.
            var making = PhaseTimings()
            let start = ContinuousClock.now
            defer {
                phases.merge(making)
                phases.add(.write, since: start)
                phases.add(.write, seconds: -(making.seconds[.render] ?? 0))
            }
            try OutputFile.deliver(streaming: { json.write(into: $0, timings: &making) }, to: output)
            return
        }
        if let png = out.png {
            try phases.measure(.write) { try OutputFile.deliver(bytes: png, to: output) }
            return
        }
        guard let text = out.text else { throw ExitCode.failure }
        try phases.measure(.write) { try OutputFile.deliver(line: text, to: output) }
    }

    private func runBatch(_ options: PreviewOptions) throws {
        var seen = Set<String>()
        // A file named twice (`dir dir/a.xml`) is rendered once; with --huge one
        // at a time, on the thread with the large stack.
        let all = try InputFiles.expandReporting(files).filter { seen.insert($0.path).inserted }
        let (inputs, partials) = InputFiles.batch(InputFiles.excluding(exclude, from: all))
        try RenderBatch(files: inputs, partials: partials, options: options, devices: devices, inputs: expansionInputs,
                        outputDir: outputDir, jobs: huge ? 1 : JobsOption.count(jobs), quiet: quiet,
                        color: color).run()
    }
}
