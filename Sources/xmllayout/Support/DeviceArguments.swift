import ArgumentParser
import XMLLayout

/// `--device NAME[,NAME…]` (LANGUAGE.md's "Devices"), shared by `render`
/// and `watch`; with a comma-separated `--width` it gives the sizes a file
/// is laid out at side by side.
struct DeviceArguments: ParsableArguments {
    @Option(help: ArgumentHelp("Lay out at these devices' sizes, side by side (json: an array): "
                + DeviceSize.presets.map(\.name).joined(separator: ", ")
                + "; NAME:landscape swaps the axes, NAME:screen makes the root exactly the screen.",
                valueName: "name[,name…]"))
    var device: String?

    /// Usage errors: `--device` with another root size, or an unknown name.
    func check(with size: RootSizeOptions) throws {
        guard let device else { return }
        if size.width != nil || size.height != nil || size.min != nil || size.max != nil {
            throw ValidationError("--device sets the root size; it cannot be combined with --width, --height, --min or --max")
        }
        do { _ = try DeviceSize.devices(device) } catch { throw ValidationError("--device: \(error.message)") }
    }

    /// The devices of `--device` or a comma-separated `--width`; nil: one layout.
    func devices(with size: RootSizeOptions) -> [DeviceSize]? {
        if let device { return try? DeviceSize.devices(device) }
        return size.widths
    }
}
