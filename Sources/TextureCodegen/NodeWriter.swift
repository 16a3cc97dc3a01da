import LayoutEngine

/// The `init` lines that configure one node: debug name, content, style and
/// presentation.
enum NodeWriter {
    static func className(of kind: Element.Kind) -> String {
        switch kind {
        case .text, .image, .button, .networkImage, .video, .videoPlayer, .editableText, .container: return kind.textureClassName
        default: return "ASDisplayNode" // a box, and a spec that stands for a node
        }
    }

    /// `receiver` is `"title."`, or `""` for the class itself.
    static func configuration(of item: GenItem, receiver r: String) -> [String] {
        var lines: [String] = []
        if let d = item.attribute("debugName") { lines.append("\(r)debugName = \(SwiftLiterals.string(d))") }
        let p = item.element.presentation
        let L = SwiftLiterals.self
        switch item.element.kind {
        case .text(let t):
            lines.append("\(r)attributedText = \(L.attributedString(t.text, fontSize: t.fontSize, style: t.style, color: p.color))")
            if !t.style.containerInset.isZero { lines.append("\(r)textContainerInset = \(L.insets(t.style.containerInset))") }
            if t.maxLines != 0 { lines.append("\(r)maximumNumberOfLines = \(t.maxLines)") }
            if t.truncation != .tail { lines.append("\(r)truncationMode = \(L.truncation(t.truncation))") }
        case .image(let img):
            if let image = imageExpression(item, size: img.intrinsicSize) { lines.append("\(r)image = \(image)" + imagePath(item)) }
        case .button(let b):
            if !b.title.isEmpty {
                let color = p.color.map { L.color($0) } ?? "nil"
                if L.hasParagraph(b.titleStyle) {
                    // ASButtonNode's own title colour is black.
                    let title = L.attributedString(b.title, fontSize: b.fontSize, style: b.titleStyle, color: p.color ?? Color(red: 0, green: 0, blue: 0))
                    lines.append("\(r)setAttributedTitle(\(title), for: .normal)")
                } else {
                    lines.append("\(r)setTitle(\(L.string(b.title)), with: \(L.font(b.fontSize, b.titleStyle)), with: \(color), for: .normal)")
                }
                if !b.titleStyle.containerInset.isZero {
                    lines.append("\(r)titleNode.textContainerInset = \(L.insets(b.titleStyle.containerInset))")
                }
            }
            if let image = imageExpression(item, size: b.imageSize) {
                lines.append("\(r)setImage(\(image), for: .normal)" + imagePath(item))
            }
            if b.contentSpacing != 8 { lines.append("\(r)contentSpacing = \(L.number(b.contentSpacing))") }
            if b.imageAlignment == .end { lines.append("\(r)imageAlignment = .end") }
            if !b.laysOutHorizontally { lines.append("\(r)laysOutHorizontally = false") }
            if !b.contentEdgeInsets.isZero { lines.append("\(r)contentEdgeInsets = \(L.insets(b.contentEdgeInsets))") }
        case .networkImage:
            if let url = item.attribute("url") { lines.append("\(r)url = URL(string: \(L.string(url)))") }
        case .video, .videoPlayer:
            if let url = item.attribute("url") { lines.append("// url: \(L.string(url)) (the app sets the asset)") }
        case .editableText(let t):
            if !t.text.isEmpty {
                lines.append("\(r)attributedText = \(L.attributedString(t.text, fontSize: t.fontSize, style: t.style, color: p.color))")
            }
            if !t.placeholder.isEmpty {
                lines.append("\(r)attributedPlaceholderText = \(L.attributedString(t.placeholder, fontSize: t.fontSize, style: t.style, color: nil))")
            }
            if !t.style.containerInset.isZero { lines.append("\(r)textContainerInset = \(L.insets(t.style.containerInset))") }
        case .container(let c):
            lines += ContainerLines.configuration(c, receiver: r)
        default:
            break
        }
        lines += StyleWriter.lines(item.element.style, receiver: r + "style")
        if let c = p.backgroundColor {
            lines.append("\(r)backgroundColor = \(L.color(c))" + comment(item.attribute("backgroundColor"), c))
        }
        if p.cornerRadius != 0 { lines.append("\(r)cornerRadius = \(L.number(p.cornerRadius))") }
        if p.borderWidth != 0 { lines.append("\(r)borderWidth = \(L.number(p.borderWidth))") }
        if let c = p.borderColor {
            lines.append("\(r)borderColor = \(L.color(c)).cgColor" + comment(item.attribute("borderColor"), c))
        }
        return lines
    }

