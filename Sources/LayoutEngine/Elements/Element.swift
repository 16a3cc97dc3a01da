/// One element of a layout: a layout spec or a node, with its style and
/// children. An immutable value; build trees with the factory functions in
/// `Element+Building.swift` or directly.
public struct Element: Sendable {
    public var kind: Kind
    public var style: Style
    public var children: [Element]
    /// Names the element in debug output and JSON.
    public var debugName: String?
    /// What the front end calls this element's type (a layout file's element
    /// name, `hstack` for a stack built from `<hstack>`). The engine never
    /// reads it; debug output and renderers show it. nil means `kind.name`.
    public var typeName: String?
    public var presentation: Presentation

    public init(_ kind: Kind, style: Style = Style(), children: [Element] = [], debugName: String? = nil,
                typeName: String? = nil, presentation: Presentation = .none) {
        self.kind = kind
        self.style = style
        self.children = children
        self.debugName = debugName
        self.typeName = typeName
        self.presentation = presentation
    }

    /// What an element is. Specs have no physical existence; nodes are drawn.
    public enum Kind: Sendable, Equatable {
        // Layout specs
        case stack(StackLayoutSpec)
        case inset(InsetLayoutSpec)
        case overlay
        case background
        case center(CenterLayoutSpec)
        case ratio(RatioLayoutSpec)
        case relative(RelativeLayoutSpec)
        case absolute(AbsoluteLayoutSpec)
        case corner(CornerLayoutSpec)
        case wrapper
        case spacer
        // Nodes
        case box
        /// Boxed, as a button and an editable text are: inline, their ~120
        /// bytes would make every element as large (docs/PERFORMANCE.md, rule 9).
        indirect case text(TextNode)
        case image(ImageNode)
        indirect case button(ButtonNode)
        case networkImage
        case video
        case videoPlayer
        indirect case editableText(EditableTextNode)
        // Node containers (SEMANTICS.md §7; ContainerNode.swift)
        indirect case container(ContainerNode)
        case item(ContainerItem)

        /// A kind without its payload (`ElementTable.Node.tag`).
        enum Tag: UInt8 {
            case stack, inset, overlay, background, center, ratio, relative, absolute, corner, wrapper, spacer
            case box, text, image, button, networkImage, video, videoPlayer, editableText, container, item

            /// `Kind.isNode`.
            var isNode: Bool { rawValue >= Tag.box.rawValue }

            /// Leaves of these kinds are sized by their style and range
            /// alone, without text: laying one out twice with the same
            /// inputs gives the same layout.
            var isPlainLeaf: Bool {
                switch self {
                case .box, .spacer, .image, .networkImage, .video, .videoPlayer: return true
                default: return false
                }
            }
        }

        var tag: Tag {
            switch self {
            case .stack: return .stack
            case .inset: return .inset
            case .overlay: return .overlay
            case .background: return .background
            case .center: return .center
            case .ratio: return .ratio
            case .relative: return .relative
            case .absolute: return .absolute
            case .corner: return .corner
            case .wrapper: return .wrapper
            case .spacer: return .spacer
            case .box: return .box
            case .text: return .text
            case .image: return .image
            case .button: return .button
            case .networkImage: return .networkImage
            case .video: return .video
            case .videoPlayer: return .videoPlayer
            case .editableText: return .editableText
            case .container: return .container
            case .item: return .item
            }
        }

        /// True for nodes (drawn, views in Texture), false for layout specs.
        public var isNode: Bool {
            switch self {
            case .stack, .inset, .overlay, .background, .center, .ratio, .relative, .absolute, .corner, .wrapper, .spacer:
                return false
            case .box, .text, .image, .button, .networkImage, .video, .videoPlayer, .editableText, .container:
                return true
            // A section is no view of its own (its header, cells and footer
            // are): never drawn. The pass still places its children from its
            // rounded origin, as below a node (`Tag.isNode`).
            case .item(let i): return i != .section
            }
        }

        /// True for nodes with nothing of their own to measure, which size as
        /// ASDisplayNode does (§2.4): a box, a network image or video that is
        /// never loaded, and an image without a picture.
        public var hasNoIntrinsicContent: Bool {
            switch self {
            case .box, .networkImage, .video, .videoPlayer: return true
            case .image(let image): return image.intrinsicSize == nil
            default: return false
            }
        }

        /// True for nodes that stand for a picture (ASImageNode, its network
        /// and video subclasses, and the video player).
        public var showsPicture: Bool {
            switch self {
            case .image, .networkImage, .video, .videoPlayer: return true
            default: return false
            }
        }

        /// The name of this case (`stack`, `networkImage`): how output names
        /// an element whose front end gave it no `typeName`.
        public var name: String {
            switch self {
            case .stack: return "stack"
            case .inset: return "inset"
            case .overlay: return "overlay"
            case .background: return "background"
            case .center: return "center"
            case .ratio: return "ratio"
            case .relative: return "relative"
            case .absolute: return "absolute"
            case .corner: return "corner"
            case .wrapper: return "wrapper"
            case .spacer: return "spacer"
            case .box: return "box"
            case .text: return "text"
            case .image: return "image"
            case .button: return "button"
            case .networkImage: return "networkImage"
            case .video: return "video"
            case .videoPlayer: return "videoPlayer"
            case .editableText: return "editableText"
            case .container(let c): return c.kind.rawValue
            case .item(let i): return i.rawValue
            }
        }

        /// The Texture class this kind stands for (used by debug descriptions).
        public var textureClassName: String {
            switch self {
            case .stack: return "ASStackLayoutSpec"
            case .inset: return "ASInsetLayoutSpec"
            case .overlay: return "ASOverlayLayoutSpec"
            case .background: return "ASBackgroundLayoutSpec"
            case .center: return "ASCenterLayoutSpec"
            case .ratio: return "ASRatioLayoutSpec"
            case .relative: return "ASRelativeLayoutSpec"
            case .absolute: return "ASAbsoluteLayoutSpec"
            case .corner: return "ASCornerLayoutSpec"
            case .wrapper: return "ASWrapperLayoutSpec"
            case .spacer: return "ASLayoutSpec"
            case .box: return "ASDisplayNode"
            case .text: return "ASTextNode"
            case .image: return "ASImageNode"
            case .button: return "ASButtonNode"
            case .networkImage: return "ASNetworkImageNode"
            case .video: return "ASVideoNode"
            case .videoPlayer: return "ASVideoPlayerNode"
            case .editableText: return "ASEditableTextNode"
            case .container(let c): return c.kind.textureClassName
            case .item(.cell): return "ASCellNode"
            case .item(.section): return "ASLayoutSpec"
            case .item: return "ASCellNode"
            }
        }
    }

    /// The front end's type name, else the kind's name.
    public var resolvedTypeName: String { typeName ?? kind.name }
    public var isNode: Bool { kind.isNode }
}

/// Identifies an element of one layout pass: its index in document order
/// (pre-order, the root is 0). Elements the engine synthesises (a button's
/// title and image) come after all document elements.
public struct ElementID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (a: ElementID, b: ElementID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "#\(rawValue)" }
}
