#!/usr/bin/env python3
"""Fuzzing of the xmllayout command line itself: argument vectors, standard
input and -o targets (Tools/fuzz-cli.py mutates file contents instead).
Python 3 standard library only.

    swift build && python3 Tools/fuzz-args.py [SEED] [COUNT] [BINARY]

Each case picks a subcommand, a layout argument (a good or broken file, -,
a directory, a FIFO, a symlink, a missing path), a random mix of options
(real and misspelt names; values such as inf, nan, -0, 1e308, 9999999.9,
huge integers, empty strings, WxH forms), what standard input is (closed,
a directory, write-only, empty, 9 MiB, garbage, a layout) and where -o
points (a folder, a FIFO without a reader, a symlink, a dangling symlink,
a missing folder, /dev/null, /dev/full, an existing 0640 file, a new file).
As root, /dev/null and /dev/full are private copies made with mknod in the
work folder, so a broken build replacing them damages nothing else.

Checks per case: no signal (crash), no hang (10 s), exit status in
{0, 1, 64}; 64 prints nothing on stdout; a failing render prints nothing
on stdout and leaves an -o file exactly as it was; no temporary file is
left behind; the null device stays a device, the FIFO a FIFO, the symlink a
symlink, and a replaced file keeps its mode. Prints a summary line with
the counts per exit status and "problems N"; exits 1 if N > 0. Offending
cases are printed as shell commands to reproduce them.

Set FUZZ_TINY_ZOOM=1 to add zooms such as 1e-6 (the renderer must bound
its work by the canvas, not the zoom).
"""
import os, random, shlex, shutil, stat, subprocess, sys, tempfile, time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
count = int(sys.argv[2]) if len(sys.argv) > 2 else 500
B = sys.argv[3] if len(sys.argv) > 3 else os.path.join(root, ".build/debug/xmllayout")
rng = random.Random(seed)
example = os.path.join(root, "Layouts/examples/post-header.xml")

numbers = ["0", "-0", "1", "-1", "-5", "0.5", "320", "9999999", "9999999.9", "10000000", "1e7", "1e308", "-1e308",
           "inf", "-inf", "infinity", "nan", "NaN", "abc", "", " 5", "5pt", "0x10", "1_000", "99999999999999999999",
           "4.9e-324", "2.5", "--", "-", "--width"]
zooms = ["0.1", "0.25", "1", "2", "4", "100", "1e7"] + (["1e-6", "1e-300"] if os.environ.get("FUZZ_TINY_ZOOM") else [])
sizes = ["0x0", "320x480", "320xinf", "infxinf", "infx0", "nanx1", "-1x1", "1x-0", "1e308x1", "9999999.9x1", "x",
         "10x", "x10", "1x1x1", "320X480", "ax b", "", "0x"]
formats = ["ansi", "tree", "json", "svg", "ascii", "png", "", "JSON"]
colors = ["auto", "always", "never", "yes", ""]
options = ["--width", "--height", "--min", "--max", "--zoom", "--columns", "--format", "-f", "--color", "-o", "--output",
           "--quiet", "-q", "--warnings-as-errors", "--widht", "-x", "--help", "--version", "--poll", "-"]


def value_for(option):
    if option in ("--min", "--max"): return rng.choice(sizes)
    if option in ("--format", "-f"): return rng.choice(formats)
    if option == "--color": return rng.choice(colors)
    if option == "--zoom": return rng.choice(zooms + numbers)
    if option in ("--quiet", "-q", "--warnings-as-errors", "--help", "--version", "--poll", "-"): return None
    if option in ("-o", "--output"): return None  # chosen separately
    return rng.choice(numbers)


def setup(work):
    """A fresh set of inputs and -o targets; returns their paths."""
    for name in os.listdir(work):
        if name == "huge.xml": continue  # 9 MiB, never changed: made once
        p = os.path.join(work, name)
        if os.path.isdir(p) and not os.path.islink(p): shutil.rmtree(p)
        else: os.unlink(p)
    t = {}
    t["good"] = os.path.join(work, "good.xml"); shutil.copy(example, t["good"])
    t["broken"] = os.path.join(work, "broken.xml"); open(t["broken"], "w").write("<layout><box></layout>")
    t["warn"] = os.path.join(work, "warn.xml")
    open(t["warn"], "w").write('<layout width="10">\n  <image scale="2" preferredSize="1,1"/>\n</layout>\n')
    t["dir"] = os.path.join(work, "folder"); os.mkdir(t["dir"])
    t["fifo"] = os.path.join(work, "fifo"); os.mkfifo(t["fifo"])
    t["file"] = os.path.join(work, "existing.txt"); open(t["file"], "w").write("old contents\n"); os.chmod(t["file"], 0o640)
    t["link"] = os.path.join(work, "link.txt"); os.symlink("existing.txt", t["link"])
    t["dangling"] = os.path.join(work, "dangling.txt"); os.symlink("created-through-link.txt", t["dangling"])
    t["missing"] = os.path.join(work, "no-such-folder/out.txt")
    t["new"] = os.path.join(work, "new.txt")
    for name, minor in (("null", 3), ("full", 7)):
        t[name] = "/dev/" + name
        if os.getuid() == 0:
            try:
                os.mknod(os.path.join(work, name), 0o666 | stat.S_IFCHR, os.makedev(1, minor)); t[name] = os.path.join(work, name)
            except OSError:
                pass
    t["huge"] = os.path.join(work, "huge.xml")
    if not os.path.exists(t["huge"]):
        with open(t["huge"], "wb") as f: f.write(b"<layout><text>" + b"a" * (9 * 1024 * 1024) + b"</text></layout>")
    return t


