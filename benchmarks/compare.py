"""HYBRID vs ALLREDUCE (Horovod) vs PS (TF-PS) on the emulated cluster.

    python -m benchmarks.compare --quick                     # ~3 min: 2 machines, tiny LM
    python -m benchmarks.compare --models lm,nmt,resnet --machines 2,4 --rates 1000,100 \\
        --alpha-sweep 5,10,20,40 --name full                  # the full comparison

Run from the repository root, as root (network namespaces; see
benchmarks/README.md and docs/performance.md).

For every model x (machines, link rate) x architecture run it builds an
`EmulatedCluster` (one per (machines, rate), reused by the runs on it), launches
the example with ``parallax-tf run`` inside it with PARALLAX_TF_STATS_DIR set
(every worker then writes its timed window: parallax_tf/runtime/stats.py), and
computes from those files:

* throughput = (units of one step, summed over the workers) / (median over the
  timed steps of the slowest worker's step time); units: the elements of the
  token input for ``lm`` ([batch, seq] tokens), the elements of the source and
  target-output inputs for ``nmt`` (padded words), the leading dimension of the
  image input for ``resnet``;
* bytes per machine per iteration, measured: (rx + tx of the machine's ``eth0``
  over the window) / steps in the window, read by the machine's first worker;
  predicted: the chief's ``predicted_bytes_per_machine``, or, when the job
  could not give one (sparse variables' alpha is unknown at run time), the
  plan of the same step, config and cluster made offline with the script's
  sample batches (``parallax_tf_step``), which also gives alpha;
* CPU seconds per step per worker (process CPU over the window) and the CPU
  seconds of the whole job (every task, set-up included).

Architecture runs: ``hybrid``, ``allreduce`` (the Horovod baseline), ``ps``
(every variable on servers, no local aggregation: the TF-PS baseline) and
``ps_agg`` (``ps`` with local aggregation).

Outputs under benchmarks/results/<name>/: ``runs/<run>/`` (log, stats, plan,
result.json), ``results.jsonl`` (one object per run, also printed on stdout,
one per line), ``summary.json``, ``table.md`` and the plots ``throughput.png``,
``bytes.png``, ``alpha.png``. A run whose job fails is reported (exit code,
path of its log tail) and the sweep goes on.

Internal modes (run by this tool itself): ``_exec`` wraps an example inside
the launched job (sets config overrides, records the Config the job used);
``_plan`` is the offline planning service.
"""
from __future__ import annotations

import argparse
import contextlib
import dataclasses
import datetime as _dt
import json
import os
import re
import runpy
import shutil
import signal
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any, Optional, Sequence

REPO = Path(__file__).resolve().parents[1]
RESULTS_ROOT = REPO / "benchmarks" / "results"
PLAN_REPLY = "@@PLAN "


# ============================================================================ child: _exec

def _parse_sets(items: Sequence[str]) -> dict[str, Any]:
    """``["seq_len=5", "batch_size=8"]`` -> ``{"seq_len": 5, "batch_size": 8}``."""
    out: dict[str, Any] = {}
    for item in items:
        key, sep, text = item.partition("=")
        if not sep or not key:
            raise SystemExit(f"compare: --set {item!r}: give KEY=VALUE")
        try:
            out[key] = json.loads(text)
        except json.JSONDecodeError:
            out[key] = text
    return out


def _script_config_name(script_args: Sequence[str]) -> str:
    args = list(script_args)
    for i, a in enumerate(args):
        if a == "--config" and i + 1 < len(args):
            return args[i + 1]
        if a.startswith("--config="):
            return a.split("=", 1)[1]
    return "tiny"


def _apply_sets(script: str, script_args: Sequence[str], module_name: Optional[str],
                sets: dict[str, Any], originals: Optional[dict] = None) -> None:
    """Replace the named config of the example (``CONFIGS[name]`` in
    `module_name`, imported the way the example imports it) by a copy with
    `sets` changed. `originals` keeps the unchanged configs between calls."""
    if not module_name or (not sets and originals is None):
        if sets:
            raise SystemExit("compare: --set needs --configs-module")
        return
    import importlib  # noqa: PLC0415
    here = os.path.dirname(os.path.abspath(script))
    for d in (os.path.dirname(here), here):
        if d not in sys.path:
            sys.path.insert(0, d)
    module = importlib.import_module(module_name)
    name = _script_config_name(script_args)
    key = (module_name, name)
    if originals is not None:
        originals.setdefault(key, module.CONFIGS[name])
        base = originals[key]
    else:
        base = module.CONFIGS[name]
    module.CONFIGS[name] = dataclasses.replace(base, **sets) if sets else base


def _exec_main(argv: list[str]) -> int:
    """``compare.py _exec [--set K=V]... [--configs-module M] [--no-local-aggregation]
    SCRIPT ARGS...``: run SCRIPT as __main__ with the overrides; worker 0 writes
    the Config the job runs with to $PARALLAX_TF_STATS_DIR/config.json.
    (No ``--`` separator: ``parallax-tf`` would take it as its own.)"""
    sets: list[str] = []
    module_name = None
    no_local_aggregation = False
    while argv and argv[0].startswith("--"):
        opt = argv.pop(0)
        if opt == "--set":
            sets.append(argv.pop(0))
        elif opt == "--configs-module":
            module_name = argv.pop(0)
        elif opt == "--no-local-aggregation":
            no_local_aggregation = True
        else:
            raise SystemExit(f"compare _exec: unknown option {opt}")
    if not argv:
        raise SystemExit("compare _exec: give the script")
    script, script_args = argv[0], argv[1:]
    _apply_sets(script, script_args, module_name, _parse_sets(sets))

    import parallax_tf as px  # noqa: PLC0415
    original = px.get_runner

    def get_runner(train_step, resources="localhost:0", config=None):  # noqa: ANN001, ANN202
        config = config or px.Config()
        if no_local_aggregation:
            config = dataclasses.replace(config, local_aggregation=False)
        runner = original(train_step, resources=resources, config=config)
        folder = os.environ.get("PARALLAX_TF_STATS_DIR")
        if folder and getattr(runner, "worker_id", 0) == 0:
            used = getattr(runner, "_config", config)
            os.makedirs(folder, exist_ok=True)
            with open(os.path.join(folder, "config.json"), "w", encoding="utf-8") as f:
                json.dump(used.to_dict(), f)
        return runner

    px.get_runner = get_runner
    sys.argv = [script, *script_args]
    sys.path[0] = os.path.dirname(os.path.abspath(script))
    runpy.run_path(script, run_name="__main__")
    return 0


# ============================================================================ child: _plan

