"""Periodic checkpoints that resume a job (runtime/checkpoint.py) and
restarts (`parallax-tf run --max-restarts`).

* pure: `checkpoint_every` parsing, when a checkpoint is due, the atomic
  writer (keep K, the index file, a save killed half-way);
* one process: a LocalRunner resumed from its folder equals an
  uninterrupted run;
* real jobs: the launcher restarts a job whose task failed, at most K
  times; a 2-worker HYBRID job whose worker is SIGKILLed mid-training
  completes under `--max-restarts 1`, its losses after the restart and its
  final weights (Adam's slots on the servers, a sampled softmax's random
  candidates) equal to an uninterrupted run's.
"""
from __future__ import annotations

import logging
import os
import re
import sys
import time
import uuid
from pathlib import Path

import numpy as np
import pytest
import tensorflow as tf

import parallax_tf as px
from parallax_tf.config.every import Every, parse_every
from parallax_tf.runtime import checkpoint
from parallax_tf.runtime.periodic import Periodic

SCRIPTS = Path(__file__).parent / "launcher_scripts"


# ----------------------------------------------------------------------------- pure

@pytest.mark.parametrize("text, every", [
    (5, Every(steps=5)), ("100 steps", Every(steps=100)), ("1 step", Every(steps=1)),
    ("30s", Every(seconds=30.0)), ("2.5 sec", Every(seconds=2.5)),
    ("10 min", Every(seconds=600.0)), ("1h", Every(seconds=3600.0)), (None, None)])
def test_checkpoint_every_takes_steps_or_a_duration(text, every):
    assert parse_every(text) == every


@pytest.mark.parametrize("bad", [0, -3, True, 2.5, "soon", "0s", "1.5 steps", "5 parsecs"])
def test_a_bad_checkpoint_every_names_the_value_and_the_forms(bad):
    with pytest.raises(px.ParallaxError, match=re.escape(f"Config.checkpoint_every={bad!r}")
                       + ".*'100 steps', '30s'"):
        px.Config(checkpoint_dir="ckpt", checkpoint_every=bad)


def test_checkpoint_every_needs_a_folder_and_works_in_every_mode():
    with pytest.raises(px.ParallaxError, match=r"needs Config\(checkpoint_dir=...\)"):
        px.Config(checkpoint_every=10)
    for mode in ({"mesh": {"batch": 2}}, {"schedule": "1f1b"}):   # tests/test_conformance.py
        assert px.Config(checkpoint_dir="c", checkpoint_every=10, **mode).checkpoint.checkpoint_every
    with pytest.raises(px.ParallaxError, match="keep_checkpoints=0"):
        px.Config(checkpoint_dir="c", keep_checkpoints=0)
    config = px.Config(checkpoint_dir="c", checkpoint_every="30s")
    assert px.Config.from_dict(config.to_dict()) == config


def test_checkpoints_are_due_by_steps_or_by_time():
    by_steps = Periodic(Every(steps=3))
    assert [s for s in range(1, 10) if by_steps.due(s)] == [3, 6, 9]
    now = [0.0]
    by_time = Periodic(Every(seconds=10), clock=lambda: now[0])
    due = []
    for step in range(1, 40):
        now[0] += 1.5
        if by_time.due(step):
            due.append(step)
            by_time.written()
    assert due == [7, 14, 21, 28, 35]


def _values(step: int) -> dict:
    return {"w": np.full([3], float(step), np.float32), "opt/m": np.arange(2.0) + step}


def test_the_writer_keeps_the_last_k_and_names_the_latest(tmp_path):
    folder = str(tmp_path / "ckpt")
    for step in (2, 4, 6, 8):
        path = checkpoint.write_atomically(folder, step, _values(step), keep=2, random_steps=step)
        assert path == os.path.join(folder, f"ckpt-{step}")
    assert tf.train.latest_checkpoint(folder) == os.path.join(folder, "ckpt-8")
    assert sorted(f for f in os.listdir(folder) if not f.startswith(".")) == [
        "checkpoint", "ckpt-6.data-00000-of-00001", "ckpt-6.index",
        "ckpt-8.data-00000-of-00001", "ckpt-8.index"]
    assert checkpoint.latest(folder) == checkpoint.Resume(
        path=os.path.join(folder, "ckpt-8"), step=8, random_steps=8)
    assert checkpoint.read_values(os.path.join(folder, "ckpt-6"), ["w"])["w"].tolist() == [6] * 3
    assert checkpoint.latest(str(tmp_path / "nothing")) is None


