/// The names authors bring from UIKit, Android and CSS (and Texture's own
/// class names), mapped to the language's, each with a one-line reason.
///
/// Data only: `NameSuggestions` decides when an entry applies. An entry with
/// a `replacement` gives a fix-it (rename to it); one without is a hint that
/// says what to do instead (`padding`: wrap the element in `<inset>`).
/// `ForeignNamesTests` checks that every replacement is a name of the schema.
public enum ForeignNames {
    public struct Entry: Sendable {
        /// The foreign spellings, compared ignoring case, `-` and `_`.
        public var names: [String]
        /// Our name, when one name replaces it.
        public var replacement: String?
        /// Why, or what to do instead (one line, no trailing period).
        public var explanation: String

        init(_ names: [String], _ replacement: String?, _ explanation: String) {
            self.names = names
            self.replacement = replacement
            self.explanation = explanation
        }
    }

    /// A value written another platform's way; the first candidate the
    /// attribute's type accepts is proposed.
    public struct ValueEntry: Sendable {
        public var names: [String]
        public var candidates: [String]
        public var explanation: String

        init(_ names: [String], _ candidates: [String], _ explanation: String) {
            self.names = names
            self.candidates = candidates
            self.explanation = explanation
        }
    }

    /// The tables by normalized name (`NameSuggestions.normalized`); the
    /// first entry naming a spelling wins.
    static let elementsByName = index(elements)
    static let attributesByName = index(attributes)
    static let valuesByName: [String: [ValueEntry]] = {
        var byName: [String: [ValueEntry]] = [:]
        for entry in values {
            for name in Set(entry.names.map(NameSuggestions.normalized)) { byName[name, default: []].append(entry) }
        }
        return byName
    }()

    private static func index(_ entries: [Entry]) -> [String: Entry] {
        var byName: [String: Entry] = [:]
        for entry in entries {
            for name in entry.names where byName[NameSuggestions.normalized(name)] == nil {
                byName[NameSuggestions.normalized(name)] = entry
            }
        }
        return byName
    }

    /// Which edges a padding or margin attribute sets, for the fix-it that
    /// wraps the element in `<inset>` (`InsetWrapFixIts`).
    public enum InsetEdges: Sendable, Equatable {
        case all, top, left, bottom, right, horizontal, vertical

        /// Indices into top, left, bottom, right (`<inset>`'s order).
        var indices: [Int] {
            switch self {
            case .all: return [0, 1, 2, 3]
            case .top: return [0]
            case .left: return [1]
            case .bottom: return [2]
            case .right: return [3]
            case .horizontal: return [1, 3]
            case .vertical: return [0, 2]
            }
        }
    }

    /// Padding and margin spellings by normalized name (start and end read
    /// as left and right: layouts are left to right).
    static let insetEdges: [String: InsetEdges] = {
        var byName: [String: InsetEdges] = [:]
        let families = ["padding", "margin", "layoutmargin"]
        let sides: [(String, InsetEdges)] = [
            ("", .all), ("top", .top), ("left", .left), ("start", .left), ("bottom", .bottom), ("right", .right),
            ("end", .right), ("horizontal", .horizontal), ("vertical", .vertical),
        ]
        for family in families {
            for (suffix, edges) in sides { byName[family + suffix] = edges }
        }
        for name in ["layoutMargins", "directionalLayoutMargins", "contentInset", "contentInsets", "textContainerInset"] {
            byName[NameSuggestions.normalized(name)] = .all
        }
        return byName
    }()

