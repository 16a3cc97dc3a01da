import ArgumentParser
import LayoutEngine
import XMLLayout

/// `--set name=value` (repeatable) and `--data file.json`: the state and
/// sample data a version-2 layout is expanded with.
struct ExpansionOptions: ParsableArguments {
    @Option(name: .customLong("set"), help: ArgumentHelp(
        "Set a file parameter (a state); repeatable. The value is read as JSON when it parses, else as a string.",
        valueName: "name=value"))
    var settings: [String] = []

    @Option(help: ArgumentHelp("A JSON object whose keys become names in the main file (wins over its data attribute).",
                               valueName: "file.json"))
    var data: String?

    @Option(help: ArgumentHelp("Also allow includes, data files and images below this folder (repeatable); by default "
                               + "they must lie in the main file's project: the nearest folder above it holding .git, "
                               + "else its own folder.", valueName: "dir"))
    var root: [String] = []

    /// Lowers the expansion's work budget (for tests of the limits):
    /// `STRING:OUTPUT:WORK`, bytes, bytes and units (see `ExpansionBudget`).
    @Option(name: .customLong("expansion-budget"), help: .hidden)
    var budget: String?

    func validate() throws {
        for s in settings where ExpansionInputs.Setting(argument: s) == nil {
            throw ValidationError("--set takes name=value, got '\(s)'")
        }
        if let budget, ExpansionBudget(argument: budget) == nil {
            throw ValidationError("--expansion-budget takes STRING:OUTPUT:WORK (three positive whole numbers), got '\(budget)'")
        }
        try Self.widenProjectBoundary(to: root)
    }

    /// `--root DIR…`: checked, then added to every project boundary of this
    /// run (`ProjectBoundary.widening`), before any layout is read.
    static func widenProjectBoundary(to folders: [String]) throws {
        for folder in folders where !InputFiles.isFolder(folder) {
            throw ValidationError("--root '\(TerminalText.visible(folder))' is not a folder")
        }
        if !folders.isEmpty { ProjectBoundary.widening = folders }
    }

    var inputs: ExpansionInputs {
        ExpansionInputs(settings: settings.compactMap(ExpansionInputs.Setting.init(argument:)), dataPath: data,
                        budget: budget.flatMap { ExpansionBudget(argument: $0) } ?? .standard)
    }
}
