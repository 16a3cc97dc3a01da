
/// How the watch thread learns that paths were touched. Backends only say
/// *which* paths; `WatchCore` debounces and decides created/modified/deleted
/// by `stat` when the window closes. All calls happen under WatchCore's lock.
protocol WatchBackend: AnyObject {
    /// Descriptor to `poll` for readability, or nil if the backend only ticks.
    var descriptor: Int32? { get }
    /// How often `tick()` must run; nil when it need not.
    var tickInterval: Double? { get }
    /// Replaces the watched set. Synchronous: once it returns, later changes
    /// to the new paths are seen (a caller may write right after).
    func setPaths(_ paths: [String])
    /// Watched paths touched by the events now readable on `descriptor`.
    func readEvents() -> Set<String>
    /// Of the paths the last `readEvents` returned, those whose events
    /// include the end of a save (renamed into place, or closed after
    /// writing): nothing more of that save is coming.
    var finishedSaves: Set<String> { get }
    /// Watched paths found changed by a periodic check.
    func tick() -> Set<String>
    /// Releases descriptors; called once, by the watch thread on exit.
    func close()
}

/// Compares a `FileStamp` per path at each tick. The whole backend in
/// `.polling` mode, and inotify's fallback for paths whose directory can't
/// be watched (missing, or over the inotify watch limit).
final class PollingBackend: WatchBackend {
    let interval: Double
    private var stamps: [String: FileStamp] = [:]

    init(interval: Double) {
        self.interval = max(interval, 0.001)
    }

    var isEmpty: Bool { stamps.isEmpty }
    var descriptor: Int32? { nil }
    var tickInterval: Double? { stamps.isEmpty ? nil : interval }

    func setPaths(_ paths: [String]) {
        var next: [String: FileStamp] = [:]
        // Kept paths keep their old stamp so a change racing the swap is still seen.
        for path in paths { next[path] = stamps[path] ?? FileStamp(path: path) }
        stamps = next
    }

    func readEvents() -> Set<String> { [] }
    var finishedSaves: Set<String> { [] }

    func tick() -> Set<String> {
        var changed = Set<String>()
        for (path, old) in stamps {
            let now = FileStamp(path: path)
            if now != old {
                stamps[path] = now
                changed.insert(path)
            }
        }
        return changed
    }

    func close() {}
}
