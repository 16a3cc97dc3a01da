import LayoutEngine

/// The colour syntax of layout files (CSS names, #rgb, #rrggbb, #rrggbbaa),
/// for front ends that take a colour elsewhere (e.g. `--canvas`).
public enum CSSColor {
    public static func parse(_ text: String) -> Color? {
        try? AttributeValues.color(text).get()
    }
}
