#!/usr/bin/env python3
"""Differential test of the lyt Cassowary solver against an LP oracle.

Generates random prioritised constraint systems, runs them through the
``cassowary-check`` executable in one process, and checks every answer with
scipy's HiGHS (see ``lp_oracle.py``):

  a. add order: a required constraint is rejected iff it makes the accepted
     required set infeasible; optional constraints are never rejected;
  b. each conflict set holds the rejected constraint and only earlier accepted
     required ones, is infeasible, and is minimal;
  c. per-level violation totals equal the lexicographic optimum;
  d. values, uniqueness claims and ranges agree with the optimal face;
  e. the solver's values satisfy the required constraints and give the
     level totals it claims.

Usage:
  python3 scripts/differential.py --systems 500 --seed 1 [--checker PATH] [--verbose]
  python3 scripts/differential.py --self-test [--systems N] [--seed S]

Prints one line per mismatch, then ``differential: N systems, M mismatches``
and ``P passed, F failed``. Exit status: 0 when there is no mismatch, 1 when
there are mismatches, 2 on usage or tool errors.
"""

from __future__ import annotations

import argparse
import copy
import json
import math
import os
import random
import subprocess
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

try:
    import lp_oracle
    from lp_oracle import Constraint, FeasibilityCache, OracleError, is_feasible, is_unique, tolerance
except ImportError as missing:
    print(f"differential: cannot import the LP oracle ({missing}).", file=sys.stderr)
    if (missing.name or "").partition(".")[0] in ("scipy", "numpy"):
        print("Install scipy with: python3 -m pip install scipy", file=sys.stderr)
    sys.exit(2)

REPO_ROOT = Path(__file__).resolve().parent.parent
SCRATCH = ".build-oracle"
DEFAULT_CHECKER = REPO_ROOT / SCRATCH / "debug" / "cassowary-check"
BUILD_COMMAND = ["swift", "build", "--scratch-path", SCRATCH, "--product", "cassowary-check"]
CHECKER_TIMEOUT = 600  # seconds

PRIORITIES = ((1000.0, 45), (999.0, 8), (751.0, 7), (750.0, 10), (500.0, 10), (250.0, 8), (249.0, 6), (1.0, 6))
COEFFICIENTS = ((1.0, 40), (-1.0, 40), (0.5, 5), (2.0, 6), (-0.5, 4), (3.0, 5))
RELATIONS = (("==", 35), ("<=", 30), (">=", 35))
TERM_COUNTS = ((1, 35), (2, 50), (3, 15))
FLIPPED = {"==": "==", "<=": ">=", ">=": "<="}


class ToolError(RuntimeError):
    """The checker could not be built or run, or its output is unusable."""


# ---------------------------------------------------------------------------
# Random systems


def weighted(rng: random.Random, choices):
    """Pick a value from ``((value, weight), ...)``."""
    values, weights = zip(*choices)
    return rng.choices(values, weights)[0]


def make_constraint(terms, constant, relation, priority) -> dict:
    """A constraint in protocol JSON form."""
    return {"terms": [[v, float(c)] for v, c in terms], "constant": float(constant),
            "relation": relation, "priority": float(priority)}


def random_constant(rng: random.Random) -> int:
    """An integer constant in [-200, 200], zero one time in five."""
    return 0 if rng.random() < 0.2 else rng.randint(-200, 200)


def pick_variables(rng: random.Random, count: int, pool: list[int], unused: list[int]) -> list[int]:
    """``count`` distinct variables from ``pool``, preferring ones not used yet."""
    chosen = []
    while unused and len(chosen) < count:
        chosen.append(unused.pop())
    rest = [v for v in pool if v not in chosen]
    return chosen + rng.sample(rest, min(count - len(chosen), len(rest)))


def anchored_constant(rng: random.Random, terms, relation: str, anchor: list[int]) -> int | None:
    """A constant making the constraint hold at ``anchor``, or None if it falls outside [-200, 200]."""
    constant = -sum(c * anchor[v] for v, c in terms)
    slack = 0 if relation == "==" or rng.random() < 0.3 else rng.randint(1, 40)
    constant += -slack if relation == "<=" else slack
    return int(constant) if constant == int(constant) and abs(constant) <= 200 else None


def fresh(rng, pool, unused, existing, anchor, priority=None) -> list[dict]:
    """A new layout-like constraint over one to three variables.

    Most required ones hold at the system's anchor point, so that rejections
    come mainly from the deliberate contradictions and cycles.
    """
    variables = pick_variables(rng, weighted(rng, TERM_COUNTS), pool, unused)
    terms = [(v, weighted(rng, COEFFICIENTS)) for v in variables]
    relation = weighted(rng, RELATIONS)
    priority = priority or weighted(rng, PRIORITIES)
    constant = None
    if priority == 1000.0 and rng.random() < 0.95:
        constant = anchored_constant(rng, terms, relation, anchor)
    return [make_constraint(terms, random_constant(rng) if constant is None else constant, relation, priority)]


