"""Where a test run's time went, from its JUnit XML (pytest --junitxml):
the whole run, each file, the slowest tests. .ci/run prints it after every
run; closing notes quote it.

    python scripts/suite_time.py RESULTS.xml [--slowest 10] [--budget-minutes 40]
                                 [--yardstick PYTHON] [--cpu FILE]

`--yardstick PYTHON`: also the box's speed, as the CPU seconds of
`import tensorflow` in PYTHON (the median of 3), the cost every task of
every job pays: the same suite's time varies with it (about 3.0 s and
39.3 min on one day, 4.2-7 s and 56.5 min on the next; docs/install.md).

`--cpu FILE`: also the CPU the tests used (FILE: "TICKS HZ", written by
scripts/test.sh where PARALLAX_TF_SUITE_CPU names it): pytest and every
process it or they waited for, the jobs' tasks among them; against the
box's cores over the run, it says whether the run was bound by the CPU.
"""
import argparse
import collections
import os
import statistics
import subprocess
import sys
import xml.etree.ElementTree as ET

_IMPORT_CPU = ("import resource, tensorflow; r = resource.getrusage(resource.RUSAGE_SELF); "
               "print(r.ru_utime + r.ru_stime)")


def yardstick(python: str, runs: int = 3) -> float:
    """The median CPU seconds of `import tensorflow` in `python`."""
    seconds = []
    for _ in range(runs):
        done = subprocess.run([python, "-c", _IMPORT_CPU], capture_output=True, text=True,
                              check=True, env={"TF_CPP_MIN_LOG_LEVEL": "3",
                                               "PATH": "/usr/bin:/bin"})
        seconds.append(float(done.stdout.split()[-1]))
    return statistics.median(seconds)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("junit")
    parser.add_argument("--slowest", type=int, default=10)
    parser.add_argument("--files", type=int, default=10)
    parser.add_argument("--budget-minutes", type=float, default=40.0)
    parser.add_argument("--yardstick", metavar="PYTHON", default=None)
    parser.add_argument("--cpu", metavar="FILE", default=None)
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
    if args.cpu:
        with open(args.cpu, encoding="utf-8") as f:
            ticks, hz = (int(x) for x in f.read().split())
        cpu, cores = ticks / hz, os.cpu_count() or 1
        print(f"--- CPU: the tests' processes used {cpu / 60:.1f} min, "
              f"{cpu / wall if wall else 0:.2f} of the box's {cores} cores over the run")
    if args.yardstick:
        print(f"--- the box's speed: import tensorflow takes {yardstick(args.yardstick):.1f} s "
              "of CPU (median of 3)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
