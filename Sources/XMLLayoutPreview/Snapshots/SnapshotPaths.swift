/// Where one layout's snapshot files are: `DIR/__snapshots__/NAME[@VARIANT].png`
/// (and `.json`, `.engine.txt`) beside `DIR/NAME.xml`; a failure's pictures
/// under `DIR/__snapshots__/failures/`.
struct SnapshotPaths: Sendable {
    var layout: String
    var folder: String
    var snapshots: String
    /// `NAME[@VARIANT]`: the files' stem, and the cache's key.
    var key: String

    init(layout: String, variant: String) {
        self.layout = layout
        folder = Self.folder(of: layout)
        snapshots = folder + "/__snapshots__"
        var name = SnapshotFiles.baseName(layout)
        if name.hasSuffix(".xml") { name.removeLast(4) }
        key = variant.isEmpty ? name : name + "@" + SnapshotVariant.fileSafe(variant)
    }

    static func folder(of layout: String) -> String { SnapshotFiles.folder(of: layout) }

    var png: String { snapshots + "/" + key + ".png" }
    var json: String { snapshots + "/" + key + ".json" }
    var engine: String { snapshots + "/" + key + ".engine.txt" }
    var failures: String { snapshots + "/failures" }
    var failureExpected: String { failures + "/" + key + ".expected.png" }
    var failureActual: String { failures + "/" + key + ".actual.png" }
    var failureDifference: String { failures + "/" + key + ".difference.png" }
}

/// `__snapshots__/.verified`: the snapshots of a folder that verify proved
/// to match, each with a hash of everything that decided it (the layout, its
/// includes and images, its references, the engine and the options). A
/// snapshot whose inputs hash the same again is passed without being laid
/// out. One line each: key, signature hash, inputs hash, then the inputs' paths, tab-separated.
struct SnapshotCache: Sendable {
    private var entries: [String: (signature: UInt64, inputs: UInt64, paths: [String], line: String)] = [:]

    static func file(in folder: String) -> String { folder + "/__snapshots__/.verified" }

    static func read(folder: String) -> SnapshotCache {
        var cache = SnapshotCache()
        guard let bytes = SnapshotFiles.read(file(in: folder)) else { return cache }
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3, let s = UInt64(fields[1], radix: 16), let i = UInt64(fields[2], radix: 16) else { continue }
            cache.entries[fields[0]] = (s, i, Array(fields.dropFirst(3)), String(line))
        }
        return cache
    }

    static func write(folder: String, lines: [String]) {
        guard SnapshotFiles.exists(folder + "/__snapshots__") else { return }
        let text = lines.sorted().map { $0 + "\n" }.joined()
        if SnapshotFiles.read(file(in: folder)) != Array(text.utf8) { SnapshotFiles.write(text, to: file(in: folder)) }
    }

    func line(for key: String) -> String? { entries[key]?.line }

    /// True when `key` was proved under `signature` and its inputs hash as then.
    func proves(key: String, signature: String, paths: SnapshotPaths) -> Bool {
        guard let entry = entries[key], entry.signature == Self.hash(Array(signature.utf8)),
              let now = Self.inputsHash(entry.paths, paths: paths) else { return false }
        return now == entry.inputs
    }

    /// The cache line for a snapshot just proved; nil when an input cannot be read.
    static func line(key: String, signature: String, dependencies: [String], paths: SnapshotPaths) -> String? {
        let unique = Array(Set(dependencies)).sorted()
        guard !unique.contains(where: { $0.contains("\t") || $0.contains("\n") }),
              let inputs = inputsHash(unique, paths: paths) else { return nil }
        return ([key, String(hash(Array(signature.utf8)), radix: 16), String(inputs, radix: 16)] + unique)
            .joined(separator: "\t")
    }

    /// The hash of the inputs' paths and bytes, and of the references'.
    private static func inputsHash(_ dependencies: [String], paths: SnapshotPaths) -> UInt64? {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for path in dependencies + [paths.png, paths.json, paths.engine] {
            guard let bytes = SnapshotFiles.read(path) else { return nil }
            h = hash(Array(path.utf8) + [0], seed: h)
            h = hash(bytes, seed: h)
            h = hash(Array(String(bytes.count).utf8) + [0], seed: h)
        }
        return h
    }

    /// FNV-1a, 64 bits (a cache key, not a defence).
    static func hash(_ bytes: [UInt8], seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var h = seed
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        return h
    }
}
