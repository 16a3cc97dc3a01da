#!/usr/bin/env python3
"""Save -> new picture in the browser, for `watch --browser` (issue 32's goal:
<= 100 ms p95 on a 1,000-element file).

Starts `xmllayout watch FILE --browser` with XMLLAYOUT_BROWSER_TRACE, opens
the page in headless Chromium, saves the file N times (each save changes the
picture) and measures from just before each save to the page's report that it
shows the new picture (the server writes the wall-clock time it got the
report). Prints p50, p95 and max.

    python3 Tools/browser-latency.py [--bin .build/release/xmllayout] [--saves 40] [--elements 1000]
"""
import argparse, os, re, shutil, subprocess, sys, tempfile, time


def layout(elements, width):
    rows = max(1, (elements - 1) // 3)
    row = ('    <stack direction="horizontal" spacing="4">'
           '<box width="{w}" height="12" backgroundColor="#3478f6"/>'
           '<box flexGrow="1" height="12" backgroundColor="#e5e5ea"/></stack>\n')
    body = "".join(row.format(w=width + (i % 7)) for i in range(rows))
    return f'<layout width="375">\n  <stack direction="vertical" spacing="2">\n{body}  </stack>\n</layout>\n'


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", default=".build/release/xmllayout")
    ap.add_argument("--saves", type=int, default=40)
    ap.add_argument("--elements", type=int, default=1000)
    ap.add_argument("--chromium", default=shutil.which("chromium") or shutil.which("chromium-browser") or "chromium")
    args = ap.parse_args()

    work = tempfile.mkdtemp(prefix="browser-latency-")
    path, trace = os.path.join(work, "screen.xml"), os.path.join(work, "trace.log")
    with open(path, "w") as f:
        f.write(layout(args.elements, 40))
    env = dict(os.environ, XMLLAYOUT_BROWSER_TRACE=trace)
    server = subprocess.Popen([args.bin, "watch", path, "--browser"], stdout=subprocess.PIPE, env=env, text=True)
    browser = None
    try:
        url = re.search(r"http://\S+", server.stdout.readline()).group(0)
        browser = subprocess.Popen([args.chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                    f"--user-data-dir={work}/profile", url],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

        def reports():
            try:
                with open(trace) as f:
                    return [dict(kv.split("=") for kv in line.split()[1:]) for line in f if line.startswith("shown")]
            except FileNotFoundError:
                return []

        def wait(predicate, timeout=30):
            end = time.time() + timeout
            while time.time() < end:
                hits = [r for r in reports() if predicate(r)]
                if hits:
                    return hits[0]
                time.sleep(0.002)
            sys.exit("the page reported nothing in time")

        last = wait(lambda r: True, timeout=60)
        latencies = []
        for i in range(1, args.saves + 1):
            seen = len(reports())
            text = layout(args.elements, 40 + 10 * (i % 2 + 1) + i)
            start = time.time()
            with open(path, "w") as f:
                f.write(text)
            shown = wait(lambda r, h=last["hash"]: r["hash"] != h and int(r["version"]) >= i)
            latencies.append((float(shown["at"]) - start) * 1000)
            last = shown
            del seen
            time.sleep(0.05)
        latencies.sort()
        pct = lambda p: latencies[min(len(latencies) - 1, int(round(p / 100 * (len(latencies) - 1))))]
        print(f"{args.elements} elements, {args.saves} saves: save -> picture shown "
              f"p50 {pct(50):.1f} ms, p95 {pct(95):.1f} ms, max {latencies[-1]:.1f} ms")
    finally:
        if browser:
            browser.terminate(); browser.wait()
        server.terminate(); server.wait()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
