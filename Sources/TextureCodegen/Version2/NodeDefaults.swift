/// Texture's defaults, to undo a setting that only some states make.
enum NodeDefaults {
    static func reset(_ target: String, receiver r: String) -> [String] {
        let property = String(target.dropFirst(r.count))
        switch property {
        case "style.preferredSize": return ["\(r)style.width = ASDimensionAuto", "\(r)style.height = ASDimensionAuto"]
        case "style.minSize": return ["\(r)style.minWidth = ASDimensionAuto", "\(r)style.minHeight = ASDimensionAuto"]
        case "style.maxSize": return ["\(r)style.maxWidth = ASDimensionAuto", "\(r)style.maxHeight = ASDimensionAuto"]
        default: break
        }
        let values: [String: String] = [
            "maximumNumberOfLines": "0", "truncationMode": ".byTruncatingTail", "style.flexGrow": "0", "style.flexShrink": "0",
            "style.spacingBefore": "0", "style.spacingAfter": "0", "style.ascender": "0", "style.descender": "0",
            "style.flexBasis": "ASDimensionAuto", "style.width": "ASDimensionAuto", "style.height": "ASDimensionAuto",
            "style.minWidth": "ASDimensionAuto", "style.minHeight": "ASDimensionAuto", "style.maxWidth": "ASDimensionAuto",
            "style.maxHeight": "ASDimensionAuto", "style.alignSelf": ".auto", "style.layoutPosition": ".zero",
            "backgroundColor": "nil", "borderColor": "nil", "cornerRadius": "0", "borderWidth": "0", "image": "nil",
            "contentSpacing": "8", "laysOutHorizontally": "true", "contentEdgeInsets": ".zero", "imageAlignment": ".beginning",
            "debugName": "nil", "url": "nil", "offset": ".zero", "wrapsCorner": "false",
        ]
        guard let v = values[property] else { return [] }
        return ["\(target) = \(v)"]
    }
}