def stdin_for(kind, t, work):
    """(file object or None, preexec) for the child's standard input."""
    if kind == "closed": return None, lambda: os.close(0)
    if kind == "dir": return None, lambda: os.dup2(os.open(t["dir"], os.O_RDONLY), 0)
    if kind == "writeonly": return None, lambda: os.dup2(os.open(os.path.join(work, "stdin-w.txt"), os.O_WRONLY | os.O_CREAT, 0o600), 0)
    path = {"layout": t["good"], "huge": t["huge"], "broken": t["broken"]}.get(kind)
    if path: return open(path, "rb"), None
    if kind == "garbage":
        g = os.path.join(work, "garbage.bin"); open(g, "wb").write(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 4000))))
        return open(g, "rb"), None
    return subprocess.DEVNULL, None  # empty


def snapshot(path):
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return None
    data = open(path, "rb").read() if stat.S_ISREG(st.st_mode) else None
    return (stat.S_IFMT(st.st_mode), stat.S_IMODE(st.st_mode), data)


def main():
    work = tempfile.mkdtemp(prefix="xmllayout-fuzz-args-")
    statuses, problems, started = {}, 0, time.time()
    try:
        for i in range(count):
            t = setup(work)
            command = rng.choice(["render"] * 6 + ["validate"] * 3 + ["watch", "schema", "bogus"])
            layout_kind = rng.choice(["good"] * 4 + ["broken", "warn", "-", "dir", "fifo", "missing", "link-layout"])
            layout = {"-": "-", "link-layout": t["link"]}.get(layout_kind, t.get(layout_kind, t["missing"]))
            argv = [command, layout]
            out_target = None
            for _ in range(rng.randrange(0, 5)):
                option = rng.choice(options)
                argv.append(option)
                if option in ("-o", "--output"):
                    out_target = rng.choice(["dir", "fifo", "file", "link", "dangling", "missing", "new", "null", "full", ""])
                    argv.append(t.get(out_target, out_target))
                else:
                    v = value_for(option)
                    if v is not None: argv.append(v)
            if rng.random() < 0.1: rng.shuffle(argv)
            stdin_kind = rng.choice(["empty", "closed", "dir", "writeonly", "layout", "huge", "garbage", "broken"]) \
                if "-" in argv else "empty"
            before = {k: snapshot(t[k]) for k in ("file", "link", "fifo")}
            stdin, preexec = stdin_for(stdin_kind, t, work)
            repro = "cd %s && %s %s" % (shlex.quote(work), shlex.quote(B), " ".join(shlex.quote(a) for a in argv))
            env = dict(os.environ, TERM="dumb")
            try:
                r = subprocess.run([B] + argv, stdin=stdin, preexec_fn=preexec, capture_output=True, timeout=10, cwd=work, env=env)
            except subprocess.TimeoutExpired:
                print("HANG", i, "stdin:", stdin_kind, repro); problems += 1; continue
            finally:
                if hasattr(stdin, "close"): stdin.close()
            status = r.returncode
            statuses[status] = statuses.get(status, 0) + 1
            why = []
            if status < 0: why.append("killed by signal %d" % -status)
            elif status not in (0, 1, 64): why.append("exit status %d" % status)
            if status == 64 and r.stdout: why.append("output on stdout with a usage error")
            if status == 1 and command == "render" and r.stdout: why.append("partial output on stdout")
            # -o: nothing partial, targets keep their nature, modes kept.
            if status != 0 and before["file"] != snapshot(t["file"]): why.append("existing file changed by a failing run")
            after_link = os.lstat(t["link"])
            if not stat.S_ISLNK(after_link.st_mode): why.append("symlink replaced")
            if not stat.S_ISFIFO(os.lstat(t["fifo"]).st_mode): why.append("FIFO replaced")
            if not stat.S_ISCHR(os.stat(t["null"]).st_mode): why.append("null device replaced!")
            s = snapshot(t["file"])
            if s and s[1] != 0o640: why.append("mode of the existing file changed to %o" % s[1])
            if status == 0 and out_target in ("file", "link") and s and s[2] == b"old contents\n" and "--help" not in argv \
                    and "--version" not in argv and command == "render":
                why.append("exit 0 but -o target not written")
            leftovers = [n for n in os.listdir(work) if ".xmllayout-" in n and n.endswith(".tmp")]
            if leftovers: why.append("temporary files left: %s" % leftovers)
            if out_target == "full" and status == 0 and command == "render" and "--help" not in argv and "--version" not in argv:
                why.append("full device accepted with exit 0")
            if why:
                problems += 1
                print("PROBLEM", i, "; ".join(why), "stdin:", stdin_kind)
                print("   ", repro)
                print("   ", r.stderr[-400:].decode("utf-8", "replace"))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    took = time.time() - started
    print("cases %d seed %d in %.0f s; exit statuses %s; problems %d"
          % (count, seed, took, ", ".join("%s: %d" % (k, v) for k, v in sorted(statuses.items())), problems))
    sys.exit(1 if problems else 0)


main()