    public static let elements: [Entry] = [
        Entry(["label", "UILabel", "TextView", "span", "p", "h1", "h2", "h3", "h4", "h5", "h6", "Label", "string"],
              "text", "UIKit's UILabel, Android's TextView and HTML's <span> or <p> are <text> here"),
        Entry(["imageView", "UIImageView", "ImageView", "img", "picture", "ImageButton"],
              "image", "UIKit's UIImageView, Android's ImageView and HTML's <img> are <image> here"),
        Entry(["view", "UIView", "View", "div", "Rectangle", "Color"],
              "box", "UIKit's UIView, Android's View and HTML's <div> are <box> here"),
        Entry(["LinearLayout", "UIStackView", "StackView", "flex", "FlexboxLayout", "Flex"],
              "stack", "UIStackView, Android's LinearLayout and CSS flexbox are <stack direction=\"horizontal|vertical\"> here"),
        Entry(["Row"], "hstack", "a row is <hstack>"),
        Entry(["Column"], "vstack", "a column is <vstack>"),
        Entry(["FrameLayout", "ZStack"], "overlay",
              "layers are <overlay> (its first child, and the second on top) or <background>"),
        Entry(["UIButton", "MaterialButton"], "button", "a button is <button>"),
        Entry(["EditText", "UITextField", "UITextView", "TextField", "TextInput", "input", "textarea"],
              "editableText", "an editable text field is <editableText>"),
        Entry(["Space", "UILayoutGuide"], "spacer", "empty space is <spacer> (give it flexGrow in a stack)"),
        Entry(["ScrollView", "UIScrollView", "NestedScrollView"], "scroll",
              "a scroll view is <scroll> (ASScrollNode) around one layout element"),
        Entry(["RecyclerView", "ListView", "UITableView", "LazyVStack", "List", "ul", "ol"], "table",
              "a list of rows is a <table> (ASTableNode) of <cell>s, often filled by a <for>"),
        Entry(["UICollectionView", "LazyVGrid", "GridView"], "collection",
              "a grid of items is a <collection> (ASCollectionNode) of <cell>s"),
        Entry(["ViewPager", "ViewPager2", "UIPageViewController", "PageView"], "pager",
              "pages side by side are a <pager> (ASPagerNode) of <cell>s"),
        Entry(["Padding"], "inset", "padding is <inset insets=\"top,left,bottom,right\"> around the element"),
        Entry(["AspectRatio"], "ratio", "a fixed aspect ratio is <ratio ratio=\"height/width\">"),
        Entry(["WebView", "WKWebView", "VideoView", "AVPlayerView"], "videoPlayer",
              "media views are placeholders here: <video>, <videoPlayer> or <networkImage>"),
        Entry(["ConstraintLayout", "RelativeLayout", "CoordinatorLayout", "GridLayout", "TableLayout", "grid"], nil,
              "there are no constraints or grids: nest <stack>s, use <inset>, <center>, <relative> or <absolute>"),
    ]