    /// A colour as written in the file, when the code does not say it.
    private static func comment(_ written: String?, _ c: Color) -> String {
        guard let written, !SwiftLiterals.color(c).hasSuffix("." + written) else { return "" }
        return " // \(written)"
    }

    /// `UIImage(named:)` with the asset name (the file's name without its
    /// extension and `@2x`/`@3x`, as an asset catalog names it; the path is
    /// in a comment: `imagePath`) at its `scale`, or a blank image of the
    /// size the file gives.
    private static func imageExpression(_ item: GenItem, size: Size?) -> String? {
        let L = SwiftLiterals.self
        if let src = item.attribute("src") {
            let scale = item.attribute("scale").flatMap(parseFiniteNumber) ?? 1
            let named = "UIImage(named: \(L.string(assetName(src))))"
            if scale == 1 { return named }
            return "\(named).map { UIImage(cgImage: $0.cgImage!, scale: \(L.number(scale)), orientation: .up) }"
        }
        guard let size else { return nil }
        return "UIGraphicsImageRenderer(size: \(L.size(size))).image { _ in }"
    }

    /// `images/ava@2x.png` → `ava`.
    static func assetName(_ src: String) -> String {
        var name = Substring(src.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(src))
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
        for suffix in ["@2x", "@3x"] where name.hasSuffix(suffix) && name.count > suffix.count { name = name.dropLast(suffix.count) }
        return String(name)
    }

    /// ` // images/ava.png`: where the asset comes from (nothing when the
    /// name is the path).
    private static func imagePath(_ item: GenItem) -> String {
        guard let src = item.attribute("src"), assetName(src) != src else { return "" }
        return " // " + src.filter { $0 != "\n" && $0 != "\r" }
    }
}

/// `receiver.flexGrow = 1` … for every style property that is not the default.
enum StyleWriter {
    static func lines(_ s: Style, receiver r: String) -> [String] {
        let L = SwiftLiterals.self
        var out: [String] = []
        func pair(_ w: Dimension, _ h: Dimension, size: String, wName: String, hName: String) {
            if case .points(let a) = w, case .points(let b) = h {
                out.append("\(r).\(size) = \(L.size(Size(a, b)))")
                return
            }
            if w != .auto { out.append("\(r).\(wName) = \(L.dimension(w))") }
            if h != .auto { out.append("\(r).\(hName) = \(L.dimension(h))") }
        }
        pair(s.width, s.height, size: "preferredSize", wName: "width", hName: "height")
        pair(s.minWidth, s.minHeight, size: "minSize", wName: "minWidth", hName: "minHeight")
        pair(s.maxWidth, s.maxHeight, size: "maxSize", wName: "maxWidth", hName: "maxHeight")
        let d = Style()
        if s.spacingBefore != d.spacingBefore { out.append("\(r).spacingBefore = \(L.number(s.spacingBefore))") }
        if s.spacingAfter != d.spacingAfter { out.append("\(r).spacingAfter = \(L.number(s.spacingAfter))") }
        if s.flexGrow != d.flexGrow { out.append("\(r).flexGrow = \(L.number(s.flexGrow))") }
        if s.flexShrink != d.flexShrink { out.append("\(r).flexShrink = \(L.number(s.flexShrink))") }
        if s.flexBasis != d.flexBasis { out.append("\(r).flexBasis = \(L.dimension(s.flexBasis))") }
        if s.alignSelf != d.alignSelf { out.append("\(r).alignSelf = \(L.alignSelf(s.alignSelf))") }
        if s.ascender != d.ascender { out.append("\(r).ascender = \(L.number(s.ascender))") }
        if s.descender != d.descender { out.append("\(r).descender = \(L.number(s.descender))") }
        if s.layoutPosition != d.layoutPosition { out.append("\(r).layoutPosition = \(L.point(s.layoutPosition))") }
        return out
    }
}

