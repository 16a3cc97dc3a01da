/// The version-1 schema inside the version-2 XSD: what an expanded tree (and
/// every version-1 file) is checked against, so that values get the same
/// messages whether written literally or produced by expansion.
///
/// The XSD marks its version-2 parts: a line ending in `<!--v2-->` and a block
/// from `<!--v2-begin-->` to `<!--v2-end-->` are left out; a line holding
/// `<!--v1 … v1-->` is restored. Lines are blanked rather than removed, so
/// that line numbers in schema errors stay those of the file.
enum StrictSchema {
    static func version1(of xsd: String) -> String {
        var out: [Substring] = []
        var skipping = false
        for line in xsd.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.contains("<!--v2-begin-->") { skipping = true }
            if skipping || line.hasSuffix("<!--v2-->") {
                if line.contains("<!--v2-end-->") { skipping = false }
                out.append("")
                continue
            }
            if let open = line.firstRange(of: "<!--v1 "), let close = line.firstRange(of: " v1-->") {
                out.append(line[..<open.lowerBound] + line[open.upperBound..<close.lowerBound] + line[close.upperBound...])
                continue
            }
            out.append(line)
        }
        return out.joined(separator: "\n")
    }
}