    public static let attributes: [Entry] = [
        Entry(["padding", "paddingLeft", "paddingRight", "paddingTop", "paddingBottom", "paddingStart", "paddingEnd",
               "paddingHorizontal", "paddingVertical", "padding-left", "padding-right", "padding-top",
               "padding-bottom", "layoutMargins", "directionalLayoutMargins", "contentInset", "contentInsets",
               "textContainerInset"], nil,
              "there is no padding attribute: wrap the element in <inset insets=\"top,left,bottom,right\">"),
        Entry(["margin", "layout_margin", "layout_marginLeft", "layout_marginRight", "layout_marginTop",
               "layout_marginBottom", "layout_marginStart", "layout_marginEnd", "layout_marginHorizontal",
               "layout_marginVertical", "margin-left", "margin-right", "margin-top", "margin-bottom", "marginLeft",
               "marginRight", "marginTop", "marginBottom"], nil,
              "there are no margins: set spacing on the stack (or spacingBefore/spacingAfter on the child), "
                  + "or wrap the element in <inset>"),
        Entry(["textSize", "font-size", "pointSize", "size", "textFontSize"], "fontSize", "the text size is fontSize"),
        Entry(["textColor", "foregroundColor", "tintColor", "fontColor", "titleColor", "foreground", "textColour"],
              "color", "the foreground (text) colour is color"),
        Entry(["background", "bg", "backgroundColour", "backgroundTint", "fill"], "backgroundColor",
              "the fill colour is backgroundColor"),
        Entry(["numberOfLines", "lines", "line-clamp", "webkit-line-clamp", "maxLineCount", "lineLimit"], "maxLines",
              "the line limit is maxLines (0: no limit)"),
        Entry(["singleLine"], "maxLines", "a single line is maxLines=\"1\""),
        Entry(["layout_weight", "weight", "flex", "grow", "layoutWeight"], "flexGrow",
              "a stack child's share of the free space is flexGrow"),
        Entry(["shrink", "compressionResistance", "contentCompressionResistancePriority"], "flexShrink",
              "how much a stack child gives up when space is short is flexShrink"),
        Entry(["weightSum"], nil, "there is no weight sum: flexGrow values are shares of the free space"),
        Entry(["contentHuggingPriority"], nil,
              "there are no priorities: flexGrow (grow) and flexShrink (shrink) on the stack's children"),
        Entry(["orientation", "axis", "flex-direction", "layoutDirection"], "direction",
              "a stack's axis is direction=\"horizontal\" or \"vertical\""),
        Entry(["gravity"], nil,
              "the children's alignment is justifyContent (main axis) and alignItems (cross axis) on the stack; "
                  + "<center> or <relative> place a single child"),
        Entry(["layout_gravity", "layoutGravity"], "alignSelf", "a child's own cross-axis alignment is alignSelf"),
        Entry(["distribution", "justify", "mainAxisAlignment", "arrangement"], "justifyContent",
              "the main-axis distribution of a stack is justifyContent"),
        Entry(["alignment", "crossAxisAlignment", "align"], "alignItems",
              "the cross-axis alignment of a stack is alignItems"),
        Entry(["gap", "column-gap", "itemSpacing", "interitemSpacing", "dividerPadding"], "spacing",
              "the space between a stack's children is spacing"),
        Entry(["row-gap", "lineGap"], "lineSpacing", "the space between the lines of a wrapping stack is lineSpacing"),
        Entry(["wrap"], "flexWrap", "a wrapping stack is flexWrap=\"wrap\""),
        Entry(["opacity", "alpha", "isOpaque", "opaque"], nil,
              "there is no opacity: presentation attributes are colours, borders and corner radius; "
                  + "use an #rrggbbaa colour"),
        Entry(["lineHeight", "line-height", "lineHeightMultiple", "lineSpacingExtra", "lineSpacingMultiplier",
               "leading"], nil,
              "text uses its font's line height; there is no line height attribute"),
        Entry(["layout_width", "android:layout_width", "frameWidth"], "width",
              "the width is width (points, or a percentage of the parent)"),
        Entry(["layout_height", "frameHeight"], "height", "the height is height (points, or a percentage of the parent)"),
        Entry(["minimumWidth"], "minWidth", "the smallest width is minWidth"),
        Entry(["minimumHeight"], "minHeight", "the smallest height is minHeight"),
        Entry(["frame", "bounds"], "preferredSize", "a fixed size is preferredSize=\"w,h\" (or width and height)"),
        Entry(["aspectRatio", "aspect-ratio", "layout_constraintDimensionRatio", "dimensionRatio"], nil,
              "a fixed aspect ratio is <ratio ratio=\"height/width\"> around the element"),
        Entry(["position", "layout_x", "layout_y", "x", "y", "origin", "center"], nil,
              "a child is placed at x,y with layoutPosition=\"x,y\" inside <absolute>"),
        Entry(["top", "left", "right", "bottom"], nil,
              "top/left/bottom/right are <inset>'s edges; place a child with layoutPosition=\"x,y\" inside <absolute>"),
        Entry(["layout_centerInParent", "layout_centerHorizontal", "layout_centerVertical", "centerX", "centerY"], nil,
              "to center a child, wrap it in <center> (centeringOptions x, y or xy)"),
        Entry(["layout_alignParentTop", "layout_alignParentBottom", "layout_alignParentStart", "layout_alignParentEnd",
               "layout_alignParentLeft", "layout_alignParentRight", "layout_toRightOf", "layout_toLeftOf",
               "layout_below", "layout_above"], nil,
              "there are no relations between siblings: nest stacks, or use <relative> or <absolute>"),
        Entry(["border-radius", "radius", "layer.cornerRadius", "cornerSize", "rounded"], "cornerRadius",
              "rounded corners are cornerRadius"),
        Entry(["strokeWidth", "stroke-width", "border"], "borderWidth", "the border's width is borderWidth"),
        Entry(["strokeColor", "stroke"], "borderColor", "the border's colour is borderColor"),
        Entry(["ellipsize", "lineBreakMode", "text-overflow", "textOverflow", "overflow"], "truncation",
              "how text is cut is truncation (tail, head, middle or clip)"),
        Entry(["hint", "placeholderText"], "placeholder", "an empty field's text is placeholder"),
        Entry(["image", "source", "srcCompat", "imageName", "drawable", "href"], "src",
              "the image file is src (relative to the layout file)"),
        Entry(["tag", "accessibilityIdentifier", "testID", "contentDescription", "accessibilityLabel", "label"],
              "debugName", "a name for debug output is debugName"),
        Entry(["class", "className", "styleClass"], nil, "there are no classes: attributes go on the element"),
        Entry(["visibility", "hidden", "isHidden", "display"], nil,
              "everything in the file is laid out: remove the element instead of hiding it"),
        Entry(["font", "fontFamily", "font-family", "fontWeight", "font-weight", "typeface", "textStyle", "fontStyle",
               "font-style"], nil,
              "text is measured with one font model: only fontSize changes it"),
        Entry(["textAlignment", "textAlign", "text-align"], nil,
              "text is drawn from the start of its frame: align the <text> itself (alignSelf, <center>)"),
        Entry(["contentMode", "scaleType", "object-fit", "resizeMode"], nil,
              "an image is sized by its file (scale) or by width/height/preferredSize"),
        Entry(["clipsToBounds", "clipChildren", "clipToPadding", "masksToBounds"], nil,
              "clipping is not modelled: it never changes the layout"),
    ]