def duplicate(rng, pool, unused, existing, anchor) -> list[dict]:
    """An exact copy of an earlier constraint, sometimes at another priority."""
    if not existing:
        return fresh(rng, pool, unused, existing, anchor)
    copied = copy.deepcopy(rng.choice(existing))
    if rng.random() < 0.5:
        copied["priority"] = weighted(rng, PRIORITIES)
    return [copied]


def scaled_copy(rng, pool, unused, existing, anchor) -> list[dict]:
    """An earlier constraint multiplied by a nonzero factor (redundant when both hold)."""
    if not existing:
        return fresh(rng, pool, unused, existing, anchor)
    base = rng.choice(existing)
    factor = rng.choice((2.0, 0.5, -1.0, 3.0, -2.0))
    relation = FLIPPED[base["relation"]] if factor < 0 else base["relation"]
    terms = [(v, c * factor) for v, c in base["terms"]]
    return [make_constraint(terms, base["constant"] * factor, relation, base["priority"])]


def contradiction(rng, pool, unused, existing, anchor) -> list[dict]:
    """A constraint over an earlier required one's terms that cannot hold with it."""
    bases = [c for c in existing if c["priority"] == 1000.0 and c["terms"]]
    if not bases:
        return fresh(rng, pool, unused, existing, anchor, priority=1000.0)
    base = rng.choice(bases)
    gap = rng.randint(1, 50)
    relation, shift = {"==": ("==", rng.choice((gap, -gap))), "<=": (">=", -gap), ">=": ("<=", gap)}[base["relation"]]
    priority = 1000.0 if rng.random() < 0.75 else weighted(rng, PRIORITIES)
    return [make_constraint(base["terms"], base["constant"] + shift, relation, priority)]


def cycle(rng, pool, unused, existing, anchor) -> list[dict]:
    """Required ``x_i - x_next + gap_i <= 0`` around a cycle; infeasible iff the gaps sum above 0."""
    if len(pool) < 2:
        return fresh(rng, pool, unused, existing, anchor)
    variables = pick_variables(rng, rng.choice((2, 3)), pool, unused)
    gaps = [rng.randint(-50, 50) for _ in variables[1:]]
    gaps.append(-sum(gaps) + rng.choice((0, 0, 1, 5, -3)))
    return [make_constraint([(v, 1.0), (variables[(k + 1) % len(variables)], -1.0)], gap, "<=", 1000.0)
            for k, (v, gap) in enumerate(zip(variables, gaps))]


def constant_only(rng, pool, unused, existing, anchor) -> list[dict]:
    """A constraint with no terms (``constant REL 0``)."""
    return [make_constraint([], random_constant(rng), weighted(rng, RELATIONS), weighted(rng, PRIORITIES))]


RECIPES = ((fresh, 72), (duplicate, 8), (scaled_copy, 8), (contradiction, 4), (cycle, 3), (constant_only, 1))


def generate_system(rng: random.Random, system_id: int) -> dict:
    """One random system: 2-10 variables, 2-16 constraints."""
    nvars = rng.randint(2, 10)
    budget = rng.randint(2, 16)
    pool = list(range(nvars))
    if rng.random() < 0.2:
        pool = rng.sample(pool, rng.randint(1, nvars - 1))
    unused = rng.sample(pool, len(pool))
    anchor = [0 if rng.random() < 0.2 else rng.randint(-40, 40) for _ in range(nvars)]
    constraints: list[dict] = []
    while len(constraints) < budget:
        constraints.extend(weighted(rng, RECIPES)(rng, pool, unused, constraints, anchor))
    return {"id": system_id, "variables": nvars, "constraints": constraints[:budget]}


def generate_systems(count: int, seed: int) -> list[dict]:
    """``count`` systems, deterministic in ``seed``."""
    rng = random.Random(seed)
    return [generate_system(rng, system_id) for system_id in range(count)]


# ---------------------------------------------------------------------------
# Running the checker and validating its output


def resolve_checker(path: str | None) -> Path:
    """The checker binary; the default one is built first when missing."""
    if path is not None:
        checker = Path(path)
        if not checker.is_file():
            raise ToolError(f"checker {checker} does not exist")
        return checker
    if not DEFAULT_CHECKER.is_file():
        print(f"differential: building checker: {' '.join(BUILD_COMMAND)}", file=sys.stderr)
        built = subprocess.run(BUILD_COMMAND, cwd=REPO_ROOT, stdout=sys.stderr, stderr=sys.stderr)
        if built.returncode != 0 or not DEFAULT_CHECKER.is_file():
            raise ToolError(f"building the checker failed (exit {built.returncode})")
    return DEFAULT_CHECKER


