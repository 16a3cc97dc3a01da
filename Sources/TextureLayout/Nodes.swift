import Foundation
import LayoutEngine

/// ASImageNode: sized as its image (points); without one, as a plain node.
open class ASImageNode: ASDisplayNode {
    public var image: UIImage?
    /// Kept, never called: layout reads the image's own size.
    public var imageModificationBlock: ASImageNodeModificationBlock?

    public override init() { super.init() }

    override var engineKind: Element.Kind {
        .image(ImageNode(intrinsicSize: image.map { Size(cg: $0.size) }))
    }
}

/// ASNetworkImageNode: its image is never loaded here, so it sizes as a
/// plain node (give it a size through its style).
open class ASNetworkImageNode: ASImageNode {
    public var url: URL?
    public var defaultImage: UIImage?

    public override init() { super.init() }

    override var engineKind: Element.Kind { .networkImage }
}

/// ASVideoNode: sized as a plain node (its asset is never loaded).
open class ASVideoNode: ASNetworkImageNode {
    public var assetURL: URL?

    public override init() { super.init() }

    override var engineKind: Element.Kind { .video }
}

/// ASVideoPlayerNode: per axis the max size offered when it is finite.
open class ASVideoPlayerNode: ASDisplayNode {
    public var assetURL: URL?

    public override init() { super.init() }

    public convenience init(url: URL) {
        self.init()
        assetURL = url
    }

    override var engineKind: Element.Kind { .videoPlayer }
}

/// ASButtonNodeImageAlignment.
public enum ASButtonNodeImageAlignment: Int, Sendable {
    case beginning, end
}

/// ASControlNode: a node that tracks touches (none here); laid out as a
/// plain node.
open class ASControlNode: ASDisplayNode {
    public var isEnabled = true
    public var isSelected = false
    public var isHighlighted = false

    public override init() { super.init() }
}

/// ASCellNode: a table or collection cell, laid out as a plain node (cells
/// usually give a spec of their own).
open class ASCellNode: ASDisplayNode {
    public var neverShowPlaceholders = false

    public override init() { super.init() }
}

/// ASButtonNode: a title and an image in a centred stack, as Texture lays
/// it out. Only the `.normal` state's content counts for layout.
open class ASButtonNode: ASControlNode {
    public let titleNode = ASTextNode()
    public let imageNode = ASImageNode()
    public var contentSpacing: CGFloat = 8
    public var laysOutHorizontally = true
    public var contentEdgeInsets: UIEdgeInsets = .zero
    public var imageAlignment: ASButtonNodeImageAlignment = .beginning

    private var titles: [UIControl.State: NSAttributedString] = [:]
    private var images: [UIControl.State: UIImage] = [:]

    public override init() { super.init() }

    /// As Texture: the font defaults to the system font at
    /// UIFont.buttonFontSize, the colour to black.
    public func setTitle(_ title: String, with font: UIFont?, with color: UIColor?, for state: UIControl.State) {
        let attributes: [NSAttributedString.Key: Any] = [
            .font: font ?? UIFont.systemFont(ofSize: UIFont.buttonFontSize),
            .foregroundColor: color ?? UIColor.black,
        ]
        setAttributedTitle(NSAttributedString(string: title, attributes: attributes), for: state)
    }

    public func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        titles[state] = title
        if state == .normal { titleNode.attributedText = title }
    }

    public func attributedTitle(for state: UIControl.State) -> NSAttributedString? { titles[state] }

    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
        if state == .normal { imageNode.image = image }
    }

    public func image(for state: UIControl.State) -> UIImage? { images[state] }

    override var engineKind: Element.Kind {
        let title = titles[.normal]
        return .button(ButtonNode(title: title?.string ?? "", fontSize: fontSize(of: title, default: 18),
                                  imageSize: images[.normal].map { Size(cg: $0.size) },
                                  contentSpacing: Double(contentSpacing),
                                  imageAlignment: imageAlignment == .end ? .end : .beginning,
                                  laysOutHorizontally: laysOutHorizontally,
                                  contentEdgeInsets: contentEdgeInsets.engine,
                                  titleStyle: textStyle(of: title, inset: titleNode.textContainerInset)))
    }

    override var presentation: Presentation {
        var p = super.presentation
        p.color = foregroundColor(of: titles[.normal])?.engine
        return p
    }
}