    public static let values: [ValueEntry] = [
        ValueEntry(["centre", "center_vertical", "center_horizontal", "centerVertically", "centerHorizontally",
                    "middle"], ["center", "middle", "xy"], "'center' is spelt the American way"),
        ValueEntry(["center"], ["middle", "xy"], "this alignment calls the middle 'middle'"),
        ValueEntry(["flex-start", "leading", "left", "top", "start", "begin", "beginning"], ["start", "beginning", "left", "top"],
                   "CSS's flex-start and UIKit's leading are start"),
        ValueEntry(["flex-end", "trailing", "right", "bottom", "end"], ["end", "right", "bottom"],
                   "CSS's flex-end and UIKit's trailing are end"),
        ValueEntry(["space-between", "equalSpacing", "SpaceBetween"], ["spaceBetween"],
                   "CSS's space-between is spaceBetween"),
        ValueEntry(["space-around", "space-evenly", "equalCentering", "SpaceAround", "SpaceEvenly"], ["spaceAround"],
                   "CSS's space-around is spaceAround (there is no space-evenly)"),
        ValueEntry(["fill", "fillEqually", "fillProportionally", "match_parent", "fill_parent"], ["100%", "stretch"],
                   "to fill the parent: 100% for a size, or alignSelf=\"stretch\" in a stack"),
        ValueEntry(["wrap_content", "fit-content", "intrinsic", "wrap", "auto"], ["auto"],
                   "wrap_content is auto (the element's own size)"),
        ValueEntry(["baseline", "firstBaseline", "first baseline"], ["baselineFirst"], "baseline alignment is baselineFirst"),
        ValueEntry(["lastBaseline", "last baseline"], ["baselineLast"], "last-baseline alignment is baselineLast"),
        ValueEntry(["row", "horizontal", "row-reverse", "x", "landscape"], ["horizontal"],
                   "CSS's row and Android's horizontal orientation are direction=\"horizontal\""),
        ValueEntry(["column", "vertical", "column-reverse", "y", "portrait"], ["vertical"],
                   "CSS's column and Android's vertical orientation are direction=\"vertical\""),
        ValueEntry(["nowrap", "no-wrap", "none", "false"], ["noWrap"], "no wrapping is noWrap"),
        ValueEntry(["wrap-reverse", "true"], ["wrap"], "wrapping is wrap"),
        ValueEntry(["end", "tail", "ellipsis", "byTruncatingTail", "truncateTail"], ["tail"],
                   "truncating at the end is tail"),
        ValueEntry(["start", "head", "byTruncatingHead", "truncateHead"], ["head"], "truncating at the start is head"),
        ValueEntry(["byTruncatingMiddle", "truncateMiddle"], ["middle"], "truncating in the middle is middle"),
        ValueEntry(["byClipping", "clip", "marquee", "byWordWrapping", "byCharWrapping"], ["clip"],
                   "cutting the text off is clip"),
        ValueEntry(["yes", "YES", "on"], ["true"], "booleans are true or false"),
        ValueEntry(["no", "NO", "off"], ["false"], "booleans are true or false"),
        ValueEntry(["clear", "clearColor", "UIColor.clear", "none"], ["transparent"],
                   "a clear colour is transparent"),
    ]
}
