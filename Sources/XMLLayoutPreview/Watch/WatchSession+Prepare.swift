#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutEngine
import Rendering
import XMLLayout

/// A reload's preparation: pure, so the loop runs it on the load thread.
extension WatchSession {
    /// PreviewPipeline's layout step, with rendering sized for the screen
    /// (the pipeline's ANSI output is the whole canvas, up to 1000×2000
    /// cells: wasted work on every save of a large file).
    private static func layOut(_ document: LayoutDocument, warnings: [Diagnostic], laidOut: LaidOutLayout,
                               configuration: WatchConfiguration, columns: Int) -> Good {
        let pictures = laidOut.pictures(file: configuration.path)
        let picture = configuration.picture
        let renderer = ANSIRenderer(options: .init(
            columns: columns, rows: nil, zoom: configuration.zoom, colorMode: configuration.colorMode,
            canvas: picture.canvas, labels: picture.labels, specs: picture.specs), images: pictures.images)
        let result = laidOut.result
        let keys = Array(document.identityKeys(mainFileName: LayoutDocument.fileName(configuration.path))
            .prefix(result.elements.documentCount))
        return Good(document: document, result: result, layoutSeconds: laidOut.layoutSeconds,
                    warnings: (warnings + laidOut.lintDiagnostics + pictures.warnings).sortedByLocation(),
                    loadWarnings: warnings, lines: [], geometry: nil,
                    keys: keys.count == result.elements.documentCount ? keys : nil, renderer: renderer)
    }

    /// What a reload works out from the loaded file, the preview on
    /// screen and the view, before it touches the session: the new
    /// preview, drawn, and how it differs from the old one (LANGUAGE.md
    /// "Transitions"). Pure, so the loop runs it on the load thread
    /// (`BackgroundLoad`) and keys are answered meanwhile.
    struct Prepared: Sendable {
        var good: Good
        var change: TransitionSides?
        var isHighlighting: Bool
        /// From the old layout to the new one (nil: nothing moved).
        var animation: TransitionAnimation?
        /// What it was prepared against.
        var basis: Basis
    }

    /// The session's state a preparation depends on, taken on the loop's thread.
    struct Basis: Sendable {
        var configuration: WatchConfiguration
        var previous: Good?
        var generation: Int
        var settings: DrawSettings
    }

    /// The state a reload prepared now would start from.
    var basis: Basis {
        Basis(configuration: configuration, previous: configuration.devices.isEmpty ? good : nil,
              generation: goodGeneration, settings: drawSettings)
    }

    static func prepare(_ document: LayoutDocument, warnings: [Diagnostic], laidOut: LaidOutLayout,
                        basis: Basis) -> Prepared {
        let configuration = basis.configuration
        var next = layOut(document, warnings: warnings, laidOut: laidOut, configuration: configuration,
                          columns: basis.settings.columns)
        var prepared = Prepared(good: next, change: nil, isHighlighting: false, animation: nil, basis: basis)
        if let previous = basis.previous, let oldKeys = previous.keys, let newKeys = next.keys {
            let transition = LayoutTransition(from: previous.result, keys: oldKeys, to: next.result, keys: newKeys)
            let sides = TransitionSides(from: TransitionPipeline.side(previous.result, previous.document),
                                        to: TransitionPipeline.side(next.result, document), transition: transition)
            prepared.change = sides
            let marked = transition.changed.map(\.element) + transition.inserted.map(\.element)
            next.renderer.options.highlighted = Set(marked)
            prepared.isHighlighting = !marked.isEmpty
            if configuration.animates, configuration.animationMilliseconds > 0, !transition.isEmpty {
                prepared.animation = TransitionAnimation(sides)
            }
        }
        // What shows, no further: a save repaints as soon as it can.
        let start = threadCPUNanoseconds()
        draw(&next, settings: basis.settings, screensBelow: 0)
        // Each frame of the animation is a drawing like this one, on the
        // loop's thread: when one takes longer than a frame, the animation
        // would stutter and hold up the keys, so the new layout shows at
        // once. CPU time, so that a busy machine does not decide it.
        if threadCPUNanoseconds() - start > Self.slowestAnimationFrameMilliseconds * 1_000_000 {
            prepared.animation = nil
        }
        prepared.good = next
        return prepared
    }

    /// See `prepare`: about a frame at 60 per second.
    static let slowestAnimationFrameMilliseconds = 16

    private static func threadCPUNanoseconds() -> Int {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Int(ts.tv_sec) * 1_000_000_000 + Int(ts.tv_nsec)
    }

    /// A sheet of devices, laid out and drawn `columns` wide (nil: none laid out).
    static func sheetGood(_ document: LayoutDocument, warnings: [Diagnostic], configuration: WatchConfiguration,
                          columns: Int) -> Good? {
        var options = PreviewOptions(format: .ansi, overrides: configuration.overrides, columns: columns,
                                     zoom: configuration.zoom, colorMode: configuration.colorMode)
        options.picture = configuration.picture
        options.textMetrics = configuration.textMetrics
        guard let sheet = DevicePreview.sheet(of: document, file: configuration.path, devices: configuration.devices,
                                              options: options) else { return nil }
        return Good(document: document, result: sheet.first, layoutSeconds: sheet.seconds,
                    warnings: (warnings + sheet.warnings).sortedByLocation(), loadWarnings: warnings,
                    lines: sheet.lines, geometry: nil, pictureColumns: sheet.lines.reduce(0) { max($0, ScreenText.width($1)) },
                    pictureRows: sheet.lines.count,
                    keys: nil, renderer: ANSIRenderer(options: .init(columns: columns)))
    }

    /// `prepare` for a sheet of devices: laid out at each size and drawn.
    static func prepareSheet(_ document: LayoutDocument, warnings: [Diagnostic], basis: Basis) -> Prepared? {
        guard let good = sheetGood(document, warnings: warnings, configuration: basis.configuration,
                                   columns: basis.settings.columns) else { return nil }
        return Prepared(good: good, change: nil, isHighlighting: false, animation: nil, basis: basis)
    }
}
