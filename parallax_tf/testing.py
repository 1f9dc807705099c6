"""The equivalence oracle: K steps distributed == K steps single-device.

A *factory* (``"module:function"``, importable by every process) returns
``(train_step, make_batch)``: a fresh model's tf.function step, built with
fixed seeds, and ``make_batch(step, slot)`` giving the per-worker batch of
worker `slot` at `step` (a tuple of arrays). The single-device reference runs
the step on the concatenation over workers of those batches, so with a mean
loss both programs compute the same gradients.

    result = run_equivalence("tests.oracle_models:embedding_sgd",
                             "localhost:0,1", Config(), steps=5)
    result.assert_close(rtol=1e-5)

`run_equivalence` launches the real job (servers, workers, Horovod) with the
launcher; each worker runs ``python -m parallax_tf.testing`` and the chief
writes the final variable values and every worker its losses.
"""
from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import os
import sys
import tempfile
from typing import Any, Callable, Optional, Sequence

import numpy as np

import parallax_tf as px
from parallax_tf import env, registry
from parallax_tf.config import Config
from parallax_tf.launch.launcher import launch
from parallax_tf.resources import parse_resources
from parallax_tf.runtime import features


def load_factory(spec: str) -> Callable[[], tuple]:
    """Import ``"module:function"``."""
    module, _, name = spec.partition(":")
    return getattr(importlib.import_module(module), name)


def _trainable_values(step: Any, batch: tuple) -> dict[str, np.ndarray]:
    from parallax_tf.capture import capture  # noqa: PLC0415  (lazy: TensorFlow)
    captured = capture(step, *batch)
    return {v.name: v.variable.numpy() for v in captured.trainable_variables}


def single_device(factory: str, num_workers: int, steps: int) -> tuple[list, dict]:
    """Losses and final trainable values of `steps` single-device steps on the
    concatenated batches of `num_workers` workers."""
    if steps < 1:
        raise ValueError(f"steps={steps}: the reference runs at least one step (its "
                         "variables are read from the step traced on the last batch)")
    step, make_batch = load_factory(factory)()
    losses = []
    for k in range(steps):
        parts = [make_batch(k, w) for w in range(num_workers)]
        batch = tuple(np.concatenate([p[i] for p in parts], axis=0)
                      for i in range(len(parts[0])))
        losses.append(float(step(*batch)))
    return losses, _trainable_values(step, batch)


@dataclasses.dataclass(frozen=True)
class EquivalenceResult:
    distributed_losses: list
    """Per step, the mean over workers of their losses."""
    single_losses: list
    distributed_values: dict
    single_values: dict
    records: Optional[str] = None
    """The folder the job's chief wrote the features it ran into."""

    def assert_close(self, rtol: float = 1e-5, atol: float = 1e-6) -> None:
        """Raise AssertionError naming the first variable (or step) that
        differs; when all agree within the oracle's tolerance (rtol 1e-5,
        atol 1e-6 or tighter), the job's features record is verified
        (`runtime/features.py`: the suite's pair guard counts it)."""
        np.testing.assert_allclose(self.distributed_losses, self.single_losses,
                                   rtol=rtol, atol=atol, err_msg="losses differ")
        assert set(self.distributed_values) == set(self.single_values), (
            sorted(self.distributed_values), sorted(self.single_values))
        for name, value in self.single_values.items():
            np.testing.assert_allclose(self.distributed_values[name], value, rtol=rtol,
                                       atol=atol, err_msg=f"variable {name!r} differs")
        if self.records is not None and rtol <= 1e-5 and atol <= 1e-6 \
                and features.records(self.records):      # (a one-slot job writes none)
            features.verify(self.records)


def run_equivalence(factory: str, resources: str, config: Config, steps: int = 5,
                    workdir: Optional[str] = None,
                    check_restore: bool = False) -> EquivalenceResult:
    """Run the job for real and the single-device reference; compare later.
    `check_restore`: the workers also restore their checkpoint after one
    more step and write `restore.json` (see `_worker_main`)."""
    job = run_distributed(factory, resources, config, steps, workdir, check_restore)
    single_losses, single_values = single_device(factory, job.num_replicas, steps)
    return EquivalenceResult(job.losses, single_losses, job.values, single_values,
                             job.records)


def records_folder(name: str, fallback: str) -> str:
    """A new folder for one job's features record (`runtime/features.py`):
    under the suite's `PARALLAX_TF_FEATURES_RECORD` when it is set (the
    pair guard reads them there), else `fallback`. Give it to the job as
    that variable; verify it once the job's oracle passed."""
    root = env.features_record_dir()
    if root is None:
        os.makedirs(fallback, exist_ok=True)
        return fallback
    os.makedirs(root, exist_ok=True)
    return tempfile.mkdtemp(prefix=f"{name}-", dir=root)


@dataclasses.dataclass(frozen=True)
class JobResult:
    """What an oracle job trained: per step the mean over replicas of their
    losses, the final trainable values, and where it wrote its files."""

    losses: list
    values: dict
    num_replicas: int
    workdir: str
    records: Optional[str] = None
    """The folder the chief wrote the features it ran into (verify it
    with `runtime.features.verify` once the oracle passed)."""


