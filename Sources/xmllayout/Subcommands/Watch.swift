import ArgumentParser

struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Preview a layout full screen and re-render whenever it (or an image it uses) changes.")

    @Argument(help: "The layout file.", completion: .file(extensions: ["xml"]))
    var file: String

    func run() throws {
        throw ValidationError("watch is not implemented yet")
    }
}
