import ArgumentParser
import LayoutEngine
import XMLLayout
import XMLLayoutPreview

/// `render` of several files or folders: each file laid out and rendered on
/// a worker (`BatchRunner`), its result written whole to `--output-dir`
/// (atomically, as `-o` does; a file with errors writes nothing) or, for
/// tree, ascii and ansi, to standard output under a `==> file <==` header.
/// Diagnostics are printed per file in input order, then one summary:
/// `200 files: 198 ok, 2 failed, 3 warnings`. Exit status 1 if any failed.
struct RenderBatch {
    var files: [InputFile]
    /// Files other files of the batch include: checked as part of them, not alone.
    var partials: [InputFile] = []
    var options: PreviewOptions
    var devices: [DeviceSize]?
    var inputs: ExpansionInputs
    var outputDir: String?
    var jobs: Int
    var quiet: Bool
    var color: ColorChoice

    /// What a worker found for one file.
    struct Rendered: Sendable {
        var diagnostics: [Diagnostic] = []
        var sources: [String: String] = [:]
        /// The result for standard output (no --output-dir).
        var text: String?
        /// `error: cannot write …`, when the result could not be written.
        var writeError: String?
        /// The folder the result was written to (flushed once at the end).
        var writtenFolder: String?
        var failed = false
    }

    func run() throws {
        let work = worker()
        var progress = BatchProgress(total: files.count)
        var failed = 0
        var warnings = 0
        var stdoutBroken = false
        var printed = false
        var writtenFolders: Set<String> = []
        BatchRunner.run(count: files.count, jobs: jobs, work: work, arrived: { index, done in
            progress.update(done: done, path: files[index].path)
        }, handle: { index, rendered in
            warnings += rendered.diagnostics.warningCount
            let shown = quiet ? rendered.diagnostics.filter { $0.severity == .error } : rendered.diagnostics
            if !shown.isEmpty || rendered.writeError != nil { progress.clear() }
            DiagnosticPrinter.print(shown, sources: rendered.sources, summary: false, color: color)
            if let writeError = rendered.writeError { Terminal.writeError(writeError) }
            if rendered.failed { failed += 1 }
            if let folder = rendered.writtenFolder { writtenFolders.insert(folder) }
            if let text = rendered.text, !stdoutBroken {
                progress.clear()
                let header = "==> \(TerminalText.visible(files[index].path)) <==\n"
                defer { printed = true }
                do throws(OutputFile.Failure) {
                    try OutputFile.writeAll(Array(((printed ? "\n" : "") + header + text + "\n").utf8), to: 1)
                } catch {
                    Terminal.writeError("error: cannot write standard output: \(error.reason)")
                    stdoutBroken = true
                }
            }
        })
        // Flushed to disk once for the whole batch (-o does it per file).
        OutputFile.syncFileSystems(holding: writtenFolders)
        progress.clear()
        Terminal.writeError(BatchSummary.line(files: files.count, failed: failed, warnings: warnings) + BatchSummary.partials(partials))
        if failed > 0 || stdoutBroken { throw ExitCode.failure }
    }

    /// Two different inputs with the same output path (`a/card.xml` and
    /// `b/card.xml` given as files): refused before anything is written.
    static func clash(_ files: [InputFile], in folder: String, extension ext: String) -> (String, String, String)? {
        var seen: [String: String] = [:]
        for file in files {
            let path = InputFiles.outputPath(for: file, in: folder, extension: ext)
            if let other = seen[path], other != file.path { return (other, file.path, path) }
            seen[path] = file.path
        }
        return nil
    }

    /// The per-file job: load → lay out → render, then write the result.
    private func worker() -> @Sendable (Int) -> Rendered {
        let (files, devices, inputs) = (files, devices, inputs)
        var streaming = options
        // JSON into a file is written as it is made, never held whole.
        streaming.streamsJSON = outputDir != nil
        let options = streaming
        let outputDir = outputDir
        let ext = RenderBatchOptions.fileExtension(of: options.format)
        // Every file's pass reuses the arrays of one before it.
        let storage = LayoutStorage()
        return { index in
            let file = files[index]
            if let problem = file.problem { return Rendered(diagnostics: [problem], failed: true) }
            var out = if let devices {
                DevicePreview.run(path: file.path, devices: devices, options: options, inputs: inputs)
            } else {
                PreviewPipeline.run(path: file.path, options: options, inputs: inputs, storage: storage)
            }
            // The sources are quoted by diagnostics only: a clean file's text is never decoded.
            var rendered = Rendered(diagnostics: out.diagnostics,
                                    sources: out.diagnostics.isEmpty ? [:] : out.loaded.sources)
            guard out.json != nil || out.text != nil || out.png != nil, !out.hasErrors else {
                rendered.failed = true
                return rendered
            }
            guard let outputDir else {
                rendered.text = out.text
                return rendered
            }
            let json = out.takeJSON()
            let relative = InputFiles.outputRelativePath(for: file, extension: ext)
            let path = InputFiles.outputPath(for: file, in: outputDir, extension: ext)
            let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            do throws(OutputFile.Failure) {
                // Below OUT, no symlink is followed (`ConfinedOutput`).
                try ConfinedOutput.write(relative, under: outputDir, syncing: false) { emit throws(OutputFile.Failure) in
                    if let json {
                        try OutputFile.stream(json.write(into:), emit)
                        try emit(OutputFile.newline)
                    } else if let png = out.png {
                        try png.withUnsafeBytes { bytes in
                            Result { () throws(OutputFile.Failure) in try emit(bytes) }
                        }.get()
                    } else {
                        var text = out.text ?? ""
                        try text.withUTF8 { utf8 in
                            Result { () throws(OutputFile.Failure) in try emit(UnsafeRawBufferPointer(utf8)) }
                        }.get()
                        try emit(OutputFile.newline)
                    }
                }
                rendered.writtenFolder = folder.isEmpty ? "/" : folder
            } catch {
                rendered.writeError = "error: cannot write '\(TerminalText.visible(path))': \(error.reason)"
                rendered.failed = true
            }
            return rendered
        }
    }
}
