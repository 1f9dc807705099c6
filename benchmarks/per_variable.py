"""MIXED (each sparse variable where its own cost says) against per-job AUTO
and each fixed architecture, on the ranking model (26 tables of 10 to 10^6
rows), on the emulated cluster.

    python -m benchmarks.per_variable                 # runs the sweep, then reports
    python -m benchmarks.per_variable --report-only   # reports an earlier sweep
    python -m benchmarks.per_variable --report-only --name per-variable-r2 --also per-variable-r3

The sweep is `benchmarks.compare` (one job per model x machines x rate x
architecture; throughput = examples/s over the workers, bytes per machine
measured on each machine's link); this adds what the MIXED and AUTO jobs
logged: the links MIXED measured, its per-variable plan, the predicted
communication time of each candidate plan on those links, the timed
candidates, the choice, and how long the choice took. Writes
`benchmarks/results/<name>/per_variable.md` and `per_variable.json`.
"""
from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
from pathlib import Path
from typing import Any, Optional

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(1, str(REPO))

FIXED = ("hybrid", "allreduce", "ps_agg")
ARCHS = (*FIXED, "auto", "mixed")
_TIMED = re.compile(r"architecture (AUTO|MIXED) chose (\w+) in ([\d.]+) s \((?:the cached decision "
                    r"of an earlier run: )?ms/step timed on this cluster: ([^)]*)\)")
_LINKS = re.compile(r"links \(measured on this cluster\): (\d+) Mbit/s, server round trip "
                    r"([\d.]+) ms, collective ([\d.]+) ms \(([\d.]+) s to measure\)")
_PRICED = re.compile(r"MIXED: predicted communication ms/step on the measured links: (.*)")
_PLACED = re.compile(r"MIXED placed the sparse variables: (.*)")


def _pairs(text: str) -> dict[str, float]:
    out = {}
    for item in text.split(","):
        name, _, value = item.strip().rpartition(" ")
        if name:
            out[name.lower()] = float(value)
    return out


def parse_log(text: str) -> dict[str, Any]:
    """What a MIXED or AUTO job's chief logged about its choice."""
    out: dict[str, Any] = {}
    m = _TIMED.search(text)
    if m:
        out.update(chose=m.group(2).lower(), choice_seconds=float(m.group(3)),
                   timed_ms=_pairs(m.group(4)))
    m = _LINKS.search(text)
    if m:
        out["links"] = {"mbit": float(m.group(1)), "round_trip_ms": float(m.group(2)),
                        "collective_ms": float(m.group(3)), "seconds": float(m.group(4))}
    m = _PRICED.search(text)
    if m:
        out["predicted_ms"] = _pairs(m.group(1))
    m = _PLACED.search(text)
    if m:
        groups = {}
        for part in m.group(1).split("; "):
            head, _, names = part.partition(": ")
            kind, count = head.split(" (")
            groups[kind] = [n.strip().split("/")[-2] if "/" in n else n.strip()
                            for n in names.split(",") if n.strip() and n.strip() != "-"]
        out["placed"] = groups
    return out


def _ranking(values: dict[str, float]) -> list[str]:
    return [k for k, _ in sorted(values.items(), key=lambda kv: kv[1])]


def cells(out_dirs: list[Path]) -> list[dict]:
    """One row per (machines, rate); the runs of every folder of the same
    (machines, rate, arch) are repeats: their median throughput and its
    range."""
    by_cell: dict[tuple, dict[str, list[dict]]] = {}
    for out_dir in out_dirs:
        for line in (out_dir / "results.jsonl").read_text().splitlines():
            r = json.loads(line) if line.strip() else None
            if r is not None and r.get("sweep") is None:
                by_cell.setdefault((r["machines"], r["link_mbit"]), {}).setdefault(
                    r["arch"], []).append(r)
    rows = []
    for (machines, rate), runs in sorted(by_cell.items()):
        row: dict[str, Any] = {"machines": machines, "link_mbit": rate}
        for arch in ARCHS:
            tried = runs.get(arch, [])
            done = [r for r in tried if r.get("status") == "ok" and r.get("throughput")]
            speeds = sorted(r["throughput"] for r in done)
            row[arch] = {"throughput": statistics.median(speeds) if speeds else None,
                         "range": [speeds[0], speeds[-1]] if speeds else None,
                         "repeats": len(speeds),
                         "status": "ok" if done else (tried[0].get("status") if tried
                                                      else "not run"),
                         "bytes_measured": statistics.median(
                             r["bytes_per_machine_per_iter_measured_mean"] for r in done)
                         if done else None,
                         "bytes_predicted": done[0].get(
                             "bytes_per_machine_per_iter_predicted_mean") if done else None}
            if done and arch in ("auto", "mixed"):
                logs = [parse_log((Path(r["run_dir"]) / "log.txt").read_text(errors="replace"))
                        for r in done if (Path(r["run_dir"]) / "log.txt").exists()]
                row[arch]["jobs"] = logs
                row[arch].update(logs[-1] if logs else {})
        fixed = [row[a]["throughput"] for a in FIXED if row[a]["throughput"]]
        best: Optional[float] = max(fixed) if fixed else None
        m, a = row["mixed"]["throughput"], row["auto"]["throughput"]
        row["mixed/best_fixed"] = m / best if m and best else None
        row["mixed/auto"] = m / a if m and a else None
        timed, priced = row["mixed"].get("timed_ms"), row["mixed"].get("predicted_ms")
        if timed and priced:
            row["ranking_timed"] = _ranking(timed)
            row["ranking_predicted"] = _ranking({k: v for k, v in priced.items() if k in timed})
        rows.append(row)
    return rows


