import LayoutEngine
import XMLLayout

/// The facts on the watch screen's status line, and their one-line form:
///
///     post-header.xml  375×35  12 elements  0.4 ms  reload 3
///     signup.xml  375×160  7 elements  0.3 ms  reload 4  fieldState=age  2 changed · 1 inserted · 0 removed
///
/// Size, element count and time describe the preview on screen (the last
/// good one), so they stay put while a broken save is being shown.
public struct WatchStatus: Hashable, Sendable {
    /// The layout file's name (no directory: the screen is narrow).
    public var fileName: String
    /// The root's size in points; nil before the first good load.
    public var rootSize: Size?
    /// Elements in the document (a button's internal ones not counted).
    public var elementCount: Int?
    /// The layout pass alone, as `PreviewPipeline` measures it.
    public var layoutSeconds: Double?
    /// Reloads after the first load (file changes and `r`); resizes don't count.
    public var reloadCount: Int
    /// Warnings of the preview on screen (errors go to the panel instead).
    public var warningCount: Int
    /// What the last reload changed: `2 changed · 1 inserted · 0 removed`.
    public var change: String?
    /// The state parameter as loaded: `fieldState=age` (`s` cycles it).
    public var state: String?
    /// The part of a picture larger than the screen on view: `rows 1–28 of 60`
    /// (and `cols …` when it is wider); nil when it all shows.
    public var scroll: String?
    /// The scale: `3.8 pt/col` (fitting the width, the start), `fit 2.1 pt/col`
    /// (`f`: all of it), `zoom 3 pt/col` (`+`, `-`, `--zoom`).
    public var zoom: String?
    /// Inspect mode: `inspect 3/12` (the element selected, of how many).
    public var inspect: String?
    /// `--device`: every device of the sheet (`iphone-se 320 · ipad 768`),
    /// shown instead of the first one's root size.
    public var devices: [String] = []

    public init(fileName: String, rootSize: Size? = nil, elementCount: Int? = nil, layoutSeconds: Double? = nil,
                reloadCount: Int = 0, warningCount: Int = 0, change: String? = nil, state: String? = nil) {
        self.change = change
        self.state = state
        self.fileName = fileName
        self.rootSize = rootSize
        self.elementCount = elementCount
        self.layoutSeconds = layoutSeconds
        self.reloadCount = reloadCount
        self.warningCount = warningCount
    }

    /// The left part of the status line.
    public var text: String { text(fitting: .max) }

    /// The left part in `columns`: when the view, state and change do not
    /// fit, the layout time and then the element count make way for them
    /// (what the author just did, and where they are, matter more); the
    /// rest is clipped.
    public func text(fitting columns: Int) -> String {
        for dropped in 0...2 {
            let line = parts(dropping: dropped).joined(separator: "  ")
            let extras = [state, change, scroll, zoom, inspect].contains { $0 != nil }
            if dropped == 2 || !extras || ScreenText.width(line) <= columns { return line }
        }
        return ""
    }

    /// 0: all; 1: without the time; 2: without the time and element count.
    private func parts(dropping dropped: Int) -> [String] {
        var parts = [fileName]
        if !devices.isEmpty {
            parts.append(devices.joined(separator: " · "))
        } else if let size = rootSize {
            parts.append("\(Self.points(size.width))×\(Self.points(size.height))")
        } else {
            parts.append("no preview yet")
        }
        if let n = elementCount, dropped < 2 { parts.append(n == 1 ? "1 element" : "\(n) elements") }
        if let s = layoutSeconds, dropped < 1 { parts.append(Self.milliseconds(s)) }
        parts.append("reload \(reloadCount)")
        if warningCount > 0 { parts.append(warningCount == 1 ? "1 warning" : "\(warningCount) warnings") }
        parts += [scroll, zoom, inspect].compactMap { $0 }
        if let state { parts.append(state) }
        if let change { parts.append(change) }
        return parts
    }

    /// The key help shown at the right when there is room (`?` lists every key).
    public static let keyHelp = "? keys  q quit"
    /// With a state parameter, `s` is offered too.
    public static let stateKeyHelp = "s state  ? keys  q quit"

    /// The key help for this status line.
    public var keys: String { state == nil ? Self.keyHelp : Self.stateKeyHelp }

    /// `375`, `35.5`: whole points without a fraction, else one decimal.
    static func points(_ v: Double) -> String {
        guard v.isFinite else { return "∞" }
        let rounded = (v * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : cFormat("%.1f", rounded)
    }

    /// `0.4 ms`, `12.3 ms`, `140 ms`.
    static func milliseconds(_ seconds: Double) -> String {
        let ms = seconds * 1000
        return ms < 100 ? cFormat("%.1f ms", ms) : cFormat("%.0f ms", ms)
    }
}
