"""Jobs started by the schedulers users have (docs/clusters.md), each by a
stand-in that starts the processes of examples/clusters/'s job file inside
emulated machines with that scheduler's environment (tests/cluster_starts.py):
SLURM's srun, a TFJob's TF_CONFIG, torchrun, mpirun.

Per scheduler, one job started three times, as a scheduler restarts a
failed job (SLURM --requeue, a TFJob's pods recreated, a Job's backoff):

1. a worker other than rank 0 is killed (SIGKILL) after a checkpoint: every
   task ends nonzero within 60 s, rank 0's output naming the killed worker;
2. the job starts again (rank 0 last, seconds after the others: they wait
   for its store), resumes from the checkpoint, and rank 0, the task that
   holds the job's store, is killed: every other task ends nonzero within
   60 s naming rank 0's store;
3. the job starts again and trains to the end: its weights equal one
   device trained on every replica's batches of every step, uninterrupted
   (rtol 1e-5), so the two resumes lost and repeated nothing.

Needs root and network namespaces (skipped otherwise).
"""
from __future__ import annotations

import glob
import os
import re
import signal
import sys
import time

import numpy as np
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from benchmarks.cluster import EmulatedCluster, check_support  # noqa: E402
from tests import cluster_starts  # noqa: E402

pytestmark = [pytest.mark.netns, pytest.mark.multiprocess, pytest.mark.slow]
STEPS = 20
PACE = "0.15"
STALE = "6"
"""The watchdog's silence limit in these jobs (the default is 20 s)."""
SUBNET = "10.79.0.0"


@pytest.fixture(scope="module")
def machines():
    reason = "needs root (network namespaces)" if os.geteuid() != 0 else check_support()
    if reason:
        pytest.skip(reason)
    with EmulatedCluster(3, prefix="pxcl", subnet=SUBNET + "/24") as cluster:
        yield cluster


def _single_device(replicas: int, steps: int = STEPS) -> dict:
    sys.path.insert(0, os.path.join(ROOT, "examples", "clusters"))
    import train
    model, step = train.build()
    for k in range(steps):
        parts = [train.batch(k, r) for r in range(replicas)]
        step(np.concatenate([p[0] for p in parts]), np.concatenate([p[1] for p in parts]))
    # the name below the model's own: this process builds one model per scheduler
    # (sequential, sequential_1, ...), the job's tasks one each
    return {v.path.split("/", 1)[1]: v.numpy() for v in model.trainable_variables}


def _latest_checkpoint(folder: str) -> int:
    found = [int(m.group(1)) for p in glob.glob(os.path.join(folder, "ckpt-*"))
             if (m := re.search(r"ckpt-(\d+)", p))]
    return max(found, default=-1)


def _wait_for_checkpoint(folder: str, after: int, tasks, seconds: float = 120.0) -> int:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        step = _latest_checkpoint(folder)
        if step > after:
            return step
        ended = [t for t in tasks if t.proc.poll() is not None]
        assert not ended, _logs(tasks, f"tasks ended before a checkpoint: {ended}")
        time.sleep(0.3)
    raise AssertionError(_logs(tasks, f"no checkpoint after step {after} in {seconds} s"))


def _logs(tasks, head: str) -> str:
    parts = [head]
    for t in tasks:
        with open(t.log, encoding="utf-8", errors="replace") as f:
            lines = [ln for ln in f.read().splitlines() if not ln.startswith(("I0000", "WARNING: All"))]
        parts.append(f"--- rank {t.rank} (code {t.proc.poll()}):\n" + "\n".join(lines[-25:]))
    return "\n".join(parts)


def _kill(task) -> None:
    """SIGKILL the task's python process (the stand-in exec'd bash into it)."""
    os.kill(task.proc.pid, signal.SIGKILL)


def _all_end_nonzero(tasks, killed, seconds: float = 60.0) -> float:
    started = time.monotonic()
    for t in tasks:
        if t is killed:
            continue
        left = seconds - (time.monotonic() - started)
        try:
            t.proc.wait(timeout=max(left, 0.1))
        except Exception:
            raise AssertionError(_logs(tasks, f"rank {t.rank} still runs {seconds} s after "
                                              f"rank {killed.rank} was killed")) from None
        assert t.proc.returncode != 0, _logs(tasks, f"rank {t.rank} ended with code 0")
    for t in tasks:
        t.proc.wait(timeout=10)
    return time.monotonic() - started


def _text(task) -> str:
    with open(task.log, encoding="utf-8", errors="replace") as f:
        return f.read()


