import FileWatcher
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
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
        let app = Application(
            router: router(),
            configuration: .init(address: .hostname("127.0.0.1", port: Int(requestedPort)), serverName: nil),
            // Port 0 binds a free port: the listening channel knows which.
            onServerRunning: { channel in
                if let port = channel.localAddress?.port { ready("http://127.0.0.1:\(port)/") }
            },
            // The address line is the tool's only output; no request log.
            logger: Logger(label: "xmllayout.browser", factory: { _ in SwiftLogNoOpLogHandler() }))
        let watcher = try FileWatcher(paths: session.dependencies, mode: poll ? .polling() : .automatic)
        defer { watcher.stop() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await app.run() }
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
            // The event streams never end by themselves: end them, or the server would wait for them.
            defer { events.finishAll() }
            try await group.next()
            group.cancelAll()
        }
    }

    private func router() -> Router<BasicRequestContext> {
        let router = Router()
        // First: it guards every route added after it, and the 404 of unknown paths.
        router.add(middleware: LoopbackHostOnly())
        router.get("/") { [self] request, _ in
            let selection = Self.selection(request)
            // The states come from the file: load it before the page lists them.
            _ = session.picture(for: selection)
            let page = BrowserPage.html(file: session.configuration.path, version: session.version, devices: session.deviceNames,
                                        states: session.parameters, selection: selection)
            return Self.response(page, type: "text/html; charset=utf-8")
        }
        router.get("/events") { [self] _, _ in
            var headers = HTTPFields()
            headers[.contentType] = "text/event-stream"
            headers[.cacheControl] = "no-store"
            return Response(status: .ok, headers: headers,
                            body: ResponseBody(asyncSequence: events.subscribe(version: session.version)))
        }
        router.get("/picture.svg") { [self] request, _ in
            let picture = session.picture(for: Self.selection(request))
            guard let svg = picture.svg else {
                return Self.response("", type: "image/svg+xml", status: .notFound, picture: picture)
            }
            return Self.response(svg, type: "image/svg+xml", picture: picture)
        }
        router.get("/problems") { [self] request, _ in
            let picture = session.picture(for: Self.selection(request))
            return Self.response(picture.problems.joined(separator: "\n\n"), type: "text/plain; charset=utf-8", picture: picture)
        }
        router.get("/shown") { [self] request, _ in
            let query = Self.query(request)
            if let version = query.first(where: { $0.name == "version" }).flatMap({ Int($0.value) }),
               let hash = query.first(where: { $0.name == "hash" })?.value {
                let report = Shown(version: version, hash: hash, selection: BrowserSelection(query: query))
                shown.withLock { $0.append(report) }
                onShown(report)
            }
            return Response(status: .noContent)
        }
        return router
    }

    /// The request's query items, values percent-decoded.
    private static func query(_ request: Request) -> [(name: String, value: String)] {
        request.uri.queryParameters.map { (String($0.key), String($0.value)) }
    }

    private static func selection(_ request: Request) -> BrowserSelection {
        BrowserSelection(query: query(request))
    }

    private static let previewVersion = HTTPField.Name("X-Preview-Version")!
    private static let previewStatus = HTTPField.Name("X-Preview-Status")!

    private static func response(_ text: String, type: String, status: HTTPResponse.Status = .ok,
                                 picture: BrowserSession.Picture? = nil) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        if let picture {
            headers[previewVersion] = String(picture.version)
            headers[previewStatus] = picture.hasErrors ? "errors" : (picture.problems.isEmpty ? "ok" : "warnings")
        }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
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

/// A request for another host name (a page elsewhere that resolves its own
/// name to 127.0.0.1: DNS rebinding) gets nothing.
struct LoopbackHostOnly<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context,
                next: (Request, Context) async throws -> Response) async throws -> Response {
        // HTTP/1.1's Host header arrives as the request's authority.
        let host = request.head.authority ?? ""
        let name = host.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
        guard name == "127.0.0.1" || name == "localhost" else {
            return Response(status: .forbidden)
        }
        return try await next(request, context)
    }
}
