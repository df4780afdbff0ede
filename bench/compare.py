#!/usr/bin/env python3
"""Run the standard workload (docs/PERFORMANCE.md) through kiwi and lyt side by side.

    python3 bench/compare.py [--sizes 100 1000] [--rows 100] [--repeat K] [--markdown]

For every N, `bench/kiwi_bench.py` and the release `lyt-bench` each run in a
process of their own (`--sizes N --rows R`), so each process's peak memory
belongs to one N.  Peak memory is the child's ru_maxrss as returned by
os.wait4() for exactly that child (the kernel's high-water mark of its
resident set; for kiwi it includes the Python interpreter, about 10 MB).
The note under the table gives each side's idle footprint (the same
command with --help) to subtract.  RUSAGE_CHILDREN is not used: its ru_maxrss is the maximum over all children
ever waited for, so it cannot be attributed to one child.

Prints one table: per workload and N the time of each side, the ratio
kiwi/lyt (> 1: lyt is faster), the check values of both, whether they agree
(|a - b| <= 1e-6 * max(1, |a|, |b|), key by key), and the peak RSS of both
processes.  Exits 1 if a check disagrees or is out of bounds (a required
violation above 1e-6, a row that does not shrink by 150 at the probe,
constraints left after remove).

With --repeat K each side runs K times per N, kiwi and lyt alternating, and the
table gives the median time of each side, their ratio, and in brackets the
lowest and highest ratio of the K side-by-side pairs: on a shared machine the
clock drifts by tens of percent from minute to minute, and a single pair can
land on either side of a target.  Every run's check values are compared with
the other side's run beside it; peak RSS is the largest of the K runs.

kiwisolver is installed with pip (for the interpreter running this script) when
it cannot be imported.  lyt-bench is built first with
    swift build -c release --scratch-path .build-bench --product lyt-bench
(a no-op when up to date; --no-build skips it).  N = 10000 is opt-in: kiwi
needs minutes there.
"""

import argparse
import json
import math
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KIWI_SCRIPT = os.path.join(ROOT, "bench", "kiwi_bench.py")
SCRATCH = ".build-bench"
LYT_BIN = os.path.join(ROOT, SCRATCH, "release", "lyt-bench")
WORKLOADS = ("add", "edit", "remove")
REL_TOL = 1e-6
# ru_maxrss is in KiB on Linux, in bytes on macOS; RSS figures are printed in MiB ("MB").
RSS_SCALE = 1.0 / (1024 * 1024) if sys.platform == "darwin" else 1.0 / 1024


def log(msg):
    print(msg, file=sys.stderr, flush=True)


def build_lyt():
    cmd = [
        "swift", "build", "-c", "release", "--scratch-path", SCRATCH,
        "--product", "lyt-bench",
    ]
    log("$ " + " ".join(cmd))
    r = subprocess.run(cmd, cwd=ROOT, stdout=sys.stderr)
    if r.returncode != 0:
        sys.exit("compare.py: building lyt-bench failed")


def ensure_kiwisolver():
    """Installs kiwisolver with pip for this interpreter when it cannot import it."""
    probe = [sys.executable, "-c", "import kiwisolver"]
    if subprocess.run(probe, cwd=ROOT, stderr=subprocess.DEVNULL).returncode == 0:
        return
    cmd = [sys.executable, "-m", "pip", "install", "--quiet", "kiwisolver"]
    log("$ " + " ".join(cmd))
    if subprocess.run(cmd, cwd=ROOT, stdout=sys.stderr).returncode != 0:
        sys.exit("compare.py: installing kiwisolver failed (pip install kiwisolver)")
    if subprocess.run(probe, cwd=ROOT).returncode != 0:
        sys.exit("compare.py: kiwisolver was installed but does not import")


def idle_rss(cmd):
    """Peak RSS in MiB of cmd doing no work (the runtime's own footprint)."""
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    return usage.ru_maxrss * RSS_SCALE


