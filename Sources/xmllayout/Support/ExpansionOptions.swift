import ArgumentParser
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

    func validate() throws {
        for s in settings where ExpansionInputs.Setting(argument: s) == nil {
            throw ValidationError("--set takes name=value, got '\(s)'")
        }
    }

    var inputs: ExpansionInputs {
        ExpansionInputs(settings: settings.compactMap(ExpansionInputs.Setting.init(argument:)), dataPath: data)
    }
}
