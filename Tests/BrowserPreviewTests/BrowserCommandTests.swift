import _XMLLayoutTestSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest

/// `xmllayout watch FILE --browser` as a user runs it: the address it prints
/// answers on 127.0.0.1 with the page and the picture.
final class BrowserCommandTests: XCTestCase {
    func testTheBinaryServesThePageAndThePictureOnTheLoopback() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("browser-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("card.xml").path
        try BrowserPreviewTests.layout(width: 140).write(toFile: path, atomically: false, encoding: .utf8)

        let p = Process()
        p.executableURL = URL(fileURLWithPath: XMLLayoutBinary.path)
        p.arguments = ["watch", path, "--browser"]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        defer { p.terminate(); p.waitUntilExit() }
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self)
        let address = try XCTUnwrap(text.range(of: #"http://127\.0\.0\.1:[0-9]+/"#, options: .regularExpression).map { String(text[$0]) },
                                    text)
        XCTAssertTrue(text.hasPrefix("Previewing \(path) at "), text)

        let page = try fetch(address)
        XCTAssertTrue(page.body.contains("<select id=\"device\">"), page.body)
        XCTAssertTrue(page.body.contains("new EventSource(\"/events\")"))
        let svg = try fetch(address + "picture.svg?device=iphone-8")
        XCTAssertEqual(svg.headers["Content-Type"], "image/svg+xml")
        XCTAssertTrue(svg.body.contains(#"width="375""#), "laid out at the iPhone 8's width")
        XCTAssertTrue(svg.body.contains(#"width="140" height="40""#), svg.body)
        XCTAssertEqual(try fetch(address + "nowhere").status, 404)
        var rebinding = URLRequest(url: URL(string: address)!)
        rebinding.setValue("attacker.example:80", forHTTPHeaderField: "Host")
        XCTAssertEqual(try fetch(rebinding).status, 403, "a page of another host name gets nothing")
    }

    func testPortWithoutBrowserIsAUsageError() throws {
        let result = try runXMLLayout(["watch", "card.xml", "--port", "8080"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.contains("--port is for --browser"), result.stderr)
    }

    private func fetch(_ address: String) throws -> (status: Int, headers: [String: String], body: String) {
        try fetch(URLRequest(url: URL(string: address)!))
    }

    private func fetch(_ request: URLRequest) throws -> (status: Int, headers: [String: String], body: String) {
        let done = DispatchSemaphore(value: 0)
        let box = Box()
        URLSession.shared.dataTask(with: request) { data, response, error in
            box.value = (data, response as? HTTPURLResponse, error)
            done.signal()
        }.resume()
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        if let error = box.value?.2 { throw error }
        let response = try XCTUnwrap(box.value?.1)
        var headers: [String: String] = [:]
        for (k, v) in response.allHeaderFields { headers["\(k)"] = "\(v)" }
        return (response.statusCode, headers, String(decoding: box.value?.0 ?? Data(), as: UTF8.self))
    }
}

private final class Box: @unchecked Sendable {
    var value: (Data?, HTTPURLResponse?, Error?)?
}
