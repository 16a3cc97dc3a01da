/// One watched path that changed, as seen when the debounce window closed.
public struct FileChange: Sendable, Hashable {
    /// How the path's existence moved across the change: the kind is derived
    /// from "existed before" and "exists now", not from raw events, so an
    /// editor's delete + recreate inside one window is simply `.modified`.
    public enum Kind: String, Sendable, Hashable {
        case created   // absent before, present now
        case modified  // present before and now (contents, inode or attributes changed)
        case deleted   // present before, absent now
    }

    /// The path exactly as it was passed to `FileWatcher` (not normalised),
    /// so consumers can look it up in their own tables.
    public let path: String
    public let kind: Kind

    /// False when the path no longer exists (deleted or renamed away).
    public var exists: Bool { kind != .deleted }

    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }
}

/// Every watched path that changed during one debounce window; delivered as
/// one notification so a burst of writes causes one reload, not twenty.
public struct FileChangeBatch: Sendable, Hashable {
    /// One entry per path, sorted by path.
    public let changes: [FileChange]

    public var paths: [String] { changes.map(\.path) }

    public init(changes: [FileChange]) {
        self.changes = changes.sorted { $0.path < $1.path }
    }

    public func change(for path: String) -> FileChange? {
        changes.first { $0.path == path }
    }

    /// `self` followed by `later`, as if both had been one window (used to
    /// accumulate changes for poll-based consumers). Nil when nothing is left.
    public func merged(with later: FileChangeBatch) -> FileChangeBatch? {
        var before: [String: Bool] = [:]
        var after: [String: Bool] = [:]
        for change in changes + later.changes {
            if before[change.path] == nil { before[change.path] = change.kind.existedBefore }
            after[change.path] = change.kind.existsAfter
        }
        let merged = before.compactMap { path, existed in
            FileChange.Kind(existedBefore: existed, existsNow: after[path] ?? false)
                .map { FileChange(path: path, kind: $0) }
        }
        return merged.isEmpty ? nil : FileChangeBatch(changes: merged)
    }
}

extension FileChange.Kind {
    /// Nil for absent -> absent (created and deleted again inside a window):
    /// nothing the consumer can observe changed.
    init?(existedBefore: Bool, existsNow: Bool) {
        switch (existedBefore, existsNow) {
        case (false, false): return nil
        case (false, true): self = .created
        case (true, false): self = .deleted
        case (true, true): self = .modified
        }
    }

    var existedBefore: Bool { self != .created }
    var existsAfter: Bool { self != .deleted }
}
