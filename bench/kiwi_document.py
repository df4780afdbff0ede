#!/usr/bin/env python3
"""Time kiwi on the constraints of a lyt JSON document, to set a session's shape beside Cassowary's.

    lyt run --format json SCRIPT > doc.json
    python3 bench/kiwi_document.py doc.json [ID ...]

Adds every active constraint of the document to one kiwi solver (each view's frame is four
variables: x, y, width, height), then for each ID removes that constraint, updates the
variables, and adds it back, printing the times. Used for the stack form's pin
(docs/PERFORMANCE.md, "The stack form's pins"): `lyt-bench --print-script screen-stacks 1000`
gives the script, and its pins are c201 and c202.

Only the timing carries over, not the layout: kiwi weighs strengths where lyt's priorities are
strict levels, so a priority p below 1000 becomes kiwi's strength (0, 0, p), and an intrinsic
size (one constraint with two priorities in lyt) becomes two inequalities, its hugging priority
above (the document's) and a compression resistance of 750 below (the document does not give
it). kiwisolver comes from pip (`pip install kiwisolver`).
"""

import json
import re
import sys
import time

import kiwisolver as kiwi

ATTRIBUTES = "left|right|top|bottom|width|height|centerX|centerY|leading|trailing"
TERM = r"([A-Za-z0-9_.]+)\.(" + ATTRIBUTES + r")"
# `a.x == b.y * m + c @p`, each part after the relation optional.
CONSTRAINT = re.compile(
    r"^" + TERM + r" (==|<=|>=) (?:" + TERM + r"(?: \* ([0-9.]+))?)?"
    r"(?: ?([+-]) ?([0-9.]+)|([0-9.]+))?(?: @([0-9.]+))?$"
)


class Frames:
    """Four kiwi variables per item, and each attribute as an expression of them."""

    def __init__(self):
        self.variables = {}

    def variable(self, item, name):
        key = (item, name)
        if key not in self.variables:
            self.variables[key] = kiwi.Variable(f"{item}.{name}")
        return self.variables[key]

    def attribute(self, item, name):
        x, y = self.variable(item, "x"), self.variable(item, "y")
        w, h = self.variable(item, "w"), self.variable(item, "h")
        return {
            "left": x, "leading": x, "right": x + w, "trailing": x + w, "width": w, "centerX": x + 0.5 * w,
            "top": y, "bottom": y + h, "height": h, "centerY": y + 0.5 * h,
        }[name]


def strength(priority):
    return kiwi.strength.required if priority >= 1000 else kiwi.strength.create(0, 0, priority)


def kiwi_constraints(entry, frames):
    """The kiwi constraints for one constraint of the document, or None when its text is not read."""
    match = CONSTRAINT.match(entry["text"])
    if not match:
        return None
    item, name, relation, other, other_name, multiplier, sign, offset, constant, priority = match.groups()
    left = frames.attribute(item, name)
    right = 0
    if other:
        right = frames.attribute(other, other_name) * (float(multiplier) if multiplier else 1.0)
    if offset:
        right = right + (float(offset) if sign == "+" else -float(offset))
    if constant:
        right = right + float(constant)
    level = float(priority) if priority else float(entry["priority"])
    if ".intrinsic." in entry["id"] and relation == "==":
        return [(left >= right) | strength(750), (left <= right) | strength(level)]
    made = {"==": left == right, "<=": left <= right, ">=": left >= right}[relation]
    return [made | strength(level)]


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    document = json.load(open(argv[1]))
    frames = Frames()
    built, unread = {}, 0
    for entry in document["constraints"]:
        if entry["status"] != "active":
            continue
        made = kiwi_constraints(entry, frames)
        if made is None:
            unread += 1
        else:
            built[entry["id"]] = made
    solver = kiwi.Solver()
    start = time.perf_counter()
    for made in built.values():
        for constraint in made:
            solver.addConstraint(constraint)
    solver.updateVariables()
    added = time.perf_counter() - start
    count = sum(len(made) for made in built.values())
    print(f"kiwi: {count} constraints ({unread} not read), {len(frames.variables)} variables, added in {added:.3f} s")
    for name in argv[2:]:
        start = time.perf_counter()
        for constraint in built[name]:
            solver.removeConstraint(constraint)
        solver.updateVariables()
        removed = time.perf_counter() - start
        start = time.perf_counter()
        for constraint in built[name]:
            solver.addConstraint(constraint)
        solver.updateVariables()
        print(f"{name}: removed in {removed * 1000:.1f} ms, added back in {(time.perf_counter() - start) * 1000:.1f} ms")


if __name__ == "__main__":
    main(sys.argv)
