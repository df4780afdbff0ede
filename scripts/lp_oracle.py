"""Independent LP oracle for prioritised linear constraint systems.

A constraint reads ``sum(coef_i * x_i) + constant REL 0`` with REL one of
``==``, ``<=``, ``>=`` and a priority in (0, 1000]; priority 1000 is required.
Optional constraints are optimised strictly by priority level: from the
highest level down, minimise the sum of that level's violations while every
higher level stays at its optimum.

Everything here is solved with ``scipy.optimize.linprog`` (HiGHS). All
variables are free; violations are modelled with nonnegative error columns.
"""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass
from typing import Sequence

import numpy as np
from scipy.optimize import linprog

REQUIRED = 1000.0

# Tight HiGHS tolerances: the systems are small and well scaled.
HIGHS_OPTIONS = {
    "primal_feasibility_tolerance": 1e-10,
    "dual_feasibility_tolerance": 1e-10,
}
# Reduced costs and duals above this count as nonzero when restricting to an
# optimal face. HiGHS noise is below 1e-10; true nonzero duals of these small
# rational systems are far above 1e-8.
DUAL_TOL = 1e-8
# Every point found on an optimal face must meet the required constraints and
# reproduce the level totals within this tolerance (scaled); otherwise the
# face restriction went wrong and ``OracleError`` is raised.
FACE_TOL = 1e-7
# A variable is unique when its range is at most this wide (scaled).
UNIQUE_TOL = 1e-6
# A point satisfies a constraint within this tolerance (scaled) for the
# cheap feasibility shortcut in ``FeasibilityCache``.
POINT_TOL = 1e-9

_OPTIMAL, _INFEASIBLE, _UNBOUNDED = 0, 2, 3


class OracleError(RuntimeError):
    """HiGHS returned a status the oracle cannot interpret."""


@dataclass(frozen=True)
class Constraint:
    """One constraint ``sum(coef * x) + constant REL 0`` with a priority."""

    terms: tuple[tuple[int, float], ...]
    constant: float
    relation: str
    priority: float

    @classmethod
    def from_json(cls, data: dict) -> "Constraint":
        """Build a constraint from its protocol JSON object."""
        terms = tuple((int(v), float(c)) for v, c in data["terms"])
        return cls(terms, float(data["constant"]), data["relation"], float(data["priority"]))

    @property
    def required(self) -> bool:
        """True for priority 1000 (must hold exactly)."""
        return self.priority >= REQUIRED

    def residual(self, x: Sequence[float]) -> float:
        """``sum(coef * x) + constant`` at point ``x``."""
        return sum(c * x[v] for v, c in self.terms) + self.constant

    def violation(self, x: Sequence[float]) -> float:
        """Amount by which ``x`` violates the constraint (0 if satisfied)."""
        r = self.residual(x)
        if self.relation == "==":
            return abs(r)
        return max(0.0, r) if self.relation == "<=" else max(0.0, -r)

    def scale(self, x: Sequence[float]) -> float:
        """Magnitude of the residual's parts, for scale-aware tolerances."""
        return 1.0 + abs(self.constant) + sum(abs(c * x[v]) for v, c in self.terms)


def tolerance(*magnitudes: float, tol: float = 1e-6) -> float:
    """Absolute ``tol`` plus ``tol`` relative to the largest magnitude."""
    return tol * (1.0 + max((abs(m) for m in magnitudes), default=0.0))


def is_unique(lo: float, hi: float) -> bool:
    """True when the range ``[lo, hi]`` is a single point within tolerance."""
    return math.isfinite(lo) and math.isfinite(hi) and hi - lo <= tolerance(lo, hi, tol=UNIQUE_TOL)


