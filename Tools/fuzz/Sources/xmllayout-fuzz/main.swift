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

/// The CLI's stages in the CLI's order: load (decode → parse → validate →
/// expand a version-2 file → build), layout + lint once, then every format's
/// renderer, and the ANSI preview capped at a watch screen's size.
func fuzzOne(_ bytes: [UInt8]) {
    guard case .success(let source) = LayoutSourceLoader.decode(path: Fuzz.inputPath, bytes: bytes) else { return }
    let loaded = LayoutLoader.load(source: source)
    let options = PreviewOptions(columns: 60, colorMode: .ansi256)
    let out = PreviewPipeline.run(loaded: loaded, options: options, render: false)
    guard let result = out.result, let document = loaded.document else { return }
    for format in OutputFormat.allCases {
        var o = options
        o.format = format
        _ = PreviewPipeline.render(result, document: document, options: o)
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
