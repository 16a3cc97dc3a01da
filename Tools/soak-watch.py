#!/usr/bin/env python3
"""Soak test of `xmllayout watch`: thousands of mixed saves, no missed reload,
flat memory.

How to run (Python 3 standard library and tmux only):

    swift build
    Tools/soak-watch.py [--saves 2000] [--bin .build/debug/xmllayout] [--seed 1]

What it does: starts `xmllayout watch` on a temporary layout in a detached
tmux pane (a real terminal) and saves the file --saves times, picking each
save's way at random the way editors and tools write files:

  inplace    rewrite the same inode from offset 0, then truncate to length
  rename     write a temporary file and rename it over (atomic save)
  truncate   truncate to 0 bytes, pause, then write (a visible empty file)
  invalid    save broken XML, wait for the error on screen, then fix it
  recreate   delete the file, pause, create it again
  touch      change only the modification time (the screen must not change)
  burst      5 to 15 saves back to back (rename and in-place mixed); only
             the last must end up on screen

Every save writes a new counter ("soak 123 end") into a text; after each
settled save (the last of a burst) the pane is captured until it shows that
counter (timeout --timeout seconds: a miss). The watch process's resident
memory (VmRSS in /proc/PID/status) is sampled after every settled save.
Prints a summary: saves by kind, settled checks, reloads the watch counted
(its trace), misses, and RSS min / max / first / last. Exits 1 on any miss.
"""
import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time


def layout(counter: int, rows: int = 30) -> str:
    """A card with the counter first, and enough rows to lay out for real."""
    body = [f'    <text fontSize="16">soak {counter} end</text>']
    for r in range(rows):
        body.append(f'    <hstack spacing="6"><text flexShrink="1">row {r} of save {counter % 7}</text>'
                    f'<box width="16" height="10" backgroundColor="#{(r * 37 + counter) % 256:02x}88cc"/></hstack>')
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<layout name="Soak">\n  <vstack spacing="2">\n'
            + "\n".join(body) + "\n  </vstack>\n</layout>\n")


