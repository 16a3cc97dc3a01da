#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `String(format:)` for the package's few printf formats ("%.1f", …),
/// through C's vsnprintf: the same digits, without linking Foundation.
package func cFormat(_ format: String, _ arguments: CVarArg...) -> String {
    withVaList(arguments) { list in
        var buffer = [CChar](repeating: 0, count: 128)
        let needed = Int(vsnprintf(&buffer, buffer.count, format, list))
        guard needed >= buffer.count else { return String(cString: buffer) }
        return withVaList(arguments) { again in
            buffer = [CChar](repeating: 0, count: needed + 1)
            _ = vsnprintf(&buffer, buffer.count, format, again)
            return String(cString: buffer)
        }
    }
}

extension Substring {
    /// Foundation's `trimmingCharacters(in: .whitespaces)`: spaces (Unicode
    /// category Zs) and tabs off both ends.
    package func trimmingSpacesAndTabs() -> String {
        let scalars = unicodeScalars
        func isBlank(_ u: Unicode.Scalar) -> Bool { u == "\t" || u.properties.generalCategory == .spaceSeparator }
        guard let first = scalars.firstIndex(where: { !isBlank($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isBlank($0) })!
        return String(scalars[first...last])
    }
}

extension String {
    package func trimmingSpacesAndTabs() -> String { self[...].trimmingSpacesAndTabs() }
}

extension String {
    /// Foundation's `components(separatedBy:)` for a string separator: the
    /// pieces between its occurrences, empty ones kept.
    package func pieces(separatedBy separator: String) -> [String] {
        guard !separator.isEmpty else { return [self] }
        var pieces: [String] = []
        var rest = self[...]
        while let range = rest.firstRange(of: separator) {
            pieces.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        pieces.append(String(rest))
        return pieces
    }
}
