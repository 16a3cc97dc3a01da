import CairoRendering
import Rendering
import XMLLayout

/// One picture kept per layout: the default (no name), or one named for a
/// device or a state (`--device`, `--set`, or a line of `snapshots.conf`).
public struct SnapshotVariant: Sendable, Hashable {
    /// "" for the default; otherwise part of the files' names (`card@iphone-se.png`).
    public var name: String
    public var device: DeviceSize?
    public var inputs: ExpansionInputs

    public init(name: String = "", device: DeviceSize? = nil, inputs: ExpansionInputs = ExpansionInputs()) {
        self.name = name
        self.device = device
        self.inputs = inputs
    }

    /// A name fit for a file name: letters, digits, `-`, `_`, `.`, `=` kept, the rest `_`.
    static func fileSafe(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || "-_.=".contains($0) ? $0 : "_" })
    }
}

/// When `snapshot` writes reference files.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Never: a missing snapshot is a failure (the default in CI).
    case never
    /// Those that are missing (the default elsewhere).
    case missing
    /// Those that are missing or differ beyond the tolerance.
    case all

    /// `never` when the environment variable CI is set (to anything but
    /// "" or "false"), else `missing`.
    public static func defaultMode(ci: String?) -> SnapshotRecordMode {
        guard let ci, !ci.isEmpty, ci.lowercased() != "false", ci != "0" else { return .missing }
        return .never
    }
}

public struct SnapshotOptions: Sendable {
    /// `record`: write what is missing or changed beyond the tolerance
    /// (never an unchanged image). `verify`: compare, writing per `recordMode`.
    public enum Command: String, Sendable { case record, verify }

    public var command: Command
    public var recordMode: SnapshotRecordMode
    public var tolerance: PixelComparison.Tolerance
    /// At least one; the default variant alone unless asked for more.
    public var variants: [SnapshotVariant]
    public var picture: PictureOptions
    /// `--scale`: pixels per point (default: the file's or the device's screenScale).
    public var scale: Double?
    /// Where the HTML report goes (nil: none).
    public var reportPath: String?
    /// Read the cache of verified snapshots (off: always lay out and compare).
    public var usesCache = true

    public init(command: Command, recordMode: SnapshotRecordMode = .missing,
                tolerance: PixelComparison.Tolerance = .fbSnapshotTestCase, variants: [SnapshotVariant] = [SnapshotVariant()],
                picture: PictureOptions = PictureOptions(), scale: Double? = nil, reportPath: String? = nil) {
        self.command = command
        self.recordMode = recordMode
        self.tolerance = tolerance
        self.variants = variants.isEmpty ? [SnapshotVariant()] : variants
        self.picture = picture
        self.scale = scale
        self.reportPath = reportPath
    }
}

/// What the pictures were made with, written beside them (`NAME.engine.txt`):
/// a picture recorded by another engine, cairo or font version may differ
/// for that reason alone, and a failure says so.
public enum SnapshotEngine {
    /// Raised whenever the layout engine or the painter changes what they draw.
    public static let version = "xmllayout-engine 1, picture 1"
    public static let fonts = "Liberation Sans, Mono 2.1.5 (bundled)"

    public static var description: String {
        "engine: \(version)\nrasteriser: cairo \(CairoSink.libraryVersion)\nfonts: \(fonts)\n"
    }
}
