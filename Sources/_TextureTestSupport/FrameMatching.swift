/// Comparing a layout built through TextureLayout with the same layout in
/// XML: shared by the TextureLayout tests and the generated-code round trip.
import Foundation
import LayoutEngine
import TextShaping
import TextureLayout
import XCTest
import XMLLayout

/// The Layouts examples folder of this package.
public let examplesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Layouts/examples")

/// The XML pipeline, as `render` runs it: load, build, lay out.
public func renderXML(_ file: String, file f: StaticString = #filePath, line: UInt = #line) -> (LayoutDocument, LayoutResult)? {
    let path = file.hasPrefix("/") ? file : examplesDirectory.appendingPathComponent(file).path
    let loaded = LayoutLoader.load(path: path)
    guard let doc = loaded.document else {
        XCTFail("\(file) did not load: \(loaded.diagnostics)", file: f, line: line)
        return nil
    }
    return (doc, LayoutEngine.layout(doc.root, in: doc.rootRange, grid: PixelGrid(scale: doc.screenScale),
                                     measurer: xmlMeasurer()))
}

/// The measurer `render` uses in the mode TextureLayout measures with
/// (`ASTextMetrics.current`), so both sides set text alike.
public func xmlMeasurer() -> any TextMeasurer {
    ASTextMetrics.current == .font ? FontMeasurer() : FixedMetricsMeasurer()
}

public func kindName(_ k: Element.Kind) -> String { k.name }

/// Asserts that every element of the XML layout has the same kind, engine
/// parameters and frame as its counterpart in the Texture layout. The Texture
/// tree may have more levels than the XML one where Texture code needs
/// them: the node class around a root that is not a box, and a wrapper spec
/// around a node that is the only child of a node.
public func assertSameFrames(xml: LayoutResult, texture: LayoutResult, _ what: String,
                      file: StaticString = #filePath, line: UInt = #line) {
    let xf = xml.frames(), tf = texture.frames()
    let xe = xml.elements, te = texture.elements
    var compared = 0
    func walk(_ x: ElementID, _ t0: ElementID) {
        var t = t0
        while kindName(te[t].kind) != kindName(xe[x].kind) {
            let kids = te.children(of: t)
            let skippable = kids.count == 1 && (t.rawValue == 0 || kindName(te[t].kind) == "wrapper")
            guard skippable else {
                XCTFail("\(what): \(kindName(xe[x].kind)) #\(x.rawValue) has no counterpart (found \(kindName(te[t].kind)))",
                        file: file, line: line)
                return
            }
            t = kids[0]
        }
        XCTAssertEqual(withoutImageSource(xe[x].kind), withoutImageSource(te[t].kind), "\(what): element #\(x.rawValue) (\(xe[x].debugName ?? "-"))",
                       file: file, line: line)
        XCTAssertEqual(xe[x].style, te[t].style, "\(what): style of #\(x.rawValue) (\(xe[x].debugName ?? "-"))",
                       file: file, line: line)
        XCTAssertEqual(xf[x.rawValue], tf[t.rawValue],
                       "\(what): frame of \(kindName(xe[x].kind)) #\(x.rawValue) (\(xe[x].debugName ?? "-"))",
                       file: file, line: line)
        compared += 1
        let xk = xe.children(of: x), tk = te.children(of: t)
        guard xk.count == tk.count else {
            XCTFail("\(what): #\(x.rawValue) has \(xk.count) children in XML, \(tk.count) in Texture", file: file, line: line)
            return
        }
        for (a, b) in zip(xk, tk) { walk(a, b) }
    }
    walk(ElementID(0), ElementID(0))
    XCTAssertEqual(compared, xe.count, "\(what): every XML element compared", file: file, line: line)
}

/// Where an image was read from is not part of the layout (the XML side
/// resolves the path against the file, UIImage(named:) against its search
/// directories).
/// Nor are the names of one face: UIKit code names a face (`Helvetica-Bold`,
/// `TimesNewRomanPSMT`), the same for every weight from 600 up and for
/// `Times` and `Times New Roman`. Nor is the font of an empty text: an empty
/// NSAttributedString keeps no attributes, so Texture cannot know it either
/// (a template's empty `{value}`).
public func withoutImageSource(_ k: Element.Kind) -> Element.Kind {
    func face(_ s: TextStyle) -> TextStyle {
        var s = s
        s.fontWeight = s.fontWeight >= 600 ? 700 : 400
        if let kind = FontNames.kind(ofFamily: s.fontFamily) { s.fontFamily = "\(kind)" }
        // A font file is set as it is, whatever weight and italic are asked for.
        if FontNames.isFontFile(s.fontFamily) { (s.fontWeight, s.italic) = (400, false) }
        return s
    }
    switch k {
    case .image(var i): i.source = nil; return .image(i)
    case .text(var t) where t.text.isEmpty: t.fontSize = 0; t.style = TextStyle(); return .text(t)
    case .text(var t): t.style = face(t.style); return .text(t)
    case .editableText(var t): t.style = face(t.style); return .editableText(t)
    case .button(var b): b.titleStyle = face(b.titleStyle); return .button(b)
    default: return k
    }
}