def run_checker(checker: Path, systems: list[dict]) -> dict[int, dict]:
    """Feed all systems to the checker in one process; return its validated results by system id."""
    try:
        proc = subprocess.run([str(checker)], input=json.dumps({"systems": systems}), capture_output=True,
                              text=True, timeout=CHECKER_TIMEOUT)
    except (OSError, subprocess.TimeoutExpired) as error:
        raise ToolError(f"running {checker} failed: {error}") from error
    stderr = f"\nchecker stderr:\n{proc.stderr.rstrip()}" if proc.stderr.strip() else " (checker stderr empty)"
    if proc.returncode != 0:
        raise ToolError(f"checker exited with status {proc.returncode}{stderr}")
    try:
        return parse_results(proc.stdout, systems)
    except ToolError as error:
        raise ToolError(f"{error}{stderr}") from error


def _require(condition: bool, message: str) -> None:
    """Raise ``ToolError`` with ``message`` unless ``condition`` holds."""
    if not condition:
        raise ToolError(f"invalid checker output: {message}")


def _is_number(value) -> bool:
    """A JSON number (not a bool)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def parse_results(text: str, systems: list[dict]) -> dict[int, dict]:
    """Parse and validate the checker's JSON; return results keyed by system id."""
    try:
        document = json.loads(text)
    except json.JSONDecodeError as error:
        raise ToolError(f"invalid checker output: not JSON ({error})") from error
    _require(isinstance(document, dict) and isinstance(document.get("results"), list), "no 'results' list")
    by_id = {system["id"]: system for system in systems}
    results: dict[int, dict] = {}
    for result in document["results"]:
        _require(isinstance(result, dict) and result.get("id") in by_id, f"result with unknown id: {result!r:.200}")
        _require(result["id"] not in results, f"two results for system {result['id']}")
        validate_result(result, by_id[result["id"]])
        results[result["id"]] = result
    missing = sorted(set(by_id) - set(results))
    _require(not missing, f"no result for systems {missing[:10]}")
    return results


def validate_result(result: dict, system: dict) -> None:
    """Check one result's shape against its system."""
    sid, nvars, ncons = system["id"], system["variables"], len(system["constraints"])
    for key in ("rejected", "values", "unique", "range"):
        _require(isinstance(result.get(key), list), f"system {sid}: '{key}' is not a list")
    for key in ("values", "unique", "range"):
        _require(len(result[key]) == nvars, f"system {sid}: '{key}' has {len(result[key])} entries, want {nvars}")
    _require(all(_is_number(v) for v in result["values"]), f"system {sid}: non-numeric value")
    _require(all(isinstance(u, bool) for u in result["unique"]), f"system {sid}: non-boolean 'unique' entry")
    _require(all(isinstance(r, list) and len(r) == 2 and all(e is None or _is_number(e) for e in r)
                 for r in result["range"]), f"system {sid}: 'range' entries must be [lo|null, hi|null]")
    seen = set()
    for entry in result["rejected"]:
        _require(isinstance(entry, dict) and isinstance(entry.get("index"), int)
                 and isinstance(entry.get("conflict"), list), f"system {sid}: bad rejected entry {entry!r:.200}")
        _require(0 <= entry["index"] < ncons and entry["index"] not in seen,
                 f"system {sid}: bad or repeated rejected index {entry['index']}")
        seen.add(entry["index"])
        _require(all(isinstance(j, int) and 0 <= j < ncons for j in entry["conflict"]),
                 f"system {sid}: conflict index out of range in {entry['conflict']}")
    totals = result.get("level_totals")
    _require(isinstance(totals, dict) and all(_is_number(v) for v in totals.values()),
             f"system {sid}: 'level_totals' must map priorities to numbers")
    levels = []
    for key in totals:
        try:
            levels.append(float(key))
        except ValueError:
            _require(False, f"system {sid}: level key {key!r} is not a number")
    _require(len(set(levels)) == len(levels), f"system {sid}: two level_totals keys name the same priority")


# ---------------------------------------------------------------------------
# Checking one system


def describe(con: Constraint) -> str:
    """Readable form, e.g. ``x0 - 2*x3 - 8 <= 0 @750``."""
    parts = []
    for v, c in con.terms:
        sign = "-" if c < 0 else "+"
        magnitude = "" if abs(c) == 1 else f"{abs(c):g}*"
        parts.append(f"{sign} {magnitude}x{v}")
    if con.constant or not parts:
        parts.append(f"{'-' if con.constant < 0 else '+'} {abs(con.constant):g}")
    text = " ".join(parts)
    text = text[2:] if text.startswith("+ ") else "-" + text[2:]
    return f"{text} {con.relation} 0 @{con.priority:g}"


def close(a: float, b: float) -> bool:
    """Equal within 1e-6 absolute plus 1e-6 relative."""
    return abs(a - b) <= tolerance(a, b)


def same_end(a: float, b: float) -> bool:
    """Range ends agree: both the same infinity, or both finite and close."""
    if math.isinf(a) or math.isinf(b):
        return a == b
    return close(a, b)