BROKEN = '<layout name="Soak">\n  <vstack>\n    <txt>broken</txt>\n  </vstack>\n</layout>\n'


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bin", default=os.environ.get("XMLLAYOUT_BIN", ".build/debug/xmllayout"))
    ap.add_argument("--saves", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=10.0, help="seconds a settled save may take to show")
    ap.add_argument("--poll", action="store_true", help="use the polling watcher instead of inotify")
    ap.add_argument("--rows", type=int, default=30,
                    help="rows of the layout (3 elements each); from 85 the watch lays it out while it is validated")
    args = ap.parse_args()
    binary = os.path.abspath(args.bin)
    if not os.access(binary, os.X_OK):
        raise SystemExit(f"no xmllayout binary at {binary}; build it first (swift build)")
    if not shutil.which("tmux"):
        raise SystemExit("tmux is needed")
    rng = random.Random(args.seed)

    work = tempfile.mkdtemp(prefix="soak-watch-")
    path = os.path.join(work, "soak.xml")
    trace = os.path.join(work, "trace.log")
    socket = f"soak-watch-{os.getpid()}"
    tmux = ["tmux", "-L", socket, "-f", "/dev/null"]

    def capture():
        return subprocess.run(tmux + ["capture-pane", "-p", "-t", "w"], capture_output=True, text=True).stdout

    def write_inplace(text):
        data = text.encode()
        fd = os.open(path, os.O_WRONLY | os.O_CREAT, 0o644)
        try:
            os.write(fd, data)
            os.ftruncate(fd, len(data))
        finally:
            os.close(fd)

    def write_rename(text):
        tmp = path + ".tmp~"
        with open(tmp, "w") as f:
            f.write(text)
        os.rename(tmp, path)

    def write_truncate(text):
        with open(path, "w") as f:
            f.flush()
            os.fsync(f.fileno())
            time.sleep(rng.uniform(0, 0.03))
            f.write(text)

    def recreate(text):
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass
        time.sleep(rng.uniform(0.01, 0.1))
        with open(path, "w") as f:
            f.write(text)

    def wait_screen(needle, timeout):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if needle in capture():
                return True
            time.sleep(0.01)
        return False

    def rss_kb(pid):
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return -1

    counter = 0
    write_rename(layout(counter, args.rows))
    command = (f"cd '{work}' && exec env XMLLAYOUT_WATCH_TRACE='{trace}' TERM=xterm-256color "
               f"'{binary}' watch --text-metrics fixed soak.xml" + (" --poll" if args.poll else ""))
    subprocess.run(tmux + ["new-session", "-d", "-s", "w", "-x", "120", "-y", "40", command,
                           ";", "set-option", "-g", "status", "off"],
                   check=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    kinds = {k: 0 for k in ["inplace", "rename", "truncate", "invalid", "recreate", "touch", "burst"]}
    saves = settled = missed = 0
    rss = []
    misses = []
    start = time.time()
    try:
        pid = int(subprocess.run(tmux + ["list-panes", "-t", "w", "-F", "#{pane_pid}"],
                                 capture_output=True, text=True).stdout.split()[0])
        if not wait_screen("soak 0 end", args.timeout):
            raise SystemExit("the first preview never showed:\n" + capture())
        rss.append(rss_kb(pid))
        while saves < args.saves:
            kind = rng.choices(list(kinds), weights=[20, 25, 15, 8, 8, 8, 16])[0]
            kinds[kind] += 1
            if kind == "touch":
                os.utime(path)
                saves += 1
                time.sleep(0.05)
            elif kind == "invalid":
                write_rename(BROKEN) if rng.random() < 0.5 else write_inplace(BROKEN)
                saves += 1
                if not wait_screen("error", args.timeout):
                    missed += 1
                    misses.append((saves, "invalid: no error shown"))
                counter += 1
                write_rename(layout(counter, args.rows))
                saves += 1
            elif kind == "burst":
                for _ in range(min(rng.randint(5, 15), max(1, args.saves - saves))):
                    counter += 1
                    (write_rename if rng.random() < 0.5 else write_inplace)(layout(counter, args.rows))
                    saves += 1
                    time.sleep(rng.uniform(0, 0.005))
            else:
                counter += 1
                {"inplace": write_inplace, "rename": write_rename, "truncate": write_truncate,
                 "recreate": recreate}[kind](layout(counter, args.rows))
                saves += 1
            settled += 1
            if not wait_screen(f"soak {counter} end", args.timeout):
                missed += 1
                misses.append((saves, f"{kind}: 'soak {counter} end' not shown"))
            rss.append(rss_kb(pid))
            if settled % 200 == 0:
                print(f"  {saves} saves, {missed} missed, RSS {rss[-1] / 1024:.1f} MB", file=sys.stderr)
        elapsed = time.time() - start
        reloads = 0
        with open(trace) as f:
            for line in f:
                parts = line.split()
                if len(parts) == 3 and parts[1] == "repaint":
                    reloads = max(reloads, int(parts[2][7:]))
        alive = subprocess.run(tmux + ["list-panes", "-t", "w"], capture_output=True).returncode == 0
        print(f"{saves} saves in {elapsed:.0f} s ({'polling' if args.poll else 'inotify'}): "
              + ", ".join(f"{k} {v}" for k, v in kinds.items()))
        print(f"settled checks {settled}, reloads counted by watch {reloads}, missed {missed}")
        print(f"RSS MB: min {min(rss) / 1024:.1f}  max {max(rss) / 1024:.1f}  "
              f"first {rss[0] / 1024:.1f}  last {rss[-1] / 1024:.1f}  (samples {len(rss)})")
        print(f"watch process still running: {alive}")
        for m in misses[:20]:
            print(f"  miss at save {m[0]}: {m[1]}")
        subprocess.run(tmux + ["send-keys", "-t", "w", "q"], check=False)
        return 1 if missed or not alive else 0
    finally:
        subprocess.run(tmux + ["kill-server"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
