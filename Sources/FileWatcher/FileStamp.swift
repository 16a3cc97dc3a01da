#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the polling fallback compares per path. Inode and device catch a
/// rename-over even when size and mtime happen to match; nanosecond mtime
/// catches most same-size rewrites (not all: the kernel stamps mtime from a
/// coarse clock, which is one reason inotify is preferred).
struct FileStamp: Equatable {
    var exists = false
    var device: UInt64 = 0
    var inode: UInt64 = 0
    var size: Int64 = 0
    var mtimeSeconds: Int = 0
    var mtimeNanoseconds: Int = 0

    /// `stat` follows symlinks: a symlinked file changes when its target does.
    init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        #if canImport(Darwin)
        let mtime = info.st_mtimespec
        #else
        let mtime = info.st_mtim
        #endif
        exists = true
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
        size = Int64(info.st_size)
        mtimeSeconds = Int(mtime.tv_sec)
        mtimeNanoseconds = Int(mtime.tv_nsec)
    }
}
