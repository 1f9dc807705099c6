"""Convergence check: does distributed training (parallax_tf, HYBRID) learn
like single-device training on the same examples?

    .venv/bin/python examples/convergence.py                  # LM and NMT, ~15-20 min here
    .venv/bin/python examples/convergence.py --models lm --lm-steps 100 --out /tmp/conv

For each model it trains the example twice from the same initial values,
for the same number of steps, on the same examples per step:

* single-device: `train.py --batch-size W*b` (W = workers, b = per-worker
  batch), one process;
* distributed: `parallax-tf run --resources R train.py --batch-size b`
  (default R = "localhost:0,1;127.0.0.1:0,1": 4 workers over 2 "machines"
  of this box, HYBRID: sparse variables on the parameter servers, dense ones
  AllReduced; gradients averaged over the workers).

`px.shard` gives worker i elements i, i+W, ..., so at step k the W
per-worker batches together are the single-device batch k (for the LM's
synthetic corpus exactly; the NMT example shuffles each worker's part with
a 10,000-sentence buffer, so there the examples of a step differ but come
from the same set). Each run writes TensorBoard scalars (worker 0: the
training loss per step, the held-out metric every --*-eval-every steps);
this script reads them back and writes, under --out, one PNG per model
(training loss and metric against the step, both runs) and convergence.json
(the curves, final metrics, wall times). With --install (the default) the PNG
and that model's JSON are also copied to examples/<model>/convergence.{png,json}.

The distributed loss curve is worker 0's loss on its own per-worker batch
(a quarter of the single-device batch with 4 workers), so it is noisier; the
plots also show a moving average. Both runs evaluate the same held-out set
with the same code (worker 0, plain eager TF after `runner.export()`).
"""
from __future__ import annotations

import argparse
import datetime
import json
import math
import os
import platform
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, HERE)

PYTHON = sys.executable
PARALLAX_TF = os.path.join(os.path.dirname(sys.executable), "parallax-tf")

# model -> (script, metric tag, metric label, higher is better, extra train.py args)
MODELS = {
    "lm": ("lm/train.py", "perplexity", "held-out perplexity", False, []),
    "nmt": ("nmt/train.py", "bleu", "held-out BLEU", True, []),
}


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--models", default="lm,nmt", help="comma-separated: lm, nmt")
    p.add_argument("--resources", default="localhost:0,1;127.0.0.1:0,1",
                   help="the distributed run's machines and slots (default: 4 workers over "
                        "2 local 'machines')")
    p.add_argument("--architecture", default="hybrid", choices=["hybrid", "allreduce", "ps"])
    p.add_argument("--lm-config", default="small")
    p.add_argument("--lm-steps", type=int, default=300)
    p.add_argument("--lm-eval-every", type=int, default=50)
    p.add_argument("--lm-batch-size", type=int, default=None,
                   help="per-worker batch (default: the config's)")
    p.add_argument("--nmt-config", default="tiny",
                   help="default tiny: `small` takes ~10 s per step on the 2-core box")
    p.add_argument("--nmt-steps", type=int, default=500)
    p.add_argument("--nmt-eval-every", type=int, default=100)
    p.add_argument("--nmt-batch-size", type=int, default=None,
                   help="per-worker batch (default: the config's)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--timeout", type=float, default=1800, help="seconds per run")
    p.add_argument("--out", default=os.path.join(tempfile.gettempdir(), "parallax_convergence"),
                   help="logs, TensorBoard scalars, PNGs and convergence.json")
    p.add_argument("--no-install", dest="install", action="store_false",
                   help="do not copy the PNG and JSON into examples/<model>/")
    args = p.parse_args(argv)
    args.models = [m for m in args.models.split(",") if m]
    for m in args.models:
        if m not in MODELS:
            p.error(f"--models: unknown model {m!r} (choose from {', '.join(MODELS)})")
    return args


def num_workers(resources: str) -> int:
    """Slots in a resources string ('h1:0,1;h2:0,1' -> 4)."""
    return sum(len(part.split(":", 1)[1].split(",")) if ":" in part else 1
               for part in resources.split(";") if part.strip())