class LinearProgram:
    """Rows ``A_ub z <= b_ub`` and ``A_eq z == b_eq`` over growing columns.

    Columns ``0..nvars-1`` are the free problem variables; columns added by
    ``new_error_column`` are nonnegative (and may later be pinned to zero).
    """

    def __init__(self, nvars: int):
        self.nvars = nvars
        self._upper: list[float | None] = []  # upper bounds of the error columns
        self._ub: list[tuple[dict[int, float], float]] = []
        self._eq: list[tuple[dict[int, float], float]] = []
        self._arrays = None

    @property
    def ncols(self) -> int:
        """Number of columns (variables plus error columns)."""
        return self.nvars + len(self._upper)

    def new_error_column(self) -> int:
        """Add a nonnegative column and return its index."""
        self._upper.append(None)
        self._arrays = None
        return self.ncols - 1

    def add_ub(self, coeffs: dict[int, float], rhs: float) -> None:
        """Add the row ``coeffs . z <= rhs``."""
        self._ub.append((coeffs, rhs))
        self._arrays = None

    def add_eq(self, coeffs: dict[int, float], rhs: float) -> None:
        """Add the row ``coeffs . z == rhs``."""
        self._eq.append((coeffs, rhs))
        self._arrays = None

    def restrict_to_optimal_face(self, result) -> None:
        """Shrink the feasible set to the optimal face of the LP just solved.

        By complementary slackness a feasible point is optimal iff it is
        complementary to the dual solution found: error columns with a
        positive reduced cost are pinned to zero and inequality rows with a
        nonzero dual become equalities. No slack is involved, so lower levels
        cannot trade against this one and unique variables stay points.
        """
        reduced = result.lower.marginals[self.nvars:]
        self._upper = [0.0 if d > DUAL_TOL else upper for d, upper in zip(reduced, self._upper)]
        duals = result.ineqlin.marginals if self._ub else []
        tight = [abs(y) > DUAL_TOL for y in duals]
        self._eq.extend(row for row, is_tight in zip(self._ub, tight) if is_tight)
        self._ub = [row for row, is_tight in zip(self._ub, tight) if not is_tight]
        self._arrays = None

    def add_hard(self, con: Constraint) -> None:
        """Add ``con`` as a constraint that must hold exactly."""
        row = _term_row(con)
        if con.relation == "==":
            self.add_eq(row, -con.constant)
        elif con.relation == "<=":
            self.add_ub(row, -con.constant)
        else:
            self.add_ub({v: -c for v, c in row.items()}, con.constant)

    def add_soft(self, con: Constraint) -> list[int]:
        """Add ``con`` with error columns; return the columns whose sum is its violation."""
        row = _term_row(con)
        if con.relation == "==":
            plus, minus = self.new_error_column(), self.new_error_column()
            self.add_eq({**row, plus: -1.0, minus: 1.0}, -con.constant)
            return [plus, minus]
        err = self.new_error_column()
        if con.relation == "<=":
            self.add_ub({**row, err: -1.0}, -con.constant)
        else:
            self.add_ub({**{v: -c for v, c in row.items()}, err: -1.0}, con.constant)
        return [err]

    def minimise(self, objective: dict[int, float]):
        """Minimise ``objective . z``; return scipy's result (status 0, 2 or 3).

        HiGHS presolve may call an unbounded LP infeasible, so infeasibility
        (and any failure) is confirmed by solving again without presolve.
        """
        c = np.zeros(self.ncols)
        for col, coef in objective.items():
            c[col] += coef
        a_ub, b_ub, a_eq, b_eq, bounds = self._matrices()
        result = None
        for presolve in (True, False):
            result = linprog(c, A_ub=a_ub, b_ub=b_ub, A_eq=a_eq, b_eq=b_eq, bounds=bounds,
                             method="highs", options={**HIGHS_OPTIONS, "presolve": presolve})
            if result.status in (_OPTIMAL, _UNBOUNDED):
                return result
        if result.status == _INFEASIBLE:
            return result
        raise OracleError(f"HiGHS failed: status {result.status}: {result.message}")

    def _matrices(self):
        """Dense arrays for linprog, cached until the next change."""
        if self._arrays is None:
            self._arrays = (*_dense(self._ub, self.ncols), *_dense(self._eq, self.ncols),
                            [(None, None)] * self.nvars + [(0.0, upper) for upper in self._upper])
        return self._arrays


def _term_row(con: Constraint) -> dict[int, float]:
    """The constraint's coefficients keyed by variable (repeated variables summed)."""
    row: dict[int, float] = defaultdict(float)
    for v, c in con.terms:
        row[v] += c
    return dict(row)


def _dense(rows: list[tuple[dict[int, float], float]], ncols: int):
    """Turn sparse rows into ``(A, b)`` arrays, or ``(None, None)`` when empty."""
    if not rows:
        return None, None
    a = np.zeros((len(rows), ncols))
    for i, (coeffs, _) in enumerate(rows):
        for col, coef in coeffs.items():
            a[i, col] += coef
    return a, np.array([rhs for _, rhs in rows])


def feasible_point(constraints: Sequence[Constraint], nvars: int) -> list[float] | None:
    """A point satisfying every constraint as a hard constraint, or None if infeasible."""
    lp = LinearProgram(nvars)
    for con in constraints:
        lp.add_hard(con)
    result = lp.minimise({})
    if result.status == _INFEASIBLE:
        return None
    if result.status != _OPTIMAL:
        raise OracleError(f"feasibility LP ended with status {result.status}: {result.message}")
    return list(result.x[:nvars])


