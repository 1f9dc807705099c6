"""Where a test run's time went, from its JUnit XML (pytest --junitxml):
the whole run, each file, the slowest tests. .ci/run prints it after every
run; closing notes quote it.

    python scripts/suite_time.py RESULTS.xml [--slowest 10] [--budget-minutes 40]
"""
import argparse
import collections
import sys
import xml.etree.ElementTree as ET


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("junit")
    parser.add_argument("--slowest", type=int, default=10)
    parser.add_argument("--files", type=int, default=10)
    parser.add_argument("--budget-minutes", type=float, default=40.0)
    args = parser.parse_args(argv)
    root = ET.parse(args.junit).getroot()
    suites = [root] if root.tag == "testsuite" else list(root.iter("testsuite"))
    wall = sum(float(s.get("time", 0)) for s in suites)
    counts = collections.Counter()
    per_file = collections.Counter()
    per_tier = collections.Counter()
    tests = []
    for case in root.iter("testcase"):
        seconds = float(case.get("time", 0))
        module = case.get("classname", "").split(".")
        name = f"{'/'.join(module[:2])}.py::{case.get('name')}"
        per_file[f"{'/'.join(module[:2])}.py"] += seconds
        tier = next((p.get("value") for p in case.iter("property") if p.get("name") == "tier"), "?")
        per_tier[tier] += seconds
        tests.append((seconds, name))
        outcome = "passed"
        for child in case:
            if child.tag in ("failure", "error", "skipped"):
                outcome = {"failure": "failed", "error": "error"}.get(child.tag, child.tag)
        counts[outcome] += 1
    print(f"\n=== suite time: {wall / 60:.1f} min ({wall:.0f} s) for {len(tests)} tests "
          f"({', '.join(f'{n} {k}' for k, n in sorted(counts.items()))}); "
          f"budget {args.budget_minutes:.0f} min: "
          f"{'within' if wall <= args.budget_minutes * 60 else 'OVER'}")
    # with test workers (pytest-xdist) the tests' own times add up to more
    # than the wall time above: per tier and per file are those sums
    print("--- per tier (the tests' times summed over the test workers): " + ", ".join(
        f"{tier} {seconds / 60:.1f} min" for tier, seconds in sorted(per_tier.items())))
    print(f"--- the {args.slowest} slowest tests")
    for seconds, name in sorted(tests, reverse=True)[:args.slowest]:
        print(f"{seconds:8.1f} s  {name}")
    print(f"--- the {args.files} slowest files (summed)")
    for name, seconds in per_file.most_common(args.files):
        print(f"{seconds:8.1f} s  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
