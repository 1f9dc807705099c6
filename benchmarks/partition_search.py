"""Partition search vs brute force on the LM example (issue: partition search).

    python -m benchmarks.partition_search --config small --machines 2
    python -m benchmarks.partition_search --config small --machines 2 --rate-mbit 1000  # netns, root

Brute force: one training job per p in --ps (default 1,2,4,...,64), each
launched with `parallax-tf run ... --partitions p`, timed by the runtime's
step statistics (PARALLAX_TF_STATS_DIR: median step time after warm-up);
throughput = words per step over all workers / median step time.
Search: one `parallax-tf search` job (the sampling protocol inside the job,
re-lowering the step for each sampled p); its wall time, samples, fit and
choice are read from the decision it writes. The chosen p's throughput is
taken from the brute-force table (or measured if it was not in --ps).

Prints a table and one JSON line, and writes JSON + Markdown under
benchmarks/results/partition_search/. With --rate-mbit the machines are
network namespaces with shaped links (benchmarks/cluster.py; needs root),
else local processes on loopback ("localhost", "127.0.0.1", ...).
"""
from __future__ import annotations

import argparse
import contextlib
import glob
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Optional

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PARALLAX = os.path.join(os.path.dirname(sys.executable), "parallax-tf")
SCRIPT = os.path.join(ROOT, "examples", "lm", "train.py")


def _local_resources(machines: int, slots: int) -> str:
    hosts = ["localhost", "127.0.0.1", "127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"]
    if machines > len(hosts):
        raise SystemExit(f"--machines {machines}: at most {len(hosts)} loopback machines; "
                         "use --rate-mbit for namespaces")
    return ";".join(f"{h}:{','.join(str(s) for s in range(slots))}" for h in hosts[:machines])


def _run(argv: list, env: dict, log: str) -> float:
    started = time.monotonic()
    with open(log, "w") as f:
        status = subprocess.run(argv, env=env, stdout=f, stderr=subprocess.STDOUT,
                                cwd=ROOT).returncode
    if status != 0:
        tail = open(log).read()[-3000:]
        raise SystemExit(f"{' '.join(argv)} failed with status {status}; log {log}:\n{tail}")
    return time.monotonic() - started


def brute_force_point(p: int, resources: str, args: argparse.Namespace, env: dict,
                      workdir: str) -> dict:
    stats = os.path.join(workdir, f"stats_p{p}")
    run_env = {**env, "PARALLAX_TF_STATS_DIR": stats,
               "PARALLAX_TF_STATS_WARMUP": str(args.warmup)}
    wall = _run([PARALLAX, "run", "-r", resources, SCRIPT, "--config", args.config,
                 "--steps", str(args.warmup + args.steps), "--partitions", str(p),
                 "--eval-sentences", "0"],
                run_env, os.path.join(workdir, f"run_p{p}.log"))
    workers = [json.load(open(f)) for f in sorted(glob.glob(os.path.join(stats, "worker_*.json")))]
    chief = next(w for w in workers if w["worker"] == 0)
    median = statistics.median(chief["step_seconds"])
    words = sum(_elements(w["input_shapes"][0]) for w in workers)
    return {"p": p, "median_step_s": median, "words_per_s": words / median,
            "job_wall_s": round(wall, 1)}


def _elements(shape: list) -> int:
    n = 1
    for d in shape:
        n *= d
    return n


def search(resources: str, args: argparse.Namespace, env: dict, workdir: str) -> dict:
    out = os.path.join(workdir, "search")
    wall = _run([PARALLAX, "search", "-r", resources, "--out", out, SCRIPT,
                 "--config", args.config, "--steps", "50", "--eval-sentences", "0",
                 "--search-iterations", str(args.search_iterations)], env,
                os.path.join(workdir, "search.log"))
    path = max(glob.glob(os.path.join(out, "partitions-*.json")), key=os.path.getmtime)
    decision = json.load(open(path))
    return {"chosen_p": decision["result"]["chosen_p"],
            "samples": decision["result"]["samples"],
            "model": decision["result"]["model"],
            "search_wall_s": decision["settings"].get("wall_seconds"),
            "job_wall_s": round(wall, 1), "decision": path,
            "plot": os.path.splitext(path)[0] + ".png"}


