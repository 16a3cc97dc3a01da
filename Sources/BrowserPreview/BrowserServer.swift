import FileWatcher
import FlyingFox
import FlyingSocks
import Foundation
import Synchronization
import XMLLayout

/// `watch FILE --browser`: serves the preview on 127.0.0.1 only, follows the
/// file (and what it reads) and tells every open page of each new version.
///
/// Routes: `/` the page; `/events` Server-Sent Events; `/picture.svg` and
/// `/problems` the selection's picture and latest errors; `/shown` the page's
/// word that it shows a version (what tests and latency measurements wait for).
public final class BrowserServer: Sendable {
    /// What a page said it shows: the version, and a hash of the SVG in it.
    public struct Shown: Sendable, Hashable {
        public var version: Int
        public var hash: String
        public var selection: BrowserSelection
    }

    public let session: BrowserSession
    private let requestedPort: UInt16
    private let events = EventHub()
    private let shown = Mutex<[Shown]>([])
    private let onShown: @Sendable (Shown) -> Void

    public init(session: BrowserSession, port: UInt16 = 0, onShown: @escaping @Sendable (Shown) -> Void = { _ in }) {
        self.session = session
        self.requestedPort = port
        self.onShown = onShown
    }

    /// Every `/shown` report so far, oldest first.
    public var reports: [Shown] { shown.withLock { $0 } }

    /// Starts listening; `ready` gets the address (`http://127.0.0.1:PORT/`)
    /// once it does. Runs until the task is cancelled.
    public func run(poll: Bool = false, ready: @escaping @Sendable (String) -> Void) async throws {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: requestedPort), logger: .disabled)
        await addRoutes(to: server)
        let watcher = try FileWatcher(paths: session.dependencies, mode: poll ? .polling() : .automatic)
        defer { watcher.stop() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await server.run() }
            try await server.waitUntilListening()
            guard case .ip4(_, let port) = await server.listeningAddress else { throw SocketError.unsupportedAddress }
            ready("http://127.0.0.1:\(port)/")
            group.addTask { [self] in
                for await _ in watcher.changes {
                    session.fileChanged()
                    watcher.setPaths(session.dependencies)
                    events.publish(version: session.version)
                }
            }
            group.addTask { [events] in
                while !Task.isCancelled {
                    try await Task.sleep(for: .seconds(10))
                    events.heartbeat()
                }
            }
            defer { events.finishAll() }
            try await group.next()
            group.cancelAll()
        }
    }

    private func addRoutes(to server: HTTPServer) async {
        await server.appendRoute("GET /", handler: guarded { [self] request in
            let selection = BrowserSelection(query: request.query.map { ($0.name, $0.value) })
            // The states come from the file: load it before the page lists them.
            _ = session.picture(for: selection)
            let page = BrowserPage.html(file: session.configuration.path, version: session.version, devices: session.deviceNames,
                                        states: session.parameters, selection: selection)
            return Self.response(page, type: "text/html; charset=utf-8")
        })
        await server.appendRoute("GET /events", handler: guarded { [self] _ in
            HTTPResponse(statusCode: .ok,
                         headers: [.contentType: "text/event-stream", .init("Cache-Control"): "no-store"],
                         body: events.subscribe(version: session.version))
        })
        await server.appendRoute("GET /picture.svg", handler: guarded { [self] request in
            let picture = session.picture(for: BrowserSelection(query: request.query.map { ($0.name, $0.value) }))
            guard let svg = picture.svg else {
                return Self.response("", type: "image/svg+xml", status: .notFound, picture: picture)
            }
            return Self.response(svg, type: "image/svg+xml", picture: picture)
        })
        await server.appendRoute("GET /problems", handler: guarded { [self] request in
            let picture = session.picture(for: BrowserSelection(query: request.query.map { ($0.name, $0.value) }))
            return Self.response(picture.problems.joined(separator: "\n\n"), type: "text/plain; charset=utf-8", picture: picture)
        })
        await server.appendRoute("GET /shown", handler: guarded { [self] request in
            let query = request.query
            if let version = query.first(where: { $0.name == "version" }).flatMap({ Int($0.value) }),
               let hash = query.first(where: { $0.name == "hash" })?.value {
                let report = Shown(version: version, hash: hash,
                                   selection: BrowserSelection(query: query.map { ($0.name, $0.value) }))
                shown.withLock { $0.append(report) }
                onShown(report)
            }
            return HTTPResponse(statusCode: .noContent)
        })
    }

    /// A request for another host name (a page elsewhere that resolves its
    /// own name to 127.0.0.1: DNS rebinding) gets nothing.
    private func guarded(_ body: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse)
        -> @Sendable (HTTPRequest) async throws -> HTTPResponse {
        { request in
            let host = request.headers[.host] ?? ""
            let name = host.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
            guard name == "127.0.0.1" || name == "localhost" else {
                return HTTPResponse(statusCode: .forbidden)
            }
            return try await body(request)
        }
    }

    private static func response(_ text: String, type: String, status: HTTPStatusCode = .ok,
                                 picture: BrowserSession.Picture? = nil) -> HTTPResponse {
        var headers: HTTPHeaders = [.contentType: type, .init("Cache-Control"): "no-store"]
        if let picture {
            headers[.init("X-Preview-Version")] = String(picture.version)
            headers[.init("X-Preview-Status")] = picture.hasErrors ? "errors" : (picture.problems.isEmpty ? "ok" : "warnings")
        }
        return HTTPResponse(statusCode: status, headers: headers, body: Data(text.utf8))
    }

    /// The hash the page reports for the SVG it shows (FNV-1a over UTF-16 code units, as its script computes it).
    public static func pageHash(_ svg: String) -> String {
        var h: UInt32 = 2_166_136_261
        for unit in svg.utf16 {
            h ^= UInt32(unit)
            h = h &* 16_777_619
        }
        return String(h, radix: 16)
    }
}
