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
        case .auto: return ColorMode.detect(variable: Terminal.variable, isTerminal: isTerminal)
        case .always:
            let detected = ColorMode.detect(variable: { $0 == "NO_COLOR" ? nil : Terminal.variable($0) }, isTerminal: true)
            return detected == .none ? .ansi256 : detected
        }
    }
}
