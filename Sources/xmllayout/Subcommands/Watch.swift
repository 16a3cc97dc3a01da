import ArgumentParser
import XMLLayout
import XMLLayoutPreview

/// Thin: options in, `WatchTerminal.run` (XMLLayoutPreview/Watch) does the rest.
struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch", // as the type name says, without demangling it at start-up
        abstract: "Preview a layout full screen and re-render whenever it (or an image it uses) changes.",
        discussion: """
        The preview fills the terminal (its alternate screen) and is redrawn on every save of the file or \
        of an image it uses (inotify on Linux, else polling; editors that save by renaming a new file over \
        the old one, and files deleted and created again, are followed). A save with errors keeps the last \
        good preview and shows the errors in a panel at the bottom; the next good save replaces both. The \
        status line shows the file, the root size in points, the element count, the layout time and the \
        number of reloads.

        The layout is laid out at the size render uses: --width/--height/--min/--max (or --device), else \
        the file's own width, minWidth… attributes, else 0…∞ (its content's size). It is drawn scaled so \
        that its width fits the terminal (--zoom: that many points per column); resizing the terminal or \
        zooming scales the same layout, it never lays it out again. A picture taller or wider than the \
        screen scrolls: "↓ more" marks the cut and the status line says "rows 31–59 of 75".

        After each good reload the preview animates from the last good layout to the new one (150 ms; \
        --no-animate turns it off), the nodes that moved or appeared are highlighted until the next key \
        press or save, and the status line says what changed (2 changed · 1 inserted · 0 removed).

        Keys (? lists them on screen):
          ↑ ↓ j k, ← → h l, wheel  scroll        PgUp PgDn, b Space  a page
          Home End, g G  top, bottom             f  fit the whole layout
          + -  zoom in, out                      0  fit the width again
          w  the warnings, with file:line:col    ?  every key
          i  inspect: Tab, Shift-Tab or a click selects an element; it is
             outlined and a panel shows its type, debugName, id, frame,
             file:line:col and style (Layout Size = min … <= preferred … <= max …)
          Esc, q  close a panel (Esc also leaves inspect mode)
          s  the next state of the file's first enumerable parameter (its
             values, or true/false; the status line names it: fieldState=age)
          r  reload        Ctrl-L  redraw        q  quit
        Scroll position, zoom and the inspected element survive every save (the element is found again by \
        its id or source position, else by its place in the tree).

        Exit status: 0 after q, 130 after Ctrl-C, 143 after SIGTERM, 129 when the terminal goes away; the \
        terminal is restored in every case.

        Examples:
          xmllayout watch Layouts/examples/post-header.xml
          xmllayout watch card.xml --width 320
          xmllayout watch card.xml --zoom 2 --color never
          xmllayout watch card.xml --poll
          xmllayout watch Layouts/examples/signup.xml --set fieldState=age --no-animate
          xmllayout watch Layouts/examples/signup.xml --browser    (open the address it prints)

        With --browser the preview is a page served on 127.0.0.1 only (a free port unless --port): the \
        device picture, updated on every save through Server-Sent Events; a save with errors keeps the last \
        good picture with the located errors over it. The page chooses the device, the state (the file's \
        enumerable parameters) and the look (device: what the phone shows; debug: outlines, labels, specs). \
        Ctrl-C stops it.
        """
    )

    @Argument(help: "The layout file (it may not exist yet).", completion: .file(extensions: ["xml"]))
    var file: String

    @OptionGroup(title: "Root size") var size: RootSizeOptions
    @OptionGroup var deviceArguments: DeviceArguments

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Points per terminal column at the start (default: fit the layout's width to the terminal; + and - zoom).", valueName: "points"))
    var zoom: PointsArgument?

    @Option(help: "Colours: auto, always or never (NO_COLOR is honoured).")
    var color: ColorChoice = .auto

    @OptionGroup(title: "State and data") var expansion: ExpansionOptions
    @OptionGroup(title: "Pictures") var picture: PictureArguments

    @Flag(help: "Poll the files for changes instead of using inotify.")
    var poll = false

    @Flag(inversion: .prefixedNo, help: "Animate each reload from the last good layout to the new one (150 ms).")
    var animate = true

    @Option(help: TextMetricsMode.help)
    var textMetrics: TextMetricsMode?

    @OptionGroup var huge: HugeOption

    @OptionGroup(title: "Browser") var browser: BrowserArguments

    func validate() throws {
        if let problem = SizeLimits.zoomProblem(zoom) { throw ValidationError(problem) }
        if file == "-" { throw ValidationError("watch needs a file to follow; standard input cannot be watched") }
        try deviceArguments.check(with: size)
        try browser.check()
        if picture.look != nil || picture.scale != nil {
            throw ValidationError("--look and --scale choose how render draws svg and png pictures; watch shows the terminal preview")
        }
    }

    func run() throws {
        if let problem = RawArguments.pathProblem(file) {
            Terminal.writeError("\(RawArguments.display(file)): error: cannot watch the file: \(problem)")
            throw ExitCode.failure
        }
        if browser.browser {
            try BrowserArguments.serve(.init(path: file, overrides: size.override, inputs: expansion.inputs, limits: huge.limits,
                                         devices: deviceArguments.devices(with: size) ?? []),
                                   port: browser.port ?? 0, poll: poll)
        }
        var configuration = WatchConfiguration(path: file, overrides: size.override, zoom: zoom?.value,
                                               colorMode: color.mode(isTerminal: Terminal.stdoutIsTerminal))
        configuration.inputs = expansion.inputs
        configuration.picture = picture.options
        configuration.devices = deviceArguments.devices(with: size) ?? []
        configuration.animates = animate
        configuration.limits = huge.limits
        configuration.textMetrics = textMetrics
        TextMeasurers.installInFrontEnd(override: textMetrics)
        let trace = getenv("XMLLAYOUT_WATCH_TRACE").map { String(cString: $0) }
        let status: Int32
        do {
            status = try huge.run { try WatchTerminal.run(.init(configuration: configuration, forcePolling: poll, tracePath: trace)) }
        } catch {
            Terminal.writeError("xmllayout: error: \(error)")
            throw ExitCode.failure
        }
        if status != 0 { throw ExitCode(status) }
    }
}