def run_distributed(factory: str, resources: str, config: Config, steps: int = 5,
                    workdir: Optional[str] = None, check_restore: bool = False) -> JobResult:
    """Launch the real job (servers, workers, Horovod) training `steps`
    steps of `factory`'s model; each replica's batch k is make_batch(k, replica)."""
    cluster = parse_resources(resources)
    workdir = workdir or tempfile.mkdtemp(prefix="parallax_oracle_")
    os.makedirs(workdir, exist_ok=True)      # a folder the caller named may not exist yet
    argv = [sys.executable, "-m", "parallax_tf.testing", "--factory", factory,
            "--steps", str(steps), "--out", workdir, "--config", json.dumps(config.to_dict()),
            *(["--check-restore"] if check_restore else [])]
    records = records_folder(os.path.basename(os.path.normpath(workdir)),
                             os.path.join(workdir, "features"))
    status = launch(cluster, argv,
                    start_servers=registry.mode_of(config).hooks().starts_servers(config),
                    env={"PARALLAX_TF_RESOURCES": cluster.to_str(),
                         "PYTHONPATH": os.pathsep.join(p for p in sys.path if p),
                         env.FEATURES_RECORD_VAR: records},
                    plan_from_chief=True)
    if status != 0:
        raise AssertionError(f"the distributed job failed with status {status}")
    with open(os.path.join(workdir, "job.json"), encoding="utf-8") as f:
        replicas = json.load(f)["num_replicas"]
    per_replica = [json.load(open(os.path.join(workdir, f"losses_{r}.json")))
                   for r in range(replicas)]
    dist_losses = list(np.mean(np.array(per_replica), axis=0))
    with np.load(os.path.join(workdir, "values.npz")) as data:
        dist_values = {k.replace("|", "/"): data[k] for k in data.files}
    return JobResult(losses=dist_losses, values=dist_values, num_replicas=replicas,
                     workdir=workdir, records=records)


def _worker_main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m parallax_tf.testing")
    parser.add_argument("--factory", required=True)
    parser.add_argument("--steps", type=int, default=5)
    parser.add_argument("--out", required=True)
    parser.add_argument("--config", default="{}")
    parser.add_argument("--check-restore", action="store_true",
                        help="after saving: one more step, restore the checkpoint, compare")
    args = parser.parse_args(argv)
    step, make_batch = load_factory(args.factory)()
    runner = px.get_runner(step, config=Config.from_dict(json.loads(args.config)))
    losses = [float(runner.run(*make_batch(k, runner.replica_id))) for k in range(args.steps)]
    runner.sync()                  # asynchronous jobs: every worker's updates are in
    me = runner.replica_id
    plan = runner.plan
    if runner.worker_id == plan.topology.data_groups(plan.data_axis)[me][0]:
        with open(os.path.join(args.out, f"losses_{me}.json"), "w") as f:
            json.dump(losses, f)
    stats = registry.of_plan(plan).engine().program_stats(runner.engine)
    one_per_replica = len(plan.drivers) == plan.num_replicas
    with open(os.path.join(args.out, f"graph_{me if one_per_replica else runner.worker_id}.json"),
              "w") as f:
        json.dump(stats, f)
    tuned = runner.tuned
    chunks = tuned.chunks if tuned is not None else None
    if runner.worker_id == 0 and getattr(runner, "plan", None) is not None:
        with open(os.path.join(args.out, "chunks.json"), "w") as f:
            json.dump({"chunk_size": runner.plan.chunk_size,
                       "chunks": [list(c) for c in runner.plan.chunks],
                       "search": chunks.to_dict() if chunks is not None else None}, f)
    choice = tuned.architecture if tuned is not None else None
    if getattr(runner, "plan", None) is not None:
        with open(os.path.join(args.out, f"architecture_{runner.worker_id}.json"), "w") as f:
            json.dump({"architecture": runner.plan.architecture.value,
                       "choice": choice.to_dict() if choice is not None else None,
                       "placements": {n: v.placement.kind
                                      for n, v in runner.plan.variables.items()}}, f)
    outcome = tuned.search if tuned is not None else None
    if outcome is not None:
        with open(os.path.join(args.out, f"search_{runner.worker_id}.json"), "w") as f:
            json.dump({"chosen_p": outcome.chosen_p, "searched": outcome.result is not None,
                       "decision": outcome.decision_path, "plot": outcome.plot_path,
                       "shards": {n: v.num_shards for n, v in runner.plan.variables.items()}},
                      f)
    values = runner.values()          # every worker: layouts' reads are collectives
    saved = runner.save(os.path.join(args.out, "ckpt"))     # the chief writes
    if runner.worker_id == 0:
        with open(os.path.join(args.out, "job.json"), "w") as f:
            json.dump({"num_replicas": runner.num_replicas, "checkpoint": saved,
                       "plan": runner.plan.to_dict()}, f)
        trainable = {n for n, v in runner.plan.variables.items()}
        np.savez(os.path.join(args.out, "values.npz"),
                 **{n.replace("/", "|"): v for n, v in values.items() if n in trainable})
    if args.check_restore:        # every worker: restore (and layouts' reads) are collectives
        runner.run(*make_batch(args.steps, runner.replica_id))
        moved = runner.values()
        runner.restore(saved)
        back = runner.values()
        if runner.worker_id == 0:
            with open(os.path.join(args.out, "restore.json"), "w") as f:
                json.dump({"moved": max(float(np.abs(moved[n] - values[n]).max())
                                        for n in trainable),
                           "restored": max(float(np.abs(back[n] - values[n]).max())
                                           for n in values)}, f)
    return 0


if __name__ == "__main__":
    sys.exit(_worker_main(sys.argv[1:]))
