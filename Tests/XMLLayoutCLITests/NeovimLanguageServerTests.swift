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
  local doc = { uri = vim.uri_from_bufnr(buf) }
  local function request(method, params)
    local responses = vim.lsp.buf_request_sync(buf, method, params, 10000) or {}
    for _, r in pairs(responses) do
      if r.err then table.insert(lines, method .. " ERROR " .. tostring(r.err.message)) end
      return r.result
    end
  end
  -- Completion of attribute names in the stack's start tag (line 1, after "<stack ").
  local completion = request("textDocument/completion", { textDocument = doc, position = { line = 1, character = 9 } })
  local labels = {}
  for _, item in ipairs((completion or {}).items or completion or {}) do table.insert(labels, item.label) end
  table.insert(lines, "completion " .. table.concat(labels, " "))
  local hover = request("textDocument/hover", { textDocument = doc, position = { line = 1, character = 4 } })
  table.insert(lines, "hover " .. ((hover and hover.contents and hover.contents.value) or "none"):gsub("\n", " "))
  -- The quick fix, applied by Neovim itself; then the buffer's text.
  local diagnostics = vim.lsp.diagnostic.get_line_diagnostics(buf, 1)
  local actions = request("textDocument/codeAction", { textDocument = doc,
    range = { start = { line = 1, character = 0 }, ["end"] = { line = 1, character = 30 } },
    context = { diagnostics = diagnostics } }) or {}
  for _, action in ipairs(actions) do
    table.insert(lines, "action " .. action.title)
    if action.edit then vim.lsp.util.apply_workspace_edit(action.edit, "utf-16") end
  end
  table.insert(lines, "fixed " .. table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), " "))
  local symbols = request("textDocument/documentSymbol", { textDocument = doc }) or {}
  table.insert(lines, "outline " .. ((symbols[1] or {}).name or "none"))
  request("shutdown", nil)
  vim.lsp.stop_client(id)
end)
if not ok then table.insert(lines, "ERROR " .. tostring(err)) end
vim.fn.writefile(lines, out)
vim.cmd("qa!")
"""#

    /// Diagnostics, completion, hover, a quick fix Neovim applies to its
    /// buffer, and the outline, through Neovim's own client.
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
        XCTAssertFalse(lines.contains("ERROR"), lines)
        let completion = lines.split(separator: "\n").first { $0.hasPrefix("completion ") } ?? ""
        XCTAssertTrue(completion.contains(" direction ") && completion.contains(" spacing "), lines)
        XCTAssertTrue(lines.contains("hover **<stack>**"), lines)
        XCTAssertTrue(lines.contains("action Replace 'flexgrow' with 'flexGrow'"), lines)
        XCTAssertTrue(lines.contains("fixed <layout width=\"375\">   <stack flexGrow=\"1\"/> </layout>"), lines)
        XCTAssertTrue(lines.contains("outline layout"), lines)
    }
}
