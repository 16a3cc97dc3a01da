#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which sanitizer the tests run under (`Tools/sanitize.sh`), for the few
/// tests that a sanitizer's own runtime cannot take.
public enum Sanitizers {
    /// True in a process built with `-sanitize=thread`: its runtime's entry
    /// point is linked in (and exported), or `Tools/sanitize.sh thread` set
    /// its options.
    public static let threadSanitizerIsOn: Bool = dlsym(nil, "__tsan_init") != nil || getenv("TSAN_OPTIONS") != nil
}
