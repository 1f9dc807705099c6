"""Faults at the edges (issue 38): a server frozen while starting, a job
that had already finished, damaged checkpoints, IPv6 resources, blame for
a task whose program raised, non-finite losses, and values refused by
name. Pure checks first, then real jobs (launcher_scripts/edges.py)."""
from __future__ import annotations

import json
import logging
import os
import re
import signal
import subprocess
import sys
import threading
import time
import uuid

import numpy as np
import pytest

from parallax_tf import env
from parallax_tf.config import Config
from parallax_tf.errors import ConfigError, ResourceError
from parallax_tf.launch import heartbeat, watchdog
from parallax_tf.launch.watchdog import Watchdog
from parallax_tf.resources import parse_resources

HERE = os.path.dirname(__file__)
SCRIPT = os.path.join(HERE, "launcher_scripts", "edges.py")


# ----------------------------------------------------------------------------- values refused by name

@pytest.mark.parametrize("text, message", [
    ("localhost:²", "slot '²' is not a non-negative integer"),
    ("localhost:99999999999999999999", "slot 99999999999999999999 is not a GPU id"),
    ("a:0;;b:0", "machine entry 2 is empty"),
    (";a:0", "machine entry 1 is empty"),
])
def test_bad_resources_are_refused_by_name(text, message):
    with pytest.raises(ResourceError, match=re.escape(message)):
        parse_resources(text)


def test_ipv6_resources_are_written_back_in_brackets():
    cluster = parse_resources("[::1]:0,1;localhost:2")
    assert cluster.to_str() == "[::1]:0,1;localhost:2"
    assert parse_resources(cluster.to_str()) == cluster
    assert parse_resources("a:0;").to_str() == "a:0"       # one trailing ';' is harmless


@pytest.mark.parametrize("value", [float("inf"), float("nan"), 0, -1])
def test_step_timeout_must_be_finite(value):
    with pytest.raises(ConfigError, match="Config.step_timeout"):
        Config(step_timeout=value)


def test_stop_on_nan_is_a_bool():
    with pytest.raises(ConfigError, match="stop_on_nan"):
        Config(stop_on_nan="yes")


@pytest.mark.parametrize("flag", [["--grace", "-1"], ["--grace", "inf"],
                                  ["--step-timeout", "inf"]])
