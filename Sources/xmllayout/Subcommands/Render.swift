import ArgumentParser
import XMLLayout
import XMLLayoutPreview

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", // as the type name says, without demangling it at start-up
        abstract: "Lay out a layout file and print the result.",
        discussion: """
        Formats: ansi (a coloured preview; the default on a terminal), tree (every element with its frame; \
        the default when output is piped), json (docs/LANGUAGE.md's JSON), svg (a picture in points; debug look by \
        default), png (a picture in pixels at the screenScale or --scale, drawn with cairo and the bundled \
        Liberation fonts; device look by default; needs -o or a pipe), ascii (Texture's asciiArtString of the spec tree). Errors and warnings go to stderr; a file with errors \
        prints nothing and exits with status 1. -o replaces a file whole (atomically, keeping its mode; \
        through a symlink, its target) and writes to a device or FIFO directly; a failed write exits with \
        status 1 and leaves the file as it was. Bad arguments exit with status 64.

        Pictures (ansi and svg): the layout on a white canvas (--canvas), in the author's colours with \
        alpha blended over what lies beneath; <image src> PNG, JPEG and GIF files drawn (svg: embedded as \
        data URIs; ansi: half-block cells in 24-bit colour when COLORTERM is truecolor or 24bit, else the \
        256-colour palette); an image that cannot be read is a warning and a placeholder; nothing is \
        clipped (a node outside the root widens the picture and is a warning); in ansi each laid-out \
        line of text sits on its row, inside any border, cut with … when its cells are too few. \
        docs/PICTURES.md has the details.

        Examples:
          xmllayout render Layouts/examples/card.xml
          xmllayout render card.xml --width 414 --format tree
          xmllayout render card.xml --max 320x480 --format json
          xmllayout render card.xml --format svg -o card.svg
          xmllayout render card.xml --format png --scale 3 -o card.png
          xmllayout render card.xml --format png --canvas none --look debug -o card-debug.png
          generate-layout | xmllayout render - --format json
          xmllayout render card.xml --device iphone-se,ipad:landscape
          xmllayout render card.xml --width 320,375,414 --format svg -o widths.svg
          xmllayout render Layouts/ --format json --output-dir out/    # all *.xml below
        """
    )

    @Argument(help: ArgumentHelp("The layout file, or - for standard input; several files and folders (searched for *.xml) "
                  + "with --output-dir, or one after another on stdout (tree, ascii, ansi)."),
              completion: .file(extensions: ["xml"]))
    var files: [String]

    @Option(name: [.short, .long], help: "Output format: ansi, tree, json, svg, png or ascii.")
    var format: OutputFormatArgument?

    @OptionGroup(title: "Root size") var size: RootSizeOptions

    // DeviceArguments', HugeOption's and TimingsOption's options themselves,
    // not their groups (the same names, help and order): each group costs
    // every start-up several runtime type lookups.
    @Option(help: DeviceArguments.help)
    var device: String?

    @Option(help: TextMetricsMode.help)
    var textMetrics: TextMetricsMode?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the output to this file instead of stdout.", valueName: "path"))
    var output: String?

    @Option(help: "Colours for the ansi format and the diagnostics on stderr: auto, always or never (NO_COLOR is honoured).")
    var color: ColorChoice = .auto

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Points per terminal column for the ansi format (default: fit the terminal width).", valueName: "points"))
    var zoom: PointsArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("Columns available to the ansi format (default: the terminal's).", valueName: "n"))
    var columns: Int?

    @OptionGroup(title: "State and data") var expansion: ExpansionOptions
    @OptionGroup(title: "Pictures (ansi, svg and png)") var picture: PictureArguments

    @Flag(name: .shortAndLong, help: "Do not print warnings.")
    var quiet = false

    @Flag(help: "With --format json: the JSON on one line, for scripts and large trees.")
    var compact = false

    @Flag(help: HugeOption.help)
    var huge = false

    @Flag(help: TimingsOption.help)
    var timings = false
    @OptionGroup(title: "Many files") var batch: RenderBatchOptions

    func validate() throws {
        if let problem = SizeLimits.zoomProblem(zoom) { throw ValidationError(problem) }
        if let c = columns, c < 1 || c > 10_000 { throw ValidationError("--columns '\(c)' must be between 1 and 10000") }
        try RenderJob.checkOutput(output, compact: compact, format: format)
        try DeviceArguments.check(device, with: size)
        try batch.check(files: files, output: output, format: format)
    }

    func run() throws {
        try job.run()
    }

    /// What the options ask for, as `RenderJob` runs it.
    var job: RenderJob {
        RenderJob(
            files: files, format: format, sizeOverride: size.override,
            devices: DeviceArguments.devices(device, with: size), output: output, color: color,
            zoom: zoom?.value, columns: columns, expansionInputs: expansion.inputs, pictureOptions: picture.options,
            scale: picture.scale?.value,
            quiet: quiet, compact: compact, huge: huge, timings: timings, outputDir: batch.outputDir, jobs: batch.jobs,
            exclude: batch.exclude, textMetrics: textMetrics
        )
    }
}