def fmt_range(lo: float, hi: float) -> str:
    """``[lo, hi]`` with infinite ends as -inf/inf."""
    return f"[{lo:.9g}, {hi:.9g}]"


def replay_adds(constraints, nvars, result, report) -> list[int] | None:
    """Steps a and b: replay the add order. Return accepted indices, or None after a disagreement."""
    rejections = {entry["index"]: entry for entry in result["rejected"]}
    cache = FeasibilityCache(nvars)
    accepted: list[int] = []
    for index, con in enumerate(constraints):
        accept = not con.required or cache.try_add(con)
        if accept and index in rejections:
            why = "optional constraints are never rejected" if not con.required else "the required set stays feasible"
            report.append(("add-decision", f"constraint {index} ({describe(con)}) rejected by the solver "
                           f"({rejection_text(rejections[index])}) but {why}; later adds not compared"))
            return None
        if not accept and index not in rejections:
            oracle_conflict = oracle_minimal_conflict(constraints, accepted, index, nvars)
            report.append(("add-decision", f"constraint {index} ({describe(con)}) accepted by the solver but makes "
                           f"the required set infeasible (a minimal conflict: {oracle_conflict}); "
                           "later adds not compared"))
            return None
        if accept:
            accepted.append(index)
        else:
            check_conflict(constraints, accepted, rejections[index], nvars, report)
    return accepted


def rejection_text(entry: dict) -> str:
    """A rejected entry's conflict, plus any extra fields the checker sent (such as an error)."""
    extra = "".join(f", {key}: {value}" for key, value in entry.items() if key not in ("index", "conflict"))
    return f"conflict {entry['conflict']}{extra}"


def oracle_minimal_conflict(constraints, accepted, index, nvars) -> list[int]:
    """A minimal infeasible subset of the accepted required constraints plus ``index``."""
    members = [j for j in accepted if constraints[j].required] + [index]
    keep = lp_oracle.minimal_conflict([constraints[j] for j in members], nvars)
    return [members[k] for k in keep]


def check_conflict(constraints, accepted, entry, nvars, report) -> None:
    """Step b: the conflict reported in a rejected entry is valid and minimal."""
    index, conflict = entry["index"], entry["conflict"]
    prefix = f"rejected constraint {index}: {rejection_text(entry)};"
    accepted_set = set(accepted)
    if len(set(conflict)) != len(conflict):
        report.append(("conflict", f"{prefix} it repeats an index"))
        return
    if index not in conflict:
        report.append(("conflict", f"{prefix} it does not contain {index} itself"))
        return
    foreign = [f"{j} ({'optional' if not constraints[j].required else 'not accepted before it'})"
               for j in conflict if j != index and (j not in accepted_set or not constraints[j].required)]
    if foreign:
        report.append(("conflict", f"{prefix} it has members that are not earlier accepted required "
                       f"constraints: {', '.join(foreign)}"))
        return
    if is_feasible([constraints[j] for j in conflict], nvars):
        report.append(("conflict", f"{prefix} those constraints are feasible together"))
        return
    redundant = [j for j in conflict if not is_feasible([constraints[k] for k in conflict if k != j], nvars)]
    if redundant:
        report.append(("conflict", f"{prefix} not minimal: it stays infeasible when any one of {redundant} is removed"))


def compare_level_totals(oracle_totals, solver_totals, report) -> None:
    """Step c: per-level optimal totals."""
    for level, total in sorted(oracle_totals.items(), reverse=True):
        if level not in solver_totals:
            report.append(("level-total", f"level {level:g} missing from level_totals (oracle total {total:.9g})"))
        elif not close(solver_totals[level], total):
            report.append(("level-total", f"level {level:g}: solver total {solver_totals[level]:.9g}, "
                           f"oracle optimum {total:.9g}"))
    for level in sorted(set(solver_totals) - set(oracle_totals), reverse=True):
        report.append(("level-total", f"level_totals has level {level:g} but no accepted optional "
                       "constraint has that priority"))


def compare_variables(ranges, result, report) -> None:
    """Step d: values, uniqueness claims and ranges against the optimal face."""
    for v, (lo, hi) in enumerate(ranges):
        value, claims_unique = result["values"][v], result["unique"][v]
        claimed_lo, claimed_hi = result["range"][v]
        solver_lo = -math.inf if claimed_lo is None else claimed_lo
        solver_hi = math.inf if claimed_hi is None else claimed_hi
        if is_unique(lo, hi):
            want = (lo + hi) / 2
            if not close(value, want):
                report.append(("value", f"x{v}: solver {value:.9g}, oracle's unique value {want:.9g}"))
            if not claims_unique:
                report.append(("unique-flag", f"x{v}: solver says not unique; oracle says unique ({want:.9g})"))
        else:
            if claims_unique:
                report.append(("unique-flag", f"x{v}: solver says unique; oracle range is {fmt_range(lo, hi)}"))
            if not (lo - tolerance(lo) <= value <= hi + tolerance(hi)):
                report.append(("value", f"x{v}: solver {value:.9g} outside oracle range {fmt_range(lo, hi)}"))
        if not (same_end(solver_lo, lo) and same_end(solver_hi, hi)):
            report.append(("range", f"x{v}: solver range {fmt_range(solver_lo, solver_hi)}, "
                           f"oracle {fmt_range(lo, hi)}"))