def test_launcher_flags_out_of_range_are_refused(flag, tmp_path):
    script = tmp_path / "s.py"
    script.write_text("print('never')\n")
    done = subprocess.run([sys.executable, "-m", "parallax_tf.cli", "run", *flag, str(script)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2, done.stderr
    assert flag[0] in done.stderr and "Traceback" not in done.stderr, done.stderr


# ----------------------------------------------------------------------------- checkpoints

def _two_checkpoints(folder):
    from parallax_tf.runtime import checkpoint
    for step in (2, 4):
        checkpoint.write_atomically(str(folder), step, {"w": np.full([64, 4], step, np.float32)},
                                    keep=3)
    return checkpoint


def test_an_unparsable_index_falls_back_to_the_newest_loadable_checkpoint(tmp_path, caplog):
    checkpoint = _two_checkpoints(tmp_path)
    (tmp_path / "checkpoint").write_text("this is { not a checkpoint state\n")
    with caplog.at_level(logging.WARNING):
        resume = checkpoint.latest(str(tmp_path))
    assert resume.step == 4 and resume.path.endswith("ckpt-4")
    assert "cannot be parsed" in caplog.text and "ckpt-4" in caplog.text


def test_an_index_naming_a_missing_checkpoint_falls_back(tmp_path, caplog):
    checkpoint = _two_checkpoints(tmp_path)
    (tmp_path / "checkpoint").write_text('model_checkpoint_path: "ckpt-9"\n')
    with caplog.at_level(logging.WARNING):
        assert checkpoint.latest(str(tmp_path)).step == 4
    assert "ckpt-9" in caplog.text and "missing" in caplog.text


def test_an_unparsable_index_without_checkpoints_is_refused(tmp_path):
    from parallax_tf.runtime import checkpoint
    (tmp_path / "checkpoint").write_text("garbage {\n")
    with pytest.raises(ConfigError, match="holds no ckpt-<n>.*remove the index file"):
        checkpoint.latest(str(tmp_path))


@pytest.mark.parametrize("damage", ["truncate", "garbage", "remove"])
def test_a_damaged_latest_checkpoint_is_refused_naming_it_and_the_way_out(tmp_path, damage):
    checkpoint = _two_checkpoints(tmp_path)
    data = tmp_path / "ckpt-4.data-00000-of-00001"
    if damage == "truncate":
        data.write_bytes(data.read_bytes()[:100])
    elif damage == "garbage":
        data.write_bytes(os.urandom(len(data.read_bytes())))
    else:
        data.unlink()
    before = sorted(os.listdir(tmp_path))
    with pytest.raises(ConfigError) as e:
        checkpoint.latest(str(tmp_path))
    message = str(e.value)
    assert "ckpt-4" in message and "damaged" in message, message
    assert "remove ckpt-4.* to resume from ckpt-2" in message, message
    assert sorted(os.listdir(tmp_path)) == before            # nothing overwritten


def test_a_checkpoint_folder_that_is_a_file_is_refused_before_training(tmp_path):
    from parallax_tf.runtime import checkpoint
    file = tmp_path / "f"
    file.write_text("x")
    with pytest.raises(ConfigError, match="is a file, not a folder"):
        checkpoint.check_folder(str(file))
    with pytest.raises(ConfigError, match="lies under .* which is a file"):
        checkpoint.check_folder(str(file / "sub" / "ckpts"))
    checkpoint.check_folder(str(tmp_path / "new" / "ckpts"))   # created at the first save


def test_a_batch_signature_gives_a_batch_of_zeros_of_its_shapes():
    import tensorflow as tf

    from parallax_tf.runtime import inputs
    batch = (tf.constant([[1, 2]]), {"a": np.ones((2, 3), np.float32),
                                     "s": np.array(["x", "y"])}, 3)
    again = inputs.example(inputs.signature(batch))
    assert again[0].shape == (1, 2) and again[0].dtype == np.int32
    assert again[1]["a"].shape == (2, 3) and again[1]["s"].tolist() == [b"", b""]
    assert again[2] == 3
    assert inputs.signature((tf.ragged.constant([[1]]),)) is None


# ----------------------------------------------------------------------------- watchdog

def test_a_task_stopped_before_its_first_beat_is_named(monkeypatch):
    monkeypatch.setattr(watchdog, "process_state", lambda pid: "T")
    dog = Watchdog(lambda key: None, stale_s=5)
    tasks = [("ps 0", False, None, 123), ("worker 0", True, None, None)]
    assert dog.check(tasks, now=0.0) is None
    stall = dog.check(tasks, now=6.0)
    assert stall.task == "ps 0" and "before its first heartbeat" in stall.reason


def test_a_remote_task_that_never_beats_is_named_after_the_first_step_limit(monkeypatch):
    monkeypatch.setenv(env.FIRST_STEP_TIMEOUT_VAR, "40")
    dog = Watchdog(lambda key: None, stale_s=5)
    tasks = [("ps 1", False, None, None)]
    assert dog.check(tasks, now=0.0) is None and dog.check(tasks, now=39.0) is None
    stall = dog.check(tasks, now=41.0)
    assert stall.task == "ps 1" and "has not started" in stall.reason


def test_a_program_that_raised_is_not_an_early_clean_exit():
    beats = {}

    def beat(task, steps, in_step, raised):
        beats[heartbeat.KEY_PREFIX + task.replace(" ", "_")] = json.dumps(
            {"seq": len(beats) + steps + int(in_step), "steps": steps, "in_step": in_step,
             "timeout": 10, "exiting": True, "raised": raised})
    dog = Watchdog(beats.get, stale_s=5)
    beat("worker 0", 3, True, False)
    beat("worker 1", 3, False, True)        # its program raised between steps 3 and 4
    dog.refresh(["worker 0", "worker 1"])
    assert dog.raised("worker 1") and not dog.exited_early("worker 1")
    beat("worker 1", 3, False, False)       # a clean exit there: an early exit
    dog.refresh(["worker 1"])
    assert dog.exited_early("worker 1") and not dog.raised("worker 1")
    beat("worker 1", 3, True, True)         # its step failed (a victim): neither
    dog.refresh(["worker 1"])
    assert not dog.raised("worker 1") and not dog.exited_early("worker 1")


# ----------------------------------------------------------------------------- real jobs

TWO_MACHINES = "localhost:0;127.0.0.1:0"


def _job(args, resources="localhost:0,1", marker=None, architecture="hybrid", **kw):
    """One machine, two workers and (unless ALLREDUCE) its ps task: one
    process fewer than two machines, where what is checked does not depend
    on the machines (TWO_MACHINES where it does)."""
    from parallax_tf.launch.launcher import run_job
    started = time.monotonic()
    result = run_job(resources, [sys.executable, SCRIPT, *args],
                     start_servers=architecture != "allreduce",
                     plan_from_chief=True, grace_s=1.0,
                     env={"PX_TEST_MARKER": marker or uuid.uuid4().hex,
                          env.RESOURCES_VAR: parse_resources(resources).to_str(),
                          env.ARCHITECTURE_VAR: architecture}, **kw)
    return result, time.monotonic() - started


def _out(capsys):
    return capsys.readouterr().out


@pytest.mark.multiprocess
@pytest.mark.slow
def test_a_server_frozen_while_starting_ends_the_job_naming_it(capsys, monkeypatch):
    import psutil
    monkeypatch.setenv(env.STALE_VAR, "10")     # the silence limit it must be named at
    marker = uuid.uuid4().hex
    stopped = []

    listening = []

    def freeze():
        # the launcher's tasks are this process's children: a look at them
        # takes milliseconds on a loaded box too (a look at every process of
        # the box took long enough there for ps 0 to finish its start)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and not stopped:
            for proc in psutil.Process().children():
                try:
                    task = json.loads(proc.environ().get("PARALLAX_TF_TASK", "{}"))
                    if proc.environ().get("PX_TEST_MARKER") == marker and \
                            task.get("job") == "ps" and task.get("index") == 0:
                        proc.suspend()
                        stopped.append(proc)
                        listening.extend(c.laddr.port for c in proc.net_connections("tcp")
                                         if c.status == psutil.CONN_LISTEN)
                        break
                except (psutil.Error, OSError, ValueError):
                    continue
            time.sleep(0.05)

    thread = threading.Thread(target=freeze, daemon=True)
    thread.start()
    result, seconds = _job(["train"], marker=marker)
    thread.join()
    out = _out(capsys)
    assert stopped, "ps 0 was not found"
    assert not listening, f"ps 0 was frozen after its start (serving at {listening})"
    assert result.failure is not None and result.failure.task == "ps 0", \
        (result.message, out[-3000:])
    assert result.exit_code == heartbeat.STALL_EXIT
    assert "is stopped (SIGSTOP" in result.message
    assert "while starting" in result.message, result.message
    # named at the 10 s silence limit (a frozen process); the job's starts take
    # up to a minute on a slow, loaded box; what it must not wait for is the
    # first step's 300 s limit, the one for a task frozen but not stopped
    assert seconds < 150 < heartbeat.FIRST_STEP_TIMEOUT_S, seconds


@pytest.mark.multiprocess
@pytest.mark.slow
def test_a_finished_job_run_again_exits_0_with_the_same_values(tmp_path, capsys):
    folder = str(tmp_path / "ckpts")
    first, _ = _job(["resume", folder])
    out = _out(capsys)
    assert first.exit_code == 0, (first.message, out[-3000:])
    total = re.search(r"SUM (\S+)", out).group(1)
    files = sorted(os.listdir(folder))
    again, _ = _job(["resume", folder])
    out = _out(capsys)
    assert again.exit_code == 0, (again.message, out[-3000:])
    assert "already at step 6 of 6" in out
    assert re.search(r"SUM (\S+)", out).group(1) == total
    assert sorted(os.listdir(folder)) == files               # nothing rewritten
    other, _ = _job(["resume", folder, "60"])               # another model's shapes
    assert other.exit_code == 1 and other.failure is not None
    assert "holds 'emb' with shape (50, 4), the step's variable has (60, 4)" in \
        other.message, other.message


@pytest.mark.multiprocess
@pytest.mark.slow
def test_a_finished_keras_fit_run_again_exits_0_with_the_same_weights(tmp_path, capsys):
    from parallax_tf.launch.launcher import run_job
    script = os.path.join(HERE, "launcher_scripts", "edges_fit.py")
    sums = []
    for _ in range(2):
        result = run_job("localhost:0,1", [sys.executable, script, str(tmp_path / "ckpts")],
                         start_servers=True, plan_from_chief=True, grace_s=1.0,
                         env={env.RESOURCES_VAR: "localhost:0,1"})
        out = _out(capsys)
        assert result.exit_code == 0, (result.message, out[-3000:])
        sums.append(re.search(r"SUM (\S+)", out).group(1))
    assert sums[0] == sums[1]


@pytest.mark.multiprocess
@pytest.mark.slow
def test_a_job_that_fails_after_its_last_checkpoint_restarts_and_ends_0(tmp_path, capsys):
    folder = str(tmp_path / "ckpts")
    result, _ = _job(["resume_crash", folder], max_restarts=1)
    out = _out(capsys)
    assert result.exit_code == 0, (result.message, out[-3000:])
    assert "already at step 6 of 6" in out and "SUM " in out


@pytest.mark.multiprocess
@pytest.mark.slow
def test_a_worker_whose_program_raised_is_named_with_its_exception(capsys):
    for _ in range(2):                        # the race the blame had: twice
        # kept on two machines: the race's timing depends on the job's shape
        result, _ = _job(["raise"], resources=TWO_MACHINES)
        out = _out(capsys)
        assert result.failure is not None and result.failure.task == "worker 1", \
            (result.message, out[-3000:])
        assert result.exit_code == 1, result.message
        assert "RuntimeError: worker 1 broke before step 3" in result.message


@pytest.mark.multiprocess
@pytest.mark.slow
@pytest.mark.parametrize("mode, message", [
    ("batch5", "worker 1's first batch has inputs int32(5,), float32() but worker 0's has "
               "int32(4,), float32()"),
    ("extra_key", "worker 1's first batch has inputs int32(4,), float32(4,), float32() but "
                  "worker 0's has int32(4,), float32()"),
    ("dtype", "CaptureError: tracing 'step' with the example inputs failed"),
])
def test_a_worker_feeding_other_batches_is_named(mode, message, capsys):
    result, _ = _job([mode])
    out = _out(capsys)
    assert result.failure is not None and result.failure.task == "worker 1", \
        (result.message, out[-3000:])
    assert message in result.message, result.message


@pytest.mark.multiprocess
@pytest.mark.slow
def test_a_job_that_would_keep_a_dynamic_table_off_the_servers_refuses_it_by_name(capsys):
    """Under ALLREDUCE every worker would grow a table of its own: the job
    ends at the chief's plan, before any step, with the composition table's
    reason and the way out (HYBRID or PS train it on the servers:
    tests/test_dynamic_jobs.py)."""
    result, _ = _job(["dynamic"], architecture="allreduce")
    out = _out(capsys)
    assert result.exit_code == 1, (result.message, out[-3000:])
    assert "px.DynamicEmbedding / px.DynamicTable in the step cannot be combined with " \
           "architecture='allreduce'" in result.message, result.message
    assert "architecture='hybrid' or 'ps'" in result.message, result.message


@pytest.mark.multiprocess
@pytest.mark.slow
def test_a_job_on_ipv6_loopback_warns_once_of_a_nan_loss_or_ends_the_job(capsys):
    """The warning's job runs on `[::1]:0,1` (the launcher writes IPv6
    resources back in brackets for the workers): it ends 0, the chief's
    SUM printed; the same loss under Config(stop_on_nan=True) ends the job."""
    result, _ = _job(["nan"], resources="[::1]:0,1")
    out = _out(capsys)
    assert result.exit_code == 0, (result.message, out[-3000:])
    assert "SUM " in out, out[-3000:]
    for worker in (0, 1):                     # steps 2-5 are NaN: one warning per worker
        assert out.count(f"on worker {worker} returned a non-finite value (output 0: nan): "
                         "training goes on") == 1, out
    result, _ = _job(["stop_nan"])
    out = _out(capsys)
    assert result.exit_code == 1 and result.failure is not None
    assert "step 2 (counted from 0) on worker" in result.message
    assert "Config(stop_on_nan=True) ends the job" in result.message


def _launch(args, extra_env=None):
    """`parallax-tf run` in a session of its own (signals go to it alone)."""
    marker = uuid.uuid4().hex
    proc = subprocess.Popen(
        [sys.executable, "-m", "parallax_tf.cli", "run", "-r", "localhost:0,1", SCRIPT, *args],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True,
        env={**os.environ, "PX_TEST_MARKER": marker, **(extra_env or {})})
    return proc, marker


def _tasks(marker):
    import psutil
    found = []
    for proc in psutil.process_iter():
        try:
            if proc.environ().get("PX_TEST_MARKER") == marker and \
                    "PARALLAX_TF_TASK" in proc.environ():
                found.append(proc)
        except (psutil.Error, OSError):
            continue
    return found


def _wait_for_tasks(marker, count, seconds=60):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        tasks = _tasks(marker)
        if len(tasks) >= count:
            return tasks
        time.sleep(0.2)
    raise AssertionError(f"{count} tasks did not start")


@pytest.mark.multiprocess
@pytest.mark.slow
def test_ctrl_z_suspends_the_whole_job_and_fg_continues_it():
    import psutil
    proc, marker = _launch(["long"])
    try:
        tasks = _wait_for_tasks(marker, 3)            # ps 0 and two workers
        time.sleep(6)                                  # into its steps
        os.kill(proc.pid, signal.SIGTSTP)
        time.sleep(2)
        assert psutil.Process(proc.pid).status() == psutil.STATUS_STOPPED
        assert all(t.status() == psutil.STATUS_STOPPED for t in tasks if t.is_running())
        time.sleep(8)                                  # longer than a step's worth of beats
        os.kill(proc.pid, signal.SIGCONT)
        out, _ = proc.communicate(timeout=180)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode == 0, out[-3000:]
    assert "suspended (Ctrl-Z)" in out and "SUM " in out


@pytest.mark.multiprocess
@pytest.mark.slow
def test_a_launcher_stopped_from_outside_does_not_hold_the_job_forever():
    # tasks end 3 x 8 = 24 s after the launcher's stop; a stale limit of 8 s
    # (4 beats), not 4 (2 beats, 2 s apart): the launcher's watchdog uses the
    # same limit, and on a slow, loaded box a healthy task's beat can come
    # late once, which 4 s would call a stall before the launcher is stopped
    proc, marker = _launch(["long"], {env.STALE_VAR: "8"})
    try:
        _wait_for_tasks(marker, 3)
        time.sleep(6)
        os.kill(proc.pid, signal.SIGSTOP)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and _tasks(marker):
            time.sleep(0.5)
        assert not _tasks(marker), "the tasks did not end"
        os.kill(proc.pid, signal.SIGCONT)
        out, _ = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode != 0
    assert "the launcher (pid" in out and "has been stopped (SIGSTOP)" in out, out[-3000:]
