"""`Job`: this process's place in a job, and what its tasks agree on.

A runner runs in one of three places: one process with one slot (no role,
no store), a task started by the launcher (a `TaskRole`, the launcher's
key-value store), or a task of a layout job (a DTensor client, which may
have no role when a process runs a one-process mesh). `Job` hides which:
it says who this task is (`worker_id`, `is_chief`), what the cluster is,
and whether there is a store to agree through.

What every task agrees on, in every mode, the chief deciding:

* the plan (`agree_on_plan`): the chief plans once and ships it; every
  other task checks that it captured the same model (the fingerprint of
  its variables' names, shapes and dtypes) fed with batches of the same
  structure, dtypes and shapes, then runs the chief's plan. Without a store every task plans
  alike on its own;
* where the job resumes (`agree_on_resume`): the chief reads the
  checkpoint folder and ships the `Resume`.
"""
from __future__ import annotations

import dataclasses
import os
import sys
import time
from typing import Any, Callable, Optional, Sequence

import numpy as np

from parallax_tf import env
from parallax_tf.errors import ConfigError
from parallax_tf.launch import store_client
from parallax_tf.launch.launcher import launch
from parallax_tf.plan import Plan
from parallax_tf.resources import Cluster, parse_resources

RESUME_KEY = "resume"
"""Where the chief publishes the checkpoint the job resumes from."""


@dataclasses.dataclass(frozen=True)
class Job:
    """This task in its job (see the module doc)."""

    cluster: Cluster
    worker_id: int = 0
    num_workers: int = 1
    role: Any = None
    """The launcher's `TaskRole` (None: not started by the launcher)."""
    store: bool = False
    """The launcher's key-value store is reachable (`store_client`)."""

    @property
    def is_chief(self) -> bool:
        return self.worker_id == 0

    @property
    def name(self) -> str:
        """How logs and errors name this task ("worker 1")."""
        return f"worker {self.worker_id}"

    @property
    def machine(self) -> int:
        return self.role.machine if self.role is not None else 0

    @classmethod
    def of_task(cls, role: Any, cluster: Cluster) -> "Job":
        """A task the launcher started."""
        return cls(cluster=cluster, worker_id=role.index, num_workers=role.num_workers,
                   role=role, store=env.kv_store() is not None)

    def publish(self, key: str, text: str) -> None:
        if self.store:
            store_client.publish(text, key=key)

    def wait(self, key: str) -> str:
        return store_client.wait(key=key)


def input_shapes(batch: Sequence[Any]) -> list:
    """A batch's flat inputs as the plan records them: [dtype, shape] each;
    the components of a ragged or sparse input with shape None (their
    lengths differ from batch to batch)."""
    import tensorflow as tf  # noqa: PLC0415  (lazy: TensorFlow)

    from parallax_tf.runtime.inputs import dtype_name, flatten  # noqa: PLC0415  (lazy: TensorFlow)
    out: list = []
    for leaf in tf.nest.flatten(tuple(batch)):
        composite = isinstance(leaf, tf.__internal__.CompositeTensor)
        out.extend([dtype_name(x), None if composite else list(np.shape(x))]
                   for x in flatten((leaf,)))
    return out


def agree_on_plan(job: Job, *, make: Callable[[], Any], fingerprint: str, inputs: list,
                  key: str, what: str = "worker") -> Any:
    """The job's plan (see the module doc). `make()` plans here; `inputs`
    are this task's first batch's dtypes and shapes: every task feeds the
    same."""
    if job.is_chief or not job.store:
        plan = dataclasses.replace(make(), inputs=tuple(tuple(i) for i in inputs))
        if job.is_chief and job.store:
            job.publish(key, plan.to_json(indent=None))
        return plan
    plan = Plan.from_json(job.wait(key))
    # a synchronous step averages per-worker means: the single-device mean
    # only for equal batches (and an SPMD program needs them anyway)
    if plan.inputs and [list(i) for i in plan.inputs] != inputs:
        raise ConfigError(
            f"{what} {job.worker_id}'s first batch has inputs {_shapes(inputs)} but {what} "
            f"0's has {_shapes(plan.inputs)}: every {what} of this job feeds batches of the "
            "same structure, dtypes and shapes (the same dict keys; batch with "
            "drop_remainder=True; px.shard gives every worker equal batches)")
    if plan.model_fingerprint != fingerprint:
        raise ConfigError(
            f"{what} {job.worker_id} captured a different model than {what} 0 (model "
            f"fingerprint {fingerprint} vs the plan's {plan.model_fingerprint}): every "
            f"{what} must run the same script with the same arguments")
    return plan


