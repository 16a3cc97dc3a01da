import ArgumentParser
import Rendering

/// --color auto|always|never.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    static var allValueStrings: [String] { allCases.map { $0.rawValue } } // no key path (start-up)

    /// auto: colour on a terminal unless NO_COLOR/TERM=dumb; always: colour
    /// even into a pipe (truecolor when COLORTERM says so, else 256 colours).
    func mode(isTerminal: Bool) -> ColorMode {
        switch self {
        case .never: return .none
        case .auto: return ColorMode.detect(environment: Terminal.environment, isTerminal: isTerminal)
        case .always:
            let detected = ColorMode.detect(environment: Terminal.environment.filter { $0.key != "NO_COLOR" }, isTerminal: true)
            return detected == .none ? .ansi256 : detected
        }
    }
}
