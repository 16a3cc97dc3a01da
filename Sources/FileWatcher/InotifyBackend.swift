#if os(Linux)
import Glibc

/// inotify on the *parent directories* of the watched files, filtered by name.
///
/// Why directories and not the files: editors rarely rewrite a file in place.
/// vim, `sed -i` and most IDEs write a temp file and rename it over the
/// original (IN_MOVED_TO); others delete and recreate (IN_DELETE, IN_CREATE).
/// A watch on the file follows the old inode, which is now unlinked, and goes
/// silent. A directory watch sees every name in it, whatever the inode.
/// Several files in one directory share one watch.
final class InotifyBackend: WatchBackend {
    private struct Directory {
        var wd: Int32?                   // nil: not watchable right now
        var names: [String: Set<String>] // entry name -> watched paths (as given)
    }

    private static let mask = UInt32(
        IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB // write in place, truncate, touch
            | IN_CREATE | IN_DELETE            // delete + recreate
            | IN_MOVED_TO | IN_MOVED_FROM      // rename over / rename away
            | IN_DELETE_SELF | IN_MOVE_SELF    // the directory itself went away
            | IN_ONLYDIR)

    private let fd: Int32
    private var directories: [String: Directory] = [:]
    /// One wd can stand for several spellings of the same directory.
    private var directoriesOfWatch: [Int32: Set<String>] = [:]
    private var allPaths: Set<String> = []
    /// Where each path's events showed up when last looked at: a path later
    /// replaced by a symlink (or a link retargeted) is looked at again.
    private var locationsOfPath: [String: [Location]] = [:]
    /// Paths whose directory can't be watched (missing, watch limit reached)
    /// are stat-polled, and the watch is retried at every tick.
    private let fallback: PollingBackend
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    init(retryInterval: Double) throws {
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { throw FileWatcher.Error(operation: "inotify_init1", code: Posix.errno) }
        fallback = PollingBackend(interval: retryInterval)
    }

    var descriptor: Int32? { fd }
    var tickInterval: Double? { fallback.tickInterval }
    /// Number of inotify watches held (tests check the per-directory sharing).
    var watchCount: Int { directoriesOfWatch.count }

    func setPaths(_ paths: [String]) {
        var wanted: [String: [String: Set<String>]] = [:]
        locationsOfPath = [:]
        for path in paths {
            let locations = Self.locations(of: path)
            locationsOfPath[path] = locations
            for location in locations {
                wanted[location.dir, default: [:]][location.name, default: []].insert(path)
            }
        }
        for dir in directories.keys where wanted[dir] == nil {
            unwatch(dir, removeWatch: true)
            directories[dir] = nil
        }
        for (dir, names) in wanted {
            if directories[dir] == nil {
                directories[dir] = Directory(wd: nil, names: names)
                watch(dir)
            } else {
                directories[dir]?.names = names
            }
        }
        allPaths = Set(paths)
        syncFallback()
    }

    private(set) var finishedSaves: Set<String> = []

    func readEvents() -> Set<String> {
        var touched = Set<String>()
        finishedSaves = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { break } // EAGAIN: drained
            parse(count, into: &touched)
        }
        followLinks(touched)
        return touched
    }

    func tick() -> Set<String> {
        // Retry first, then compare stamps, then drop the newly watched paths
        // from polling: a change at any moment is seen by one or the other.
        var retried = false
        for (dir, entry) in directories where entry.wd == nil {
            retried = watch(dir) || retried
        }
        let touched = fallback.tick()
        if retried { syncFallback() }
        followLinks(touched)
        return touched
    }

    func close() {
        Posix.close(fd) // releases every watch
    }

    // MARK: - Internals

    struct Location: Hashable {
        var dir: String
        var name: String
    }

    /// Where events for `path` show up: its own directory entry and, for a
    /// symlink, the target's entry too (editing the target changes the file).
    static func locations(of path: String) -> [Location] {
        let absolute = Posix.absolute(path)
        var result = [Location(Posix.split(absolute))]
        var info = stat()
        if lstat(absolute, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let real = realpath(absolute, nil) {
            result.append(Location(Posix.split(String(cString: real))))
            free(real)
        }
        return result
    }

    /// A touched path may have become a symlink (an editor or a script
    /// replaced the file by a link), stopped being one, or been pointed
    /// elsewhere: its target's directory is watched from now on, else every
    /// later edit of the target would go unseen.
    private func followLinks(_ touched: Set<String>) {
        guard touched.contains(where: { Self.locations(of: $0) != locationsOfPath[$0] }) else { return }
        setPaths(Array(allPaths))
    }

    @discardableResult
    private func watch(_ dir: String) -> Bool {
        let wd = inotify_add_watch(fd, dir, Self.mask)
        guard wd >= 0 else { return false }
        directories[dir]?.wd = wd
        directoriesOfWatch[wd, default: []].insert(dir)
        return true
    }

    private func unwatch(_ dir: String, removeWatch: Bool) {
        guard let wd = directories[dir]?.wd else { return }
        directories[dir]?.wd = nil
        directoriesOfWatch[wd]?.remove(dir)
        if directoriesOfWatch[wd]?.isEmpty == true {
            directoriesOfWatch[wd] = nil
            if removeWatch { inotify_rm_watch(fd, wd) }
        }
    }

    private func syncFallback() {
        var unwatched = Set<String>()
        for entry in directories.values where entry.wd == nil {
            for paths in entry.names.values { unwatched.formUnion(paths) }
        }
        fallback.setPaths(Array(unwatched))
    }

    private func paths(in dir: String) -> Set<String> {
        directories[dir]?.names.values.reduce(into: Set<String>()) { $0.formUnion($1) } ?? []
    }

    /// Records are `struct inotify_event` (wd, mask, cookie, len) followed by
    /// `len` bytes of NUL-padded name.
    private func parse(_ count: Int, into touched: inout Set<String>) {
        buffer.withUnsafeBytes { raw in
            var offset = 0
            while offset + 16 <= count {
                let wd = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                let nameBytes = raw[(offset + 16)..<min(offset + 16 + length, count)].prefix { $0 != 0 }
                offset += 16 + length
                handle(wd: wd, mask: mask, name: String(decoding: nameBytes, as: UTF8.self), into: &touched)
            }
        }
    }

    private func handle(wd: Int32, mask: UInt32, name: String, into touched: inout Set<String>) {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            touched.formUnion(allPaths) // events were lost: assume everything changed
            return
        }
        guard let dirs = directoriesOfWatch[wd] else { return } // watch dropped by setPaths
        if mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
            // The directory was deleted or moved: its files are gone from
            // their paths. Poll (and retry the watch) until it is back.
            for dir in dirs {
                touched.formUnion(paths(in: dir))
                unwatch(dir, removeWatch: mask & UInt32(IN_IGNORED) == 0)
            }
            syncFallback()
            return
        }
        let finished = mask & UInt32(IN_MOVED_TO | IN_CLOSE_WRITE) != 0
        for dir in dirs {
            guard let paths = directories[dir]?.names[name] else { continue }
            touched.formUnion(paths)
            if finished { finishedSaves.formUnion(paths) }
        }
    }
}
#endif

#if os(Linux)
extension InotifyBackend.Location {
    init(_ split: (dir: String, name: String)) {
        self.init(dir: split.dir, name: split.name)
    }
}
#endif
