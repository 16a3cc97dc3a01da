import Foundation
import LayoutEngine
@testable import XMLLayout

/// Files in a temporary folder, loaded through the whole front end.
final class ExpansionFixture {
    let dir: TemporaryDirectory
    init() throws { dir = try TemporaryDirectory() }

    @discardableResult
    func file(_ name: String, _ text: String) throws -> String { try dir.write(name, text) }

    func load(_ name: String, set: [String: String] = [:], data: String? = nil) -> LayoutLoader.Loaded {
        let inputs = ExpansionInputs(settings: set.sorted { $0.key < $1.key }.map { .init(name: $0.key, value: $0.value) },
                                     dataPath: data.map { dir.url.appendingPathComponent($0).path })
        return LayoutLoader.load(path: dir.url.appendingPathComponent(name).path, inputs: inputs)
    }

    /// The expanded tree as XML (the `expand` command's output).
    func expanded(_ name: String, set: [String: String] = [:]) -> String? {
        let inputs = ExpansionInputs(settings: set.map { .init(name: $0.key, value: $0.value) })
        return LayoutExpansion.expandedText(path: dir.url.appendingPathComponent(name).path, inputs: inputs).text
    }
}

/// Loads in-memory text that includes nothing.
func expandLayout(_ xml: String, path: String = "t.xml", inputs: ExpansionInputs = ExpansionInputs()) -> LayoutLoader.Loaded {
    LayoutLoader.load(source: LayoutSource(path: path, text: xml), inputs: inputs)
}

extension LayoutLoader.Loaded {
    /// Every element as `tag attr=value …` in document order (attributes sorted), from the built document.
    var laidOut: LayoutResult? {
        document.map { LayoutEngine.layout($0.root, in: $0.rootRange, grid: PixelGrid(scale: $0.screenScale)) }
    }

    /// Tag, debugName and frame of every element, for comparing two documents.
    var frameSummary: [String] {
        guard let r = laidOut else { return [] }
        let frames = r.documentFrames()
        return (0..<r.elements.documentCount).map { i in
            let rec = r.elements[ElementID(i)]
            return "\(rec.typeName) \(rec.debugName ?? "-") \(frames[i])"
        } + ["size \(r.size)"]
    }

    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    var firstError: Diagnostic? { errors.first }
}
