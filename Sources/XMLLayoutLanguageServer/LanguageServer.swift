#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TextSupport
import XMLLayout
import XMLLayoutPreview

/// The language server's state machine, independent of any stream: one
/// incoming message in, the messages to send out. `run(input:output:)`
/// connects it to descriptors (stdio for `xmllayout lsp`).
///
/// Never crashes on bad input: malformed JSON gets a ParseError response,
/// unknown methods MethodNotFound, requests before `initialize`
/// ServerNotInitialized, requests after `shutdown` InvalidRequest, and bad
/// parameters InvalidParams.
public final class LanguageServer {
    public static let name = "xmllayout"

    enum ErrorCode: Int {
        case parseError = -32700, invalidRequest = -32600, methodNotFound = -32601, invalidParams = -32602
        case serverNotInitialized = -32002, requestFailed = -32803
    }

    struct ResponseError: Error {
        var code: ErrorCode
        var message: String
    }

    private let version: String
    private var initialized = false
    private var shutdownRequested = false
    /// Set by the `exit` notification: 0 after `shutdown`, 1 without.
    public private(set) var exitCode: Int32?
    private var documents: [String: OpenDocument] = [:]
    /// Documents whose diagnostics are due (opened or changed), in order.
    private var pendingPublish: [String] = []
    /// While more messages are already waiting (fast typing sends a change
    /// per key), diagnostics are not worked out for each: they are sent
    /// once the input is drained, for the latest text.
    public var deferPublishing = false

    public init(version: String) {
        self.version = version
        // Lint of a file with errors measures text as render does.
        TextMeasurers.installInFrontEnd()
    }

    // MARK: - Running over descriptors

    /// Serves until `exit` or the end of input; returns the process exit code.
    public static func run(input: Int32, output: Int32, version: String) -> Int32 {
        // A client that goes away must end the loop (write fails, then read
        // sees the end), not kill the process with SIGPIPE mid-message.
        signal(SIGPIPE, SIG_IGN)
        let transport = MessageTransport(input: input, output: output)
        let server = LanguageServer(version: version)
        while server.exitCode == nil {
            switch transport.read() {
            case .endOfStream:
                return server.shutdownRequested ? 0 : 1
            case .badHeader(let reason):
                MessageTransport.writeStandardError("xmllayout lsp: \(reason); stopping\n")
                return 1
            case .message(let body):
                server.deferPublishing = transport.hasPendingInput
                for out in server.handle(body) { transport.write(out) }
            }
        }
        return server.exitCode ?? 1
    }

    // MARK: - Messages

    /// Handles one JSON-RPC message (or batch); returns what to send.
    public func handle(_ body: [UInt8]) -> [[UInt8]] {
        guard let json = JSONObjects.parse(body) else {
            return [encode(errorResponse(id: JSONNull(), .parseError, "the message is not valid JSON"))]
        }
        if let batch = json as? [Any] {
            if batch.isEmpty { return [encode(errorResponse(id: JSONNull(), .invalidRequest, "an empty batch"))] }
            return (batch.flatMap { handleOne($0) } + duePublications()).map(encode)
        }
        return (handleOne(json) + duePublications()).map(encode)
    }

    private func duePublications() -> [[String: Any]] {
        guard !deferPublishing, !pendingPublish.isEmpty else { return [] }
        defer { pendingPublish.removeAll() }
        return pendingPublish.compactMap { documents[$0].map(publishDiagnostics) }
    }

    private func schedulePublish(_ uri: String) -> [[String: Any]] {
        if !pendingPublish.contains(uri) { pendingPublish.append(uri) }
        return []
    }

    private func handleOne(_ json: Any) -> [[String: Any]] {
        guard let message = json as? [String: Any], let method = message["method"] as? String else {
            if let message = json as? [String: Any], message["result"] != nil || message["error"] != nil {
                return [] // a response to a request of ours (we send none that need one)
            }
            let id = (json as? [String: Any])?["id"] ?? JSONNull()
            return [errorResponse(id: id, .invalidRequest, "not a JSON-RPC request or notification")]
        }
        let params = message["params"] as? [String: Any] ?? [:]
        guard let id = message["id"], !(id is JSONNull) else {
            return notification(method, params)
        }
        guard id is String || id is Int || id is Double else {
            return [errorResponse(id: JSONNull(), .invalidRequest, "the id must be a number or a string")]
        }
        do {
            var out: [[String: Any]] = []
            let result = try request(method, params, notifications: &out)
            return [["jsonrpc": "2.0", "id": id, "result": result]] + out
        } catch let error as ResponseError {
            return [errorResponse(id: id, error.code, error.message)]
        } catch {
            return [errorResponse(id: id, .requestFailed, "\(error)")]
        }
    }