def run_child(label, cmd):
    """Run cmd, return (parsed JSON lines, peak RSS in MiB, wall seconds)."""
    log(f"[{label}] $ " + " ".join(cmd))
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, text=True)
    records = []
    for line in proc.stdout:
        line = line.strip()
        if not line:
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError:
            log(f"[{label}] not JSON: {line}")
            continue
        records.append(rec)
        log(f"[{label}] {rec['workload']:6} n={rec['n']}: {rec['total_s']:.4f} s")
    proc.stdout.close()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)  # keep Popen from waiting again
    wall = time.perf_counter() - t0
    if proc.returncode != 0:
        sys.exit(f"compare.py: {label} exited with {proc.returncode}")
    return records, usage.ru_maxrss * RSS_SCALE, wall


# ---- checks ------------------------------------------------------------------


def numbers_agree(a, b):
    if isinstance(a, bool) or isinstance(b, bool):
        return a == b
    if isinstance(a, int) and isinstance(b, int):
        return a == b
    if a is None or b is None:  # a non-finite value was printed as null
        return False
    return abs(a - b) <= REL_TOL * max(1.0, abs(a), abs(b))


def differences(a, b, prefix=""):
    """Keys whose values disagree (also keys present on one side only)."""
    out = []
    for key in list(a) + [k for k in b if k not in a]:
        name = prefix + key
        if key not in a or key not in b:
            out.append(name)
        elif isinstance(a[key], dict) or isinstance(b[key], dict):
            if isinstance(a[key], dict) and isinstance(b[key], dict):
                out += differences(a[key], b[key], name + ".")
            else:
                out.append(name)
        elif not numbers_agree(a[key], b[key]):
            out.append(name)
    return out


def out_of_bounds(workload, check):
    """Check values the workload pins down whatever the other side prints: no required
    violation above 1e-6, every row 150 narrower at the probe, nothing left after remove."""
    bad = []

    def near(value, target):
        return value is not None and abs(value - target) <= REL_TOL * max(1.0, abs(target))

    for prefix, figures in (("", check), ("probe.", check.get("probe") or {})):
        rq = figures.get("required_max")
        if rq is not None and not rq <= 1e-6:
            bad.append(prefix + "required_max")
    probe = check.get("probe")
    if workload == "edit":
        if not probe:
            bad.append("probe")
        else:
            for key in ("row_shrink_min", "row_shrink_max"):
                if not near(probe.get(key), 150.0):
                    bad.append("probe." + key)
    if workload == "remove" and check.get("remaining") != 0:
        bad.append("remaining")
    return bad


def fmt_num(v):
    if v is None:
        return "nan"
    if isinstance(v, int) and not isinstance(v, bool):
        return str(v)
    if v == 0:
        return "0"
    return f"{v:.6g}"


SHORT = {
    "super_width": "sw",
    "strong": "s",
    "medium": "m",
    "weak": "w",
    "required_max": "req",
    "bottom": "bot",
    "remaining": "left",
}


def fmt_check(check):
    parts = []
    for key, value in check.items():
        if key == "probe":
            continue
        parts.append(f"{SHORT.get(key, key)}={fmt_num(value)}")
    text = " ".join(parts)
    probe = check.get("probe")
    if probe:
        p = []
        for key, value in probe.items():
            if key in ("row_shrink_min", "row_shrink_max"):
                continue
            p.append(f"{SHORT.get(key, key)}={fmt_num(value)}")
        lo, hi = probe.get("row_shrink_min"), probe.get("row_shrink_max")
        shrink = fmt_num(lo) if numbers_agree(lo, hi) else f"{fmt_num(lo)}..{fmt_num(hi)}"
        p.append(f"shrink={shrink}")
        text += "; probe " + " ".join(p)
    return text


# ---- table -------------------------------------------------------------------