def test_a_save_killed_half_way_leaves_the_previous_checkpoint_whole(tmp_path):
    """The files are written in a scratch folder and moved in; the index
    file names a checkpoint only when it is whole. A writer that dies after
    writing its files (as a SIGKILL mid-save would) leaves the latest
    checkpoint as it was; the next save removes the leftovers."""
    folder = str(tmp_path / "ckpt")
    checkpoint.write_atomically(folder, 3, _values(3), keep=3)

    def dies(prefix: str) -> str:
        checkpoint.write_values(prefix, _values(6))
        os.kill(os.getpid(), 0)          # still alive: raise instead of dying for real
        raise KeyboardInterrupt("killed mid-save")

    with pytest.raises(KeyboardInterrupt):
        checkpoint.write_atomically(folder, 6, {}, keep=3, writer=dies)
    assert checkpoint.latest(folder).step == 3
    values = checkpoint.read_values(tf.train.latest_checkpoint(folder), ["w", "opt/m"])
    assert values["w"].tolist() == [3.0] * 3
    assert not any(f.startswith("ckpt-6") for f in os.listdir(folder))
    os.makedirs(os.path.join(folder, ".ckpt-6.leftover"))      # a scratch folder a kill left
    checkpoint.write_atomically(folder, 9, _values(9), keep=3)
    assert not any(f.startswith(".ckpt-") for f in os.listdir(folder))
    assert checkpoint.latest(folder).step == 9


# ----------------------------------------------------------------------------- one process

def _local_job(folder: str, steps: int, every=None):
    """A fresh model (embedding + dense, Adam) trained on deterministic
    batches by a LocalRunner from `runner.start_step` to `steps`."""
    rng = np.random.default_rng(0)
    emb = tf.Variable(rng.normal(0, 0.5, [20, 4]).astype(np.float32), name="emb")
    dense = tf.Variable(rng.normal(0, 0.5, [4, 1]).astype(np.float32), name="dense")
    opt = tf.keras.optimizers.Adam(0.1, name="opt")      # the names a new process would see

    @tf.function
    def step(ids, y):
        with tf.GradientTape() as tape:
            pred = tf.matmul(tf.reduce_mean(tf.gather(emb, ids), 1), dense)[:, 0]
            loss = tf.reduce_mean((pred - y) ** 2)
        opt.apply_gradients(zip(tape.gradient(loss, [emb, dense]), [emb, dense]))
        return loss

    runner = px.get_runner(step, "localhost:0", px.Config(checkpoint_dir=folder,
                                                          checkpoint_every=every))
    data = np.random.default_rng(1)
    batches = [(data.integers(0, 20, [4, 3]), data.normal(size=4).astype(np.float32))
               for _ in range(steps)]
    losses = [float(runner.run(*batches[i])) for i in range(runner.start_step, steps)]
    return runner, losses


def test_a_local_runner_resumes_where_its_checkpoint_was_taken(tmp_path, caplog):
    _, whole = _local_job(str(tmp_path / "a"), 8)
    folder = str(tmp_path / "b")
    first, _ = _local_job(folder, 5, every=2)
    assert checkpoint.latest(folder).step == 4
    caplog.clear()
    resumed, losses = _local_job(folder, 8, every=2)
    assert resumed.start_step == 4
    assert resumed.start_example == 16         # 4 steps of one replica's 4 examples
    said = [r.getMessage() for r in caplog.records if "resumed from" in r.getMessage()]
    assert said == [f"resumed from checkpoint {folder}/ckpt-4 at step 4"], said   # one line,
    assert all(r.levelname == "WARNING" for r in caplog.records            # shown by default
               if "resumed from" in r.getMessage())
    np.testing.assert_allclose(losses, whole[4:], rtol=1e-6)
    reference, _ = _local_job(str(tmp_path / "c"), 8)
    for name, value in reference.values().items():
        np.testing.assert_allclose(resumed.values()[name], value, rtol=1e-6, err_msg=name)
    assert checkpoint.latest(folder).step == 8 and checkpoint.latest(folder).examples == 32


def test_restore_before_the_first_step_is_loaded_then(tmp_path):
    """restore() before the first run (the step's variables are not known
    yet) is loaded when the runner has captured the step: the next step
    goes on from the checkpoint, optimizer state included."""
    trained, _ = _local_job(str(tmp_path / "ckpt"), 3)
    saved = trained.save()
    assert saved == str(tmp_path / "ckpt" / "ckpt-3")
    fresh, _ = _local_job(str(tmp_path / "other"), 0)
    fresh.restore(saved)
    batch = (np.arange(12).reshape(4, 3) % 20, np.ones(4, np.float32))
    assert float(fresh.run(*batch)) == pytest.approx(float(trained.run(*batch)), rel=1e-6)
    mine, theirs = fresh.values(), trained.values()
    assert sorted(mine) == sorted(theirs)
    for name, value in theirs.items():
        np.testing.assert_allclose(mine[name], value, rtol=1e-6, err_msg=name)


