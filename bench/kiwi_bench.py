#!/usr/bin/env python3
"""The standard solver workload run through kiwi (docs/PERFORMANCE.md, "The standard workload").

Uses the `kiwisolver` package from PyPI (kiwi's C++ solver behind a thin
Python wrapper).  Same command line and output as `lyt-bench`:

    python3 bench/kiwi_bench.py --sizes 100 1000 [--rows R]

`--rows 0` is the chain variant (every view in one row).  One JSON object
per line is printed per (workload, N), in the order add, edit, remove.

The system for N views, in rows of R (default 100): view i has variables x,
y, width, height and a preferred width pref(i) = 20 + (7*i mod 50);
super.width is an edit variable at "strong".  Per view, in this order:
  x == 8                              first view of a row         required
  x == prev.x + prev.width + 8        every other view            required
  x + width + 8 == super.width        last view of a row          required
  width >= 10                                                     required
  width == pref(i)                    weak for even i, medium for odd i
  height == 44                                                    strong
  width >= pref(i)                    when i % 10 == 0            strong
  y == 8                              first view of row 0         required
  y == f.y + f.height + 8             first view of a later row   required
                                      (f: first view of the row above)
  y == first.y                        every other view            required
                                      (first: first view of its row)
base, the widest row's preferred width 8 + sum(pref(i) + 8), is suggested
for super.width before the clock starts.  lyt uses the priorities 1000,
750, 500 and 250 for required, strong, medium and weak.

What is timed (identically in lyt-bench):
  * add:    the addConstraint calls (constraint objects are built before the
            clock starts), then one updateVariables.
  * edit:   1000 frames of suggestValue(super.width,
            base + 200 sin(2 pi k / 250)), k = 1..1000, + updateVariables.
  * remove: the removeConstraint calls in insertion order, then one
            updateVariables.
Everything else (building the variables and constraints, the edit variable
and its first suggestion, the checks and the probe) is outside the clock.

Check values (computed from the variable values, never from the solver's
own error terms; see `violations`):
  super_width   value of super.width
  strong, medium, weak
                sum over the table's constraints of that level of the
                violation (|lhs - rhs| for ==, max(0, rhs - lhs) for >=);
                the edit constraint on super.width is not included
  required_max  the largest violation of a required constraint
  bottom        max over views of y + height
  probe         (edit only) after suggesting base - 150: the same figures
                plus row_shrink_min / row_shrink_max, min and max over rows
                of base - (last.x + last.width + 8); both must be 150
  remaining     (remove only) how many of the constraints the solver still
                holds (0)
"""

import argparse
import json
import math
import sys
import time

try:
    import kiwisolver as kiwi
except ImportError:  # pragma: no cover
    sys.exit("kiwisolver is missing: python3 -m pip install kiwisolver")

FRAMES = 1000
LEVELS = ("strong", "medium", "weak")
KIWI_STRENGTH = {
    "required": kiwi.strength.required,
    "strong": kiwi.strength.strong,
    "medium": kiwi.strength.medium,
    "weak": kiwi.strength.weak,
}


def pref(i):
    return 20 + (7 * i) % 50


class Spec:
    """One constraint in canonical form: sum(coeff * var) + constant OP 0."""

    __slots__ = ("terms", "constant", "op", "level")

    def __init__(self, terms, constant, op, level):
        self.terms = terms  # list of (kiwi.Variable, float)
        self.constant = constant
        self.op = op  # "==" or ">="
        self.level = level  # "required", "strong", "medium" or "weak"


