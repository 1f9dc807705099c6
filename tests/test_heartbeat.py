"""The watchdog's rules (launch/heartbeat.py) on synthetic beats (pure),
and real jobs that get stuck: each ends naming the right task."""
from __future__ import annotations

import json
import time

import pytest

from parallax_tf import env
from parallax_tf.launch import heartbeat
from parallax_tf.launch.watchdog import Watchdog


class Beats:
    """A fake store: what each task last published, set by the test."""

    def __init__(self) -> None:
        self.values: dict[str, str] = {}
        self.seq: dict[str, int] = {}

    def beat(self, task: str, steps: int, in_step: bool, timeout: float = 10.0,
             phase=None, quiet=None) -> None:
        self.seq[task] = self.seq.get(task, 0) + 1
        self.values[heartbeat.KEY_PREFIX + task.replace(" ", "_")] = json.dumps(
            {"seq": self.seq[task], "steps": steps, "in_step": in_step, "timeout": timeout,
             "phase": phase, "quiet": quiet})

    def fetch(self, key: str):
        return self.values.get(key)


TASKS = [("ps 0", False, None, None), ("worker 0", True, None, None),
         ("worker 1", True, None, None)]


def test_default_timeout_is_long_first_then_20_steps():
    assert heartbeat.default_timeout([]) == heartbeat.FIRST_STEP_TIMEOUT_S
    assert heartbeat.default_timeout([0.1, 0.2, 0.3]) == heartbeat.MIN_TIMEOUT_S
    assert heartbeat.default_timeout([3.0, 2.0, 4.0]) == pytest.approx(60.0)


def _run(beats: Beats, dog: Watchdog, seconds: int, plan, tasks=TASKS):
    """Call `plan(t)` (it beats) and check every second; the first Stall."""
    for t in range(seconds):
        plan(t)
        stall = dog.check(tasks, now=float(t))
        if stall is not None:
            return t, stall
    return None, None


def _all_beat(beats: Beats, steps: int, in_step: bool, timeout: float = 10.0) -> None:
    """ps 0 idle, both workers at `steps`, inside a step or not."""
    beats.beat("ps 0", 0, False)
    for w in ("worker 0", "worker 1"):
        beats.beat(w, steps, in_step, timeout=timeout)


def test_a_healthy_job_is_never_stalled():
    beats = Beats()
    dog = Watchdog(beats.fetch, stale_s=5)
    assert _run(beats, dog, 60, lambda t: _all_beat(beats, t, t % 2 == 0)) == (None, None)


def test_a_task_without_beats_is_named_stopped_or_cut_off():
    beats = Beats()
    dog = Watchdog(beats.fetch, stale_s=5)

    def plan(t):
        if t < 10:
            beats.beat("ps 0", 0, False)
        for w in ("worker 0", "worker 1"):
            beats.beat(w, min(t, 10), t >= 10)
    t, stall = _run(beats, dog, 60, plan)
    # a server: judged SILENT_S after the stale limit (a worker that started it goes first)
    assert stall.task == "ps 0" and t == 18, (t, stall)
    assert "stopped responding" in stall.reason and "no heartbeat for 9 s" in stall.reason


def test_a_silent_local_task_that_uses_cpu_is_busy_not_frozen():
    """A local task's beat thread cannot run while a call holds the GIL
    (TensorFlow's libraries being loaded on an overloaded box: CI saw a
    starting worker silent 6 s and the job ended as if it were frozen).
    Real processes, no beats after the first: the one that spins is busy
    and not named within 4 x the stale limit; the one that sleeps is named
    as not responding at the limit; the spinning one, SIGSTOPped, at once
    as stopped."""
    import signal
    import subprocess
    import sys
    spin = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    sleep = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        beats = Beats()
        dog = Watchdog(beats.fetch, stale_s=1.0)
        beats.beat("worker 0", 0, False)
        dog.check([("worker 0", True, None, spin.pid)])
        start = time.monotonic()
        while time.monotonic() - start < 4.0:
            assert dog.check([("worker 0", True, None, spin.pid)]) is None
            time.sleep(0.2)
        beats.beat("worker 1", 0, False)
        dog.check([("worker 1", True, None, sleep.pid)])
        time.sleep(1.2)
        stall = dog.check([("worker 1", True, None, sleep.pid)])
        assert stall is not None and "stopped responding" in stall.reason, stall
        spin.send_signal(signal.SIGSTOP)
        time.sleep(0.2)
        stall = dog.check([("worker 0", True, None, spin.pid)])
        assert stall is not None and "is stopped (SIGSTOP" in stall.reason, stall
    finally:
        for proc in (spin, sleep):
            proc.kill()
            proc.wait()


