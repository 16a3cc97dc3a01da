import LayoutEngine
import Rendering
import XMLLayout

/// `render --device` and a comma-separated `--width`: the file loaded once,
/// laid out once per device (its root size and pixel grid) and the results
/// composed by `DeviceSheet` (LANGUAGE.md's "Devices").
public enum DevicePreview {
    public static func run(path: String, devices: [DeviceSize], options: PreviewOptions,
                           inputs: ExpansionInputs = ExpansionInputs()) -> PreviewOutput {
        run(loaded: LayoutLoader.load(path: path, inputs: inputs, limits: options.limits), devices: devices, options: options)
    }

    public static func run(loaded: LayoutLoader.Loaded, devices: [DeviceSize], options: PreviewOptions) -> PreviewOutput {
        var out = PreviewOutput(text: nil, diagnostics: loaded.diagnostics, loaded: loaded, result: nil,
                                layoutSeconds: 0, rootRange: nil, timings: loaded.timings)
        guard let doc = loaded.document, !loaded.hasErrors, !devices.isEmpty else { return out }
        let file = loaded.source?.path ?? ""
        let laid = out.timings.measure(.layout) { Self.pages(of: doc, file: file, devices: devices, options: options) }
        var seen = Set(out.diagnostics)
        // A warning every device finds is said once.
        for d in laid.warnings where seen.insert(d).inserted { out.diagnostics.append(d) }
        out.layoutSeconds = laid.seconds
        let pages = laid.pages
        out.diagnostics = out.diagnostics.sortedByLocation()
        out.result = pages.first?.laidOut.result
        out.rootRange = pages.first?.laidOut.rootRange
        if options.format == .png {
            out.timings.measure(.render) {
                // One pixel grid for the sheet: --scale, else the finest of the devices'.
                let scale = options.screenScale ?? pages.map { $0.device.screenScale ?? doc.screenScale }.max() ?? doc.screenScale
                let labels = pages.map { label($0.device, result: $0.laidOut.result, fileScale: doc.screenScale) }
                out.png = Pictures.pngSheet(zip(labels, pages).map { DeviceSheet.RasterPage(label: $0, result: $1.laidOut.result,
                                                                                              images: $1.images) },
                                            options: options.picture, scale: scale)
                if out.png == nil {
                    out.diagnostics.append(Pictures.cannotDraw(pages.first?.laidOut.result.size ?? Size(0, 0), scale: scale, file: file))
                }
            }
            return out
        }
        out.text = out.timings.measure(.render) { Self.render(pages, document: doc, options: options) }
        return out
    }

    typealias Page = (device: DeviceSize, laidOut: LaidOutLayout, images: ImageProvider)

    /// Each device's layout (its root size and pixel grid), its pictures
    /// when the format draws them, and every warning found (repeats dropped).
    static func pages(of doc: LayoutDocument, file: String, devices: [DeviceSize], options: PreviewOptions)
        -> (pages: [Page], warnings: [Diagnostic], seconds: Double) {
        var pages: [Page] = [], warnings: [Diagnostic] = [], seconds = 0.0
        var seen = Set<Diagnostic>()
        // One layout a device: each pass reuses the arrays of the last.
        let storage = LayoutStorage()
        for device in devices {
            var overrides = options.overrides
            overrides.width = device.width
            overrides.height = device.height ?? overrides.height
            let laidOut = LaidOutLayout(laying: doc, in: RootSize.range(of: doc, overrides: overrides), file: file,
                                        screenScale: device.screenScale, textMetrics: options.textMetrics, storage: storage)
            var found = laidOut.lintDiagnostics
            var images = ImageProvider.none
            if options.format.drawsPictures {
                let pictures = laidOut.pictures(file: file)
                images = pictures.images
                found += pictures.warnings
            }
            for d in found where seen.insert(d).inserted { warnings.append(d) }
            seconds += laidOut.layoutSeconds
            pages.append((device, laidOut, images))
        }
        return (pages, warnings, seconds)
    }

    /// The watch screen's preview with several devices: the ANSI sheet's
    /// lines, the first device's layout (for the status line), the warnings
    /// and the layout time. Nil without devices.
    public static func sheet(of doc: LayoutDocument, file: String, devices: [DeviceSize], options: PreviewOptions)
        -> (lines: [String], first: LayoutResult, warnings: [Diagnostic], seconds: Double)? {
        var ansi = options
        ansi.format = .ansi
        let laid = pages(of: doc, file: file, devices: devices, options: ansi)
        guard let first = laid.pages.first else { return nil }
        let text = render(laid.pages, document: doc, options: ansi)
        return (text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), first.laidOut.result,
                laid.warnings, laid.seconds)
    }

    /// "iphone-se 320 × 245 @2x": the name and the size the root was laid
    /// out at ("320 × 245 @2x" for a bare width, whose name is its width).
    public static func label(_ device: DeviceSize, result: LayoutResult, fileScale: Double) -> String {
        labelLines(device, result: result, fileScale: fileScale).joined(separator: " ")
    }

    /// The label's name and size parts.
    static func labelLines(_ device: DeviceSize, result: LayoutResult, fileScale: Double) -> [String] {
        let scale = device.screenScale ?? fileScale
        let size = "\(points(result.size.width)) × \(points(result.size.height)) @\(points(scale))x"
        return device.screenScale == nil && device.name == points(device.width) ? [size] : [device.name, size]
    }

    private static func render(_ pages: [Page],
                               document doc: LayoutDocument, options: PreviewOptions) -> String {
        let labels = pages.map { label($0.device, result: $0.laidOut.result, fileScale: doc.screenScale) }
        switch options.format {
        case .json:
            return DeviceSheet.json(pages.map { ($0.device.name, PreviewPipeline.render($0.laidOut.result, document: doc,
                                                                                       options: options)) },
                                    prettyPrinted: !options.compactJSON)
        case .tree, .ascii:
            return DeviceSheet.headed(zip(labels, pages).map {
                ($0, PreviewPipeline.render($1.laidOut.result, document: doc, options: options))
            })
        case .svg:
            return DeviceSheet.svg(zip(labels, pages).map { ($0, $1.laidOut.result, $1.images) },
                                   options: options.picture.svg(), glyphOutlines: TextMeasurers.glyphOutlines)
        case .png:
            return "" // binary: made by `run`
        case .ansi:
            let picture = options.picture
            let zoom = options.zoom ?? DeviceSheet.pointsPerColumn(
                widths: pages.map { $0.laidOut.result.size.width }, columns: options.columns)
            let canvases = pages.map { page -> (label: [String], canvas: CellCanvas) in
                let renderer = ANSIRenderer(options: .init(columns: options.columns, zoom: zoom,
                                                           colorMode: options.colorMode, canvas: picture.canvas,
                                                           labels: picture.labels, specs: picture.specs),
                                            images: page.images)
                let canvas = renderer.canvas(for: page.laidOut.result)
                // A label wider than its picture goes on two lines: name, then size.
                let parts = labelLines(page.device, result: page.laidOut.result, fileScale: doc.screenScale)
                let line = parts.joined(separator: " ")
                return (TextMetrics.units(of: Substring(line)) > canvas.width ? parts : [line], canvas)
            }
            return DeviceSheet.ansi(canvases, columns: options.columns, colorMode: options.colorMode)
        }
    }

    /// As the tree prints frames: at most four decimals.
    private static func points(_ v: Double) -> String {
        guard v.isFinite, abs(v) < 1e15 else { return String(v) }
        let r = (v * 10_000).rounded() / 10_000
        return r == r.rounded() ? String(Int64(r)) : String(r)
    }
}