@pytest.mark.parametrize("scheduler", ["slurm", "tfjob", "torchrun", "mpirun"])
def test_a_scheduler_started_job_fails_whole_and_resumes_equal(machines, scheduler, tmp_path):
    start = cluster_starts.STARTS[scheduler]
    ckpt, out = tmp_path / "ckpt", tmp_path / "out"
    extra = {"CKPT": str(ckpt), "PXTF_TEST_STEPS": str(STEPS), "PXTF_TEST_PACE": PACE,
             "PXTF_TEST_EVERY": "3",
             "PARALLAX_TF_HEARTBEAT_STALE": STALE, "TF_CPP_MIN_LOG_LEVEL": "2",
             "PARALLAX_TF_COLLECTIVES": "tensorflow", "PYTHONPATH": ROOT}
    # 1. a worker is killed: every task ends nonzero, rank 0 naming it
    logs = tmp_path / "start1"
    logs.mkdir()
    tasks = start(machines, str(logs), extra)
    first = _wait_for_checkpoint(str(ckpt), -1, tasks)
    victim = [t for t in tasks if t.kind == "worker" and t.rank != 0][-1]
    _kill(victim)
    took = _all_end_nonzero(tasks, victim)
    chief = next(t for t in tasks if t.rank == 0)
    named = re.search(r"the job ends: (worker \d+) stopped responding", _text(chief))
    assert named, _logs(tasks, "rank 0 did not name the killed worker")
    assert took < 60

    # 2. started again (rank 0 last): resumes; rank 0, the store's task, is killed
    logs = tmp_path / "start2"
    logs.mkdir()
    tasks = start(machines, str(logs), {**extra, "PXTF_TEST_DELAY_RANK0": "3"})
    second = _wait_for_checkpoint(str(ckpt), first, tasks)
    assert second > first
    chief = next(t for t in tasks if t.rank == 0)
    _kill(chief)
    took = _all_end_nonzero(tasks, chief)
    others = [t for t in tasks if t is not chief]
    assert all("the job's store (rank 0" in _text(t) for t in others), \
        _logs(tasks, "not every task named rank 0's store")
    assert took < 60

    # 3. started again: trains to the end, equal to one device uninterrupted
    logs = tmp_path / "start3"
    logs.mkdir()
    tasks = start(machines, str(logs), {**extra, "PXTF_TEST_OUT": str(out)})
    for t in tasks:
        t.proc.wait(timeout=180)
    assert all(t.proc.returncode == 0 for t in tasks), _logs(tasks, "the last start failed")
    with np.load(out / "values.npz") as data:
        got = {k.replace("|", "/").split("/", 1)[1]: data[k] for k in data.files}
    reference = _single_device(sum(1 for t in tasks if t.kind == "worker"))
    for name, value in reference.items():
        np.testing.assert_allclose(got[name], value, rtol=1e-5, atol=1e-6, err_msg=name)


LAYOUTS = {
    # a TFJob's ps pods on hosts of their own (two on one), two workers on
    # each of the other hosts, none of which serves
    "ps-apart": {"chief": [(0, 24110)], "worker": [(0, 24111), (1, 24110), (1, 24111)],
                 "ps": [(2, 24110), (2, 24111)]},
    # a hostNetwork TFJob / TensorFlow's one-box TF_CONFIG: a ps task beside
    # the workers of each host, all on consecutive ports (the store: 24113)
    "ps-beside": {"chief": [(0, 24110)], "worker": [(0, 24111), (1, 24110), (1, 24111)],
                  "ps": [(0, 24112), (1, 24112)]},
    # both at once: a ps task beside the chief's host's workers, one on a
    # host of its own, a host of two workers without one
    "ps-mixed": {"chief": [(0, 24110)], "worker": [(0, 24111), (1, 24110), (1, 24111)],
                 "ps": [(0, 24112), (2, 24110)]},
}


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_tf_config_layouts_train_equal_to_one_device(machines, layout, tmp_path):
    """TF_CONFIGs our launcher never writes, on the default engine: tasks
    of one host on consecutive ports, several workers on a host with no
    server, ps tasks on hosts of their own or beside the workers. Before
    local aggregation gathered among a machine's workers, "ps-apart"
    aborted at step 1 and "ps-beside" was refused (and its store took
    worker 0's port)."""
    out = tmp_path / "out"
    extra = {"PXTF_TEST_OUT": str(out), "TF_CPP_MIN_LOG_LEVEL": "2", "PYTHONPATH": ROOT,
             "PARALLAX_TF_HEARTBEAT_STALE": STALE}
    tasks = cluster_starts.tf_config(machines, str(tmp_path), extra, LAYOUTS[layout], 6)
    for t in tasks:
        t.proc.wait(timeout=180)
    assert all(t.proc.returncode == 0 for t in tasks), _logs(tasks, f"{layout} failed")
    with np.load(out / "values.npz") as data:
        got = {k.replace("|", "/").split("/", 1)[1]: data[k] for k in data.files}
    reference = _single_device(4, steps=6)
    for name, value in reference.items():
        np.testing.assert_allclose(got[name], value, rtol=1e-5, atol=1e-6, err_msg=name)
