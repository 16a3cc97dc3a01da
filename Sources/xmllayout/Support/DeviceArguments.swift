import ArgumentParser
import XMLLayout

/// `--device NAME[,NAME…]` (LANGUAGE.md's "Devices"), shared by `render`
/// and `watch`; with a comma-separated `--width` it gives the sizes a file
/// is laid out at side by side.
struct DeviceArguments: ParsableArguments {
    static let help = ArgumentHelp("Lay out at these devices' sizes, side by side (json: an array): "
                + DeviceSize.presets.map { $0.name }.joined(separator: ", ")
                + "; NAME:landscape swaps the axes, NAME:screen makes the root exactly the screen.",
                valueName: "name[,name…]")

    @Option(help: help)
    var device: String?

    func check(with size: RootSizeOptions) throws { try Self.check(device, with: size) }

    func devices(with size: RootSizeOptions) -> [DeviceSize]? { Self.devices(device, with: size) }

    /// Usage errors: `--device` with another root size, or an unknown name.
    static func check(_ device: String?, with size: RootSizeOptions) throws {
        guard let device else { return }
        if size.width != nil || size.height != nil || size.min != nil || size.max != nil {
            throw ValidationError("--device sets the root size; it cannot be combined with --width, --height, --min or --max")
        }
        do { _ = try DeviceSize.devices(device) } catch { throw ValidationError("--device: \(error.message)") }
    }

    /// The devices of `--device` or a comma-separated `--width`; nil: one layout.
    static func devices(_ device: String?, with size: RootSizeOptions) -> [DeviceSize]? {
        if let device { return try? DeviceSize.devices(device) }
        return size.widths
    }
}