def test_a_worker_and_the_server_it_started_fall_silent_the_worker_is_named():
    """A scheduler start's machine server is its first worker's child and
    dies with it (SIGKILL of the worker): the server's beats (every 2 s)
    went quiet before the worker's (every step), yet the worker is the
    cause: a server is judged SILENT_S after the stale limit."""
    beats = Beats()
    dog = Watchdog(beats.fetch, stale_s=5)
    tasks = [("ps 0", False, None, None), ("ps 1", False, None, None), TASKS[1], TASKS[2]]

    def plan(t):
        beats.beat("ps 0", 0, False)
        if t < 8:
            beats.beat("ps 1", 0, False)
        beats.beat("worker 0", t, True)
        if t < 10:
            beats.beat("worker 1", t, True)
    t, stall = _run(beats, dog, 60, plan, tasks=tasks)
    assert stall is not None and stall.task == "worker 1" and t == 14, (t, stall)


def _joins_quietly(beats: Beats, t: int) -> None:
    """worker 1 announces a quiet join at t=2 (DTensor's join holds the
    GIL: no beat until it returns), the others beat on."""
    beats.beat("ps 0", 0, False)
    beats.beat("worker 0", 0, False)
    if t < 2:
        beats.beat("worker 1", 0, False)
    elif t == 2:
        beats.beat("worker 1", 0, False, phase=["joining the mesh", 0.0], quiet=30.0)


def test_a_quiet_join_is_not_named_before_its_limit():
    """A task silent inside `heartbeat.phase(quiet=True)` (the conformance layout row
    was ended as stuck while worker 1 waited 14 s for the chief's join) is
    named only after the silence it announced, with what it was doing."""
    beats = Beats()
    dog = Watchdog(beats.fetch, stale_s=5)
    t, stall = _run(beats, dog, 60, lambda t: _joins_quietly(beats, t))
    assert stall is not None and stall.task == "worker 1" and t == 32, (t, stall)
    assert "while joining the mesh" in stall.reason and "no heartbeat for 30 s" in stall.reason


def test_a_quiet_phase_announces_its_silence_and_takes_it_back():
    with heartbeat.phase("joining the mesh", quiet=True):
        inside = json.loads(heartbeat.STATE.value(1))
    after = json.loads(heartbeat.STATE.value(2))
    assert inside["phase"][0] == "joining the mesh"
    assert inside["quiet"] == heartbeat.first_step_timeout()
    assert after["phase"] is None and after["quiet"] is None
    with heartbeat.phase("lowering"):
        assert json.loads(heartbeat.STATE.value(3))["quiet"] is None


def test_a_phase_with_peers_that_raised_reads_as_a_failed_step_and_others_do_not():
    """Lowering builds and runs collectives: when another task's program
    raised and left, this task's start fails under it. Its beats say "in a
    step" then, so the launcher ranks it as that failure's victim; a phase
    without peers (capturing the user's step) that raised is the program's
    own error."""
    saved = heartbeat.STATE.in_step
    try:
        for with_peers in (True, False):
            heartbeat.STATE.in_step = False
            with pytest.raises(RuntimeError):
                with heartbeat.phase("lowering and starting the program", with_peers=with_peers):
                    raise RuntimeError("Horovod has been shut down")
            beat = json.loads(heartbeat.STATE.value(1))
            assert beat["in_step"] is with_peers and beat["phase"] is None, (with_peers, beat)
            beats = Beats()
            beats.values[heartbeat.KEY_PREFIX + "worker_0"] = json.dumps({**beat, "raised": True})
            dog = Watchdog(beats.fetch, stale_s=5)
            dog.refresh(["worker 0"])
            assert dog.failed_in_step("worker 0") is with_peers
            assert dog.raised("worker 0") is not with_peers
    finally:
        heartbeat.STATE.in_step = saved


def test_a_stopped_task_is_named_at_the_stale_limit_even_when_quiet():
    """A local task in state T (SIGSTOP) inside a quiet join: the usual
    stale limit, not the announced silence."""
    import signal
    import subprocess
    sleeper = subprocess.Popen(["sleep", "60"])
    try:
        sleeper.send_signal(signal.SIGSTOP)
        deadline = time.monotonic() + 10
        while heartbeat.process_state(sleeper.pid) != "T":
            assert time.monotonic() < deadline, heartbeat.process_state(sleeper.pid)
            time.sleep(0.05)
        beats = Beats()
        dog = Watchdog(beats.fetch, stale_s=5)
        tasks = [TASKS[0], TASKS[1], ("worker 1", True, None, sleeper.pid)]
        t, stall = _run(beats, dog, 60, lambda t: _joins_quietly(beats, t), tasks=tasks)
        assert stall is not None and stall.task == "worker 1" and t == 7, (t, stall)
        assert "SIGSTOP" in stall.reason
    finally:
        sleeper.kill()
        sleeper.wait()