def _shapes(inputs: Sequence) -> str:
    return ", ".join(f"{d}{tuple(s) if s is not None else '(?)'}" for d, s in inputs)


SHARED_MARK = ".parallax_tf_job"
"""The file the chief writes in the checkpoint folder for the other tasks
to find there: the folder must be shared storage."""


def agree_on_resume(job: Job, folder: Optional[str]) -> Any:
    """The checkpoint the job resumes from (`checkpoint.Resume`), or None:
    read by the chief (by every task without a store) and shipped. In a job
    of several tasks the folder must be shared: every task checks it sees
    the chief's mark there (ConfigError naming the folder otherwise)."""
    from parallax_tf.runtime import checkpoint  # noqa: PLC0415  (lazy: TensorFlow)
    key = _job_key()
    if job.is_chief or not job.store:
        resume = checkpoint.latest(folder)
        if job.is_chief and job.store:
            if folder and key:
                _mark_shared(folder, key)
            job.publish(RESUME_KEY, resume.to_json() if resume else "{}")
        return resume
    resume = checkpoint.Resume.from_json(job.wait(RESUME_KEY))
    if folder and key:
        _check_shared(folder, key, job)
    return resume


def _job_key() -> Optional[str]:
    store = env.kv_store()
    return f"{store[0]}:{store[1]} {env.generation() or ''}".strip() if store else None


def _mark_shared(folder: str, key: str) -> None:
    try:
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, SHARED_MARK), "w", encoding="utf-8") as f:
            f.write(key)
    except OSError as e:
        raise ConfigError(f"Config(checkpoint_dir={folder!r}) is not writable by worker 0 "
                          f"({e}); give a folder every task of the job can write") from e


def _check_shared(folder: str, key: str, job: Job, wait_s: float = 10.0) -> None:
    """The chief's mark is in `folder`, as this task sees it (NFS may show it late)."""
    path = os.path.join(folder, SHARED_MARK)
    deadline = time.monotonic() + wait_s
    while True:
        try:
            with open(path, encoding="utf-8") as f:
                if f.read() == key:
                    return
        except OSError:
            pass
        if time.monotonic() > deadline:
            host = job.role.host if job.role is not None else "this machine"
            raise ConfigError(
                f"Config(checkpoint_dir={folder!r}) is not shared storage: {job.name} on "
                f"{host} does not see the file worker 0 wrote there ({SHARED_MARK}); every "
                "task reads and writes the job's checkpoints, so give a folder on storage "
                "every machine mounts (NFS, a shared volume)")
        time.sleep(0.5)


def task_cluster(role: Any) -> Cluster:
    """The cluster of a launched task (`PARALLAX_TF_RESOURCES`), checked
    against its role."""
    if not role.is_worker:
        raise ConfigError(f"get_runner() called in {role.name}; only workers run steps")
    resources = env.resources()
    if resources is None:
        raise ConfigError("this task was launched without PARALLAX_TF_RESOURCES; "
                          "start it with parallax-tf run or get_runner()")
    cluster = parse_resources(resources)
    if cluster.num_workers != role.num_workers:
        raise ConfigError(f"resources {resources!r} have {cluster.num_workers} workers but "
                          f"the job has {role.num_workers}")
    return cluster


def program_argv() -> list[str]:
    """How this process's program was started, to start it again on every
    slot: [script, args] or [-m, module, args]."""
    main = sys.modules.get("__main__")
    spec = getattr(main, "__spec__", None)
    if spec is not None and spec.name:
        return ["-m", spec.name, *sys.argv[1:]]
    if sys.argv and sys.argv[0] and os.path.isfile(sys.argv[0]):
        return [sys.argv[0], *sys.argv[1:]]
    raise ConfigError(
        f"this program was not started from a script file or a module (sys.argv[0] is "
        f"{(sys.argv or [''])[0]!r}: python -c, a notebook?), so parallax_tf cannot start it "
        "on the other slots; put it in a script (python train.py), or start the job with "
        "parallax-tf run -r RESOURCES train.py")


def launch_job(resources: Any, *, start_servers: bool,
               architecture: Optional[str] = None) -> int:
    """Launch the job of several slots from the user's process: the same
    program on every slot (the chief plans, the others wait for its plan),
    with a parameter server per machine when `start_servers`; the job's exit
    status. `architecture`: the one the tasks plan with (what `parallax-tf
    run -a` would give)."""
    cluster = parse_resources(resources)
    argv = [env.python_executable() or sys.executable, *program_argv()]
    variables = {env.RESOURCES_VAR: cluster.to_str()}
    if architecture is not None:
        variables[env.ARCHITECTURE_VAR] = architecture
    return launch(cluster, argv, start_servers=start_servers, env=variables,
                  plan_from_chief=True)
