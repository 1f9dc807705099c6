"""Inside a launched job (`compare.py _exec`: the example with config
overrides, the Config it used written for the report) and the offline
planning service (`compare.py _plan`, driven by `PlanService`)."""
from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import runpy
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any, Optional, Sequence

REPO = Path(__file__).resolve().parents[2]
PLAN_REPLY = "@@PLAN "


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
    import importlib
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


def exec_main(argv: list[str]) -> int:
    """``compare.py _exec [--set K=V]... [--configs-module M] [--no-local-aggregation] [--no-coalesce] [--async]
    [--sparse-as-dense-auto] [--step-timeout S] [--tune T] SCRIPT ARGS...``: run SCRIPT as __main__ with the overrides; worker 0 writes
    the Config the job runs with to $PARALLAX_TF_STATS_DIR/config.json.
    (No ``--`` separator: ``parallax-tf`` would take it as its own.)"""
    sets: list[str] = []
    module_name = None
    no_local_aggregation = no_coalesce = asynchronous = sparse_as_dense = False
    step_timeout = tune = None
    while argv and argv[0].startswith("--"):
        opt = argv.pop(0)
        if opt == "--set":
            sets.append(argv.pop(0))
        elif opt == "--configs-module":
            module_name = argv.pop(0)
        elif opt == "--no-local-aggregation":
            no_local_aggregation = True
        elif opt == "--no-coalesce":
            no_coalesce = True
        elif opt == "--async":
            asynchronous = True
        elif opt == "--sparse-as-dense-auto":
            sparse_as_dense = True
        elif opt == "--step-timeout":
            step_timeout = float(argv.pop(0))
        elif opt == "--tune":
            tune = argv.pop(0)
        else:
            raise SystemExit(f"compare _exec: unknown option {opt}")
    if not argv:
        raise SystemExit("compare _exec: give the script")
    script, script_args = argv[0], argv[1:]
    _apply_sets(script, script_args, module_name, _parse_sets(sets))

    import parallax_tf as px
    original = px.get_runner

    def get_runner(train_step, resources="localhost:0", config=None):
        config = config or px.Config()
        if no_local_aggregation:
            config = dataclasses.replace(config, local_aggregation=False)
        if no_coalesce:
            config = dataclasses.replace(config, coalesce_transfers=False)
        if asynchronous:
            config = dataclasses.replace(config, sync="async")
        if sparse_as_dense:
            config = dataclasses.replace(config, sparse_as_dense="auto")
        if step_timeout is not None:
            config = dataclasses.replace(config, step_timeout=step_timeout)
        if tune is not None:
            config = dataclasses.replace(config, tune=tune)
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


def plan_main() -> int:
    """Planning service: one JSON request per stdin line
    ``{"script", "args", "module", "sets", "resources", "config", "json"}``,
    one reply line ``@@PLAN {...}`` each. Captures (and measures alpha) once
    per (script, args, sets)."""
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    from parallax_tf import views
    from parallax_tf.capture import capture
    from parallax_tf.classify import classify
    from parallax_tf.classify.compute import measure_compute
    from parallax_tf.config import Config
    from parallax_tf.partitioner import clear_marks
    from parallax_tf.planner.placing import make_plan
    from parallax_tf.resources import parse_resources
    from parallax_tf.script import load_script, step_spec

    models: dict[str, Any] = {}
    computes: dict[str, Any] = {}
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
                # the step on one process, for the estimator (planner/step_time.py)
                computes[key] = measure_compute(captured, spec.example_args).to_dict()
            cfg = dict(req.get("config") or {})
            cfg["search_partitions"] = False
            unpinned = []
            if cfg.get("placements"):       # a MIXED job's places (records.pinned_placements)
                names = {v.name for v in models[key].variables}
                unpinned = sorted(set(cfg["placements"]) - names)    # Keras' per-process names
                cfg["placements"] = {n: p for n, p in cfg["placements"].items() if n in names}
            plan = make_plan(models[key], parse_resources(req["resources"]),
                             Config.from_dict(cfg))
            if req.get("json"):
                Path(req["json"]).write_text(plan.to_json())
                Path(req["json"]).with_name("compute.json").write_text(
                    json.dumps(computes[key]) + "\n")
            reply = {"ok": True, "bytes_per_machine": plan.bytes_per_machine(),
                     "variables": {n: {"placement": v.placement.kind, "num_shards": v.num_shards,
                                       "kind": v.kind, "alpha": v.alpha, "bytes": v.bytes}
                                   for n, v in plan.variables.items()},
                     "summary": views.summary(plan), "unpinned": unpinned}
        except Exception as e:
            reply = {"ok": False, "error": f"{type(e).__name__}: {e}"}
        sys.stdout.write(PLAN_REPLY + json.dumps(reply, default=str) + "\n")
        sys.stdout.flush()
    return 0


class PlanService:
    """A `_plan` child process for one model (the examples import their model
    modules under plain names, so models do not share a process)."""

    def __init__(self, log_path: Path) -> None:
        self._log = open(log_path, "a", encoding="utf-8")
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