def check_solver_point(constraints, accepted, values, solver_totals, report) -> None:
    """Step e: required constraints hold at the solver's values, which give its claimed totals."""
    recomputed: dict[float, float] = defaultdict(float)
    for index in accepted:
        con = constraints[index]
        violation = con.violation(values)
        if not con.required:
            recomputed[con.priority] += violation
        elif violation > 1e-6 * con.scale(values):
            report.append(("required", f"constraint {index} ({describe(con)}) violated by {violation:.9g} "
                           "at the solver's values"))
    for level, total in sorted(recomputed.items(), reverse=True):
        if level in solver_totals and not close(total, solver_totals[level]):
            report.append(("solver-total", f"level {level:g}: solver claims {solver_totals[level]:.9g} "
                           f"but its values give {total:.9g}"))


def check_system(system: dict, result: dict) -> tuple[list[tuple[str, str]], set[str]]:
    """All mismatches ``(kind, detail)`` for one system, and the features it exercised."""
    nvars = system["variables"]
    constraints = [Constraint.from_json(c) for c in system["constraints"]]
    report: list[tuple[str, str]] = []
    try:
        accepted = replay_adds(constraints, nvars, result, report)
        if accepted is None:
            return report, set()
        values = result["values"]
        bad = [f"x{v}={x}" for v, x in enumerate(values) if not math.isfinite(x)]
        if bad:
            report.append(("non-finite", f"values {', '.join(bad)}"))
            return report, set()
        solver_totals = {float(key): float(total) for key, total in result["level_totals"].items()}
        optimum = lp_oracle.lexicographic_optimum([constraints[i] for i in accepted], nvars)
    except OracleError as error:
        raise OracleError(f"system {system['id']}: {error}") from error
    compare_level_totals(optimum.level_totals, solver_totals, report)
    compare_variables(optimum.ranges, result, report)
    check_solver_point(constraints, accepted, values, solver_totals, report)
    return report, features(constraints, accepted, optimum)


def features(constraints, accepted, optimum) -> set[str]:
    """Which interesting situations a system exercised (for the coverage line)."""
    found = set()
    if len(accepted) < len(constraints):
        found.add("rejection")
    if any(total > 1e-6 for total in optimum.level_totals.values()):
        found.add("violated level")
    if any(not is_unique(lo, hi) for lo, hi in optimum.ranges):
        found.add("ambiguous variable")
    if any(math.isinf(lo) or math.isinf(hi) for lo, hi in optimum.ranges):
        found.add("unbounded variable")
    return found


def _check_pair(pair):
    """``check_system`` on a ``(system, result)`` pair (for process pools)."""
    return check_system(*pair)


def check_all(systems, results, jobs: int):
    """Check every system, in parallel when ``jobs`` > 1."""
    pairs = [(system, results[system["id"]]) for system in systems]
    if jobs <= 1:
        return [check_system(*pair) for pair in pairs]
    with ProcessPoolExecutor(jobs) as pool:
        return list(pool.map(_check_pair, pairs, chunksize=8))


# ---------------------------------------------------------------------------
# Reporting


def report_outcomes(systems, results, outcomes, verbose: bool, timing: str) -> int:
    """Print mismatch lines, coverage, timing and the summary; return the mismatch count."""
    mismatches = failed = 0
    seen: dict[str, int] = defaultdict(int)
    for system, (report, found) in zip(systems, outcomes):
        for name in found:
            seen[name] += 1
        for kind, detail in report:
            print(f"system {system['id']}: {kind}: {detail}")
        if report and verbose:
            print(f"  system: {json.dumps(system, separators=(',', ':'))}")
            print(f"  solver: {json.dumps(results[system['id']], separators=(',', ':'))}")
        mismatches += len(report)
        failed += bool(report)
    coverage = ", ".join(f"{name} {seen[name]}" for name in
                         ("rejection", "violated level", "ambiguous variable", "unbounded variable"))
    print(f"coverage (systems checked fully): {coverage}")
    print(f"timing: {timing}")
    print(f"differential: {len(systems)} systems, {mismatches} mismatches")
    print(f"{len(systems) - failed} passed, {failed} failed")
    return mismatches


# ---------------------------------------------------------------------------
# Self-test: the oracle against itself, with corrupted answers