def _plan_main() -> int:
    """Planning service: one JSON request per stdin line
    ``{"script", "args", "module", "sets", "resources", "config", "json"}``,
    one reply line ``@@PLAN {...}`` each. Captures (and measures alpha) once
    per (script, args, sets)."""
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    from parallax_tf.capture import capture  # noqa: PLC0415
    from parallax_tf.classify import classify  # noqa: PLC0415
    from parallax_tf.config import Config  # noqa: PLC0415
    from parallax_tf.partitioner import clear_marks  # noqa: PLC0415
    from parallax_tf.plan import make_plan  # noqa: PLC0415
    from parallax_tf.resources import parse_resources  # noqa: PLC0415
    from parallax_tf.script import load_script, step_spec  # noqa: PLC0415

    models: dict[str, Any] = {}
    originals: dict = {}
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            req = json.loads(line)
            key = json.dumps([req["script"], req["args"], req.get("sets") or {}])
            if key not in models:
                clear_marks()
                _apply_sets(req["script"], req["args"], req.get("module"),
                            req.get("sets") or {}, originals)
                spec = step_spec(load_script(req["script"]), list(req["args"]))
                captured = capture(spec.step, *spec.example_args)
                models[key] = classify(captured, sample_batches=spec.sample_batches)
            cfg = dict(req.get("config") or {})
            cfg["search_partitions"] = False
            plan = make_plan(models[key], parse_resources(req["resources"]),
                             Config.from_dict(cfg))
            if req.get("json"):
                Path(req["json"]).write_text(plan.to_json())
            reply = {"ok": True, "bytes_per_machine": plan.bytes_per_machine(),
                     "variables": {n: {"placement": v.placement.kind, "num_shards": v.num_shards,
                                       "kind": v.kind, "alpha": v.alpha, "bytes": v.bytes}
                                   for n, v in plan.variables.items()},
                     "summary": plan.summary()}
        except Exception as e:  # noqa: BLE001
            reply = {"ok": False, "error": f"{type(e).__name__}: {e}"}
        sys.stdout.write(PLAN_REPLY + json.dumps(reply, default=str) + "\n")
        sys.stdout.flush()
    return 0


