"""The models, architectures and peers of the comparison, one run's spec, and
launching it on an emulated cluster (with link-rate switching)."""
from __future__ import annotations

import dataclasses
import json
import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any, Optional

from benchmarks.cluster import tbf_args
from benchmarks.common import wait_or_kill

REPO = Path(__file__).resolve().parents[2]
COMPARE = REPO / "benchmarks" / "compare.py"
"""Run as a file inside the job (`compare.py _exec`)."""


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
    "ranking": ModelSpec("examples/ranking/train.py", "examples", (0,), leading_dim=True,
                         configs_module="ranking.model", extra_args=("--log-every", "1000")),
    # the click stream of benchmarks/click_stream.py; the embedding kind goes in the
    # script's arguments (RunSpec.script_args, compare's --model-args clicks=...)
    # issue 64's user model: a 100-row table every example reads beside a 10^5-row one
    "user_tables": ModelSpec("benchmarks/user_tables/train.py", "examples", (0,),
                             leading_dim=True, extra_args=("--log-every", "1000")),
    "clicks": ModelSpec("examples/clicks/train.py", "examples", (0,), leading_dim=True,
                        configs_module="clicks.model", extra_args=("--log-every", "1000")),
}

ARCHS = {   # name -> (architecture, local_aggregation)
    "hybrid": ("hybrid", True),
    "allreduce": ("allreduce", True),
    "ps": ("ps", False),
    "ps_agg": ("ps", True),
    "horovod": ("allreduce", True),
    "horovod_sad": ("allreduce", True),
    "auto": ("auto", True),
    "mixed": ("mixed", True),
    "hybrid_nc": ("hybrid", True),
    "ps_agg_nc": ("ps", True),
    "ps_async": ("ps", False),
    "hybrid_async": ("hybrid", True),
    "tf_ps": ("ps", False),
    "allreduce_sad": ("allreduce", True),
    "auto_sad": ("auto", True),
    "auto_time": ("auto", True),
    "mixed_time": ("mixed", True),
    "auto_predict": ("auto", True),
    "mixed_predict": ("mixed", True),
    "hybrid_rb": ("hybrid", True),
    "hybrid_tfc": ("hybrid", True),
    "allreduce_tfc": ("allreduce", True),
    "allreduce_tfc_nf": ("allreduce", True),
}
ASYNC = frozenset({"ps_async", "hybrid_async"})
"""Run with `Config(sync=ASYNC)`: each worker's gradient applied on the
servers as it comes (what TensorFlow's ParameterServerStrategy does)."""
SPARSE_AS_DENSE = frozenset({"allreduce_sad", "auto_sad"})
"""Run with `Config(sparse_as_dense="auto")`: each sparse AllReduce variable
AllGathered or densified and AllReduced, whichever the byte model says moves
fewer bytes (AUTO: in its ALLREDUCE candidate)."""
TUNE = {"auto_time": "time", "mixed_time": "time", "auto_predict": "predict",
        "mixed_predict": "predict"}
"""Run with `Config(tune=...)`: AUTO and MIXED time every candidate ('time',
as before 2026-12-02) or none ('predict'); 'auto' and 'mixed' run the
default ('prune': those the prediction cannot tell apart)."""
SLOW_LINK_STEP_TIMEOUT_S = 900.0
"""`Config.step_timeout` of a --switch-rates job and of a job on links of
100 Mbit/s or less: the default stall timeout (20 x the median of the last
20 steps, at least 30 s; 300 s for the first step) would end a job whose
link just became 1000x slower as stuck (ALLREDUCE on 8 machines: 1.2 s
steps at 10 Gbit/s, then 36 s at 10 Mbit/s), and one whose first step
broadcasts 400 MB of tables at 50 Mbit/s."""
RECEIVE_BUFFER = frozenset({"hybrid_rb"})
"""Launched with `parallax-tf run --receive-buffer-kb K` (compare's
--receive-buffer-kb, default `RECEIVE_BUFFER_KB`): TensorFlow's gRPC
connections receive into at most K KiB, the incast remedy."""
RECEIVE_BUFFER_KB = 24
TF_COLLECTIVES = frozenset({"hybrid_tfc", "allreduce_tfc", "allreduce_tfc_nf"})
"""Launched with `parallax-tf run --collectives tensorflow`: TensorFlow's own
collective ops; every other parallax_tf arch runs with `--collectives
horovod` (docs/install.md)."""
NO_FUSION = frozenset({"allreduce_tfc_nf"})
"""TensorFlow's collectives without the lowering's fusion of small dense
gradients (PARALLAX_TF_FUSION_BYTES=0): one collective per tensor, as
before 2026-11-28."""
NO_COALESCE = frozenset({"hybrid_nc", "ps_agg_nc"})
"""Run with `Config(coalesce_transfers=False)`: one message per tensor (the
before of docs/performance.md#fewer-messages-per-step)."""
ARCH_LABELS = {"hybrid": "HYBRID", "allreduce": "ALLREDUCE (Horovod)",
               "ps": "PS (TF-PS, no local agg.)", "ps_agg": "PS + local agg.",
               "horovod": "plain Horovod script", "horovod_sad": "plain Horovod, sparse_as_dense",
               "auto": "AUTO (timed choice)", "mixed": "MIXED (per variable, priced)",
               "hybrid_nc": "HYBRID, uncoalesced",
               "ps_agg_nc": "PS + local agg., uncoalesced", "ps_async": "PS, asynchronous",
               "hybrid_async": "HYBRID, asynchronous",
               "tf_ps": "TF ParameterServerStrategy (async)",
               "allreduce_sad": "ALLREDUCE, sparse_as_dense='auto'",
               "auto_sad": "AUTO, sparse_as_dense='auto'",
               "auto_time": "AUTO, every candidate timed", "mixed_time": "MIXED, every "
               "candidate timed", "auto_predict": "AUTO, chosen by prediction",
               "mixed_predict": "MIXED, chosen by prediction",
               "hybrid_rb": "HYBRID, receive buffer capped",
               "hybrid_tfc": "HYBRID, TF collectives",
               "allreduce_tfc": "ALLREDUCE, TF collectives",
               "allreduce_tfc_nf": "ALLREDUCE, TF collectives, no fusion"}

