import Synchronization
import XMLLayout
import XMLLayoutPreview

/// The pictures the pages show, one per selection: the file loaded, laid
/// out and drawn as SVG. A load with errors keeps the last good picture of
/// that selection and says what is wrong, as the terminal preview does.
public final class BrowserSession: Sendable {
    public struct Configuration: Sendable {
        public var path: String
        /// The command line's root size, `--set`/`--data` and `--huge`.
        public var overrides: RootRangeOverride
        public var inputs: ExpansionInputs
        public var limits: SourceLimits
        /// Devices the page offers first (`--device`); every preset is offered after them.
        public var devices: [DeviceSize]

        public init(path: String, overrides: RootRangeOverride = RootRangeOverride(), inputs: ExpansionInputs = ExpansionInputs(),
                    limits: SourceLimits = .standard, devices: [DeviceSize] = []) {
            self.path = path
            self.overrides = overrides
            self.inputs = inputs
            self.limits = limits
            self.devices = devices
        }
    }

    /// What a page gets for its selection.
    public struct Picture: Sendable {
        /// The last good SVG of the selection (nil: no load of it has succeeded yet).
        public var svg: String?
        /// The located errors and warnings of the latest load, formatted as the terminal shows them.
        public var problems: [String]
        public var hasErrors: Bool
        /// The version of the file this answers (bumped at every change seen).
        public var version: Int
    }

    public let configuration: Configuration
    private struct State {
        var version = 0
        var pictures: [BrowserSelection: Picture] = [:]
        /// The selections pages asked for lately: drawn again as soon as the file changes.
        var recent: [BrowserSelection] = []
        var dependencies: [String] = []
        var parameters: [FileParameter] = []
    }
    private let state = Mutex(State())

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    public var version: Int { state.withLock { $0.version } }
    /// The layout file and what it reads (includes, data, images): what to watch.
    public var dependencies: [String] { state.withLock { $0.dependencies.isEmpty ? [configuration.path] : $0.dependencies } }
    /// The file's enumerable parameters (the page's states), as of the last load.
    public var parameters: [FileParameter] { state.withLock { $0.parameters } }

    /// The file changed: a new version, drawn for the selections pages show.
    public func fileChanged() {
        let recent = state.withLock { s -> [BrowserSelection] in
            s.version += 1
            return s.recent
        }
        for selection in recent { _ = load(selection) }
    }

    /// The selection's picture for the current version, loaded if it is not yet.
    public func picture(for selection: BrowserSelection) -> Picture {
        let cached = state.withLock { s -> Picture? in
            s.recent.removeAll { $0 == selection }
            s.recent.insert(selection, at: 0)
            if s.recent.count > 4 { s.recent.removeLast() }
            guard let p = s.pictures[selection], p.version == s.version else { return nil }
            return p
        }
        return cached ?? load(selection)
    }

    /// The devices a page offers: the command line's, then every preset not among them.
    public var deviceNames: [String] {
        let given = configuration.devices.map(\.name)
        return given + DeviceSize.presets.map(\.name).filter { !given.contains($0) }
    }

    private func load(_ selection: BrowserSelection) -> Picture {
        let version = state.withLock { $0.version }
        var options = PreviewOptions(format: .svg, overrides: configuration.overrides)
        options.picture = selection.picture
        options.limits = configuration.limits
        if let name = selection.device, let device = device(named: name) {
            options.overrides = device.overrides
            options.screenScale = device.screenScale
        }
        var inputs = configuration.inputs
        if let setting = selection.state { inputs.settings.append(setting) }
        let out = PreviewPipeline.run(path: configuration.path, options: options, inputs: inputs)
        let problems = out.diagnostics.map { DiagnosticFormatter.format($0) }
        let parameters = out.loaded.source.map { FileParameters.of($0).filter(\.isEnumerable) }
        return state.withLock { s in
            var picture = Picture(svg: out.text, problems: problems, hasErrors: out.hasErrors, version: version)
            if picture.svg == nil { picture.svg = s.pictures[selection]?.svg }
            s.pictures[selection] = picture
            if !out.dependencies.isEmpty { s.dependencies = out.dependencies }
            if let parameters { s.parameters = parameters }
            return picture
        }
    }

    private func device(named name: String) -> DeviceSize? {
        if let given = configuration.devices.first(where: { $0.name == name }) { return given }
        return try? DeviceSize.devices(name).first
    }
}
