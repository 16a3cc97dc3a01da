// The C library, for every file of the tool (open, write, isatty, exit, …):
// imported once here rather than in each file.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Darwin)
@_exported import Darwin
#endif