def test_a_worker_that_stops_calling_run_is_named():
    beats = Beats()
    dog = Watchdog(beats.fetch, stale_s=5)

    def plan(t):
        beats.beat("ps 0", 0, False)
        beats.beat("worker 0", min(t, 7), t >= 7, timeout=10)
        beats.beat("worker 1", min(t, 6), False, timeout=10)     # alive, no more steps
    t, stall = _run(beats, dog, 60, plan)
    assert stall.task == "worker 1" and t == 17, (t, stall)
    assert stall.reason.startswith("worker 1 stopped calling runner.run after 6 step(s); "
                                   "the others wait in step 8 for 10 s"), stall.reason


def test_an_early_exit_is_named_with_its_code():
    beats = Beats()
    dog = Watchdog(beats.fetch, stale_s=5)
    tasks = [("ps 0", False, None, None), ("worker 0", True, None, None),
             ("worker 1", True, 0, None)]                        # worker 1 exited 0
    beats.beat("worker 1", 3, False)

    def plan(t):
        beats.beat("ps 0", 0, False)
        beats.beat("worker 0", min(t, 4), t >= 4, timeout=8)
    t, stall = _run(beats, dog, 60, plan, tasks)
    assert stall.task == "worker 1" and "exited with code 0 after 3 step(s)" in stall.reason
    assert t == 12, t


def test_every_worker_waiting_with_every_task_answering():
    beats = Beats()
    dog = Watchdog(beats.fetch, stale_s=5)
    t, stall = _run(beats, dog, 60, lambda t: _all_beat(beats, min(t, 3), t >= 3))
    assert stall.task == "worker 0" and t == 13
    assert "every worker (worker 0, worker 1) has waited in step 4" in stall.reason


def test_a_task_whose_beat_is_late_is_judged_before_every_task_is_said_to_answer():
    """A machine's link goes down just after its worker beat inside step 4
    (CI saw it: the flapping-link test): when the others' wait reaches the
    step timeout (3 s), that worker's beat is late but not yet `SILENT_S`
    old. The watchdog waits until it is, and names it as not responding,
    rather than blame worker 0 for a step that "every task answering"
    never completed."""
    beats = Beats()
    dog = Watchdog(beats.fetch, stale_s=60)
    stall, t = None, 0.0
    while stall is None and t < 20:
        beats.beat("ps 0", 0, False)
        beats.beat("worker 0", min(int(t), 3), t >= 3, timeout=3)
        if t <= 3:
            beats.beat("worker 1", min(int(t), 3), t >= 3, timeout=3)   # then cut off
        stall = dog.check(TASKS, now=t)
        t += 0.5
    assert stall is not None and stall.task == "worker 1", (t, stall)
    assert 3 + heartbeat.SILENT_S < t - 0.5 <= 3 + heartbeat.SILENT_S + 1, t
    assert "stopped responding" in stall.reason and "the others wait in step 4" \
        in stall.reason, stall.reason


def test_a_task_stopped_before_its_last_beat_left_the_step_is_named():
    """A worker SIGSTOPped right after a step, before its beat thread
    published that the step ended (CI saw it: stall.py sigstop): its last
    beat says "inside step 3". When the others' wait times out, it is the
    one silent task: named as not responding, not "every worker waited"."""
    beats = Beats()
    dog = Watchdog(beats.fetch, stale_s=60)

    def plan(t):
        beats.beat("ps 0", 0, False)
        beats.beat("worker 0", min(t, 3), t >= 3, timeout=4)
        if t <= 2:
            beats.beat("worker 1", 2, True, timeout=4)       # its last beat: in step 3
    t, stall = _run(beats, dog, 60, plan)
    assert stall is not None and stall.task == "worker 1" and t == 7, (t, stall)
    assert "stopped responding" in stall.reason and "the others wait in step 4" \
        in stall.reason, stall.reason


def test_the_first_step_gets_the_long_timeout():
    beats = Beats()
    dog = Watchdog(beats.fetch, stale_s=5)

    def plan(t):
        beats.beat("ps 0", 0, False)
        beats.beat("worker 0", 0, True, timeout=heartbeat.FIRST_STEP_TIMEOUT_S)
        beats.beat("worker 1", 0, False, timeout=heartbeat.FIRST_STEP_TIMEOUT_S)
    t, stall = _run(beats, dog, 400, plan)
    assert t == heartbeat.FIRST_STEP_TIMEOUT_S and stall.task == "worker 1", (t, stall)