def default_batch(model: str, config: str) -> int:
    """The per-worker batch of the example's config (read in a child process:
    the examples import their modules under plain names)."""
    code = {"lm": "import sys; sys.path.insert(0, 'examples/lm'); from model import CONFIGS",
            "nmt": "import sys; sys.path.insert(0, 'examples'); from nmt.model import CONFIGS"}
    done = subprocess.run([PYTHON, "-c", f"{code[model]}; print(CONFIGS[{config!r}].batch_size)"],
                          cwd=REPO, capture_output=True, text=True, check=True,
                          env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"})
    return int(done.stdout.strip().splitlines()[-1])


def run_one(cmd: list, log_path: str, timeout: float) -> dict:
    """Run `cmd` from the repository root, output to `log_path`."""
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2", "PYTHONUNBUFFERED": "1"}
    start = time.perf_counter()
    with open(log_path, "w", encoding="utf-8") as log:
        log.write("$ " + " ".join(cmd) + "\n")
        log.flush()
        try:
            code = subprocess.run(cmd, cwd=REPO, stdout=log, stderr=subprocess.STDOUT,
                                  env=env, timeout=timeout).returncode
        except subprocess.TimeoutExpired:
            code = "timeout"
    wall = time.perf_counter() - start
    text = open(log_path, encoding="utf-8", errors="replace").read()
    done = re.findall(r"^(?:\[worker 0\] )?(?:\[worker 0/\d+\] )?(done: \d+ steps, ([\d.]+) "
                      r"ms/step.*)$", text, re.M)
    return {"exit": code, "wall_s": round(wall, 1),
            "ms_per_step": float(done[-1][1]) if done else None,
            "done_line": done[-1][0].strip() if done else None,
            "log": log_path, "tail": "" if code == 0 else text[-3000:]}


def read_curves(logdir: str) -> dict:
    from common.monitor import read_scalars
    try:
        scalars = read_scalars(logdir)
    except Exception as e:
        return {"error": f"{type(e).__name__}: {e}"}
    return {tag: sorted(values) for tag, values in scalars.items()}


def lm_floor(config: str, seq_len_override=None) -> float | None:
    """The synthetic LM task's lowest possible perplexity: targets at odd
    positions are determined by their predecessor, the others are Zipf draws
    (entropy H), so the floor is exp(H * floor(L/2) / L)."""
    code = ("import sys, math, numpy as np; sys.path.insert(0, 'examples/lm');"
            "from model import CONFIGS; from data import zipf_probabilities, DEFAULT_EXPONENT;"
            f"c = CONFIGS[{config!r}]; p = zipf_probabilities(c.vocab, DEFAULT_EXPONENT);"
            "h = float(-(p * np.log(p)).sum()); L = c.seq_len;"
            "print(math.exp(h * (L // 2) / L))")
    done = subprocess.run([PYTHON, "-c", code], cwd=REPO, capture_output=True, text=True,
                          env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"})
    try:
        return float(done.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return None


def moving_average(values: list, window: int) -> list:
    out, total = [], 0.0
    for i, v in enumerate(values):
        total += v
        if i >= window:
            total -= values[i - window]
        out.append(total / min(i + 1, window))
    return out


def plot(model: str, result: dict, path: str) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    _, tag, label, _, _ = MODELS[model]
    fig, (ax_loss, ax_metric) = plt.subplots(1, 2, figsize=(11, 4.2))
    colors = {"single": "tab:blue", "distributed": "tab:orange"}
    for name, run in result["runs"].items():
        curves = run.get("curves", {})
        loss = curves.get("loss", [])
        if loss:
            steps = [s for s, _ in loss]
            values = [v for _, v in loss]
            ax_loss.plot(steps, values, color=colors[name], alpha=0.25, linewidth=0.8)
            ax_loss.plot(steps, moving_average(values, 20), color=colors[name],
                         label=f"{run['label']} (moving avg. 20)")
        metric = curves.get(tag, [])
        if metric:
            ax_metric.plot([s for s, _ in metric], [v for _, v in metric], "o-",
                           color=colors[name], markersize=3,
                           label=f"{run['label']}: final {metric[-1][1]:.4g}")
    if model == "lm" and result.get("perplexity_floor"):
        ax_metric.axhline(result["perplexity_floor"], color="grey", linestyle=":",
                          label=f"lowest possible ({result['perplexity_floor']:.0f})")
    if model == "lm":
        ax_metric.set_yscale("log")
    ax_loss.set_xlabel("step")
    ax_loss.set_ylabel("training loss (sampled softmax)" if model == "lm"
                       else "training loss (per target token)")
    ax_loss.set_title(f"{model} {result['config']}: training loss")
    ax_metric.set_xlabel("step")
    ax_metric.set_ylabel(label)
    ax_metric.set_title(f"{model} {result['config']}: {label}")
    for ax in (ax_loss, ax_metric):
        ax.grid(alpha=0.3)
        ax.legend(fontsize=8)
    fig.suptitle(f"{model} {result['config']}: single-device (batch {result['global_batch']}) vs "
                 f"{result['workers']} workers x {result['per_worker_batch']} "
                 f"({result['architecture'].upper()}, {result['resources']})", fontsize=9)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def converge(model: str, args, out: str) -> dict:
    script, tag, _, higher, extra = MODELS[model]
    config = getattr(args, f"{model}_config")
    steps = getattr(args, f"{model}_steps")
    every = getattr(args, f"{model}_eval_every")
    workers = num_workers(args.resources)
    b = getattr(args, f"{model}_batch_size") or default_batch(model, config)
    common = [os.path.join(HERE, script), "--config", config, "--steps", str(steps),
              "--eval-every", str(every), "--seed", str(args.seed), "--log-every", "50",
              "--architecture", args.architecture, *extra]
    result = {"model": model, "config": config, "steps": steps, "eval_every": every,
              "workers": workers, "per_worker_batch": b, "global_batch": workers * b,
              "resources": args.resources, "architecture": args.architecture,
              "metric": tag, "higher_is_better": higher, "runs": {}}
    if model == "lm":
        result["perplexity_floor"] = lm_floor(config)
    runs = {
        "single": ("single-device", [PYTHON, *common, "--batch-size", str(workers * b)]),
        "distributed": (f"{workers} workers", [PARALLAX_TF, "run", "--resources", args.resources,
                                               *common, "--batch-size", str(b)]),
    }
    for name, (label, cmd) in runs.items():
        logdir = os.path.join(out, model, name)
        shutil.rmtree(logdir, ignore_errors=True)
        os.makedirs(logdir)
        print(f"[{model}] {name}: {' '.join(cmd[:3])} ... ({steps} steps)", flush=True)
        run = run_one([*cmd, "--logdir", logdir], os.path.join(out, model, f"{name}.log"),
                      args.timeout)
        run["label"] = label
        run["command"] = shlex.join(cmd + ["--logdir", logdir])
        run["curves"] = read_curves(logdir)
        metric = run["curves"].get(tag, []) if isinstance(run["curves"], dict) else []
        run[f"final_{tag}"] = metric[-1][1] if metric else None
        eval_loss = run["curves"].get("eval_loss", []) if isinstance(run["curves"], dict) else []
        run["final_eval_loss"] = eval_loss[-1][1] if eval_loss else None
        loss = run["curves"].get("loss", []) if isinstance(run["curves"], dict) else []
        tail = [v for _, v in loss[-50:]]
        run["mean_loss_last_50"] = sum(tail) / len(tail) if tail else None
        result["runs"][name] = run
        print(f"[{model}] {name}: exit {run['exit']}, {run['wall_s']} s, final {tag} "
              f"{run[f'final_{tag}']}, {run['done_line']}", flush=True)
        if run["exit"] != 0:
            print(run["tail"], flush=True)
    single = result["runs"]["single"].get(f"final_{tag}")
    dist = result["runs"]["distributed"].get(f"final_{tag}")
    if single is not None and dist is not None:
        result["final_ratio_distributed_over_single"] = dist / single if single else None
    return result


def main(argv=None) -> int:
    args = parse_args(argv)
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    started = time.perf_counter()
    summary = {"date": datetime.datetime.now().isoformat(timespec="seconds"),
               "host": f"{platform.node()}, {os.cpu_count()} CPUs",
               "load_average_at_start": os.getloadavg(), "models": {}}
    status = 0
    for model in args.models:
        result = converge(model, args, out)
        summary["models"][model] = result
        png = os.path.join(out, f"{model}_convergence.png")
        plot(model, result, png)
        result["plot"] = png
        if any(r["exit"] != 0 for r in result["runs"].values()):
            status = 1
        if args.install:
            target = os.path.join(HERE, model)
            shutil.copyfile(png, os.path.join(target, "convergence.png"))
            with open(os.path.join(target, "convergence.json"), "w", encoding="utf-8") as f:
                json.dump(_portable(result, summary), f, indent=1)
        print(f"[{model}] plot: {png}", flush=True)
    summary["wall_s"] = round(time.perf_counter() - started, 1)
    summary["load_average_at_end"] = os.getloadavg()
    path = os.path.join(out, "convergence.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(summary, f, indent=1)
    print(f"total wall time {summary['wall_s']:.0f} s; results: {path}")
    for model, result in summary["models"].items():
        tag = result["metric"]
        s = result["runs"]["single"].get(f"final_{tag}")
        d = result["runs"]["distributed"].get(f"final_{tag}")
        print(f"  {model} {result['config']} {result['steps']} steps: final {tag} "
              f"single {_fmt(s)}, distributed {_fmt(d)}")
    return status


def _fmt(value) -> str:
    return "n/a" if value is None or (isinstance(value, float) and math.isnan(value)) \
        else f"{value:.4g}"


def _portable(result: dict, summary: dict) -> dict:
    """The result for the copy kept in examples/<model>/: the repository's
    paths relative, the run's date, host and load."""
    out = {key: summary[key] for key in ("date", "host", "load_average_at_start")}
    out.update(result)
    out["plot"] = f"examples/{result['model']}/convergence.png"
    out["runs"] = {}
    for name, run in result["runs"].items():
        run = dict(run)
        run["command"] = run["command"].replace(REPO + os.sep, "")
        out["runs"][name] = run
    return out


if __name__ == "__main__":
    sys.exit(main())