def stand_in_result(system: dict) -> dict:
    """What a correct solver answers, computed with the oracle's LP tools."""
    nvars = system["variables"]
    constraints = [Constraint.from_json(c) for c in system["constraints"]]
    cache = FeasibilityCache(nvars)
    accepted, rejected = [], []
    for index, con in enumerate(constraints):
        if not con.required or cache.try_add(con):
            accepted.append(index)
        else:
            rejected.append({"index": index, "conflict": oracle_minimal_conflict(constraints, accepted, index, nvars)})
    optimum = lp_oracle.lexicographic_optimum([constraints[i] for i in accepted], nvars)
    totals: dict[float, float] = defaultdict(float)
    for index in accepted:
        if not constraints[index].required:
            totals[constraints[index].priority] += constraints[index].violation(optimum.point)
    key = repr if system["id"] % 2 else (lambda level: f"{level:g}")  # both key spellings must parse
    return {"id": system["id"], "rejected": rejected, "values": optimum.point,
            "unique": [is_unique(lo, hi) for lo, hi in optimum.ranges],
            "range": [[None if math.isinf(lo) else lo, None if math.isinf(hi) else hi] for lo, hi in optimum.ranges],
            "level_totals": {key(level): total for level, total in totals.items()}}


def _accepted_required(system, result) -> list[int]:
    """Indices of required constraints the result accepted."""
    rejected = {entry["index"] for entry in result["rejected"]}
    return [i for i, c in enumerate(system["constraints"]) if c["priority"] == 1000.0 and i not in rejected]


def corrupt_drop_rejection(rng, system, result) -> bool:
    """Accept a constraint that should be rejected."""
    if not result["rejected"]:
        return False
    result["rejected"].pop(rng.randrange(len(result["rejected"])))
    return True


def corrupt_reject_accepted(rng, system, result) -> bool:
    """Reject an accepted required constraint."""
    candidates = _accepted_required(system, result)
    if not candidates:
        return False
    _add_rejection(result, rng.choice(candidates))
    return True


def _add_rejection(result, index) -> None:
    """Record `index` as rejected with itself as its conflict, keeping the list in order."""
    result["rejected"] = sorted(result["rejected"] + [{"index": index, "conflict": [index]}],
                                key=lambda e: e["index"])


def corrupt_reject_optional(rng, system, result) -> bool:
    """Reject an optional constraint."""
    candidates = [i for i, c in enumerate(system["constraints"]) if c["priority"] < 1000.0]
    if not candidates:
        return False
    _add_rejection(result, rng.choice(candidates))
    return True


def corrupt_conflict_without_index(rng, system, result) -> bool:
    """Leave the rejected constraint out of its conflict."""
    if not result["rejected"]:
        return False
    entry = rng.choice(result["rejected"])
    entry["conflict"].remove(entry["index"])
    return True


def corrupt_conflict_extra_member(rng, system, result) -> bool:
    """Add an earlier accepted required constraint to a conflict (no longer minimal)."""
    options = [(entry, j) for entry in result["rejected"] for j in _accepted_required(system, result)
               if j < entry["index"] and j not in entry["conflict"]]
    if not options:
        return False
    entry, j = rng.choice(options)
    entry["conflict"].append(j)
    return True


def corrupt_conflict_optional_member(rng, system, result) -> bool:
    """Put an earlier optional constraint into a conflict."""
    options = [(entry, j) for entry in result["rejected"] for j in range(entry["index"])
               if system["constraints"][j]["priority"] < 1000.0]
    if not options:
        return False
    entry, j = rng.choice(options)
    entry["conflict"].insert(0, j)
    return True


def corrupt_conflict_only_index(rng, system, result) -> bool:
    """Shrink a conflict to the rejected constraint alone (feasible)."""
    options = [entry for entry in result["rejected"] if len(entry["conflict"]) > 1]
    if not options:
        return False
    entry = rng.choice(options)
    entry["conflict"] = [entry["index"]]
    return True


def corrupt_level_total(rng, system, result) -> bool:
    """Claim a wrong level total."""
    if not result["level_totals"]:
        return False
    result["level_totals"][rng.choice(sorted(result["level_totals"]))] += 0.5
    return True


def corrupt_missing_level(rng, system, result) -> bool:
    """Drop a level from level_totals."""
    if not result["level_totals"]:
        return False
    del result["level_totals"][rng.choice(sorted(result["level_totals"]))]
    return True


def corrupt_extra_level(rng, system, result) -> bool:
    """Report a level no accepted optional constraint has."""
    result["level_totals"]["123.5"] = 0.0
    return True


def corrupt_unique_value(rng, system, result) -> bool:
    """Move a uniquely determined variable slightly."""
    options = [v for v, unique in enumerate(result["unique"]) if unique]
    if not options:
        return False
    v = rng.choice(options)
    result["values"][v] += 1e-3 * (1 + abs(result["values"][v]))
    return True


def corrupt_unique_flag(rng, system, result) -> bool:
    """Flip one uniqueness claim."""
    v = rng.randrange(len(result["unique"]))
    result["unique"][v] = not result["unique"][v]
    return True