PEERS = {   # arch -> {model: (the peer script, its extra flags)}: not parallax_tf (peers/)
    "horovod": {"lm": ("benchmarks/peers/horovod_lm.py", ()),
                "resnet": ("benchmarks/peers/horovod_resnet.py", ())},
    "horovod_sad": {"lm": ("benchmarks/peers/horovod_lm.py", ("--sparse-as-dense",))},
    "tf_ps": {"lm": ("benchmarks/peers/tf_ps_lm.py", ())},
}
"""Real peers run on the same cluster with the same model code: a plain
Horovod script (`hvd.DistributedGradientTape`), launched with
`parallax-tf run --plain` (only the processes and Horovod's rendezvous);
TensorFlow's `ParameterServerStrategy` with a `ClusterCoordinator`
(asynchronous), launched with `parallax-tf run --plain -a ps` (the
launcher's ps tasks are its servers)."""


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
    receive_buffer_kb: int = RECEIVE_BUFFER_KB   # for the RECEIVE_BUFFER archs

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
    if spec.arch in NO_COALESCE:
        wrapper.append("--no-coalesce")                  # patched in by `_exec`
    if spec.arch in ASYNC:
        wrapper.append("--async")                        # patched in by `_exec`
    if spec.arch in SPARSE_AS_DENSE:
        wrapper.append("--sparse-as-dense-auto")         # patched in by `_exec`
    if spec.arch in TUNE:
        wrapper += ["--tune", TUNE[spec.arch]]           # patched in by `_exec`
    if (spec.phases or (spec.rate is not None and spec.rate <= 100)) and spec.arch not in PEERS:
        wrapper += ["--step-timeout", f"{SLOW_LINK_STEP_TIMEOUT_S:g}"]
    if not local_agg and architecture != "allreduce":
        if "--no-local-aggregation" in _help_text(script):
            args.append("--no-local-aggregation")        # the example's own flag
        else:
            wrapper.append("--no-local-aggregation")     # patched in by `_exec`
    return wrapper, args


def set_link_rate(cluster: Any, rate_mbit: float) -> None:
    """Change the shaping of every machine's link (both directions) in place
    (``tc qdisc change``); the cluster must have been built with a rate and
    no latency."""
    tbf = tbf_args(rate_mbit, cluster.queue_ms)
    for ns, outer in zip(cluster.namespaces, cluster.outer_links):
        for argv in (["ip", "netns", "exec", ns, "tc", "qdisc", "change", "dev", "eth0",
                      "root", "handle", "1:", *tbf],
                     ["tc", "qdisc", "change", "dev", outer, "root", "handle", "1:", *tbf]):
            done = subprocess.run(argv, capture_output=True, text=True, check=False)
            if done.returncode != 0:
                raise RuntimeError(f"{' '.join(argv)} failed: {done.stderr.strip()}")


def tcp_segments(cluster: Any) -> Optional[list[dict]]:
    """The cluster's per-machine TCP segment counters (None: not readable,
    e.g. a cluster without namespaces); what is lost is only the count."""
    try:
        return cluster.tcp_segments()
    except Exception:  # a LaunchError or a cluster without the method
        return None


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
                                      "after_timed_steps": done, "time": time.time(),
                                      "tcp_segments": tcp_segments(self.cluster)})
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
    if spec.arch in RECEIVE_BUFFER:
        run += ["--receive-buffer-kb", str(spec.receive_buffer_kb)]
    run += ["--collectives", "tensorflow" if spec.arch in TF_COLLECTIVES else "horovod"]
    if spec.arch in PEERS:
        if spec.sets:
            raise ValueError(f"{spec.arch}: --set overrides are for the examples, not peers")
        peer, flags = PEERS[spec.arch][spec.model]
        cmd = [*run, "--plain", str(REPO / peer), *args, *flags]
    else:
        cmd = [*run, str(COMPARE), "_exec", *wrapper, str(REPO / model.script),
               *args]
    env = {**os.environ, **cluster.env(), "TF_CPP_MIN_LOG_LEVEL": "2",
           "PARALLAX_TF_STATS_DIR": str(stats_dir),
           "PARALLAX_TF_STATS_WARMUP": str(spec.warmup),
           "PARALLAX_TF_SEARCH_CACHE": str(run_dir / "search_cache"),   # AUTO times afresh
           # Gloo's 30 s per collective ends the initial broadcast of the bench LM's
           # 100K x 512 tables to 4 machines at 100 Mbit/s (docs/launching.md)
           "HOROVOD_GLOO_TIMEOUT_SECONDS": os.environ.get("HOROVOD_GLOO_TIMEOUT_SECONDS",
                                                          "300")}
    if spec.arch in NO_FUSION:
        env["PARALLAX_TF_FUSION_BYTES"] = "0"
    log = run_dir / "log.txt"
    (run_dir / "command.txt").write_text(" ".join(cmd) + "\n")
    before = os.times()
    tcp_start = tcp_segments(cluster)
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
    tcp_end = tcp_segments(cluster)
    # what is left inside the machines (a failed job's tasks) must not disturb the next run
    from benchmarks.cluster import kill_namespace_processes
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
            "rate_switch_error": switcher.error if switcher else None,
            "tcp_segments": {"start": tcp_start, "end": tcp_end}}