class System:
    def __init__(self, n, rows):
        self.n = n
        self.row_len = n if rows <= 0 else rows
        self.super_width = kiwi.Variable("super.width")
        self.x = [kiwi.Variable(f"v{i}.x") for i in range(n)]
        self.y = [kiwi.Variable(f"v{i}.y") for i in range(n)]
        self.w = [kiwi.Variable(f"v{i}.width") for i in range(n)]
        self.h = [kiwi.Variable(f"v{i}.height") for i in range(n)]
        # Rows as (first, last) view indices.
        self.rows = [
            (s, min(s + self.row_len, n) - 1) for s in range(0, n, self.row_len)
        ]
        self.base = max(
            8.0 + sum(pref(i) + 8.0 for i in range(a, b + 1)) for a, b in self.rows
        )
        self.constraints = []  # kiwi constraints, in insertion order
        self.specs = []  # the same constraints in canonical form
        self._build()

    def _emit(self, constraint, terms, constant, op, level):
        if level != "required":
            constraint = constraint | KIWI_STRENGTH[level]
        self.constraints.append(constraint)
        self.specs.append(Spec(terms, float(constant), op, level))

    def _build(self):
        """Every constraint of the table above, view by view, table order."""
        sw, X, Y, W, H = self.super_width, self.x, self.y, self.w, self.h
        R = self.row_len
        for i in range(self.n):
            x, y, w, h = X[i], Y[i], W[i], H[i]
            first = i - i % R
            last = min(first + R, self.n) - 1
            p = float(pref(i))
            # x position
            if i == first:
                self._emit(x == 8, [(x, 1.0)], -8, "==", "required")
            else:
                px, pw = X[i - 1], W[i - 1]
                self._emit(
                    x == px + pw + 8,
                    [(x, 1.0), (px, -1.0), (pw, -1.0)],
                    -8,
                    "==",
                    "required",
                )
            # last view of a row reaches the right edge
            if i == last:
                self._emit(
                    x + w + 8 == sw,
                    [(x, 1.0), (w, 1.0), (sw, -1.0)],
                    8,
                    "==",
                    "required",
                )
            self._emit(w >= 10, [(w, 1.0)], -10, ">=", "required")
            self._emit(
                w == p, [(w, 1.0)], -p, "==", "weak" if i % 2 == 0 else "medium"
            )
            self._emit(h == 44, [(h, 1.0)], -44, "==", "strong")
            if i % 10 == 0:
                self._emit(w >= p, [(w, 1.0)], -p, ">=", "strong")
            # y position
            if i == first:
                if first == 0:
                    self._emit(y == 8, [(y, 1.0)], -8, "==", "required")
                else:
                    fy, fh = Y[first - R], H[first - R]
                    self._emit(
                        y == fy + fh + 8,
                        [(y, 1.0), (fy, -1.0), (fh, -1.0)],
                        -8,
                        "==",
                        "required",
                    )
            else:
                fy = Y[first]
                self._emit(y == fy, [(y, 1.0), (fy, -1.0)], 0, "==", "required")

    # ---- checks -----------------------------------------------------------

    def violations(self):
        """Sum of violations per optional level and the largest required one."""
        sums = {level: 0.0 for level in LEVELS}
        required_max = 0.0
        for s in self.specs:
            r = 0.0
            for v, c in s.terms:
                r += c * v.value()
            r += s.constant
            viol = abs(r) if s.op == "==" else max(0.0, -r)
            if s.level == "required":
                required_max = max(required_max, viol)
            else:
                sums[s.level] += viol
        return sums, required_max

    def figures(self):
        sums, required_max = self.violations()
        bottom = max(y.value() + h.value() for y, h in zip(self.y, self.h))
        out = {"super_width": self.super_width.value()}
        out.update(sums)
        out["required_max"] = required_max
        out["bottom"] = bottom
        return out

    def row_shrink(self):
        shrinks = [
            self.base - (self.x[b].value() + self.w[b].value() + 8.0)
            for _, b in self.rows
        ]
        return min(shrinks), max(shrinks)


def emit(workload, n, ops, seconds, check):
    line = {
        "impl": "kiwi",
        "workload": workload,
        "n": n,
        "ops": ops,
        "total_s": seconds,
        "per_op_us": seconds / ops * 1e6,
        "check": check,
    }
    print(json.dumps(line), flush=True)


def run(n, rows):
    system = System(n, rows)
    sw = system.super_width
    base = system.base
    solver = kiwi.Solver()
    solver.addEditVariable(sw, "strong")
    solver.suggestValue(sw, base)
    constraints = system.constraints

    # add
    t0 = time.perf_counter()
    for c in constraints:
        solver.addConstraint(c)
    solver.updateVariables()
    t1 = time.perf_counter()
    emit("add", n, len(constraints), t1 - t0, system.figures())

    # edit
    t0 = time.perf_counter()
    for k in range(1, FRAMES + 1):
        solver.suggestValue(sw, base + 200.0 * math.sin(2.0 * math.pi * k / 250.0))
        solver.updateVariables()
    t1 = time.perf_counter()
    check = system.figures()
    solver.suggestValue(sw, base - 150.0)
    solver.updateVariables()
    probe = system.figures()
    probe["row_shrink_min"], probe["row_shrink_max"] = system.row_shrink()
    check["probe"] = probe
    emit("edit", n, FRAMES, t1 - t0, check)

    # remove
    t0 = time.perf_counter()
    for c in constraints:
        solver.removeConstraint(c)
    solver.updateVariables()
    t1 = time.perf_counter()
    remaining = sum(1 for c in constraints if solver.hasConstraint(c))
    emit(
        "remove",
        n,
        len(constraints),
        t1 - t0,
        {"super_width": sw.value(), "remaining": remaining},
    )


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[100, 1000])
    ap.add_argument(
        "--rows", type=int, default=100, help="views per row (0 = one chain)"
    )
    args = ap.parse_args(argv)
    if args.rows < 0 or any(n <= 0 for n in args.sizes):
        ap.error("sizes must be positive and --rows >= 0")
    for n in args.sizes:
        run(n, args.rows)


if __name__ == "__main__":
    main()
