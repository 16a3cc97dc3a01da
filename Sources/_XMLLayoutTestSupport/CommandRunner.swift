import Foundation

/// Runs the built `xmllayout` binary as a user would, for end-to-end tests.
public enum XMLLayoutBinary {
    /// The executable next to the test bundle (`.build/<config>/xmllayout`),
    /// or `$XMLLAYOUT_BIN` when set.
    public static var path: String {
        if let p = ProcessInfo.processInfo.environment["XMLLAYOUT_BIN"], !p.isEmpty { return p }
        return productsDirectory.appendingPathComponent("xmllayout").path
    }

    /// The build products directory that holds the test bundle.
    public static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    /// The package root, found from this file's location.
    public static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
}

/// The outcome of running a command.
public struct CommandResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
}

/// Runs `executable` with `arguments`, feeding `stdin`, with a time limit
/// (the process is killed past it, and the result says so in stderr).
public func runCommand(_ executable: String, _ arguments: [String], stdin: String? = nil,
                       environment: [String: String]? = nil, currentDirectory: String? = nil,
                       timeout: TimeInterval = 60) throws -> CommandResult {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: executable)
    p.arguments = arguments
    if let environment { p.environment = environment }
    if let currentDirectory { p.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
    let out = Pipe(), err = Pipe(), input = Pipe()
    p.standardOutput = out
    p.standardError = err
    p.standardInput = input
    try p.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try? input.fileHandleForWriting.close()
    // Drain both pipes concurrently so a chatty child never blocks on a full pipe.
    let group = DispatchGroup()
    let outData = DataBox(), errData = DataBox()
    group.enter()
    DispatchQueue.global().async { outData.data = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    group.enter()
    DispatchQueue.global().async { errData.data = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    let deadline = Date().addingTimeInterval(timeout)
    while p.isRunning && Date() < deadline { usleep(10_000) }
    var timedOut = false
    if p.isRunning { p.terminate(); timedOut = true }
    p.waitUntilExit()
    group.wait()
    var stderr = String(decoding: errData.data, as: UTF8.self)
    if timedOut { stderr += "\n[runCommand: killed after \(timeout) s]" }
    return CommandResult(status: p.terminationStatus, stdout: String(decoding: outData.data, as: UTF8.self), stderr: stderr)
}

/// Runs the built xmllayout. The commands that measure text measure it with
/// the fixed model (`--text-metrics fixed`) unless the arguments say how:
/// the goldens and frames written before fonts keep their numbers.
public func runXMLLayout(_ arguments: [String], stdin: String? = nil, environment: [String: String]? = nil,
                         currentDirectory: String? = nil, timeout: TimeInterval = 60) throws -> CommandResult {
    try runCommand(XMLLayoutBinary.path, withFixedTextMetrics(arguments), stdin: stdin, environment: environment,
                   currentDirectory: currentDirectory, timeout: timeout)
}

/// `arguments` with `--text-metrics fixed` after a subcommand that measures
/// text, unless `--text-metrics` is given.
public func withFixedTextMetrics(_ arguments: [String]) -> [String] {
    guard let command = arguments.first, ["render", "validate", "watch", "transition"].contains(command),
          !arguments.contains(where: { $0 == "--text-metrics" || $0.hasPrefix("--text-metrics=") })
    else { return arguments }
    return [command, "--text-metrics", "fixed"] + arguments.dropFirst()
}

/// Written by one reader thread, read after `group.wait()`.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