def corrupt_value_outside_range(rng, system, result) -> bool:
    """Put an ambiguous variable just past a finite end of its range."""
    options = [(v, end) for v, unique in enumerate(result["unique"]) if not unique
               for end in (0, 1) if result["range"][v][end] is not None]
    if not options:
        return False
    v, end = rng.choice(options)
    result["values"][v] = result["range"][v][end] + (0.01 if end else -0.01)
    return True


def corrupt_range_end(rng, system, result) -> bool:
    """Move one claimed range end (or make an infinite end finite)."""
    v, end = rng.randrange(len(result["range"])), rng.randrange(2)
    current = result["range"][v][end]
    result["range"][v][end] = result["values"][v] + 1.0 if current is None else current + (1.0 if end else -1.0)
    return True


def corrupt_required_violation(rng, system, result) -> bool:
    """Shift a variable of an accepted required equality."""
    options = [system["constraints"][i] for i in _accepted_required(system, result)
               if system["constraints"][i]["relation"] == "==" and system["constraints"][i]["terms"]]
    if not options:
        return False
    v = rng.choice(rng.choice(options)["terms"])[0]
    result["values"][v] += 1.0
    return True


def corrupt_non_finite(rng, system, result) -> bool:
    """Answer NaN for one value."""
    result["values"][rng.randrange(len(result["values"]))] = math.nan
    return True


CORRUPTIONS = (
    (corrupt_drop_rejection, ("add-decision",)),
    (corrupt_reject_accepted, ("add-decision",)),
    (corrupt_reject_optional, ("add-decision",)),
    (corrupt_conflict_without_index, ("conflict",)),
    (corrupt_conflict_extra_member, ("conflict",)),
    (corrupt_conflict_optional_member, ("conflict",)),
    (corrupt_conflict_only_index, ("conflict",)),
    (corrupt_level_total, ("level-total", "solver-total")),
    (corrupt_missing_level, ("level-total",)),
    (corrupt_extra_level, ("level-total",)),
    (corrupt_unique_value, ("value",)),
    (corrupt_unique_flag, ("unique-flag",)),
    (corrupt_value_outside_range, ("value",)),
    (corrupt_range_end, ("range",)),
    (corrupt_required_violation, ("required",)),
    (corrupt_non_finite, ("non-finite",)),
)
CORRUPTED_SYSTEMS = 12  # per corruption kind


def corrupted_results(systems, honest, seed) -> list[tuple[int, dict, dict]]:
    """Up to ``CORRUPTED_SYSTEMS`` corrupted answers per corruption: ``(corruption index, system, answer)``."""
    rng = random.Random(seed)
    trials = []
    for index, (corruption, _) in enumerate(CORRUPTIONS):
        applied = 0
        for system in rng.sample(systems, len(systems)):
            if applied == CORRUPTED_SYSTEMS:
                break
            corrupted = copy.deepcopy(honest[system["id"]])
            if corruption(rng, system, corrupted):
                text = json.dumps({"results": [corrupted]})  # corrupted answers must still parse
                trials.append((index, system, parse_results(text, [system])[system["id"]]))
                applied += 1
    return trials


def _mismatch_kinds(trial) -> set[str]:
    """The mismatch kinds ``check_system`` reports for one corrupted answer."""
    _, system, corrupted = trial
    return {kind for kind, _ in check_system(system, corrupted)[0]}


def self_test_corruptions(systems, honest, seed, pool) -> int:
    """Corrupt honest answers in known ways; return how many corruptions went unnoticed."""
    trials = corrupted_results(systems, honest, seed)
    caught: dict[int, list[bool]] = defaultdict(list)
    for (index, _, _), kinds in zip(trials, pool.map(_mismatch_kinds, trials, chunksize=4)):
        caught[index].append(all(kind in kinds for kind in CORRUPTIONS[index][1]))
    problems = 0
    for index, (corruption, expected) in enumerate(CORRUPTIONS):
        outcomes = caught[index]
        problems += outcomes.count(False) + (not outcomes)
        print(f"self-test: {corruption.__name__[len('corrupt_'):]}: caught {sum(outcomes)}/{len(outcomes)} "
              f"(expects {', '.join(expected)})")
    return problems


