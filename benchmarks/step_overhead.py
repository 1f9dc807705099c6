"""Where our ALLREDUCE step's time goes, against a plain Horovod script.

    python -m benchmarks.step_overhead [--steps 200] [--name step-overhead]

Runs the LM example's tiny model on 2 workers ("localhost:0;127.0.0.1:0",
two names of this box), ALLREDUCE, once per collective engine, and the
plain Horovod peer (`benchmarks/peers/horovod_lm.py`) on the same
resources, one after the other in one run. In our jobs worker 0 times, per
step, on the same batch:

* `runner`: `runner.run(x, y)`, what a user's loop pays;
* `session`: the engine's `session.run` of the step's fetches alone, with
  the same feed (what TensorFlow and the collectives take);
* `python`: `runner` - `session`: flattening and checking the batch, the
  heartbeat, statistics, the non-finite check, checkpoint bookkeeping.

The peer's per-step time is its worker 0's (`PARALLAX_TF_STATS_DIR`).
Prints a table and writes `benchmarks/results/<name>/{results.json,table.md}`.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
RESULTS = REPO / "benchmarks" / "results"
RESOURCES = "localhost:0;127.0.0.1:0"


def child(out: str, steps: int, warmup: int) -> None:
    """A worker of our job: time `runner.run` and the bare session run."""
    sys.path.insert(0, str(REPO / "examples" / "lm"))
    import train  # the LM example

    import parallax_tf as px
    args = train.parse_args(["--config", "tiny"])
    _, corpus, _, step = train.build(args)
    runner = px.get_runner(step, config=px.Config(architecture="allreduce"))
    batch = corpus.sample_batches(1)[0]
    x, y = batch
    for _ in range(warmup):
        runner.run(x, y)
    runner_s = []
    for _ in range(steps):
        t = time.perf_counter()
        runner.run(x, y)
        runner_s.append(time.perf_counter() - t)
    engine = runner.engine
    program = engine.program
    from parallax_tf.runtime import inputs
    feed = dict(zip(program.inputs, inputs.flatten((x, y))))
    fetches = [list(program.outputs), program.step_done]
    session_s = []
    for _ in range(steps):
        t = time.perf_counter()
        engine.session.run(fetches, feed)
        session_s.append(time.perf_counter() - t)
    if runner.worker_id == 0:
        with open(out, "w", encoding="utf-8") as f:
            json.dump({"runner_s": runner_s, "session_s": session_s}, f)


def _launch(argv: list[str], env: dict, timeout: float = 600) -> str:
    done = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=timeout,
                          cwd=REPO)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)} failed ({done.returncode}):\n"
                           f"{(done.stdout + done.stderr)[-3000:]}")
    return done.stdout


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--steps", type=int, default=200)
    p.add_argument("--warmup", type=int, default=20)
    p.add_argument("--name", default="step-overhead")
    p.add_argument("--_child", default=None, help=argparse.SUPPRESS)
    args = p.parse_args()
    if args._child:
        child(args._child, args.steps, args.warmup)
        return 0
    cli = str(Path(sys.executable).with_name("parallax-tf"))
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2",
           "PYTHONPATH": os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")])}
    rows = {}
    with tempfile.TemporaryDirectory() as tmp:
        for engine in ("horovod", "tensorflow"):
            out = os.path.join(tmp, f"{engine}.json")
            _launch([cli, "run", "--collectives", engine, "-a", "allreduce", "-r", RESOURCES,
                     str(Path(__file__).resolve()), "--steps", str(args.steps),
                     "--warmup", str(args.warmup), "--_child", out], env)
            with open(out, encoding="utf-8") as f:
                rows[f"ALLREDUCE, {engine} collectives"] = json.load(f)
        stats = os.path.join(tmp, "stats")
        _launch([cli, "run", "--plain", "--collectives", "horovod", "-a", "allreduce",
                 "-r", RESOURCES, str(REPO / "benchmarks" / "peers" / "horovod_lm.py"),
                 "--config", "tiny", "--steps", str(args.steps + args.warmup),
                 "--log-every", "100000"],
                {**env, "PARALLAX_TF_STATS_DIR": stats,
                 "PARALLAX_TF_STATS_WARMUP": str(args.warmup)})
        with open(os.path.join(stats, "worker_0.json"), encoding="utf-8") as f:
            rows["plain Horovod script"] = {"runner_s": json.load(f)["step_seconds"]}
    peer = statistics.median(rows["plain Horovod script"]["runner_s"])
    lines = ["| tiny LM, 2 workers, loopback | step (median ms) | session.run (ms) | "
             "Python around it (ms) | vs plain Horovod |", "|---|---|---|---|---|"]
    summary = {}
    for name, r in rows.items():
        step = statistics.median(r["runner_s"])
        session = statistics.median(r["session_s"]) if "session_s" in r else None
        summary[name] = {"step_ms": step * 1e3,
                         "session_ms": None if session is None else session * 1e3,
                         "ratio_vs_plain_horovod": step / peer}
        lines.append(f"| {name} | {step * 1e3:.2f} | "
                     f"{'-' if session is None else f'{session * 1e3:.2f}'} | "
                     f"{'-' if session is None else f'{(step - session) * 1e3:.2f}'} | "
                     f"{step / peer:.2f}x |")
    table = "\n".join(lines)
    print(table)
    folder = RESULTS / args.name
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "table.md").write_text(
        f"`python -m benchmarks.step_overhead --steps {args.steps}` "
        f"({time.strftime('%Y-%m-%d %H:%M')})\n\n{table}\n")
    (folder / "results.json").write_text(json.dumps({"summary": summary, "raw": rows}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
