"""Jobs started by the schedulers users have (docs/clusters.md), each by a
stand-in that starts the processes of examples/clusters/'s job file inside
emulated machines with that scheduler's environment (tests/cluster_starts.py):
SLURM's srun, a TFJob's TF_CONFIG, torchrun, mpirun.

Per scheduler, one job started as a scheduler restarts a failed job
(SLURM --requeue, a TFJob's pods recreated, a Job's backoff):

1. a worker other than rank 0 is killed (SIGKILL) after a checkpoint:
   rank 0 names it, its process gone, within KILL_NAMED_S = 12 s (its
   connection to rank 0 closed: well before the heartbeats' 20 s silence
   limit, the slow path it would otherwise take; measured 0.1-0.6 s) and
   every task ends nonzero within the same bound;
2. the job starts again (rank 0 last, seconds after the others: they wait
   for its store), resumes from the checkpoint, and rank 0, the task that
   holds the job's store, is killed: every other task ends nonzero within
   KILL_NAMED_S naming rank 0, its process gone;
3. (SLURM and TFJob, the two environments unlike each other: SLURM_* and
   TF_CONFIG; torchrun's and mpirun's resume in start 2 reads the same
   checkpoint the same way) the job starts again and trains to the end:
   its weights equal one device trained on every replica's batches of
   every step, uninterrupted (rtol 1e-5), so the two resumes lost and
   repeated nothing.

Every line of every task's log carries its task's prefix (``[worker 1]``,
``[ps 0]``) and none is TensorFlow's start-up noise (launch/task_output.py).

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
from parallax_tf.launch import heartbeat  # noqa: E402
from tests import cluster_starts  # noqa: E402

pytestmark = [pytest.mark.netns, pytest.mark.multiprocess, pytest.mark.slow]
STEPS = 20
PACE = "0.15"
SUBNET = "10.79.0.0"
# a kill is named from the closed connection at once (0.1-0.6 s measured);
# without it only the heartbeats' silence limit (20 s by default) would end
# the job: the bound sits below that limit with room for a slow, loaded box
KILL_NAMED_S = 12.0
# the schedulers whose job also runs the third start (resumed to the end, equal)
TO_THE_END = ("slurm", "tfjob")


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


def _all_end_nonzero(tasks, killed, seconds: float = 60.0) -> dict:
    """Seconds from the kill to each other task's end, by rank."""
    started, ended = time.monotonic(), {}
    while len(ended) < len(tasks) - 1:
        for t in tasks:
            if t is not killed and t.rank not in ended and t.proc.poll() is not None:
                ended[t.rank] = time.monotonic() - started
                assert t.proc.returncode != 0, _logs(tasks, f"rank {t.rank} ended with code 0")
        if time.monotonic() - started > seconds:
            late = [t.rank for t in tasks if t is not killed and t.rank not in ended]
            raise AssertionError(_logs(tasks, f"ranks {late} still run {seconds} s after "
                                              f"rank {killed.rank} was killed"))
        time.sleep(0.05)
    for t in tasks:
        t.proc.wait(timeout=10)
    return ended


def _text(task) -> str:
    with open(task.log, encoding="utf-8", errors="replace") as f:
        return f.read()


def _assert_resumed(tasks, folder: str, at_least: int) -> None:
    """Rank 0 alone printed, by default, the checkpoint it resumed from and
    its step (a checkpoint at `at_least` or later)."""
    said = {t.rank: re.findall(r"resumed from checkpoint (\S+) at step (\d+)", _text(t))
            for t in tasks}
    assert not any(said[r] for r in said if r != 0), _logs(tasks, f"not rank 0 alone: {said}")
    assert len(said[0]) == 1, _logs(tasks, f"rank 0 said where it resumed {len(said[0])} times")
    path, step = said[0][0]
    assert path == os.path.join(folder, f"ckpt-{step}") and int(step) >= at_least, said


def _assert_labelled(tasks) -> None:
    """Every line of every task's log starts with its task's prefix and none
    is TensorFlow's start-up noise (as under parallax-tf run)."""
    from parallax_tf.launch.console import is_startup_noise
    assert any(_text(t) for t in tasks), "no task wrote anything"
    for t in tasks:
        lines = _text(t).splitlines()        # (a worker may write nothing: no noise)
        bare = [ln for ln in lines if not re.match(r"\[(worker|ps) \d+\] ", ln)]
        assert not bare, f"rank {t.rank}: lines without a task prefix: {bare[:5]}"
        noise = [ln for ln in lines if is_startup_noise(ln.split("] ", 1)[1])]
        assert not noise, f"rank {t.rank}: TensorFlow's start-up lines: {noise[:5]}"