def self_test_known_answers() -> int:
    """Hand-checked systems through the stand-in; return the number of wrong answers."""
    def con(terms, constant, priority, relation="=="):
        return make_constraint(terms, constant, relation, priority)

    cases = [  # (constraints, nvars, rejected {index: conflict}, level totals, values or None per variable)
        ([con([(0, 1)], -10, 1000), con([(0, 1)], -20, 750)], 1, {}, {750.0: 10.0}, [10.0]),
        ([con([(0, 1)], 0, 1000, ">="), con([(0, 1)], 5, 1000, "<=")], 1, {1: [0, 1]}, {}, [None]),
        ([con([(0, 1)], 0, 750)] + [con([(0, 1)], -100, 500)] * 3, 1, {}, {750.0: 0.0, 500.0: 300.0}, [0.0]),
        ([con([(0, 1)], 0, 500), con([(0, 1)], -10, 500)], 2, {}, {500.0: 10.0}, [None, None]),
        ([con([], 5, 1000), con([(0, 2), (1, -1)], 0, 1000), con([(1, 1)], -8, 1000)], 2, {0: [0]}, {}, [4.0, 8.0]),
        ([con([(0, 1), (1, -1)], 1, 1000, "<="), con([(1, 1), (0, -1)], 1, 1000, "<="),
          con([(0, 1)], 0, 999, ">=")], 2, {1: [0, 1]}, {999.0: 0.0}, [None, None]),
    ]
    wrong = 0
    for number, (constraints, nvars, rejected, totals, values) in enumerate(cases):
        result = stand_in_result({"id": 0, "variables": nvars, "constraints": constraints})
        got_totals = {float(k): v for k, v in result["level_totals"].items()}
        ok = ({e["index"]: e["conflict"] for e in result["rejected"]} == rejected
              and got_totals.keys() == totals.keys() and all(close(got_totals[k], totals[k]) for k in totals)
              and all((want is None) != result["unique"][v] and (want is None or close(result["values"][v], want))
                      for v, want in enumerate(values)))
        if not ok:
            print(f"self-test: known-answer case {number} wrong: {json.dumps(result)}")
        wrong += not ok
    print(f"self-test: known-answer cases: {len(cases) - wrong}/{len(cases)} right")
    return wrong


def self_test_malformed(systems, honest) -> int:
    """Malformed checker outputs must be refused; return how many were accepted."""
    system = systems[0]
    good = honest[system["id"]]
    variants = {
        "not JSON": "{results: oops",
        "no results": "{}",
        "missing system": json.dumps({"results": []}),
        "short values": json.dumps({"results": [{**good, "values": good["values"][:-1]}]}),
        "bad range": json.dumps({"results": [{**good, "range": [[0.0]] * len(good["range"])}]}),
        "bad level key": json.dumps({"results": [{**good, "level_totals": {"high": 0.0}}]}),
        "conflict out of range": json.dumps({"results": [{**good, "rejected": [{"index": 0, "conflict": [99]}]}]}),
    }
    accepted = []
    for name, text in variants.items():
        try:
            parse_results(text, [system])
            accepted.append(name)
        except ToolError:
            pass
    print(f"self-test: malformed outputs refused: {len(variants) - len(accepted)}/{len(variants)}"
          + (f" (accepted: {', '.join(accepted)})" if accepted else ""))
    return len(accepted)


def self_test(systems, seed: int, jobs: int, verbose: bool) -> int:
    """Run the oracle against its own stand-in; return the exit status."""
    started = time.monotonic()
    with ProcessPoolExecutor(jobs) as pool:
        honest = dict(zip((s["id"] for s in systems), pool.map(stand_in_result, systems, chunksize=8)))
        results = parse_results(json.dumps({"results": list(honest.values())}), systems)
        problems = self_test_known_answers() + self_test_malformed(systems, honest)
        problems += self_test_corruptions(systems, results, seed, pool)
    print(f"self-test: {problems} problems")
    checked = time.monotonic()
    outcomes = check_all(systems, results, jobs)
    timing = f"stand-in and corruptions {checked - started:.1f}s, oracle {time.monotonic() - checked:.1f}s"
    mismatches = report_outcomes(systems, results, outcomes, verbose, timing)
    return 0 if mismatches == 0 and problems == 0 else 1


# ---------------------------------------------------------------------------


def parse_args(argv):
    """Command-line options."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--systems", type=int, default=500, help="number of random systems (default 500)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--checker", help=f"checker binary (default: {DEFAULT_CHECKER.relative_to(REPO_ROOT)}, "
                        "built with swift build when missing)")
    parser.add_argument("--verbose", action="store_true", help="dump each failing system and solver answer as JSON")
    parser.add_argument("--self-test", action="store_true", help="check the oracle against its own stand-in solver")
    parser.add_argument("--jobs", type=int, default=len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity")
                        else os.cpu_count() or 1, help="worker processes (default: available CPUs)")
    args = parser.parse_args(argv)
    if args.systems < 1 or args.jobs < 1:
        parser.error("--systems and --jobs must be positive")
    return args


def main(argv=None) -> int:
    """Entry point; returns the exit status."""
    args = parse_args(argv)
    systems = generate_systems(args.systems, args.seed)
    try:
        if args.self_test:
            return self_test(systems, args.seed, args.jobs, args.verbose)
        checker = resolve_checker(args.checker)
        started = time.monotonic()
        results = run_checker(checker, systems)
        checked = time.monotonic()
        outcomes = check_all(systems, results, args.jobs)
        timing = f"checker {checked - started:.1f}s, oracle {time.monotonic() - checked:.1f}s"
        return 0 if report_outcomes(systems, results, outcomes, args.verbose, timing) == 0 else 1
    except (ToolError, OracleError) as error:
        print(f"differential: error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
