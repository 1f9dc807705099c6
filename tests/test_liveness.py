"""Each task's connection to rank 0 (launch/liveness.py) and a scheduler's
task's own output (launch/task_output.py), on real processes and sockets;
the jobs that use both are tests/test_clusters.py's."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time

from parallax_tf.launch import store

CLIENT = """
import sys, time
from parallax_tf.launch import liveness
def told(reason):
    print("ABORT " + reason, flush=True)
def gone():
    print("GONE", flush=True)
liveness.connect(("127.0.0.1", int(sys.argv[1])), sys.argv[2], told, gone)
print("UP", flush=True)
if sys.argv[3] == "bye":
    liveness.goodbye()
    sys.exit(0)
time.sleep(60)
"""


def _client(port: int, name: str, how: str) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-c", CLIENT, str(port), name, how],
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "UP"
    return proc


def _wait(predicate, seconds: float = 5.0) -> float:
    started = time.monotonic()
    while not predicate():
        assert time.monotonic() - started < seconds, "timed out"
        time.sleep(0.01)
    return time.monotonic() - started


def test_a_killed_task_is_gone_at_once_and_one_that_said_goodbye_is_not():
    kv = store.Store("127.0.0.1")
    try:
        leaving = _client(kv.port, "rank-1", "bye")
        killed = _client(kv.port, "rank-2", "stay")
        frozen = _client(kv.port, "rank-3", "stay")
        assert leaving.wait(10) == 0
        _wait(lambda: sorted(kv.links.connected()) == ["rank-2", "rank-3"])
        frozen.send_signal(signal.SIGSTOP)       # a frozen process closes nothing
        killed.kill()
        took = _wait(lambda: kv.links.gone())
        time.sleep(0.3)
        assert [name for name, _ in kv.links.gone()] == ["rank-2"]
        assert took < 1.0, took
        assert sorted(kv.links.connected()) == ["rank-3"]
        frozen.kill()
        killed.wait()
        frozen.wait()
    finally:
        kv.stop()


def test_a_task_hears_the_abort_at_once_and_rank_0_gone_without_a_word():
    kv = store.Store("127.0.0.1")
    try:
        told = _client(kv.port, "rank-1", "stay")
        _wait(lambda: kv.links.connected() == ["rank-1"])
        kv.links.tell("abort worker 2's process is gone:\nkilled")
        assert told.stdout.readline().strip() == "ABORT worker 2's process is gone: killed"
        told.kill()
        told.wait()
    finally:
        kv.stop()
    # rank 0's process gone: its end of the connection closes without a word
    rank0 = subprocess.Popen([sys.executable, "-c", textwrap.dedent("""
        import time
        from parallax_tf.launch import store
        kv = store.Store("127.0.0.1")
        print(kv.port, flush=True)
        time.sleep(60)""")], stdout=subprocess.PIPE, text=True)
    port = int(rank0.stdout.readline())
    left = _client(port, "rank-1", "stay")
    rank0.kill()
    started = time.monotonic()
    assert left.stdout.readline().strip() == "GONE"
    assert time.monotonic() - started < 1.0
    left.kill()
    left.wait()
    rank0.wait()


LABELLED = """
import os, sys
from parallax_tf.launch import task_output
task_output.install("rank 1")
print("before the role", flush=True)
task_output.relabel("worker 1")
os.write(2, b"WARNING: All log messages before absl::InitializeLog() is called are written to STDERR\\n")
print("to stdout", flush=True)
os.write(2, b"I0000 00:00:1796136896.846514   18250 port.cc:153] oneDNN custom operations are on.\\n")
os.write(2, b"to stderr, no newline at the end")
os._exit(3)
"""


def test_a_tasks_own_output_is_labelled_and_filtered_to_its_last_line(tmp_path):
    log = tmp_path / "task.log"
    with open(log, "wb") as out:
        code = subprocess.call([sys.executable, "-c", LABELLED], stdout=out,
                               stderr=subprocess.STDOUT,
                               env={k: v for k, v in os.environ.items()
                                    if k != "PARALLAX_TF_VERBOSE"})
    assert code == 3
    _wait(lambda: log.read_text().count("\n") >= 3)
    assert log.read_text().splitlines() == [
        "[rank 1] before the role", "[worker 1] to stdout",
        "[worker 1] to stderr, no newline at the end"]
