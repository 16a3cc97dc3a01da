import ImageDecoding
import LayoutEngine

extension LayoutBuilder {
    /// The spec or node an element stands for, with its own attributes.
    func buildKind(_ x: XMLElementNode, _ element: LayoutElement?) -> Element.Kind {
        guard let element else { return .box } // already reported as unknown
        switch element {
        case .stack: return .stack(buildStack(x, direction: readEnum(x, .direction, StackDirection.self) ?? .horizontal))
        case .hstack: return .stack(buildStack(x, direction: .horizontal))
        case .vstack: return .stack(buildStack(x, direction: .vertical))
        case .inset: return .inset(buildInset(x))
        case .overlay: return .overlay
        case .background: return .background
        case .center:
            return .center(CenterLayoutSpec(
                centeringOptions: readEnum(x, .centeringOptions, CenteringOptions.self) ?? .xy,
                sizingOptions: readEnum(x, .sizingOptions, CenterSizingOptions.self) ?? .default))
        case .ratio: // a missing `ratio` is reported by checkStructure
            return .ratio(RatioLayoutSpec(ratio: read(x, .ratio, AttributeValues.positive) ?? 1))
        case .relative:
            return .relative(RelativeLayoutSpec(
                horizontalPosition: readEnum(x, .horizontalPosition, RelativePosition.self) ?? .none,
                verticalPosition: readEnum(x, .verticalPosition, RelativePosition.self) ?? .none,
                sizingOption: readEnum(x, .sizingOption, RelativeSizingOption.self) ?? .default))
        case .absolute: return .absolute(AbsoluteLayoutSpec(sizing: readEnum(x, .sizing, AbsoluteSizing.self) ?? .default))
        case .corner: return .corner(buildCorner(x))
        case .wrapper: return .wrapper
        case .spacer: return .spacer
        case .box: return .box
        case .text: return .text(buildText(x))
        case .image: return .image(buildImage(x))
        case .button: return .button(buildButton(x))
        case .networkImage: return .networkImage
        case .video: return .video
        case .videoPlayer: return .videoPlayer
        case .editableText:
            return .editableText(EditableTextNode(
                text: x.value(of: .text).map(collapseWhitespace) ?? "",
                placeholder: x.value(of: .placeholder).map(collapseWhitespace) ?? "",
                fontSize: read(x, .fontSize, AttributeValues.positive) ?? 17, style: buildTextStyle(x)))
        case .table: return .container(buildContainer(x, .table))
        case .collection: return .container(buildContainer(x, .collection))
        case .pager: return .container(buildContainer(x, .pager))
        case .scroll: return .container(buildContainer(x, .scroll))
        case .cell: return .item(.cell)
        case .section:
            checkSectionOrder(x)
            return .item(.section)
        case .header: return .item(.header)
        case .footer: return .item(.footer)
        }
    }

    private func buildStack(_ x: XMLElementNode, direction: StackDirection) -> StackLayoutSpec {
        let V = AttributeValues.self
        var s = StackLayoutSpec(direction: direction)
        if let v = read(x, .spacing, V.number) { s.spacing = v }
        if let v = readEnum(x, .justifyContent, JustifyContent.self) { s.justifyContent = v }
        if let v = readEnum(x, .alignItems, AlignItems.self) { s.alignItems = v }
        if let v = readEnum(x, .flexWrap, FlexWrap.self) { s.flexWrap = v }
        if let v = readEnum(x, .alignContent, AlignContent.self) { s.alignContent = v }
        if let v = read(x, .lineSpacing, V.number) { s.lineSpacing = v }
        let h = readEnum(x, .horizontalAlignment, HorizontalAlignment.self) ?? HorizontalAlignment.none
        let v = readEnum(x, .verticalAlignment, VerticalAlignment.self) ?? VerticalAlignment.none
        // Texture asserts when an alignment and the property it sets are both given.
        let hSets: AttributeName = direction == .horizontal ? .justifyContent : .alignItems
        let vSets: AttributeName = direction == .horizontal ? .alignItems : .justifyContent
        if h != .none, x.has(hSets) { alignmentConflict(x, .horizontalAlignment, hSets, direction) }
        if v != .none, x.has(vSets) { alignmentConflict(x, .verticalAlignment, vSets, direction) }
        s.apply(horizontalAlignment: h, verticalAlignment: v)
        return s
    }

    private func alignmentConflict(_ x: XMLElementNode, _ alignment: AttributeName, _ property: AttributeName,
                                   _ d: StackDirection) {
        error("'\(alignment.string)' sets '\(property.string)' in a \(d.rawValue) stack; give only one of them",
              range: x.attribute(alignment)?.nameRange, id: .conflictingAttributes,
              hint: "Texture asserts when both are set")
    }

