import Foundation
import XCTest
import _XMLLayoutTestSupport

/// A real editor's LSP client: headless Neovim (Debian's `neovim` package)
/// starts `xmllayout lsp`, opens a layout with an error, and must receive
/// the diagnostic. Skipped with a message when `nvim` is not installed.
final class NeovimLanguageServerTests: XCTestCase {
    static let script = #"""
-- Opens a layout in headless Neovim with xmllayout's language server
-- attached through Neovim's own LSP client, waits for diagnostics and writes
-- them to a file. Works with Neovim 0.7 (start_client) and newer.
local bin = os.getenv("XMLLAYOUT_LSP_BIN")
local file = os.getenv("XMLLAYOUT_LSP_FILE")
local out = os.getenv("XMLLAYOUT_LSP_RESULT")
local lines = {}
local ok, err = pcall(function()
  vim.cmd("edit " .. vim.fn.fnameescape(file))
  local buf = vim.api.nvim_get_current_buf()
  local id = vim.lsp.start_client({ name = "xmllayout", cmd = { bin, "lsp" }, root_dir = vim.fn.fnamemodify(file, ":h") })
  vim.lsp.buf_attach_client(buf, id)
  local arrived = vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
  if not arrived then table.insert(lines, "TIMEOUT") end
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local message = d.message:gsub("\n", " ")
    table.insert(lines, string.format("diagnostic %d:%d %s %s", d.lnum, d.col, tostring(d.code), message))
  end
  vim.lsp.stop_client(id)
end)
if not ok then table.insert(lines, "ERROR " .. tostring(err)) end
vim.fn.writefile(lines, out)
vim.cmd("qa!")
"""#

    func testNeovimReceivesDiagnostics() throws {
        let nvim = ["/usr/bin/nvim", "/usr/local/bin/nvim", "/opt/homebrew/bin/nvim"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let nvim else { throw XCTSkip("nvim is not installed (apt-get install neovim); the Neovim LSP test is skipped") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nvim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let layout = directory.appendingPathComponent("layout.xml")
        try "<layout width=\"375\">\n  <stack flexgrow=\"1\"/>\n</layout>\n".write(to: layout, atomically: true, encoding: .utf8)
        let script = directory.appendingPathComponent("diagnostics.lua")
        try Self.script.write(to: script, atomically: true, encoding: .utf8)
        let result = directory.appendingPathComponent("result.txt")

        var environment = ProcessInfo.processInfo.environment
        environment["XMLLAYOUT_LSP_BIN"] = XMLLayoutBinary.path
        environment["XMLLAYOUT_LSP_FILE"] = layout.path
        environment["XMLLAYOUT_LSP_RESULT"] = result.path
        let run = try runCommand(nvim, ["--headless", "--clean", "-u", "NONE", "-c", "luafile \(script.path)"],
                                 environment: environment, currentDirectory: directory.path, timeout: 60)
        let lines = (try? String(contentsOf: result, encoding: .utf8)) ?? ""
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(lines.contains("diagnostic 1:9 unknown-attribute unknown attribute 'flexgrow' on <stack>"),
                      "Neovim got: \(lines)\n\(run.stderr)")
    }
}
