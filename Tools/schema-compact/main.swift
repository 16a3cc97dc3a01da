// Prints what the binary compiles of an XSD: its version-1 rules without
// comments, documentation and indentation (`EmbeddedSchema.compactedVersion1(of:)`).
// Tools/embed-schema.sh runs it to embed that text beside the XSD itself:
//
//     swift run -c release schema-compact Layouts/schema/xmllayout.xsd
import Foundation
import XMLLayout

let arguments = CommandLine.arguments
guard arguments.count == 2, let data = FileManager.default.contents(atPath: arguments[1]),
      let xsd = String(data: data, encoding: .utf8)
else {
    FileHandle.standardError.write(Data("usage: schema-compact FILE.xsd (UTF-8)\n".utf8))
    exit(2)
}
FileHandle.standardOutput.write(Data(EmbeddedSchema.compactedVersion1(of: xsd)))
