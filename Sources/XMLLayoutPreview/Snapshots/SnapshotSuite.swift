import Dispatch
import ImageDecoding
import LayoutEngine
import Rendering
import ThreadSupport
import XMLLayout

/// What happened to one layout's snapshot (one variant of it).
public struct SnapshotResult: Sendable {
    public enum Status: Sendable, Equatable {
        /// Matches its reference (`cached`: proved from the inputs' hashes, nothing laid out).
        case passed(cached: Bool)
        /// Written: new, or changed beyond the tolerance (`record`, `--record all`).
        case recorded(String)
        case failed(String)
    }

    public var layout: String
    public var variant: String
    public var status: Status
    /// The files shown in the report (PNG bytes): the reference, the new
    /// picture, where they differ. Empty when not made.
    public var expected: [UInt8] = []
    public var actual: [UInt8] = []
    public var difference: [UInt8] = []

    public var failed: Bool { if case .failed = status { true } else { false } }
    public var name: String { variant.isEmpty ? layout : layout + " @" + variant }
}

/// `xmllayout snapshot record|verify`: per layout file and variant, a PNG
/// and the JSON frames under a `__snapshots__` folder beside it
/// (`card.png`, `card.json`, `card.engine.txt`; `card@iphone-se.png` for a
/// variant). Verify compares the frames exactly and the pixels within the
/// tolerance; each failure leaves `__snapshots__/failures/NAME.expected.png`,
/// `.actual.png` and `.difference.png`. A snapshot verified before whose
/// inputs (the layout, its includes and images, the references, the
/// engine, the options) hash as they did then is passed without being laid
/// out (`__snapshots__/.verified`).
public enum SnapshotSuite {
    public static func run(files: [String], options: SnapshotOptions) -> [SnapshotResult] {
        let jobs = files.flatMap { file in options.variants.map { (file, $0) } }
        let lock = Lock()
        nonisolated(unsafe) var results = [SnapshotResult?](repeating: nil, count: jobs.count)
        nonisolated(unsafe) var verified = [(folder: String, line: String)?](repeating: nil, count: jobs.count)
        let caches = Dictionary(grouping: files.map(SnapshotPaths.folder(of:)), by: { $0 })
            .mapValues { SnapshotCache.read(folder: $0.first!) }
        DispatchQueue.concurrentPerform(iterations: jobs.count) { i in
            let (file, variant) = jobs[i]
            let paths = SnapshotPaths(layout: file, variant: variant.name)
            let outcome = runOne(paths: paths, variant: variant, options: options,
                                 cache: caches[paths.folder] ?? SnapshotCache())
            lock.withLock {
                results[i] = outcome.result
                verified[i] = outcome.verified.map { (paths.folder, $0) }
            }
        }
        // Each folder's cache rewritten once, with the snapshots proved this run.
        var lines: [String: [String]] = [:]
        for case let entry? in verified { lines[entry.folder, default: []].append(entry.line) }
        for folder in Set(caches.keys) {
            SnapshotCache.write(folder: folder, lines: lines[folder] ?? [])
        }
        let out = results.compactMap { $0 }
        if let report = options.reportPath {
            SnapshotFiles.write(SnapshotReport.html(out, options: options), to: report)
        }
        return out
    }

    /// "12 snapshots: 10 passed, 1 recorded, 1 failed (card @iphone-se)".
    public static func summary(_ results: [SnapshotResult]) -> String {
        let failed = results.filter(\.failed)
        let recorded = results.filter { if case .recorded = $0.status { true } else { false } }.count
        var line = "\(results.count) snapshot\(results.count == 1 ? "" : "s"): \(results.count - failed.count - recorded) passed"
        if recorded > 0 { line += ", \(recorded) recorded" }
        line += ", \(failed.count) failed"
        if !failed.isEmpty {
            line += " (" + failed.prefix(3).map(\.name).joined(separator: ", ") + (failed.count > 3 ? ", …" : "") + ")"
        }
        return line
    }

    // MARK: One snapshot