def _f(x: Optional[float], spec: str = ",.0f") -> str:
    return "-" if x is None else format(x, spec)


def markdown(rows: list[dict]) -> str:
    lines = ["| machines | Mbit/s | HYBRID | ALLREDUCE | PS + agg. | AUTO (chose, s) | "
             "MIXED (chose, s) | MIXED / best fixed | MIXED / AUTO |",
             "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        def cell(arch: str) -> str:
            x = r[arch]
            if x["throughput"] is None:
                return x["status"]
            spread = f" [{_f(x['range'][0])}-{_f(x['range'][1])}]" if x["repeats"] > 1 else ""
            chose = ",".join(j.get("chose", "?") for j in x.get("jobs", []))
            extra = f" ({chose}, {_f(x.get('choice_seconds'), '.1f')} s)" \
                if arch in ("auto", "mixed") else ""
            return _f(x["throughput"]) + spread + extra
        lines.append(f"| {r['machines']} | {r['link_mbit']:g} | " + " | ".join(
            cell(a) for a in ARCHS) + f" | {_f(r['mixed/best_fixed'], '.2f')} | "
            f"{_f(r['mixed/auto'], '.2f')} |")
    lines += ["", "Throughput in examples/s (all workers; with repeats, the median [range]); "
              "AUTO's and MIXED's choice (each repeat's) and the seconds it took. MIXED's "
              "choice, per cell (its last job):", "",
              "| machines | Mbit/s | links measured (Mbit/s, round trip ms, collective ms, s) "
              "| tables ps / allreduce / allgather | timed ms/step | predicted comm. ms/step | "
              "rankings agree? |", "|---|---|---|---|---|---|---|"]
    for r in rows:
        x = r["mixed"]
        links = x.get("links") or {}
        placed = x.get("placed") or {}
        counts = " / ".join(str(len(placed.get(k, []))) for k in ("ps", "allreduce", "allgather"))
        timed = ", ".join(f"{k} {v:.1f}" for k, v in (x.get("timed_ms") or {}).items())
        priced = ", ".join(f"{k} {v:.1f}" for k, v in (x.get("predicted_ms") or {}).items())
        agree = "-" if "ranking_timed" not in r else (
            "yes" if r["ranking_timed"] == r["ranking_predicted"] else
            f"no: timed {' < '.join(r['ranking_timed'])}; predicted "
            f"{' < '.join(r['ranking_predicted'])}")
        lines.append(f"| {r['machines']} | {r['link_mbit']:g} | "
                     f"{_f(links.get('mbit'))}, {_f(links.get('round_trip_ms'), '.2f')}, "
                     f"{_f(links.get('collective_ms'), '.2f')}, {_f(links.get('seconds'), '.1f')} "
                     f"| {counts} | {timed} | {priced} | {agree} |")
    lines += ["", "Bytes per machine per step, KiB: measured on the links (median of the "
              "repeats) / the byte model's prediction for the plan the job trained with:", "",
              "| machines | Mbit/s | " + " | ".join(a.upper() for a in ARCHS) + " |",
              "|---|---|" + "---|" * len(ARCHS)]
    for r in rows:
        lines.append(f"| {r['machines']} | {r['link_mbit']:g} | " + " | ".join(
            f"{_f(_kib(r[a]['bytes_measured']))} / {_f(_kib(r[a]['bytes_predicted']))}"
            for a in ARCHS) + " |")
    return "\n".join(lines) + "\n"


def _kib(x: Optional[float]) -> Optional[float]:
    return None if x is None else x / 1024


def main(argv: Optional[list[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks.per_variable",
                                description=__doc__.split("\n\n")[0])
    p.add_argument("--name", default="per-variable")
    p.add_argument("--report-only", action="store_true")
    p.add_argument("--also", default="",
                   help="comma list of result folders whose runs are more repeats of "
                        "--name's cells")
    p.add_argument("--machines", default="2,4")
    p.add_argument("--rates", default="100,1000")
    p.add_argument("--steps", type=int, default=20)
    args = p.parse_args(argv)
    out = REPO / "benchmarks" / "results" / args.name
    if not args.report_only:
        from benchmarks import compare
        code = compare.main(["--models", "ranking", "--configs", "ranking=criteo",
                             "--archs", ",".join(ARCHS), "--machines", args.machines,
                             "--rates", args.rates, "--steps", str(args.steps),
                             "--name", args.name])
        if code:
            return code
    rows = cells([out, *(out.parent / n for n in args.also.split(",") if n)])
    text = markdown(rows)
    (out / "per_variable.md").write_text(text)
    (out / "per_variable.json").write_text(json.dumps(rows, indent=1))
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