def is_feasible(constraints: Sequence[Constraint], nvars: int) -> bool:
    """True when the constraints, all treated as hard, can hold together."""
    return feasible_point(constraints, nvars) is not None


class FeasibilityCache:
    """Incremental feasibility of a growing set of hard constraints.

    Keeps a point satisfying the accepted constraints; a new constraint that
    this point already satisfies is feasible without solving an LP.
    """

    def __init__(self, nvars: int):
        self.nvars = nvars
        self.accepted: list[Constraint] = []
        self._point: list[float] | None = [0.0] * nvars

    def try_add(self, con: Constraint) -> bool:
        """Add ``con`` if the set stays feasible; return whether it was added."""
        point = self._point
        if point is None or con.violation(point) > POINT_TOL * con.scale(point):
            point = feasible_point(self.accepted + [con], self.nvars)
            if point is None:
                return False
        self.accepted.append(con)
        self._point = point
        return True


def minimal_conflict(constraints: Sequence[Constraint], nvars: int) -> list[int]:
    """Deletion filter: indices of a minimal infeasible subset of an infeasible set."""
    keep = list(range(len(constraints)))
    for index in list(keep):
        trial = [k for k in keep if k != index]
        if not is_feasible([constraints[k] for k in trial], nvars):
            keep = trial
    return keep


@dataclass
class LexOptimum:
    """The lexicographic optimum of a constraint system.

    ``level_totals`` maps each optional priority to its optimal violation sum,
    ``ranges`` gives each variable's ``(lo, hi)`` on the optimal face
    (infinite when unbounded) and ``point`` is one point of that face.
    """

    level_totals: dict[float, float]
    ranges: list[tuple[float, float]]
    point: list[float]


def lexicographic_optimum(constraints: Sequence[Constraint], nvars: int) -> LexOptimum:
    """Optimise the levels from the highest down, then range every variable.

    The required constraints must be feasible; ``OracleError`` otherwise.
    """
    lp = LinearProgram(nvars)
    level_columns: dict[float, list[int]] = defaultdict(list)
    for con in constraints:
        if con.required:
            lp.add_hard(con)
        else:
            level_columns[con.priority].extend(lp.add_soft(con))
    totals: dict[float, float] = {}
    result = _expect_optimal(lp.minimise({}), "required constraints")
    for level in sorted(level_columns, reverse=True):
        objective = {col: 1.0 for col in level_columns[level]}
        result = _expect_optimal(lp.minimise(objective), f"level {level!r}")
        totals[level] = max(0.0, result.fun)
        lp.restrict_to_optimal_face(result)
    point = list(result.x[:nvars])
    used = {v for con in constraints for v, c in con.terms if c != 0.0}
    ranges = []
    for var in range(nvars):
        lo, hi = (-math.inf, math.inf)
        if var in used:
            (lo, hi), points = _variable_range(lp, var)
            for face_point in points:
                _check_on_face(constraints, totals, face_point)
        ranges.append((lo, hi))
    _check_on_face(constraints, totals, point)
    return LexOptimum(totals, ranges, point)


def _check_on_face(constraints: Sequence[Constraint], totals: dict[float, float], point: list[float]) -> None:
    """Raise ``OracleError`` unless ``point`` meets the required constraints and every level total."""
    sums: dict[float, float] = defaultdict(float)
    for con in constraints:
        violation = con.violation(point)
        if con.required and violation > FACE_TOL * con.scale(point):
            raise OracleError(f"face point violates required {con} by {violation:g}")
        if not con.required:
            sums[con.priority] += violation
    for level, total in totals.items():
        if abs(sums[level] - total) > tolerance(sums[level], total, tol=FACE_TOL):
            raise OracleError(f"face point has level {level:g} total {sums[level]!r}, optimum {total!r}")


def _expect_optimal(result, what: str):
    """Return ``result`` if optimal, else raise ``OracleError`` naming ``what``."""
    if result.status != _OPTIMAL:
        raise OracleError(f"LP for {what} ended with status {result.status}: {result.message}")
    return result


def _variable_range(lp: LinearProgram, var: int) -> tuple[tuple[float, float], list[list[float]]]:
    """Minimum and maximum of ``var`` over the feasible set of ``lp``, and the optimal points found."""
    ends, points = [], []
    for sign in (1.0, -1.0):
        result = lp.minimise({var: sign})
        if result.status == _UNBOUNDED:
            ends.append(-sign * math.inf)
        else:
            points.append(list(_expect_optimal(result, f"range of x{var}").x[:lp.nvars]))
            ends.append(sign * result.fun)
    return (ends[0], ends[1]), points
