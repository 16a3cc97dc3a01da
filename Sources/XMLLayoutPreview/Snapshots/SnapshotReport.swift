import Rendering
import TextSupport

/// The one self-contained HTML page of a `snapshot` run: a summary, then
/// each failed or recorded snapshot with its reference, its new picture and
/// where they differ side by side (PNGs inlined as data URIs), then the
/// names of those that passed.
enum SnapshotReport {
    static func html(_ results: [SnapshotResult], options: SnapshotOptions) -> String {
        var out = [
            "<!DOCTYPE html>",
            "<html lang=\"en\"><head><meta charset=\"utf-8\"><title>xmllayout snapshot \(options.command.rawValue)</title>",
            "<style>body{font:14px -apple-system,Helvetica,Arial,sans-serif;margin:24px;color:#222}"
                + "h2{font-size:16px;margin:28px 0 4px}.failed h2{color:#b00020}.recorded h2{color:#1a6d1a}"
                + ".row{display:flex;gap:16px;align-items:flex-start;flex-wrap:wrap}figure{margin:0}"
                + "figcaption{font-size:12px;color:#666;margin-bottom:4px}"
                + "img{border:1px solid #ccc;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px;"
                + "max-width:420px;image-rendering:pixelated}p.why{margin:4px 0 8px}</style></head><body>",
            "<h1>xmllayout snapshot \(options.command.rawValue)</h1>",
            "<p class=\"summary\">" + XMLEscaping.escape(SnapshotSuite.summary(results)) + "</p>",
        ]
        for result in results {
            let (kind, why): (String, String)
            switch result.status {
            case .passed: continue
            case .failed(let m): (kind, why) = ("failed", m)
            case .recorded(let m): (kind, why) = ("recorded", m)
            }
            out.append("<section class=\"\(kind)\"><h2>\(XMLEscaping.escape(result.name)) — \(kind)</h2>")
            out.append("<p class=\"why\">" + XMLEscaping.escape(why) + "</p><div class=\"row\">")
            for (caption, png) in [("expected (reference)", result.expected), ("actual", result.actual),
                                   ("difference", result.difference)] where !png.isEmpty {
                out.append("<figure><figcaption>\(caption)</figcaption><img alt=\"\(caption)\" src=\"data:image/png;base64,"
                    + Base64.encode(png) + "\"></figure>")
            }
            out.append("</div></section>")
        }
        let passed = results.filter { if case .passed = $0.status { true } else { false } }
        if !passed.isEmpty {
            out.append("<h2>Passed</h2><ul>")
            out += passed.map { r -> String in
                let cached = r.status == .passed(cached: true) ? " <small>(inputs unchanged)</small>" : ""
                return "<li>" + XMLEscaping.escape(r.name) + cached + "</li>"
            }
            out.append("</ul>")
        }
        out.append("</body></html>")
        return out.joined(separator: "\n") + "\n"
    }
}
