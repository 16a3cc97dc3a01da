import LayoutEngine
import XMLLayout
import XMLLayoutPreview

/// Hover frames in every state (issue 34): the file's states are its
/// enumerable parameters (`values`, or a boolean default); each state other
/// than the default (one parameter changed at a time) is laid out once per
/// version of the document, and the hover lists the frame in the default
/// state first, then in the states where it differs or where the element
/// exists only there, saying so.
extension Features {
    /// One state's name (`editing=true`) and its pipeline output.
    typealias StateOutput = (name: String, output: PreviewOutput)

    /// At most this many states are laid out for a hover.
    static let maximumHoverStates = 8

    /// The states of the document other than its default, laid out.
    static func stateOutputs(of source: LayoutSource) -> [StateOutput] {
        var out: [StateOutput] = []
        for parameter in FileParameters.of(source) where parameter.isEnumerable {
            let defaultState = parameter.defaultValue.map { $0.split(separator: " ").joined() } ?? parameter.states.first
            for state in parameter.states where state != defaultState {
                guard out.count < maximumHoverStates else { return out }
                let inputs = ExpansionInputs(settings: [.init(name: parameter.name, value: state)])
                let output = PreviewPipeline.run(loaded: LayoutLoader.load(source: source, inputs: inputs),
                                                 options: PreviewOptions(), render: false)
                out.append(("\(parameter.name)=\(state)", output))
            }
        }
        return out
    }

    /// The frame and style of the element written at `position` in a laid-out output.
    static func frame(at position: (line: Int, column: Int), result: LayoutResult,
                      document: LayoutDocument) -> (frame: Rect, style: Style)? {
        let frames = result.documentFrames()
        guard let id = document.sourceMap.locations.firstIndex(where: { $0.line == position.line && $0.column == position.column }),
              id < frames.count else { return nil }
        return (frames[id], result.elements[ElementID(id)].style)
    }

    static func frame(at position: (line: Int, column: Int), in output: PreviewOutput) -> (frame: Rect, style: Style)? {
        guard let result = output.result, let document = output.loaded.document else { return nil }
        return frame(at: position, result: result, document: document)
    }

    static func frameText(_ f: Rect) -> String {
        "x \(number(f.x)), y \(number(f.y)), \(number(f.width)) × \(number(f.height)) pt"
    }

    /// The lines for the other states: those where the frame differs from
    /// `defaultFrame` (nil: the element is not in the default state).
    static func otherStateLines(_ doc: OpenDocument, position: (line: Int, column: Int), defaultFrame: Rect?) -> (lines: [String], style: Style?) {
        var lines: [String] = []
        var style: Style?
        for state in doc.stateOutputs {
            guard let found = frame(at: position, in: state.output) else { continue }
            style = style ?? found.style
            if defaultFrame == nil {
                lines.append("Frame with `\(state.name)` (only there): " + frameText(found.frame))
            } else if found.frame != defaultFrame {
                lines.append("Frame with `\(state.name)`: " + frameText(found.frame))
            }
        }
        return (lines, style)
    }
}
