#!/usr/bin/env python3
"""Benchmark of `lyt check` (issue #30: a 300-view storyboard checks in under 200 ms).

Generates storyboards of one scene of N views — rows of an icon and a label pinned to each
other and to the root, as a list screen is laid out — in three shapes, runs the release `lyt
check` on each five times and prints one JSON line per (shape, N) with the median and the
fastest wall time, the file's size and what the check found:

- `clean`: every view determined; nothing to report;
- `conflicts`: every tenth icon also pinned 44 wide against its 40-point width (a conflict
  each, with checked fixes for the first twenty findings);
- `misplaced`: every tenth row stored 8 points off where its constraints put it.

usage: scripts/bench_check.py [--lyt PATH] [--sizes N ...] [--runs K] [--keep DIR]
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HEADER = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
    <scenes>
        <scene sceneID="scn-0">
            <objects>
                <viewController id="vc-0" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="{height}"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
"""

FOOTER = """                        </subviews>
                        <constraints>
{constraints}
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
"""


def storyboard(views, shape):
    """A scene of `views` views (rows of an icon and a label), in `shape`."""
    rows = max(1, views // 2)
    row_height = 44
    gap = 4
    subviews = []
    constraints = []

    def constraint(ident, first, first_attr, second=None, second_attr=None, constant=0):
        text = f'<constraint firstItem="{first}" firstAttribute="{first_attr}"'
        if second:
            text += f' secondItem="{second}" secondAttribute="{second_attr}"'
        if constant:
            text += f' constant="{constant}"'
        constraints.append(" " * 28 + text + f' id="{ident}"/>')

    for row in range(rows):
        y = 20 + row * (row_height + gap)
        stored_y = y + (8 if shape == "misplaced" and row % 10 == 5 else 0)
        icon, label = f"icon-{row}", f"label-{row}"
        misplaced = ' misplaced="YES"' if stored_y != y else ""
        subviews.append(
            f'                            <view contentMode="scaleToFill" '
            f'translatesAutoresizingMaskIntoConstraints="NO" id="{icon}" userLabel="Icon {row}"{misplaced}>\n'
            f'                                <rect key="frame" x="16" y="{stored_y}" width="40" height="{row_height}"/>\n'
            f"                            </view>"
        )
        subviews.append(
            f'                            <view contentMode="scaleToFill" '
            f'translatesAutoresizingMaskIntoConstraints="NO" id="{label}" userLabel="Label {row}"{misplaced}>\n'
            f'                                <rect key="frame" x="64" y="{stored_y}" width="295" height="{row_height}"/>\n'
            f"                            </view>"
        )
        constraint(f"il-{row}", icon, "leading", "root", "leading", 16)
        constraint(f"iw-{row}", icon, "width", constant=40)
        constraint(f"ih-{row}", icon, "height", constant=row_height)
        constraint(f"it-{row}", icon, "top", "root", "top", y)
        constraint(f"ll-{row}", label, "leading", icon, "trailing", 8)
        constraint(f"lr-{row}", "root", "trailing", label, "trailing", 16)
        constraint(f"lt-{row}", label, "top", icon, "top")
        constraint(f"lh-{row}", label, "height", icon, "height")
        if shape == "conflicts" and row % 10 == 5:
            constraint(f"iw44-{row}", icon, "width", constant=44)
    height = 20 + rows * (row_height + gap)
    return HEADER.replace("{height}", str(height)) + "\n".join(subviews) + "\n" + FOOTER.replace(
        "{constraints}", "\n".join(constraints)
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lyt", default=".build/release/lyt")
    parser.add_argument("--sizes", type=int, nargs="+", default=[300, 1000])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--keep", help="write the generated storyboards into this folder")
    args = parser.parse_args()
    if not os.path.exists(args.lyt):
        sys.exit(f"bench_check: no lyt at {args.lyt} (swift build -c release --product lyt)")
    folder = args.keep or tempfile.mkdtemp(prefix="lyt-check-bench-")
    os.makedirs(folder, exist_ok=True)
    for shape in ["clean", "conflicts", "misplaced"]:
        for views in args.sizes:
            path = os.path.join(folder, f"{shape}-{views}.storyboard")
            with open(path, "w") as out:
                out.write(storyboard(views, shape))
            times = []
            result = None
            for _ in range(args.runs):
                start = time.perf_counter()
                result = subprocess.run(
                    [args.lyt, "check", "--format", "json", path], capture_output=True, text=True
                )
                times.append(time.perf_counter() - start)
            if result.returncode not in (0, 1):
                sys.exit(f"bench_check: lyt check failed on {path}: {result.stderr}")
            document = json.loads(result.stdout)
            scenes = [scene for entry in document["files"] for scene in entry["scenes"]]
            findings = sum(len(scene["findings"]) for scene in scenes)
            print(
                json.dumps(
                    {
                        "workload": f"check-{shape}",
                        "views": 2 * max(1, views // 2),
                        "bytes": os.path.getsize(path),
                        "median_ms": round(statistics.median(times) * 1e3, 1),
                        "min_ms": round(min(times) * 1e3, 1),
                        "exit": result.returncode,
                        "findings": findings,
                    }
                ),
                flush=True,
            )


if __name__ == "__main__":
    main()
