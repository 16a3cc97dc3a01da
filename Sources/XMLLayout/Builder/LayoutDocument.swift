import LayoutEngine

/// A layout file turned into an engine tree: what `<layout>` asked for, the
/// element tree, and where every element came from.
public struct LayoutDocument: Sendable {
    /// `<layout name="…">`.
    public var name: String?
    /// The single layout element under `<layout>`.
    public var root: Element
    /// The size range from the root's width/height/min/max attributes
    /// (an axis with nothing given is unconstrained, 0 … ∞).
    public var rootRange: SizeRange
    /// `screenScale` (1, 2 or 3; default 2): the pixel grid results round to.
    public var screenScale: Double
    /// `textMetrics` (font or fixed; default font): how text is measured.
    public var textMetrics: TextMetricsMode = .font
    /// Source locations of the elements, by `ElementID` (document order).
    public var sourceMap: SourceMap
    /// Image files the layout reads (absolute or relative to the working
    /// directory), so that a watcher can follow them too.
    public var imagePaths: [String]
    /// The attributes written as percentages, by element index (document
    /// order), so that a percentage of an unknown parent length is reported
    /// at the attribute that asked for it.
    public var percentageAttributes: [Int: [XMLAttribute]] = [:]
    /// Images whose file could not be read, by element index: already
    /// warned about (`image-unreadable`), so not also "no intrinsic size".
    public var unreadableImages: Set<Int> = []

    public init(name: String?, root: Element, rootRange: SizeRange, screenScale: Double,
                sourceMap: SourceMap, imagePaths: [String]) {
        self.name = name
        self.root = root
        self.rootRange = rootRange
        self.screenScale = screenScale
        self.sourceMap = sourceMap
        self.imagePaths = imagePaths
    }

    /// The root range with command-line style overrides applied: an exact
    /// width/height replaces that axis; `min`/`max` replace those bounds.
    public func rootRange(overriding o: RootRangeOverride) -> SizeRange {
        var r = rootRange
        if let w = o.width { r.min.width = w; r.max.width = w }
        if let h = o.height { r.min.height = h; r.max.height = h }
        if let m = o.min { r.min = m }
        if let m = o.max { r.max = m }
        return r
    }
}

/// How text is measured (`<layout textMetrics>`, `--text-metrics`): with the
/// bundled fonts, as a device sets it, or with LANGUAGE.md's fixed model.
public enum TextMetricsMode: String, CaseIterable, Hashable, Sendable {
    case font, fixed
}

/// Root size settings given outside the file (the CLI's --width, --min …).
public struct RootRangeOverride: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public var min: Size?
    public var max: Size?

    public init(width: Double? = nil, height: Double? = nil, min: Size? = nil, max: Size? = nil) {
        self.width = width
        self.height = height
        self.min = min
        self.max = max
    }

    public var isEmpty: Bool { width == nil && height == nil && min == nil && max == nil }
}

/// Where each element of a document came from, indexed by `ElementID`
/// (document order, as the engine numbers elements).
public struct SourceMap: Sendable, Equatable {
    /// Each element's start tag, packed: 12 bytes an element rather than a
    /// `SourceLocation`'s 40 (4 MB for 100,000 elements, alive from the
    /// build to the end of the output). Files are kept once, in `files`.
    private var places: [Place] = []
    private var files: [String] = []

    private struct Place: Equatable {
        var line: Int32
        /// -1: unknown.
        var column: Int32
        /// Index in `files`.
        var file: Int32
    }

    /// The start tags' locations, as an array made on each call: loops
    /// should use `location(of:)`, `count` and `append`.
    public var locations: [SourceLocation] {
        get { places.indices.map { location(at: $0) } }
        set {
            places = []
            files = []
            places.reserveCapacity(newValue.count)
            for l in newValue { append(l) }
        }
    }
    /// The `id` of each element, when it has one.
    public var ids: [String?] = []
    /// For an expanded (version-2) document: each element's origin and key.
    public var origins: [ElementOrigin] = []

    public init(locations: [SourceLocation] = []) { self.locations = locations }

    /// How many elements it locates.
    public var count: Int { places.count }

    /// Locates the next element.
    public mutating func append(_ location: SourceLocation) {
        let file: Int
        if let last = files.indices.last, files[last] == location.file {
            file = last
        } else if let known = files.firstIndex(of: location.file) {
            file = known
        } else {
            files.append(location.file)
            file = files.count - 1
        }
        places.append(Place(line: Int32(truncatingIfNeeded: location.line),
                            column: Int32(truncatingIfNeeded: location.column ?? -1),
                            file: Int32(truncatingIfNeeded: file)))
    }

    public mutating func reserveCapacity(_ count: Int) { places.reserveCapacity(count) }

    public func id(of element: ElementID) -> String? {
        element.rawValue < ids.count ? ids[element.rawValue] : nil
    }

    /// The source file relative to the main file's folder, when not the main file.
    public func relativeFile(of element: ElementID) -> String? {
        element.rawValue < origins.count ? origins[element.rawValue].relativeFile : nil
    }

    /// The `note:` lines for the uses/includes that produced an element.
    public func notes(of element: ElementID) -> [Diagnostic.Note] {
        element.rawValue < origins.count ? origins[element.rawValue].notes : []
    }

    public func location(of id: ElementID) -> SourceLocation? {
        id.rawValue >= 0 && id.rawValue < places.count ? location(at: id.rawValue) : nil
    }

    /// 1-based line of element `id`'s start tag.
    public func line(of id: ElementID) -> Int? {
        id.rawValue >= 0 && id.rawValue < places.count ? Int(places[id.rawValue].line) : nil
    }

    /// Line and column (0: unknown) of element `id`'s start tag, without
    /// its file (`location(of:)` copies the path).
    func lineAndColumn(of id: ElementID) -> (line: Int, column: Int) {
        let p = places[id.rawValue]
        return (Int(p.line), Int(max(p.column, 0)))
    }

    /// 1-based line of each element, for JSON output.
    public var lines: [Int] { places.map { Int($0.line) } }

    private func location(at i: Int) -> SourceLocation {
        let p = places[i]
        return SourceLocation(file: files[Int(p.file)], line: Int(p.line), column: p.column < 0 ? nil : Int(p.column))
    }
}