def test_a_task_still_lowering_its_first_step_is_named_with_its_phase():
    """Worker 0 still lowers a big model when the first step's limit runs
    out while worker 1 waits in step 1: the report names worker 0's phase
    and the flag that raises the limit, not a collective."""
    beats = Beats()
    dog = Watchdog(beats.fetch, stale_s=5)

    def plan(t):
        beats.beat("ps 0", 0, False)
        beats.beat("worker 0", 0, False, timeout=30, phase=["lowering the program", t])
        beats.beat("worker 1", 0, True, timeout=30)
    t, stall = _run(beats, dog, 60, plan)
    assert stall.task == "worker 0" and t == 30, (t, stall)
    assert stall.reason.startswith("worker 0 is still lowering the program (for 30 s"), stall
    assert "--first-step-timeout" in stall.reason, stall.reason


def test_the_first_step_limit_comes_from_the_command_line(monkeypatch):
    monkeypatch.setenv(env.FIRST_STEP_TIMEOUT_VAR, "900")
    assert heartbeat.default_timeout([]) == 900.0
    state = heartbeat._State()
    assert json.loads(state.value(1))["timeout"] == 900.0
    monkeypatch.setenv(env.STEP_TIMEOUT_VAR, "45")
    state.started()
    state.finished()
    state.started()
    state.finished()
    assert json.loads(state.value(2))["timeout"] == 45.0


def test_a_search_inside_the_first_step_is_progress_not_a_stall():
    """AUTO and the partition search time their steps inside the first
    runner.run: each timed step extends the stall timeout the task
    publishes to count from then (no step counted); a new step starts
    afresh."""
    import time
    state = heartbeat._State()
    state.started()
    assert json.loads(state.value(1))["timeout"] == heartbeat.FIRST_STEP_TIMEOUT_S
    time.sleep(0.2)
    state.progressed()
    extended = json.loads(state.value(2))["timeout"]
    assert heartbeat.FIRST_STEP_TIMEOUT_S + 0.15 < extended < heartbeat.FIRST_STEP_TIMEOUT_S + 5
    state.finished()
    state.started()
    assert json.loads(state.value(3))["timeout"] == heartbeat.FIRST_STEP_TIMEOUT_S


def test_a_longer_step_timeout_covers_the_first_step_too():
    """Config.step_timeout above 300 s applies to the first step as well (the
    initial broadcast of a 400 MB model at 50 Mbit/s took longer than 300 s
    and the job was ended as stuck); a shorter one leaves the first step 300 s."""
    for asked, first in ((900.0, 900.0), (4.0, heartbeat.FIRST_STEP_TIMEOUT_S)):
        state = heartbeat._State()
        state.timeout = asked
        assert json.loads(state.value(1))["timeout"] == first
        state.started()
        assert json.loads(state.value(2))["timeout"] == first
        state.finished()
        state.started()
        state.finished()
        assert json.loads(state.value(3))["timeout"] == asked


def test_a_wait_between_steps_gets_the_first_steps_timeout(monkeypatch):
    """Reading the whole model between steps (an evaluation's
    runner.values(), a checkpoint of a big table over a slow link) is not
    bounded by 20 step times: while `waiting()` outside a step the default
    stall timeout is the first step's; Config.step_timeout, when set, still
    applies; nested in a step, the step's timeout stays."""
    state = heartbeat._State()
    monkeypatch.setattr(heartbeat, "STATE", state)
    for _ in range(3):
        state.started()
        state.finished()
    state.step_seconds = [0.1, 0.1]
    assert json.loads(state.value(1))["timeout"] == heartbeat.MIN_TIMEOUT_S
    with heartbeat.waiting():
        beat = json.loads(state.value(2))
        assert beat["in_step"] and beat["timeout"] == heartbeat.FIRST_STEP_TIMEOUT_S
    assert json.loads(state.value(3))["timeout"] == heartbeat.MIN_TIMEOUT_S
    state.started()
    with heartbeat.waiting():
        assert json.loads(state.value(4))["timeout"] == heartbeat.MIN_TIMEOUT_S
    state.finished()
    state.timeout = 3.0
    with heartbeat.waiting():
        assert json.loads(state.value(5))["timeout"] == 3.0


# ----------------------------------------------------------------------------- real jobs

