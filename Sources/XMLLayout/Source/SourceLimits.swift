import ThreadSupport
import LayoutEngine

/// How big and how deep a layout file may be: the limits a source is read
/// and parsed under.
///
/// `standard` keeps libxml2's defaults (256 levels) and an 8 MiB file, which
/// every real layout fits many times over. `huge` is `--huge`, xmllint's
/// `--huge` (`XML_PARSE_HUGE`): libxml2's size and depth limits are lifted
/// and so are ours, up to what the large stack `--huge` runs on can take.
/// What never changes with the limits: DOCTYPE stays refused, so no DTD,
/// external entity or entity expansion is ever processed.
public struct SourceLimits: Hashable, Sendable {
    /// Files larger than this are refused before they are read.
    public var maximumFileSize: Int
    /// Elements may nest at most this deep (the root is level 1).
    public var maximumNestingDepth: Int
    /// True for `--huge`: libxml2 parses with `XML_PARSE_HUGE`, and refusals
    /// do not suggest `--huge` again.
    public var isHuge: Bool
    /// False where no `--huge` can be passed (the language server): a
    /// refusal then has no hint to pass it.
    public var offersHuge = true

    public init(maximumFileSize: Int, maximumNestingDepth: Int, isHuge: Bool = false) {
        self.maximumFileSize = maximumFileSize
        self.maximumNestingDepth = maximumNestingDepth
        self.isHuge = isHuge
    }

    /// `standard`, for the language server (which takes no `--huge`).
    public static let languageServer: SourceLimits = {
        var limits = SourceLimits.standard
        limits.offersHuge = false
        return limits
    }()

    /// 8 MiB and 256 levels (libxml2's own default depth, `xmlParserMaxDepth`).
    public static let standard = SourceLimits(maximumFileSize: 8 * 1024 * 1024, maximumNestingDepth: 256)

    /// `--huge`. The file size stops at 2 GiB − 1 because libxml2 takes the
    /// length of a document in memory as a C `int`. The depth stops where the
    /// stack `--huge` runs on (`DeepStack.hugeStackBytes`, reserved but only
    /// touched as needed) would run out, `DeepStack.bytesPerLevel` a level:
    /// a deeper file is a clear error instead of a stack overflow.
    public static let huge = SourceLimits(
        maximumFileSize: Int(Int32.max), maximumNestingDepth: DeepStack.hugeStackBytes / DeepStack.bytesPerLevel,
        isHuge: true)

    /// The hint of a refusal that `--huge` would lift.
    var hugeHint: String? {
        isHuge || !offersHuge ? nil : "pass --huge to lift the limit (as xmllint --huge does); DTDs and external entities stay refused"
    }
}