/// `let name = AS…LayoutSpec(…)` and the spec's own properties.
enum SpecWriter {
    /// `list`: the children as one expression (an array variable), else `[kids…]`.
    static func construction(_ item: GenItem, name: String, children kids: [String], list: String? = nil) -> [String] {
        let L = SwiftLiterals.self
        let list = list ?? "[" + kids.joined(separator: ", ") + "]"
        let child = kids.first ?? "ASLayoutSpec()"
        let second = kids.count > 1 ? kids[1] : "ASLayoutSpec()"
        switch item.element.kind {
        case .stack(let s):
            var args = ["direction: .\(s.direction.rawValue)", "spacing: \(L.number(s.spacing))",
                        "justifyContent: .\(s.justifyContent.rawValue)", "alignItems: .\(s.alignItems.rawValue)"]
            if s.flexWrap != .noWrap || s.alignContent != .start || s.lineSpacing != 0 {
                args += ["flexWrap: .\(s.flexWrap.rawValue)", "alignContent: .\(s.alignContent.rawValue)"]
                if s.lineSpacing != 0 { args.append("lineSpacing: \(L.number(s.lineSpacing))") }
            }
            return call(name, "ASStackLayoutSpec", args, children: "children: \(list)")
        case .inset(let s):
            return call(name, "ASInsetLayoutSpec", ["insets: \(L.insets(s.insets))"], children: "child: \(child)")
        case .overlay:
            return ["let \(name) = ASOverlayLayoutSpec(child: \(child), overlay: \(second))"]
        case .background:
            return ["let \(name) = ASBackgroundLayoutSpec(child: \(child), background: \(second))"]
        case .center(let s):
            return call(name, "ASCenterLayoutSpec", ["centeringOptions: \(L.centering(s.centeringOptions))",
                                                     "sizingOptions: \(L.centerSizing(s.sizingOptions))"],
                        children: "child: \(child)")
        case .ratio(let s):
            return ["let \(name) = ASRatioLayoutSpec(ratio: \(L.number(s.ratio)), child: \(child))"]
        case .relative(let s):
            return call(name, "ASRelativeLayoutSpec", ["horizontalPosition: .\(s.horizontalPosition.rawValue)",
                                                       "verticalPosition: .\(s.verticalPosition.rawValue)",
                                                       "sizingOption: \(L.relativeSizing(s.sizingOption))"],
                        children: "child: \(child)")
        case .absolute(let s):
            return call(name, "ASAbsoluteLayoutSpec", ["sizing: .\(s.sizing.rawValue)"], children: "children: \(list)")
        case .corner(let s):
            var lines = ["let \(name) = ASCornerLayoutSpec(child: \(child), corner: \(second), location: .\(s.location.rawValue))"]
            if s.offset != .zero { lines.append("\(name).offset = \(L.point(s.offset))") }
            if s.wrapsCorner { lines.append("\(name).wrapsCorner = true") }
            return lines
        case .wrapper:
            return ["let \(name) = ASWrapperLayoutSpec(layoutElement: \(child))"]
        default: // spacer
            return ["let \(name) = ASLayoutSpec()"]
        }
    }

    /// One line; SwiftCode wraps it at its arguments when it is too long.
    private static func call(_ name: String, _ type: String, _ args: [String], children: String) -> [String] {
        ["let \(name) = \(type)(\((args + [children]).joined(separator: ", ")))"]
    }
}
