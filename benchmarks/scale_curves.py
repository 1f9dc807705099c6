"""8 to 1,024 workers, predicted (issue 66 item 4): each example's throughput
and busiest machine's bytes per architecture on clusters of 1 to 128
machines of 8 workers, and where adding machines stops paying.

    python -m benchmarks.scale_curves                 # predict, write JSON, draw
    python -m benchmarks.scale_curves --plots-only    # redraw from curves.json

Per model (`--config tiny`, its `parallax_tf_step` hook) and link speed one
`px.plan(cores=36, links=..., scale=Scale(shapes, step_s, calibration))`:
what `parallax-tf plan SCRIPT -r a:0 --cores 36 --links MBIT,RTT_MS
--predict 1x8,...,128x8 --step-ms MS --calibration FILE -- --config tiny`
prints. The step alone is given (`--step-ms`), not timed on this box: one
core busy that long per worker step (`STEP_MS` says where each came from).
The CPU constants are the calibration fitted on this project's 2-core box
(`benchmarks/results/predict-r3/prediction-fitted-on-predict-r3.json`, the
one `scale_check` was checked with), not a fit for 36-core machines.

Writes `benchmarks/results/<name>/curves.json` (every point, the stops, the
seconds each plan took) and `docs/img/scale-<model>.png` (throughput and
bytes per machine against workers, log-log, one line per architecture and
link speed, a ring where it stops paying), and prints the tables of
docs/scaling.md ("8 to 1,024 workers, predicted").
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Optional, Sequence

REPO = Path(__file__).resolve().parents[1]
RESULTS = REPO / "benchmarks" / "results"
IMG = REPO / "docs" / "img"
MODELS = {"lm": "examples/lm/train.py", "nmt": "examples/nmt/train.py",
          "resnet": "examples/resnet/train.py"}
SHAPES = tuple(f"{m}x8" for m in (1, 2, 4, 8, 16, 32, 64, 128))
LINKS = ("10000,0.05", "100000,0.01", "1000,0.1")
"""10 Gbit/s with a 50 us round trip, 100 Gbit/s with 10 us, and 1 Gbit/s
with 100 us (added: at 10 and 100 the tiny models' links never bind)."""
CALIBRATION = "benchmarks/results/predict-r3/prediction-fitted-on-predict-r3.json"
STEP_MS = {"lm": 3.5, "nmt": 27.2, "resnet": 9.3}
"""A single device's step at one worker's batch, ms: the step alone's CPU
seconds (not its wall time: on one core the CPU it took on two is the
step). LM and ResNet: measured by `scale_check predict`
(`benchmarks/results/scale-predicted/predicted.json`, "compute": cpu_s
3.49 and 9.30 ms). NMT: none was committed; timed once for this file the
same way (`px.plan(scale=Scale(("1x1",)))`, `predicted["compute"]`): cpu_s
27.2 ms, wall 20.0 ms (LM 3.39, ResNet 7.02 in the same process)."""
STEP_SOURCE = {"lm": "scale-predicted/predicted.json compute.cpu_s 3.49 ms",
               "resnet": "scale-predicted/predicted.json compute.cpu_s 9.30 ms",
               "nmt": "timed once for scale_curves (predicted['compute'] cpu_s 27.2 ms, "
                      "wall 20.0 ms, 2-core box)"}
TABLE_WORKERS = (8, 64, 1024)


def _hook(model: str, config: str) -> Any:
    """The example's `parallax_tf_step` at `--config config`, loaded as
    `parallax-tf plan` loads a script."""
    from parallax_tf import script
    return script.step_spec(script.load_script(str(REPO / MODELS[model])),
                            ["--config", config])


def _mbit(link: str) -> float:
    return float(link.split(",")[0])


def _label(link: str) -> str:
    return f"{_mbit(link) / 1000:g} Gbit/s"


def predict(args: argparse.Namespace) -> dict[str, Any]:
    import parallax_tf as px
    from parallax_tf.planner.per_variable import Links
    from parallax_tf.planner.scale import Scale
    from parallax_tf.planner.step_time import Calibration, Cores
    calibration = Calibration.load(str(REPO / args.calibration))
    out = RESULTS / args.name / "curves.json"
    record: dict[str, Any] = json.loads(out.read_text()) if out.exists() else {}
    record.update({
        "command": "python -m benchmarks.scale_curves " + " ".join(sys.argv[1:]),
        "commit": subprocess.run(["git", "rev-parse", "HEAD"], cwd=REPO, capture_output=True,
                                 text=True).stdout.strip(),
        "shapes": list(args.shapes), "cores_per_machine": args.cores,
        "calibration_file": args.calibration, "config": args.config})
    models = record.setdefault("models", {})
    for model in args.models:
        step_ms = args.step_ms[model]
        if not step_ms > 0:
            raise SystemExit(f"scale_curves: give --step-ms {model}=MS")
        started = time.perf_counter()
        spec = _hook(model, args.config)
        entry: dict[str, Any] = {"script": MODELS[model], "step_ms": step_ms,
                                 "step_ms_from": "--step-ms" if model in args.given
                                 else STEP_SOURCE[model],
                                 "hook_s": round(time.perf_counter() - started, 2),
                                 "links": {}}
        for link in args.links:
            started = time.perf_counter()
            plan = px.plan(spec.step, *spec.example_args, resources="a:0", config=spec.config,
                           sample_batches=spec.sample_batches, links=Links.parse(link),
                           cores=Cores(per_machine=args.cores),
                           scale=Scale(shapes=tuple(args.shapes), step_s=step_ms / 1e3,
                                       calibration=calibration))
            took = time.perf_counter() - started
            scaled = plan.predicted["scale"]
            entry["links"][link] = {"plan_s": round(took, 2), "unit": scaled["unit"],
                                    "points": scaled["points"], "stops": scaled["stops"],
                                    "left_out": scaled["left_out"],
                                    "compute": scaled["compute"]}
            print(f"{model} {_label(link)}: planned and predicted {len(args.shapes)} shapes "
                  f"in {took:.1f} s", flush=True)
        models[model] = entry
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(record, indent=1) + "\n")   # after every model
    print(f"wrote {out}")
    return record


