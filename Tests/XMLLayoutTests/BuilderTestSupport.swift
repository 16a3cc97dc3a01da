import Foundation
import LayoutEngine
@testable import XMLLayout

/// Loads layout text from memory through the whole front end.
func loadLayout(_ xml: String, path: String = "test.xml") -> LayoutLoader.Loaded {
    LayoutLoader.load(source: LayoutSource(path: path, text: xml))
}

/// `<layout …>BODY</layout>` with the usual XML declaration.
func layoutXML(_ body: String, root: String = "width=\"200\"") -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<layout \(root)>\n\(body)\n</layout>\n"
}

extension LayoutLoader.Loaded {
    var errorLines: [String] { diagnostics.filter { $0.severity == .error }.map(\.description) }
    var warningIDs: [Diagnostic.Code] { diagnostics.filter { $0.severity == .warning }.compactMap(\.id) }
}

/// A temporary directory removed at deinit.
final class TemporaryDirectory {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("xmllayout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let p = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: p.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: p)
        return p.path
    }
    func write(_ name: String, _ text: String) throws -> String { try write(name, Array(text.utf8)) }
}