def median_record(records):
    """The record with the median time (the lower middle one for an even count)."""
    ordered = sorted(records, key=lambda r: r["total_s"])
    return ordered[(len(ordered) - 1) // 2]


def fmt_ratio(ratio):
    return f"{ratio:.2f}" if ratio < 100 else f"{ratio:.0f}"


def fmt_time(s):
    if s is None:
        return "-"
    if s >= 1:
        return f"{s:.2f} s"
    if s >= 1e-3:
        return f"{s * 1e3:.1f} ms"
    return f"{s * 1e6:.0f} µs"


def fmt_per_op(us):
    if us is None:
        return "-"
    if us >= 1000:
        return f"{us / 1000:.2f} ms"
    return f"{us:.2f} µs"


def growth_line(all_pairs):
    """How add's time grows from the smallest to the largest N, for each side: the ratio of the
    medians, and for lyt also the range over the runs paired by their order (the k-th run at the
    large N over the k-th at the small one). None with fewer than two sizes."""
    sizes = sorted(n for n, pairs in all_pairs.items() if pairs.get("add"))
    if len(sizes) < 2:
        return None
    small, large = all_pairs[sizes[0]]["add"], all_pairs[sizes[-1]]["add"]

    def median_time(records):
        return median_record(records)["total_s"]

    def growth(side):
        return median_time([p[side] for p in large]) / median_time([p[side] for p in small])

    each = [l[1]["total_s"] / s[1]["total_s"] for s, l in zip(small, large) if s[1]["total_s"] > 0]
    spread = f" [{min(each):.1f}–{max(each):.1f}]" if len(each) > 1 else ""
    return (
        f"growth of add from N = {sizes[0]} to N = {sizes[-1]} ({sizes[-1] / sizes[0]:g}× the views): "
        f"lyt {growth(1):.1f}×{spread}, kiwi {growth(0):.1f}× (ratio of the medians; the range pairs "
        "lyt's runs in order)"
    )


def print_table(header, rows, markdown):
    if markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "|".join("---:" if h in RIGHT else "---" for h in header) + "|")
        for row in rows:
            print("| " + " | ".join(c.replace("|", "\\|") for c in row) + " |")
        return
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(header)]

    def line(cells):
        return "  ".join(
            c.rjust(w) if h in RIGHT else c.ljust(w)
            for c, w, h in zip(cells, widths, header)
        ).rstrip()

    print(line(header))
    print("  ".join("-" * w for w in widths))
    for row in rows:
        print(line(row))


