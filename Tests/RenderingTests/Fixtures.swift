import LayoutEngine

/// Hand-built element trees shared by the renderer tests, each laid out at a
/// fixed width (height unconstrained) on the default @2x grid.
enum Fixtures {
    static func layout(_ root: Element, width: Double) -> LayoutResult {
        LayoutEngine.layout(root, in: SizeRange(min: Size(width, 0), max: Size(width, .infinity)))
    }

    static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> Color {
        Color(red: r, green: g, blue: b, alpha: a)
    }

    /// A card: a rounded, bordered background behind an inset column of a
    /// title, a wrapping body and a row with an avatar, a spacer and a time.
    static var card: Element {
        let content = Element.vstack(spacing: 8, [
            .text("Hello, world").debugName("title"),
            .text("A card with a longer body text that wraps over several lines", fontSize: 12).debugName("body"),
            .hstack(spacing: 8, alignItems: .center, [
                .box(width: 40, height: 40).debugName("avatar")
                    .presentation(Presentation(backgroundColor: rgb(230, 60, 60), cornerRadius: 20)),
                .spacer(),
                .text("30m", fontSize: 12).presentation(Presentation(color: rgb(120, 120, 120))),
            ]).debugName("row"),
        ]).debugName("content")
        let background = Element.box().debugName("card")
            .presentation(Presentation(backgroundColor: rgb(250, 250, 245), borderColor: rgb(40, 40, 40),
                                       borderWidth: 1, cornerRadius: 8))
        return .background(.inset(EdgeInsets(all: 12), content), background)
    }

    /// Three coloured boxes in a row; the last is half transparent.
    static var colouredBoxes: Element {
        .hstack(spacing: 10, [
            .box(width: 80, height: 40).debugName("red").presentation(Presentation(backgroundColor: rgb(255, 0, 0))),
            .box(width: 80, height: 40).debugName("green")
                .presentation(Presentation(backgroundColor: rgb(0, 200, 80), borderColor: rgb(0, 0, 0), borderWidth: 2)),
            .box(width: 80, height: 40).debugName("blue").presentation(Presentation(backgroundColor: rgb(0, 0, 255, 128))),
        ])
    }

    /// East Asian wide text (each character two terminal columns).
    static var wideText: Element {
        .vstack(spacing: 4, [
            .text("日本語テキスト").debugName("jp").presentation(Presentation(backgroundColor: rgb(255, 255, 200))),
            .text("mixed 日本 text", fontSize: 12).debugName("mixed"),
        ])
    }

    /// A button with an image and a title (its parts are synthetic elements).
    static var button: Element {
        .center(.button(ButtonNode(title: "Buy now", imageSize: Size(20, 20)))
            .debugName("buy")
            .presentation(Presentation(backgroundColor: rgb(0, 122, 255), color: rgb(255, 255, 255), cornerRadius: 6)))
    }

    /// Text too long for a fixed-size frame, and text cut by maxLines.
    static var clippedText: Element {
        .vstack(spacing: 8, [
            .text("This text is far too long for the small frame it is given").debugName("overflow")
                .preferredSize(Size(100, 20))
                .presentation(Presentation(backgroundColor: rgb(255, 230, 230))),
            .text("Truncated after two lines because maxLines says so, whatever its length", fontSize: 12, maxLines: 2)
                .debugName("truncated"),
        ])
    }

    /// Nodes too small to fill a cell, including a 0×0 one.
    static var zeroSize: Element {
        .vstack(spacing: 10, [
            .box(width: 0, height: 0).debugName("nothing"),
            .box(width: 100, height: 1).debugName("hairline"),
            .box(width: 2, height: 30).debugName("thin"),
            .text("after"),
        ])
    }
}