    private func buildInset(_ x: XMLElementNode) -> InsetLayoutSpec {
        var i = read(x, .insets, AttributeValues.insets) ?? .zero
        if let v = read(x, .top, AttributeValues.insetSide) { i.top = v }
        if let v = read(x, .left, AttributeValues.insetSide) { i.left = v }
        if let v = read(x, .bottom, AttributeValues.insetSide) { i.bottom = v }
        if let v = read(x, .right, AttributeValues.insetSide) { i.right = v }
        return InsetLayoutSpec(insets: i)
    }

    private func buildCorner(_ x: XMLElementNode) -> CornerLayoutSpec {
        return CornerLayoutSpec(location: readEnum(x, .location, CornerLocation.self) ?? .topRight,
                                offset: read(x, .offset, AttributeValues.point) ?? .zero,
                                wrapsCorner: read(x, .wrapsCorner, AttributeValues.bool) ?? false)
    }

    private func buildText(_ x: XMLElementNode) -> TextNode {
        let content = collapseWhitespace(x.text)
        var text = content
        if let a = x.attribute(.text) {
            if !content.isEmpty {
                error("<text> has both a 'text' attribute and character data", range: a.nameRange, id: .conflictingAttributes,
                      hint: "keep one of them")
            }
            text = collapseWhitespace(a.value)
        }
        return TextNode(text, fontSize: read(x, .fontSize, AttributeValues.positive) ?? 17,
                        maxLines: read(x, .maxLines, AttributeValues.integer) ?? 0,
                        truncation: readEnum(x, .truncation, Truncation.self) ?? .tail, style: buildTextStyle(x))
    }

    /// `src` (a PNG, JPEG or GIF whose header gives the size, ÷ `scale`) or
    /// `imageSize`; neither: no image, sized like a box.
    private func buildImage(_ x: XMLElementNode) -> ImageNode {
        let (size, source) = imageSizeAndSource(x, sizeAttribute: .imageSize)
        return ImageNode(intrinsicSize: size, source: source)
    }

    private func buildButton(_ x: XMLElementNode) -> ButtonNode {
        let V = AttributeValues.self
        let (size, source) = imageSizeAndSource(x, sizeAttribute: .imageSize)
        return ButtonNode(title: x.value(of: .title).map(collapseWhitespace) ?? "",
                          fontSize: read(x, .fontSize, V.positive) ?? 18,
                          imageSize: size, imageSource: source,
                          contentSpacing: read(x, .contentSpacing, V.number) ?? 8,
                          imageAlignment: readEnum(x, .imageAlignment, ButtonImageAlignment.self) ?? .beginning,
                          laysOutHorizontally: read(x, .laysOutHorizontally, V.bool) ?? true,
                          contentEdgeInsets: read(x, .contentEdgeInsets, V.insets) ?? .zero,
                          titleStyle: buildTextStyle(x))
    }

    private func imageSizeAndSource(_ x: XMLElementNode, sizeAttribute: AttributeName) -> (Size?, String?) {
        let given = read(x, sizeAttribute, AttributeValues.size)
        guard let src = x.attribute(.src) else {
            if x.attribute(.scale) != nil {
                warning("'scale' has no effect without 'src'", range: x.attribute(.scale)?.nameRange, id: .unusedAttribute)
            }
            return (given, nil)
        }
        if x.attribute(sizeAttribute) != nil {
            conflict(x, sizeAttribute, with: [.src])
            return (given, nil)
        }
        let scale = read(x, .scale, AttributeValues.positive) ?? 1
        let path = resolvePath(src.value)
        imagePaths.append(path)
        if let refusal = boundary.refusal(of: path) {
            error("cannot read image '\(src.value)': \(refusal)", range: src.valueRange, id: .imageUnreadable)
            return (nil, nil)
        }
        switch ImageHeader.pixelSize(ofFileAt: path) {
        case .success(let px):
            let size = Size(Double(px.width) / scale, Double(px.height) / scale)
            // A corrupt or hostile header (4294967295² pixels) must not lay out as "not finite".
            guard isValidForSize(size.width), isValidForSize(size.height) else {
                error("image '\(src.value)' claims \(px.width)×\(px.height) pixels, beyond the largest valid size "
                      + "(10,000,000 points)", range: src.valueRange, id: .imageFormat)
                return (nil, path)
            }
            return (size, path)
        case .failure(.unreadable(let why)):
            // A missing picture is a warning, as Texture's ASImageNode with no
            // image: it is laid out like a box and drawn as a placeholder, so a
            // layout can be written before its images exist.
            warning("cannot read image '\(src.value)': \(why); laid out with no image, like a box",
                    range: src.valueRange, id: .imageUnreadable,
                    hint: "paths are relative to the layout file's directory")
            unreadableImages.insert(sourceMap.count - 1)
            // No source: the renderers draw the no-image placeholder without a
            // second warning; `imagePaths` still names it, so saving it reloads.
            return (nil, nil)
        case .failure(.notAnImage):
            error("'\(src.value)' is not a PNG, JPEG or GIF image", range: src.valueRange, id: .imageFormat)
        }
        return (nil, path)
    }
}
