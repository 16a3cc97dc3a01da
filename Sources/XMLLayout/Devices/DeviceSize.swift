import LayoutEngine

/// One size a file is laid out at by `--device NAME[,NAME…]` or a
/// comma-separated `--width`: LANGUAGE.md's "Devices".
///
/// A preset sets the root width exactly and the pixel grid; the height
/// follows the file (a cell grows with its content). `NAME:screen` makes the
/// root exactly the screen, as a view controller's root node is;
/// `NAME:landscape` swaps the axes; both may be given in either order.
public struct DeviceSize: Hashable, Sendable, CustomStringConvertible {
    /// What the author wrote (`iphone-se:landscape`, or `320` for a bare width).
    public var name: String
    public var width: Double
    /// Nil: the height follows the file.
    public var height: Double?
    /// Nil: the file's `screenScale`.
    public var screenScale: Double?

    public init(name: String, width: Double, height: Double? = nil, screenScale: Double? = nil) {
        self.name = name
        self.width = width
        self.height = height
        self.screenScale = screenScale
    }

    /// The root-size override this device makes.
    public var overrides: RootRangeOverride { RootRangeOverride(width: width, height: height) }

    /// "iphone-se 320 × 568 @2x" style, for labels above each picture.
    public var description: String {
        var s = name + " " + Self.points(width)
        if let height { s += " × " + Self.points(height) }
        if let screenScale { s += " @\(Self.points(screenScale))x" }
        return s
    }

    public struct Preset: Hashable, Sendable {
        public var name: String
        public var width: Double
        public var height: Double
        public var screenScale: Double
    }

    /// Portrait sizes in points, from LANGUAGE.md.
    public static let presets: [Preset] = [
        Preset(name: "iphone-se", width: 320, height: 568, screenScale: 2),
        Preset(name: "iphone-8", width: 375, height: 667, screenScale: 2),
        Preset(name: "iphone-15", width: 393, height: 852, screenScale: 3),
        Preset(name: "iphone-15-pro-max", width: 430, height: 932, screenScale: 3),
        Preset(name: "ipad", width: 768, height: 1024, screenScale: 2),
        Preset(name: "ipad-pro-13", width: 1032, height: 1376, screenScale: 2),
    ]

    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// Parses `--device`'s value: names separated by commas, each with
    /// optional `:landscape` and `:screen` modifiers.
    public static func devices(_ list: String) throws(ParseError) -> [DeviceSize] {
        let items = list.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: " ") }
        guard !items.isEmpty, !items.contains(where: \.isEmpty) else {
            throw ParseError(message: "'\(list)' is not a list of device names (e.g. iphone-se,ipad:landscape)")
        }
        return try items.map { item throws(ParseError) in try device(item) }
    }

    private static func device(_ item: String) throws(ParseError) -> DeviceSize {
        let parts = item.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard let preset = presets.first(where: { $0.name == parts[0] }) else {
            let names = presets.map(\.name).joined(separator: ", ")
            throw ParseError(message: "unknown device '\(parts[0])'; the presets are: \(names)")
        }
        var landscape = false, screen = false
        for modifier in parts.dropFirst() {
            switch modifier {
            case "landscape" where !landscape: landscape = true
            case "screen" where !screen: screen = true
            default:
                throw ParseError(message: "unknown modifier ':\(modifier)' in '\(item)'; use :landscape and/or :screen")
            }
        }
        let (w, h) = landscape ? (preset.height, preset.width) : (preset.width, preset.height)
        return DeviceSize(name: item, width: w, height: screen ? h : nil, screenScale: preset.screenScale)
    }

    /// Parses a comma-separated `--width` (`320,375,414`): each a bare width
    /// in points (`pt` allowed), the height following the file, the file's grid.
    public static func widths(_ list: String) throws(ParseError) -> [DeviceSize] {
        let items = list.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: " ") }
        return try items.map { item throws(ParseError) in
            let number = item.hasSuffix("pt") ? String(item.dropLast(2)) : item
            guard let w = Double(number), w.isFinite, w > 0, w < 10_000_000,
                  number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else {
                throw ParseError(message: "'\(item)' is not a width in points (a number > 0 and < 10000000)")
            }
            return DeviceSize(name: points(w), width: w)
        }
    }

    static func points(_ v: Double) -> String {
        v == v.rounded() && Swift.abs(v) < 1e15 ? String(Int64(v)) : String(v)
    }
}

private extension String {
    func trimmingCharacters(in set: Character) -> String {
        var s = Substring(self)
        while s.first == set { s = s.dropFirst() }
        while s.last == set { s = s.dropLast() }
        return String(s)
    }
}

private extension Substring {
    func trimmingCharacters(in set: Character) -> String { String(self).trimmingCharacters(in: set) }
}
