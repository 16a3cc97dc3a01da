/// What the command line adds to a file's expansion: `--set name=value`
/// (file parameters, i.e. states) and `--data file.json` (sample data for the
/// main file, winning over its `data` attribute).
public struct ExpansionInputs: Hashable, Sendable {
    public struct Setting: Hashable, Sendable {
        public var name: String
        /// As written; read as JSON when it parses, else as a string.
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }

        /// `name=value` as given to `--set`; nil without an `=` or a name.
        public init?(argument: String) {
            guard let eq = argument.firstIndex(of: "="), eq != argument.startIndex else { return nil }
            self.init(name: String(argument[..<eq]), value: String(argument[argument.index(after: eq)...]))
        }
    }

    /// In command-line order; a later setting of the same name wins.
    public var settings: [Setting]
    /// A JSON file (relative to the working directory) for the main file's data.
    public var dataPath: String?
    /// The bounds on the expansion's work (lowered by tests; `--huge`
    /// raises them a hundredfold).
    public var budget: ExpansionBudget

    public init(settings: [Setting] = [], dataPath: String? = nil, budget: ExpansionBudget = .standard) {
        self.settings = settings
        self.dataPath = dataPath
        self.budget = budget
    }

    /// Nothing that makes a version-1 file expand (the budget does not).
    public var isEmpty: Bool { settings.isEmpty && dataPath == nil }
}