RIGHT = {"N", "kiwi", "lyt", "kiwi/lyt", "kiwi/op", "lyt/op", "kiwi RSS", "lyt RSS"}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[100, 1000])
    ap.add_argument("--rows", type=int, default=100, help="views per row (0 = one chain)")
    ap.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    ap.add_argument("--no-build", action="store_true", help="do not (re)build lyt-bench")
    ap.add_argument("--lyt", default=LYT_BIN, help="path of the lyt-bench binary")
    ap.add_argument(
        "--repeat", type=int, default=1, metavar="K",
        help="run each side K times per N, alternating; report medians and the range of ratios",
    )
    args = ap.parse_args(argv)
    if args.rows < 0 or any(n <= 0 for n in args.sizes):
        ap.error("sizes must be positive and --rows >= 0")
    if args.repeat < 1:
        ap.error("--repeat must be at least 1")

    ensure_kiwisolver()
    if not args.no_build:
        build_lyt()
    if not os.access(args.lyt, os.X_OK):
        sys.exit(f"compare.py: no lyt-bench at {args.lyt}")

    common = ["--rows", str(args.rows)]
    table = []
    all_pairs = {}  # N -> workload -> [(kiwi record, lyt record)], in run order
    failed = False
    for n in args.sizes:
        # One list of side-by-side pairs per workload: (kiwi record, lyt record).
        pairs = {workload: [] for workload in WORKLOADS}
        all_pairs[n] = pairs
        missing = {workload: [] for workload in WORKLOADS}
        kiwi_rss = lyt_rss = 0.0
        for _ in range(args.repeat):
            kiwi, rss, _ = run_child("kiwi", [sys.executable, KIWI_SCRIPT, "--sizes", str(n)] + common)
            kiwi_rss = max(kiwi_rss, rss)
            lyt, rss, _ = run_child("lyt", [args.lyt, "--sizes", str(n)] + common)
            lyt_rss = max(lyt_rss, rss)
            kiwi_by = {r["workload"]: r for r in kiwi if r.get("n") == n}
            lyt_by = {r["workload"]: r for r in lyt if r.get("n") == n}
            for workload in WORKLOADS:
                k, l = kiwi_by.get(workload), lyt_by.get(workload)
                if k is None or l is None:
                    missing[workload].append("kiwi" if k is None else "lyt")
                else:
                    pairs[workload].append((k, l))
        for workload in WORKLOADS:
            if missing[workload]:
                failed = True
                table.append([workload, str(n)] + ["-"] * 7 + [f"NO: {missing[workload][0]} missing", "-", "-"])
                continue
            problems = []
            for k, l in pairs[workload]:
                problems += differences(k["check"], l["check"])
                problems += ["kiwi:" + b for b in out_of_bounds(workload, k["check"])]
                problems += ["lyt:" + b for b in out_of_bounds(workload, l["check"])]
            problems = list(dict.fromkeys(problems))
            if problems:
                failed = True
                verdict = "NO: " + ", ".join(problems)
            else:
                verdict = "yes"
            k = median_record([k for k, _ in pairs[workload]])
            l = median_record([l for _, l in pairs[workload]])
            ratio = k["total_s"] / l["total_s"] if l["total_s"] > 0 else math.inf
            ratio_text = fmt_ratio(ratio)
            if args.repeat > 1:
                each = [kr["total_s"] / lr["total_s"] if lr["total_s"] > 0 else math.inf for kr, lr in pairs[workload]]
                ratio_text += f" [{fmt_ratio(min(each))}–{fmt_ratio(max(each))}]"
            table.append([
                workload,
                str(n),
                fmt_time(k["total_s"]),
                fmt_time(l["total_s"]),
                ratio_text,
                fmt_per_op(k["per_op_us"]),
                fmt_per_op(l["per_op_us"]),
                fmt_check(k["check"]),
                fmt_check(l["check"]),
                verdict,
                f"{kiwi_rss:.1f} MB",
                f"{lyt_rss:.1f} MB",
            ])

    header = [
        "workload", "N", "kiwi", "lyt", "kiwi/lyt", "kiwi/op", "lyt/op",
        "check kiwi", "check lyt", "agree", "kiwi RSS", "lyt RSS",
    ]
    kiwi_idle = idle_rss([sys.executable, KIWI_SCRIPT, "--help"])
    lyt_idle = idle_rss([args.lyt, "--help"])
    layout = "chain (one row)" if args.rows == 0 else f"rows of {args.rows}"
    print_table(header, table, args.markdown)
    runs = f"median of {args.repeat} runs per side, alternating; " if args.repeat > 1 else ""
    note = (
        f"{layout}; {runs}time per op: add/remove per constraint, edit per frame; "
        "RSS = peak resident set of the child process (ru_maxrss via os.wait4); "
        f"idle footprint (--help): kiwi {kiwi_idle:.1f} MB (Python + kiwisolver), "
        f"lyt {lyt_idle:.1f} MB (Swift runtime). "
        "Checks: sw super.width, s/m/w summed violations per level, req largest "
        "required violation, bot bottom edge, shrink per-row shrink at the probe, "
        "left constraints left after remove."
    )
    print()
    print(note)
    growth = growth_line(all_pairs)
    if growth:
        print()
        print(growth)
    if failed:
        log("compare.py: check values disagree or are out of bounds")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
