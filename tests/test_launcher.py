"""The launcher: roles, ports, log streaming, fail fast, no orphans, and one
real Horovod + parameter-server job on two emulated machines."""
from __future__ import annotations

import contextlib
import json
import logging
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path

import psutil
import pytest

from parallax_tf import cli
from parallax_tf.errors import LaunchError, ResourceError
from parallax_tf.launch import ports
from parallax_tf.launch.launcher import launch, run_job
from parallax_tf.launch.role import TaskRole, current_role, make_roles
from parallax_tf.resources import parse_resources

SCRIPTS = Path(__file__).parent / "launcher_scripts"
TASK = str(SCRIPTS / "task.py")
MARKER_VAR = "PX_TEST_MARKER"


# ----------------------------------------------------------------------------- helpers

def _marked(marker: str, exclude: tuple[int, ...] = ()) -> list[psutil.Process]:
    """Live processes whose environment carries `marker` (zombies do not count)."""
    found = []
    for proc in psutil.process_iter():
        if proc.pid in exclude or proc.pid == os.getpid():
            continue
        try:
            if proc.status() == psutil.STATUS_ZOMBIE:
                continue
            if proc.environ().get(MARKER_VAR) == marker:
                found.append(proc)
        except (psutil.NoSuchProcess, psutil.AccessDenied, psutil.ZombieProcess):
            continue
    return found


def _assert_no_task_left(marker: str, exclude: tuple[int, ...] = (), wait_s: float = 5.0):
    deadline = time.monotonic() + wait_s
    while _marked(marker, exclude) and time.monotonic() < deadline:
        time.sleep(0.1)
    left = _marked(marker, exclude)
    assert not left, [(p.pid, p.cmdline()) for p in left]


def _wait_for(predicate, timeout_s: float, what: str):
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"timed out after {timeout_s} s waiting for {what}")


@pytest.fixture
def marker():
    return uuid.uuid4().hex


# ----------------------------------------------------------------------------- roles, ports

def _roles(resources: str, servers: bool = True) -> tuple[TaskRole, ...]:
    cluster = parse_resources(resources)
    n_ps = cluster.num_machines if servers else 0
    hosts = [m.host for m in cluster.machines][:n_ps] + \
        [m.host for m in cluster.machines for _ in m.slots]
    allocated = ports.allocate_ports(hosts)
    return make_roles(cluster, allocated[:n_ps], allocated[n_ps:])


def test_role_json_round_trip():
    for role in _roles("localhost:0,1;127.0.0.1:3"):
        again = TaskRole.from_json(role.to_json())
        assert again == role
        assert json.loads(role.to_json())["cluster"] == role.cluster


def test_bad_role_json_is_a_launch_error():
    with pytest.raises(LaunchError, match="not valid JSON"):
        TaskRole.from_json("{nope")
    with pytest.raises(LaunchError, match="unknown fields"):
        TaskRole.from_json(json.dumps({"job": "worker", "bogus": 1}))


def test_current_role_reads_the_task_variable(monkeypatch):
    role = _roles("localhost:0")[1]
    monkeypatch.delenv("PARALLAX_TF_TASK", raising=False)
    assert current_role() is None
    monkeypatch.setenv("PARALLAX_TF_TASK", role.to_json())
    assert current_role() == role


def test_a_scripts_resources_are_the_launchers_or_the_chief_says_they_are_ignored(
        monkeypatch, caplog):
    """Under a launcher the script's resources= are ignored: the chief
    warns when they name other resources of several slots (one slot, a
    script's default for running alone, and the launcher's own are quiet;
    the other workers say nothing). The job: the conformance keras_fit row."""
    from parallax_tf.runtime.runner import _warn_if_not_the_launchers
    roles = [r for r in _roles("localhost:0;127.0.0.1:0") if r.is_worker]
    chief, other = roles
    monkeypatch.setenv("PARALLAX_TF_RESOURCES", "localhost:0;127.0.0.1:0")
    for resources, role in (("localhost:0", chief), ("localhost:0; 127.0.0.1:0", chief),
                            ("localhost:0,1", other)):
        _warn_if_not_the_launchers(resources, role)
    assert not caplog.records, caplog.records
    for resources in ("localhost:0,1", "no such:file:x"):
        _warn_if_not_the_launchers(resources, chief)
    said = [r.getMessage() for r in caplog.records if r.levelname == "WARNING"]
    assert len(said) == 2 and said[0].startswith(
        "resources='localhost:0,1' in the script are not the launcher's "
        "(localhost:0;127.0.0.1:0): under parallax-tf run or parallax-tf task the job runs on "
        "the launcher's resources"), said


