import Rendering
import XMLLayout
import XMLLayoutPreview

/// What one page shows: the device (nil: the root size the command line or
/// the file gives), the state (a file parameter set to one of its values)
/// and the look. The page keeps it in its address (`?device=…&state=…&look=…`).
public struct BrowserSelection: Hashable, Sendable {
    public var device: String?
    /// `name=value`; nil: the file's default (or the command line's `--set`).
    public var state: ExpansionInputs.Setting?
    public var look: PictureLook

    public init(device: String? = nil, state: ExpansionInputs.Setting? = nil, look: PictureLook = .device) {
        self.device = device
        self.state = state
        self.look = look
    }

    /// From a request's query items; unknown or empty values fall back to the defaults.
    public init(query: [(name: String, value: String)]) {
        self.init()
        for (name, value) in query where !value.isEmpty {
            switch name {
            case "device": device = value
            case "state": state = ExpansionInputs.Setting(argument: value)
            case "look": look = PictureLook(rawValue: value) ?? .device
            default: break
            }
        }
    }

    /// How the SVG is drawn for this look.
    var picture: PictureOptions {
        PictureOptions(specs: look == .debug, look: look)
    }
}
