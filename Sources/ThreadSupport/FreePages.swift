#if canImport(Glibc)
import Glibc
#endif

/// Gives the free pages inside malloc's heap back to the system
/// (`malloc_trim(0)`): what a large tree freed otherwise stays resident,
/// and the next big allocations, which malloc maps afresh, add to it.
/// Does nothing where there is no glibc.
package func returnFreeHeapPages() {
    #if os(Linux)
    // Looked up: Glibc's module map leaves out <malloc.h>.
    typealias Trim = @convention(c) (Int) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
    _ = unsafeBitCast(symbol, to: Trim.self)(0)
    #endif
}