def test_workers_ordered_machine_by_machine_and_ports_distinct():
    roles = _roles("localhost:0,1;127.0.0.1:0,1")
    ps = [r for r in roles if r.is_ps]
    workers = [r for r in roles if r.is_worker]
    assert [(r.index, r.machine, r.host) for r in ps] == [(0, 0, "localhost"),
                                                         (1, 1, "127.0.0.1")]
    assert [(w.index, w.machine, w.host, w.slot, w.local_rank) for w in workers] == [
        (0, 0, "localhost", 0, 0), (1, 0, "localhost", 1, 1),
        (2, 1, "127.0.0.1", 0, 0), (3, 1, "127.0.0.1", 1, 1)]
    assert [w.is_chief for w in workers] == [True, False, False, False]
    assert all(w.local_size == 2 and w.num_workers == 4 and w.num_machines == 2
               for w in workers)
    # localhost and 127.0.0.1 are one box: no two tasks may share a port
    assert len({r.port for r in roles}) == len(roles) == 6
    assert workers[2].cluster["worker"][2] == f"127.0.0.1:{workers[2].port}"
    assert workers[0].cluster["ps"] == [p.address for p in ps]
    assert _roles("localhost:0,1", servers=False)[0].cluster["ps"] == []


def test_local_hosts_are_recognised():
    assert ports.is_local_host("localhost") and ports.is_local_host("127.0.0.2")
    assert ports.is_local_host(socket.gethostname())
    assert not ports.is_local_host("host-that-does-not-exist.invalid")


def test_bad_resources_raise_resource_error():
    with pytest.raises(ResourceError):
        launch("localhost:x", [sys.executable, TASK], start_servers=False)


def test_free_ports_lie_below_the_ephemeral_range_so_no_outgoing_connection_takes_one():
    low, _ = ports.ephemeral_range()
    allocated = ports.allocate_ports(["localhost"] * 16)
    assert len(set(allocated)) == 16
    assert all(10000 <= p < low for p in allocated), (allocated, low)


