// libFuzzer entry point: every input is a layout file's bytes, taken through
// the same stages as `xmllayout render` (decode → parse → validate → build →
// layout → lint → render in every format). Anything but a crash, a hang, a
// leak or an AddressSanitizer report is a pass: diagnostics are the expected
// outcome of most inputs.
import CFuzzerDriver
import Foundation
import LayoutEngine
import XMLLayout
import XMLLayoutPreview

/// Image `src` paths resolve against this file's folder
/// (XMLLAYOUT_FUZZ_DIR, default: the working directory), so seeds that name
/// the examples' images read real PNGs.
enum Fuzz {
    static let inputPath: String = {
        let dir = ProcessInfo.processInfo.environment["XMLLAYOUT_FUZZ_DIR"] ?? FileManager.default.currentDirectoryPath
        return (dir as NSString).appendingPathComponent("fuzz-input.xml")
    }()
}

func fuzzOne(_ bytes: [UInt8]) {
    switch LayoutSourceLoader.decode(path: Fuzz.inputPath, bytes: bytes) {
    case .failure: return
    case .success(let source):
        let loaded = LayoutLoader.load(source: source)
        for format in OutputFormat.allCases {
            // A small ANSI preview and the default fit both run: the zoom
            // decides which cells the outline loop walks.
            let options = PreviewOptions(format: format, columns: 60, colorMode: .ansi256)
            _ = PreviewPipeline.run(loaded: loaded, options: options)
        }
    }
}

/// The per-input callback, under the name libFuzzer's own `main` calls
/// (clang's -fsanitize=fuzzer links that `main` in whole).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    fuzzOne(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

// SwiftPM makes this file's top-level code the executable's `main`
// (--defsym main=…); hand the command line to libFuzzer's driver.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, { data, size in testOneInput(data, size) }))
