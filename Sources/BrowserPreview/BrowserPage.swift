import Rendering
import XMLLayout
import TextSupport

/// The one page the preview serves: a toolbar (device, state, look), the
/// picture, and the latest load's errors over it. Its script listens to
/// `/events`, fetches `/picture.svg` and `/problems` for its selection at
/// each new version, and tells the server what it shows (`/shown`), which
/// the tests and the latency measurement read.
enum BrowserPage {
    static func html(file: String, version: Int, devices: [String], states: [FileParameter], selection: BrowserSelection) -> String {
        let e = { (text: String) in XMLEscaping.escape(text) }
        var deviceOptions = option(value: "", label: "the file's size", selected: selection.device == nil)
        for name in devices { deviceOptions += option(value: name, label: name, selected: selection.device == name) }
        var stateOptions = option(value: "", label: "default", selected: selection.state == nil)
        for p in states {
            for value in p.states {
                let setting = "\(p.name)=\(value)"
                stateOptions += option(value: setting, label: setting,
                                       selected: selection.state.map { "\($0.name)=\($0.value)" } == setting)
            }
        }
        var lookOptions = ""
        for look in PictureLook.allCases {
            lookOptions += option(value: look.rawValue, label: look.rawValue, selected: selection.look == look)
        }
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <title>\(e(file)) — xmllayout</title>
        <style>
        body { margin: 0; font: 13px -apple-system, "Liberation Sans", Arial, sans-serif; background: #2b2b2e; color: #eee; }
        header { display: flex; gap: 14px; align-items: center; padding: 8px 12px; background: #1d1d20; position: sticky; top: 0; }
        header b { font-weight: 600; margin-right: auto; }
        main { display: flex; justify-content: center; padding: 24px; }
        #frame { position: relative; }
        #picture > svg { display: block; box-shadow: 0 4px 24px rgba(0,0,0,.5); border-radius: 6px; background: #fff; }
        #problems { position: fixed; left: 12px; right: 12px; top: 44px; max-height: 50vh; overflow: auto; margin: 0;
            padding: 8px 10px; white-space: pre-wrap; border-radius: 6px; box-shadow: 0 4px 16px rgba(0,0,0,.5);
            font: 12px "Liberation Mono", monospace; background: rgba(120, 10, 10, .92); color: #fff; display: none; }
        #problems.warnings { background: rgba(110, 80, 0, .92); }
        #status { color: #aaa; }
        </style></head>
        <body>
        <header><b>\(e(file))</b>
        <label>Device <select id="device">\(deviceOptions)</select></label>
        <label>State <select id="state">\(stateOptions)</select></label>
        <label>Look <select id="look">\(lookOptions)</select></label>
        <span id="status">connecting…</span></header>
        <main><div id="frame"><div id="picture"></div><pre id="problems"></pre></div></main>
        <script>
        let wanted = \(version);
        \(script)
        </script>
        </body></html>
        """
    }

    private static func option(value: String, label: String, selected: Bool) -> String {
        "<option value=\"\(XMLEscaping.escape(value))\"\(selected ? " selected" : "")>\(XMLEscaping.escape(label))</option>"
    }

    /// Plain JavaScript, no library: the page works offline and from any file.
    static let script = """
    const $ = (id) => document.getElementById(id);
    let shown = -1, loading = false;
    function query() {
      const q = new URLSearchParams();
      for (const k of ["device", "state", "look"]) if ($(k).value) q.set(k, $(k).value);
      return q.toString();
    }
    function hash(text) {
      let h = 2166136261;
      for (let i = 0; i < text.length; i++) { h ^= text.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; }
      return h.toString(16);
    }
    async function load() {
      if (loading) return;
      loading = true;
      try {
        while (shown !== wanted) {
          const target = wanted, q = query();
          const [picture, problems] = await Promise.all([fetch("/picture.svg?" + q), fetch("/problems?" + q)]);
          const svg = await picture.text(), text = await problems.text();
          const version = Number(picture.headers.get("X-Preview-Version"));
          if (picture.status === 200) $("picture").innerHTML = svg;
          $("problems").textContent = text;
          $("problems").style.display = text ? "block" : "none";
          $("problems").className = problems.headers.get("X-Preview-Status") === "errors" ? "" : "warnings";
          $("status").textContent = "version " + version + (text ? " · " + problems.headers.get("X-Preview-Status") : " · ok");
          shown = target;
          fetch("/shown?version=" + version + "&hash=" + (picture.status === 200 ? hash(svg) : "none") + "&" + q);
        }
      } catch (e) {
        $("status").textContent = "disconnected";
      } finally { loading = false; }
    }
    for (const k of ["device", "state", "look"]) $(k).addEventListener("change", () => {
      history.replaceState(null, "", "?" + query()); shown = -1; load();
    });
    const events = new EventSource("/events");
    events.addEventListener("reload", (e) => { wanted = Number(e.data); load(); });
    events.onerror = () => { $("status").textContent = "reconnecting…"; };
    load();
    """
}