CASES = {
    "exit": ("worker 1", "worker 1 exited with code 0 after 3 step(s)"),
    "stop": ("worker 1", "worker 1 stopped calling runner.run after 3 step(s)"),
    "sigstop": ("worker 1", "worker 1 is stopped (SIGSTOP: its process state is T)"),
    "sigstop_ps": ("ps 0", "ps 0 is stopped (SIGSTOP: its process state is T)"),
}


@pytest.mark.multiprocess
@pytest.mark.parametrize("mode", sorted(CASES))
def test_a_stuck_job_ends_naming_the_task(mode, monkeypatch, capsys):
    """2 workers + 1 server on one machine (the watchdog reads beats and
    process states alike on any machine; one process fewer than two
    machines, and the one ps task is the ps stall.py stops); at step 3 one
    task misbehaves (launcher_scripts/
    stall.py): the job ends within seconds (step_timeout 4 s, beats stale
    after 10 s) with exit status 124 and a message naming the task.

    Stale after 10 s, not fewer: a healthy task's beats on a slow, loaded
    box may pause a few seconds (a trace holding the GIL), and a shorter
    limit would name the wrong task. The whole job, its starts included,
    ends within 120 s: its starts alone take up to a minute on such a box,
    and the limit a missed misbehaviour would fall back on is the first
    step's 300 s."""
    import os
    import sys
    import time
    import uuid

    from parallax_tf.launch.launcher import run_job
    monkeypatch.setenv(env.STALE_VAR, "10")
    script = os.path.join(os.path.dirname(__file__), "launcher_scripts", "stall.py")
    started = time.monotonic()
    result = run_job("localhost:0,1", [sys.executable, script, mode],
                     start_servers=True, plan_from_chief=True, grace_s=1.0,
                     env={"PX_TEST_MARKER": uuid.uuid4().hex,
                          "PARALLAX_TF_RESOURCES": "localhost:0,1",
                          "PARALLAX_TF_ARCHITECTURE": "hybrid"})
    seconds = time.monotonic() - started
    out = capsys.readouterr().out
    task, reason = CASES[mode]
    assert result.failure is not None, out[-3000:]
    assert (result.failure.task, result.exit_code) == (task, heartbeat.STALL_EXIT), \
        (result.message, out[-3000:])
    assert reason in result.message, result.message
    assert seconds < 120 < heartbeat.FIRST_STEP_TIMEOUT_S, seconds
    print(f"{mode}: ended after {seconds:.1f} s: {result.message.splitlines()[0]}")


class _Proc:
    def __init__(self, code=None):
        self.returncode, self.pid = code, None

    def poll(self):
        return self.returncode


class _Role:
    def __init__(self, name):
        self.is_ps, self.is_worker = name.startswith("ps"), name.startswith("worker")
        self.index = int(name.split()[-1])


class _Task:
    """What `launcher._silent_cause` reads of a running task: a remote one."""

    def __init__(self, name, code=None):
        import types
        self.name, self.proc = name, _Proc(code)
        self.spec = types.SimpleNamespace(role=_Role(name), remote=True)


@pytest.mark.parametrize("cut", [True, False])
def test_a_step_that_failed_beside_a_silent_task_names_the_silent_one(cut):
    """Worker 0's collective fails (exit 1, inside a step) a few seconds
    after machine 1's link went down, before the heartbeat limit: the
    launcher waits for the watchdog to name worker 1, whose beats stopped
    (the cause), instead of reporting worker 0 (run 11 of the suite,
    2026-12-01). A worker 1 that beats on is not waited for."""
    from parallax_tf.launch import launcher
    from parallax_tf.launch.watchdog import Drivers
    beats = Beats()
    beats.beat("worker 0", 3, True)
    beats.beat("worker 1", 3, True)
    beats.beat("ps 0", 0, False)

    def fetch(key):
        beats.beat("ps 0", 0, False)                   # machine 0's server beats on
        if not cut:
            beats.beat("worker 1", 3, True)
        return beats.fetch(key)

    dog = Watchdog(fetch, stale_s=2)
    tasks = [_Task("ps 0"), _Task("worker 0", code=1), _Task("worker 1")]
    dog.refresh([t.name for t in tasks])
    started = time.monotonic()
    stall = launcher._silent_cause(tasks, Drivers(None, False), dog, tasks[1])
    seconds = time.monotonic() - started
    if not cut:
        assert stall is None and seconds < 1, (stall, seconds)
        return
    assert stall is not None and stall.task == "worker 1", stall
    assert "stopped responding" in stall.reason and \
        "meanwhile worker 0's step failed (exit 1)" in stall.reason, stall.reason
    assert seconds < 2 + heartbeat.SILENT_S + 2, seconds