# ----------------------------------------------------------------------------- real jobs

def _job(argv: list[str], max_restarts: int, capsys, resources: str = "localhost:0,1",
         program: bool = True):
    """Launch `argv` (`program`: a parallax_tf script, with servers)."""
    from parallax_tf.launch.launcher import run_job
    started = time.monotonic()
    result = run_job(resources, argv, start_servers=program, plan_from_chief=program,
                     grace_s=1.0,
                     max_restarts=max_restarts,
                     env={"PX_TEST_MARKER": uuid.uuid4().hex,
                          "PARALLAX_TF_RESOURCES": resources,
                          "PARALLAX_TF_ARCHITECTURE": "hybrid"})
    return result, capsys.readouterr().out, time.monotonic() - started


FLAKY = """
import os, sys
attempt = int(os.environ["PARALLAX_TF_RESTART"])
print(f"attempt {attempt}", flush=True)
sys.exit(3 if attempt < int(sys.argv[1]) else 0)
"""


@pytest.mark.multiprocess
@pytest.mark.parametrize("failures, max_restarts, code", [(1, 1, 0), (3, 2, 3)])
def test_the_launcher_restarts_a_failed_job_at_most_k_times(failures, max_restarts, code,
                                                           capsys):
    """A script that fails on its first `failures` starts: with
    max_restarts=K the launcher starts it again K times at most, logging
    each restart; its status is that of the last start."""
    result, out, _ = _job([sys.executable, "-c", FLAKY, str(failures)], max_restarts, capsys,
                          resources="localhost:0", program=False)
    assert result.exit_code == code, out
    starts = min(failures, max_restarts) + 1
    assert [f"attempt {i}" in out for i in range(starts + 1)] == [True] * starts + [False]
    assert out.count("[parallax-tf] restart ") == starts - 1, out
    assert "restart 1 of %d: worker 0 on localhost exited with code 3" % max_restarts in out
    assert ("the job completed after 1 restart(s)" in out) == (code == 0)


def _losses(folder: Path, worker: int) -> dict[int, str]:
    """A worker's losses by step (resume.py's losses-<worker>.txt); a
    restarted job's later lines win."""
    lines = (folder / f"losses-{worker}.txt").read_text().split("\n")
    return {int(step): value for step, value in (ln.split() for ln in lines if ln)}


@pytest.fixture(scope="module")
def uninterrupted(tmp_path_factory):
    """launcher_scripts/resume.py, 10 steps, nobody killed: (its folder,
    seconds)."""
    from parallax_tf.launch.launcher import run_job
    out_dir = tmp_path_factory.mktemp("uninterrupted")
    started = time.monotonic()
    result = run_job("localhost:0,1", [sys.executable, str(SCRIPTS / "resume.py"),
                                       str(out_dir), str(out_dir / "ckpt"), "10"],
                     start_servers=True, plan_from_chief=True, grace_s=1.0,
                     env={"PARALLAX_TF_RESOURCES": "localhost:0,1",
                          "PARALLAX_TF_ARCHITECTURE": "hybrid"})
    assert result.exit_code == 0, result.message
    return out_dir, time.monotonic() - started


@pytest.mark.multiprocess
@pytest.mark.parametrize("victim, kill, message", [
    ("worker", "7", "worker 1 on localhost was killed by SIGKILL"),
    ("ps", "ps:7", "ps 0 on localhost was killed by SIGKILL")])