@contextlib.contextmanager
def _machines(args: argparse.Namespace):
    if args.rate_mbit is None:
        yield _local_resources(args.machines, args.slots), dict(os.environ)
        return
    sys.path.insert(0, ROOT)
    from benchmarks.cluster import EmulatedCluster
    with EmulatedCluster(args.machines, rate_mbit=args.rate_mbit, prefix="pxps",
                         subnet="10.81.0.0/24") as cluster:
        yield cluster.resources(args.slots), {**os.environ, **cluster.env()}


def main(argv: Optional[list] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--config", default="small", help="LM config (tiny, small, paper)")
    parser.add_argument("--machines", type=int, default=2)
    parser.add_argument("--slots", type=int, default=1, help="workers per machine")
    parser.add_argument("--rate-mbit", type=float, default=None,
                        help="emulate machines as namespaces with links of this rate (root)")
    parser.add_argument("--ps", default="1,2,4,8,16,32,64", help="brute-force p values")
    parser.add_argument("--warmup", type=int, default=5)
    parser.add_argument("--steps", type=int, default=20, help="timed steps per brute-force run")
    parser.add_argument("--search-iterations", type=int, default=10,
                        help="timed steps per measurement of the search")
    parser.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results",
                                                      "partition_search"))
    args = parser.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    workdir = tempfile.mkdtemp(prefix="pxtf-search-bench-")
    with _machines(args) as (resources, env):
        started = time.monotonic()
        brute = [brute_force_point(int(p), resources, args, env, workdir)
                 for p in args.ps.split(",")]
        brute_wall = time.monotonic() - started
        found = search(resources, args, env, workdir)
        by_p = {b["p"]: b for b in brute}
        if found["chosen_p"] not in by_p:
            by_p[found["chosen_p"]] = brute_force_point(found["chosen_p"], resources, args,
                                                        env, workdir)
    best = max(by_p.values(), key=lambda b: b["words_per_s"])
    chosen = by_p[found["chosen_p"]]
    result = {"config": args.config, "machines": args.machines, "slots": args.slots,
              "resources": resources, "link_mbit": args.rate_mbit,
              "brute_force": sorted(by_p.values(), key=lambda b: b["p"]),
              "brute_force_wall_s": round(brute_wall, 1), "search": found,
              "best_p": best["p"], "chosen_p": chosen["p"],
              "chosen_over_best": chosen["words_per_s"] / best["words_per_s"],
              "samples": len(found["samples"])}
    _report(result, args.out)
    return 0


def _report(result: dict, out: str) -> None:
    lines = ["| p | median step (s) | words/s | |", "|---|---|---|---|"]
    for b in result["brute_force"]:
        mark = ("best" if b["p"] == result["best_p"] else "") + (
            " chosen" if b["p"] == result["chosen_p"] else "")
        lines.append(f"| {b['p']} | {b['median_step_s']:.4f} | {b['words_per_s']:.0f} | {mark} |")
    s = result["search"]
    lines += ["", f"search samples (p, s/iter): {s['samples']}",
              f"fit: {s['model']}", f"chosen p = {result['chosen_p']}, best p = "
              f"{result['best_p']}, throughput ratio chosen/best = "
              f"{result['chosen_over_best']:.3f}, {result['samples']} sampled configurations",
              f"search wall time {s['search_wall_s']} s (job incl. start-up {s['job_wall_s']} s);"
              f" brute force {result['brute_force_wall_s']} s"]
    text = "\n".join(lines)
    print(text)
    print(json.dumps(result))
    stamp = time.strftime("%Y%m%d-%H%M%S")
    with open(os.path.join(out, f"{stamp}.json"), "w") as f:
        json.dump(result, f, indent=2)
    with open(os.path.join(out, f"{stamp}.md"), "w") as f:
        f.write(text + "\n")


if __name__ == "__main__":
    sys.exit(main())