@pytest.mark.parametrize("scheduler", ["slurm", "tfjob", "torchrun", "mpirun"])
def test_a_scheduler_started_job_fails_whole_and_resumes(machines, scheduler, tmp_path):
    start = cluster_starts.STARTS[scheduler]
    ckpt, out = tmp_path / "ckpt", tmp_path / "out"
    extra = {"CKPT": str(ckpt), "PXTF_TEST_STEPS": str(STEPS), "PXTF_TEST_PACE": PACE,
             "PXTF_TEST_EVERY": "3",
             "TF_CPP_MIN_LOG_LEVEL": "2",
             "PARALLAX_TF_COLLECTIVES": "tensorflow", "PYTHONPATH": ROOT}
    # 1. a worker is killed: every task ends nonzero, rank 0 naming it
    logs = tmp_path / "start1"
    logs.mkdir()
    tasks = start(machines, str(logs), extra)
    first = _wait_for_checkpoint(str(ckpt), -1, tasks)
    victim = [t for t in tasks if t.kind == "worker" and t.rank != 0][-1]
    _kill(victim)
    ended = _all_end_nonzero(tasks, victim)
    chief = next(t for t in tasks if t.rank == 0)
    print(f"{scheduler}: worker killed: rank 0 named it after {ended[0]:.1f} s, every task "
          f"ended after {max(ended.values()):.1f} s")
    named = re.search(r"the job ends: (worker \d+)'s process is gone", _text(chief))
    assert named, _logs(tasks, "rank 0 did not name the killed worker's process gone")
    assert ended[0] < KILL_NAMED_S < heartbeat.STALE_S, _logs(
        tasks, f"rank 0 named it after {ended[0]:.1f} s")
    assert max(ended.values()) < KILL_NAMED_S, ended
    _assert_labelled(tasks)

    # 2. started again (rank 0 last): resumes; rank 0, the store's task, is killed
    logs = tmp_path / "start2"
    logs.mkdir()
    tasks = start(machines, str(logs), {**extra, "PXTF_TEST_DELAY_RANK0": "3"})
    second = _wait_for_checkpoint(str(ckpt), first, tasks)
    assert second > first
    chief = next(t for t in tasks if t.rank == 0)
    _kill(chief)
    ended = _all_end_nonzero(tasks, chief)
    others = [t for t in tasks if t is not chief]
    print(f"{scheduler}: rank 0 killed: every other task ended after "
          f"{max(ended.values()):.1f} s")
    assert all("rank 0's process is gone" in _text(t) for t in others), \
        _logs(tasks, "not every task named rank 0's process gone")
    assert max(ended.values()) < KILL_NAMED_S, _logs(tasks, f"ended after {ended} s")
    _assert_labelled(tasks)
    _assert_resumed(tasks, str(ckpt), first)
    if scheduler not in TO_THE_END:
        return

    # 3. started again: trains to the end, equal to one device uninterrupted
    logs = tmp_path / "start3"
    logs.mkdir()
    tasks = start(machines, str(logs), {**extra, "PXTF_TEST_OUT": str(out)})
    for t in tasks:
        t.proc.wait(timeout=180)
    assert all(t.proc.returncode == 0 for t in tasks), _logs(tasks, "the last start failed")
    _assert_resumed(tasks, str(ckpt), second)
    _assert_labelled(tasks)
    with np.load(out / "values.npz") as data:
        got = {k.replace("|", "/").split("/", 1)[1]: data[k] for k in data.files}
    reference = _single_device(sum(1 for t in tasks if t.kind == "worker"))
    for name, value in reference.items():
        np.testing.assert_allclose(got[name], value, rtol=1e-5, atol=1e-6, err_msg=name)


LAYOUTS = {
    # a hostNetwork TFJob / TensorFlow's one-box TF_CONFIG: a ps task beside
    # the workers of each host, all on consecutive ports (the store: 24113):
    # one ps task on each workers' host, so each machine serves, as under
    # `parallax-tf run` (refused once, and its store took worker 0's port)
    "ps-beside": {"chief": [(0, 24110)], "worker": [(0, 24111), (1, 24110), (1, 24111)],
                  "ps": [(0, 24112), (1, 24112)]},
    # otherwise each ps task is a machine of its own to the plan: TFJob ps
    # pods on a host of their own, two on one (machine 2), with one ps task
    # beside the chief's host's workers on consecutive ports, and a host of
    # two workers without a server (machine 1: its workers aggregate
    # locally; the layout with every ps apart aborted at step 1 once). One
    # job for what were two, "ps-apart" (every ps on machine 2) and
    # "ps-mixed" (one ps there, one beside).
    "ps-apart-and-beside": {"chief": [(0, 24110)],
                            "worker": [(0, 24111), (1, 24110), (1, 24111)],
                            "ps": [(0, 24112), (2, 24110), (2, 24111)]},
}


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_tf_config_layouts_train_equal_to_one_device(machines, layout, tmp_path):
    """TF_CONFIGs our launcher never writes, on the default engine: tasks
    of one host on consecutive ports, several workers on a host with no
    server, ps tasks on hosts of their own or beside the workers. Before
    local aggregation gathered among a machine's workers, every ps apart
    aborted at step 1 and "ps-beside" was refused (and its store took
    worker 0's port)."""
    out = tmp_path / "out"
    extra = {"PXTF_TEST_OUT": str(out), "TF_CPP_MIN_LOG_LEVEL": "2", "PYTHONPATH": ROOT}
    tasks = cluster_starts.tf_config(machines, str(tmp_path), extra, LAYOUTS[layout], 6)
    for t in tasks:
        t.proc.wait(timeout=240)
    assert all(t.proc.returncode == 0 for t in tasks), _logs(tasks, f"{layout} failed")
    _assert_labelled(tasks)
    with np.load(out / "values.npz") as data:
        got = {k.replace("|", "/").split("/", 1)[1]: data[k] for k in data.files}
    reference = _single_device(4, steps=6)
    for name, value in reference.items():
        np.testing.assert_allclose(got[name], value, rtol=1e-5, atol=1e-6, err_msg=name)