def test_a_killed_task_is_restarted_and_the_job_ends_as_if_uninterrupted(
        victim, kill, message, uninterrupted, tmp_path, capsys, monkeypatch):
    """launcher_scripts/resume.py on 2 workers + 1 ps (HYBRID; Adam;
    sampled softmax; uneven data through px.shard), checkpoints every 3
    steps, 10 steps, under max_restarts=1: before step 7, worker 1 SIGKILLs
    itself, or worker 0 SIGKILLs the ps. The launcher names the killed
    task first, as a terminal shows its output and its log (the workers'
    tracebacks of the steps that failed then come after, one line each),
    restarts the job, which resumes from its latest checkpoint (step
    6, or 3 if the kill came while the chief was writing step 6's) and
    completes: every step's loss after the restart and every final value
    (variables and Adam's slots) equal the uninterrupted job's."""
    out_dir = tmp_path / victim
    out_dir.mkdir()
    monkeypatch.delenv("PARALLAX_TF_ALL_WORKERS", raising=False)   # the default console
    screen = logging.StreamHandler(sys.stdout)        # the log where the user sees it
    screen.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    logging.getLogger("parallax_tf.launch.launcher").addHandler(screen)
    try:
        result, out, seconds = _job([sys.executable, str(SCRIPTS / "resume.py"),
                                     str(out_dir), str(out_dir / "ckpt"), "10", kill], 1, capsys)
    finally:
        logging.getLogger("parallax_tf.launch.launcher").removeHandler(screen)
    assert result.exit_code == 0, out[-4000:]
    first_start = out.split("[parallax-tf] restart 1 of 1")[0].splitlines()
    errors = [i for i, line in enumerate(first_start) if re.match(
        r"(ERROR |\[\w+ \d\] (Traceback|E\d{4} |\S*Error\b))", line)]
    assert errors and first_start[errors[0]].startswith(
        f"ERROR parallax_tf.launch.launcher: {message}"), "\n".join(first_start[-80:])
    frames = [line for line in first_start if re.match(r"\[\w+ \d\]   File ", line)]
    assert not frames, "\n".join(first_start[-80:])   # the victims' tracebacks: one line each
    if victim == "ps":          # the workers' failed steps: their errors follow, summarised
        # What a worker printed before it was stopped is a race (its Python
        # traceback, or only TensorFlow's C++ lines of the aborted collective,
        # as in CI on 2026-12-01): each shown line is one of the file's lines.
        # The launcher may also stop them before their steps fail (CI on
        # 2026-12-05): then nothing is summarised, and nothing is shown raw.
        gist = re.findall(r"^\[(worker \d)\] (.*) \((\d+) line\(s\) after ps 0 failed, "
                          r"whole in (\S+);", "\n".join(first_start), re.M)
        raw = [first_start[i] for i in errors[1:]
               if "line(s) after ps 0 failed" not in first_start[i]]
        assert not raw, "\n".join(first_start[-80:])
        for task, shown, count, path in gist:
            mine = [ln for ln in Path(path).read_text().splitlines()
                    if ln.startswith(f"[{task}] ")]
            assert len(mine) == int(count) and any(shown[:100] in ln for ln in mine), \
                (task, shown, mine)
    final = np.load(out_dir / "final.npz")
    assert f"[parallax-tf] restart 1 of 1: {message}" in out, out[-4000:]
    assert "the job completed after 1 restart(s)" in out
    start = int(re.search(r"\[worker 0\] START (\d+) restart 1", out).group(1))
    assert start in (3, 6), out[-4000:]
    said = re.findall(r"^\[(\w+ \d+)\] (resumed from .*)$", out, re.MULTILINE)
    assert said == [("worker 0", f"resumed from checkpoint {out_dir}/ckpt/ckpt-{start} at "
                                 f"step {start}")], said       # by default, on the chief alone
    whole, whole_seconds = uninterrupted
    whole_final = np.load(whole / "final.npz")
    for worker in (0, 1):
        resumed, reference = _losses(out_dir, worker), _losses(whole, worker)
        assert sorted(resumed) == sorted(reference) == list(range(10))
        assert {s: resumed[s] for s in range(start, 10)} == \
            {s: reference[s] for s in range(start, 10)}, (worker, resumed, reference)
    assert sorted(final) == sorted(whole_final)
    for name in final:
        np.testing.assert_allclose(final[name], whole_final[name], rtol=1e-6, err_msg=name)
    print(f"uninterrupted {whole_seconds:.1f} s; {victim} killed before step 7, resumed from "
          f"step {start}, completed in {seconds:.1f} s")


def test_a_checkpoint_of_another_model_is_refused(tmp_path):
    """Resuming from a folder another model wrote names the checkpoint and
    the way out instead of loading the wrong values or a KeyError."""
    folder = str(tmp_path / "ckpt")
    checkpoint.write_atomically(folder, 4, {"something/else": np.zeros(3, np.float32)}, keep=1)
    with pytest.raises(px.ParallaxError, match=r"ckpt-4' does not hold this step's variables "
                                               r".*written by another model"):
        _local_job(folder, 6, every=2)


def test_a_bad_max_restarts_is_refused():
    from parallax_tf.launch.launcher import run_job
    with pytest.raises(px.ParallaxError, match=r"max_restarts=-1 must be an integer >= 0"):
        run_job("localhost:0", [sys.executable, "-c", "pass"], start_servers=False,
                max_restarts=-1)