    private func request(_ method: String, _ params: [String: Any], notifications: inout [[String: Any]]) throws -> Any {
        if method == "initialize" {
            if initialized { throw ResponseError(code: .invalidRequest, message: "initialize was already received") }
            initialized = true
            return initializeResult()
        }
        guard initialized else {
            throw ResponseError(code: .serverNotInitialized, message: "the first request must be initialize")
        }
        if shutdownRequested {
            throw ResponseError(code: .invalidRequest, message: "the server is shutting down; only exit is accepted")
        }
        switch method {
        case "shutdown":
            shutdownRequested = true
            return JSONNull()
        case "textDocument/completion":
            let (doc, offset) = try position(params)
            return ["isIncomplete": false, "items": Features.completion(doc, offset: offset)]
        case "textDocument/hover":
            let (doc, offset) = try position(params)
            return Features.hover(doc, offset: offset) ?? JSONNull()
        case "textDocument/documentSymbol":
            return Features.documentSymbols(try document(params))
        case "textDocument/formatting":
            guard let edits = Features.formatting(try document(params)) else {
                throw ResponseError(code: .requestFailed, message: "the file is not well-formed XML; fix its errors first")
            }
            return edits
        case "textDocument/codeAction":
            let doc = try document(params)
            return CodeActions.quickFixes(doc, range: params["range"] as? [String: Any],
                                          context: params["context"] as? [String: Any] ?? [:])
        case "textDocument/definition":
            let (doc, offset) = try position(params)
            return Definition.definitions(doc, offset: offset)
        default:
            throw ResponseError(code: .methodNotFound, message: "unsupported method '\(method)'")
        }
    }

    private func notification(_ method: String, _ params: [String: Any]) -> [[String: Any]] {
        if method == "exit" {
            exitCode = shutdownRequested ? 0 : 1
            return []
        }
        guard initialized, !shutdownRequested else { return [] }
        switch method {
        case "textDocument/didOpen":
            guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
                  let text = item["text"] as? String else { return [] }
            let doc = OpenDocument(uri: uri, version: item["version"] as? Int ?? 0, text: text)
            documents[uri] = doc
            return schedulePublish(uri)
        case "textDocument/didChange":
            guard let id = params["textDocument"] as? [String: Any], let uri = id["uri"] as? String,
                  let doc = documents[uri], let changes = params["contentChanges"] as? [[String: Any]] else { return [] }
            for change in changes {
                guard let text = change["text"] as? String else { continue }
                if let range = change["range"] as? [String: Any],
                   let start = range["start"] as? [String: Any], let end = range["end"] as? [String: Any],
                   let sl = start["line"] as? Int, let sc = start["character"] as? Int,
                   let el = end["line"] as? Int, let ec = end["character"] as? Int {
                    doc.apply(range: (sl, sc, el, ec), text: text)
                } else {
                    doc.replaceAll(text, version: doc.version)
                }
            }
            doc.setVersion(id["version"] as? Int ?? doc.version + 1)
            return schedulePublish(uri)
        case "textDocument/didSave":
            // Open layouts that include (or read) the saved file are analysed again.
            guard let id = params["textDocument"] as? [String: Any], let uri = id["uri"] as? String else { return [] }
            let saved = OpenDocument.path(fromURI: uri)
            for doc in documents.values.filter({ $0.uri != uri && $0.dependsOn(saved) }).sorted(by: { $0.uri < $1.uri }) {
                doc.invalidate()
                _ = schedulePublish(doc.uri)
            }
            return []
        case "textDocument/didClose":
            guard let id = params["textDocument"] as? [String: Any], let uri = id["uri"] as? String else { return [] }
            documents[uri] = nil
            pendingPublish.removeAll { $0 == uri }
            return [["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
                     "params": ["uri": uri, "diagnostics": [Any]()]]]
        default:
            return [] // initialized, didSave, $/cancelRequest, $/setTrace, …: nothing to do
        }
    }

    // MARK: - Pieces

    private func initializeResult() -> [String: Any] {
        [
            "capabilities": [
                "positionEncoding": "utf-16",
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]] as [String: Any], // incremental
                "completionProvider": ["triggerCharacters": ["<", " ", "\"", "'", "{"], "resolveProvider": false],
                "hoverProvider": true,
                "documentFormattingProvider": true,
                "documentSymbolProvider": true,
                "definitionProvider": true,
                "codeActionProvider": ["codeActionKinds": ["quickfix", "source.fixAll.xmllayout"]],
            ] as [String: Any],
            "serverInfo": ["name": Self.name, "version": version],
        ]
    }

    private func publishDiagnostics(_ doc: OpenDocument) -> [String: Any] {
        let source = SourceText(doc.text)
        let diagnostics = doc.analysis.diagnostics.map {
            DiagnosticMapping.lspDiagnostic(DiagnosticRecord($0), index: doc.index, uri: doc.uri, fileName: doc.path,
                                            diagnostic: $0, source: source)
        }
        return ["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
                "params": ["uri": doc.uri, "version": doc.version, "diagnostics": diagnostics] as [String: Any]]
    }

    private func document(_ params: [String: Any]) throws -> OpenDocument {
        guard let id = params["textDocument"] as? [String: Any], let uri = id["uri"] as? String else {
            throw ResponseError(code: .invalidParams, message: "textDocument.uri is missing")
        }
        guard let doc = documents[uri] else {
            throw ResponseError(code: .invalidParams, message: "'\(uri)' is not open (send textDocument/didOpen first)")
        }
        return doc
    }

    private func position(_ params: [String: Any]) throws -> (OpenDocument, Int) {
        let doc = try document(params)
        guard let p = params["position"] as? [String: Any], let line = p["line"] as? Int,
              let character = p["character"] as? Int, line >= 0, character >= 0 else {
            throw ResponseError(code: .invalidParams, message: "position is missing or invalid")
        }
        return (doc, doc.index.offset(line: line, character: character))
    }

    private func errorResponse(id: Any, _ code: ErrorCode, _ message: String) -> [String: Any] {
        ["jsonrpc": "2.0", "id": id, "error": ["code": code.rawValue, "message": message]]
    }

    private func encode(_ object: [String: Any]) -> [UInt8] {
        JSONObjects.serialize(object)
            ?? Array(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"cannot encode the response"}}"#.utf8)
    }
}