def _groups(links: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """The link speeds whose points and stops are all the same, as one
    ("10, 100 Gbit/s", their points), in the order given."""
    out: list[tuple[list[str], dict[str, Any]]] = []
    for link, got in links.items():
        key = [(p["arch"], p["step_s"], p["bytes_per_machine"]) for p in got["points"]]
        for names, first in out:
            if [(p["arch"], p["step_s"], p["bytes_per_machine"])
                    for p in first["points"]] == key and first["stops"] == got["stops"]:
                names.append(link)
                break
        else:
            out.append(([link], got))
    return [(", ".join(f"{_mbit(n) / 1000:g}" for n in names) + " Gbit/s", got)
            for names, got in out]


def _workers(shape: str) -> int:
    m, w = shape.split("x")
    return int(m) * int(w)


def draw(record: dict[str, Any], models: Sequence[str]) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    colors = {"hybrid": "tab:blue", "allreduce": "tab:orange", "ps": "tab:green",
              "mixed": "tab:red"}
    styles = ["-", "--", "-."]
    for model in models:
        entry = record["models"].get(model)
        if entry is None:
            continue
        fig, (left, right) = plt.subplots(1, 2, figsize=(9.0, 4.2))
        for k, (label, got) in enumerate(_groups(entry["links"])):
            archs = list(dict.fromkeys(p["arch"] for p in got["points"]))
            for arch in archs:
                mine = [p for p in got["points"] if p["arch"] == arch]
                x = [_workers(p["shape"]) for p in mine]
                kw = {"color": colors.get(arch), "ls": styles[k % 3], "lw": 1.3}
                left.plot(x, [p["throughput"] for p in mine], marker=".", ms=4,
                          label=f"{arch.upper()}, {label}", **kw)
                moved = [p for p in mine if p["bytes_per_machine"] > 0]   # one machine: none
                right.plot([_workers(p["shape"]) for p in moved],
                           [p["bytes_per_machine"] / 2**20 for p in moved], marker=".", ms=4,
                           **kw)
                stop = got["stops"].get(arch, {}).get("after")
                if stop is not None:
                    p = next(p for p in mine if p["shape"] == stop)
                    left.plot([_workers(stop)], [p["throughput"]], "o", mfc="none", ms=9,
                              color=colors.get(arch))
        first = next(iter(entry["links"].values()))
        base = min((p for p in first["points"] if _workers(p["shape"]) == 8),
                   key=lambda p: p["step_s"], default=None)
        if base is not None:                           # linear from the best 8-worker point
            xs = sorted({_workers(p["shape"]) for p in first["points"]})
            left.plot(xs, [base["throughput"] * w / 8 for w in xs], color="grey", ls=":",
                      lw=1.0, label="linear")
        unit = first["unit"]
        ticks = sorted({_workers(p["shape"]) for p in first["points"]})
        for ax in (left, right):
            ax.set_xscale("log", base=2)
            ax.set_yscale("log")
            ax.set_xticks(ticks, [f"{w:,}" for w in ticks], fontsize=7)
            ax.set_xlabel("workers (8 a machine)")
            ax.grid(True, which="major", alpha=0.3)
        left.set_ylabel(f"throughput ({unit})")
        right.set_ylabel("busiest machine's MiB a step")
        fig.legend(*left.get_legend_handles_labels(), loc="lower center", ncol=4, fontsize=7,
                   frameon=False)
        fig.suptitle(f"{model.upper()} (tiny), predicted: {record['cores_per_machine']} cores "
                     f"a machine, step alone {entry['step_ms']:g} ms; ring: stops paying after",
                     fontsize=9)
        fig.tight_layout(rect=(0, 0.13, 1, 1))
        IMG.mkdir(parents=True, exist_ok=True)
        path = IMG / f"scale-{model}.png"
        fig.savefig(path, dpi=80)
        plt.close(fig)
        print(f"wrote {path} ({path.stat().st_size // 1024} KiB)")


def tables(record: dict[str, Any], models: Sequence[str]) -> None:
    """The markdown tables of docs/scaling.md."""
    for model in models:
        entry = record["models"].get(model)
        if entry is None:
            continue
        unit = next(iter(entry["links"].values()))["unit"]
        print(f"\n{model.upper()} (step alone {entry['step_ms']:g} ms; {unit})\n")
        print("| architecture | link | " + " | ".join(f"{w:,} workers" for w in TABLE_WORKERS)
              + " | stops paying after | bound there |")
        print("|---|---|" + "---:|" * len(TABLE_WORKERS) + "---|---|")
        for label, got in _groups(entry["links"]):
            for arch, stop in got["stops"].items():
                by = {_workers(p["shape"]): p for p in got["points"] if p["arch"] == arch}
                cells = [f"{by[w]['throughput']:,.0f}" if w in by else "-"
                         for w in TABLE_WORKERS]
                after = (f"{_workers(stop['after']):,} workers" if stop["after"]
                         else "still pays at 1,024")
                print(f"| {arch.upper()} | {label} | " + " | ".join(cells)
                      + f" | {after} | {stop['bound']} ({stop['at']}) |")


def main(argv: Optional[Sequence[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks.scale_curves",
                                description=__doc__.split("\n\n")[0])
    p.add_argument("--name", default="scale-curves", help="benchmarks/results/<name>/")
    p.add_argument("--models", type=lambda s: s.split(","), default=list(MODELS))
    p.add_argument("--config", default="tiny")
    p.add_argument("--shapes", type=lambda s: s.split(","), default=list(SHAPES))
    p.add_argument("--links", type=lambda s: s.split(";"), default=list(LINKS),
                   help="MBIT,RTT_MS;MBIT,RTT_MS (default 10 and 100 Gbit/s)")
    p.add_argument("--cores", type=int, default=36, help="cores per machine (default 36)")
    p.add_argument("--step-ms", type=lambda s: dict((k, float(v)) for k, v in (
        i.split("=") for i in s.split(","))), default={},
        help="per model, e.g. 'nmt=20' (default: STEP_MS)")
    p.add_argument("--calibration", default=CALIBRATION)
    p.add_argument("--plots-only", action="store_true", help="redraw from curves.json")
    args = p.parse_args(argv)
    args.given, args.step_ms = set(args.step_ms), {**STEP_MS, **args.step_ms}
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    if args.plots_only:
        record = json.loads((RESULTS / args.name / "curves.json").read_text())
    else:
        record = predict(args)
    draw(record, args.models)
    tables(record, args.models)
    return 0


if __name__ == "__main__":
    sys.exit(main())