def test_port_base_on_a_taken_port_is_a_clear_launch_error():
    with socket.socket() as taken:
        taken.bind(("", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(LaunchError) as err:
            launch("localhost:0,1", [sys.executable, TASK], start_servers=False,
                   port_base=port)
    message = str(err.value)
    assert f"localhost:{port}" in message and "--port-base" in message


def test_a_server_starts_tensorflow_without_keras_which_stays_importable():
    code = ("import sys\n"
            "from parallax_tf.launch.server_main import _keras_left_out\n"
            "with _keras_left_out():\n"
            "    import tensorflow\n"
            "print('keras' in sys.modules)\n"
            "import keras\n"
            "print(keras.layers.Dense(2).units)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.split() == ["False", "2"], done.stdout


# ----------------------------------------------------------------------------- processes

@pytest.mark.multiprocess
def test_all_workers_succeed_with_prefixed_logs(capsys, marker):
    code = launch("localhost:0,1;127.0.0.1:0", [sys.executable, TASK],
                  start_servers=False, env={MARKER_VAR: marker})
    assert code == 0
    out = capsys.readouterr().out
    for i in range(3):
        assert f"[worker {i}] line 2 of worker {i}" in out
    roles = {}
    for line in out.splitlines():
        prefix, _, rest = line.partition("] ")
        if rest.startswith("HVD "):
            roles[prefix + "]"] = json.loads(rest[4:])
        if rest.startswith("ROLE "):
            assert prefix.startswith("[worker ")
    assert roles["[worker 2]"] == {"CROSS_RANK": "1", "CROSS_SIZE": "2", "HOSTNAME": "127.0.0.1",
                                   "LOCAL_RANK": "0", "LOCAL_SIZE": "1", "RANK": "2", "SIZE": "3"}
    assert roles["[worker 1]"]["LOCAL_RANK"] == "1" and roles["[worker 1]"]["SIZE"] == "3"
    assert "[worker 0] CUDA_VISIBLE_DEVICES=''" in out or os.path.exists("/dev/nvidiactl")
    _assert_no_task_left(marker)


@pytest.mark.multiprocess
def test_failing_worker_stops_all_others(caplog, marker):
    argv = [sys.executable, TASK, "--fail-index", "1", "--fail-code", "3", "--lines", "40",
            "--others", "sleep", "--grandchild", "--ignore-term"]
    start = time.monotonic()
    with caplog.at_level(logging.ERROR, logger="parallax_tf"):
        result = run_job("localhost:0,1;127.0.0.1:0", argv, start_servers=False,
                         env={MARKER_VAR: marker}, grace_s=1.0)
    assert time.monotonic() - start < 30
    assert result.exit_code == 3
    assert result.failure is not None and result.failure.task == "worker 1"
    assert result.failure.exit_code == 3 and result.failure.signal is None
    assert result.failure.tail[-1] == "about to fail"
    assert "line 39 of worker 1" in result.failure.tail
    assert "line 0 of worker 1" not in result.failure.tail        # only the tail is kept
    assert "worker 1" in caplog.text and "exited with code 3" in caplog.text
    assert "line 39 of worker 1" in caplog.text
    # the sleepers ignored SIGTERM and had children: SIGKILL to the group got them all
    _assert_no_task_left(marker)


@pytest.mark.multiprocess
def test_killed_ps_task_stops_the_job(marker):
    def kill_ps() -> None:
        try:
            proc = _wait_for(lambda: [p for p in _marked(marker)
                                      if '"job": "ps"' in p.environ().get("PARALLAX_TF_TASK", "")],
                             40, "the ps task")[0]
            role = TaskRole.from_json(proc.environ()["PARALLAX_TF_TASK"])
            _wait_for(lambda: _connects(role.port), 40, "the ps server to listen")
            proc.send_signal(signal.SIGKILL)
        except AssertionError:
            os.kill(os.getpid(), signal.SIGINT)      # never leave launch() hanging

    killer = threading.Thread(target=kill_ps, daemon=True)
    killer.start()
    start = time.monotonic()
    result = run_job("localhost:0", [sys.executable, TASK, "--others", "sleep"],
                     start_servers=True, env={MARKER_VAR: marker}, grace_s=1.0)
    killer.join()
    assert result.failure is not None, result
    assert result.failure.task == "ps 0" and result.failure.signal == "SIGKILL"
    assert result.exit_code == 128 + signal.SIGKILL
    assert "ps 0 on localhost was killed by SIGKILL" in result.message
    assert time.monotonic() - start < 60
    _assert_no_task_left(marker)


def _connects(port: int) -> bool:
    with socket.socket() as sock:
        sock.settimeout(1.0)
        return sock.connect_ex(("127.0.0.1", port)) == 0


def _launcher_process(marker: str, grandchild: bool) -> subprocess.Popen:
    argv = [sys.executable, str(SCRIPTS / "run_launcher.py"), "localhost:0,1",
            sys.executable, TASK, "--others", "sleep", *(["--grandchild"] if grandchild else [])]
    env = {**os.environ, MARKER_VAR: marker}
    launcher = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
    expected = 4 if grandchild else 2
    _wait_for(lambda: len(_marked(marker, (launcher.pid,))) >= expected, 40, "the workers")
    return launcher


@pytest.mark.multiprocess
def test_sigterm_to_the_launcher_stops_everything(marker):
    launcher = _launcher_process(marker, grandchild=True)
    launcher.send_signal(signal.SIGTERM)
    assert launcher.wait(timeout=30) == 128 + signal.SIGTERM
    _assert_no_task_left(marker)


@pytest.mark.multiprocess
def test_killed_launcher_leaves_no_task(marker):
    launcher = _launcher_process(marker, grandchild=False)
    launcher.kill()
    launcher.wait(timeout=10)
    _assert_no_task_left(marker)            # PR_SET_PDEATHSIG


@pytest.mark.multiprocess
def test_cli_run_passes_resources_and_architecture(capsys, marker, monkeypatch):
    monkeypatch.setenv(MARKER_VAR, marker)
    code = cli.main(["run", "-r", "localhost:0;127.0.0.1:0", "-a", "allreduce", TASK,
                     "--lines", "1"])
    out = capsys.readouterr().out
    assert code == 0, out
    assert "[worker 1] PARALLAX_TF_ARCHITECTURE='allreduce'" in out
    assert "[worker 0] PARALLAX_TF_RESOURCES='localhost:0;127.0.0.1:0'" in out
    assert '"ps": []' in out                  # allreduce starts no servers
    assert cli.main(["run", "-a", "bogus", TASK]) == 2
    assert cli.main(["run", "no_such_script.py"]) == 2
    _assert_no_task_left(marker)


def test_the_receive_buffer_option_keeps_the_users_grpc_arguments(monkeypatch):
    from parallax_tf import env as px_env
    monkeypatch.setenv(px_env.GRPC_OPTIONS_VAR, "grpc.keepalive_time_ms=9000")
    assert px_env.grpc_receive_buffer_options(24) == \
        "grpc.keepalive_time_ms=9000,grpc.tcp_receive_buffer_size=24576"
    assert px_env.grpc_receive_buffer_options(
        8, "grpc.tcp_receive_buffer_size=1, grpc.x=1") == "grpc.x=1,grpc.tcp_receive_buffer_size=8192"
    for bad in (0, 2, True, 1.5):
        with pytest.raises(ValueError, match=r"receive buffer .* KiB; give an integer"):
            px_env.grpc_receive_buffer_options(bad)
    assert cli.main(["run", "--receive-buffer-kb", "2", TASK]) == 2


@pytest.mark.multiprocess
def test_receive_buffer_kb_caps_the_grpc_connections_of_every_task(capsys, marker,
                                                                   monkeypatch):
    """`parallax-tf run --receive-buffer-kb 24`: TensorFlow's gRPC channels in a
    HYBRID job's workers receive into 24 KiB (the kernel books 48: ss's rb),
    where the kernel's autotuning would grow them to MiBs."""
    monkeypatch.setenv(MARKER_VAR, marker)
    monkeypatch.setenv("TF_CPP_MIN_LOG_LEVEL", "2")
    code = cli.main(["run", "-r", "localhost:0;127.0.0.1:0", "--receive-buffer-kb", "24",
                     str(SCRIPTS / "receive_buffer.py")])
    out = capsys.readouterr().out
    assert code == 0, out[-3000:]
    lines = [line.split("] ", 1)[1] for line in out.splitlines() if "] RB 0 " in line]
    assert len(lines) == 1, out[-3000:]
    buffers = [int(b) for b in lines[0].split()[2:]]
    assert 2 * 24 * 1024 in buffers, buffers
    _assert_no_task_left(marker)


@pytest.mark.multiprocess
def test_remote_hosts_go_through_ssh(capsys, marker, monkeypatch):
    """A stand-in ssh runs the quoted remote command through a shell, as sshd does."""
    monkeypatch.setenv("PARALLAX_TF_SSH", f"{sys.executable} {SCRIPTS / 'fake_ssh.py'}")
    monkeypatch.setenv("PARALLAX_TF_RENDEZVOUS_ADDR", "127.0.0.1")
    monkeypatch.setenv("PARALLAX_TF_GLOO_IFACE", "lo")
    tricky = "a b 'c' $HOME \"d\" ;true"
    code = launch("remote-a.invalid:0,1;remote-b.invalid:0",
                  [sys.executable, TASK, "--lines", "1", "--print-env", "TRICKY"],
                  start_servers=False, env={MARKER_VAR: marker, "TRICKY": tricky})
    out = capsys.readouterr().out
    assert code == 0, out
    assert '"host": "remote-b.invalid", "index": 2' in out
    assert "[worker 1] line 0 of worker 1" in out
    assert f"[worker 2] TRICKY={tricky!r}" in out
    _assert_no_task_left(marker)


def test_unreachable_ssh_host_is_a_launch_error(monkeypatch):
    monkeypatch.setenv("PARALLAX_TF_SSH", f"{sys.executable} -c 'import sys; sys.exit(255)'")
    monkeypatch.setenv("PARALLAX_TF_RENDEZVOUS_ADDR", "127.0.0.1")
    monkeypatch.setenv("PARALLAX_TF_GLOO_IFACE", "lo")
    with pytest.raises(LaunchError, match="passwordless ssh"):
        launch("remote-a.invalid:0", [sys.executable, TASK], start_servers=False)


def test_loopback_names_cannot_mix_with_remote_hosts():
    with pytest.raises(LaunchError, match="name this machine by its host name"):
        launch("localhost:0;remote-a.invalid:0", [sys.executable, TASK], start_servers=False)


def test_missing_program_is_a_launch_error():
    with pytest.raises(LaunchError, match="cannot start worker 0"):
        launch("localhost:0", ["/nonexistent/python", TASK], start_servers=False)


# ----------------------------------------------------------------------------- end to end

@pytest.mark.multiprocess
@pytest.mark.slow
def test_horovod_and_parameter_servers_end_to_end(capsys, marker):
    """2 workers on two names of this box, with ps tasks: hvd.init/allreduce work,
    and a variable worker 0 writes on /job:ps/task:1 is read back by worker 1."""
    result = run_job("localhost:0;127.0.0.1:0",
                     [sys.executable, str(SCRIPTS / "hvd_ps_worker.py")], start_servers=True,
                     env={MARKER_VAR: marker, "TF_CPP_MIN_LOG_LEVEL": "2"})
    out = capsys.readouterr().out
    assert result.exit_code == 0, result.message
    assert "[worker 0] allreduce ok: rank 0 of 2 sum=3.0" in out
    assert "[worker 1] allreduce ok: rank 1 of 2 sum=3.0" in out
    assert "[worker 0] wrote on /job:ps/task:1" in out
    assert "[worker 1] read [7.0, 8.0] from /job:ps/task:1" in out
    assert "[ps 1] " in out and "[worker 1] done" in out
    _assert_no_task_left(marker)


# ----------------------------------------------------------------- TensorFlow's noise

NOISE = [  # as TensorFlow 2.21 prints them (TF_CPP_MIN_LOG_LEVEL does not silence them)
    "WARNING: All log messages before absl::InitializeLog() is called are written to STDERR",
    "I0000 00:00:1795580843.810058   32557 port.cc:153] oneDNN custom operations are on. You "
    "may see slightly different numerical results due to floating-point round-off errors "
    "from different computation orders. To turn them off, set the environment variable "
    "`TF_ENABLE_ONEDNN_OPTS=0`.",
    "I0000 00:00:1795580844.734975   32557 cpu_feature_guard.cc:227] This TensorFlow binary "
    "is optimized to use available CPU instructions in performance-critical operations.",
    "To enable the following instructions: AVX2 AVX512F FMA, in other operations, rebuild "
    "TensorFlow with the appropriate compiler flags.",
    "E0000 00:00:1795579795.844814    5194 op_level_cost_estimator.cc:1126] Incompatible "
    "Matrix dimensions",
    "W0000 00:00:1795596252.224011   30297 local_rendezvous.cc:412] Local rendezvous is "
    "aborting with status: ABORTED: Cleanup 14438009850965271 "
    "[type.googleapis.com/tensorflow.DerivedStatus='']",
    "W0000 00:00:1795599637.803413    7491 xplane_to_step_stats.cc:84] GPU trace was not "
    "collected.",
]
KEPT = [
    "W0000 00:00:1795596252.224011   30297 local_rendezvous.cc:412] Local rendezvous is "
    "aborting with status: DEADLINE_EXCEEDED: the step took too long",
    "W0000 00:00:1795579795.844814    5194 grpc_server_lib.cc:12] something went wrong",
    "E0000 00:00:1795579795.844814    5194 session.cc:10] Aborted: the step failed",
    "WARNING:tensorflow:5 out of the last 5 calls triggered tf.function retracing",
    "Traceback (most recent call last):",
    "[worker 0/2] step     1/30  loss 5.6392",
]


def test_startup_noise_is_recognised():
    from parallax_tf.launch.console import is_startup_noise
    assert [line for line in NOISE if not is_startup_noise(line)] == []
    assert [line for line in KEPT if is_startup_noise(line)] == []


@pytest.mark.multiprocess
@pytest.mark.parametrize("verbose", [False, True])
def test_launcher_leaves_tensorflows_noise_out_unless_verbose(tmp_path, capsys, monkeypatch,
                                                              marker, verbose):
    script = tmp_path / "noisy.py"
    script.write_text("import sys\nlines = " + repr(NOISE + KEPT) + "\n"
                      "for i, line in enumerate(lines):\n"
                      "    print(line, file=sys.stderr if i % 2 else sys.stdout, flush=True)\n")
    monkeypatch.setenv("PARALLAX_TF_VERBOSE", "1" if verbose else "0")
    code = launch("localhost:0", [sys.executable, str(script)], start_servers=False,
                  env={MARKER_VAR: marker})
    out = capsys.readouterr().out
    assert code == 0, out
    for line in KEPT:
        assert f"[worker 0] {line}" in out
    for line in NOISE:
        assert (f"[worker 0] {line}" in out) is verbose, (line, out)


@pytest.mark.multiprocess
def test_a_chief_that_never_runs_a_step_is_warned_about(tmp_path, capsys, caplog, marker):
    """`parallax-tf run` on a script that trains without a runner (a plain
    keras fit): every worker trains alone; the launcher says so, once."""
    script = tmp_path / "plain.py"
    script.write_text("print('trained alone')\n")
    with caplog.at_level(logging.WARNING, logger="parallax_tf.launch.launcher"):
        result = run_job("localhost:0,1", [sys.executable, str(script)], start_servers=False,
                         env={MARKER_VAR: marker}, plan_from_chief=True)
    out = capsys.readouterr().out
    assert result.exit_code == 0, out
    assert "[worker 0] trained alone" in out and "[worker 1] trained alone" in out
    warnings = [r.getMessage() for r in caplog.records if "UNSYNCHRONISED" in r.getMessage()]
    assert len(warnings) == 1 and "px.get_runner" in warnings[0], caplog.text


# ----------------------------------------------------------------------------- what is shown

ALERTS = [
    "WARNING parallax_tf.runtime.worker: something to know",
    "/x/train.py:12: UserWarning: careful",
    "  warnings.warn('careful')",
    "Traceback (most recent call last):",
    '  File "train.py", line 3, in <module>',
    "    main()",
    "ValueError: a bad value",
    "E0000 00:00:1795599103.280902   32569 session.cc:153] an error",
]
CHATTER = ["worker 1/2 step    3  loss 5.1", "INFO parallax_tf.launch.server_main: serving",
           "loss: 4.2"]


def test_alert_filter_keeps_warnings_errors_and_whole_tracebacks():
    from parallax_tf.launch.console import AlertFilter
    f = AlertFilter()
    kept = [line for line in [CHATTER[0], *ALERTS, *CHATTER[1:]] if f.keep(line)]
    assert kept == ALERTS and f.hidden == len(CHATTER)


def test_after_a_failure_the_cause_comes_first_and_the_victims_errors_after_it(monkeypatch):
    """From a traceback on, the tasks' lines are held; once the launcher
    names the cause, its lines and the ordinary ones come out, then (the
    launcher's ERROR line) one line per victim with the file that holds
    its lines; lines held while no task fails come out after HOLD_S."""
    import io

    from parallax_tf.launch import console as console_module
    stream = io.StringIO()
    console = console_module.Console(stream, terminal=False, show_all=False)

    def line(task, text, alert=True):
        console.line(f"[{task}] {text}", task=task, alert=alert)

    line("worker 0", "LOSS 6", alert=False)
    line("worker 1", "W0000 00:00:1.5   15 local_rendezvous.cc:412] Local rendezvous is "
                     "aborting with status: ABORTED: Stopping remaining executors.")
    line("worker 1", "Traceback (most recent call last):")
    line("worker 1", '  File "x.py", line 3, in <module>')
    line("worker 1", "tensorflow.python.framework.errors_impl.UnavailableError: Graph "
                     "execution error:")
    line("worker 0", "killing ps pid 7", alert=False)
    line("ps 0", "I was the cause")
    console.hold()
    line("worker 0", "Traceback (most recent call last):")
    line("worker 0", "UnavailableError: Graph execution error:")
    line("worker 0", "UNAVAILABLE: recvmsg:Connection reset by peer", alert=False)
    assert stream.getvalue() == "[worker 0] LOSS 6\n"
    console.settle("ps 0")
    stream.write("ERROR ps 0 was killed by SIGKILL\n")
    console.summarise("ps 0")
    shown = stream.getvalue().splitlines()
    assert shown[:4] == ["[worker 0] LOSS 6", "[worker 0] killing ps pid 7",
                         "[ps 0] I was the cause", "ERROR ps 0 was killed by SIGKILL"]
    assert len(shown) == 6 and shown[4].startswith(
        "[worker 1] UnavailableError: Graph execution error: (4 line(s) after ps 0 failed, "
        "whole in "), shown
    assert shown[5].startswith("[worker 0] UnavailableError: Graph execution error: (3 line(s)")
    path = shown[4].split("whole in ")[1].split(";")[0]
    with open(path, encoding="utf-8") as f:
        assert f.read().count("[worker 1] ") == 4
    os.remove(path)
    # a traceback in a job that goes on: shown HOLD_S later
    monkeypatch.setattr(console_module, "HOLD_S", 0.2)
    line("worker 1", "Traceback (most recent call last):")
    line("worker 0", "LOSS 7", alert=False)
    console.tick()
    assert stream.getvalue().splitlines()[-1].startswith("[worker 0] UnavailableError")
    time.sleep(0.25)
    console.tick()
    assert stream.getvalue().splitlines()[-2:] == ["[worker 1] Traceback (most recent call "
                                                   "last):", "[worker 0] LOSS 7"]


@pytest.mark.multiprocess
@pytest.mark.parametrize("show_all", [False, True])
def test_other_tasks_show_only_warnings_and_errors(tmp_path, capsys, monkeypatch, marker,
                                                   show_all):
    """By default the chief's lines are shown whole and the other tasks'
    only when they are warnings or errors; a closing line says how much
    was hidden; --all-workers (show_all) shows everything."""
    monkeypatch.delenv("PARALLAX_TF_ALL_WORKERS", raising=False)
    script = tmp_path / "chatty.py"
    script.write_text("import sys\nlines = " + repr(CHATTER + ALERTS) + "\n"
                      "for i, line in enumerate(lines):\n"
                      "    print(line, file=sys.stderr if i % 2 else sys.stdout, flush=True)\n")
    code = launch("localhost:0,1", [sys.executable, str(script)], start_servers=False,
                  env={MARKER_VAR: marker}, show_all=True if show_all else None)
    out = capsys.readouterr().out
    assert code == 0, out
    for line in CHATTER + ALERTS:
        assert f"[worker 0] {line}" in out
        assert f"[worker 1] {line}" in out or (not show_all and line in CHATTER), (line, out)
        assert (f"[worker 1] {line}" in out) is (show_all or line in ALERTS), (line, out)
    assert (f"{len(CHATTER)} line(s) of worker 1 not shown" in out) is not show_all, out


def test_a_terminal_gets_the_chiefs_progress_bar_live(monkeypatch):
    """On a terminal the chief's '\\r' updates are redrawn as a live last
    line and other lines are written above it; the finished bar stays as
    a line. Off a terminal only whole lines, the text after the last '\\r'."""
    import io

    from parallax_tf.launch import console as console_module
    from parallax_tf.launch import spawn

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    def pumped(stream, chunks):
        role = make_roles(parse_resources("localhost:0"), [], [1234])[0]
        spec = spawn.TaskSpec(role=role, argv=(), env=None, remote=False)
        proc = subprocess.Popen([sys.executable, "-c", "\n".join(
            ["import sys, time", f"for c in {chunks!r}:",
             "    sys.stdout.write(c); sys.stdout.flush(); time.sleep(0.05)"])],
            stdout=subprocess.PIPE)
        task = spawn.Running(spec, proc)
        console = console_module.Console(stream, terminal=stream.isatty(), show_all=False)
        console_module.pump(task, console)
        proc.wait()
        return stream.getvalue()

    chunks = ["start\n", "\r[#---] 1/4", "\r[##--] 2/4", "\r    \rlog line\n\r[##--] 2/4",
              "\r[####] 4/4\n", "done\n"]
    shown = pumped(Terminal(), chunks)
    assert "\r\x1b[K[worker 0] [##--] 2/4" in shown
    assert "\r\x1b[K[worker 0] log line\n\r\x1b[K[worker 0] [##--] 2/4" in shown
    assert shown.endswith("[worker 0] [####] 4/4\n[worker 0] done\n"), repr(shown)
    plain = pumped(io.StringIO(), chunks)
    assert plain == ("[worker 0] start\n[worker 0] log line\n[worker 0] [####] 4/4\n"
                     "[worker 0] done\n"), repr(plain)


def test_stopping_a_frozen_task_ends_it_on_sigterm_not_after_the_grace(tmp_path):
    """A task frozen by SIGSTOP (a hung debugger, a Ctrl-Z'd process) acts
    on the launcher's SIGTERM: its handler runs (it writes a file) and it
    ends well inside the grace, not SIGKILLed at its end."""
    from parallax_tf.launch import spawn
    marker = tmp_path / "terminated"
    role = make_roles(parse_resources("localhost:0"), [], [1234])[0]
    spec = spawn.TaskSpec(role=role, argv=(), env=None, remote=False)
    proc = subprocess.Popen([sys.executable, "-c", "\n".join(
        ["import signal, sys, time",
         f"signal.signal(signal.SIGTERM, lambda *a: (open({str(marker)!r}, 'w').close(), "
         "sys.exit(0)))",
         "print('up', flush=True)", "time.sleep(60)"])],
        stdout=subprocess.PIPE, start_new_session=True)
    assert proc.stdout is not None and proc.stdout.readline() == b"up\n"
    os.killpg(proc.pid, signal.SIGSTOP)
    started = time.monotonic()
    spawn.stop_all([spawn.Running(spec, proc)], grace_s=30.0)
    assert time.monotonic() - started < 10.0
    assert proc.returncode == 0 and marker.exists(), proc.returncode


@pytest.mark.multiprocess
def test_a_partial_batch_is_refused_and_save_uses_checkpoint_dir(tmp_path, capsys, marker):
    """A launched worker's runner fixes the batch shapes on the first batch;
    a smaller one gets a ParallaxError with both shapes and the way out,
    not TensorFlow's 'Cannot feed value of shape'. runner.save() without a
    path writes in Config.checkpoint_dir where tf.train.latest_checkpoint
    finds it, and restore() without a path reads it back."""
    folder = tmp_path / "ckpt"
    code = launch("localhost:0", [sys.executable, str(SCRIPTS / "runner_checks.py"),
                                  str(folder)],
                  start_servers=False, env={MARKER_VAR: marker,
                                            "PARALLAX_TF_RESOURCES": "localhost:0",
                                            "PARALLAX_TF_ARCHITECTURE": "allreduce"})
    out = capsys.readouterr().out
    assert code == 0, out[-3000:]
    assert ("REFUSED ConfigError: run() got input 0 of shape (3, 2); the step was built for "
            "(4, 2)") in out, out[-3000:]
    assert "drop_remainder=True" in out and "Cannot feed value" not in out
    assert ("REFUSED TEXT ConfigError: run() got input 0 as text or objects (<U1); the step "
            "takes float32 there") in out, out[-3000:]
    assert ("REFUSED SECOND ConfigError: px.get_runner() was already called in this task "
            "(for step 'train_step')") in out, out[-3000:]
    assert f"SAVED {folder}/ckpt-1 LATEST {folder}/ckpt-1" in out, out[-3000:]
    assert "RESTORED True" in out, out[-3000:]


@pytest.mark.parametrize("replica_var", [True, False])
def test_shard_gives_every_replica_as_many_elements(monkeypatch, replica_var):
    """10 elements over 3 workers: the last one is left out, each worker
    gets 3, disjoint (with the replica known, and as a plain worker); from
    `start=4` (a resumed job's `runner.start_example`), the 6 after it, 2
    each; a bad start is refused by name."""
    import tensorflow as tf

    import parallax_tf as px
    parts, later = [], []
    for role in [r for r in _roles("localhost:0,1,2", servers=False) if r.is_worker]:
        monkeypatch.setenv("PARALLAX_TF_TASK", role.to_json())
        monkeypatch.delenv("PARALLAX_TF_PLAN_FROM_CHIEF", raising=False)
        if replica_var:
            monkeypatch.setenv("PARALLAX_TF_REPLICA", f"{role.index}/3")
        else:
            monkeypatch.delenv("PARALLAX_TF_REPLICA", raising=False)
        parts.append([int(x) for x in px.shard(tf.data.Dataset.range(10))])
        later.append([int(x) for x in px.shard(tf.data.Dataset.range(10), start=4)])
    assert parts == [[0, 3, 6], [1, 4, 7], [2, 5, 8]]
    assert later == [[4, 7], [5, 8], [6, 9]]
    for bad in (-1, 2.5, True):
        with pytest.raises(px.ConfigError, match=r"shard\(start=.*runner.start_example"):
            px.shard(tf.data.Dataset.range(10), start=bad)
    monkeypatch.setenv("PARALLAX_TF_TASK", role.to_json())
    endless = px.shard(tf.data.Dataset.range(10).repeat())   # unknown length: as it is
    assert [int(x) for x in endless.take(4)] == [2, 5, 8, 1]


def _global_address():
    """A non-loopback IPv4 address of this box, or None."""
    out = subprocess.run(["ip", "-4", "-o", "addr", "show", "scope", "global"],
                         capture_output=True, text=True).stdout
    found = [line.split()[3].split("/")[0] for line in out.splitlines() if len(line.split()) > 3]
    return found[0] if found else None


def _reaches(address: str, port: int) -> bool:
    with socket.socket() as sock:
        sock.settimeout(2.0)
        return sock.connect_ex((address, port)) == 0


def test_the_fence_ruleset():
    from parallax_tf.launch.fence import ruleset
    local = ruleset("parallax_tf_1", [5, 3, 5], local_only=True)
    assert "tcp dport { 3, 5 } ip daddr != 127.0.0.0/8 drop" in local
    assert "tcp dport { 3, 5 } ip6 daddr != ::1 drop" in local
    cluster = ruleset("parallax_tf_1", [7], local_only=False,
                      allowed=(["10.0.0.2"], ["fd00::2"]))
    assert "tcp dport { 7 } fib saddr type local accept" in cluster    # the launcher itself
    assert "tcp dport { 7 } ip saddr != { 127.0.0.0/8, 10.0.0.2 } drop" in cluster
    assert "tcp dport { 7 } ip6 saddr != { ::1, fd00::2 } drop" in cluster


@pytest.mark.multiprocess
def test_a_localhost_job_is_unreachable_through_other_addresses(marker, caplog, monkeypatch):
    """While a localhost job runs, its ps task's port, the store's and
    Horovod's rendezvous answer on 127.0.0.1 and not through the box's own
    non-loopback address (the
    nftables fence, launch/fence.py); without root or nft, the launcher
    warns naming the ports instead. The fence goes with the job."""
    import shutil
    address = _global_address()
    if address is None:
        pytest.skip("this box has no non-loopback IPv4 address to test from")
    monkeypatch.delenv("PARALLAX_TF_FENCE", raising=False)
    fenced = os.geteuid() == 0 and shutil.which("nft") is not None
    results = []
    job = threading.Thread(target=lambda: results.append(run_job(
        "localhost:0,1", [sys.executable, TASK, "--others", "sleep"], start_servers=True,
        env={MARKER_VAR: marker}, grace_s=1.0)))
    with caplog.at_level(logging.WARNING, logger="parallax_tf.launch.fence"):
        job.start()
        tasks: dict[str, tuple[psutil.Process, dict[str, str]]] = {}

        def found_tasks() -> bool:
            # a marked process may end between the listing and the read of
            # its environment (a short-lived child of a task): skip it
            for proc in _marked(marker):
                with contextlib.suppress(psutil.NoSuchProcess, psutil.AccessDenied):
                    env = proc.environ()
                    if "PARALLAX_TF_TASK" in env:
                        tasks[TaskRole.from_json(env["PARALLAX_TF_TASK"]).name] = (proc, env)
            return {"ps 0", "worker 0", "worker 1"} <= set(tasks)

        _wait_for(found_tasks, 60, "the tasks")
        ps_port = TaskRole.from_json(tasks["ps 0"][1]["PARALLAX_TF_TASK"]).port
        worker_env = tasks["worker 0"][1]
        store_port = int(worker_env["PARALLAX_TF_STORE_PORT"])
        launcher_ports = [store_port] + [int(worker_env[v]) for v in
                                         ("HOROVOD_GLOO_RENDEZVOUS_PORT",) if v in worker_env]
        _wait_for(lambda: _connects(ps_port), 60, "the ps task's server")
        try:
            for port in (ps_port, *launcher_ports):
                assert _reaches("127.0.0.1", port), port
                assert _reaches(address, port) is not fenced, (address, port, fenced)
        finally:
            tasks["worker 1"][0].kill()
            job.join(timeout=60)
    assert results and results[0].failure.task == "worker 1"
    if fenced:
        tables = subprocess.run(["nft", "list", "tables"], capture_output=True,
                                text=True).stdout
        assert f"parallax_tf_{os.getpid()}" not in tables, tables
        assert _reaches(address, store_port) is False     # the store is gone with the job
    else:
        assert f"{ps_port}" in caplog.text and "unauthenticated" in caplog.text


@pytest.mark.multiprocess
def test_a_scripts_own_architecture_wins_over_the_launchers_default(capsys):
    """`Config(architecture="allreduce")` in the script, `parallax-tf run`
    without -a: the job is planned ALLREDUCE (the launcher only fills in a
    default; its idle servers are stopped); an -a that contradicts the
    script is refused, naming both; an -a the script leaves to its default
    is used."""
    script = str(SCRIPTS / "script_architecture.py")
    assert cli.main(["run", "-r", "localhost:0,1", script]) == 0
    out = capsys.readouterr().out
    assert "PLANNED allreduce on 0 server(s)" in out, out[-3000:]
    assert cli.main(["run", "-r", "localhost:0,1", "-a", "ps", script]) != 0
    out = capsys.readouterr().out
    assert ("ConfigError: the job was launched with --architecture ps but the script's Config "
            "says architecture='allreduce'") in out, out[-3000:]
    assert cli.main(["run", "-r", "localhost:0,1", "-a", "ps",
                     str(SCRIPTS / "tiny_hybrid_default.py")]) == 0
    out = capsys.readouterr().out
    assert "PLANNED ps" in out, out[-3000:]


def test_a_program_that_cannot_be_started_again_is_refused_by_name(monkeypatch):
    """`python -c` (or a notebook) calling get_runner with several slots:
    the job cannot start the program on the other slots; a ConfigError says
    so and how to start it instead, before anything is launched."""
    import types

    from parallax_tf.errors import ConfigError
    from parallax_tf.runtime.job import program_argv
    monkeypatch.setattr(sys, "argv", ["-c"])
    monkeypatch.setitem(sys.modules, "__main__", types.ModuleType("__main__"))
    with pytest.raises(ConfigError, match=r"sys.argv\[0\] is '-c'.*parallax-tf run -r"):
        program_argv()