    private static func runOne(paths: SnapshotPaths, variant: SnapshotVariant, options: SnapshotOptions,
                               cache: SnapshotCache) -> (result: SnapshotResult, verified: String?) {
        var result = SnapshotResult(layout: paths.layout, variant: variant.name, status: .passed(cached: false))
        let signature = signature(variant: variant, options: options)
        if options.command == .verify, options.usesCache, cache.proves(key: paths.key, signature: signature, paths: paths) {
            result.status = .passed(cached: true)
            return (result, cache.line(for: paths.key))
        }
        var preview = PreviewOptions(format: .png)
        preview.picture = options.picture
        preview.screenScale = options.scale ?? variant.device?.screenScale
        if let device = variant.device {
            preview.overrides.width = device.width
            preview.overrides.height = device.height ?? preview.overrides.height
        }
        let out = PreviewPipeline.run(path: paths.layout, options: preview, inputs: variant.inputs)
        guard !out.hasErrors, let png = out.png, let result0 = out.result, let doc = out.loaded.document else {
            let first = out.diagnostics.first { $0.severity == .error }
            result.status = .failed("cannot be rendered: " + (first?.description ?? "no picture"))
            return (result, nil)
        }
        let json = PreviewPipeline.jsonRenderer(document: doc, options: PreviewOptions(format: .json)).render(result0) + "\n"
        result.actual = png
        let expectedPNG = SnapshotFiles.read(paths.png), expectedJSON = SnapshotFiles.read(paths.json)
        guard let expectedPNG, let expectedJSON else {
            let mayRecord = options.command == .record || options.recordMode != .never
            guard mayRecord else {
                result.status = .failed("no snapshot recorded (\(paths.png)); run `xmllayout snapshot record`")
                return (result, nil)
            }
            result.status = write(png: png, json: json, paths: paths) ?? .recorded("new")
            return (result, nil)
        }
        result.expected = expectedPNG
        let difference = compare(expectedPNG: expectedPNG, expectedJSON: expectedJSON, png: png, json: json,
                                 tolerance: options.tolerance)
        guard let (why, differencePNG) = difference else {
            for stale in [paths.failureExpected, paths.failureActual, paths.failureDifference] { SnapshotFiles.remove(stale) }
            let deps = out.dependencies + (variant.inputs.dataPath.map { [$0] } ?? [])
            return (result, SnapshotCache.line(key: paths.key, signature: signature, dependencies: deps, paths: paths))
        }
        result.difference = differencePNG
        var message = why
        let recordedWith = SnapshotFiles.read(paths.engine).map { String(decoding: $0, as: UTF8.self) }
        if let recordedWith, recordedWith != SnapshotEngine.description {
            message += "; recorded with another engine (" + recordedWith.split(separator: "\n").joined(separator: ", ")
                + "), this is " + SnapshotEngine.description.split(separator: "\n").joined(separator: ", ")
                + ": the difference may be the engine's"
        }
        if options.command == .record || options.recordMode == .all {
            result.status = write(png: png, json: json, paths: paths) ?? .recorded("changed: " + message)
            if options.command == .verify, case .recorded(let m) = result.status { result.status = .failed("re-recorded; " + m) }
            return (result, nil)
        }
        result.status = .failed(message)
        _ = SnapshotFiles.makeFolder(paths.failures)
        SnapshotFiles.write(expectedPNG, to: paths.failureExpected)
        SnapshotFiles.write(png, to: paths.failureActual)
        SnapshotFiles.write(differencePNG, to: paths.failureDifference)
        return (result, nil)
    }

    /// The references written (PNG, JSON, engine); a failure status when they cannot be.
    private static func write(png: [UInt8], json: String, paths: SnapshotPaths) -> SnapshotResult.Status? {
        if let why = SnapshotFiles.makeFolder(paths.snapshots) { return .failed("cannot make \(paths.snapshots): \(why)") }
        for (bytes, path) in [(png, paths.png), (Array(json.utf8), paths.json), (Array(SnapshotEngine.description.utf8), paths.engine)] {
            if let why = SnapshotFiles.write(bytes, to: path) { return .failed("cannot write \(path): \(why)") }
        }
        for stale in [paths.failureExpected, paths.failureActual, paths.failureDifference] { SnapshotFiles.remove(stale) }
        return nil
    }

    /// Nil when the frames are the same and the pixels within the
    /// tolerance; else why not, and the difference picture.
    static func compare(expectedPNG: [UInt8], expectedJSON: [UInt8], png: [UInt8], json: String,
                        tolerance: PixelComparison.Tolerance) -> (String, [UInt8])? {
        var reasons: [String] = []
        if expectedJSON != Array(json.utf8) {
            let old = String(decoding: expectedJSON, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let new = json.split(separator: "\n", omittingEmptySubsequences: false)
            let common = Swift.min(old.count, new.count)
            let line = (0..<common).first { old[$0] != new[$0] } ?? common
            let got = line < new.count ? String(new[line]).trimmingLeadingSpaces : "(end)"
            reasons.append("frames differ at line \(line + 1) of the JSON: \(got)")
        }
        let actual = ImageDecoder.decode(png), expected = ImageDecoder.decode(expectedPNG)
        guard case .success(let a) = actual else { return ("the new picture cannot be decoded", []) }
        guard case .success(let e) = expected else {
            return ((reasons + ["the reference picture cannot be decoded"]).joined(separator: "; "), [])
        }
        let comparison = PixelComparison(expected: (e.width, e.height, e.pixels), actual: (a.width, a.height, a.pixels),
                                         tolerance: tolerance)
        if !comparison.sameSize {
            reasons.append("the picture is \(a.width)×\(a.height) pixels, the reference \(e.width)×\(e.height)")
        } else if !comparison.matches {
            let percent = (comparison.differingFraction * 1000).rounded() / 10
            reasons.append("\(comparison.differingPixels ?? 0) pixels (\(percent)%) differ by more than "
                + "\(Int(tolerance.perPixel * 100))% (at most \(Int(tolerance.overall * 100))% may)")
        }
        guard !reasons.isEmpty else { return nil }
        let diff = PixelComparison.differenceImage(expected: (e.width, e.height, e.pixels), actual: (a.width, a.height, a.pixels),
                                                   tolerance: tolerance)
        return (reasons.joined(separator: "; "), Pictures.png(rgba: diff.pixels, width: diff.width, height: diff.height))
    }

    /// Everything besides the files that decides the picture and the verdict.
    static func signature(variant: SnapshotVariant, options: SnapshotOptions) -> String {
        let device = variant.device.map { "\($0.name) \($0.width) \($0.height ?? -1) \($0.screenScale ?? -1)" } ?? "-"
        let settings = variant.inputs.settings.map { $0.name + "=" + $0.value }.joined(separator: ",")
        let picture = options.picture
        return [SnapshotEngine.description, variant.name, device, settings, variant.inputs.dataPath ?? "-",
                "\(options.tolerance.perPixel) \(options.tolerance.overall)", "\(options.scale ?? -1)",
                picture.canvas.map { "\($0.red) \($0.green) \($0.blue) \($0.alpha)" } ?? "none", picture.labels.rawValue,
                "\(picture.specs)", picture.look?.rawValue ?? "-"].joined(separator: "|")
    }
}

private extension String {
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