class PlanService:
    """A `_plan` child process for one model (the examples import their model
    modules under plain names, so models do not share a process)."""

    def __init__(self, log_path: Path) -> None:
        self._log = open(log_path, "a", encoding="utf-8")  # noqa: SIM115
        self._proc = subprocess.Popen(
            [sys.executable, "-m", "benchmarks.compare", "_plan"], cwd=REPO,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._log, text=True,
            env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2"})
        self._lock = threading.Lock()

    def plan(self, request: dict, timeout_s: float = 300.0) -> dict:
        with self._lock:
            if self._proc.poll() is not None:
                return {"ok": False, "error": f"plan service exited ({self._proc.returncode})"}
            assert self._proc.stdin is not None and self._proc.stdout is not None
            self._proc.stdin.write(json.dumps(request) + "\n")
            self._proc.stdin.flush()
            result: dict = {}

            def read() -> None:
                for line in self._proc.stdout:           # type: ignore[union-attr]
                    if line.startswith(PLAN_REPLY):
                        result.update(json.loads(line[len(PLAN_REPLY):]))
                        return

            reader = threading.Thread(target=read, daemon=True)
            reader.start()
            reader.join(timeout_s)
            if not result:
                self.close()
                return {"ok": False, "error": f"no plan within {timeout_s:.0f} s"}
            return result

    def alive(self) -> bool:
        return self._proc.poll() is None

    def close(self) -> None:
        if self._proc.poll() is None:
            with contextlib.suppress(OSError):
                self._proc.stdin.close()                 # type: ignore[union-attr]
            try:
                self._proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._proc.kill()
                self._proc.wait()
        self._log.close()


# ============================================================================ models, runs

@dataclasses.dataclass(frozen=True)
class ModelSpec:
    script: str                   # relative to the repository root
    unit: str                     # "words" | "images"
    counted_inputs: tuple         # flat input indices whose elements count (words)
    leading_dim: bool = False     # count the leading dim of input 0 (images)
    configs_module: Optional[str] = None
    extra_args: tuple = ()
    optional_args: tuple = ()     # (flag, value): passed when the script's --help lists flag


MODELS = {
    "lm": ModelSpec("examples/lm/train.py", "words", (0,), configs_module="model",
                    optional_args=(("--eval-sentences", "0"), ("--log-every", "1000"))),
    "nmt": ModelSpec("examples/nmt/train.py", "words", (0, 2), configs_module="nmt.model",
                     extra_args=("--eval-sentences", "20", "--log-every", "1000")),
    "resnet": ModelSpec("examples/resnet/train.py", "images", (0,), leading_dim=True,
                        configs_module="resnet.model", extra_args=("--log-every", "1000")),
}

ARCHS = {   # name -> (architecture, local_aggregation)
    "hybrid": ("hybrid", True),
    "allreduce": ("allreduce", True),
    "ps": ("ps", False),
    "ps_agg": ("ps", True),
    "horovod": ("allreduce", True),
    "horovod_sad": ("allreduce", True),
}
ARCH_LABELS = {"hybrid": "HYBRID", "allreduce": "ALLREDUCE (Horovod)",
               "ps": "PS (TF-PS, no local agg.)", "ps_agg": "PS + local agg.",
               "horovod": "plain Horovod script", "horovod_sad": "plain Horovod, sparse_as_dense"}

PEERS = {   # arch -> (model, the peer script, its extra flags): not parallax_tf (peers/)
    "horovod": ("lm", "benchmarks/peers/horovod_lm.py", ()),
    "horovod_sad": ("lm", "benchmarks/peers/horovod_lm.py", ("--sparse-as-dense",)),
}
"""Real peers run on the same cluster with the same model code: a plain
Horovod script (`hvd.DistributedGradientTape`), launched with
`parallax-tf run --plain` (only the processes and Horovod's rendezvous)."""


@dataclasses.dataclass
class RunSpec:
    model: str
    arch: str
    machines: int
    slots: int
    rate: Optional[float]
    steps: int
    warmup: int
    config: str
    sets: dict
    batch_size: Optional[int]
    sweep: Optional[str] = None      # "alpha" for the alpha sweep
    repeat: int = 0
    phases: tuple = ()               # link rates switched through during the job
    phase_steps: int = 0             # timed steps per phase (settle steps included)
    settle: int = 0                  # steps after a switch left out of the timing
    script_args: tuple = ()          # more arguments of the model's script (--model-args)

    @property
    def run_id(self) -> str:
        rate = "unshaped" if self.rate is None else f"{self.rate:g}mbit"
        if self.phases:
            rate = "-".join(f"{r:g}" for r in self.phases) + "mbit"
        extra = "".join(f"-{k}{v}" for k, v in sorted(self.sets.items())) + "".join(
            f"-{a.lstrip('-')}" for a in self.script_args)
        return (f"{self.model}-{self.config}{extra}-{self.arch}-m{self.machines}"
                f"-s{self.slots}-{rate}-r{self.repeat}")


def _help_text(script: Path, cache: dict = {}) -> str:  # noqa: B006
    if script not in cache:
        done = subprocess.run([sys.executable, str(script), "--help"], capture_output=True,
                              text=True, cwd=REPO, timeout=120, check=False,
                              env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"})
        cache[script] = done.stdout if done.returncode == 0 else ""
    return cache[script]


def script_argv(spec: RunSpec, model: ModelSpec) -> tuple[list[str], list[str]]:
    """(the `_exec` wrapper's options, the example's own arguments)."""
    script = REPO / model.script
    architecture, local_agg = ARCHS[spec.arch]
    args = ["--config", spec.config, "--steps", str(spec.steps), "--architecture", architecture,
            *model.extra_args, *spec.script_args]
    for flag, value in model.optional_args:
        if flag in _help_text(script):
            args += [flag, value]
    if spec.batch_size:
        if "--batch-size" not in _help_text(script):
            raise ValueError(f"{model.script} takes no --batch-size")
        args += ["--batch-size", str(spec.batch_size)]
    wrapper: list[str] = []
    if model.configs_module:
        wrapper += ["--configs-module", model.configs_module]
    for k, v in sorted(spec.sets.items()):
        wrapper += ["--set", f"{k}={json.dumps(v)}"]
    if not local_agg and architecture != "allreduce":
        if "--no-local-aggregation" in _help_text(script):
            args.append("--no-local-aggregation")        # the example's own flag
        else:
            wrapper.append("--no-local-aggregation")     # patched in by `_exec`
    return wrapper, args


def _tail(path: Path, lines: int = 60) -> str:
    try:
        text = path.read_text(errors="replace").splitlines()
    except OSError:
        return ""
    return "\n".join(text[-lines:]) + "\n"


def wait_or_kill(proc: subprocess.Popen, timeout_s: float) -> tuple[int, bool]:
    """(exit code, timed out): wait for `proc` up to `timeout_s`, then stop
    its process group; on any other exception (Ctrl-C) stop it and re-raise."""
    try:
        return proc.wait(timeout=timeout_s), False
    except subprocess.TimeoutExpired:
        _kill_group(proc)
        return (proc.returncode if proc.returncode is not None else -9), True
    except BaseException:
        _kill_group(proc, grace_s=3.0)
        raise


def run_logged(argv: list[str], run_dir: Path, env: dict, timeout_s: float,
               cwd: Optional[Path] = None) -> tuple[int, bool]:
    """Run `argv` in its own process group with stdout and stderr to
    `run_dir/log.txt` (and the command line to `run_dir/command.txt`);
    (exit code, timed out) as `wait_or_kill` gives them."""
    run_dir.mkdir(parents=True, exist_ok=True)
    (run_dir / "command.txt").write_text(" ".join(argv) + "\n")
    with open(run_dir / "log.txt", "w") as log:
        proc = subprocess.Popen(argv, cwd=cwd, stdout=log, stderr=subprocess.STDOUT, env=env,
                                start_new_session=True)
        return wait_or_kill(proc, timeout_s)


def _kill_group(proc: subprocess.Popen, grace_s: float = 10.0) -> None:
    for sig, wait in ((signal.SIGTERM, grace_s), (signal.SIGKILL, 5.0)):
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            return
        try:
            proc.wait(timeout=wait)
            return
        except subprocess.TimeoutExpired:
            continue


def _tbf(rate_mbit: float) -> list[str]:
    """The tbf of `benchmarks.cluster.EmulatedCluster._shape` for `rate_mbit`."""
    rate_bps = rate_mbit * 1e6
    burst = max(32 * 1024, int(rate_bps / 8 * 0.002))
    return ["tbf", "rate", f"{int(rate_bps)}bit", "burst", str(burst), "latency", "50ms"]


def set_link_rate(cluster: Any, rate_mbit: float) -> None:
    """Change the shaping of every machine's link (both directions) in place
    (``tc qdisc change``); the cluster must have been built with a rate and
    no latency."""
    for ns, outer in zip(cluster.namespaces, cluster.outer_links):
        for argv in (["ip", "netns", "exec", ns, "tc", "qdisc", "change", "dev", "eth0",
                      "root", "handle", "1:", *_tbf(rate_mbit)],
                     ["tc", "qdisc", "change", "dev", outer, "root", "handle", "1:",
                      *_tbf(rate_mbit)]):
            done = subprocess.run(argv, capture_output=True, text=True, check=False)
            if done.returncode != 0:
                raise RuntimeError(f"{' '.join(argv)} failed: {done.stderr.strip()}")


class RateSwitcher(threading.Thread):
    """Watches the chief's stats file and changes the link rate to
    ``phases[i]`` once ``i * phase_steps`` timed steps are done."""

    def __init__(self, cluster: Any, spec: RunSpec, stats_dir: Path) -> None:
        super().__init__(daemon=True)
        self.cluster, self.spec, self.path = cluster, spec, stats_dir / "worker_0.json"
        self.stop_event = threading.Event()
        self.switched: list[dict] = []
        self.error: Optional[str] = None

    def run(self) -> None:
        phase = 1
        while phase < len(self.spec.phases) and not self.stop_event.wait(0.05):
            try:
                done = len(json.loads(self.path.read_text())["step_seconds"])
            except (OSError, ValueError, KeyError):
                continue
            if done >= phase * self.spec.phase_steps:
                try:
                    set_link_rate(self.cluster, self.spec.phases[phase])
                except RuntimeError as e:
                    self.error = str(e)
                    return
                self.switched.append({"phase": phase, "rate_mbit": self.spec.phases[phase],
                                      "after_timed_steps": done, "time": time.time()})
                phase += 1


def launch(cluster: Any, spec: RunSpec, run_dir: Path, timeout_s: float) -> dict:
    """Run one job on `cluster`; returns the raw outcome (exit code, stats)."""
    model = MODELS[spec.model]
    stats_dir = run_dir / "stats"
    if run_dir.exists():
        shutil.rmtree(run_dir)
    stats_dir.mkdir(parents=True)
    wrapper, args = script_argv(spec, model)
    architecture, _ = ARCHS[spec.arch]
    parallax_tf = Path(sys.executable).with_name("parallax-tf")
    run = [str(parallax_tf) if parallax_tf.exists() else "parallax-tf", "run",
           "-r", cluster.resources(spec.slots), "-a", architecture, "--grace", "5"]
    if spec.arch in PEERS:
        if spec.sets:
            raise ValueError(f"{spec.arch}: --set overrides are for the examples, not peers")
        _, peer, flags = PEERS[spec.arch]
        cmd = [*run, "--plain", str(REPO / peer), *args, *flags]
    else:
        cmd = [*run, str(Path(__file__).resolve()), "_exec", *wrapper, str(REPO / model.script),
               *args]
    env = {**os.environ, **cluster.env(), "TF_CPP_MIN_LOG_LEVEL": "2",
           "PARALLAX_TF_STATS_DIR": str(stats_dir),
           "PARALLAX_TF_STATS_WARMUP": str(spec.warmup)}
    log = run_dir / "log.txt"
    (run_dir / "command.txt").write_text(" ".join(cmd) + "\n")
    before = os.times()
    start = time.perf_counter()
    timed_out = False
    switcher = None
    if spec.phases:
        set_link_rate(cluster, spec.phases[0])
        switcher = RateSwitcher(cluster, spec, stats_dir)
        switcher.start()
    try:
        with open(log, "w", encoding="utf-8") as out:
            proc = subprocess.Popen(cmd, cwd=REPO, env=env, stdout=out,
                                    stderr=subprocess.STDOUT, start_new_session=True)
            rc, timed_out = wait_or_kill(proc, timeout_s)
    finally:
        if switcher is not None:
            switcher.stop_event.set()
            switcher.join()
            set_link_rate(cluster, spec.phases[0])
    wall = time.perf_counter() - start
    after = os.times()
    # what is left inside the machines (a failed job's tasks) must not disturb the next run
    from benchmarks.cluster import kill_namespace_processes  # noqa: PLC0415
    leftovers = sum(len(kill_namespace_processes(ns)) for ns in cluster.namespaces)
    workers = []
    for path in sorted(stats_dir.glob("worker_*.json")):
        with open(path, encoding="utf-8") as f:
            workers.append(json.load(f))
    workers.sort(key=lambda w: w["worker"])
    config_path = stats_dir / "config.json"
    job_config = json.loads(config_path.read_text()) if config_path.exists() else None
    return {"exit_code": rc, "timed_out": timed_out, "wall_seconds": wall,
            "job_cpu_seconds": (after.children_user + after.children_system
                                - before.children_user - before.children_system),
            "leftover_processes": leftovers, "workers": workers, "job_config": job_config,
            "log": log, "rate_switches": switcher.switched if switcher else None,
            "rate_switch_error": switcher.error if switcher else None}


def _units(model: ModelSpec, shapes: list) -> float:
    if model.leading_dim:
        return float(shapes[0][0]) if shapes and shapes[0] else 0.0
    total = 0.0
    for i in model.counted_inputs:
        if i < len(shapes):
            n = 1
            for d in shapes[i]:
                n *= d
            total += n
    return total


def _mean(xs: Sequence[float]) -> Optional[float]:
    xs = [x for x in xs if x is not None]
    return sum(xs) / len(xs) if xs else None


def measure(spec: RunSpec, raw: dict, phase: Optional[int] = None) -> dict:
    """Throughput, bytes and CPU from the workers' stats files. With `phase`,
    the throughput is timed on that phase's steps only (its first
    ``spec.settle`` steps left out); bytes and CPU are over the whole window
    (they do not depend on the link rate)."""
    model = MODELS[spec.model]
    workers = [w for w in raw["workers"] if w.get("step_seconds")]
    if not workers:
        raise ValueError("no worker wrote a timed window (job ended before the warm-up "
                         "was over, or PARALLAX_TF_STATS_DIR did not reach the workers)")
    expected = spec.machines * spec.slots
    if len(workers) != expected:
        raise ValueError(f"{len(workers)} of {expected} workers wrote a timed window")
    n = min(len(w["step_seconds"]) for w in workers)
    slowest = [max(w["step_seconds"][k] for w in workers) for k in range(n)]
    timed = range(n)
    if phase is not None:
        timed = range(phase * spec.phase_steps + spec.settle,
                      min(n, (phase + 1) * spec.phase_steps))
        if len(timed) < 1:
            raise ValueError(f"phase {phase} has no timed steps (window of {n} steps)")
    step = statistics.median(slowest[k] for k in timed)
    units_per_step = sum(_units(model, w["input_shapes"]) for w in workers)
    measured, rx, tx = [], [], []
    for m in range(spec.machines):
        first = min((w for w in workers if w["machine"] == m), key=lambda w: w["worker"],
                    default=None)
        window = first and first.get("window")
        c0 = window and window["start"]["counters"]
        c1 = window and window["end"]["counters"]
        if not c0 or not c1:
            measured.append(None)
            rx.append(None)
            tx.append(None)
            continue
        steps = len(first["step_seconds"])
        rx.append((c1["rx_bytes"] - c0["rx_bytes"]) / steps)
        tx.append((c1["tx_bytes"] - c0["tx_bytes"]) / steps)
        measured.append(rx[-1] + tx[-1])
    cpu = [(w["window"]["end"]["cpu"] - w["window"]["start"]["cpu"]) / len(w["step_seconds"])
           for w in workers]
    chief = next((w for w in raw["workers"] if w["worker"] == 0), {})
    return {
        "timed_steps": len(timed), "window_steps": n, "step_seconds_median": step,
        "step_seconds_chief": statistics.median(workers[0]["step_seconds"]),
        "units_per_step": units_per_step, "throughput": units_per_step / step,
        "input_shapes": workers[0]["input_shapes"],
        "bytes_per_machine_per_iter_measured": measured,
        "rx_bytes_per_machine_per_iter": rx, "tx_bytes_per_machine_per_iter": tx,
        "cpu_seconds_per_step_per_worker": cpu,
        "cpu_seconds_per_step_per_worker_mean": _mean(cpu),
        "job_predicted_bytes_per_machine": chief.get("predicted_bytes_per_machine"),
        "job_plan": chief.get("plan"),
    }


def plan_request(spec: RunSpec, cluster: Any, job_config: Optional[dict], out: Path) -> dict:
    model = MODELS[spec.model]
    _, args = script_argv(spec, model)
    architecture, local_agg = ARCHS[spec.arch]
    config = job_config or {"architecture": architecture, "local_aggregation": local_agg}
    return {"script": str(REPO / model.script), "args": args, "module": model.configs_module,
            "sets": spec.sets, "resources": cluster.resources(spec.slots), "config": config,
            "json": str(out)}


def _plan_mismatch(job_plan: Optional[dict], offline: dict) -> list[str]:
    """Variables whose placement or shard count differ between the chief's plan
    and the offline one. Variables only one side names (Keras numbers layer
    names per process, e.g. ``forward_lstm`` vs ``forward_lstm_2`` when the
    example builds its model a second time) are compared as a multiset of
    (placement, shards)."""
    if not job_plan:
        return []
    out = []
    only_job, only_offline = {}, {n: v for n, v in offline.items() if n not in job_plan}
    for name, v in job_plan.items():
        o = offline.get(name)
        if o is None:
            only_job[name] = v
        elif (o["placement"], o["num_shards"]) != (v.get("placement"), v.get("num_shards")):
            out.append(f"{name}: job {v.get('placement')}x{v.get('num_shards')} vs offline "
                       f"{o['placement']}x{o['num_shards']}")
    key = lambda v: (v.get("placement"), v.get("num_shards"))  # noqa: E731
    if sorted(map(key, only_job.values())) != sorted(map(key, only_offline.values())):
        out += [f"{n}: not in the offline plan" for n in only_job]
        out += [f"{n}: not in the job's plan" for n in only_offline]
    return out


def result_record(spec: RunSpec, raw: Optional[dict], run_dir: Path,
                  plan: Optional[dict], error: Optional[str] = None,
                  phase: Optional[int] = None) -> dict:
    model = MODELS[spec.model]
    rate = spec.phases[phase] if phase is not None else spec.rate
    architecture, local_agg = ARCHS[spec.arch]
    rec: dict[str, Any] = {
        "model": spec.model, "config": spec.config, "arch": spec.arch,
        "architecture": architecture,
        "local_aggregation": local_agg if architecture != "allreduce" else None,
        "machines": spec.machines, "slots_per_machine": spec.slots,
        "workers": spec.machines * spec.slots, "link_mbit": rate,
        "steps": spec.steps, "warmup": spec.warmup, "overrides": spec.sets,
        "sweep": spec.sweep, "repeat": spec.repeat,
        "run_id": spec.run_id if phase is None else f"{spec.run_id}@{rate:g}",
        "job_id": spec.run_id, "phase": phase,
        "run_dir": str(run_dir), "throughput_unit": f"{model.unit}/s",
        "throughput": None, "bytes_per_machine_per_iter_measured": None,
        "bytes_per_machine_per_iter_predicted": None,
    }
    if raw is not None:
        rec.update({"exit_code": raw["exit_code"], "timed_out": raw["timed_out"],
                    "wall_seconds": round(raw["wall_seconds"], 1),
                    "job_cpu_seconds": round(raw["job_cpu_seconds"], 1),
                    "job_config": raw["job_config"], "log": str(raw["log"])})
        if raw.get("rate_switches") is not None:
            rec["rate_switches"] = raw["rate_switches"]
            if raw.get("rate_switch_error"):
                error = f"rate switch failed: {raw['rate_switch_error']}"
            elif len(raw["rate_switches"]) != len(spec.phases) - 1 and raw["exit_code"] == 0:
                error = (f"the link rate was switched {len(raw['rate_switches'])} time(s) of "
                         f"{len(spec.phases) - 1} (job ended early?)")
    failed = error is not None or raw is None or raw["exit_code"] != 0
    if raw is not None and not failed:
        try:
            rec.update(measure(spec, raw, phase))
        except (ValueError, KeyError, IndexError, TypeError, ZeroDivisionError) as e:
            error = f"cannot read the stats: {type(e).__name__}: {e}"
            failed = True
    if raw is not None and raw["exit_code"] != 0 and error is None:
        error = ("timed out (killed)" if raw["timed_out"]
                 else f"job exited with code {raw['exit_code']}")
    if failed:
        rec["status"] = "failed"
        rec["error"] = error
        if raw is not None:
            tail = run_dir / "log_tail.txt"
            tail.write_text(_tail(raw["log"]))
            rec["log_tail"] = str(tail)
        return rec
    rec["status"] = "ok"
    predicted, source = rec.pop("job_predicted_bytes_per_machine", None), "job"
    offline = plan or {}
    if predicted is None and offline.get("ok") and spec.arch != "horovod_sad":
        # a peer: ALLREDUCE's prediction (Horovod's AllGather of the rows);
        # sparse_as_dense AllReduces whole tables, which the plan does not model
        predicted, source = offline["bytes_per_machine"], "offline plan"
    rec["bytes_per_machine_per_iter_predicted"] = predicted
    rec["predicted_source"] = source if predicted is not None else None
    if plan is not None and not plan.get("ok"):
        rec["plan_error"] = plan.get("error")
    if offline.get("ok"):
        sparse = {n: v["alpha"] for n, v in offline["variables"].items() if v["kind"] == "sparse"}
        rec["alphas"] = sparse
        emb = [a for n, a in sparse.items() if "embedding" in n]
        rec["alpha_embedding"] = emb[0] if emb else None
        rec["plan_mismatch"] = _plan_mismatch(rec.get("job_plan"), offline["variables"])
        rec["placements"] = {n: f"{v['placement']}x{v['num_shards']}"
                             for n, v in offline["variables"].items()}
    measured = rec["bytes_per_machine_per_iter_measured"]
    rec["bytes_per_machine_per_iter_measured_mean"] = _mean(measured)
    rec["bytes_per_machine_per_iter_predicted_mean"] = _mean(predicted or [])
    m, p = rec["bytes_per_machine_per_iter_measured_mean"], \
        rec["bytes_per_machine_per_iter_predicted_mean"]
    rec["ratio"] = m / p if m is not None and p else None
    rec["ratio_per_machine"] = ([a / b if a is not None and b else None
                                 for a, b in zip(measured, predicted)] if predicted else None)
    return rec


def combine_repeats(records: list[dict]) -> dict:
    """One record for the repeats of a run: medians of the numbers."""
    ok = [r for r in records if r["status"] == "ok"]
    if len(records) == 1:
        return records[0]
    base = dict(ok[0] if ok else records[-1])
    base["repeat"] = "median"
    base["repeats"] = [{"run_id": r["run_id"], "status": r["status"],
                        "throughput": r.get("throughput"),
                        "bytes_mean": r.get("bytes_per_machine_per_iter_measured_mean")}
                       for r in records]
    if not ok:
        return base
    med = lambda key: statistics.median([r[key] for r in ok])  # noqa: E731
    for key in ("throughput", "step_seconds_median", "cpu_seconds_per_step_per_worker_mean",
                "bytes_per_machine_per_iter_measured_mean"):
        base[key] = med(key)
    base["bytes_per_machine_per_iter_measured"] = [
        statistics.median([r["bytes_per_machine_per_iter_measured"][i] for r in ok])
        for i in range(len(ok[0]["bytes_per_machine_per_iter_measured"]))]
    p = base.get("bytes_per_machine_per_iter_predicted_mean")
    base["ratio"] = base["bytes_per_machine_per_iter_measured_mean"] / p if p else None
    return base


# ============================================================================ reports

def _kib(x: Optional[float]) -> str:
    return "-" if x is None else f"{x / 1024:,.1f}"


def _fmt(x: Optional[float], spec: str = ",.0f") -> str:
    return "-" if x is None else format(x, spec)


def _setting(r: dict) -> tuple:
    return (r["machines"], r["slots_per_machine"], r["link_mbit"] or 0)


def ratios(records: list[dict]) -> list[dict]:
    """Per model and setting: HYBRID / each baseline (throughput)."""
    out = []
    groups: dict[tuple, dict[str, dict]] = {}
    for r in records:
        if r["sweep"] is None and r["status"] == "ok":
            groups.setdefault((r["model"], *_setting(r)), {})[r["arch"]] = r
    order = lambda kv: (kv[0][0], kv[0][1], kv[0][2], -kv[0][3])  # noqa: E731
    for (model, machines, slots, rate), by_arch in sorted(groups.items(), key=order):
        h = by_arch.get("hybrid")
        row = {"model": model, "machines": machines, "slots_per_machine": slots,
               "link_mbit": rate}
        for base in ("allreduce", "ps", "ps_agg", "horovod", "horovod_sad"):
            b = by_arch.get(base)
            row[f"hybrid/{base}"] = (h["throughput"] / b["throughput"]
                                     if h and b and b["throughput"] else None)
        out.append(row)
    return out


TARGETS = {"lm": {"hybrid/allreduce": (">=", 2.0), "hybrid/ps": (">=", 1.3)},
           "resnet": {"hybrid/allreduce": ("within", 0.05)}}
"""The paper's targets: reported against, not tuned for."""


def target_note(model: str, key: str, value: Optional[float]) -> str:
    target = TARGETS.get(model, {}).get(key)
    if value is None or target is None:
        return ""
    kind, x = target
    met = value >= x if kind == ">=" else abs(value - 1.0) <= x
    text = f">= {x:g}" if kind == ">=" else f"within {x:.0%} of 1"
    return f" (target {text}: {'met' if met else 'missed'})"


def markdown(records: list[dict], meta: dict) -> str:
    lines = [f"# Comparison: {meta['name']}", "",
             f"{meta['started']} on {meta['machine']}; command: `{meta['command']}`", "",
             "| model | arch | machines x slots | link Mbit/s | throughput | step ms | "
             "KiB/iter/machine measured | predicted | measured/predicted | "
             "CPU s/step/worker | job CPU s | status |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in records:
        if r["sweep"] is not None:
            continue
        status = r["status"] if r["status"] == "ok" else \
            f"FAILED: {r.get('error')} (log tail: `{r.get('log_tail', r.get('log'))}`)"
        lines.append(
            f"| {r['model']} | {r['arch']} | {r['machines']}x{r['slots_per_machine']} | "
            f"{_fmt(r['link_mbit'], 'g')} | {_fmt(r['throughput'])} {r['throughput_unit']} | "
            f"{_fmt(r.get('step_seconds_median') and r['step_seconds_median'] * 1e3, '.1f')} | "
            f"{_kib(r.get('bytes_per_machine_per_iter_measured_mean'))} | "
            f"{_kib(r.get('bytes_per_machine_per_iter_predicted_mean'))} | "
            f"{_fmt(r.get('ratio'), '.2f')} | "
            f"{_fmt(r.get('cpu_seconds_per_step_per_worker_mean'), '.3f')} | "
            f"{_fmt(r.get('job_cpu_seconds'), '.0f')} | {status} |")
    rat = ratios(records)
    if rat:
        lines += ["", "## Throughput ratios", "",
                  "| model | machines x slots | link Mbit/s | HYBRID/ALLREDUCE | "
                  "HYBRID/PS (no agg.) | HYBRID/PS + agg. | HYBRID/plain Horovod | "
                  "HYBRID/plain Horovod sparse_as_dense |", "|---|---|---|---|---|---|---|---|"]
        for row in rat:
            cells = []
            for key in ("hybrid/allreduce", "hybrid/ps", "hybrid/ps_agg", "hybrid/horovod",
                        "hybrid/horovod_sad"):
                v = row[key]
                cells.append(_fmt(v, ".2f") + target_note(row["model"], key, v))
            lines.append(f"| {row['model']} | {row['machines']}x{row['slots_per_machine']} | "
                         f"{row['link_mbit']:g} | " + " | ".join(cells) + " |")
    sweep = [r for r in records if r["sweep"] == "alpha"]
    if sweep:
        lines += ["", "## Alpha sweep (LM, sentence length)", "",
                  "| seq_len | alpha (embedding) | arch | machines x slots | link Mbit/s | "
                  "throughput | KiB/iter/machine measured | predicted | ratio | status |",
                  "|---|---|---|---|---|---|---|---|---|---|"]
        for r in sorted(sweep, key=lambda r: (r["overrides"].get("seq_len", 0), r["arch"])):
            lines.append(
                f"| {r['overrides'].get('seq_len')} | {_fmt(r.get('alpha_embedding'), '.4f')} | "
                f"{r['arch']} | {r['machines']}x{r['slots_per_machine']} | "
                f"{_fmt(r['link_mbit'], 'g')} | {_fmt(r['throughput'])} "
                f"{r['throughput_unit']} | "
                f"{_kib(r.get('bytes_per_machine_per_iter_measured_mean'))} | "
                f"{_kib(r.get('bytes_per_machine_per_iter_predicted_mean'))} | "
                f"{_fmt(r.get('ratio'), '.2f')} | {r['status']} |")
    ok = [r for r in records if r["status"] == "ok" and r.get("ratio")]
    if ok:
        lines += ["", "## Measured / predicted bytes per machine per iteration", "",
                  "(one value per job: the phases of a --switch-rates job share their bytes)",
                  "", "| model | arch | jobs | median | min | max |", "|---|---|---|---|---|---|"]
        per_job: dict[tuple, dict[str, float]] = {}
        for r in ok:
            per_job.setdefault((r["model"], r["arch"]), {})[r.get("job_id", r["run_id"])] = \
                r["ratio"]
        for (model, arch), jobs in per_job.items():
            rs = list(jobs.values())
            lines.append(f"| {model} | {arch} | {len(rs)} | {statistics.median(rs):.2f} | "
                         f"{min(rs):.2f} | {max(rs):.2f} |")
        rs = list({r.get("job_id", r["run_id"]): r["ratio"] for r in ok}.values())
        lines += ["", f"Measured/predicted bytes: median {statistics.median(rs):.2f}, "
                      f"range {min(rs):.2f}-{max(rs):.2f} over {len(rs)} jobs."]
    return "\n".join(lines) + "\n"


def plots(records: list[dict], out: Path) -> list[Path]:
    import matplotlib  # noqa: PLC0415
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # noqa: PLC0415
    written = []
    colors = {"horovod": "tab:purple", "horovod_sad": "tab:pink",
              "hybrid": "tab:red", "allreduce": "tab:blue", "ps": "tab:green",
              "ps_agg": "tab:olive"}
    main = [r for r in records if r["sweep"] is None]
    models = [m for m in MODELS if any(r["model"] == m for r in main)]
    if models:
        fig, axes = plt.subplots(1, len(models), figsize=(5.5 * len(models), 4.2), squeeze=False)
        for ax, model in zip(axes[0], models):
            rows = [r for r in main if r["model"] == model]
            settings = sorted({_setting(r) for r in rows}, key=lambda t: (t[0], t[1], -t[2]))
            archs = [a for a in ARCHS if any(r["arch"] == a for r in rows)]
            width = 0.8 / max(len(archs), 1)
            for j, arch in enumerate(archs):
                ys = []
                for s in settings:
                    hit = [r for r in rows if _setting(r) == s and r["arch"] == arch]
                    ys.append(hit[0]["throughput"] or 0.0 if hit else 0.0)
                xs = [i + (j - (len(archs) - 1) / 2) * width for i in range(len(settings))]
                ax.bar(xs, ys, width, label=ARCH_LABELS[arch], color=colors[arch])
            ax.set_xticks(range(len(settings)))
            ax.set_xticklabels([f"{m}x{s}\n{r:g} Mbit/s" for m, s, r in settings])
            ax.set_title(f"{model}: throughput")
            unit = rows[0]["throughput_unit"]
            ax.set_ylabel(unit)
            ax.set_xlabel("machines x workers per machine, link")
            ax.legend(fontsize=7)
        fig.tight_layout()
        path = out / "throughput.png"
        fig.savefig(path, dpi=110)
        plt.close(fig)
        written.append(path)
    ok = [r for r in records if r["status"] == "ok"
          and r.get("bytes_per_machine_per_iter_predicted_mean")]
    if ok:
        fig, ax = plt.subplots(figsize=(6.4, 5.2))
        markers = {"lm": "o", "nmt": "s", "resnet": "^"}
        seen = set()
        for r in ok:
            label = f"{r['model']} {r['arch']}"
            ax.scatter(r["bytes_per_machine_per_iter_predicted_mean"] / 1024,
                       r["bytes_per_machine_per_iter_measured_mean"] / 1024,
                       c=colors[r["arch"]], marker=markers.get(r["model"], "x"),
                       label=None if label in seen else label, alpha=0.8)
            seen.add(label)
        lo = min(min(r["bytes_per_machine_per_iter_predicted_mean"],
                     r["bytes_per_machine_per_iter_measured_mean"]) for r in ok) / 1024 / 1.5
        hi = max(max(r["bytes_per_machine_per_iter_predicted_mean"],
                     r["bytes_per_machine_per_iter_measured_mean"]) for r in ok) / 1024 * 1.5
        ax.plot([lo, hi], [lo, hi], "k-", lw=0.8, label="measured = predicted")
        ax.plot([lo, hi], [1.15 * lo, 1.15 * hi], "k--", lw=0.8, label="1.15 x predicted")
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xlabel("predicted KiB per machine per iteration (plan, Table 3)")
        ax.set_ylabel("measured KiB per machine per iteration (eth0 rx+tx)")
        ax.set_title("bytes per machine per iteration")
        ax.legend(fontsize=6, ncol=2)
        fig.tight_layout()
        path = out / "bytes.png"
        fig.savefig(path, dpi=110)
        plt.close(fig)
        written.append(path)
    sweep = [r for r in records if r["sweep"] == "alpha" and r["status"] == "ok"]
    if sweep:
        fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(11, 4.2))
        for arch in ARCHS:
            rows = sorted((r for r in sweep if r["arch"] == arch),
                          key=lambda r: r.get("alpha_embedding") or 0)
            if not rows:
                continue
            xs = [r.get("alpha_embedding") or float("nan") for r in rows]
            ax1.plot(xs, [r["throughput"] for r in rows], "o-", color=colors[arch],
                     label=ARCH_LABELS[arch])
            ax2.plot(xs, [r["bytes_per_machine_per_iter_measured_mean"] / 1024 for r in rows],
                     "o-", color=colors[arch], label=f"{arch} measured")
            ax2.plot(xs, [(r.get("bytes_per_machine_per_iter_predicted_mean") or float("nan"))
                          / 1024 for r in rows], "x--", color=colors[arch],
                     label=f"{arch} predicted")
            for r, x in zip(rows, xs):
                ax1.annotate(f"len {r['overrides'].get('seq_len')}", (x, r["throughput"]),
                             fontsize=6, textcoords="offset points", xytext=(2, 3))
        r0 = sweep[0]
        ax1.set_title(f"LM alpha sweep: {r0['machines']}x{r0['slots_per_machine']}, "
                      f"{r0['link_mbit']:g} Mbit/s")
        ax1.set_xlabel("alpha of the embedding (plan; set by the sentence length)")
        ax1.set_ylabel(r0["throughput_unit"])
        ax1.legend(fontsize=7)
        ax2.set_xlabel("alpha of the embedding")
        ax2.set_ylabel("KiB per machine per iteration")
        ax2.set_title("bytes: measured (o) vs predicted (x)")
        ax2.legend(fontsize=6, ncol=2)
        fig.tight_layout()
        path = out / "alpha.png"
        fig.savefig(path, dpi=110)
        plt.close(fig)
        written.append(path)
    return written


def machine_description() -> str:
    cpus = os.cpu_count()
    mem = ""
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                mem = f", {int(line.split()[1]) / 1024 / 1024:.0f} GiB memory"
    except OSError:
        pass
    model = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = " (" + line.split(":", 1)[1].strip() + ")"
                break
    except OSError:
        pass
    return f"{cpus} CPU cores{model}{mem}, Linux {os.uname().release}"


# ============================================================================ main

def _csv(text: str, kind: type = str) -> list:
    return [kind(x) for x in text.split(",") if x.strip()] if text else []


def _model_values(text: str, kind: type) -> dict[str, Any]:
    out = {}
    for item in _csv(text):
        k, _, v = item.partition("=")
        out[k] = kind(v)
    return out


def parse_args(argv: Optional[Sequence[str]]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m benchmarks.compare",
                                description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog="Needs root (network namespaces). See docs/performance.md.")
    p.add_argument("--quick", action="store_true",
                   help="2 machines, tiny LM, all 4 architecture runs, one link rate (1000), "
                        "12 steps: a few minutes")
    p.add_argument("--models", default="lm,nmt,resnet", help="comma list (default all 3)")
    p.add_argument("--archs", default="hybrid,allreduce,ps,ps_agg",
                   help="comma list of hybrid, allreduce, ps (no local aggregation), ps_agg, "
                        "and the peers horovod, horovod_sad (a plain Horovod script, the LM "
                        "only: benchmarks/peers/)")
    p.add_argument("--model-archs", default="",
                   help="per-model arch lists replacing --archs, e.g. "
                        "'resnet=hybrid+allreduce'")
    p.add_argument("--machines", default="2,4", help="machine counts (default 2,4)")
    p.add_argument("--rates", default="1000,100", help="link rates in Mbit/s; 0 = unshaped")
    p.add_argument("--slots", type=int, default=1, help="worker slots per machine (1 or 2)")
    p.add_argument("--steps", type=int, default=20, help="steps per job (default 20)")
    p.add_argument("--model-steps", default="",
                   help="per-model steps, e.g. 'nmt=15,resnet=12' (default: --steps)")
    p.add_argument("--warmup", type=int, default=4,
                   help="steps left out of the timed window (PARALLAX_TF_STATS_WARMUP)")
    p.add_argument("--repeats", type=int, default=1, help="run each job N times; medians")
    p.add_argument("--configs", default="lm=tiny,nmt=tiny,resnet=tiny",
                   help="config per model (default tiny for all)")
    p.add_argument("--batch-size", default="", help="per-model batch size, e.g. 'nmt=16'")
    p.add_argument("--model-args", default="",
                   help="more arguments of a model's script, e.g. 'lm=--optimizer adam'")
    p.add_argument("--alpha-sweep", default="",
                   help="LM sentence lengths to sweep (e.g. 5,10,20,40); empty: no sweep")
    p.add_argument("--alpha-archs", default="hybrid,allreduce,ps")
    p.add_argument("--alpha-machines", type=int, default=None,
                   help="machines of the sweep (default: the largest of --machines)")
    p.add_argument("--alpha-rate", type=float, default=None,
                   help="link of the sweep (default: the lowest of --rates)")
    p.add_argument("--switch-rates", action="store_true",
                   help="one job per (model, arch, machines) for all --rates: the links "
                        "are switched to the next rate (tc qdisc change) after "
                        "--phase-steps timed steps; the first --settle steps after a switch "
                        "are not timed. --steps is then computed")
    p.add_argument("--phase-steps", type=int, default=10,
                   help="timed steps per rate with --switch-rates (settle included)")
    p.add_argument("--settle", type=int, default=2)
    p.add_argument("--timeout", type=float, default=420, help="seconds per job before it "
                                                              "is killed (default 420)")
    p.add_argument("--name", default=None, help="results folder name (default: a timestamp)")
    p.add_argument("--out-root", default=str(RESULTS_ROOT))
    p.add_argument("--prefix", default="pxbench", help="cluster name prefix")
    p.add_argument("--subnet", default="10.79.0.0/24")
    p.add_argument("--no-plots", action="store_true")
    args = p.parse_args(argv)
    if args.quick:
        args.models, args.machines, args.rates = "lm", "2", "1000"
        args.steps, args.warmup = min(args.steps, 12), min(args.warmup, 3)
    args.models = _csv(args.models)
    for m in args.models:
        if m not in MODELS:
            p.error(f"unknown model {m!r}; choose from {', '.join(MODELS)}")
    args.archs = _csv(args.archs)
    args.model_archs = {m: a.split("+") for m, a in _model_values(args.model_archs, str).items()}
    for m, archs in args.model_archs.items():
        for a in archs:
            if a not in ARCHS:
                p.error(f"unknown arch {a!r} in --model-archs; choose from {', '.join(ARCHS)}")
    args.alpha_archs = _csv(args.alpha_archs)
    for a in args.archs + args.alpha_archs:
        if a not in ARCHS:
            p.error(f"unknown arch {a!r}; choose from {', '.join(ARCHS)}")
    peers = [a for a in args.archs + args.alpha_archs if a in PEERS]
    for a in peers:
        only = PEERS[a][0]
        if any(m != only for m in args.models if a in args.model_archs.get(m, args.archs)):
            p.error(f"arch {a!r} is a peer script for the {only} model only; give "
                    f"--models {only}, or --model-archs '{only}=...+{a}'")
    args.machines = _csv(args.machines, int)
    args.rates = [None if r == 0 else r for r in _csv(args.rates, float)]
    args.model_steps = _model_values(args.model_steps, int)
    args.configs = {**{m: "tiny" for m in MODELS}, **_model_values(args.configs, str)}
    args.batch_size = _model_values(args.batch_size, int)
    args.model_args = _model_values(args.model_args, str)
    args.alpha_sweep = _csv(args.alpha_sweep, int)
    if args.slots < 1 or args.warmup < 0 or args.repeats < 1:
        p.error("--slots and --repeats must be >= 1, --warmup >= 0")
    if args.switch_rates:
        if len(args.rates) < 2 or any(r is None for r in args.rates):
            p.error("--switch-rates needs two or more shaped --rates")
        if args.phase_steps <= args.settle:
            p.error("--phase-steps must exceed --settle")
        args.steps = args.warmup + len(args.rates) * args.phase_steps
        args.model_steps = {}
    for m in args.models:
        if args.model_steps.get(m, args.steps) <= args.warmup + 1:
            p.error(f"{m}: steps must exceed --warmup + 1 to leave a timed window")
    return args


def main(argv: Optional[Sequence[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["_exec"]:
        return _exec_main(argv[1:])
    if argv[:1] == ["_plan"]:
        return _plan_main()
    if argv[:1] == ["report"]:
        if len(argv) != 2:
            print("usage: python -m benchmarks.compare report RESULTS_DIR", file=sys.stderr)
            return 2
        out = Path(argv[1])
        meta_path = out / "meta.json"
        meta = json.loads(meta_path.read_text()) if meta_path.exists() else {
            "name": out.name, "started": "?", "machine": machine_description(), "command": "?"}
        with open(out / "results.jsonl", encoding="utf-8") as f:
            raw = [json.loads(line) for line in f if line.strip()]
        return report(out, raw, meta)
    args = parse_args(argv)
    if str(REPO) not in sys.path:
        sys.path.insert(0, str(REPO))
    from benchmarks.cluster import EmulatedCluster, check_support  # noqa: PLC0415
    reason = check_support(need_tc=any(r is not None for r in args.rates))
    if reason:
        print(f"compare: cannot build an emulated cluster: {reason}", file=sys.stderr)
        return 2

    name = args.name or _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    out = Path(args.out_root) / name
    (out / "runs").mkdir(parents=True, exist_ok=True)
    meta = {"name": name, "started": _dt.datetime.now().isoformat(timespec="seconds"),
            "machine": machine_description(),
            "command": "python -m benchmarks.compare " + " ".join(argv)}

    models = []
    for m in args.models:
        if (REPO / MODELS[m].script).is_file():
            models.append(m)
        else:
            print(f"compare: skipping {m}: {MODELS[m].script} does not exist", file=sys.stderr)
            meta.setdefault("skipped", []).append(f"{m}: {MODELS[m].script} does not exist")

    # the jobs, grouped by cluster (machines, rate)
    clusters: dict[tuple, list[RunSpec]] = {}
    switching = dict(phases=tuple(args.rates), phase_steps=args.phase_steps,
                     settle=args.settle) if args.switch_rates else {}
    for machines in args.machines:
        for rate in (args.rates[:1] if args.switch_rates else args.rates):
            for m in models:
                for arch in args.model_archs.get(m, args.archs):
                    for rep in range(args.repeats):
                        clusters.setdefault((machines, rate), []).append(RunSpec(
                            m, arch, machines, args.slots, rate,
                            args.model_steps.get(m, args.steps), args.warmup, args.configs[m],
                            {}, args.batch_size.get(m), repeat=rep,
                            script_args=tuple(args.model_args.get(m, "").split()), **switching))
    if args.alpha_sweep and "lm" in models:
        am = args.alpha_machines or max(args.machines)
        rates = [r for r in args.rates if r is not None]
        ar = args.alpha_rate if args.alpha_rate is not None else (min(rates) if rates else None)
        for seq in args.alpha_sweep:
            for arch in args.alpha_archs:
                for rep in range(args.repeats):
                    clusters.setdefault((am, ar), []).append(RunSpec(
                        "lm", arch, am, args.slots, ar, args.model_steps.get("lm", args.steps),
                        args.warmup, args.configs["lm"], {"seq_len": seq}, None,
                        sweep="alpha", repeat=rep))
    total = sum(len(v) for v in clusters.values())
    print(f"compare: {total} job(s) -> {out}", file=sys.stderr)

    services: dict[str, PlanService] = {}
    raw_records: list[dict] = []
    jsonl = open(out / "results.jsonl", "w", encoding="utf-8")  # noqa: SIM115
    done = 0
    started = time.perf_counter()
    try:
        for (machines, rate), specs in clusters.items():
            with EmulatedCluster(machines, rate_mbit=rate, prefix=args.prefix,
                                 subnet=args.subnet) as cluster:
                print(f"compare: cluster {cluster.describe()}", file=sys.stderr)
                for spec in specs:
                    done += 1
                    run_dir = out / "runs" / spec.run_id
                    print(f"compare: [{done}/{total}] {spec.run_id} ...", file=sys.stderr,
                          flush=True)
                    raw, plan, error = None, None, None
                    try:
                        raw = launch(cluster, spec, run_dir, args.timeout)
                    except Exception as e:  # noqa: BLE001
                        error = f"could not launch: {type(e).__name__}: {e}"
                    if raw is not None and raw["exit_code"] == 0:
                        service = services.get(spec.model)
                        if service is None:
                            service = services[spec.model] = PlanService(
                                out / f"plan_service_{spec.model}.log")
                        plan = service.plan(plan_request(spec, cluster, raw["job_config"],
                                                         run_dir / "plan.json"))
                        if not plan.get("ok") and not service.alive():
                            services.pop(spec.model, None)      # a new one next time
                        elif plan.get("summary"):
                            (run_dir / "plan.txt").write_text(plan.pop("summary") + "\n")
                    for phase in (range(len(spec.phases)) if spec.phases else [None]):
                        rec = result_record(spec, raw, run_dir, plan, error, phase)
                        suffix = "" if phase is None else f"_{rec['link_mbit']:g}mbit"
                        (run_dir / f"result{suffix}.json").write_text(
                            json.dumps(rec, indent=1) + "\n")
                        line = json.dumps(rec)
                        print(line, flush=True)
                        jsonl.write(line + "\n")
                        jsonl.flush()
                        if rec["status"] != "ok":
                            print(f"compare: FAILED {rec['run_id']}: {rec.get('error')}; log "
                                  f"tail: {rec.get('log_tail', '-')}", file=sys.stderr)
                        else:
                            print(f"compare:   {rec['link_mbit']} Mbit/s: "
                                  f"{rec['throughput']:,.0f} {rec['throughput_unit']}, "
                                  f"{_kib(rec['bytes_per_machine_per_iter_measured_mean'])} "
                                  f"KiB/iter/machine (predicted "
                                  f"{_kib(rec['bytes_per_machine_per_iter_predicted_mean'])}), "
                                  f"job wall {rec.get('wall_seconds')} s", file=sys.stderr)
                        raw_records.append(rec)
    finally:
        jsonl.close()
        for s in services.values():
            s.close()
    meta["wall_seconds"] = round(time.perf_counter() - started, 1)
    (out / "meta.json").write_text(json.dumps(meta, indent=1) + "\n")
    return report(out, raw_records, meta, plots_too=not args.no_plots)


def _group_repeats(raw_records: list[dict]) -> list[dict]:
    by_run: dict[str, list[dict]] = {}
    for rec in raw_records:
        by_run.setdefault(re.sub(r"-r\d+(@|$)", r"\1", rec["run_id"]), []).append(rec)
    return [combine_repeats(v) for v in by_run.values()]


def report(out: Path, raw_records: list[dict], meta: dict, plots_too: bool = True) -> int:
    """summary.json, table.md and the plots of `out` from its run records."""
    records = _group_repeats(raw_records)
    rat = ratios(records)
    summary = {"meta": meta, "ratios": rat,
               "byte_ratios": [{k: r.get(k) for k in ("run_id", "ratio", "ratio_per_machine")}
                               for r in records if r["status"] == "ok"],
               "failed": [{k: r.get(k) for k in ("run_id", "error", "exit_code", "log_tail")}
                          for r in records if r["status"] != "ok"],
               "runs": records}
    (out / "summary.json").write_text(json.dumps(summary, indent=1) + "\n")
    (out / "table.md").write_text(markdown(records, meta))
    written = plots(records, out) if plots_too else []
    print(markdown(records, meta), file=sys.stderr)
    print(f"compare: done in {meta.get('wall_seconds', 0):.0f} s; results in {out} "
          f"(table.md, summary.json, results.jsonl"
          f"{''.join(', ' + p.name for p in written)})", file=sys.stderr)
    failed = sum(r["status"] != "ok" for r in records)
    if failed:
        print(f"compare: {failed} run(s) failed (see table.md)", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    if __package__ in (None, ""):
        # run as a file (the `_exec` wrapper inside a launched job)
        sys.path.insert(1, str(REPO))
    sys.exit(main())
